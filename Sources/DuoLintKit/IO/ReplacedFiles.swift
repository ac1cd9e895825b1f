import Foundation

/// The existing files a run replaces when it ends (its `--output` report, its `--write-baseline` baseline), by
/// identity, and those of them it found among the files it linted: writing there would destroy an input.
///
/// `Linter.lintFile(atPath:)` notes each file it opens; the caller then refuses to write over any file in
/// `linted`. Thread-safe (workers note files concurrently).
public final class ReplacedFiles: @unchecked Sendable {
    /// One file the run replaces: its identity, what it is (`report`, `baseline`) and its path as given.
    public struct Output: Sendable, Equatable {
        /// The file's device and inode.
        public var identity: FileIdentity
        /// What the run writes there, as messages say it: `report`, `baseline`.
        public var what: String
        /// The path as given on the command line.
        public var path: String

        /// An output at `path` holding the `what` of the run.
        public init(identity: FileIdentity, what: String, path: String) {
            self.identity = identity
            self.what = what
            self.path = path
        }
    }

    /// An output found among the linted files, and the linted path that reached it.
    public struct Collision: Sendable, Equatable {
        /// The output.
        public var output: Output
        /// The input's path as discovery reported it.
        public var input: String
    }

    private let outputs: [FileIdentity: [Output]]
    private let lock = NSLock()
    private var found: [Collision] = []

    /// The run replaces `outputs`.
    public init(_ outputs: [Output]) {
        self.outputs = Dictionary(grouping: outputs, by: \.identity)
    }

    /// Records that the file `identity` was linted as `path`.
    public func noteLinted(_ identity: FileIdentity, path: String) {
        guard let hit = outputs[identity] else { return }
        lock.lock()
        defer { lock.unlock() }
        for o in hit { found.append(Collision(output: o, input: path)) }
    }

    /// The outputs that are linted files, by output path then input path.
    public var linted: [Collision] {
        lock.lock()
        defer { lock.unlock() }
        return found.sorted { ($0.output.path, $0.input) < ($1.output.path, $1.input) }
    }
}
