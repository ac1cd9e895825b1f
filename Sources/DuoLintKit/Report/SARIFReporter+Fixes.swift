/// A finding's fix (`Finding.fix`) as the SARIF result's `fixes` (SARIF 2.1.0 §3.55–§3.57).
///
/// A result gets one `fix`: `description.text` is the fix's description, and its one `artifactChange` names
/// the finding's file exactly as the result's location does (`uri`, `uriBaseId`, `index`). Each replacement's
/// `deletedRegion` is both a text region in the run's column kind (`startLine`, `startColumn`, `endLine`,
/// `endColumn`: 1-based lines, 1-based UTF-16 code unit columns, `endColumn` exclusive) and the binary region
/// of the same bytes (`byteOffset`: 0-based UTF-8 byte offset from the start of the file, a byte-order mark
/// included; `byteLength` in UTF-8 bytes), which SARIF allows when both mean the same bytes. `charOffset` and
/// `charLength` are not written (`Fix` has no UTF-16 offsets from the start of the file). An insertion is an
/// empty region: `endLine` equal to `startLine`, `endColumn` to `startColumn`, `byteLength` 0.
/// `insertedContent.text` is the inserted text; a pure deletion has no `insertedContent` (SARIF: nothing is
/// inserted).
///
/// Suppressed results (a suppression comment, the baseline) get no `fixes`: `duolint --fix` does not apply
/// them either. A fix with no replacement, or with a region SARIF cannot express (a line or column below 1,
/// an end before its start, a negative offset), is left out rather than written wrong; fixes made by the
/// engine (`ProposedFix.resolved(in:)`) always have valid regions.
extension SARIFReporter {
    /// The `fixes` of a result whose file is at `location` (the result's artifact location): one `fix` for
    /// `fix`, or nil when there is no fix or it cannot be expressed (`deletedRegion(_:)`).
    static func fixes(_ fix: Fix?, location: SARIFArtifactLocation) -> [SARIFFix]? {
        guard let fix, !fix.replacements.isEmpty else { return nil }
        var replacements: [SARIFReplacement] = []
        replacements.reserveCapacity(fix.replacements.count)
        for replacement in fix.replacements {
            guard let region = deletedRegion(replacement.deletedRegion) else { return nil }
            let content = replacement.insertedContent.isEmpty ? nil : SARIFArtifactContent(text: replacement.insertedContent)
            replacements.append(SARIFReplacement(deletedRegion: region, insertedContent: content))
        }
        return [SARIFFix(description: SARIFMessage(text: fix.description),
                         artifactChanges: [SARIFArtifactChange(artifactLocation: location, replacements: replacements)])]
    }

    /// The `deletedRegion` of the bytes `range` (start inclusive, end exclusive): lines, UTF-16 columns and
    /// UTF-8 byte offset and length. Nil when `range` is not a region SARIF can express: a line or column below
    /// 1, a negative offset, or an end before the start.
    static func deletedRegion(_ range: SourceRange) -> SARIFRegion? {
        let start = range.start, end = range.end
        guard start.line >= 1, start.utf16Column >= 1, end.utf16Column >= 1, start.offset >= 0,
              end.line > start.line || (end.line == start.line && end.utf16Column >= start.utf16Column),
              end.offset >= start.offset
        else { return nil }
        return SARIFRegion(startLine: start.line, startColumn: start.utf16Column, endLine: end.line,
                           endColumn: end.utf16Column, byteOffset: start.offset, byteLength: end.offset - start.offset)
    }
}
