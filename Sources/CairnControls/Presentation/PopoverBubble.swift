import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

// The popover's presenter (placing the bubble next to its anchor) and the bubble itself
// (its outline with the arrow, fill, shadow and glass).

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
        let parts = Self.parts(f, side: geometry.side, tip: geometry.tip, metrics: m)
        list.append(PopoverMetrics.shadow(outside: outline, parts: parts))
        if node.children.count > 1 {
            // `presentationBackground`: the view, clipped to the outline.
            var background = DisplayList()
            node.children[1].draw(into: &background)
            list.append(.group(DisplayList.Group(clips: [DisplayList.Clip(path: outline)], content: background)))
        } else if m.glass {
            list.items += GlassLook.items(path: outline, bounds: bounds, glass: .regular, scheme: env.colorScheme, era: env.designEra,
                                          parts: parts, shadow: false)
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
