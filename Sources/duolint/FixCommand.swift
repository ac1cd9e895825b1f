import DuoLintKit
import Foundation

/// `duolint --fix` and `--fix --diff`: the fixes made before the lint that is reported.
extension Commands {
    /// What the fix step did, for the summary and the exit status.
    struct FixOutcome {
        /// Findings fixed (or, with `--diff`, that would be).
        var fixed = 0
        /// Files changed (or that would be).
        var files = 0
        /// Fixes left for the next run: they overlap an applied one.
        var notApplied = 0
        /// 2 when a file could not be read again, was refused (`FixCheck`) or could not be written; else 0.
        var status: Int32 = 0
    }

    /// Lints `plan`, applies the fixes of its reported findings file by file and writes each changed file
    /// atomically (`FixedFile.write`), or with `diff` prints each file's unified diff on standard output and
    /// puts the fixed bytes in `linter.overlay` instead, so the lint that follows sees what `--fix` would
    /// write. Says on standard error each fix made (unless `quiet`), each fix left for the next run, and each
    /// file that is not written and why.
    static func fix(_ plan: LintPlan, linter: inout Linter, diff: Bool, quiet: Bool, streams: StandardStreams,
                    temporaryFiles: TemporaryFiles) -> FixOutcome {
        let pass = linter.fixPass(plan)
        var outcome = FixOutcome()
        // Once standard output cannot take the diff (a full disk, a closed pipe), the other files' diffs are not
        // tried: one error line says why, not one a file.
        var diffWriteFailed = false
        for e in pass.errors {
            streams.diagnostic("\(e.path): error: not fixed: \(e.message)")
            outcome.status = 2
        }
        for file in pass.files {
            func at(_ f: Finding) -> String { "\(f.path):\(f.range.start.line):\(f.range.start.utf8Column)" }
            if let refusal = file.refusal {
                streams.diagnostic("\(file.path): error: not fixed: \(refusal)")
                outcome.status = 2
                continue
            }
            for f in file.notApplied {
                streams.diagnostic("\(at(f)): note: not fixed [\(f.ruleID)]: the fix overlaps another one; run --fix again")
            }
            outcome.notApplied += file.notApplied.count
            guard file.changes else { continue }
            if diff {
                if !diffWriteFailed && streams.command(file.diff) != 0 { (outcome.status, diffWriteFailed) = (2, true) }
                linter.overlay[file.path] = file.fixed
            } else if let failure = file.write(temporaryFiles: temporaryFiles) {
                streams.diagnostic("\(file.path): error: cannot write the fixed file: \(failure); it was left as it was")
                outcome.status = 2
                continue
            }
            if !quiet {
                for f in file.applied {
                    streams.diagnostic("\(at(f)): \(diff ? "would fix" : "fixed") [\(f.ruleID)] \(f.fix?.description ?? "")")
                }
            }
            outcome.fixed += file.applied.count
            outcome.files += 1
        }
        return outcome
    }

    /// `Fixed 3 findings in 2 files; 1 fix not applied (it overlaps another: run --fix again); 4 findings remain`
    /// (`Would fix …` with `--diff`); `remaining` is the reported lint's count.
    static func fixSummary(_ o: FixOutcome, diff: Bool, remaining: Int) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var line = "\(diff ? "Would fix" : "Fixed") \(count(o.fixed, "finding")) in \(count(o.files, "file"))"
        if o.notApplied > 0 {
            line += "; \(count(o.notApplied, "fix")) not applied (\(o.notApplied == 1 ? "it overlaps" : "they overlap") another: run --fix again)"
        }
        return line + "; \(count(remaining, "finding")) remain\(remaining == 1 ? "s" : "")"
    }
}
