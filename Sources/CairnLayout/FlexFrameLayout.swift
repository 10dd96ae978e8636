import CairnGeometry
import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (reference §7.2; normalisation verified against SwiftUI by OpenSwiftUI's SymbolDual tests).
///
/// Per axis:
/// 1. Proposal present, min and max present: the proposal clamped to [min, max].
/// 2. Proposal absent, ideal present: the ideal.
/// 3. Otherwise the child is proposed `(proposal ?? ideal)` clamped to [min, max] and
///    min & max: the child's length clamped; only min: `max(min(childProposal, child), min)`;
///    only max: `min(max(childProposal, child), max)` (so `maxWidth: .infinity` fills);
///    neither: the child's length.
/// Placement (iOS 16+): the child is proposed the frame's final length, except on an axis
/// with no ideal, proposed nil, whose final length lies strictly between min and max — there
/// the child keeps nil, so ideal-sized children stay ideal.
package struct FlexFrameLayout: UnaryLayout {
    package struct Constraint: Equatable {
        package var min: CGFloat?
        package var ideal: CGFloat?
        package var max: CGFloat?
        /// Whether the caller gave min > max (kept, as SwiftUI does; sizing then adopts the child).
        package var isContradictory: Bool { if let min, let max { return min > max } else { return false } }

        /// SwiftUI's normalisation: negative min → 0; ideal < min → min; max < ideal → ideal;
        /// with no ideal, max is only raised to ≥ 0. NaN is treated as absent.
        package init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            func clean(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN ? nil : $0 } }
            var lo = clean(min), id = clean(ideal), hi = clean(max)
            if let l = lo { lo = Swift.max(l, 0) }
            if let i = id, let l = lo, i < l { id = l }
            if let h = hi { hi = Swift.max(h, id ?? 0) }
            self.min = lo; self.ideal = id; self.max = hi
        }

        func clamp(_ v: CGFloat) -> CGFloat {
            if isContradictory { return v }
            var r = v
            if let min { r = Swift.max(r, min) }
            if let max { r = Swift.min(r, max) }
            return r
        }

        func childProposal(_ p: CGFloat?) -> CGFloat? { (p ?? ideal).map(clamp) }

        func size(proposal p: CGFloat?, child: () -> CGFloat) -> CGFloat {
            if let p, min != nil, max != nil, !isContradictory { return clamp(p) }
            if p == nil, let ideal { return ideal }
            let cp = childProposal(p)
            let c = child()
            switch (min, max) {
            case (_?, _?): return clamp(c)
            case (let lo?, nil): return Swift.max(Swift.min(cp ?? c, c), lo)
            case (nil, let hi?): return Swift.min(Swift.max(cp ?? c, c), hi)
            case (nil, nil): return c
            }
        }

        func placementProposal(final: CGFloat, proposed: CGFloat?) -> CGFloat? {
            if ideal == nil, proposed == nil, final > (min ?? -.infinity), final < (max ?? .infinity) { return nil }
            return final
        }
    }

    package var horizontal: Constraint
    package var vertical: Constraint
    package var alignment: Alignment

    package init(horizontal: Constraint, vertical: Constraint, alignment: Alignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }

    /// Whether any axis was given min > max (SwiftUI logs "Contradictory frame constraints specified.").
    package var isContradictory: Bool { horizontal.isContradictory || vertical.isContradictory }

    package var resetSpacingEdges: Edge.Set {
        func set(_ c: Constraint) -> Bool { c.min != nil || c.ideal != nil || c.max != nil }
        return (set(horizontal) ? Edge.Set.horizontal : []).union(set(vertical) ? .vertical : [])
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize {
        let cp = ProposedViewSize(width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
        var cached: CGSize?
        func childSize() -> CGSize {
            if let cached { return cached }
            let s = child.sizeThatFits(cp)
            cached = s
            return s
        }
        return CGSize(
            width: horizontal.size(proposal: proposal.width) { childSize().width },
            height: vertical.size(proposal: proposal.height) { childSize().height })
    }

    package func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> LayoutPlacement {
        let cp = ProposedViewSize(
            width: horizontal.placementProposal(final: size.width, proposed: proposal.width),
            height: vertical.placementProposal(final: size.height, proposed: proposal.height))
        return alignedPlacement(child: child, proposal: cp, in: size, alignment: alignment)
    }
}
