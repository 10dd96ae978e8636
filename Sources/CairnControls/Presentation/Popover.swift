import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

// `popover(isPresented:attachmentAnchor:arrowEdge:content:)` and `popover(item:…)` on an
// iPhone, and `presentationCompactAdaptation(_:)`, which decides what they become there: a
// sheet by default (Apple: popovers adapt to sheets in compact width), or a real popover, a
// bubble with an arrow pointing at the view it is attached to.

/// How a presentation adapts to a compact size class, such as an iPhone's width (Apple:
/// `PresentationAdaptation`, iOS 16.4).
public struct PresentationAdaptation: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind

    /// The system's adaptation: on an iPhone a popover becomes a sheet, a sheet stays one.
    public static let automatic = PresentationAdaptation(kind: .automatic)
    /// No adaptation: the presentation keeps its own appearance (a popover stays a popover).
    public static let none = PresentationAdaptation(kind: .none)
    /// Prefer a popover appearance.
    public static let popover = PresentationAdaptation(kind: .popover)
    /// Prefer a sheet appearance.
    public static let sheet = PresentationAdaptation(kind: .sheet)
    /// Prefer a full-screen-cover appearance.
    public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}

extension View {
    /// Specifies how the presentation this view is the content of adapts to compact size
    /// classes (Apple: `presentationCompactAdaptation(_:)`, iOS 16.4). Cairn draws an iPhone,
    /// compact in width: in a `popover`, `.popover` or `.none` keeps the popover (a bubble
    /// pointing at its anchor, see `PopoverPresenterBehavior`), `.fullScreenCover` covers the
    /// canvas, `.automatic` and `.sheet` give the sheet. In a `sheet`, `.fullScreenCover`
    /// covers the canvas; the others leave the sheet as it is. Outside a presentation it
    /// changes nothing.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        SheetOptionModifier(content: self) { if $0.compactAdaptation == nil { $0.compactAdaptation = adaptation } }
    }

    /// Specifies the adaptations for a horizontally and a vertically compact size class
    /// (Apple: `presentationCompactAdaptation(horizontal:vertical:)`). An iPhone is compact in
    /// width in either orientation, and where both are compact SwiftUI uses `horizontal`, so
    /// Cairn uses `horizontal`.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        presentationCompactAdaptation(horizontal)
    }

    /// Presents a popover while `isPresented` is true (Apple:
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`). On an iPhone (compact
    /// width) SwiftUI adapts a popover to a sheet, which Cairn draws as `sheet(isPresented:)`
    /// does; with `presentationCompactAdaptation(.popover)` (or `.none`) in `content` it stays
    /// a popover: the content at its ideal size in a bubble whose arrow points at
    /// `attachmentAnchor` of this view, on the side `arrowEdge` names, or where the content fits
    /// (below, then above) when it is nil. See `PopoverPresenterBehavior` for the numbers.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        let shown = isPresented.wrappedValue
        return PopoverPresenter(content: self, popover: shown ? content() : nil, anchor: attachmentAnchor, arrowEdge: arrowEdge)
    }

    /// Presents a popover built from `item` while it is not nil (Apple:
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`), drawn as
    /// `popover(isPresented:…)` draws.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        PopoverPresenter(content: self, popover: item.wrappedValue.map(content), anchor: attachmentAnchor, arrowEdge: arrowEdge)
    }
}

/// A node already resolved, as a view: a presentation resolves its content first (to read
/// what its `presentation…` modifiers ask for), then builds its chrome around that node.
struct ResolvedNodeView: View, PrimitiveView {
    let node: ViewNode
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { [node] }
}

