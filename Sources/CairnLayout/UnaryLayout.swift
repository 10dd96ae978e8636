import CairnGeometry
import Foundation

/// A layout modifier with exactly one child (frame, padding, fixedSize, position, aspect
/// ratio): pure functions of the proposal and the child proxy.
///
/// A unary layout's explicit guides are its child's, translated by the child's offset
/// (reference §10); all of them except `fixedSize` report layout priority 0 (§7.3).
package protocol UnaryLayout {
    /// The modifier's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, child: LayoutSubview) -> CGSize
    /// Where the child goes inside a modifier of `size` that was proposed `proposal`.
    func placement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> LayoutPlacement
    /// The edges whose spacing preference the modifier resets to the plain default.
    var resetSpacingEdges: Edge.Set { get }
    /// Whether the modifier passes its child's layout priority up (only fixedSize does).
    var forwardsPriority: Bool { get }
    /// Whether `sizeThatFits` gives the same size for every proposal, whatever the child
    /// (a frame with both lengths).
    var hasConstantSize: Bool { get }
}

extension UnaryLayout {
    package var resetSpacingEdges: Edge.Set { [] }
    package var forwardsPriority: Bool { false }
    package var hasConstantSize: Bool { false }
}

/// The value of a guide's default in a plain box of `size` (the frame's own guides, which
/// are never explicit for its interior).
package func defaultGuideValue(_ key: AlignmentKey, size: CGSize) -> CGFloat {
    key.defaultValue(in: ViewDimensions(size: size, source: nil))
}

/// Puts the child's `alignment` point on the container's default `alignment` point.
package func alignedPlacement(child: LayoutSubview, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment) -> LayoutPlacement {
    let d = child.dimensions(in: proposal)
    let x = defaultGuideValue(alignment.horizontal.key, size: size) - d[alignment.horizontal]
    let y = defaultGuideValue(alignment.vertical.key, size: size) - d[alignment.vertical]
    return LayoutPlacement(origin: CGPoint(x: x, y: y), proposal: proposal, size: d.size)
}

/// A length a user gave that SwiftUI ignores when negative or not finite (with a warning).
package func validLength(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite, value >= 0 else { return nil }
    return value
}
