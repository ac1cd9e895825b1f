/// A node of a YAML document as libyaml parsed it, with the position of its first character.
///
/// `line` is 1-based; `column` is 1-based and counts characters (Unicode
/// scalars), as libyaml reports marks. Aliases are already resolved: an alias
/// is a copy of its anchored node (with the anchor's position).
public struct YAMLNode: Sendable, Equatable {
    /// What the node holds.
    public indirect enum Value: Sendable, Equatable {
        /// A scalar's text and whether it was written plain (unquoted, so `123` or `true` may be read as a number
        /// or a Boolean) rather than quoted or as a block.
        case scalar(String, plain: Bool)
        /// A sequence's items in order.
        case sequence([YAMLNode])
        /// A mapping's entries in source order (keys may repeat; the reader of the spec decides).
        case mapping([Entry])
    }

    /// One key–value pair of a mapping.
    public struct Entry: Sendable, Equatable {
        public var key: YAMLNode
        public var value: YAMLNode
        /// Pairs a key with its value.
        public init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    public var value: Value
    /// 1-based line of the node's first character.
    public var line: Int
    /// 1-based column (characters) of the node's first character.
    public var column: Int
    /// The explicit tag (`!!str`, `!custom`), if the source gave one.
    public var tag: String?

    /// Makes a node.
    public init(value: Value, line: Int, column: Int, tag: String? = nil) {
        self.value = value
        self.line = line
        self.column = column
        self.tag = tag
    }

    /// The scalar's text, or nil for a sequence or mapping.
    public var scalar: String? {
        if case .scalar(let s, _) = value { return s }
        return nil
    }

    /// The value of the first entry whose key is the scalar `key`, for a mapping; nil otherwise.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries) = value else { return nil }
        return entries.first { $0.key.scalar == key }?.value
    }
}

/// A YAML file that could not be read: the position (1-based line, 1-based column in characters) and what was
/// wrong, e.g. `did not find expected key` or `alias expansion exceeds 100000 nodes`.
public struct YAMLError: Error, Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var message: String
    /// Makes an error at `line`:`column`.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
