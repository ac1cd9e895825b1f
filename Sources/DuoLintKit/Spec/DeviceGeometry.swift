/// A fold of a device state: where it runs and whether it is active (folded).
public struct Fold: Sendable, Equatable {
    /// `vertical`: the fold runs top to bottom at x = `position`; `horizontal`: left to right at y = `position`.
    public enum Axis: String, Sendable { case vertical, horizontal }
    public var axis: Axis
    /// Points from the canvas's left (vertical) or top (horizontal) edge.
    public var position: Double
    /// Physical width in points (0 when flat).
    public var width: Double
    /// True when the device is partially folded in this state (the fold is a reserved region).
    public var active: Bool
    /// Makes a fold.
    public init(axis: Axis, position: Double, width: Double = 0, active: Bool) {
        self.axis = axis
        self.position = position
        self.width = width
        self.active = active
    }
}

/// Safe-area insets in points.
public struct Insets: Sendable, Equatable {
    public var top: Double, bottom: Double, left: Double, right: Double
    /// Makes insets.
    public init(top: Double = 0, bottom: Double = 0, left: Double = 0, right: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }
}

/// One state of a device: canvas size, fold, safe area and where the vertical bar stands.
public struct DeviceState: Sendable, Equatable {
    /// Where the bars are: a vertical bar on one side, or horizontal bars.
    public enum Bars: String, Sendable { case verticalLeft = "vertical, left", verticalRight = "vertical, right", horizontal }
    public var name: String
    /// Canvas width and height in points.
    public var width: Double
    public var height: Double
    public var fold: Fold?
    public var safeArea: Insets
    public var bars: Bars
    /// True for states of the large inner display.
    public var isInnerDisplay: Bool
    /// For a Split View state (two apps share the inner display, each with its controls on its own outer
    /// edge: DOMAIN.md "The device"), the x in points where this app's pane meets the other app's; nil for a
    /// state that fills its display.
    public var splitViewEdge: Double?
    /// Makes a state.
    public init(name: String, width: Double, height: Double, fold: Fold?, safeArea: Insets, bars: Bars, isInnerDisplay: Bool,
                splitViewEdge: Double? = nil) {
        self.name = name
        self.width = width
        self.height = height
        self.fold = fold
        self.safeArea = safeArea
        self.bars = bars
        self.isInnerDisplay = isInnerDisplay
        self.splitViewEdge = splitViewEdge
    }
}

/// The built-in device geometry, one table (SCREEN-SPEC.md "States of iphone-duo", and Docs/screen-spec.md, checked against this table; DOMAIN.md "The device";
/// seed 004 for the dimensions, the 84 pt vertical bar and the 475.5 pt fold position).
public enum DeviceGeometry {
    /// The device names a spec's `device:` may give.
    public static let devices = ["iphone-duo"]

    /// The eight states of `iphone-duo`, in the table's order.
    public static let iphoneDuo: [DeviceState] = [
        DeviceState(name: "outer-portrait", width: 466, height: 678, fold: nil,
                    safeArea: Insets(right: 84), bars: .verticalRight, isInnerDisplay: false),
        DeviceState(name: "outer-landscape", width: 678, height: 466, fold: nil,
                    safeArea: Insets(right: 84), bars: .verticalRight, isInnerDisplay: false),
        DeviceState(name: "inner-landscape", width: 951, height: 669, fold: Fold(axis: .vertical, position: 475.5, active: false),
                    safeArea: Insets(right: 84), bars: .verticalRight, isInnerDisplay: true),
        DeviceState(name: "inner-book", width: 951, height: 669, fold: Fold(axis: .vertical, position: 475.5, active: true),
                    safeArea: Insets(right: 84), bars: .verticalRight, isInnerDisplay: true),
        DeviceState(name: "inner-portrait", width: 669, height: 951, fold: Fold(axis: .horizontal, position: 475.5, active: false),
                    safeArea: Insets(top: 84, bottom: 95), bars: .horizontal, isInnerDisplay: true),
        DeviceState(name: "inner-tabletop", width: 669, height: 951, fold: Fold(axis: .horizontal, position: 475.5, active: true),
                    safeArea: Insets(top: 84, bottom: 95), bars: .horizontal, isInnerDisplay: true),
        DeviceState(name: "split-left", width: 475.5, height: 669, fold: nil,
                    safeArea: Insets(left: 84), bars: .verticalLeft, isInnerDisplay: true, splitViewEdge: 475.5),
        DeviceState(name: "split-right", width: 475.5, height: 669, fold: nil,
                    safeArea: Insets(right: 84), bars: .verticalRight, isInnerDisplay: true, splitViewEdge: 0),
    ]

    /// The built-in state called `name`, if any.
    public static func state(_ name: String) -> DeviceState? { iphoneDuo.first { $0.name == name } }
}

extension Fold {
    /// The band around an active fold that controls and text must avoid, as (start, end) in points along the
    /// axis the fold is measured on (x for a vertical fold, y for a horizontal one): `position` ± half of
    /// `bandWidth` (`--fold-band`, 27 pt by default) or of the fold's own `width` when that is larger.
    /// Source: seed 004 (27 pt fold-avoidance band at 475.5 pt).
    public func band(width bandWidth: Double) -> (start: Double, end: Double) {
        let half = max(bandWidth, width) / 2
        return (position - half, position + half)
    }
}

/// One bar's inset strip of a device state: the region a bar covers, outside the safe area.
public struct BarStrip: Sendable, Equatable {
    /// Which bar stands there.
    public enum Bar: String, Sendable {
        case vertical = "vertical bar", top = "top bar", bottom = "bottom bar"
    }
    /// The bar.
    public var bar: Bar
    /// True for a side strip (measured along x: a vertical bar); false for a top or bottom strip (along y).
    public var alongX: Bool
    /// Where the strip starts and ends along its axis, in points from the canvas's left or top edge.
    public var start: Double, end: Double

    /// The strip as a rectangle on a `width` × `height` canvas (points, origin top-left).
    public func rectangle(width: Double, height: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        alongX ? (start, 0, end - start, height) : (0, start, width, end - start)
    }
}

extension DeviceState {
    /// The state's bar strips, from its safe-area insets (DOMAIN.md, the safe-area table; seed 004: the 84 pt
    /// vertical bar, 84 pt top and 95 pt bottom bars in inner portrait): the vertical bar's side strip (right
    /// inset r on canvas width W: x W − r … W; left inset l: x 0 … l) where the state has a vertical bar, then
    /// the top strip (y 0 … top inset) and the bottom strip (y H − bottom inset … H) where those insets are
    /// not 0.
    public var barStrips: [BarStrip] {
        var result: [BarStrip] = []
        switch bars {
        case .verticalRight where safeArea.right > 0:
            result.append(BarStrip(bar: .vertical, alongX: true, start: width - safeArea.right, end: width))
        case .verticalLeft where safeArea.left > 0:
            result.append(BarStrip(bar: .vertical, alongX: true, start: 0, end: safeArea.left))
        default: break
        }
        if safeArea.top > 0 { result.append(BarStrip(bar: .top, alongX: false, start: 0, end: safeArea.top)) }
        if safeArea.bottom > 0 {
            result.append(BarStrip(bar: .bottom, alongX: false, start: height - safeArea.bottom, end: height))
        }
        return result
    }
}
