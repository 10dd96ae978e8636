import Cairn
import Foundation

/// A proxy that you use to access the scales and plot area of a chart (Swift Charts'
/// `ChartProxy`), given to the content of `chartOverlay` and `chartBackground`.
///
/// Positions are in the plot area's coordinates (origin at its top-leading corner, y down), as
/// in Swift Charts; read the plot area's frame in your own coordinates through a
/// `GeometryReader`: `geometry[proxy.plotFrame!]`. A proxy whose view contains no chart
/// answers `nil` (and a zero plot size).
///
/// In a still image the proxy describes the chart as laid out for that image: the overlay is
/// built after the chart is placed, so its values are the final ones.
public struct ChartProxy {
    let plan: ChartPlan?
    /// The plot area in root coordinates.
    let plotGlobalFrame: CGRect

    init(plan: ChartPlan?, plotGlobalFrame: CGRect) {
        self.plan = plan
        self.plotGlobalFrame = plotGlobalFrame
    }

    private var geometry: ChartGeometry? { plan.map { ChartGeometry(plan: $0, size: plotGlobalFrame.size) } }

    /// The frame of the plot area (Swift Charts' `plotFrame`, iOS 17): resolve it with a
    /// `GeometryProxy` (`geometry[frame]`) to get it in that reader's coordinates. `nil` when the
    /// view has no chart.
    public var plotFrame: Anchor<CGRect>? {
        guard plan != nil else { return nil }
        return plotAreaFrame
    }

    /// The frame of the plot area (Swift Charts' `plotAreaFrame`, iOS 16; deprecated by Apple in
    /// favour of `plotFrame`). Without a chart it resolves to an empty rectangle at the origin.
    public var plotAreaFrame: Anchor<CGRect> {
        let frame = plan == nil ? CGRect.zero : plotGlobalFrame
        return Anchor<CGRect>(resolve: { origin in
            frame == .zero ? .zero : frame.offsetBy(dx: -origin.x, dy: -origin.y)
        })
    }

    /// The size of the plot area (Swift Charts' `plotSize`, iOS 17).
    public var plotSize: CGSize { plan == nil ? .zero : plotGlobalFrame.size }

    /// The size of the plot area (Swift Charts' `plotAreaSize`, iOS 16; deprecated by Apple in
    /// favour of `plotSize`).
    public var plotAreaSize: CGSize { plotSize }

    /// The horizontal position of an x value in the plot area (a category's band centre), or
    /// `nil` when the value does not fit the x scale (Swift Charts' `position(forX:)`).
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        geometry?.xPosition(PlotValue(value))
    }

    /// The vertical position of a y value in the plot area, or `nil` when the value does not
    /// fit the y scale (Swift Charts' `position(forY:)`).
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        geometry?.yPosition(PlotValue(value))
    }

    /// The position of an (x, y) pair in the plot area, or `nil` if either does not fit
    /// (Swift Charts' `position(for:)`).
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The span of the x scale's band at a category (Swift Charts' `positionRange(forX:)`): the
    /// band's start...end; for a continuous value, the single position.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        guard let plan, let g = geometry, let c = g.xPosition(PlotValue(value)) else { return nil }
        guard plan.x.kind == .category else { return c...c }
        let half = g.step(horizontalAxis: true) / 2
        return (c - half)...(c + half)
    }

    /// The span of the y scale's band at a category (Swift Charts' `positionRange(forY:)`).
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        guard let plan, let g = geometry, let c = g.yPosition(PlotValue(value)) else { return nil }
        guard plan.y.kind == .category else { return c...c }
        let half = g.step(horizontalAxis: false) / 2
        return (c - half)...(c + half)
    }

    /// The x value at a horizontal position in the plot area, as `P` (Swift Charts'
    /// `value(atX:as:)`): the category whose band holds the position, or the number or date the
    /// scale maps there (positions outside the plot extrapolate on continuous scales). `nil` if
    /// the scale's values are not of type `P`, or outside every category band.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let plan, let g = geometry, position.isFinite else { return nil }
        return ChartProxy.value(on: plan.x, fraction: g.xFraction(at: position), yAxis: false)?.converted(to: P.self)
    }

    /// The y value at a vertical position in the plot area, as `P` (Swift Charts'
    /// `value(atY:as:)`).
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let plan, let g = geometry, position.isFinite else { return nil }
        return ChartProxy.value(on: plan.y, fraction: g.yTopFraction(at: position), yAxis: true)?.converted(to: P.self)
    }

    /// The (x, y) values at a position in the plot area (Swift Charts' `value(at:as:)`).
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: position.x, as: X.self), let y = value(atY: position.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// The value a scale maps to `fraction` of the axis measured from the plot's top-leading
    /// corner (so a y axis counts down from the top).
    static func value(on scale: AxisScale, fraction position: Double, yAxis: Bool) -> PlotValue? {
        if scale.kind == .category {
            var f = position
            if scale.reversed { f = 1 - f }
            guard f >= 0, f < 1 || (f == 1 && !scale.categories.isEmpty) else { return nil }
            let i = min(Int(f * Double(scale.bandCount)) + (scale.window?.first ?? 0), scale.categories.count - 1)
            return i >= 0 && i < scale.categories.count ? .category(scale.categories[i]) : nil
        }
        // Continuous scales measure up from the bottom on the y axis.
        var f = yAxis ? 1 - position : position
        if scale.reversed { f = 1 - f }
        let v: Double
        switch scale.type {
        case .log:
            guard scale.lo > 0, scale.hi > scale.lo else { return nil }
            v = pow(10, log10(scale.lo) + f * (log10(scale.hi) - log10(scale.lo)))
        case .squareRoot:
            let s = { (x: Double) in x < 0 ? -sqrt(-x) : sqrt(x) }
            let t = s(scale.lo) + f * (s(scale.hi) - s(scale.lo))
            v = t < 0 ? -(t * t) : t * t
        default:
            v = scale.lo + f * (scale.hi - scale.lo)
        }
        guard v.isFinite else { return nil }
        return scale.kind == .date ? .date(Date(timeIntervalSinceReferenceDate: v)) : .number(v)
    }
}

