import Foundation

/// Finds the files to lint under the paths given on the command line.
///
/// Directories are walked in sorted (byte-wise) order; `.build`, `.git`,
/// `DerivedData`, `Pods`, `Carthage` and hidden directories are skipped;
/// symbolic links to directories are followed once (a loop is detected by the
/// resolved path and skipped). A path given explicitly is linted whatever its
/// extension.
public struct FileDiscovery {
    /// Directory names never descended into.
    public static let skippedDirectories: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm"]

    /// True for the names duolint lints when walking a directory: `*.swift`.
    public static func isLintable(_ name: String) -> Bool {
        name.hasSuffix(".swift")
    }

    /// The files under `paths` (in the order given; each directory sorted), and an input error for each
    /// path that does not exist. Paths are reported as given (`Samples/App/X.swift`, not absolute).
    public static func discover(_ paths: [String]) -> (files: [String], errors: [InputError]) {
        var files: [String] = []
        var errors: [InputError] = []
        var seen = Set<String>()
        let fm = FileManager.default
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
                errors.append(InputError(path: path, message: "no such file or directory"))
                continue
            }
            if !isDir.boolValue {
                if seen.insert(path).inserted { files.append(path) }
                continue
            }
            var visited = Set<String>()
            // Iterative walk, sorted, with an explicit stack (deep trees do not recurse).
            var stack: [String] = [path]
            while let dir = stack.popLast() {
                let real = (dir as NSString).resolvingSymlinksInPath
                guard visited.insert(real).inserted else { continue }
                let names: [String]
                do { names = try fm.contentsOfDirectory(atPath: dir) } catch {
                    errors.append(InputError(path: dir, message: "cannot read directory"))
                    continue
                }
                var subdirs: [String] = []
                for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
                    let child = dir == "." ? name : (dir.hasSuffix("/") ? dir + name : dir + "/" + name)
                    var childIsDir: ObjCBool = false
                    guard fm.fileExists(atPath: child, isDirectory: &childIsDir) else { continue }
                    if childIsDir.boolValue {
                        if name.hasPrefix(".") || skippedDirectories.contains(name) { continue }
                        subdirs.append(child)
                    } else if isLintable(name), seen.insert(child).inserted {
                        files.append(child)
                    }
                }
                // Files of a directory come before its subdirectories' files; subdirectories in sorted order.
                stack.append(contentsOf: subdirs.reversed())
            }
        }
        return (files, errors)
    }
}
