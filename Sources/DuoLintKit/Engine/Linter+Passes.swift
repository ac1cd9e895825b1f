import Dispatch
import Foundation

/// The parallel run of a `Linter` in its two passes (DESIGN.md, "Shape"): the first pass summarizes and lints
/// every file, the second lints again, with the run's project model, the files whose rules asked it a question
/// other files answer.
extension Linter {
    /// Lints `files` on `jobs` workers; results are in the order of `files`. `progress` as for `run`.
    /// `finish`, if given, is applied on the worker to each file's result (index, result) before it is kept.
    public func lintInParallel(_ files: [String], progress: (@Sendable (Int, Int) -> Void)? = nil,
                               finish: (@Sendable (Int, FileResult) -> FileResult)? = nil) -> [FileResult] {
        let box = ResultBox(count: files.count)
        var times = StageTimes()
        forEachResult(files, progress: progress, times: &times) { i, r in box.set(i, finish.map { $0(i, r) } ?? r) }
        return box.values
    }

    /// Lints `files` on `jobs` workers and hands each file's result (index in `files`, result with `counts`
    /// set) to `body` on the worker that linted it, in any order. `progress` as for `run` (counted in the
    /// first pass). File `i` is linted by `linters[linterOf[i]]` (by this linter when `linters` is empty or
    /// `linterOf` nil): the files share one project model whatever their configuration.
    ///
    /// Two passes (DESIGN.md, "Shape"). The first lints every file with a project model of that file alone and
    /// keeps its `FileSummary`; a file whose rules asked the model nothing is final and handed over at once.
    /// The summaries then merge into the run's `ProjectModel`, and the second pass lints again, with it, only
    /// the files whose recorded questions have answers from other files; the others keep their first result
    /// (the same findings the run's model would give). So the result does not depend on the order files are
    /// linted in, and only summaries are kept between the passes, not syntax trees.
    ///
    /// Memory stays flat however many files a run has (issue 20): summaries and waiting results are kept as bytes,
    /// in memory up to `summaryMemoryBudget` and `heldMemoryBudget`, then in temporary files (`SummaryStore`,
    /// `HeldResults`), and each model holds only the entries the waiting files asked about (`ModelInterest`),
    /// which answer those questions exactly as the whole model would. A file whose rules, given the run's answers,
    /// ask something else is linted again with a model that holds that too, until no file asks beyond its model:
    /// the findings are those of the whole model.
    ///
    /// `times` gets the wall-clock time of the first pass, of building the models and of the second pass
    /// (`StageTimes`, for `--timings`).
    ///
    /// With `projects`, each file is judged with the model of its own project (`ProjectContext`): the project's
    /// linted files and its model-only files, read after the first pass and only for a project one of whose
    /// files waits for the model. Every model holds its summaries in the order of their absolute, normalized
    /// paths, so a file's findings and messages are the same whether another file was linted or only read,
    /// and however the paths were written. A file test and watch folders are judged from is its project's
    /// path (`ExecutionScope.projectPath` from the project's root), not the current directory's.
    func forEachResult(_ files: [String], projects: ProjectContext? = nil, linters: [Linter] = [], linterOf: [Int]? = nil,
                       progress: (@Sendable (Int, Int) -> Void)?, times: inout StageTimes,
                       _ body: @Sendable (Int, FileResult) -> Void) {
        var clock = StageTimes.now()
        let linters = linters.isEmpty ? [self] : linters
        let context = projects?.context ?? []
        // Model group of entry i of files + context: its project's index, or -1 (no project: the run's own).
        func group(_ i: Int) -> Int {
            guard let projects else { return -1 }
            return i < files.count ? (projects.projectOfFile[i] ?? -1) : projects.projectOfContext[i - files.count]
        }
        func root(_ i: Int) -> String? {
            let g = group(i)
            return g < 0 ? folderRoot : projects!.roots[g]
        }
        // A run of one linter (one configuration) calls it as a local constant: an element of `linters` used as the
        // receiver was copied, each of a `Linter`'s fields retained and released, once a file.
        let sole = linters.count == 1 ? linters[0] : nil
        /// File `i` linted by its linter.
        func lintFile(_ i: Int, model: (model: ProjectModel, file: Int)?) -> FileResult {
            let path = files[i], folder = root(i)
            if let sole { return sole.lintFile(atPath: path, model: model, folderRoot: folder) }
            return linters[linterOf?[i] ?? 0].lintFile(atPath: path, model: model, folderRoot: folder)
        }
        let done = AtomicCounter()
        let summaries = SummaryStore(count: files.count + context.count, memoryBudget: summaryMemoryBudget)
        let held = HeldResults(parsedBudget: parsedBudget, memoryBudget: heldMemoryBudget)
        // The result is taken, not copied; its summary and parsed file, usually gone already, are dropped only
        // when there (assigning nil destroyed the old value through `Optional`'s generic witness, twice a file).
        func finish(_ i: Int, _ result: consuming FileResult) {
            var r = result
            if r.summary != nil { r.summary = nil }
            if r.parsed != nil { r.parsed = nil }
            r.counts = FindingCounts(r.findings)
            r.hidden = HiddenCounts(r.suppressed)
            body(i, r)
        }
        parallel(files.count) { i in
            var r = lintFile(i, model: nil)
            // Only the store's copy is kept: the full summary is moved out (not copied), so it is not held while
            // the file's report is made.
            summaries.set(i, r.summary.take() ?? FileSummary(path: files[i]))
            if r.queries.isEmpty { finish(i, r) } else {
                if let parsed = r.parsed, !held.reserve(parsed.source.bytes.count) { r.parsed = nil }
                held.set(i, r)
            }
            progress?(done.increment() + 1, files.count)
        }
        clock = times.add(.firstPass, since: clock)
        times.firstPassFiles = files.count
        let waiting = held.indices
        guard !waiting.isEmpty else { releaseLater(summaries); return }
        let wanted = Set(waiting.map(group))
        let reading = context.indices.map { files.count + $0 }.filter { wanted.contains(group($0)) }
        parallel(reading.count) { k in
            let i = reading[k]
            summaries.set(i, summaryOfFile(atPath: context[i - files.count], folderRoot: root(i)) ?? FileSummary(path: context[i - files.count]))
        }
        // Each project's entries with a waiting file, in the order of their absolute paths.
        // Without model-only files the list is `files` itself (shared, not copied: 16,000 paths took 256 KB).
        let all = context.isEmpty ? files : files + context
        var members: [Int: [Int]] = [:]
        for i in files.indices where wanted.contains(group(i)) { members[group(i), default: []].append(i) }
        for i in reading { members[group(i), default: []].append(i) }
        var position = [Int](repeating: 0, count: all.count)
        var orders: [Int: [Int]] = [:]
        for (g, indices) in members {
            // The files come sorted (the plan sorts them), and so mostly do their absolute paths: checked in one
            // pass, each path against the one before (no list of them: 16,000 took 256 KB at the run's peak),
            // sorted only when they are not (indices ascend, so ties keep their order either way).
            // Paths that `absolute` only joins to the working directory, all relative or all absolute, compare as
            // their absolute forms do: then they are compared as written (making the absolute forms of the eight
            // apps' 2,590 paths took 5 M instructions here, on one thread, between the passes).
            let relative = indices.first.map { all[$0].utf8.first != UInt8(ascii: "/") } ?? true
            let asWritten = indices.allSatisfy { i in
                (all[i].utf8.first != UInt8(ascii: "/")) == relative && Configuration.isJoinedAsWritten(all[i], from: workingDirectory)
            }
            var previous: String?
            let ordered = indices.allSatisfy { i in
                let key = asWritten ? all[i] : Configuration.absolute(all[i], from: workingDirectory)
                defer { previous = key }
                return previous.map { !(key < $0) } ?? true
            }
            var order = indices
            if !ordered {
                let keys = indices.map { Configuration.absolute(all[$0], from: workingDirectory) }
                order = indices.indices.sorted { (keys[$0], indices[$0]) < (keys[$1], indices[$1]) }.map { indices[$0] }
            }
            for (k, i) in order.enumerated() { position[i] = k }
            orders[g] = order
        }
        // One project (or none): its list itself, not a copy.
        let modelled = orders.count == 1 ? orders.first!.value : orders.values.flatMap { $0 }
        // When every summary was kept as it is, the models hold them whole (nil interest). Otherwise the models
        // hold only what the waiting files asked (`ModelInterest`): they answer those questions as the models of
        // whole summaries would. A file that asks something else with the run's model (an answer led its rules
        // further) is linted again with a model that holds that too, until no file asks beyond the model.
        var interest = summaries.allKept ? nil : held.interest
        var round = waiting
        var firstRound = true
        while !round.isEmpty {
            // With an interest, each project's cut summaries are put in place in its model's list as they are made;
            // files with nothing the interest keeps (most) stay an empty summary sharing the path string of `all`.
            // The summaries kept whole are cut first, so the models' lists are made after their whole lists are freed.
            if let interest { summaries.cutKept(to: interest) }
            let cut = interest == nil ? nil : CutSummaries(orders.mapValues { $0.map { FileSummary(path: all[$0]) } })
            if let cut { parallel(modelled.count) { k in
                let i = modelled[k]
                // A summary the store cannot give back (its temporary file failed, or an earlier round took it) is
                // made again from the file. The store lets go of a whole summary it cut, so the whole summaries and
                // the cut ones are not all in memory at once (8 copies of the generated corpus: the peak heap went from
                // 19.0 to 15.1 MB with the paths shared); a run needs them again only when a file asks beyond the
                // interest (a second round: none over the real apps and the generated corpus).
                let summary = interest.flatMap { summaries.take(i, cutTo: $0, path: all[i]) }
                    ?? summaryOfFile(atPath: all[i], folderRoot: root(i)).map { whole in interest.map { whole.cut(to: $0) } ?? whole }
                if let summary, !summary.isEmpty { cut.set(group(i), position[i], summary) }
            } }
            /// Project `g`'s summaries in model order: the cut ones, handed over (not copied), or with no interest
            /// the summaries as they are kept, moved out of the store (nothing cut or copied): with no interest this
            /// round is the last (its models answer every question), so the store's are not asked for again.
            func modelSummaries(_ g: Int) -> [FileSummary] {
                if let cut { return cut.take(g) }
                return summaries.takeWhole(orders[g]!, path: { all[$0] }) { i in
                    summaryOfFile(atPath: all[i], folderRoot: root(i)) ?? FileSummary(path: all[i])
                }
            }
            // One model per project, built side by side (eight apps, each in its own work tree, built eight; the
            // benchmark's eight apps, kept without `.git`, are one project and one model: 16.8 M instructions).
            let groups = orders.keys.sorted()
            let built = LockedSlots<ProjectModel>(count: groups.count)
            parallel(groups.count) { k in built.set(k, ProjectModel(modelSummaries(groups[k]))) }
            var models: [Int: ProjectModel] = [:]
            // Moved out, so the models are freed where `releaseLater` frees them, not here.
            for (k, g) in groups.enumerated() { models[g] = built.take(k) }
            clock = times.add(.model, since: clock)
            let beyond = HeldQueries()
            // The files linted again (a waiting file whose questions only it answers keeps its first result).
            let linted = AtomicCounter()
            parallel(round.count) { k in
                let i = round[k]
                let model = models[group(i)]!
                var again: FileResult
                if firstRound {
                    // A result the store cannot give back (its temporary file failed) is made again.
                    let first = held.take(i) ?? lintFile(i, model: nil)
                    guard model.answers(first.queries, dependOnFilesOtherThan: position[i]) else { return finish(i, first) }
                    // The file as parsed in the first pass when it was kept, else read and parsed again.
                    again = first.parsed.map { linters[linterOf?[i] ?? 0].relint($0, model: (model, position[i])) }
                        ?? lintFile(i, model: (model, position[i]))
                } else {
                    again = lintFile(i, model: (model, position[i]))
                }
                _ = linted.increment()
                if interest?.covers(again.queries) ?? true { finish(i, again) } else { beyond.set(i, again.queries) }
            }
            clock = times.add(.secondPass, since: clock)
            times.secondPassFiles += linted.count
            firstRound = false
            round = beyond.indices
            let before = interest
            interest?.add(round.lazy.flatMap { beyond.queries(of: $0) })
            // A round whose questions add nothing to the interest would repeat itself: the next takes whole models,
            // which answer every question.
            if !round.isEmpty && interest == before { interest = nil }
            releaseLater(models)
        }
        releaseLater(summaries)
    }

    /// Lets `value` (every file's summary, the models) be freed on another thread: freeing them took the end of
    /// a run over eight apps some 3 ms, after the last file, and nothing waits for it. With
    /// `keepsRunMemoryUntilExit` it is never freed: the process ends soon after, and its exit gives the pages
    /// back at once (freeing the eight apps' summaries one by one took 19.8 M instructions, on a thread that
    /// competed with the second pass's workers for two cores).
    private func releaseLater(_ value: some Sendable) {
        if keepsRunMemoryUntilExit {
            _ = Unmanaged.passRetained(KeptUntilExit(value))
            return
        }
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
    }

    /// Runs `work(0..<count)` on `jobs` workers (in order on one when `jobs` is 1 or there is one item).
    private func parallel(_ count: Int, _ work: (Int) -> Void) {
        if jobs == 1 || count < 2 {
            for i in 0..<count { work(i) }
            return
        }
        let next = AtomicCounter()
        DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
            while true {
                let i = next.increment()
                if i >= count { break }
                work(i)
            }
        }
    }
}

/// A value a run keeps until the process exits (`Linter.keepsRunMemoryUntilExit`): retained once, never released.
private final class KeptUntilExit<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
