import Cairn
import Foundation

// Scrollable charts at rest (iOS 17): `chartScrollableAxes`, `chartXVisibleDomain(length:)`,
// `chartScrollPosition(initialX:)` and friends. A still image is a chart nobody has scrolled:
// it shows the initial window — the visible domain's length from the initial scroll position
// (by default the domain's start; on a category axis, the first categories) — with the marks
// outside it clipped to the plot and the axis labelling only the window. Gestures and scroll
// target behaviours change nothing at rest.

extension View {
    /// Sets the scrollable axes of charts (Swift Charts' `chartScrollableAxes(_:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartscrollableaxes(_:)). On a
    /// scrollable axis with a visible domain (`chartXVisibleDomain(length:)`), the chart shows
    /// that much of its domain at a time; the rest is reached by scrolling, so a still image
    /// shows the initial window, marks outside it clipped to the plot.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        transformEnvironment(\.chartSettings) {
            $0.x.scrollable = axes.contains(.horizontal)
            $0.y.scrollable = axes.contains(.vertical)
        }
    }

    /// Sets the length of the visible domain in the X dimension (Swift Charts'
    /// `chartXVisibleDomain(length:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartxvisibledomain(length:)):
    /// "measured in data units. For categorical data, this should be the number of visible
    /// categories" (Cairn rounds it to a whole number, at least one); for dates, seconds. Apple
    /// uses it "to control how much of the chart is visible in a scrollable chart", so it
    /// applies when `chartScrollableAxes` includes `.horizontal`. A length that is not finite
    /// and positive shows the whole domain, with a diagnostic.
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let value = PlotValue(length).continuous ?? .nan
        return transformEnvironment(\.chartSettings) { $0.x.visibleLength = value }
    }

    /// Sets the length of the visible domain in the Y dimension (Swift Charts'
    /// `chartYVisibleDomain(length:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartyvisibledomain(length:)); it
    /// applies when `chartScrollableAxes` includes `.vertical`. See `chartXVisibleDomain(length:)`.
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let value = PlotValue(length).continuous ?? .nan
        return transformEnvironment(\.chartSettings) { $0.y.visibleLength = value }
    }

    /// Sets the initial scroll position along the x-axis (Swift Charts'
    /// `chartScrollPosition(initialX:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartscrollposition(initialx:)):
    /// the value at the visible window's leading edge (a category: the first one shown). The
    /// window stays inside the domain, as a scroll view cannot scroll past its content: a
    /// position too near the end shows the last full window. A value the scale cannot place
    /// leaves the window at the domain's start.
    public func chartScrollPosition(initialX: some Plottable) -> some View {
        let value = PlotValue(initialX)
        return transformEnvironment(\.chartSettings) { $0.x.initialPosition = value }
    }

    /// Sets the initial scroll position along the y-axis (Swift Charts'
    /// `chartScrollPosition(initialY:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartscrollposition(initialy:)):
    /// the value at the window's start (its bottom on a number or date axis, its top on a
    /// category axis).
    public func chartScrollPosition(initialY: some Plottable) -> some View {
        let value = PlotValue(initialY)
        return transformEnvironment(\.chartSettings) { $0.y.initialPosition = value }
    }

    /// Associates a binding to be updated when the chart scrolls along the x-axis (Swift
    /// Charts' `chartScrollPosition(x:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartscrollposition(x:)). At rest
    /// the binding's current value is the scroll position (as `initialX`); nothing scrolls, so
    /// the binding is never written.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        let value = PlotValue(x.wrappedValue)
        return transformEnvironment(\.chartSettings) { $0.x.initialPosition = value }
    }

    /// Associates a binding to be updated when the chart scrolls along the y-axis (Swift
    /// Charts' `chartScrollPosition(y:)`); at rest, its value is the scroll position.
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View {
        let value = PlotValue(y.wrappedValue)
        return transformEnvironment(\.chartSettings) { $0.y.initialPosition = value }
    }

    /// Sets the scroll behavior of the scrollable chart (Swift Charts'
    /// `chartScrollTargetBehavior(_:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartscrolltargetbehavior(_:)):
    /// how the chart settles "when the user finishes scrolling". A still image is never
    /// scrolled, so it changes nothing.
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View {
        self
    }

    /// Adds a gesture to the chart, built from its proxy (Swift Charts' `chartGesture(_:)`,
    /// https://developer.apple.com/documentation/swiftui/view/chartgesture(_:), iOS 17). A
    /// still image receives no touches: the gesture is accepted, never built or run, and
    /// nothing is drawn, as on iOS before the first touch.
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View {
        self
    }
}

