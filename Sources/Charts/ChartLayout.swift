import Cairn
import Foundation

/// What one subview of a chart is: the layout finds its subviews by this tag, never by
/// counting (a view can resolve to no subview, like `EmptyView` or a false `if`, or to
/// several, like two views in one builder; counting placed the wrong views or trapped).
enum ChartPart: Hashable {
    case plot, yLabel(Int), xLabel(Int), legend, xTitle, yTitle, annotation(Int)
    /// Anything untagged (the diagnostics view, which resolves to nothing).
    case other
}

/// The layout value that tags a chart's subview with its part.
struct ChartPartKey: LayoutValueKey {
    static let defaultValue = ChartPart.other
}

/// A chart's subviews by part. A part with no subview is `nil`; subviews beyond the first for
/// one part, and untagged ones, are `extras` (the layout keeps them out of sight).
struct ChartParts {
    var plot: LayoutSubview?
    var yLabels: [LayoutSubview?]
    var xLabels: [LayoutSubview?]
    var legend: LayoutSubview?
    var xTitle: LayoutSubview?
    var yTitle: LayoutSubview?
    var annotations: [LayoutSubview?]
    var extras: [LayoutSubview] = []

    init(_ subviews: LayoutSubviews, yLabelCount: Int, xLabelCount: Int, annotationCount: Int) {
        yLabels = Array(repeating: nil, count: yLabelCount)
        xLabels = Array(repeating: nil, count: xLabelCount)
        annotations = Array(repeating: nil, count: annotationCount)
        func claim(_ slot: inout LayoutSubview?, _ view: LayoutSubview) {
            if slot == nil { slot = view } else { extras.append(view) }
        }
        for view in subviews {
            switch view[ChartPartKey.self] {
            case .plot: claim(&plot, view)
            case .legend: claim(&legend, view)
            case .xTitle: claim(&xTitle, view)
            case .yTitle: claim(&yTitle, view)
            case .yLabel(let i) where yLabels.indices.contains(i): claim(&yLabels[i], view)
            case .xLabel(let i) where xLabels.indices.contains(i): claim(&xLabels[i], view)
            case .annotation(let i) where annotations.indices.contains(i): claim(&annotations[i], view)
            default: extras.append(view)
            }
        }
    }
}

/// Lays out a chart: the plot area, the axis labels around it, the legend and annotations.
///
/// Each subview carries its `ChartPart` (the plot, a y or x label, the legend, an axis title,
/// an annotation), and the layout looks parts up by it. Steps: 1. measure the labels and the
/// legend at their ideal sizes; 2. reserve the legend's band (below the axes by default);
/// 3. reserve the y labels' width on the trailing side, the x ticks and labels' height at the
/// bottom, and half a label's height at the top so the highest y label fits; 4. place the
/// plot, then each label at its tick, the legend and the annotations at their marks.
struct ChartLayout: Layout {
    let plan: ChartPlan
    let yLabelCount: Int
    let xLabelCount: Int
    let hasLegend: Bool
    let annotations: [(Int, AnnotationPosition, Alignment, CGFloat?, AnnotationOverflowResolution?)]
    let legend: ChartSettings.Legend
    /// Whether the legend is `chartLegend(...content:)`'s view.
    var hasCustomLegend: Bool { legend.content != nil }
    let xTitle: ChartSettings.AxisTitle?
    let yTitle: ChartSettings.AxisTitle?

    func makeCache(subviews: Subviews) -> ChartParts {
        ChartParts(subviews, yLabelCount: yLabelCount, xLabelCount: xLabelCount, annotationCount: annotations.count)
    }

