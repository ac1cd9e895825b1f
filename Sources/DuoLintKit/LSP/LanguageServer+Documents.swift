import Foundation

extension LanguageServer {
    /// `textDocument/didOpen`: keeps the text and lints it at once; an opened `.duolint.yml` is read again.
    func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
            return reportBadNotification("textDocument/didOpen", "needs textDocument.uri and textDocument.text")
        }
        let document = TextDocument(uri: uri, languageId: item["languageId"]?.string ?? "", version: item["version"]?.integer ?? 0, text: text)
        // Opened again without a close: the code actions waiting for the old text are outdated.
        answerOutdated(state.takePending(for: uri), "the document was opened again before its lint ended; ask again")
        let generation = state.with { s -> Int in
            s.lastGeneration += 1
            s.documents[uri] = OpenDocument(text: document, path: DocumentURI.path(of: uri), generation: s.lastGeneration)
            return s.lastGeneration
        }
        // An opened `.duolint.yml` may have changed on disk unseen (no file watching): read the configurations again.
        if let path = DocumentURI.path(of: uri), LanguageServer.isConfigurationFile(path) {
            lintQueue.async { self.reloadConfigurations(reindex: false) }
        }
        scheduleLint(uri, generation: generation, delay: 0)
    }

    /// `textDocument/didChange`: applies the changes (all or none) and lints the new text after the debounce.
    /// Code actions waiting for the old text are answered `ContentModified`. A change that cannot be applied
    /// (unopened document, range out of the text) leaves the document as it was and is shown to the user.
    func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let changes = params["contentChanges"]?.array else {
            return reportBadNotification("textDocument/didChange", "needs textDocument.uri and contentChanges")
        }
        let version = params["textDocument"]?["version"]?.integer
        let outcome = state.with { s -> Result<(Int, Double), ResponseError> in
            guard var d = s.documents[uri] else {
                return .failure(ResponseError(ResponseError.invalidParams, "\(uri) is not open"))
            }
            do { try d.text.apply(changes, encoding: s.encoding) } catch let e as ResponseError { return .failure(e) } catch {
                return .failure(ResponseError(ResponseError.internalError, "\(error)"))
            }
            if let version { d.text.version = version }
            s.lastGeneration += 1
            d.generation = s.lastGeneration
            s.documents[uri] = d
            return .success((d.generation, s.debounce))
        }
        switch outcome {
        case .failure(let e):
            reportBadNotification("textDocument/didChange", "\(e.message); the change was not applied and duolint's copy of \(uri) "
                                  + "may differ from the editor's: close and reopen the document")
        case .success(let (generation, delay)):
            answerOutdated(state.takePending(for: uri), "the document changed before its lint ended; ask again")
            scheduleLint(uri, generation: generation, delay: delay)
        }
    }

    /// `textDocument/didSave`: a saved `.duolint.yml` is read again (its errors shown on it) and every open
    /// document linted again with it.
    func didSave(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let path = DocumentURI.path(of: uri) else { return }
        if LanguageServer.isConfigurationFile(path) { lintQueue.async { self.reloadConfigurations() } }
    }

    /// `textDocument/didClose`: forgets the text, clears its diagnostics, and reads the file's summary from
    /// disk again (the unsaved text no longer counts for the other files).
    func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            return reportBadNotification("textDocument/didClose", "needs textDocument.uri")
        }
        answerOutdated(state.takePending(for: uri), "the document was closed before its lint ended")
        let closed = state.with { $0.documents.removeValue(forKey: uri) }
        lintQueue.async {
            self.notify("textDocument/publishDiagnostics", LSPDiagnostics.publish(uri: uri, version: nil, []))
            if let path = closed?.path { self.fileChangedOnDisk(path) }
        }
    }

    /// `workspace/didChangeWatchedFiles`: a changed `.duolint.yml` reloads the configurations; a changed,
    /// created or deleted Swift or build-settings file that is not open updates its project's model.
    func didChangeWatchedFiles(_ params: JSONValue) {
        let paths = (params["changes"]?.array ?? []).compactMap { $0["uri"]?.string.flatMap(DocumentURI.path(of:)) }
        lintQueue.async {
            if paths.contains(where: LanguageServer.isConfigurationFile) { return self.reloadConfigurations() }
            let open = self.state.with { Set($0.documents.values.compactMap(\.path)) }
            for path in paths where !open.contains(path) { self.fileChangedOnDisk(path) }
        }
    }

    /// Answers the waiting code actions `ids` `ContentModified` (-32801) with `message`.
    func answerOutdated(_ ids: [RequestID], _ message: String) {
        for id in ids { respondError(id, ResponseError(ResponseError.contentModified, message)) }
    }

    /// True for a configuration file's name.
    static func isConfigurationFile(_ path: String) -> Bool { path.hasSuffix("/.duolint.yml") }

    /// A notification that could not be used: logged on standard error and shown to the user
    /// (`window/showMessage`, error), since a notification gets no response.
    func reportBadNotification(_ method: String, _ problem: String) {
        log("duolint lsp: \(method): \(problem)")
        notify("window/showMessage", ["type": 1, "message": .string("duolint: \(method): \(problem)")])
    }
}
