import Dispatch

/// The wall-clock time a lint run spent in each of its stages, for `duolint --timings`: read from the monotonic
/// clock (`DispatchTime.uptimeNanoseconds`), kept in nanoseconds. Never part of a report (reports stay byte for
/// byte the same from run to run); the command line prints it on standard error.
///
/// The stages are the ones a run goes through one after the other (DESIGN.md, "Shape"), so their times add up
/// to the run's: a stage that uses every worker (the passes) and a stage on one thread (discovery, the models)
/// count alike, which is what shows where a run's wall time goes.
public struct StageTimes: Sendable, Equatable {
    /// A stage of a run, in the order a run goes through them.
    public enum Stage: Int, CaseIterable, Sendable {
        /// The paths given walked, each folder's configuration asked which of its files are linted
        /// (`FileDiscovery`, `ConfigurationSet`); one thread.
        case discovery
        /// Each file's project found, with the Swift files read only for its model (`ProjectContext`); one thread.
        case projects
        /// Every file read, lexed, parsed, summarized for the project model and checked by the rules; all workers.
        case firstPass
        /// The model-only files read, the summaries put in model order and the project models built.
        case model
        /// The files whose findings depend on other files checked again with the models; all workers.
        case secondPass
        /// The report finished and closed (a streamed report is written during the passes; a whole one here).
        case report

        /// The stage's name in the table (`first pass`).
        public var name: String {
            switch self {
            case .discovery: return "discovery"
            case .projects: return "projects"
            case .firstPass: return "first pass"
            case .model: return "model"
            case .secondPass: return "second pass"
            case .report: return "report"
            }
        }
    }

    /// Nanoseconds by stage (`Stage.rawValue`); nil for a stage the run did not go through (a run of standard
    /// input walks no folder; a run whose files ask the model nothing has no second pass).
    public private(set) var nanoseconds: [UInt64?] = Array(repeating: nil, count: Stage.allCases.count)
    /// Files linted in the first pass.
    public var firstPassFiles = 0
    /// Files linted again in the second pass (over all its rounds; a file waiting for the models whose questions
    /// only it answers keeps its first result and is not counted).
    public var secondPassFiles = 0

    /// No stage timed yet.
    public init() {}

    /// The monotonic clock now, in nanoseconds (`DispatchTime.uptimeNanoseconds`).
    public static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Adds the time from `start` (a `now()` reading) until now to `stage` (a stage met twice, as the model and
    /// the second pass are in a run of several rounds, adds up), and returns now: the next stage's start.
    @discardableResult
    public mutating func add(_ stage: Stage, since start: UInt64) -> UInt64 {
        let end = StageTimes.now()
        add(stage, nanoseconds: end >= start ? end - start : 0)
        return end
    }

    /// Adds `ns` nanoseconds to `stage`, which the run then went through.
    mutating func add(_ stage: Stage, nanoseconds ns: UInt64) {
        nanoseconds[stage.rawValue] = (nanoseconds[stage.rawValue] ?? 0) + ns
    }

    /// `other`'s stages added to these (a plan's discovery to its run's passes).
    public mutating func merge(_ other: StageTimes) {
        for stage in Stage.allCases {
            if let t = other.nanoseconds[stage.rawValue] { add(stage, nanoseconds: t) }
        }
        firstPassFiles += other.firstPassFiles
        secondPassFiles += other.secondPassFiles
    }

    /// The table `--timings` prints: a heading, then one line per stage the run went through, in run order, and the
    /// total of them; milliseconds with one decimal, right-aligned, the passes with their files (the second pass's:
    /// those linted again). With `--fix`, the table is the last run's: the runs that applied fixes came before it.
    ///
    ///     duolint: timings (wall clock, ms)
    ///       discovery        7.4
    ///       first pass      97.2  2656 files
    ///       total          119.2
    public func table() -> [String] {
        var lines = ["duolint: timings (wall clock, ms)"]
        var total: UInt64 = 0
        func row(_ name: String, _ ns: UInt64, _ note: String) {
            let ms = Double(ns) / 1e6
            let tenths = Int((ms * 10).rounded())
            let number = "\(tenths / 10).\(tenths % 10)"
            let padded = String(repeating: " ", count: max(0, 9 - number.count)) + number
            lines.append("  " + name + String(repeating: " ", count: max(1, 12 - name.count)) + padded + note)
        }
        for stage in Stage.allCases {
            guard let ns = nanoseconds[stage.rawValue] else { continue }
            total += ns
            let files = stage == .firstPass ? firstPassFiles : stage == .secondPass ? secondPassFiles : nil
            let again = stage == .secondPass ? " linted again" : ""
            row(stage.name, ns, files.map { "  \($0) file\($0 == 1 ? "" : "s")\(again)" } ?? "")
        }
        row("total", total, "")
        return lines
    }
}
