import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// Flexible space that expands along the enclosing stack's axis (reference §6).
///
/// In a stack its length is `max(proposal, minLength)` (unspecified: `minLength`), its
/// cross length 0, its priority −∞ (it yields to every other child but keeps its minimum),
/// and the gap beside it is 0. `minLength: nil` means the default spacing, 8. Outside a
/// stack it expands on both axes.
public struct Spacer: View, PrimitiveView {
    /// The minimum length; nil for the default spacing (8).
    public var minLength: CGFloat?
    /// A spacer with a minimum length.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// Never evaluated: `Spacer` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [ViewNode(SpacerBehavior(minLength: validLength(minLength) ?? ViewSpacing.defaultSpacing, axis: context.stackAxis), context: context, name: "Spacer")]
    }
}

final class SpacerBehavior: NodeBehavior {
    let minLength: CGFloat
    let axis: Axis?
    init(minLength: CGFloat, axis: Axis?) {
        self.minLength = minLength
        self.axis = axis
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        SpacerLayout(minLength: minLength, axis: axis).sizeThatFits(proposal)
    }

    func spacing(_ node: ViewNode) -> ViewSpacing { SpacerLayout(minLength: minLength, axis: axis).spacing }

    func priority(_ node: ViewNode) -> Double { -.infinity }

    func draw(_ node: ViewNode, into list: inout DisplayList) {}
}