/// Where a chart inside a view with `chartOverlay`/`chartBackground` reports its plan and plot
/// frame when it is placed; the overlay, placed after the chart, reads it. The first chart
/// placed wins (Swift Charts: "If self contains more than one chart, the chart proxy will refer
/// to the first chart").
final class ChartProxyBox: @unchecked Sendable {
    private(set) var plan: ChartPlan?
    private(set) var plotGlobalFrame: CGRect = .zero

    /// Records a chart's plot frame (root coordinates) unless another chart came first.
    func record(_ plan: ChartPlan, frame: CGRect) {
        if let current = self.plan, current !== plan { return }
        self.plan = plan
        plotGlobalFrame = frame
    }

    var proxy: ChartProxy { ChartProxy(plan: plan, plotGlobalFrame: plotGlobalFrame) }
}

private struct ChartProxyBoxesKey: EnvironmentKey {
    static var defaultValue: [ChartProxyBox] { [] }
}

extension EnvironmentValues {
    /// The boxes the charts inside `chartOverlay`s and `chartBackground`s report to, outermost
    /// first: nested modifiers (an example's own drag overlay inside a test's probe) each get
    /// the chart.
    var chartProxyBoxes: [ChartProxyBox] {
        get { self[ChartProxyBoxesKey.self] }
        set { self[ChartProxyBoxesKey.self] = newValue }
    }
}

/// Reports the plot area's frame to the proxy boxes when placed; draws nothing.
struct PlotFrameRecorder: View {
    let plan: ChartPlan
    let boxes: [ChartProxyBox]
    var body: some View {
        GeometryReader { geometry in
            let _ = boxes.forEach { $0.record(plan, frame: geometry.frame(in: .global)) }
            Color.clear
        }
    }
}

/// A view that contains a chart with an overlay or background built from its proxy.
struct ChartProxyModifier<Base: View, Content: View>: View {
    let base: Base
    let alignment: Alignment
    let isOverlay: Bool
    let content: (ChartProxy) -> Content
    @Environment(\.chartProxyBoxes) private var outer

    var body: some View {
        let box = ChartProxyBox()
        let reader = GeometryReader { geometry in
            content(box.proxy).frame(width: geometry.size.width, height: geometry.size.height, alignment: alignment)
        }
        let chart = base.environment(\.chartProxyBoxes, outer + [box])
        if isOverlay {
            chart.overlay(reader)
        } else {
            chart.background(reader)
        }
    }
}

extension View {
    /// Adds an overlay to a view that contains a chart, built from the chart's proxy (Swift
    /// Charts' `chartOverlay(alignment:content:)`, "Adds an overlay to a view that contains a
    /// chart"): the overlay covers this view, `content` is proposed its size and aligned by
    /// `alignment`, and `ChartProxy` converts between data values and positions in the plot
    /// area. If this view contains several charts, the proxy refers to the first.
    ///
    /// Interaction (gestures in the overlay) does not apply to still images; drawing with the
    /// proxy does: a `Rectangle` at `proxy.position(forX:)` lands on the mark of that value.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        ChartProxyModifier(base: self, alignment: alignment, isOverlay: true, content: content)
    }

    /// Adds a background to a view that contains a chart, built from the chart's proxy (Swift
    /// Charts' `chartBackground(alignment:content:)`, "Adds a background to a view that
    /// contains a chart"): drawn behind this view, covering it, with `content` aligned by
    /// `alignment`. If this view contains several charts, the proxy refers to the first.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        ChartProxyModifier(base: self, alignment: alignment, isOverlay: false, content: content)
    }
}
