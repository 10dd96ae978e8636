import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

// Where a popover kept on an iPhone goes: UIKit's metrics for each design era and its rule
// for the side and position of the bubble and its arrow.

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

    /// The shadow of a popover whose outline is `outline`, outside the outline only (so it
    /// shows through no glass or translucent background): the outline filled, shadowed, and
    /// clipped to the outside of itself.
    ///
    /// `parts` are the outline's overlapping pieces (the bubble and its arrow): the clip is
    /// outside each of them, so the strip where they overlap (inside the bubble, where an
    /// even-odd clip of the whole outline would let the shadow in and a translucent glass
    /// bubble would show it as a dark line at the arrow's base) stays clear.
    static func shadow(outside outline: Path, parts: [Path] = []) -> DisplayList.Item {
        let far = Path(outline.boundingRect.insetBy(dx: -200, dy: -200))
        let clips = (parts.isEmpty ? [outline] : parts).map { part -> DisplayList.Clip in
            var outside = far
            outside.addPath(part)
            return DisplayList.Clip(path: outside, style: FillStyle(eoFill: true))
        }
        return .group(DisplayList.Group(clips: clips, content: DisplayList([
            .layer(DisplayList.Layer(content: DisplayList([.fill(outline, .color(Color.black.resolved), FillStyle())]), filters: [
                .shadow(color: shadowColor, sigma: shadowSigma, offset: shadowOffset),
            ])),
        ])))
    }
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