/// The view `.popover` returns. Not presented, it is its content (same nodes, same bytes).
/// Presented, the popover's content is resolved first; what its
/// `presentationCompactAdaptation` asks for decides the presentation: a popover bubble, a
/// full screen cover, or (by default) a sheet, drawn exactly as `.sheet` draws one.
struct PopoverPresenter<Content: View, Popover: View>: View, PrimitiveView {
    let content: Content
    let popover: Popover?
    let anchor: PopoverAttachmentAnchor
    let arrowEdge: Edge?
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard let popover else { return context.resolve(content) }
        let era = context.environment.designEra
        let anchor = anchor, arrowEdge = arrowEdge
        return context.presentation(of: content, isPresented: true) { ctx in
            let recorder = SheetOptionsRecorder()
            recorder.era = era
            var inner = ctx.child(2)
            inner.stackAxis = nil
            inner.environment.sheetOptionsRecorder = recorder
            let node = inner.resolveSingle(popover, implicit: nil)
            switch recorder.compactAdaptation?.kind ?? .automatic {
            case .popover, .none:
                let geometry = PopoverGeometry()
                var children = [node]
                if let background = recorder.background {
                    children.append(ctx.child(3).resolveSingle(background, implicit: nil))
                }
                let bubble = ViewNode(PopoverBubbleBehavior(geometry: geometry), children: children,
                                      context: ctx.child(1), name: "PopoverBubble")
                return (PopoverPresenterBehavior(anchor: anchor, arrowEdge: arrowEdge, geometry: geometry), bubble, "Popover")
            case .fullScreenCover:
                return SheetPresenter<EmptyView, EmptyView>.presented(node, recorder: recorder, kind: .fullScreen, context: ctx)
            case .automatic, .sheet:
                return SheetPresenter<EmptyView, EmptyView>.presented(node, recorder: recorder, kind: .page, context: ctx)
            }
        }
    }
}

/// Where a placed popover's arrow is: written when the popover is placed, read when its
/// bubble is drawn (the bubble sees only its own rectangle, not the view it points at).
final class PopoverGeometry: @unchecked Sendable {
    /// The bubble's side the arrow stands on; nil: no arrow.
    var side: Edge?
    /// The arrow's tip, in root coordinates.
    var tip: CGPoint = .zero
}

/// The numbers of a popover on an iPhone in one design era. Apple publishes none; these are
/// UIKit's own constants as third parties read them from UIKitCore (decompiled from iOS 18.2
/// and 26.1 restore images, and a runtime probe of popover frames on the iOS 26.1 simulator;
/// the sources and each number's confidence are in the Presentations article).
struct PopoverMetrics: Equatable {
    /// The bubble's corner radius (continuous corners), before the clamp of `radius(for:)`.
    var cornerRadius: CGFloat
    /// The arrow's height, from the bubble's edge to its tip.
    var arrowHeight: CGFloat = 13
    /// The arrow's width where its straight flanks would meet the bubble.
    var arrowBase: CGFloat = 26
    /// How far beyond each end of the base the flanks' flare reaches along the edge.
    var arrowFlare: CGFloat = 5.5
    /// The least distance from the arrow's centre to the bubble's end, beyond the corner
    /// radius (UIKit pins the arrow into the corner past it; Cairn stops it there).
    var arrowClearance: CGFloat = 15
    /// The distances the bubble keeps from the canvas's edges (UIKit's default popover
    /// layout margins).
    var margins: EdgeInsets
    /// Whether the bubble is Liquid Glass (iOS 26) rather than an opaque fill.
    var glass: Bool

    /// iOS 17 and 18: `_UIPopoverShapeLayerChromeView` (radius 13, arrow 13 × 26); margins 30
    /// at the top, 19 at the sides, 10 at the bottom.
    static let iOS17 = PopoverMetrics(cornerRadius: 13, margins: EdgeInsets(top: 30, leading: 19, bottom: 10, trailing: 19), glass: false)
    /// iOS 26: radius 34 under Liquid Glass, the same arrow, margins 10 on an iPhone.
    static let iOS26 = PopoverMetrics(cornerRadius: 34, margins: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10), glass: true)

    static func metrics(_ era: DesignEra) -> PopoverMetrics { era == .iOS26 ? iOS26 : iOS17 }

    /// The corner radius of a popover whose bounds (arrow included) are `size`: UIKit clamps
    /// it so the continuous corners fit, to min(width, height) / 2 / 1.528.
    func radius(for size: CGSize) -> CGFloat {
        let shorter = min(size.width, size.height)
        guard shorter.isFinite, shorter > 0 else { return 0 }
        return min(cornerRadius, shorter / 2 / 1.52866483)
    }

    /// The shadow under an opaque bubble: Cairn's estimate (UIKit draws a bitmap reaching 150
    /// points out whose opacity no one has measured): black at 0.12, σ 15, 4 points down.
    static let shadowColor = Color(red: 0, green: 0, blue: 0, opacity: 0.12).resolved
    /// The shadow's σ (see `shadowColor`).
    static let shadowSigma = 15.0
    /// The shadow's offset (see `shadowColor`).
    static let shadowOffset = CGSize(width: 0, height: 4)
}

