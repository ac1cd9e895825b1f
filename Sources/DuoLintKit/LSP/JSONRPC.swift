/// A JSON-RPC 2.0 error: the `error` member of a response (JSON-RPC's and LSP's codes).
public struct ResponseError: Error, Equatable, Sendable {
    /// The error code (`parseError`, `methodNotFound`, …).
    public var code: Int
    /// One sentence for the person reading the client's log.
    public var message: String

    /// An error with `code` and `message`.
    public init(_ code: Int, _ message: String) {
        self.code = code
        self.message = message
    }

    /// Invalid JSON was received.
    public static let parseError = -32700
    /// The JSON is not a valid request object.
    public static let invalidRequest = -32600
    /// The method does not exist or is not available.
    public static let methodNotFound = -32601
    /// Invalid method parameters (an unopened document, an out-of-range position).
    public static let invalidParams = -32602
    /// The server failed while handling the request.
    public static let internalError = -32603
    /// A request arrived before `initialize` (LSP).
    public static let serverNotInitialized = -32002
    /// The client cancelled the request (`$/cancelRequest`, LSP).
    public static let requestCancelled = -32800
    /// The document changed (or was closed) before the request could be answered (LSP).
    public static let contentModified = -32801
    /// A well-formed request that failed (LSP): the server is shutting down.
    public static let requestFailed = -32803

    /// The error as the `error` member of a response.
    var json: JSONValue { ["code": .integer(code), "message": .string(message)] }
}

/// A request id: a number or a string (JSON-RPC allows both, and null in a response to an unreadable request).
public enum RequestID: Hashable, Sendable {
    /// A number id (an integer).
    case number(Int)
    /// A string id.
    case string(String)

    /// The id of `value`, or nil when it is neither a number nor a string.
    init?(_ value: JSONValue?) {
        switch value {
        case .integer(let i)?: self = .number(i)
        case .string(let s)?: self = .string(s)
        default: return nil
        }
    }

    /// The id as JSON.
    var json: JSONValue {
        switch self {
        case .number(let i): return .integer(i)
        case .string(let s): return .string(s)
        }
    }
}

/// One JSON-RPC 2.0 message read from the client.
public enum IncomingMessage: Equatable, Sendable {
    /// A request: it gets exactly one response.
    case request(id: RequestID, method: String, params: JSONValue)
    /// A notification: it gets no response.
    case notification(method: String, params: JSONValue)
    /// The response to a request the server sent (`window/workDoneProgress/create`, `client/registerCapability`).
    case response(id: RequestID, result: JSONValue?, error: JSONValue?)

    /// Reads a message body. Throws `ResponseError` (`parseError` for bytes that are not JSON, `invalidRequest`
    /// for JSON that is not a message) carrying the request's id when one could be read.
    public static func parse(_ body: [UInt8]) throws -> IncomingMessage {
        let value: JSONValue
        do { value = try JSONValue.parse(body) } catch {
            throw IncomingError(id: nil, error: ResponseError(ResponseError.parseError, "the message is not valid JSON"))
        }
        guard case .object(let o) = value else {
            throw IncomingError(id: nil, error: ResponseError(ResponseError.invalidRequest, "a message must be a JSON object"))
        }
        let id = RequestID(o["id"])
        if let method = o["method"] {
            guard let name = method.string else {
                throw IncomingError(id: id, error: ResponseError(ResponseError.invalidRequest, "'method' must be a string"))
            }
            let params = o["params"] ?? .null
            if let id { return .request(id: id, method: name, params: params) }
            if o["id"] != nil, o["id"] != .null {
                throw IncomingError(id: nil, error: ResponseError(ResponseError.invalidRequest, "'id' must be a number or a string"))
            }
            return .notification(method: name, params: params)
        }
        if let id, o["result"] != nil || o["error"] != nil { return .response(id: id, result: o["result"], error: o["error"]) }
        throw IncomingError(id: id, error: ResponseError(ResponseError.invalidRequest, "a message needs a 'method' or, as a response, an 'id' and a 'result' or 'error'"))
    }
}

/// A message that could not be read, with the id of the request it was when that much could be read.
public struct IncomingError: Error, Equatable, Sendable {
    /// The request's id, or nil (the error response then has `"id": null`).
    public var id: RequestID?
    /// What was wrong.
    public var error: ResponseError
}

/// The JSON-RPC messages the server writes.
enum OutgoingMessage {
    /// The response to request `id` (`id` nil: to a message whose id could not be read).
    static func response(id: RequestID?, result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id?.json ?? .null, "result": result]
    }

    /// The error response to request `id`.
    static func error(id: RequestID?, _ error: ResponseError) -> JSONValue {
        ["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json]
    }

    /// A notification from the server.
    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    /// A request from the server to the client.
    static func request(id: RequestID, _ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id.json, "method": .string(method), "params": params]
    }
}
