/// What the project model keeps of one Swift file: its declarations and the uses of names that rules follow
/// across files. Built in the run's first pass (`FileSummary.init(_:)`), merged into `ProjectModel`; the
/// file's syntax tree is not kept. Token indices and lines refer to the file the summary was made from
/// (line 1-based).
public struct FileSummary: Sendable, Equatable {
    /// The file's path as the run names it.
    public var path: String
    /// Type declarations and extensions, in source order (nested ones after their outer type).
    public var types: [TypeSummary] = []
    /// Members of types and extensions, and functions and variables at file scope, in source order.
    public var members: [MemberSummary] = []
    /// Initializers declared in extensions (`extension Button { init(_ title: String, icon: String, …) }`).
    public var extensionInitializers: [ExtensionInitializer] = []
    /// Members that wrap an idiom or orientation test (`var isPad: Bool { … == .pad }`).
    public var predicates: [PredicateSummary] = []
    /// Names used inside conditions that decide layout (`if isPad { .frame(width: 400) }`).
    public var layoutUses: [NameUse] = []
    /// Names used as bar content (`.toolbar { trailingItems }`, `ToolbarItem { shareButton }`).
    public var barContentUses: [NameUse] = []
    /// View modifiers (functions, `ViewModifier` types) whose bodies inset content from the safe area per edge
    /// (`.safeAreaPadding`, padding by `safeAreaInsets`): `ReinsettingModifiers`.
    public var reinsettingModifiers: [NameUse] = []
    /// What the `body` of each type with a one-statement `body` shows when that is an `Image`, a `Text` or a
    /// `Label` (`struct MoreIcon: View { var body: some View { Image(systemName: "ellipsis") } }`), so a bar
    /// rule can judge a project view used in a button's or menu's label in another file (`BarContentUses`).
    public var viewBodies: [ViewBodySummary] = []
    /// The iOS deployment targets the file declares: a `Package.swift`'s `.iOS` platforms, a build-settings
    /// file's `IPHONEOS_DEPLOYMENT_TARGET` settings (`DeploymentTarget`); empty for other files.
    public var deploymentTargets: [DeploymentTarget] = []

    /// An empty summary of the file at `path`.
    public init(path: String) { self.path = path }

    /// The summary with each list's storage exactly its size: a run keeps every file's summary until its end,
    /// and lists grown by appending hold up to twice their size.
    public func compacted() -> FileSummary {
        // A list whose storage is already its size (often one appended element) is kept as it is, not copied.
        func fit<T>(_ a: [T]) -> [T] { a.isEmpty ? [] : a.capacity == a.count ? a : a.withUnsafeBufferPointer { Array($0) } }
        func fits<T>(_ a: [T]) -> Bool { a.capacity == a.count }
        // Most summaries are fitted already (types and members are made at their size): then no copy to change.
        if fits(types) && fits(members) && fits(extensionInitializers) && fits(predicates) && fits(layoutUses)
            && fits(barContentUses) && fits(reinsettingModifiers) { return self }
        var s = self
        s.types = fit(types)
        s.members = fit(members)
        s.extensionInitializers = fit(extensionInitializers)
        s.predicates = fit(predicates)
        s.layoutUses = fit(layoutUses)
        s.barContentUses = fit(barContentUses)
        s.reinsettingModifiers = fit(reinsettingModifiers)
        return s
    }
}

/// A type declaration or an extension, as the model keeps it.
public struct TypeSummary: Sendable, Equatable {
    /// The declaration's keyword.
    public enum Kind: UInt8, Sendable { case `struct`, `class`, `enum`, `actor`, `protocol`, `extension` }
    /// struct, class, enum, actor, protocol or extension.
    public var kind: Kind
    /// The declared or extended type's name, its last component (`Item` for `extension Model.Item`).
    public var name: String
    /// Inherited types and conformances, each its last component without generic arguments (`View`,
    /// `ToolbarContent`, `UIViewController`, `XCTestCase`), in source order.
    public var inherited: [String]
    /// The enclosing type's name when nested, else nil.
    public var outer: String?
    /// Token index of the declaration's first token; `line` is its line.
    public var token: Int
    /// The declaration's line (1-based).
    public var line: Int
}

