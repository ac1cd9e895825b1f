import Foundation

/// Where a report's paths are relative to: the repository root that CI systems (GitHub code scanning,
/// GitLab Code Quality) resolve paths against, and the directory duolint ran in.
///
/// A finding's path is a display form (`DisplayPath`) relative to the working directory or absolute (an
/// Xcode build phase passes `$SRCROOT/App/X.swift`). `relativePath(of:)` turns either into a path relative
/// to `root` when the file lies under it: first lexically (`.` and `..` resolved, symbolic links not), then,
/// when that fails, by the real paths of both (so `/tmp/x` under a root `/private/tmp` on macOS still is).
public struct RepositoryPaths: Sendable, Equatable {
    /// The repository root: an absolute, normalized path without a trailing `/` (`/` itself for the root).
    public let root: String
    /// The working directory: an absolute, normalized path without a trailing `/`.
    public let workingDirectory: String

    /// Paths for a run in `workingDirectory` (absolute; default: the current directory), with `root` given
    /// (absolute, or relative to `workingDirectory`) or, when nil, found by `repositoryRoot(from:)`.
    public init(root: String? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        let cwd = Self.normalized(PathText.hasPrefix(workingDirectory, "/") ? workingDirectory
                                  : FileManager.default.currentDirectoryPath + "/" + workingDirectory)
        self.workingDirectory = cwd
        if let root {
            self.root = Self.normalized(PathText.hasPrefix(root, "/") ? root : cwd + "/" + root)
        } else {
            self.root = Self.repositoryRoot(from: cwd)
        }
    }

    /// The top of the git work tree containing `directory` (absolute): the nearest directory at or above it
    /// that holds a `.git` entry (a folder, or the file a worktree or submodule has); `directory` itself
    /// when there is none.
    public static func repositoryRoot(from directory: String) -> String {
        workTree(containing: normalized(directory)) ?? normalized(directory)
    }

    /// The top of the git work tree holding `folder` (absolute, normalized): the nearest folder at or above it
    /// with a `.git` entry (a folder, or the file of a worktree or submodule); nil when there is none.
    public static func workTree(containing folder: String) -> String? {
        var once = WorkTreeCache()
        return once.workTree(containing: folder)
    }

    /// The display path `path` relative to `root` (as UTF-8 bytes of the display form's real bytes, `/`
    /// separated, never starting with `/`), or nil when the file is not under `root`. `root` itself gives
    /// nil too (a result is about a file).
    public func relativePath(of path: String) -> [UInt8]? {
        let bytes = DisplayPath.bytes(of: path)
        let absolute = bytes.first == UInt8(ascii: "/") ? bytes : Array(workingDirectory.utf8) + [UInt8(ascii: "/")] + bytes
        if let inside = Self.relative(Self.normalized(absolute), to: Array(root.utf8)) { return inside }
        // Symbolic links: compare real paths (the file's folder, then the name, so a missing file still works).
        guard let realRoot = RealPath(root) else { return nil }
        let normalizedPath = Self.normalized(absolute)
        guard let slash = normalizedPath.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let folder = slash == 0 ? [UInt8(ascii: "/")] : Array(normalizedPath[..<slash])
        guard let realFolder = RealPath(DisplayPath.display(folder)) else { return nil }
        let real = (realFolder.bytes == [UInt8(ascii: "/")] ? [] : realFolder.bytes) + normalizedPath[slash...]
        return Self.relative(real, to: realRoot.bytes)
    }

    /// The display path `path` as reports name it: relative to `root` when under it, else absolute and
    /// normalized (both display forms, `DisplayPath`).
    public func reportedPath(_ path: String) -> String {
        if let relative = relativePath(of: path) { return DisplayPath.display(relative) }
        return DisplayPath.display(absolutePath(of: path))
    }

    /// The absolute, normalized bytes of the display path `path` (relative ones resolved against
    /// `workingDirectory`).
    public func absolutePath(of path: String) -> [UInt8] {
        let bytes = DisplayPath.bytes(of: path)
        return Self.normalized(bytes.first == UInt8(ascii: "/") ? bytes : Array(workingDirectory.utf8) + [UInt8(ascii: "/")] + bytes)
    }

    /// `path` without its leading `root/`, or nil when it does not lie strictly under `root`.
    static func relative(_ path: [UInt8], to root: [UInt8]) -> [UInt8]? {
        if root == [UInt8(ascii: "/")] { return path.count > 1 ? Array(path.dropFirst()) : nil }
        guard path.count > root.count + 1, path.starts(with: root), path[root.count] == UInt8(ascii: "/") else { return nil }
        return Array(path[(root.count + 1)...])
    }

    /// The absolute path `path` with empty and `.` segments dropped and `..` removing the segment before it.
    static func normalized(_ path: String) -> String {
        String(decoding: normalized(Array(path.utf8)), as: UTF8.self)
    }

    /// `normalized(_:)` on bytes.
    static func normalized(_ path: [UInt8]) -> [UInt8] {
        var segments: [ArraySlice<UInt8>] = []
        for segment in path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if segment.elementsEqual([UInt8(ascii: ".")]) { continue }
            if segment.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                if !segments.isEmpty { segments.removeLast() }
                continue
            }
            segments.append(segment)
        }
        if segments.isEmpty { return [UInt8(ascii: "/")] }
        var out: [UInt8] = []
        for s in segments {
            out.append(UInt8(ascii: "/"))
            out.append(contentsOf: s)
        }
        return out
    }

    /// The folder above the absolute, normalized `path` (`/` for a top-level one).
    static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