/// A type that configures the scroll behavior of charts (Swift Charts'
/// `ChartScrollTargetBehavior`,
/// https://developer.apple.com/documentation/charts/chartscrolltargetbehavior): it decides
/// where a scrolled chart settles, so it has no effect on a still image.
public protocol ChartScrollTargetBehavior: ScrollTargetBehavior {}

/// A scroll target behavior that aligns to values spaced at regular intervals along the
/// scrollable axes (Swift Charts' `ValueAlignedChartScrollTargetBehavior`); no effect at rest.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    /// Aligns to multiples of `unit`, and on swipes to `majorAlignment` (Swift Charts'
    /// `init(unit:majorAlignment:limitBehavior:)`).
    public init<T: Plottable & Numeric>(unit: T, majorAlignment: MajorValueAlignment<T>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) {}

    /// Aligns to dates matching `matching` (Swift Charts' `init(matching:majorAlignment:limitBehavior:)`).
    public init(matching: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) {}
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// A behavior that aligns to multiples of `unit` when the user finishes scrolling (Swift
    /// Charts' `valueAligned(unit:majorAlignment:limitBehavior:)`); no effect at rest.
    public static func valueAligned<P: Plottable & Numeric>(unit: P, majorAlignment: MajorValueAlignment<P>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// A behavior that aligns to dates matching `matching` (Swift Charts'
    /// `valueAligned(matching:majorAlignment:limitBehavior:)`); no effect at rest.
    public static func valueAligned(matching: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(matching: matching, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// A behavior that aligns each axis to its own unit (Swift Charts'
    /// `valueAligned(xUnit:yUnit:xMajorAlignment:yMajorAlignment:limitBehavior:)`); no effect at rest.
    public static func valueAligned<X: Plottable & Numeric, Y: Plottable & Numeric>(xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil, yMajorAlignment: MajorValueAlignment<Y>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(unit: xUnit, limitBehavior: limitBehavior)
    }
}

/// How the value-aligned scroll behavior aligns to major values on swipe (Swift Charts'
/// `MajorValueAlignment`); no effect at rest.
public struct MajorValueAlignment<Value>: Sendable {
    /// Align to pages (the visible domain's length).
    public static var page: MajorValueAlignment<Value> { MajorValueAlignment() }

    /// Align to multiples of `unit`.
    public static func unit(_ unit: Value) -> MajorValueAlignment<Value> where Value: Numeric { MajorValueAlignment() }

    /// Align to dates matching `components`.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment<Value> where Value == Date { MajorValueAlignment() }
}

/// How many marks one scroll may move past (Swift Charts' `ValueAlignedLimitBehavior`); no
/// effect at rest.
public struct ValueAlignedLimitBehavior: Hashable, Sendable {
    let storage: Int
    /// Limited for scroll views that are compact along the scrollable axis.
    public static let automatic = ValueAlignedLimitBehavior(storage: 0)
    /// Always limit the amount of marks that can be scrolled.
    public static let always = ValueAlignedLimitBehavior(storage: 1)
    /// Never limit the amount of marks that can be scrolled.
    public static let never = ValueAlignedLimitBehavior(storage: 2)
}

extension ScaleBuilder {
    /// The most categories a visible window holds (far more than any axis can label).
    static let maximumWindowCategories = 1_000_000

    /// Narrows a scrollable scale to its initial window: `length` data units (categories on a
    /// category scale) from the initial position, kept inside the domain. A length that is not
    /// finite and positive leaves the whole domain, with a diagnostic.
    static func applyWindow(_ scale: inout AxisScale, length: Double, start: PlotValue?, diagnostics: inout [String], name: String) {
        guard length.isFinite, length > 0 else {
            diagnostics.append("Chart: the visible \(name) domain's length must be finite and positive; showing the whole domain.")
            return
        }
        if scale.kind == .category {
            let count = scale.categories.count
            let visible = max(1, Int(min(length, Double(maximumWindowCategories)).rounded()))
            guard visible < count else { return }
            var first = 0
            if case .category(let c)? = start, let i = scale.categoryIndex[c] { first = i }
            first = min(first, count - visible)
            scale.window = (first, visible)
            return
        }
        var lo = scale.lo
        if let v = start?.continuous, v.isFinite, start?.kind == scale.kind {
            lo = min(max(v, scale.lo), max(scale.lo, scale.hi - length))
        }
        let hi = lo + length
        // A window too narrow for the numbers to tell apart (10⁻³⁰⁰ at 10³⁰⁰) is no window.
        guard hi > lo, hi.isFinite else {
            diagnostics.append("Chart: the visible \(name) domain is too small to show at these values; showing the whole domain.")
            return
        }
        scale.lo = lo
        scale.hi = hi
        scale.scrolled = true
    }
}