/// Where a popover goes, in canvas coordinates: its bubble (without the arrow) and its
/// arrow's tip, on the source's edge.
struct PopoverPlacement: Equatable {
    /// The bubble, the arrow excluded.
    var frame: CGRect
    /// The bubble's side carrying the arrow (`.top`: the arrow points up at the source above).
    var side: Edge
    /// The arrow's tip.
    var tip: CGPoint

    /// The source's side the popover appears on.
    enum Position: CaseIterable { case above, right, below, left }

    /// Places content whose size for a proposal `fit` gives, pointing at `source` in `canvas`.
    /// `position` forces a side (the `arrowEdge` of `popover`, honoured since iOS 18.1);
    /// otherwise UIKit's rule for `permittedArrowDirections = .any`: a candidate on each side
    /// (the content's ideal size plus the arrow, centred on the source), each scored by the
    /// area of it left inside the margins on its side of the source, the largest winning and
    /// ties going to the first in the order above, right, below, left (portrait) or right,
    /// left, above, below (landscape). The winner is then moved inside the margins, and
    /// shortened if it does not fit.
    static func place(source: CGRect, canvas: CGRect, position forced: Position?, metrics m: PopoverMetrics,
                      fit: (ProposedViewSize) -> CGSize) -> PopoverPlacement {
        func finite(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite ? v : fallback }
        let src = CGRect(x: finite(source.minX, canvas.midX), y: finite(source.minY, canvas.midY),
                         width: max(finite(source.width, 0), 0), height: max(finite(source.height, 0), 0))
        let box = CGRect(x: canvas.minX + m.margins.leading, y: canvas.minY + m.margins.top,
                         width: max(canvas.width - m.margins.leading - m.margins.trailing, 0),
                         height: max(canvas.height - m.margins.top - m.margins.bottom, 0))
        func clean(_ s: CGSize) -> CGSize { CGSize(width: max(finite(s.width, 0), 0), height: max(finite(s.height, 0), 0)) }
        // The content's ideal size, narrowed to the room across (re-measured at that width).
        func content(maxWidth: CGFloat) -> CGSize {
            let ideal = clean(fit(.unspecified))
            guard ideal.width > maxWidth else { return ideal }
            return CGSize(width: maxWidth, height: clean(fit(ProposedViewSize(width: maxWidth, height: nil))).height)
        }
        let a = m.arrowHeight
        func candidate(_ p: Position, _ c: CGSize) -> CGRect {
            switch p {
            case .above: return CGRect(x: src.midX - c.width / 2, y: src.minY - c.height - a, width: c.width, height: c.height + a)
            case .below: return CGRect(x: src.midX - c.width / 2, y: src.maxY, width: c.width, height: c.height + a)
            case .right: return CGRect(x: src.maxX, y: src.midY - c.height / 2, width: c.width + a, height: c.height)
            case .left: return CGRect(x: src.minX - c.width - a, y: src.midY - c.height / 2, width: c.width + a, height: c.height)
            }
        }
        // The part of the margins' box on a position's side of the source.
        func region(_ p: Position) -> CGRect {
            switch p {
            case .above: return CGRect(x: box.minX, y: box.minY, width: box.width, height: max(min(src.minY, box.maxY) - box.minY, 0))
            case .below: let y = max(src.maxY, box.minY); return CGRect(x: box.minX, y: y, width: box.width, height: max(box.maxY - y, 0))
            case .right: let x = max(src.midX, box.minX); return CGRect(x: x, y: box.minY, width: max(box.maxX - x, 0), height: box.height)
            case .left: return CGRect(x: box.minX, y: box.minY, width: max(min(src.midX, box.maxX) - box.minX, 0), height: box.height)
            }
        }
        let ideal = content(maxWidth: box.width)
        let position: Position
        if let forced {
            position = forced
        } else {
            let order: [Position] = canvas.height >= canvas.width ? [.above, .right, .below, .left] : [.right, .left, .above, .below]
            var best = order[0], bestArea = -1.0
            for p in order {
                let i = candidate(p, ideal).intersection(region(p))
                let area = i.isNull ? 0 : Double(i.width * i.height).rounded()
                if area > bestArea { best = p; bestArea = area }
            }
            position = best
        }
        // The winner, moved inside the margins on its side of the source and shortened to fit.
        let room: CGRect
        switch position {
        case .above, .below: room = region(position)
        case .right: let x = max(src.maxX, box.minX); room = CGRect(x: x, y: box.minY, width: max(box.maxX - x, 0), height: box.height)
        case .left: room = CGRect(x: box.minX, y: box.minY, width: max(min(src.minX, box.maxX) - box.minX, 0), height: box.height)
        }
        var c = ideal
        if position == .left || position == .right, c.width + a > room.width {
            let w = max(room.width - a, 0)
            c = CGSize(width: w, height: clean(fit(ProposedViewSize(width: w, height: nil))).height)
        }
        if position == .above || position == .below { c.height = min(c.height, max(room.height - a, 0)) } else { c.height = min(c.height, room.height) }
        c.width = min(c.width, room.width)
        func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { max(lo, min(v, max(lo, hi))) }
        let r = m.radius(for: candidate(position, c).size)
        // The arrow stays `r + clearance` from the bubble's ends (centred when there is no room).
        func along(_ mid: CGFloat, _ start: CGFloat, _ length: CGFloat) -> CGFloat {
            let limit = max((length / 2).rounded(.down) - r - m.arrowClearance, 0)
            return start + length / 2 + clamp((mid - start - length / 2).rounded(), -limit, limit)
        }
        switch position {
        case .above, .below:
            let x = clamp(src.midX - c.width / 2, room.minX, room.maxX - c.width)
            let y = position == .below ? src.maxY + a : src.minY - a - c.height
            let frame = CGRect(x: x, y: y, width: c.width, height: c.height)
            return PopoverPlacement(frame: frame, side: position == .below ? .top : .bottom,
                                    tip: CGPoint(x: along(src.midX, frame.minX, frame.width), y: position == .below ? src.maxY : src.minY))
        case .left, .right:
            let y = clamp(src.midY - c.height / 2, room.minY, room.maxY - c.height)
            let x = position == .right ? src.maxX + a : src.minX - a - c.width
            let frame = CGRect(x: x, y: y, width: c.width, height: c.height)
            return PopoverPlacement(frame: frame, side: position == .right ? .leading : .trailing,
                                    tip: CGPoint(x: position == .right ? src.maxX : src.minX, y: along(src.midY, frame.minY, frame.height)))
        }
    }
}

