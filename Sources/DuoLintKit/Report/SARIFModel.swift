// The part of the SARIF 2.1.0 object model the `sarif` reporter writes, as
// `Codable` structs whose property names are the SARIF property names.
// Optional properties that are `nil` are left out of the output. Section
// numbers refer to the OASIS SARIF 2.1.0 specification.

/// The root object, `sarifLog` (§3.13).
struct SARIFLog: Codable, Equatable {
    var schema: String
    var version: String
    var runs: [SARIFRun]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }
}

/// `run` (§3.14).
struct SARIFRun: Codable, Equatable {
    var tool: SARIFTool
    var invocations: [SARIFInvocation]
    /// Base URIs that relative `artifactLocation.uri`s resolve against, keyed by `uriBaseId`.
    var originalUriBaseIds: [String: SARIFArtifactLocation]
    var artifacts: [SARIFArtifact]?
    /// The run's category (`--sarif-category`), which GitHub code scanning keeps apart from other runs.
    var automationDetails: SARIFRunAutomationDetails?
    var results: [SARIFResult]
    /// How `region` columns count: duolint always writes `utf16CodeUnits`.
    var columnKind: String
    /// What ends a line for `region` line numbers: `\r\n`, `\n` and a lone `\r`, as duolint counts lines
    /// (`LineTable`; SARIF's default leaves out the lone `\r`).
    var newlineSequences: [String]
}

/// `runAutomationDetails` (§3.17).
struct SARIFRunAutomationDetails: Codable, Equatable {
    /// `CATEGORY/`: GitHub code scanning reads the part before the last `/` as the category.
    var id: String
}

/// `tool` (§3.18).
struct SARIFTool: Codable, Equatable {
    var driver: SARIFToolComponent
}

/// `toolComponent` (§3.19), used for the driver.
struct SARIFToolComponent: Codable, Equatable {
    var name: String
    var version: String
    /// Only present when `version` is a Semantic Versioning 2.0 string.
    var semanticVersion: String?
    var informationUri: String
    var rules: [SARIFReportingDescriptor]
}

/// `reportingDescriptor` (§3.49): one rule.
struct SARIFReportingDescriptor: Codable, Equatable {
    var id: String
    var name: String
    var shortDescription: SARIFMultiformatMessage
    var fullDescription: SARIFMultiformatMessage
    var help: SARIFMultiformatMessage
    var helpUri: String
    var defaultConfiguration: SARIFReportingConfiguration
    var properties: SARIFPropertyBag?
}

/// `reportingConfiguration` (§3.50).
struct SARIFReportingConfiguration: Codable, Equatable {
    /// `note`, `warning` or `error`.
    var level: String
}

/// `propertyBag` (§3.8) of a rule, with the properties GitHub code scanning reads.
struct SARIFPropertyBag: Codable, Equatable {
    /// Unique tags (the schema requires `uniqueItems`); nil when the rule has none.
    var tags: [String]?
    /// `very-high`, `high`, `medium` or `low` (`RulePrecision`).
    var precision: String?
    /// `error`, `warning` or `recommendation`.
    var problemSeverity: String?

    enum CodingKeys: String, CodingKey {
        case tags, precision
        case problemSeverity = "problem.severity"
    }
}

/// `multiformatMessageString` (§3.12).
struct SARIFMultiformatMessage: Codable, Equatable {
    var text: String
    var markdown: String?
}

/// `message` (§3.11), plain text only.
struct SARIFMessage: Codable, Equatable {
    var text: String
}

/// `invocation` (§3.20).
struct SARIFInvocation: Codable, Equatable {
    var executionSuccessful: Bool
    /// The directory duolint ran in, as a `file://` URI ending in `/`.
    var workingDirectory: SARIFArtifactLocation?
    var toolExecutionNotifications: [SARIFNotification]?
}

/// `notification` (§3.58): an input error.
struct SARIFNotification: Codable, Equatable {
    var level: String
    var message: SARIFMessage
    var locations: [SARIFLocation]?
}

/// `artifact` (§3.24): a file that results or notifications refer to.
struct SARIFArtifact: Codable, Equatable {
    var location: SARIFArtifactLocation
}

/// `artifactLocation` (§3.4).
struct SARIFArtifactLocation: Codable, Equatable {
    /// A URI reference: relative (resolved against `uriBaseId`) or absolute `file://`.
    var uri: String
    var uriBaseId: String?
    /// Index into `run.artifacts`.
    var index: Int?
}

/// `result` (§3.27): one finding.
struct SARIFResult: Codable, Equatable {
    var ruleId: String
    /// Index into `tool.driver.rules`; absent when the rule is not in `LintRun.rules`.
    var ruleIndex: Int?
    var level: String
    var message: SARIFMessage
    var locations: [SARIFLocation]
    var partialFingerprints: [String: String]
    /// Why a kept finding is not reported: a suppression comment (`inSource`) or the baseline (`external`).
    var suppressions: [SARIFSuppression]?
    /// `new` or `unchanged`, when the run had a baseline.
    var baselineState: String?
    /// The finding's fix (`Finding.fix`), when it has one and is not suppressed; nil otherwise.
    var fixes: [SARIFFix]? = nil
}

/// `suppression` (§3.35).
struct SARIFSuppression: Codable, Equatable {
    /// `inSource` or `external`.
    var kind: String
    /// The reason given after ` - ` in the suppression comment.
    var justification: String?
}

/// `location` (§3.28).
struct SARIFLocation: Codable, Equatable {
    var physicalLocation: SARIFPhysicalLocation
}

/// `physicalLocation` (§3.29).
struct SARIFPhysicalLocation: Codable, Equatable {
    var artifactLocation: SARIFArtifactLocation
    var region: SARIFRegion?
}

/// `region` (§3.30): 1-based lines; columns in the run's `columnKind` units
/// (UTF-16 code units), `endColumn` exclusive. A fix's `deletedRegion` also has the binary region of the same
/// bytes: `byteOffset` (0-based, UTF-8 bytes from the start of the file) and `byteLength`.
struct SARIFRegion: Codable, Equatable {
    var startLine: Int
    var startColumn: Int?
    var endLine: Int?
    var endColumn: Int?
    var byteOffset: Int? = nil
    var byteLength: Int? = nil
}
