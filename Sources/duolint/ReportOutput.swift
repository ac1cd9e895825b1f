import DuoLintKit
import Foundation

/// Where the report goes — standard output or the `--output` file (an `OutputFile`: a temporary file renamed into
/// place when complete, or a device written directly) — written through a 64 KiB buffer.
/// Not thread-safe by itself: a streamed report calls `write` under its writer's lock.
final class ReportOutput: @unchecked Sendable {
    private let streams: StandardStreams
    private let file: OutputFile?
    private var buffer: [UInt8] = []
    /// The first failure, as the message to print (`cannot write report to …: …`); writing stops after it.
    private(set) var failure: String?
    private let name: String

    /// Standard output.
    init(streams: StandardStreams) {
        self.streams = streams
        file = nil
        name = "standard output"
    }

    /// The `--output` file.
    init(file: OutputFile, streams: StandardStreams) {
        self.streams = streams
        self.file = file
        name = file.path
    }

    /// The report's destination for `--output path` (nil: standard output), prepared before anything is linted;
    /// the failure is the message to print (`cannot write report to fifo: it is a FIFO; …`).
    static func open(_ path: String?, streams: StandardStreams, temporaryFiles: TemporaryFiles) -> Result<ReportOutput, Failure> {
        guard let path else { return .success(ReportOutput(streams: streams)) }
        switch openFile(path, streams: streams, temporaryFiles: temporaryFiles) {
        case .success(let f): return .success(ReportOutput(file: f, streams: streams))
        case .failure(let e): return .failure(Failure(message: "cannot write report to \(path): \(e.text)"))
        }
    }

    /// `OutputFile.open`, where a standard stream closed at start (`/dev/stdout` with `>&-`) fails with `EBADF`.
    static func openFile(_ path: String, streams: StandardStreams, temporaryFiles: TemporaryFiles) -> Result<OutputFile, OutputFileError> {
        OutputFile.open(path, temporaryFiles: temporaryFiles, closedDescriptors: streams.closed)
    }

    /// A message explaining why an output cannot be written.
    struct Failure: Error {
        var message: String
    }

    /// The existing file the report replaces, nil for standard output, a new path or a device.
    var replaces: FileIdentity? { file?.replaces }

    /// The path a finished report is renamed onto, nil for standard output or a device.
    var destination: String? { file?.destination }

    /// Appends `text` to the report.
    func write(_ text: String) {
        guard failure == nil else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 65_536 { flush() }
    }

    /// Writes out what is buffered.
    func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil, !buffer.isEmpty else { return }
        let error = buffer.withUnsafeBytes { raw in
            file.map { $0.write(raw) } ?? DescriptorWriter.write(streams.descriptor(STDOUT_FILENO), raw)
        }
        if let error { failure = "cannot write report to \(name): \(error.text)" }
    }

    /// Flushes and completes the report: a file is renamed into place (or removed after a failure, leaving the
    /// previous one); standard output stays open. `keep` false abandons a file (standard output is still
    /// flushed). Returns the failure message, if any.
    func finish(keep: Bool = true) -> String? {
        flush()
        guard let file else { return failure }
        if failure != nil || !keep {
            file.discard()
        } else if let e = file.commit() {
            failure = "cannot write report to \(name): \(e.text)"
        }
        return failure
    }
}
