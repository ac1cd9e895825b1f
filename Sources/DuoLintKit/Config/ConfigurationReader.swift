import Foundation

/// A `.duolint.yml` that cannot be used: where and why.
///
/// Shown as `path:line:column: error: message` (`line` 1-based, `column` 1-based in UTF-8 bytes), or
/// `path: error: message` when the problem has no position (an unreadable file).
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The configuration file as given or found.
    public var path: String
    /// 1-based line of the offending key or value, when there is one.
    public var line: Int?
    /// 1-based column in UTF-8 bytes of the offending key or value, when there is one.
    public var column: Int?
    /// What is wrong and, where there is a fixed set, what is allowed.
    public var message: String

    /// An error about `path`; `line` is 1-based, `column` 1-based in UTF-8 bytes.
    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: error: message`, the form compilers print.
    public var description: String {
        let position = line.map { ":\($0):\(column ?? 1)" } ?? ""
        return "\(path)\(position): error: \(message)"
    }
}

/// Reads a `.duolint.yml` with `YAMLReader` into a `Configuration`, validating every key and value.
///
/// Unknown keys, unknown rule ids, unknown rule options, values of the wrong kind, repeated keys and
/// `only_rules` combined with `disabled_rules` or `opt_in_rules` are errors naming the place and the allowed
/// keys or values, so a typo never silently turns a check off; an unknown key, rule id, rule option or reporter
/// close to exactly one known name says which (`(did you mean 'disabled_rules'?)`, see `Suggestion`). So are
/// an empty `only_rules` (it would turn every
/// rule off), patterns leaving the file's folder, YAML tags and a second document. An empty file (or one holding
/// only `---`/`...` markers and comments) is the default configuration; a key with no value is an empty list.
public struct ConfigurationReader: Sendable {
    /// The top-level keys, sorted.
    public static let keys = ["disabled_rules", "excluded", "included", "max_file_size", "only_rules", "opt_in_rules", "reporter", "root", "rules"]
    /// The largest `max_file_size` in MiB (1 TiB).
    public static let maxFileSizeLimit = 1 << 20
    /// The options every rule accepts under `rules: { <id>: … }`.
    public static let commonOptions = ["severity"]
    /// Options particular to one rule, by rule id.
    public static let ruleOptions: [String: [String]] = ["interactive_on_fold": ["fold_band"]]

    /// The rules the file may name (default: every registered rule).
    public var rules: [RuleDescription]
    /// The reporter names `reporter` may take (default: `Reporters.names`).
    public var reporters: [String]

    /// A reader that knows `rules` and `reporters`.
    public init(rules: [RuleDescription] = RuleRegistry.descriptions, reporters: [String] = Reporters.names) {
        self.rules = rules
        self.reporters = reporters
    }

    /// Reads the file at `path` (shown as given in errors); relative paths inside it are relative to its folder.
    /// Throws `ConfigurationError` when the file cannot be read or is invalid.
    public func load(path: String) throws -> Configuration { try load(path: path, shownAs: path) }

    /// Reads the file at `path` (a display path, relative to the process's current directory or absolute),
    /// named `shown` in errors and in the result's `path`; relative paths inside it are relative to its folder.
    /// Throws `ConfigurationError` when the file cannot be read or is invalid.
    public func load(path: String, shownAs shown: String) throws -> Configuration {
        // A FIFO or a device would block or never end: only a regular file (or a link to one) is opened.
        var st = stat()
        if DisplayPath.withFileSystemPath(path, { stat($0, &st) }) == 0, (st.st_mode & S_IFMT) != S_IFREG {
            throw ConfigurationError(path: shown, message: "cannot read configuration file: not a regular file")
        }
        let bytes: [UInt8]
        switch Linter.readFile(atPath: path) {
        case .success(let b): bytes = b
        case .failure(let code): throw ConfigurationError(path: shown, message: "cannot read configuration file: \(code.text)")
        }
        let folder = PathText.parent(ofAbsolute: Configuration.absolute(path))
        return try read(bytes, path: shown, directory: folder)
    }

    /// Parses and validates `bytes`, the text of the configuration file `path` whose relative paths start at
    /// `directory`. Throws `ConfigurationError` at the first problem.
    public func read(_ bytes: [UInt8], path: String, directory: String) throws -> Configuration {
        let source = SourceFile(path: path, bytes: bytes)
        func fail(_ node: YAMLNode, _ message: String) -> ConfigurationError {
            let loc = source.yamlLocation(line: node.line, characterColumn: node.column)
            return ConfigurationError(path: path, line: loc.line, column: loc.utf8Column, message: message)
        }
        var config = Configuration(path: path, directory: directory)
        let root: YAMLNode
        do {
            root = try YAMLReader().read(bytes)
        } catch let e as YAMLError {
            // A file holding nothing (or only comments) is the default configuration.
            if e.message == "the file holds no YAML document" || e.message == "the YAML document is empty" { return config }
            // A lone `...` (an explicitly ended, empty document) is empty too.
            if ConfigurationReader.onlyDocumentMarkers(bytes) { return config }
            let loc = source.yamlLocation(line: e.line, characterColumn: e.column)
            var message = e.message
            if message.hasPrefix("a second YAML document;") { message = "a second YAML document; a configuration file is one document" }
            throw ConfigurationError(path: path, line: loc.line, column: loc.utf8Column, message: message)
        }
        if let tagged = ConfigurationReader.firstTagged(root) {
            throw fail(tagged, "tags (\(tagged.tag ?? "")) are not part of the configuration format")
        }
        let fileName = PathText.lastComponent(path)
        guard case .mapping(let entries) = root.value else {
            throw fail(root, "expected a mapping of keys: \(ConfigurationReader.keys.joined(separator: ", "))")
        }
        let ruleIDs = rules.map(\.id)
        var seen: [String: YAMLNode] = [:]
        for entry in entries {
            guard let key = entry.key.scalar, ConfigurationReader.keys.contains(key) else {
                let shown = entry.key.scalar.map { "'\($0)'" } ?? "of this kind"
                throw fail(entry.key, "unknown key \(shown)\(Suggestion.clause(for: entry.key.scalar, among: ConfigurationReader.keys)); expected one of: \(ConfigurationReader.keys.joined(separator: ", "))")
            }
            guard seen[key] == nil else { throw fail(entry.key, "duplicate key '\(key)'") }
            seen[key] = entry.key
            let value = entry.value
            switch key {
            case "included": config.included = try patterns(value, key: key, directory: config.directory, fileName: fileName, fail)
            case "excluded": config.excluded = try patterns(value, key: key, directory: config.directory, fileName: fileName, fail)
            case "disabled_rules": config.disabledRules = try ids(value, key: key, known: ruleIDs, fail)
            case "opt_in_rules":
                let optIn = rules.filter(\.isOptIn).map(\.id)
                config.optInRules = try ids(value, key: key, known: ruleIDs, fail) { item, id in
                    optIn.contains(id) ? nil : fail(item, "rule '\(id)' in 'opt_in_rules' is not opt-in (it runs unless 'disabled_rules' lists it); "
                        + "opt-in rules: \(optIn.isEmpty ? "none" : optIn.joined(separator: ", "))")
                }
            case "only_rules":
                let only = try ids(value, key: key, known: ruleIDs, fail)
                guard !only.isEmpty else {
                    throw fail(value, "'only_rules' is empty: it would turn off every rule; list the rules to run or remove the key")
                }
                config.onlyRules = only
            case "root":
                guard case .scalar(let text, plain: true) = value.value, text == "true" || text == "false" else {
                    throw fail(value, "'root' expects true or false\(value.scalar.map { ", got '\($0)'" } ?? "")")
                }
                config.isRoot = text == "true"
            case "reporter":
                guard let name = value.scalar, reporters.contains(name) else {
                    throw fail(value, "unknown reporter\(value.scalar.map { " '\($0)'" } ?? "")\(Suggestion.clause(for: value.scalar, among: reporters)); expected one of: \(reporters.joined(separator: ", "))")
                }
                config.reporter = name
            case "max_file_size":
                // Decimal digits only (as fold_band): no `0x10`, `1_0`, `64.0`.
                guard case .scalar(let text, plain: true) = value.value, !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }),
                      let mib = Int(text), (1...ConfigurationReader.maxFileSizeLimit).contains(mib) else {
                    throw fail(value, "invalid max_file_size\(value.scalar.map { " '\($0)'" } ?? ""); expected a whole number of MiB "
                        + "from 1 to \(ConfigurationReader.maxFileSizeLimit) (default \(FileReader.defaultLimit >> 20))")
                }
                config.maxFileSize = mib << 20
            default: // "rules"
                try readRules(value, known: ruleIDs, into: &config, fail)
            }
        }
        if let only = seen["only_rules"], seen["disabled_rules"] != nil || seen["opt_in_rules"] != nil {
            let other = seen["disabled_rules"] != nil ? "disabled_rules" : "opt_in_rules"
            throw fail(only, "'only_rules' cannot be combined with '\(other)'; list the rules to run in 'only_rules' alone")
        }
        return config
    }

    /// The per-rule settings under `rules`: `severity` for any rule, `fold_band` for `interactive_on_fold`.
    private func readRules(_ node: YAMLNode, known: [String], into config: inout Configuration,
                           _ fail: (YAMLNode, String) -> ConfigurationError) throws {
        // `rules:` with no value sets nothing, like the lists with no value.
        if case .scalar("", plain: true) = node.value { return }
        guard case .mapping(let entries) = node.value else {
            throw fail(node, "'rules' expects a mapping from rule id to options, e.g. 'ui_screen_main: { severity: error }'")
        }
        var seenRules = Set<String>()
        for entry in entries {
            guard let id = entry.key.scalar, known.contains(id) else {
                throw fail(entry.key, "unknown rule\(entry.key.scalar.map { " '\($0)'" } ?? "") in 'rules'\(Suggestion.clause(for: entry.key.scalar, among: known)); expected one of: \(known.joined(separator: ", "))")
            }
            guard seenRules.insert(id).inserted else { throw fail(entry.key, "duplicate rule '\(id)' in 'rules'") }
            let allowed = (ConfigurationReader.commonOptions + (ConfigurationReader.ruleOptions[id] ?? [])).sorted()
            guard case .mapping(let options) = entry.value.value else {
                throw fail(entry.value, "options of '\(id)' must be a mapping; expected keys: \(allowed.joined(separator: ", "))")
            }
            var seenOptions = Set<String>()
            for option in options {
                guard let name = option.key.scalar, allowed.contains(name) else {
                    throw fail(option.key, "unknown option\(option.key.scalar.map { " '\($0)'" } ?? "") for rule '\(id)'\(Suggestion.clause(for: option.key.scalar, among: allowed)); expected one of: \(allowed.joined(separator: ", "))")
                }
                guard seenOptions.insert(name).inserted else { throw fail(option.key, "duplicate option '\(name)' for rule '\(id)'") }
                let value = option.value
                switch name {
                case "severity":
                    guard let text = value.scalar, let severity = Severity(rawValue: text) else {
                        let names = Severity.allCases.map(\.rawValue).joined(separator: ", ")
                        throw fail(value, "invalid severity\(value.scalar.map { " '\($0)'" } ?? "") for rule '\(id)'; expected one of: \(names)")
                    }
                    config.severities[id] = severity
                default: // "fold_band"
                    // Decimal only (as in screen specs): no `0x10`, `1_0`, `.inf`; 0 keeps only the fold line itself.
                    guard case .scalar(let text, plain: true) = value.value, Validation.isDecimal(text),
                          let points = Double(text), points.isFinite, points >= 0 else {
                        throw fail(value, "invalid fold_band\(value.scalar.map { " '\($0)'" } ?? ""); expected a width in points, 0 or more")
                    }
                    config.foldBand = points
                }
            }
        }
    }

    /// The glob patterns of `included` or `excluded`: a list, or a single string counting as a list of one; no
    /// value (or `[]`) is an empty list, which for `included` means everything and for `excluded` nothing.
    ///
    /// Each pattern is relative to the configuration's folder `directory`: `.` is the whole folder, an absolute
    /// path inside the folder is made relative, and an empty pattern, an absolute path outside the folder or a
    /// `..` component is an error (such a pattern could never match, or would match outside the folder), and so
    /// is a pattern longer than `Glob.maximumLength` bytes.
    private func patterns(_ node: YAMLNode, key: String, directory: String, fileName: String,
                          _ fail: (YAMLNode, String) -> ConfigurationError) throws -> [String] {
        return try listItems(node, key: key, expecting: "a list of paths or globs", fail).map { item in
            guard let text = item.scalar else { throw fail(item, "'\(key)' expects a list of paths or globs") }
            guard text.utf8.count <= Glob.maximumLength else {
                throw fail(item, "'\(key)' pattern is \(text.utf8.count) bytes long; a pattern may be at most \(Glob.maximumLength) bytes")
            }
            guard !text.isEmpty else { throw fail(item, "empty pattern in '\(key)'; write '.' for the whole folder of \(fileName)") }
            let outside = "'\(key)' patterns are relative to the folder of \(fileName); '\(text)' is outside it"
            var parts = PathText.components(text)
            if PathText.hasPrefix(text, "/") {
                let base = PathText.components(directory)
                parts = Glob.normalize(parts)
                guard !parts.contains(".."), parts.count >= base.count, Array(parts[..<base.count]) == base else { throw fail(item, outside) }
                let relative = parts[base.count...].joined(separator: "/")
                return relative.isEmpty ? "." : relative
            }
            if parts.contains("..") {
                if Glob.normalize(parts).first == ".." { throw fail(item, outside) }
                throw fail(item, "'\(key)' pattern '\(text)' has a '..' component; write the path from the folder of \(fileName) without it")
            }
            return text
        }
    }

    /// True when `bytes` holds only document markers (`---`, `...`), comments and blank lines.
    static func onlyDocumentMarkers(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }).allSatisfy { raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            return line.isEmpty || line.hasPrefix("#") || line == "---" || line == "..."
                || line.hasPrefix("--- #") || line.hasPrefix("... #")
        }
    }

    /// The first node (in document order) that has an explicit tag, if any.
    static func firstTagged(_ node: YAMLNode) -> YAMLNode? {
        if node.tag != nil { return node }
        switch node.value {
        case .scalar: return nil
        case .sequence(let items): return items.lazy.compactMap(firstTagged).first
        case .mapping(let entries):
            for entry in entries {
                if let t = firstTagged(entry.key) ?? firstTagged(entry.value) { return t }
            }
            return nil
        }
    }

    /// The items of a list-valued key: a sequence's items, a single scalar as a list of one, no value as none;
    /// a mapping is an error saying the key expects `expecting`.
    private func listItems(_ node: YAMLNode, key: String, expecting: String,
                           _ fail: (YAMLNode, String) -> ConfigurationError) throws -> [YAMLNode] {
        switch node.value {
        case .scalar(let text, let plain): return text.isEmpty && plain ? [] : [node]
        case .sequence(let list): return list
        case .mapping: throw fail(node, "'\(key)' expects \(expecting)")
        }
    }

    /// A list of rule ids, each one of `known`; `check`, when given, returns the error for an id it refuses.
    private func ids(_ node: YAMLNode, key: String, known: [String], _ fail: (YAMLNode, String) -> ConfigurationError,
                     check: ((YAMLNode, String) -> ConfigurationError?)? = nil) throws -> [String] {
        return try listItems(node, key: key, expecting: "a list of rule ids", fail).map { item in
            guard let id = item.scalar, known.contains(id) else {
                throw fail(item, "unknown rule\(item.scalar.map { " '\($0)'" } ?? "") in '\(key)'\(Suggestion.clause(for: item.scalar, among: known)); expected one of: \(known.joined(separator: ", "))")
            }
            if let error = check?(item, id) { throw error }
            return id
        }
    }
}
