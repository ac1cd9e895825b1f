import DuoLintKit
import Foundation

/// Ends a run interrupted by SIGINT, SIGTERM, SIGHUP or another terminating signal (`handled`) cleanly: its temporary files (reports and baselines not
/// yet renamed into place) are removed, so every previous file is left as it was, and the process then ends by
/// that same signal (its default action, re-raised), so a shell or CI runner sees it was interrupted, as it
/// would for a program without cleanup (a shell reports 128 + the signal's number).
///
/// Made by `main` before any other thread starts: it blocks those signals in the calling thread, so every
/// thread started after inherits the mask, and starts one thread that waits for them with `sigwait` (no signal
/// handler, so no async-signal-safety constraints). Other signals keep their default actions (SIGPIPE kills
/// as for `cat`).
final class SignalCleanup: Sendable {
    /// The run's temporary files: `OutputFile`s register theirs here.
    let temporaryFiles = TemporaryFiles()

    /// The signals whose default action ends the process and that another process (a terminal, a CI runner's
    /// timeout, a job control) sends: taken here so no temporary file is left behind. SIGXFSZ is there too: blocked,
    /// a write past the file size limit fails with EFBIG instead, and the report is abandoned cleanly. SIGPIPE
    /// keeps its default action.
    static let handled = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ]

    /// The signals waited for.
    private static func signals() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for s in SignalCleanup.handled { sigaddset(&set, s) }
        return set
    }

    /// Blocks the signals and starts the waiting thread.
    init() {
        var set = SignalCleanup.signals()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let files = temporaryFiles
        let waiter = Thread {
            var set = SignalCleanup.signals()
            var received: Int32 = 0
            while true {
                guard sigwait(&set, &received) == 0 else { continue }
                files.removeAll()
                // Die of the signal itself: default action, unblocked in this thread, raised here.
                signal(received, SIG_DFL)
                var only = sigset_t()
                sigemptyset(&only)
                sigaddset(&only, received)
                pthread_sigmask(SIG_UNBLOCK, &only, nil)
                raise(received)
                _exit(128 + received)
            }
        }
        waiter.start()
    }
}
