import Foundation

/// The text `duolint config [PATH]` prints: the effective configuration of one path, deterministic, one
/// setting a line, each line made safe for a terminal and a CI log (`PrintableText.line`).
///
/// ```
/// path: sub/A.swift
/// linted: yes
/// files (root first):
///   .duolint.yml
///   sub/.duolint.yml
/// rules (2):
///   interactive_on_fold: severity error, fold_band 27 (default)
///   ui_screen_main: severity warning (sub/.duolint.yml)
/// not run (1): size_breakpoint
/// included: none (every file)
/// excluded:
///   Generated (.duolint.yml)
/// max_file_size: 64 MiB (default)
/// reporter: xcode (default)
/// ```
///
/// `linted` says whether the `included`/`excluded` of the chain let PATH be linted (a folder: walked into;
/// a file whose name is not one duolint lints is not, whatever the filters say); `not run` lists the
/// registered rules the chain leaves off (opt-in ones not turned on, disabled ones);
/// rules are sorted by id, each with its severity and, when a file of the chain sets it, that file; patterns
/// are relative to the folder of the file named after them; `reporter` is the run-level one, from the
/// configuration of the current directory (`current`), not PATH's.
public enum ConfigurationDescription {
    /// The description of `configuration`, the effective configuration of `path` (a folder when `isFolder`),
    /// with `current`, the current directory's, for the run-level `reporter`; `imposed` when it came from
    /// `--config` (then its one file is marked so). Every line ends with a line feed.
    public static func text(path: String, isFolder: Bool, configuration c: EffectiveConfiguration,
                            current: EffectiveConfiguration, imposed: Bool = false) -> String {
        var lines: [String] = []
        lines.append("path: \(path)")
        let name = PathText.lastComponent(path)
        if !isFolder && !FileDiscovery.isLintable(name) {
            lines.append("linted: no (not a file duolint lints: \(FileDiscovery.lintedNames))")
        } else {
            let linted = isFolder ? c.allowsDirectory(path) : c.allowsFile(path)
            lines.append("linted: \(linted ? "yes" : "no (left out by included/excluded)")")
        }
        if c.chain.isEmpty {
            lines.append("files: none (the defaults)")
        } else {
            lines.append("files (root first):")
            lines += c.chain.map { "  \($0.path ?? "(default)")\(imposed ? " (--config)" : "")" }
        }
        lines.append("rules (\(c.enabledRules.count)):")
        for id in c.enabledRules {
            let defaultSeverity = RuleRegistry.description(of: id)?.severity ?? .warning
            var line = "  \(id): severity "
            if let s = c.severities[id] { line += "\(s.value.rawValue) (\(s.from))" } else { line += defaultSeverity.rawValue }
            if ConfigurationReader.ruleOptions[id]?.contains("fold_band") == true {
                line += ", fold_band " + (c.foldBand.map { "\(points($0.value)) (\($0.from))" } ?? "\(points(RuleOptions().foldBand)) (default)")
            }
            lines.append(line)
        }
        let notRun = RuleRegistry.descriptions.map(\.id).filter { !c.enabledRules.contains($0) }.sorted()
        lines.append("not run (\(notRun.count))" + (notRun.isEmpty ? "" : ": " + notRun.joined(separator: ", ")))
        let patterns = c.patterns
        for (key, list) in [("included", patterns.included), ("excluded", patterns.excluded)] {
            if list.isEmpty { lines.append("\(key): none" + (key == "included" ? " (every file)" : "")) } else {
                lines.append("\(key):")
                lines += list.map { "  \($0.pattern) (\($0.from))" }
            }
        }
        lines.append("max_file_size: " + (c.maxFileSize.map { "\(FileReader.describe($0.value)) (\($0.from))" }
                                          ?? "\(FileReader.describe(FileReader.defaultLimit)) (default)"))
        lines.append("reporter: " + (current.reporter.map { "\($0.value) (\($0.from))" } ?? "xcode (default)"))
        return lines.map { PrintableText.line($0) + "\n" }.joined()
    }

    /// Points as written in a configuration: `27`, `32.5`.
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
