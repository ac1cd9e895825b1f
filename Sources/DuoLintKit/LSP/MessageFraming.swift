#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What `MessageReader.next()` read from the stream.
public enum FramedInput: Equatable, Sendable {
    /// One message's body: the `Content-Length` bytes after its header.
    case message([UInt8])
    /// A header that could not be read: what was wrong (`no Content-Length header`, …). The reader has skipped
    /// past that header (and the body, when its length was known but too large) and goes on with the next message.
    case badHeader(String)
    /// The stream ended (or could not be read any more).
    case end
}

/// Reads LSP base-protocol messages from a file descriptor: header lines `Name: value` ended by `\r\n`, an
/// empty line, then `Content-Length` bytes of body (the protocol's framing; JSON-RPC inside).
///
/// Header names are matched without case; `Content-Type` and unknown headers are ignored. A header block over
/// `maximumHeaderSize` bytes, a missing or malformed `Content-Length` and a body over `maximumBodySize` bytes
/// are each reported once (`.badHeader`) and skipped, so one bad message never stops the server.
public final class MessageReader {
    /// The descriptor read with `read(2)`.
    private let fd: Int32
    /// Bytes read and not yet consumed, from `start`.
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    /// The longest header block accepted, in bytes.
    public let maximumHeaderSize: Int
    /// The longest body accepted, in bytes.
    public let maximumBodySize: Int

    /// A reader of `fd` (not closed by the reader); limits in bytes.
    public init(fd: Int32, maximumHeaderSize: Int = 8192, maximumBodySize: Int = 256 << 20) {
        self.fd = fd
        self.maximumHeaderSize = maximumHeaderSize
        self.maximumBodySize = maximumBodySize
    }

    /// The next message, a bad header, or the end of the stream. Blocks until one is complete.
    public func next() -> FramedInput {
        // Line breaks and blanks between messages (a client's stray `\r\n`) are passed over without a word.
        while true {
            while start < buffer.count, [13, 10, 32, 9].contains(buffer[start]) { start += 1 }
            if start < buffer.count || !fill() { break }
        }
        // The header block ends at the first empty line. `scanned` counts the bytes after `start` already
        // searched: `fill()` may move the unread bytes to the front of the buffer.
        var headerEnd: Int?
        var scanned = 0
        while headerEnd == nil {
            if let e = find([13, 10, 13, 10], from: start + max(0, scanned - 3)) { headerEnd = e; break }
            scanned = buffer.count - start
            if scanned > maximumHeaderSize {
                // Keep the last bytes: the terminator may straddle the next read.
                start = buffer.count - 3
                return .badHeader("header over \(maximumHeaderSize) bytes without an empty line")
            }
            if !fill() {
                if buffer.count > start, buffer[start...].contains(where: { $0 != 13 && $0 != 10 && $0 != 32 }) {
                    start = buffer.count
                    return .badHeader("the stream ended inside a message header")
                }
                return .end
            }
        }
        let header = Array(buffer[start..<headerEnd!])
        guard let length = MessageReader.contentLength(header) else {
            // What came before a `Content-Length` inside the block is the rest of a body (a client that
            // counted characters, not bytes) or garbage: skipped, and the header read from there.
            if let k = MessageReader.lastContentLengthName(in: header), k > 0,
               MessageReader.lastContentLengthName(in: Array(header.prefix(15))) != 0 {
                start += k
                return .badHeader("skipped \(k) bytes before a Content-Length header: \(MessageReader.quoted(Array(header[..<k])))")
            }
            start = headerEnd! + 4
            return .badHeader("no valid Content-Length header in \(MessageReader.quoted(header))")
        }
        start = headerEnd! + 4
        if length > maximumBodySize {
            skip(length)
            return .badHeader("message body of \(length) bytes is over the \(maximumBodySize)-byte limit; skipped")
        }
        while buffer.count - start < length {
            if !fill() {
                let missing = length - (buffer.count - start)
                start = buffer.count
                return .badHeader("the stream ended \(missing) bytes before the end of a message body")
            }
        }
        let body = Array(buffer[start..<(start + length)])
        start += length
        compact()
        return .message(body)
    }

