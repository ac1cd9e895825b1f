import DuoLintKit
import Foundation

/// Where `duolint lint` may write its report and baseline: prepared before linting, and refused when they would
/// destroy a file the run reads (the configuration, the baseline, the file on standard input) or name one file.
extension Commands {
    /// The report's destination and the baseline file, prepared before linting: a FIFO, socket, folder, missing
    /// folder or unwritable file fails here, and so do `--output` and `--write-baseline` naming one file, or the
    /// configuration file (`configurationPath`) or baseline the run reads.
    static func openOutputs(_ args: LintArguments, configurationPath: String?, streams: StandardStreams,
                            temporaryFiles: TemporaryFiles) -> Result<(ReportOutput, OutputFile?), ReportOutput.Failure> {
        let output: ReportOutput
        switch ReportOutput.open(args.output, streams: streams, temporaryFiles: temporaryFiles) {
        case .success(let o): output = o
        case .failure(let f): return .failure(f)
        }
        if let report = args.output,
           let f = refusedAsRead(output.replaces, what: "report", path: report,
                                 reads: [(configurationPath, "configuration"), (args.baseline, "baseline")]) {
            _ = output.finish(keep: false)
            return .failure(f)
        }
        guard let path = args.writeBaseline else { return .success((output, nil)) }
        let file: OutputFile
        switch ReportOutput.openFile(path, streams: streams, temporaryFiles: temporaryFiles) {
        case .success(let f): file = f
        case .failure(let e):
            _ = output.finish(keep: false)
            return .failure(ReportOutput.Failure(message: "cannot write baseline to \(path): \(e.text)"))
        }
        if let f = refusedAsRead(file.replaces, what: "baseline", path: path, reads: [(configurationPath, "configuration")]) {
            _ = output.finish(keep: false)
            file.discard()
            return .failure(f)
        }
        let sameFile = (output.replaces != nil && output.replaces == file.replaces)
            || (output.destination != nil && file.destination.map { Configuration.absolute($0) } == output.destination.map { Configuration.absolute($0) })
        if sameFile, let report = args.output {
            _ = output.finish(keep: false)
            file.discard()
            return .failure(ReportOutput.Failure(message: "--output and --write-baseline name the same file (\(report), \(path))"))
        }
        return .success((output, file))
    }


    /// The identity of the regular file on standard input, nil when it is none (a pipe, a terminal, closed).
    static func standardInputFile(_ streams: StandardStreams) -> FileIdentity? {
        var st = stat()
        guard fstat(streams.descriptor(STDIN_FILENO), &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileIdentity(st)
    }


    /// The refusal of an output (`what`, at `path`, replacing the file `replaces`) that is a file this run reads
    /// (`reads`: the `--config` and `--baseline` paths given, with what they are): replacing it would destroy
    /// it. Nil when it is none of them. `--write-baseline` onto the `--baseline` it reads is allowed (the
    /// baseline is read before the run and updated in place).
    static func refusedAsRead(_ replaces: FileIdentity?, what: String, path: String,
                              reads: [(path: String?, what: String)]) -> ReportOutput.Failure? {
        guard let replaces else { return nil }
        for read in reads {
            guard let readPath = read.path, FileIdentity(path: readPath) == replaces else { continue }
            return ReportOutput.Failure(message: "cannot write \(what) to \(path): it is the \(read.what) file \(readPath) "
                                        + "this run reads; nothing was written")
        }
        return nil
    }
}
