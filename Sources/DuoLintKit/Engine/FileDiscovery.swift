import Foundation

/// Finds the files to lint under the paths given on the command line.
///
/// Directories are walked in sorted (byte-wise) order; `.build`, `.git`,
/// `DerivedData`, `Pods`, `Carthage`, `.swiftpm` and hidden directories are
/// skipped; a directory or file reached again through a symbolic link (its
/// absolute path with links resolved was seen before, which also stops link
/// loops) is skipped. A file given explicitly must be a `.swift` file or a screen spec.
public struct FileDiscovery {
    /// Directory names never descended into.
    public static let skippedDirectories: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm"]

    /// True for the names duolint lints: `*.swift` and screen specs (`*.duo.yml`, `*.duo.yaml`).
    public static func isLintable(_ name: String) -> Bool {
        name.hasSuffix(".swift") || SpecLinter.isSpec(name)
    }

    /// The files under `paths` (in the order given; each directory sorted), and an input error for each
    /// path that does not exist. Paths are reported as given (`Samples/App/X.swift`, not absolute).
    public static func discover(_ paths: [String]) -> (files: [String], errors: [InputError]) {
        var errors: [InputError] = []
        /// Files found, with their real path (absolute, links resolved) and whether they were reached by a link.
        var candidates: [(path: String, real: String, isLink: Bool)] = []
        /// Real paths of the directories walked so far.
        var visited = Set<String>()
        let fm = FileManager.default
        func real(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path }
        func isLink(_ path: String) -> Bool { (try? fm.destinationOfSymbolicLink(atPath: path)) != nil }
        /// True when `path` (links followed) is a regular file: FIFOs and devices are not read (they may never end).
        func isRegularFile(_ path: String) -> Bool {
            var st = stat()
            return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
        }
        for path in paths {
            if path == "-" {
                errors.append(InputError(path: path, message: "reading standard input is not supported; give file or directory paths"))
                continue
            }
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
                errors.append(InputError(path: path, message: "no such file or directory"))
                continue
            }
            if !isDir.boolValue {
                guard isLintable((path as NSString).lastPathComponent) else {
                    errors.append(InputError(path: path, message: "not a file duolint lints (.swift, .duo.yml, .duo.yaml)"))
                    continue
                }
                guard isRegularFile(path) else {
                    errors.append(InputError(path: path, message: "not a regular file (a FIFO or device is not read)"))
                    continue
                }
                candidates.append((path, real(path), false))
                continue
            }
            // Iterative, sorted walk with an explicit stack (deep trees do not recurse). Directories reached
            // through a link wait until the real tree is walked, so files keep their real names.
            var stack: [String] = [path]
            var linked: [String] = []
            while true {
                guard let dir = stack.popLast() ?? (linked.isEmpty ? nil : linked.removeFirst()) else { break }
                guard visited.insert(real(dir)).inserted else { continue }
                let names: [String]
                do { names = try fm.contentsOfDirectory(atPath: dir) } catch {
                    errors.append(InputError(path: dir, message: "cannot read directory: \(error.localizedDescription)"))
                    continue
                }
                var subdirs: [String] = []
                for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
                    let child = dir == "." ? name : (dir.hasSuffix("/") ? dir + name : dir + "/" + name)
                    var childIsDir: ObjCBool = false
                    guard fm.fileExists(atPath: child, isDirectory: &childIsDir) else {
                        // A dangling link is skipped; an entry that cannot even be looked up (a name that is not
                        // valid UTF-8 comes back altered) is reported, so no file dodges the linter silently.
                        if isLintable(name), (try? fm.attributesOfItem(atPath: child)) == nil {
                            errors.append(InputError(path: child, message: "cannot open this directory entry (is its name valid UTF-8?); not linted"))
                        }
                        continue
                    }
                    if childIsDir.boolValue {
                        if name.hasPrefix(".") || skippedDirectories.contains(name) { continue }
                        if isLink(child) { linked.append(child) } else { subdirs.append(child) }
                    } else if isLintable(name) {
                        guard isRegularFile(child) else {
                            errors.append(InputError(path: child, message: "not a regular file (a FIFO or device is not read)"))
                            continue
                        }
                        candidates.append((child, real(child), isLink(child)))
                    }
                }
                // Files of a directory come before its subdirectories' files; subdirectories in sorted order.
                stack.append(contentsOf: subdirs.reversed())
            }
        }
        // One entry per real file: the first reached without a link, else the first.
        var chosen: [String: Int] = [:]
        for (i, c) in candidates.enumerated() {
            if let j = chosen[c.real] {
                if candidates[j].isLink && !c.isLink { chosen[c.real] = i }
            } else {
                chosen[c.real] = i
            }
        }
        let files = candidates.indices.filter { chosen[candidates[$0].real] == $0 }.map { candidates[$0].path }
        return (files, errors)
    }
}
