import CYAML

/// Reads one YAML document with libyaml's event parser and builds `YAMLNode`s, iteratively (no recursion).
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

    /// One open collection while events are read.
    private struct Frame {
        var isMapping: Bool
        var line: Int
        var column: Int
        var tag: String?
        var anchor: String?
        var items: [YAMLNode] = []
        var entries: [YAMLNode.Entry] = []
        var pendingKey: YAMLNode?
    }

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
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw YAMLError(line: 1, column: 1, message: "cannot start the YAML parser") }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBufferPointer { buffer -> YAMLNode in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var stack: [Frame] = []
            var anchors: [String: (node: YAMLNode, size: Int)] = [:]
            var root: YAMLNode?
            var nodeCount = 0
            var documents = 0

            /// Adds a finished node to the open collection (or makes it the root).
            func attach(_ node: YAMLNode, anchor: String?, size: Int) throws {
                if let anchor { anchors[anchor] = (node, size) }
                guard var top = stack.popLast() else { root = node; return }
                if top.isMapping {
                    if let key = top.pendingKey {
                        top.entries.append(YAMLNode.Entry(key: key, value: node))
                        top.pendingKey = nil
                    } else {
                        top.pendingKey = node
                    }
                } else {
                    top.items.append(node)
                }
                stack.append(top)
            }

            /// Subtree sizes of finished collections, kept beside the stack to charge aliases correctly.
            var sizes: [Int] = []
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
                    let context = parser.context.map { String(cString: $0) + ": " } ?? ""
                    if parser.error == YAML_READER_ERROR {
                        // Encoding errors come with a byte offset, not a mark.
                        let (l, c) = YAMLReader.position(ofByte: parser.problem_offset, in: buffer)
                        throw YAMLError(line: l, column: c, message: problem)
                    }
                    let mark = parser.problem_mark
                    throw YAMLError(line: mark.line + 1, column: mark.column + 1, message: context + problem)
                }
                defer { yaml_event_delete(&event) }
                let line = event.start_mark.line + 1, column = event.start_mark.column + 1
                func text(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? {
                    p.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
                }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    guard let root else { throw YAMLError(line: line, column: column, message: "the file holds no YAML document") }
                    if case .scalar("", true) = root.value, root.tag == nil {
                        throw YAMLError(line: root.line, column: root.column, message: "the YAML document is empty")
                    }
                    return root
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 {
                        throw YAMLError(line: line, column: column, message: "a second YAML document; a screen spec is one document")
                    }
                case YAML_SCALAR_EVENT:
                    let length = event.data.scalar.length
                    guard length <= maxScalarBytes else {
                        throw YAMLError(line: line, column: column, message: "scalar of \(length) bytes is longer than \(maxScalarBytes)")
                    }
                    nodeCount += 1
                    guard nodeCount <= maxNodes else {
                        throw YAMLError(line: line, column: column, message: "more than \(maxNodes) nodes")
                    }
                    let value = String(decoding: UnsafeBufferPointer(start: event.data.scalar.value, count: length), as: UTF8.self)
                    let node = YAMLNode(value: .scalar(value, plain: event.data.scalar.style == YAML_PLAIN_SCALAR_STYLE),
                                        line: line, column: column, tag: text(event.data.scalar.tag))
                    try attach(node, anchor: text(event.data.scalar.anchor), size: 1)
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    guard stack.count < maxDepth else {
                        throw YAMLError(line: line, column: column, message: "nesting deeper than \(maxDepth) levels")
                    }
                    nodeCount += 1
                    guard nodeCount <= maxNodes else {
                        throw YAMLError(line: line, column: column, message: "more than \(maxNodes) nodes")
                    }
                    let isMapping = event.type == YAML_MAPPING_START_EVENT
                    let tag = isMapping ? text(event.data.mapping_start.tag) : text(event.data.sequence_start.tag)
                    let anchor = isMapping ? text(event.data.mapping_start.anchor) : text(event.data.sequence_start.anchor)
                    stack.append(Frame(isMapping: isMapping, line: line, column: column, tag: tag, anchor: anchor))
                    sizes.append(nodeCount)
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let frame = stack.popLast(), let startCount = sizes.popLast() else { break }
                    let value: YAMLNode.Value = frame.isMapping ? .mapping(frame.entries) : .sequence(frame.items)
                    let node = YAMLNode(value: value, line: frame.line, column: frame.column, tag: frame.tag)
                    try attach(node, anchor: frame.anchor, size: nodeCount - startCount + 1)
                case YAML_ALIAS_EVENT:
                    let name = text(event.data.alias.anchor) ?? ""
                    guard let target = anchors[name] else {
                        throw YAMLError(line: line, column: column, message: "alias '*\(name)' names no anchor")
                    }
                    // An alias costs the whole subtree it stands for: the bound holds after expansion.
                    nodeCount += target.size
                    guard nodeCount <= maxNodes else {
                        throw YAMLError(line: line, column: column, message: "alias expansion exceeds \(maxNodes) nodes")
                    }
                    // The copy stands where the alias is written (findings and errors point there).
                    var copy = target.node
                    copy.line = line
                    copy.column = column
                    try attach(copy, anchor: nil, size: target.size)
                default:
                    break
                }
            }
        }
    }
}
