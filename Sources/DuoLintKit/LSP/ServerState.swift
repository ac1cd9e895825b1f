import Foundation

/// One document the client has open.
struct OpenDocument {
    /// Its text, as the client last sent it.
    var text: TextDocument
    /// The file it is linted as (absolute, normalized), or nil for a URI that is not a `file:` one (not linted).
    var path: String?
    /// Raised with each change (`Storage.lastGeneration`): a lint made from an older text is not published.
    var generation: Int
    /// The last lint of the current or an older text, or nil before the first.
    var linted: LintedDocument?
    /// The diagnostics last published and the version they were published for: the same list for the same
    /// version is not published again (a relint that changed nothing).
    var published: (version: Int, diagnostics: [JSONValue])?
}

/// The outcome of linting one text of a document.
struct LintedDocument {
    /// The generation of the text it was made from.
    var generation: Int
    /// That text (positions of findings and fixes are its).
    var snapshot: TextDocument
    /// The reported findings, in report order.
    var findings: [Finding]
    /// The questions its rules asked the project model: a change to a file answering one relints it.
    var queries: Set<ProjectModel.Query>
    /// The root of the project it was judged in.
    var projectRoot: String?
}

/// A code action request waiting for the lint of its document's current text.
struct PendingCodeAction {
    var uri: String
    var generation: Int
    var params: JSONValue
}

/// Where the session is in the protocol's lifecycle.
enum SessionPhase {
    case uninitialized, running, shutDown
}

/// The language server's shared state, behind one lock: the reading thread changes it as messages come, the
/// lint queue reads documents from it and stores lints into it.
final class ServerState: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = Storage()

    /// Everything the lock guards.
    struct Storage {
        var phase = SessionPhase.uninitialized
        var encoding = PositionEncoding.utf16
        /// Seconds a lint waits after a change.
        var debounce = 0.05
        var clientShowsProgress = false
        var clientRegistersWatchers = false
        /// Workspace folders, absolute and normalized.
        var folders: [String] = []
        var documents: [String: OpenDocument] = [:]
        var pending: [RequestID: PendingCodeAction] = [:]
        var configurations = ConfigurationSet()
        var nextRequest = 1
        /// The last generation given to a text: rising across documents, closes and reopenings, so a lint of
        /// a closed document's text never passes for one of the text opened again.
        var lastGeneration = 0
    }

    /// Runs `body` with the state locked; what it returns is returned.
    func with<T>(_ body: (inout Storage) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&storage)
    }

    /// The text and path of document `uri` for a lint of `generation`, or nil when it is closed, not a file, or
    /// has a newer text.
    func documentForLint(_ uri: String, generation: Int) -> (text: TextDocument, path: String)? {
        with { s in
            guard let d = s.documents[uri], let path = d.path, d.generation == generation else { return nil }
            return (d.text, path)
        }
    }

    /// Removes the code actions waiting for a lint of `uri` (every document's when nil) and returns their ids.
    func takePending(for uri: String?) -> [RequestID] {
        with { s in
            let ids = s.pending.filter { uri == nil || $0.value.uri == uri }.keys.sorted { "\($0)" < "\($1)" }
            for id in ids { s.pending[id] = nil }
            return ids
        }
    }

    /// Stores `linted` and its `diagnostics` for `uri` when it is still that document's current text; returns
    /// whether the diagnostics are new (not those last published for this version) and the code actions that
    /// waited for the lint (removed from the pending ones), or nil when the lint is stale and must not be published.
    func store(_ linted: LintedDocument, diagnostics: [JSONValue], for uri: String) -> (isNew: Bool, waiting: [(RequestID, PendingCodeAction)])? {
        with { s in
            guard var d = s.documents[uri], d.generation == linted.generation else { return nil }
            let isNew = d.published.map { $0.version != linted.snapshot.version || $0.diagnostics != diagnostics } ?? true
            d.linted = linted
            d.published = (linted.snapshot.version, diagnostics)
            s.documents[uri] = d
            let waiting = s.pending.filter { $0.value.uri == uri && $0.value.generation == linted.generation }
            for (id, _) in waiting { s.pending[id] = nil }
            return (isNew, waiting.sorted { "\($0.key)" < "\($1.key)" }.map { ($0.key, $0.value) })
        }
    }
}
