import CairnGeometry
import Foundation

/// `padding` (reference §8): the child is proposed the proposal minus the insets (never
/// below 0; nil stays nil) and sits at (leading, top); the size is the child's plus the
/// insets, never below 0. Negative insets shrink the size and let the child overflow.
package struct PaddingLayout: UnaryLayout {
    package var insets: EdgeInsets

    package init(insets: EdgeInsets) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        self.insets = EdgeInsets(top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom), trailing: clean(insets.trailing))
    }

    package var resetSpacingEdges: Edge.Set {
        var s: Edge.Set = []
        if insets.top != 0 { s.insert(.top) }
        if insets.leading != 0 { s.insert(.leading) }
        if insets.bottom != 0 { s.insert(.bottom) }
        if insets.trailing != 0 { s.insert(.trailing) }
        return s
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max($0 - insets.leading - insets.trailing, 0) },
            height: p.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        let c = child.sizeThatFits(childProposal(proposal))
        return CGSize(
            width: max(c.width + insets.leading + insets.trailing, 0),
            height: max(c.height + insets.top + insets.bottom, 0))
    }

    package func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> LayoutPlacement {
        let cp = childProposal(proposal)
        return LayoutPlacement(origin: CGPoint(x: insets.leading, y: insets.top), proposal: cp, size: child.sizeThatFits(cp))
    }
}

/// `fixedSize(horizontal:vertical:)` (reference §9): the fixed axes are proposed nil (the
/// ideal); the size is the child's; the child is centred. Forwards the child's priority.
package struct FixedSizeLayout: UnaryLayout {
    package var horizontal: Bool
    package var vertical: Bool

    package init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    package var forwardsPriority: Bool { true }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    package func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> LayoutPlacement {
        let cp = childProposal(proposal)
        let c = child.sizeThatFits(cp)
        return LayoutPlacement(origin: CGPoint(x: (size.width - c.width) / 2, y: (size.height - c.height) / 2), proposal: cp, size: c)
    }
}

/// `position(x:y:)` (reference §9): as big as the proposal (an unspecified axis takes the
/// child's length); the child is proposed that and its centre goes at (x, y).
package struct PositionLayout: UnaryLayout {
    package var position: CGPoint

    package init(position: CGPoint) {
        self.position = CGPoint(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
    }

    package var resetSpacingEdges: Edge.Set { .all }

    package func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        if let w = proposal.width, let h = proposal.height { return CGSize(width: w, height: h) }
        let c = child.sizeThatFits(proposal)
        return CGSize(width: proposal.width ?? c.width, height: proposal.height ?? c.height)
    }

    package func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> LayoutPlacement {
        let c = child.sizeThatFits(proposal)
        return LayoutPlacement(origin: CGPoint(x: position.x - c.width / 2, y: position.y - c.height / 2), proposal: proposal, size: c)
    }
}

/// How content fits a space of another aspect ratio.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

/// `aspectRatio(_:contentMode:)` (reference §9): unless the proposal is fully unspecified,
/// the child is proposed the largest (fit) or smallest (fill) size of the ratio that fits
/// (fills) the proposal — a missing axis does not constrain — and is centred.
package struct AspectRatioLayout: UnaryLayout {
    package var ratio: CGFloat?
    package var contentMode: ContentMode

    package init(ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.contentMode = contentMode
    }

    func childProposal(_ p: ProposedViewSize, child: LayoutSubview) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        let shape: CGSize
        if let ratio {
            shape = CGSize(width: ratio, height: 1)
        } else {
            let ideal = child.sizeThatFits(.unspecified)
            guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return p }
            shape = ideal
        }
        let sx = p.width.map { $0 / shape.width }
        let sy = p.height.map { $0 / shape.height }
        let scale: CGFloat
        switch (sx, sy, contentMode) {
        case let (x?, y?, .fit): scale = min(x, y)
        case let (x?, y?, .fill): scale = max(x, y)
        case let (x?, nil, _): scale = x
        case let (nil, y?, _): scale = y
        case (nil, nil, _): return p
        }
        guard scale.isFinite else { return p }
        return ProposedViewSize(width: shape.width * scale, height: shape.height * scale)
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        child.sizeThatFits(childProposal(proposal, child: child))
    }

    package func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> LayoutPlacement {
        let cp = childProposal(proposal, child: child)
        let c = child.sizeThatFits(cp)
        return LayoutPlacement(origin: CGPoint(x: (size.width - c.width) / 2, y: (size.height - c.height) / 2), proposal: cp, size: c)
    }
}