    /// A chart with no proposal takes 300 × 200 points (Cairn's choice; Swift Charts fills the
    /// space it is offered, which a root view always has).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ChartParts) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 300, height: 200))
    }

    /// A chart spaces like a plain view (8 points from its neighbours in a stack), not like
    /// the text labels inside it.
    func spacing(subviews: Subviews, cache: inout ChartParts) -> ViewSpacing { ViewSpacing() }

    /// The gap between the plot (or its ticks) and the y labels: `AxisValueLabel`'s
    /// `horizontalSpacing`, or 4 points.
    var yGap: CGFloat { plan.y.parts.labelPlacement.horizontalSpacing ?? ChartStyle.labelGap }
    /// The gap above (or below) the x labels: `AxisValueLabel`'s `verticalSpacing`, or 4 points.
    var xGap: CGFloat { plan.x.parts.labelPlacement.verticalSpacing ?? ChartStyle.labelGap }

    /// The plot area's frame in `bounds`.
    func plotFrame(in bounds: CGRect, parts: ChartParts) -> CGRect {
        // Step 1: measure (labels on the axis's side, and any on the opposite edge).
        let yMeasured = parts.yLabels.map { $0?.sizeThatFits(.unspecified) }
        let xMeasured = parts.xLabels.map { $0?.sizeThatFits(.unspecified) }
        let ySizes = yMeasured.compactMap { $0 }, xSizes = xMeasured.compactMap { $0 }
        let yOpposite = Self.widest(yMeasured) { plan.y.isOpposite(at: $0, vertical: true) }
        let xOpposite = Self.tallest(xMeasured) { plan.x.isOpposite(at: $0, vertical: false) }
        var rect = bounds
        // Step 2: the legend.
        if hasLegend, let legendView = parts.legend {
            let size = legendView.sizeThatFits(legendProposal(bounds))
            let gap = legend.spacing ?? ChartStyle.legendGap
            switch legend.position.storage {
            case .top: rect.origin.y += size.height + gap; rect.size.height -= size.height + gap
            case .leading: rect.origin.x += size.width + gap; rect.size.width -= size.width + gap
            case .trailing: rect.size.width -= size.width + gap
            default: rect.size.height -= size.height + gap
            }
        }
        // Step 3: the axis titles (x below the x labels or above the plot; y above or below).
        if let xTitle, let view = parts.xTitle {
            let h = view.sizeThatFits(.unspecified).height + (xTitle.spacing ?? ChartStyle.labelGap)
            if xTitle.position.storage == .top { rect.origin.y += h }
            rect.size.height -= h
        }
        if let yTitle, let view = parts.yTitle {
            let h = view.sizeThatFits(.unspecified).height + (yTitle.spacing ?? ChartStyle.labelGap)
            if yTitle.position.storage == .bottom { rect.size.height -= h } else { rect.origin.y += h; rect.size.height -= h }
        }
        // Step 4: the axes.
        let yWidth = Self.widest(yMeasured) { !plan.y.isOpposite(at: $0, vertical: true) }
        if yWidth > 0 {
            if plan.y.position == .leading { rect.origin.x += yWidth + yGap }
            rect.size.width -= yWidth + yGap
        }
        if yOpposite > 0 {
            let room = yOpposite + yGap + oppositeTick(plan.y, vertical: true)
            if plan.y.position != .leading { rect.origin.x += room }
            rect.size.width -= room
        }
        if yWidth > 0 || yOpposite > 0 {
            if plan.y.kind != .category, let h = ySizes.map(\.height).max() {
                rect.origin.y += h / 2; rect.size.height -= h / 2
                if xSizes.isEmpty { rect.size.height -= h / 2 }
            }
        }
        let xHeight = Self.tallest(xMeasured) { !plan.x.isOpposite(at: $0, vertical: false) }
        let tick = plan.x.visible ? (plan.x.parts.tick?.length ?? 0) : 0
        let xBand = (xHeight > 0 ? xHeight + xGap : 0) + tick
        if plan.x.position == .top { rect.origin.y += xBand }
        rect.size.height -= xBand
        if xOpposite > 0 {
            let room = xOpposite + xGap + oppositeTick(plan.x, vertical: false)
            if plan.x.position != .top { rect.origin.y += room }
            rect.size.height -= room
        }
        if plan.y.position == .trailing, plan.y.parts.tick != nil, plan.y.visible { rect.size.width -= plan.y.parts.tick?.length ?? 0 }
        rect.size.width = max(0, rect.size.width)
        rect.size.height = max(0, rect.size.height)
        return rect
    }

    /// The widest of the measured labels `include` picks by tick index (0 when none).
    static func widest(_ sizes: [CGSize?], _ include: (Int) -> Bool) -> CGFloat {
        sizes.indices.filter(include).compactMap { sizes[$0]?.width }.max() ?? 0
    }

    /// The tallest of the measured labels `include` picks by tick index (0 when none).
    static func tallest(_ sizes: [CGSize?], _ include: (Int) -> Bool) -> CGFloat {
        sizes.indices.filter(include).compactMap { sizes[$0]?.height }.max() ?? 0
    }

    /// The longest tick drawn on the edge opposite an axis's side.
    private func oppositeTick(_ scale: AxisScale, vertical: Bool) -> CGFloat {
        guard scale.visible else { return 0 }
        return scale.ticks.indices.filter { scale.isOpposite(at: $0, vertical: vertical) }.compactMap { scale.parts(at: $0).tick?.length }.max() ?? 0
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ChartParts) {
        let parts = cache
        let plot = plotFrame(in: bounds, parts: parts)
        parts.plot?.place(at: plot.origin, anchor: .topLeading, proposal: ProposedViewSize(plot.size))
        let g = ChartGeometry(plan: plan, size: plot.size)
        // The y labels, centred on their ticks, beside the plot.
        let yTick = plan.y.parts.tick?.length ?? 0
        var lastY: [Bool: (min: CGFloat, max: CGFloat)] = [:]
        let yPositions = plan.y.ticks.compactMap { g.yPosition($0) }
        for (i, label) in parts.yLabels.enumerated() {
            guard let label else { continue }
            guard i < plan.y.ticks.count, var y = g.yPosition(plan.y.ticks[i]) else { hide(label); continue }
            let placement = plan.y.parts(at: i).labelPlacement
            if placement.centered, plan.y.kind != .category {
                // Midway up to the next value (the plot's top after the last).
                let next = yPositions.filter { $0 < y - 0.5 }.max() ?? 0
                guard y - next >= 0.5 else { hide(label); continue }
                y = (y + next) / 2
            }
            // Crowded labels are thinned (on each side): one that would overlap the last one
            // shown is left out.
            let opposite = plan.y.isOpposite(at: i, vertical: true)
            let h = label.sizeThatFits(.unspecified).height
            let span = (plot.minY + y - h / 2, plot.minY + y + h / 2)
            if placement.thinned, let last = lastY[opposite], span.0 < last.max + 2, span.1 > last.min - 2 { hide(label); continue }
            lastY[opposite] = (span.0, span.1)
            let yTick = opposite ? (plan.y.parts(at: i).tick?.length ?? 0) : yTick
            if (plan.y.position == .leading) != opposite {
                label.place(at: CGPoint(x: plot.minX - yGap - yTick, y: plot.minY + y), anchor: placement.anchor ?? .trailing, proposal: .unspecified)
            } else {
                label.place(at: CGPoint(x: plot.maxX + yGap + yTick, y: plot.minY + y), anchor: placement.anchor ?? .leading, proposal: .unspecified)
            }
        }
        // The x labels: centred under a category, after a continuous tick (or centred in its
        // interval when `centered`).
        let xTick = plan.x.parts.tick?.length ?? 0
        var lastXMax: [Bool: CGFloat] = [:]
        let xPositions = plan.x.ticks.compactMap { g.xPosition($0) }
        for (i, label) in parts.xLabels.enumerated() {
            guard let label else { continue }
            guard i < plan.x.ticks.count, var x = g.xPosition(plan.x.ticks[i]) else { hide(label); continue }
            let placement = plan.x.parts(at: i).labelPlacement
            // Centred labels sit midway to the next value (the plot's end after the last).
            let centered = placement.centered || plan.x.kind == .category
            if placement.centered, plan.x.kind != .category {
                let next = xPositions.filter { $0 > x + 0.5 }.min() ?? plot.width
                guard next - x >= 0.5 else { hide(label); continue }
                x = (x + next) / 2
            }
            let opposite = plan.x.isOpposite(at: i, vertical: false)
            let w = label.sizeThatFits(.unspecified).width
            let minX = centered ? plot.minX + x - w / 2 : plot.minX + x + 2
            // Left out too: a label that would cross the chart's trailing edge.
            if placement.thinned, minX < (lastXMax[opposite] ?? -.infinity) + 4 || minX + w > bounds.maxX + 0.5 { hide(label); continue }
            lastXMax[opposite] = minX + w
            let xTick = opposite ? (plan.x.parts(at: i).tick?.length ?? 0) : xTick
            let top = (plan.x.position == .top) != opposite
            let y = top ? plot.minY - xTick - xGap : plot.maxY + xTick + xGap
            if let anchor = placement.anchor {
                label.place(at: CGPoint(x: plot.minX + x, y: y), anchor: anchor, proposal: .unspecified)
            } else if centered {
                label.place(at: CGPoint(x: plot.minX + x, y: y), anchor: top ? .bottom : .top, proposal: .unspecified)
            } else {
                label.place(at: CGPoint(x: plot.minX + x + 2, y: y), anchor: top ? .bottomLeading : .topLeading, proposal: .unspecified)
            }
        }
        if let legendView = parts.legend {
            let proposal = legendProposal(bounds)
            // Along its side, the legend is aligned by `alignment`: leading by default above
            // or below the chart, centred on the plot beside it.
            let h = legend.alignment?.horizontal ?? .leading
            let v = legend.alignment?.vertical ?? .center
            let x = h == .center ? bounds.midX : h == .trailing ? bounds.maxX : bounds.minX
            let ax: CGFloat = h == .center ? 0.5 : h == .trailing ? 1 : 0
            let y = v == .top ? plot.minY : v == .bottom ? plot.maxY : plot.midY
            let ay: CGFloat = v == .top ? 0 : v == .bottom ? 1 : 0.5
            switch legend.position.storage {
            case .top: legendView.place(at: CGPoint(x: x, y: bounds.minY), anchor: UnitPoint(x: ax, y: 0), proposal: proposal)
            case .leading: legendView.place(at: CGPoint(x: bounds.minX, y: y), anchor: UnitPoint(x: 0, y: ay), proposal: proposal)
            case .trailing: legendView.place(at: CGPoint(x: bounds.maxX, y: y), anchor: UnitPoint(x: 1, y: ay), proposal: proposal)
            default: legendView.place(at: CGPoint(x: x, y: bounds.maxY), anchor: UnitPoint(x: ax, y: 1), proposal: proposal)
            }
        }
        placeTitles(plot: plot, parts: parts)
        for (k, a) in annotations.enumerated() {
            guard k < parts.annotations.count, let view = parts.annotations[k] else { continue }
            guard a.0 < plan.marks.count, let f = g.frame(of: a.0), f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else {
                hide(view)
                continue
            }
            let frame = f.offsetBy(dx: plot.minX, dy: plot.minY)
            // A scrolled chart's annotations scroll away with their marks.
            if plan.isScrolled, !frame.insetBy(dx: -0.5, dy: -0.5).intersects(plot) { hide(view); continue }
            let (point, anchor) = Self.annotationPlacement(frame: frame, position: a.1, alignment: a.2, spacing: a.3 ?? 4,
                                                           horizontalBar: plan.marks[a.0].kind == .bar && plan.horizontal[a.0])
            let placed = Self.fit(point: point, anchor: anchor, size: view.sizeThatFits(.unspecified), overflow: a.4, plot: plot, chart: bounds)
            view.place(at: placed, anchor: anchor, proposal: .unspecified)
        }
        // Untagged subviews and a part's extra ones: out of sight.
        for view in parts.extras { hide(view) }
    }

    /// What the legend is offered: its ideal size beside the plot; the chart's width above or
    /// below it (the automatic legend wraps its entries to that width).
    private func legendProposal(_ bounds: CGRect) -> ProposedViewSize {
        switch legend.position.storage {
        case .leading, .trailing: return .unspecified
        default: return ProposedViewSize(width: bounds.width, height: nil)
        }
    }

    /// Puts a label that is left out far outside the canvas (a layout must place every subview).
    private func hide(_ view: LayoutSubview) {
        view.place(at: CGPoint(x: -100_000, y: -100_000), proposal: .unspecified)
    }

    /// Places the axis titles beside the plot and its labels.
    private func placeTitles(plot: CGRect, parts: ChartParts) {
        let yLabelWidth = parts.yLabels.compactMap { $0?.sizeThatFits(.unspecified).width }.max() ?? 0
        let xLabelHeight = parts.xLabels.compactMap { $0?.sizeThatFits(.unspecified).height }.max() ?? 0
        if let xTitle, let view = parts.xTitle {
            let gap = xTitle.spacing ?? ChartStyle.labelGap
            let h = xTitle.alignment?.horizontal
            let x = h == .leading ? plot.minX : h == .trailing ? plot.maxX : plot.midX
            let ax: CGFloat = h == .leading ? 0 : h == .trailing ? 1 : 0.5
            let tick = plan.x.visible ? (plan.x.parts.tick?.length ?? 0) : 0
            let below = plot.maxY + tick + (xLabelHeight > 0 ? xLabelHeight + ChartStyle.labelGap : 0) + gap
            let point = xTitle.position.storage == .top ? CGPoint(x: x, y: plot.minY - gap) : CGPoint(x: x, y: below)
            view.place(at: point, anchor: UnitPoint(x: ax, y: xTitle.position.storage == .top ? 1 : 0), proposal: .unspecified)
        }
        if let yTitle, let view = parts.yTitle {
            let gap = yTitle.spacing ?? ChartStyle.labelGap
            let leading = plan.y.position == .leading
            let h = yTitle.alignment?.horizontal
            let axisEdge = leading ? plot.minX - (yLabelWidth > 0 ? yLabelWidth + ChartStyle.labelGap : 0)
                                   : plot.maxX + (yLabelWidth > 0 ? yLabelWidth + ChartStyle.labelGap : 0)
            let x = h == .leading ? plot.minX : h == .center ? plot.midX : axisEdge
            let ax: CGFloat = h == .leading ? 0 : h == .center ? 0.5 : (leading ? 0 : 1)
            // Above the highest y label (which reaches half its height above the plot).
            let yLabelHeight = parts.yLabels.compactMap { $0?.sizeThatFits(.unspecified).height }.max() ?? 0
            let top = plot.minY - gap - (plan.y.kind != .category ? yLabelHeight / 2 : 0)
            let tick = plan.x.visible ? (plan.x.parts.tick?.length ?? 0) : 0
            let xBand = tick + (xLabelHeight > 0 ? xLabelHeight + ChartStyle.labelGap : 0)
            let point = yTitle.position.storage == .bottom ? CGPoint(x: x, y: plot.maxY + xBand + gap) : CGPoint(x: x, y: top)
            view.place(at: point, anchor: UnitPoint(x: ax, y: yTitle.position.storage == .bottom ? 0 : 1), proposal: .unspecified)
        }
    }

    /// An annotation's anchor point moved so that its frame stays inside the plot or chart on
    /// each axis whose overflow strategy is `.fit` (a frame larger than the area keeps its
    /// leading or top edge at the area's).
    static func fit(point: CGPoint, anchor: UnitPoint, size: CGSize, overflow: AnnotationOverflowResolution?, plot: CGRect, chart: CGRect) -> CGPoint {
        guard let overflow else { return point }
        var p = point
        func area(_ s: AnnotationOverflowResolution.Strategy) -> CGRect? {
            guard case .fit(let boundary) = s.storage else { return nil }
            return boundary.storage == .plot ? plot : chart
        }
        if let a = area(overflow.x) {
            let minX = p.x - anchor.x * size.width
            let shift = minX < a.minX ? a.minX - minX : (minX + size.width > a.maxX ? max(a.maxX - (minX + size.width), a.minX - minX) : 0)
            p.x += shift
        }
        if let a = area(overflow.y) {
            let minY = p.y - anchor.y * size.height
            let shift = minY < a.minY ? a.minY - minY : (minY + size.height > a.maxY ? max(a.maxY - (minY + size.height), a.minY - minY) : 0)
            p.y += shift
        }
        return p
    }

    /// Where an annotation goes: beside its mark's frame on the side `position` names, aligned
    /// along that side by `alignment`, `spacing` points away. Automatic is the top (the
    /// trailing end of a horizontal bar).
    static func annotationPlacement(frame f: CGRect, position: AnnotationPosition, alignment: Alignment, spacing s: CGFloat, horizontalBar: Bool) -> (CGPoint, UnitPoint) {
        var side = position.storage
        if side == .automatic { side = horizontalBar ? .trailing : .top }
        let h = alignment.horizontal, v = alignment.vertical
        let x: CGFloat = h == .leading ? f.minX : h == .trailing ? f.maxX : f.midX
        let ax: CGFloat = h == .leading ? 0 : h == .trailing ? 1 : 0.5
        let y: CGFloat = v == .top ? f.minY : v == .bottom ? f.maxY : f.midY
        let ay: CGFloat = v == .top ? 0 : v == .bottom ? 1 : 0.5
        switch side {
        case .top: return (CGPoint(x: x, y: f.minY - s), UnitPoint(x: ax, y: 1))
        case .bottom: return (CGPoint(x: x, y: f.maxY + s), UnitPoint(x: ax, y: 0))
        case .leading: return (CGPoint(x: f.minX - s, y: y), UnitPoint(x: 1, y: ay))
        case .trailing: return (CGPoint(x: f.maxX + s, y: y), UnitPoint(x: 0, y: ay))
        case .topLeading: return (CGPoint(x: f.minX - s, y: f.minY - s), .bottomTrailing)
        case .topTrailing: return (CGPoint(x: f.maxX + s, y: f.minY - s), .bottomLeading)
        case .bottomLeading: return (CGPoint(x: f.minX - s, y: f.maxY + s), .topTrailing)
        case .bottomTrailing: return (CGPoint(x: f.maxX + s, y: f.maxY + s), .topLeading)
        default: return (CGPoint(x: f.midX, y: f.midY), .center)
        }
    }
}
