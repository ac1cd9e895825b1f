import DuoLintKit
import Foundation

/// The process's standard input, output and error as they were when it started, and the one way the CLI writes
/// to them (`DescriptorWriter`: `write(2)`, never a trap).
///
/// A stream that was closed at start (`2>&-`) is given `/dev/null` at once, so that no file opened later (an
/// input, a temporary report) becomes descriptor 0, 1 or 2 and receives a diagnostic; it is remembered as
/// closed, so reading or writing it fails with `EBADF` as it would have.
struct StandardStreams {
    /// The standard descriptors (0, 1, 2) that were closed at start.
    let closed: Set<Int32>

    /// Checks descriptors 0, 1 and 2 and gives each closed one `/dev/null`. Call it first, before anything opens
    /// a file.
    static func claim() -> StandardStreams {
        var closed: Set<Int32> = []
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) < 0 && errno == EBADF {
            closed.insert(fd)
            let null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
        }
        return StandardStreams(closed: closed)
    }

    /// The descriptor to use for the standard descriptor `fd`: -1 (so calls fail with `EBADF`) when it was closed.
    func descriptor(_ fd: Int32) -> Int32 { closed.contains(fd) ? -1 : fd }

    /// Writes `text` to standard output; nil, or the error.
    func out(_ text: String) -> SystemError? {
        DescriptorWriter.write(descriptor(STDOUT_FILENO), text)
    }

    /// Writes `text` to standard error as it is (the progress line's own control characters); a failure is
    /// ignored: a diagnostic that cannot be shown never changes the outcome.
    func err(_ text: String) {
        _ = DescriptorWriter.write(descriptor(STDERR_FILENO), text)
    }

    /// Writes one line of diagnostic text (an error, the summary) to standard error, escaped with
    /// `PrintableText.line` (no control character, line break or leading `::` from a path or value gets through),
    /// then a line break; a failure is ignored.
    func diagnostic(_ line: String) {
        err(PrintableText.line(line) + "\n")
    }

    /// Writes `text` to standard output for `version`, `help`, `rules` and `tokens`: 0, or 2 after saying why on
    /// standard error (`duolint: error: cannot write to standard output: No space left on device`).
    func command(_ text: String) -> Int32 {
        guard let e = out(text) else { return 0 }
        diagnostic("duolint: error: cannot write to standard output: \(e.text)")
        return 2
    }
}
