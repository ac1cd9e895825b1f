import Foundation

/// One file as `duolint --fix` would leave it: the bytes read, the fixed bytes, the findings whose fixes were
/// applied and those left for a later run, and why nothing may be written, if so.
public struct FixedFile: Sendable {
    /// The file's path as the run reported it.
    public var path: String
    /// The bytes as read before fixing.
    public var original: [UInt8]
    /// The bytes with every applied fix made (the original when `refusal` is set or nothing applied).
    public var fixed: [UInt8]
    /// The findings fixed, in report order.
    public var applied: [Finding]
    /// The findings whose fix overlaps an applied one (or no longer fits the file): left for the next run.
    public var notApplied: [Finding]
    /// Why the file is not written: the fixed form has an error the original has not (`FixCheck`). Nil otherwise.
    public var refusal: String?
    /// The applied replacements, by offset (for `UnifiedDiff`).
    public var edits: [(offsets: Range<Int>, text: String)]

    /// True when writing the file would change it.
    public var changes: Bool { refusal == nil && fixed != original }

    /// The fixes of `findings` (all of one file, at `path`, in report order) applied to `bytes`
    /// (`FixApplication`), then checked (`FixCheck`, with `linter`).
    /// `originalErrors`: the file's input errors as the run reported them, when known (`FixCheck`).
    public init(path: String, bytes: [UInt8], findings: [Finding], linter: Linter, originalErrors: [InputError]? = nil) {
        self.path = path
        original = bytes
        let withFix = findings.filter { $0.fix != nil }
        let outcome = FixApplication.apply(withFix.map { $0.fix! }, to: bytes)
        applied = outcome.applied.map { withFix[$0] }
        notApplied = outcome.notApplied.map { withFix[$0] }
        // Equal fixes applied together make their edits once (`FixApplication`): the same edit is listed once.
        var seen = Set<String>()
        edits = applied.flatMap { $0.fix!.replacements.map { (offsets: $0.offsets, text: $0.insertedContent) } }
            .filter { seen.insert("\($0.offsets.lowerBound) \($0.offsets.upperBound) \($0.text)").inserted }
            .sorted { $0.offsets.lowerBound < $1.offsets.lowerBound }
        fixed = outcome.bytes
        refusal = nil
        // Offsets are in the bytes that were linted: a file changed since (an editor saved it) is not fixed.
        let hash = withFix.isEmpty ? 0 : SourceFile.hash(bytes)
        if withFix.contains(where: { $0.fix!.fileHash != 0 && $0.fix!.fileHash != hash }) {
            refusal = "the file changed after it was linted; nothing was written (run --fix again)"
            fixed = bytes
            applied = []
            edits = []
            return
        }
        // Checked here, not only when writing, so that `--fix --diff` shows only what `--fix` writes.
        if !applied.isEmpty, fixed != bytes, let problem = FixedFile.replacementProblem(path) {
            refusal = "\(problem); nothing was written"
            fixed = bytes
            return
        }
        if !applied.isEmpty, fixed != bytes,
           let problem = FixCheck.newProblem(original: SourceFile(path: path, bytes: bytes), fixed: SourceFile(path: path, bytes: fixed), linter: linter,
                                                 originalErrors: originalErrors) {
            refusal = "the fixed file would have an error the original has not (\(problem)); nothing was written"
            fixed = bytes
        }
    }

    /// The unified diff of the change (`UnifiedDiff`), empty when nothing changes.
    public var diff: String { changes ? UnifiedDiff.make(path: path, original: original, edits: edits) : "" }

    /// Writes the fixed bytes over the file (`OutputFile`: a temporary file in the same folder renamed over it,
    /// permissions kept, a symbolic link's target replaced), registered in `temporaryFiles` until renamed. Nil,
    /// or why it failed (then the file is as it was).
    /// Why the file at display path `path` cannot be replaced by a renamed temporary file, or nil: its name is
    /// not valid UTF-8 (the text APIs that replace it could not name it), or it has other hard links (they would
    /// keep the old bytes).
    static func replacementProblem(_ path: String) -> String? {
        guard String(validating: DisplayPath.bytes(of: path), as: UTF8.self) != nil else { return "its name is not valid UTF-8" }
        var st = stat()
        if stat(DisplayPath.text(of: path), &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_nlink > 1 {
            return "it has \(st.st_nlink) hard links, and replacing it would split them"
        }
        return nil
    }

    public func write(temporaryFiles: TemporaryFiles) -> String? {
        if let problem = FixedFile.replacementProblem(path) { return problem }
        // The display path escapes odd bytes (`a\nb.swift`): the file's own name is what is replaced.
        let name = DisplayPath.text(of: path)
        // Changed since it was read for fixing (an editor saved it meanwhile): left to the next run.
        if case .success(let now) = FileReader.read(path: path, limit: max(original.count, 1) * 2 + 4096), now != original {
            return "it changed while it was being fixed"
        }
        switch OutputFile.open(name, temporaryFiles: temporaryFiles) {
        case .failure(let e): return e.text
        case .success(let file):
            if let e = fixed.withUnsafeBytes({ file.write($0) }) {
                file.discard()
                return e.text
            }
            return file.commit()?.text
        }
    }
}

extension Linter {
    /// The files that the fixes of `findings` (a run's reported findings, in report order) change, each read
    /// again as the run read it and fixed (`FixedFile`), in path order; and the files that could not be read
    /// again, as input errors.
    /// `runErrors`, when given, are the run's input errors: a file's own are its original errors for `FixCheck`,
    /// which then does not lint the original again.
    public func fixedFiles(_ findings: [Finding], runErrors: [InputError]? = nil) -> (files: [FixedFile], errors: [InputError]) {
        let errorsOf = runErrors.map { Dictionary(grouping: $0, by: \.path) }
        var byPath: [String: [Finding]] = [:]
        for f in findings where f.fix != nil { byPath[f.path, default: []].append(f) }
        var files: [FixedFile] = [], errors: [InputError] = []
        for path in byPath.keys.sorted() {
            let bytes: [UInt8]
            if let b = overlay[path] {
                bytes = b
            } else {
                switch Linter.readFile(atPath: path, limit: maxFileSize) {
                case .success(let b): bytes = b
                case .failure(let e):
                    errors.append(Linter.readError(e, path: path))
                    continue
                }
            }
            files.append(FixedFile(path: path, bytes: bytes, findings: byPath[path]!, linter: self,
                                   originalErrors: errorsOf.map { $0[path] ?? [] }))
        }
        return (files, errors)
    }
}
