import CYAML

/// Reads one YAML document with libyaml's event parser into a flat `YAMLDocument` (or a `YAMLNode` tree),
/// iteratively (no recursion).
///
/// Untrusted input is bounded: nesting deeper than `maxDepth` levels, alias expansion past `maxNodes` nodes in
/// all (a "billion laughs" file), and scalars longer than `maxScalarBytes` are rejected with a `YAMLError` at
/// the offending node. A file is one document: a second document is an error (a screen spec describes one
/// screen). An empty file is an error too.
public struct YAMLReader: Sendable {
    /// Deepest nesting of sequences and mappings accepted.
    public var maxDepth = 256
    /// Most nodes a file may hold after aliases are expanded.
    public var maxNodes = 100_000
    /// Longest scalar accepted, in UTF-8 bytes.
    public var maxScalarBytes = 1 << 20

    /// A reader with the default bounds.
    public init() {}

    /// 1-based line and character column of byte `offset` in `bytes` (for errors libyaml reports by offset).
    static func position(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var line = 1, column = 1, i = 0
        let end = min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            if b == 0x0A || (b == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) { line += 1; column = 1; i += 1; continue }
            if b != 0x0D { column += 1 }
            i += max(UTF8Scan.sequenceLength(bytes, at: i), 1)
        }
        return (line, column)
    }

    /// Parses `bytes` (a whole file) into its document's root node. Throws `YAMLError`.
    public func read(_ bytes: [UInt8]) throws -> YAMLNode {
        let document = try readDocument(bytes)
        return document.tree(document.root)
    }

    /// Parses `bytes` (a whole file) into a flat `YAMLDocument`. Throws `YAMLError`.
    public func readDocument(_ bytes: [UInt8]) throws -> YAMLDocument {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw YAMLError(line: 1, column: 1, message: "cannot start the YAML parser") }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBufferPointer { buffer -> YAMLDocument in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = Builder(limits: self, sizeHint: buffer.count)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { throw YAMLReader.error(of: parser, in: buffer) }
                defer { yaml_event_delete(&event) }
                if try builder.add(event) { return builder.document }
            }
        }
    }

    /// The error libyaml stopped at, with its position.
    private static func error(of parser: yaml_parser_t, in buffer: UnsafeBufferPointer<UInt8>) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let context = parser.context.map { String(cString: $0) + ": " } ?? ""
        if parser.error == YAML_READER_ERROR {
            // Encoding errors come with a byte offset, not a mark.
            let (l, c) = YAMLReader.position(ofByte: parser.problem_offset, in: buffer)
            return YAMLError(line: l, column: c, message: problem)
        }
        let mark = parser.problem_mark
        return YAMLError(line: mark.line + 1, column: mark.column + 1, message: context + problem)
    }

    /// Turns libyaml's events into a `YAMLDocument`, enforcing the reader's bounds.
    private struct Builder {
        /// One open collection while events are read.
        struct Frame {
            var isMapping: Bool
            var line: Int32
            var column: Int32
            var tag: Int32
            var anchor: String?
            /// Where the collection's children start in `pending`.
            var firstPending: Int
            /// `nodeCount` when the collection started (its subtree size is charged to aliases of it).
            var startCount: Int
        }

        let limits: YAMLReader
        var document = YAMLDocument()
        var stack: [Frame] = []
        /// Finished children of the open collections, innermost last.
        var pending: [Int32] = []
        var anchors: [String: (node: Int, size: Int)] = [:]
        var hasRoot = false
        /// Nodes so far with aliases expanded (the bound is on this count).
        var nodeCount = 0
        var documents = 0

        init(limits: YAMLReader, sizeHint: Int) {
            self.limits = limits
            document.text.reserveCapacity(sizeHint)
            document.nodes.reserveCapacity(sizeHint / 8)
            document.children.reserveCapacity(sizeHint / 8)
        }

        /// Adds one event; true when the stream has ended (the document is complete).
        mutating func add(_ event: yaml_event_t) throws -> Bool {
            let line = Int32(clamping: event.start_mark.line + 1), column = Int32(clamping: event.start_mark.column + 1)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                try finish(line: line, column: column)
                return true
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw YAMLError(line: Int(line), column: Int(column), message: "a second YAML document; a screen spec is one document")
                }
            case YAML_SCALAR_EVENT:
                try scalar(event, line: line, column: column)
            case YAML_SEQUENCE_START_EVENT:
                try open(isMapping: false, tag: event.data.sequence_start.tag, anchor: event.data.sequence_start.anchor, line: line, column: column)
            case YAML_MAPPING_START_EVENT:
                try open(isMapping: true, tag: event.data.mapping_start.tag, anchor: event.data.mapping_start.anchor, line: line, column: column)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                try close()
            case YAML_ALIAS_EVENT:
                try alias(text(event.data.alias.anchor) ?? "", line: line, column: column)
            default:
                break
            }
            return false
        }

        /// Checks that the stream held a non-empty document and points `document.root` at it.
        mutating func finish(line: Int32, column: Int32) throws {
            guard hasRoot else { throw YAMLError(line: Int(line), column: Int(column), message: "the file holds no YAML document") }
            let root = document.nodes[document.root]
            if root.kind == .scalar, root.count == 0, root.plain, root.tag < 0 {
                throw YAMLError(line: Int(root.line), column: Int(root.column), message: "the YAML document is empty")
            }
        }

        /// Counts one more node (or the `size` of the subtree an alias stands for), failing past the bound.
        mutating func charge(_ size: Int, line: Int32, column: Int32, alias: Bool = false) throws {
            nodeCount += size
            guard nodeCount <= limits.maxNodes else {
                let message = alias ? "alias expansion exceeds \(limits.maxNodes) nodes" : "more than \(limits.maxNodes) nodes"
                throw YAMLError(line: Int(line), column: Int(column), message: message)
            }
        }

        mutating func scalar(_ event: yaml_event_t, line: Int32, column: Int32) throws {
            let data = event.data.scalar
            let length = data.length
            guard length <= limits.maxScalarBytes else {
                throw YAMLError(line: Int(line), column: Int(column), message: "scalar of \(length) bytes is longer than \(limits.maxScalarBytes)")
            }
            try charge(1, line: line, column: column)
            let start = Int32(clamping: document.text.count)
            document.text.append(contentsOf: UnsafeBufferPointer(start: data.value, count: length))
            let node = YAMLDocument.Node(kind: .scalar, plain: data.style == YAML_PLAIN_SCALAR_STYLE, line: line, column: column,
                                         tag: tagIndex(data.tag), start: start, count: Int32(clamping: length))
            attach(node, anchor: data.anchor, size: 1)
        }

        mutating func open(isMapping: Bool, tag: UnsafeMutablePointer<yaml_char_t>?, anchor: UnsafeMutablePointer<yaml_char_t>?,
                           line: Int32, column: Int32) throws {
            guard stack.count < limits.maxDepth else {
                throw YAMLError(line: Int(line), column: Int(column), message: "nesting deeper than \(limits.maxDepth) levels")
            }
            try charge(1, line: line, column: column)
            stack.append(Frame(isMapping: isMapping, line: line, column: column, tag: tagIndex(tag), anchor: text(anchor),
                               firstPending: pending.count, startCount: nodeCount))
        }

        mutating func close() throws {
            guard let frame = stack.popLast() else { return }
            var count = pending.count - frame.firstPending
            // A mapping whose last key has no value yet cannot end (libyaml always sends the value); keep pairs whole.
            if frame.isMapping && count % 2 == 1 { pending.removeLast(); count -= 1 }
            let start = Int32(clamping: document.children.count)
            document.children.append(contentsOf: pending[frame.firstPending..<frame.firstPending + count])
            pending.removeSubrange(frame.firstPending...)
            let node = YAMLDocument.Node(kind: frame.isMapping ? .mapping : .sequence, plain: false, line: frame.line,
                                         column: frame.column, tag: frame.tag, start: start, count: Int32(count))
            append(node, anchor: frame.anchor, size: nodeCount - frame.startCount + 1)
        }

        mutating func alias(_ name: String, line: Int32, column: Int32) throws {
            guard let target = anchors[name] else {
                throw YAMLError(line: Int(line), column: Int(column), message: "alias '*\(name)' names no anchor")
            }
            // An alias costs the whole subtree it stands for: the bound holds after expansion.
            try charge(target.size, line: line, column: column, alias: true)
            // The copy stands where the alias is written (findings and errors point there); it shares the children.
            var copy = document.nodes[target.node]
            copy.line = line
            copy.column = column
            append(copy, anchor: nil, size: target.size)
        }

        /// Adds a finished scalar, reading its anchor name.
        mutating func attach(_ node: YAMLDocument.Node, anchor: UnsafeMutablePointer<yaml_char_t>?, size: Int) {
            append(node, anchor: text(anchor), size: size)
        }

        /// Adds a finished node to the open collection (or makes it the root).
        mutating func append(_ node: YAMLDocument.Node, anchor: String?, size: Int) {
            let n = document.nodes.count
            document.nodes.append(node)
            if let anchor { anchors[anchor] = (n, size) }
            if stack.isEmpty {
                document.root = n
                hasRoot = true
            } else {
                pending.append(Int32(n))
            }
        }

        /// The index of `tag` in the document's tags (added), or -1 without one.
        mutating func tagIndex(_ tag: UnsafeMutablePointer<yaml_char_t>?) -> Int32 {
            guard let name = text(tag) else { return -1 }
            document.tags.append(name)
            return Int32(document.tags.count - 1)
        }

        func text(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            p.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        }
    }
}