/// A member of a type or an extension (or a declaration at file scope), as the model keeps it.
public struct MemberSummary: Sendable, Equatable {
    /// The member's kind.
    public enum Kind: UInt8, Sendable { case property, function, initializer, `subscript` }
    /// property (`var`/`let`), function, initializer or subscript.
    public var kind: Kind
    /// The member's name (`items`, `makeToolbar`); `init` and `subscript` for those.
    public var name: String
    /// The enclosing type's or extension's name, nil at file scope.
    public var owner: String?
    /// Attribute names without `@` and arguments (`ToolbarContentBuilder`, `ViewBuilder`, `available`).
    public var attributes: [String]
    /// The declared type of a property or the result type of a function, as written (`some ToolbarContent`,
    /// `Bool`), or nil when none is written.
    public var type: String?
    /// True for `static` and `class` members.
    public var isStatic: Bool
    /// The argument labels of a function or initializer (`_` for none), in order; empty for properties.
    public var labels: [String]
    /// Token index of the declaration's first token.
    public var token: Int
    /// The declaration's line (1-based).
    public var line: Int
    /// The body's tokens (a function's or initializer's code block, a computed property's accessor block, a
    /// stored property's initial value): a handle into the declaring file, nil when there is none.
    public var body: Range<Int>?
}

/// An initializer a project adds to a type in an extension, with what its body forwards to.
public struct ExtensionInitializer: Sendable, Equatable {
    /// The extended type (`Button`, `Label`, `UIBarButtonItem`).
    public var type: String
    /// The argument labels in order (`_` for none): `["_", "icon", "action"]`.
    public var labels: [String]
    /// The calls in the body, by callee (`self.init` as `.init`, `Label`, `Image`) with their argument labels.
    public var forwards: [ForwardedCall]
    /// Token index of the `init` declaration's first token; `line` is its line (1-based).
    public var token: Int
    /// The declaration's line (1-based).
    public var line: Int

    /// True when the body passes a symbol on: a call with a `systemImage:` or `image:` argument, or an `Image`
    /// or `Label` call with one (`Label(title, systemImage: icon)`, `Image(systemName: icon)`).
    public var forwardsSymbol: Bool {
        forwards.contains { call in
            call.labels.contains("systemImage") || call.labels.contains("image") || call.labels.contains("systemName")
                || (call.callee == "Image" && !call.labels.isEmpty)
        }
    }
}

/// A call inside an extension initializer's body.
public struct ForwardedCall: Sendable, Equatable {
    /// The callee as `SyntaxNames.callee` gives it (`Label`, `.init`).
    public var callee: String
    /// Argument labels in order (`_` for an unlabelled argument).
    public var labels: [String]
}

/// A member that wraps an idiom or orientation test, so the rules can judge its uses.
public struct PredicateSummary: Sendable, Equatable {
    /// What the predicate tests.
    public enum Subject: UInt8, Sendable { case idiom, orientation }
    /// idiom (`userInterfaceIdiom`) or orientation.
    public var subject: Subject
    /// The member's name (`isPad`, `isPhone`).
    public var name: String
    /// The enclosing type's name, nil at file scope.
    public var owner: String?
    /// Token index of the test inside the member (where a finding about the predicate is reported).
    public var token: Int
    /// The test's line (1-based).
    public var line: Int
}

/// A use of a name in a context a rule follows across files.
public struct NameUse: Sendable, Equatable {
    /// The name used (`isPad`, `trailingItems`, `ShareToolbar`): a reference's name, a member's name, a
    /// called function's or type's name.
    public var name: String
    /// What the use does there, in words for a message (`chooses the frame width`, `toolbar content`).
    public var context: String
    /// Token index of the use in its file.
    public var token: Int
    /// The use's line (1-based).
    public var line: Int
    /// For a bar content use: the type (or extension) the use stands in, when the name is referenced bare or
    /// through `self` (so it names a member of that type); nil for a qualified name (`model.items`) or a use
    /// at file scope. Nil for other uses.
    public var owner: String? = nil
    /// For a bar content use inside `ToolbarItem(placement: .x)`: `x`, or `horizontalOnly` when the item is
    /// marked `.axisBehavior(.horizontalOnly)`, `unreachable` for a use in code that never runs on iPhone Duo;
    /// nil when there is none. Nil for other uses.
    public var placement: String? = nil
    /// For a layout use: true when its condition joins it with `||` to a horizontal size class test
    /// (`isPad || horizontalSizeClass == .regular`: `SwiftFile.isOrWithHorizontalSizeClass(around:)`). False for
    /// other uses.
    public var orWithHorizontalSizeClass = false
}

/// What a type's one-statement `body` shows, as the bar rules need it for a project view used in a label.
public struct ViewBodySummary: Sendable, Equatable {
    /// What the body's statement is.
    public enum Shows: UInt8, Sendable { case image, text, label }
    /// The type (or extended type) declaring the `body`, its last component.
    public var type: String
    /// `image` for an `Image(…)` (with any modifiers), `text` for a `Text(…)`, `label` for a `Label(…)`.
    public var shows: Shows
    /// True when the image names an ellipsis symbol (`"ellipsis"`, `"ellipsis.circle"`, `.ellipsisCircle`) in
    /// a literal anywhere in its arguments.
    public var isEllipsis: Bool
    /// Token index of the `body` declaration's first token.
    public var token: Int
    /// The declaration's line (1-based).
    public var line: Int
}
