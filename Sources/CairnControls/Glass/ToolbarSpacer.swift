import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// Whether a toolbar spacer has a fixed width or takes the space left (Apple: `SpacerSizing`, iOS 26).
public struct SpacerSizing: Hashable, Sendable {
    let fixed: Bool
    /// A spacer that takes the space left.
    public static var flexible: SpacerSizing { SpacerSizing(fixed: false) }
    /// A spacer of the system's fixed width, which splits toolbar items into separate glass groups.
    public static var fixed: SpacerSizing { SpacerSizing(fixed: true) }
}

/// Space between toolbar items (Apple: `ToolbarSpacer`, iOS 26: in a toolbar, a fixed spacer
/// separates items into groups on their own glass; a flexible one pushes them apart).
///
/// Cairn's navigation bar packs its leading and trailing items at the bar's ends, so both
/// sizings put a gap of `width` points between the items around them (Cairn's estimate: the
/// gap between two glass groups in Apple's iOS 26 toolbars, about 8 points); a flexible
/// spacer has no more room to take than that.
public struct ToolbarSpacer: View, PrimitiveView {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement
    /// The gap a spacer puts between toolbar items.
    public static var width: CGFloat { 8 }

    /// A spacer of `sizing` at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    /// Never evaluated: `ToolbarSpacer` is a primitive view that Cairn lays out itself.
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = ToolbarItem(placement: placement) { Color.clear.frame(width: Self.width, height: 0) }.makeNodes(context)
        for n in nodes { n.layoutValues[ObjectIdentifier(ToolbarSpacerKey.self)] = sizing }
        return nodes
    }
}

/// Marks a toolbar spacer's node, so an iOS 26 navigation bar ends a glass group there.
enum ToolbarSpacerKey {}