    /// The value of the `Content-Length` header of `header` (without the final empty line), or nil when it is
    /// missing, repeated with another value, or not a decimal number, or when a line is not `Name: value`.
    static func contentLength(_ header: [UInt8]) -> Int? {
        var length: Int?
        for line in header.split(separator: 10, omittingEmptySubsequences: true) {
            let text = String(decoding: line.last == 13 ? line.dropLast() : line[...], as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else { return nil }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            // A header name is a token: letters, digits and `-` here (anything else is a body's bytes).
            guard !name.isEmpty, name.utf8.allSatisfy({ ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }) else { return nil }
            guard name == "content-length" else { continue }
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty, value.utf8.count <= 18, value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                  let n = Int(value), length == nil || length == n else { return nil }
            length = n
        }
        return length
    }

    /// The offset of the last `Content-Length:` (any case) in `header`, or nil.
    static func lastContentLengthName(in header: [UInt8]) -> Int? {
        let name = Array("content-length:".utf8)
        guard header.count >= name.count else { return nil }
        for i in stride(from: header.count - name.count, through: 0, by: -1) {
            // ASCII letters compare without case (| 0x20), the hyphen and colon exactly.
            if (0..<name.count).allSatisfy({ k in
                let b = header[i + k], n = name[k]
                return n >= 97 && n <= 122 ? b | 0x20 == n : b == n
            }) { return i }
        }
        return nil
    }

    /// `bytes` for a message: at most 80 of them, escaped as `PrintableText` does.
    private static func quoted(_ bytes: [UInt8]) -> String {
        "'" + PrintableText.escaped(String(decoding: bytes.prefix(80), as: UTF8.self)) + (bytes.count > 80 ? "…'" : "'")
    }

    /// The index of the first `pattern` at or after `from`, or nil.
    private func find(_ pattern: [UInt8], from: Int) -> Int? {
        guard buffer.count - from >= pattern.count else { return nil }
        var i = from
        while i <= buffer.count - pattern.count {
            if buffer[i] == pattern[0], buffer[i + 1] == pattern[1], buffer[i + 2] == pattern[2], buffer[i + 3] == pattern[3] { return i }
            i += 1
        }
        return nil
    }

    /// Reads more bytes; false at the end of the stream or on an error other than an interrupt.
    private func fill() -> Bool {
        guard !ended else { return false }
        compact()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 { buffer.append(contentsOf: chunk[0..<n]); return true }
            if n < 0, errno == EINTR { continue }
            ended = true
            return false
        }
    }

    /// Consumes `count` bytes without keeping them (a body over the limit).
    private func skip(_ count: Int) {
        var left = count
        while left > 0 {
            let available = buffer.count - start
            if available >= left { start += left; return }
            left -= available
            start = buffer.count
            if !fill() { return }
        }
    }

    /// Drops the consumed bytes once they are most of the buffer.
    private func compact() {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

/// Writes LSP base-protocol messages (`Content-Length: N\r\n\r\n` and the body) to a file descriptor, one
/// whole message at a time from any thread.
public final class MessageWriter: @unchecked Sendable {
    private let fd: Int32
    private let lock = NSLock()
    private var failed = false

    /// A writer to `fd` (not closed by the writer).
    public init(fd: Int32) { self.fd = fd }

    /// Writes `body` framed; false when the descriptor can no longer be written (the client went away: every
    /// later write is skipped).
    @discardableResult
    public func write(_ body: [UInt8]) -> Bool {
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes.append(contentsOf: body)
        lock.lock()
        defer { lock.unlock() }
        guard !failed else { return false }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { MessageWriter.systemWrite(fd, $0.baseAddress! + done, $0.count - done) }
            if n > 0 { done += n; continue }
            if n < 0, errno == EINTR { continue }
            failed = true
            return false
        }
        return true
    }

    /// `write(2)`, named apart from `write(_:)`.
    private static func systemWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, p, n)
        #else
        return Darwin.write(fd, p, n)
        #endif
    }
}
