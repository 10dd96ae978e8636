import CairnGeometry
import Foundation

/// An overlaying layout: `ZStack`'s algorithm as a `Layout` (reference §13).
///
/// Steps:
/// 1. Propose the stack's proposal to every child.
/// 2. Only the children with the highest layout priority size the stack: each is put with
///    its alignment point (both guides, explicit values honoured) at the origin, and the
///    stack's size is the union of those frames (Field Guide; fatbobman's clone — not
///    OpenSwiftUI's max-of-sizes, which differs when explicit guides push a child out).
/// 3. At placement every child is proposed the stack's final size and aligned on the
///    stack's own alignment point, offset so the union starts at the top-leading corner.
public struct ZStackLayout: Layout {
    /// The point every child is aligned on (default `.center`).
    public var alignment: Alignment
    /// An overlaying layout that aligns children on `alignment`.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The union of the sizing children's aligned frames, with the alignment point at (0, 0).
    package func union(_ proposal: ProposedViewSize, subviews: Subviews) -> CGRect {
        guard let top = subviews.map(\.priority).max() else { return .zero }
        var union = CGRect.null
        for s in subviews where s.priority == top {
            let d = s.dimensions(in: proposal)
            let frame = CGRect(x: -d[alignment.horizontal], y: -d[alignment.vertical], width: d.width, height: d.height)
            union = union.union(frame)
        }
        return union.isNull ? .zero : union
    }

    /// The union of the highest-priority children's frames, each aligned on `alignment`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        union(proposal, subviews: subviews).size
    }

    /// Proposes the stack's size to every child and aligns each on `alignment` within `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizing = union(proposal, subviews: subviews)
        let childProposal = ProposedViewSize(bounds.size)
        // The alignment point, in bounds coordinates: where (0, 0) of the sizing union lands.
        let anchor = CGPoint(x: bounds.minX - sizing.minX, y: bounds.minY - sizing.minY)
        for s in subviews {
            let d = s.dimensions(in: childProposal)
            s.place(at: CGPoint(x: anchor.x - d[alignment.horizontal], y: anchor.y - d[alignment.vertical]), proposal: childProposal)
        }
    }
}
