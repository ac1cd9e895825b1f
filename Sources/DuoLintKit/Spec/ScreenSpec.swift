/// A position in a spec file: 1-based line and 1-based column in characters (as libyaml counts them).
public struct SpecPosition: Sendable, Equatable {
    public var line: Int
    public var column: Int
    /// Makes a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// The kinds of screen elements (SCREEN-SPEC.md "Element kinds").
public enum ElementKind: String, Sendable, CaseIterable {
    case button, toggle, slider, stepper, textField = "text-field", searchField = "search-field", picker
    case segmentedControl = "segmented-control", menu, link, datePicker = "date-picker"
    case label, text, image, video, map, chart, header, background
    case list, feed, scroll, grid, stack

    /// Controls the user touches.
    public var isInteractive: Bool {
        switch self {
        case .button, .toggle, .slider, .stepper, .textField, .searchField, .picker, .segmentedControl, .menu, .link, .datePicker: return true
        default: return false
        }
    }
    /// Lists, feeds, scroll views, grids and stacks.
    public var isContainer: Bool {
        switch self {
        case .list, .feed, .scroll, .grid, .stack: return true
        default: return false
        }
    }
    /// Kinds that scroll continuously whatever `scrolls:` says.
    public var impliesScrolling: Bool { self == .list || self == .feed || self == .scroll }
}

/// One element of a layout: its id, kind and frame (x, y, width, height in points, origin top-left).
public struct SpecElement: Sendable, Equatable {
    public var id: String
    public var kind: ElementKind
    public var x: Double, y: Double, width: Double, height: Double
    public var group: String?
    public var title: String?
    /// `columns:` of a grid.
    public var columns: Int?
    /// True when the element scrolls continuously (`scrolls: true`, or a list, feed or scroll).
    public var scrolls: Bool
    /// Where the element's mapping starts (its `id` key in block style).
    public var position: SpecPosition
    /// `presented:`: how the element is reached in the states whose layouts leave it out (a pushed screen or a
    /// sheet, as a list+detail screen's detail on the outer display); nil when the spec does not say.
    public var presented: Presentation? = nil

    /// `presented:` values: the element is reached through another screen pushed onto the navigation stack
    /// (`push`) or a sheet (`sheet`) where its layout does not show it.
    public enum Presentation: String, Sendable, CaseIterable { case push, sheet }
}

/// A layout: the elements of one device state.
public struct SpecLayout: Sendable, Equatable {
    public var state: DeviceState
    public var elements: [SpecElement]
    /// Position of the state's key (`inner-book:`).
    public var position: SpecPosition
}

/// A bar item of the screen, top to bottom as it stacks in a vertical bar.
public struct SpecBarItem: Sendable, Equatable {
    /// `role:` values.
    public enum Role: String, Sendable, CaseIterable { case back, close, prominent, action }
    /// `axis:` values.
    public enum Axis: String, Sendable, CaseIterable { case automatic, horizontalOnly = "horizontal-only", verticalPreferred = "vertical-preferred" }
    public var id: String
    public var role: Role
    public var symbol: String?
    public var title: String?
    public var axis: Axis
    public var position: SpecPosition
}

/// One screen spec (`*.duo.yml`), validated: what the spec rules read.
public struct ScreenSpec: Sendable, Equatable {
    public var path: String
    public var screen: String
    public var title: String?
    public var device: String
    public var bar: [SpecBarItem]
    public var layouts: [SpecLayout]
}