/// A view with a presented popover (kept as one by `presentationCompactAdaptation`): lays
/// out as its content; its second child, the bubble, is placed by `PopoverPlacement` next to
/// the attachment anchor and drawn by `drawRootOverlay` after the whole tree. The view behind
/// is not dimmed (a popover leaves the rest of the screen as it is).
final class PopoverPresenterBehavior: ForwardingBehavior, RootOverlayBehavior {
    let anchor: PopoverAttachmentAnchor
    let arrowEdge: Edge?
    let geometry: PopoverGeometry

    init(anchor: PopoverAttachmentAnchor, arrowEdge: Edge?, geometry: PopoverGeometry) {
        self.anchor = anchor
        self.arrowEdge = arrowEdge
        self.geometry = geometry
    }

    /// The anchor's rectangle in root coordinates, for a view whose frame is `frame`.
    func source(in frame: CGRect) -> CGRect {
        switch anchor {
        case .rect(let source): return source.value(in: frame)
        case .point(let p):
            return CGRect(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height, width: 0, height: 0)
        }
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        node.children[0].placement = LayoutPlacement(origin: .zero, proposal: proposal, size: size)
        guard node.children.count > 1 else { return }
        let canvas = canvas(of: node)
        guard canvas.width.isFinite, canvas.height.isFinite else { return }
        let bubble = node.children[1]
        let rtl = node.environment.layoutDirection == .rightToLeft
        let era = node.environment.designEra
        // `arrowEdge` is the anchor's edge the arrow is on; iOS before 18.1 ignored it.
        var forced: PopoverPlacement.Position?
        if era == .iOS26, let arrowEdge {
            switch arrowEdge {
            case .top: forced = .above
            case .bottom: forced = .below
            case .leading: forced = rtl ? .right : .left
            case .trailing: forced = rtl ? .left : .right
            }
        }
        let placed = PopoverPlacement.place(source: source(in: node.frame), canvas: canvas, position: forced,
                                            metrics: .metrics(era)) { bubble.sizeThatFits($0) }
        geometry.side = placed.side
        geometry.tip = placed.tip
        var x = placed.frame.minX - node.frame.minX
        if rtl { x = size.width - x - placed.frame.width }
        bubble.placement = LayoutPlacement(origin: CGPoint(x: x, y: placed.frame.minY - node.frame.minY),
                                           proposal: ProposedViewSize(placed.frame.size), size: placed.frame.size)
    }

