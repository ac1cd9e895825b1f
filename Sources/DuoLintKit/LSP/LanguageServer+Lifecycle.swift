import Foundation

extension LanguageServer {
    /// The file names whose changes the server asks the client to report (`workspace/didChangeWatchedFiles`).
    static let watchedGlobs = ["**/*.swift", "**/*.duo.yml", "**/*.duo.yaml", "**/*Info.plist", "**/*.xcconfig",
                               "**/project.pbxproj", "**/.duolint.yml"]

    /// Answers `initialize`: reads the client's capabilities, workspace folders and options
    /// (`initializationOptions.debounceMilliseconds`, 0–10000; `initializationOptions.baseline`, a baseline file
    /// as `--baseline` takes it) and returns the server's capabilities.
    func initialize(_ params: JSONValue) -> JSONValue {
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        var folders = (params["workspaceFolders"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(DocumentURI.path(of:)) }
        if folders.isEmpty, let root = params["rootUri"]?.string.flatMap(DocumentURI.path(of:)) { folders = [root] }
        if folders.isEmpty, let root = params["rootPath"]?.string, PathText.hasPrefix(root, "/") { folders = [RepositoryPaths.normalized(root)] }
        let encoding: PositionEncoding = offered.contains("utf-8") ? .utf8 : .utf16
        state.with { s in
            s.phase = .running
            s.encoding = encoding
            s.folders = folders
            s.clientShowsProgress = params["capabilities"]?["window"]?["workDoneProgress"]?.bool ?? false
            s.clientRegistersWatchers = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
            if let ms = params["initializationOptions"]?["debounceMilliseconds"]?.integer, (0...10_000).contains(ms) {
                s.debounce = Double(ms) / 1000
            }
        }
        if let baseline = params["initializationOptions"]?["baseline"]?.string { useBaseline(baseline, folder: folders.first) }
        let capabilities: JSONValue = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "codeActionProvider": ["codeActionKinds": ["quickfix", "source.fixAll.duolint"], "resolveProvider": false],
            "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
        ]
        return ["capabilities": capabilities, "serverInfo": ["name": "duolint", "version": .string(DuoLintVersion.current)]]
    }

    /// Hides the findings recorded in the baseline at `path` (relative to `folder`, the first workspace folder,
    /// else the working directory), as `duolint --baseline` does, so the editor shows what CI reports; one that
    /// cannot be read is shown to the user (`window/showMessage`) and not used.
    func useBaseline(_ path: String, folder: String?) {
        let file = Configuration.absolute(path, from: folder ?? FileManager.default.currentDirectoryPath)
        switch Baseline.load(from: file) {
        case .success(let b):
            lintQueue.async {
                self.baseline = (b.matcher, BaselineFingerprint.folder(ofFile: file))
                self.linters = [:]
            }
        case .failure(let e): reportBadNotification("initialize", "initializationOptions.baseline: \(e.path): \(e.message)")
        }
    }

    /// After `initialized`: asks for file-change notifications (when the client can register them) and
    /// indexes every workspace folder's project.
    func initialized() {
        let (register, folders) = state.with { ($0.clientRegistersWatchers, $0.folders) }
        if register {
            let watchers = JSONValue.array(LanguageServer.watchedGlobs.map { ["globPattern": .string($0)] })
            request("client/registerCapability", ["registrations": [[
                "id": "duolint-watched-files", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": watchers]]]])
        }
        lintQueue.async {
            for folder in folders { _ = self.project(forFolder: folder) }
        }
    }

    /// `workspace/didChangeWorkspaceFolders`: added folders are indexed; removed ones are forgotten (their
    /// open documents keep their projects).
    func didChangeWorkspaceFolders(_ params: JSONValue) {
        let added = (params["event"]?["added"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(DocumentURI.path(of:)) }
        let removed = Set((params["event"]?["removed"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(DocumentURI.path(of:)) })
        state.with { s in s.folders = s.folders.filter { !removed.contains($0) } + added.filter { !s.folders.contains($0) } }
        lintQueue.async {
            for folder in added { _ = self.project(forFolder: folder) }
        }
    }

    /// `$/cancelRequest`: a code action still waiting for its lint is answered `RequestCancelled`; any other id
    /// was answered already.
    func cancel(_ params: JSONValue) {
        guard let id = RequestID(params["id"]) else { return }
        if state.with({ $0.pending.removeValue(forKey: id) }) != nil {
            respondError(id, ResponseError(ResponseError.requestCancelled, "the request was cancelled"))
        }
    }
}
