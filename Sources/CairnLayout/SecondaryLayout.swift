import CairnGeometry
import Foundation

/// `overlay`/`background` (reference §9) as a pure function: layout is entirely the
/// primary's; the secondary is proposed exactly the primary's size and placed so that its
/// `alignment` point meets the primary's (explicit guides of both honoured).
package struct SecondaryLayout: Sendable {
    package var alignment: Alignment
    package init(alignment: Alignment) { self.alignment = alignment }

    /// The secondary's placement, in the primary's coordinates, given the primary's
    /// dimensions (for its own proposal).
    package func placement(primary: ViewDimensions, secondary: LayoutSubview) -> LayoutPlacement {
        let p = ProposedViewSize(primary.size)
        let s = secondary.dimensions(in: p)
        return LayoutPlacement(
            origin: CGPoint(x: primary[alignment.horizontal] - s[alignment.horizontal],
                            y: primary[alignment.vertical] - s[alignment.vertical]),
            proposal: p, size: s.size)
    }
}