    /// The content only: the popover is drawn over the canvas by `drawRootOverlay`.
    func draw(_ node: ViewNode, into list: inout DisplayList) { node.children[0].draw(into: &list) }

    /// The popover, over everything, with nothing dimmed.
    func drawRootOverlay(_ node: ViewNode, canvas: CGRect, into list: inout DisplayList) {
        guard node.children.count > 1 else { return }
        node.children[1].draw(into: &list)
    }
}

/// The popover's bubble: sized and laid out as its content (its first child); drawn as a
/// rounded rectangle with an arrow (`PopoverGeometry`) on a shadow, filled with the system
/// background (iOS 26: regular Liquid Glass) or, when `presentationBackground` sets one, with
/// that view (the second child, laid out in the outline's bounds and clipped to it); the
/// content clipped to the rounded rectangle.
final class PopoverBubbleBehavior: ForwardingBehavior {
    let geometry: PopoverGeometry

    init(geometry: PopoverGeometry) { self.geometry = geometry }

    /// The bubble's outline: the rounded rectangle `frame` (continuous corners, radius clamped
    /// by `PopoverMetrics.radius(for:)`) and the arrow on `side` with its tip at `tip`, as two
    /// subpaths of the same winding (so a non-zero fill is their union). The arrow is UIKit's
    /// shape (`_UIPopoverShapePathProviderIOS` as read from iOS 26.1): straight flanks from a
    /// base `arrowBase` wide to a tip rounded over 4 points, each flank flaring into the edge
    /// `arrowFlare` beyond the base, by cubics whose control points sit at the base's ends.
    static func outline(_ frame: CGRect, side: Edge?, tip: CGPoint, metrics m: PopoverMetrics) -> Path {
        var p = Path()
        for part in parts(frame, side: side, tip: tip, metrics: m) { p.addPath(part) }
        return p
    }

