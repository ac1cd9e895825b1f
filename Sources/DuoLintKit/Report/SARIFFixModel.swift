// The part of the SARIF 2.1.0 object model that carries a result's fixes (`SARIFResult.fixes`), as
// `Codable` structs whose property names are the SARIF property names; `nil` optionals are left out.
// Section numbers refer to the OASIS SARIF 2.1.0 specification.

/// `fix` (§3.55): one proposed rewrite of the result's file.
struct SARIFFix: Codable, Equatable {
    /// The fix's one-line description (`Fix.description`).
    var description: SARIFMessage
    /// One change: the finding's file.
    var artifactChanges: [SARIFArtifactChange]
}

/// `artifactChange` (§3.56): the replacements in one file.
struct SARIFArtifactChange: Codable, Equatable {
    /// The file, as the result's location names it (same `uri`, `uriBaseId` and `index`).
    var artifactLocation: SARIFArtifactLocation
    /// The replacements, by offset, none overlapping another.
    var replacements: [SARIFReplacement]
}

/// `replacement` (§3.57): the bytes of `deletedRegion` (an empty region for an insertion) become
/// `insertedContent`.
struct SARIFReplacement: Codable, Equatable {
    /// A text region (line, UTF-16 columns) and a binary region (UTF-8 byte offset and length) of the same bytes.
    var deletedRegion: SARIFRegion
    /// The text inserted; nil for a pure deletion (absent, it means nothing is inserted).
    var insertedContent: SARIFArtifactContent?
}

/// `artifactContent` (§3.3), text only.
struct SARIFArtifactContent: Codable, Equatable {
    var text: String
}
