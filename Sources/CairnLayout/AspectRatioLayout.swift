import CairnGeometry
import Foundation

/// How content fits a space of another aspect ratio.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// `fit` scales content to fit inside the space (it may leave space), `fill` to cover it (it may overflow), keeping the aspect ratio.
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