    /// The outline's two pieces: the rounded rectangle, then the arrow (none without a side).
    static func parts(_ frame: CGRect, side: Edge?, tip: CGPoint, metrics m: PopoverMetrics) -> [Path] {
        let r = radius(frame, side: side, metrics: m)
        var bubble = Path()
        bubble.addRoundedRect(in: frame, cornerSize: CGSize(width: r, height: r), style: .continuous)
        guard let side, frame.width > 0, frame.height > 0 else { return [bubble] }
        var p = Path()
        // The arrow pointing up with its tip at the origin, its base on y = h (1 inside the
        // bubble, so the two overlap), turned to `side` by a rotation (the winding kept).
        let h = m.arrowHeight, b = m.arrowBase / 2, f = b + m.arrowFlare
        let t: CGAffineTransform
        switch side {
        case .top: t = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: tip.x, ty: tip.y)
        case .bottom: t = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: tip.x, ty: tip.y)
        case .leading: t = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: tip.x, ty: tip.y)
        case .trailing: t = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: tip.x, ty: tip.y)
        }
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        p.move(to: pt(-f, h + 1))
        p.addLine(to: pt(-f, h))
        p.addCurve(to: pt(-b / 2, h / 2), control1: pt(-b, h), control2: pt(-b, h))
        p.addLine(to: pt(-2, 1))
        p.addCurve(to: pt(2, 1), control1: pt(0, 0), control2: pt(0, 0))
        p.addLine(to: pt(b / 2, h / 2))
        p.addCurve(to: pt(f, h), control1: pt(b, h), control2: pt(b, h))
        p.addLine(to: pt(f, h + 1))
        p.closeSubpath()
        return [bubble, p]
    }

    /// The corner radius of a bubble `frame` with its arrow on `side`: clamped for the
    /// popover's bounds, the arrow included.
    static func radius(_ frame: CGRect, side: Edge?, metrics m: PopoverMetrics) -> CGFloat {
        let vertical = side == .top || side == .bottom
        return m.radius(for: CGSize(width: frame.width + (vertical || side == nil ? 0 : m.arrowHeight),
                                    height: frame.height + (vertical ? m.arrowHeight : 0)))
    }

    /// The outline of the placed bubble `node`.
    func outline(_ node: ViewNode) -> Path {
        Self.outline(node.frame, side: geometry.side, tip: geometry.tip, metrics: .metrics(node.environment.designEra))
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        node.children[0].placement = LayoutPlacement(origin: .zero, proposal: proposal, size: size)
        guard node.children.count > 1 else { return }
        // The background spans the outline, arrow included (root → the node's coordinates).
        let bounds = outline(node).boundingRect
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return }
        var x = bounds.minX - node.frame.minX
        if node.environment.layoutDirection == .rightToLeft { x = size.width - x - bounds.width }
        node.children[1].placement = LayoutPlacement(origin: CGPoint(x: x, y: bounds.minY - node.frame.minY),
                                                     proposal: ProposedViewSize(bounds.size), size: bounds.size)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.width.isFinite, f.height.isFinite, f.width > 0, f.height > 0 else { return }
        let env = node.environment
        let m = PopoverMetrics.metrics(env.designEra)
        let outline = outline(node)
        let bounds = outline.boundingRect
        // The shadow, outside the outline only (so it shows through no glass or translucent
        // background): the outline filled, shadowed, and clipped to the outside of itself.
        let far = bounds.insetBy(dx: -200, dy: -200)
        var outside = Path(far)
        outside.addPath(outline)
        list.append(.group(DisplayList.Group(clips: [DisplayList.Clip(path: outside, style: FillStyle(eoFill: true))], content: DisplayList([
            .layer(DisplayList.Layer(content: DisplayList([.fill(outline, .color(Color.black.resolved), FillStyle())]), filters: [
                .shadow(color: PopoverMetrics.shadowColor, sigma: PopoverMetrics.shadowSigma, offset: PopoverMetrics.shadowOffset),
            ])),
        ]))))
        if node.children.count > 1 {
            // `presentationBackground`: the view, clipped to the outline.
            var background = DisplayList()
            node.children[1].draw(into: &background)
            list.append(.group(DisplayList.Group(clips: [DisplayList.Clip(path: outline)], content: background)))
        } else if m.glass {
            list.items += GlassLook.items(path: outline, bounds: bounds, glass: .regular, scheme: env.colorScheme, era: env.designEra,
                                          parts: Self.parts(f, side: geometry.side, tip: geometry.tip, metrics: m))
        } else {
            // The elevated system background: white, (28, 28, 30) in the dark.
            let palette = env.controlPalette
            let fill = env.colorScheme == .dark ? palette.secondaryBackground : palette.background
            list.append(.fill(outline, .color(fill.resolved), FillStyle()))
        }
        let r = Self.radius(f, side: geometry.side, metrics: m)
        var content = DisplayList()
        node.children[0].draw(into: &content)
        list.append(.group(DisplayList.Group(clips: [DisplayList.Clip(path: RoundedRectangle(cornerRadius: r, style: .continuous).path(in: f))],
                                             content: content)))
    }
}
