import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

/// `overlay`/`background` (reference §9): layout is entirely the primary's (size, guides,
/// spacing, priority); the secondary is proposed exactly the primary's size and placed so
/// its `alignment` point meets the primary's (explicit guides of both honoured). Several
/// secondary views form an implicit ZStack.
final class SecondaryBehavior: NodeBehavior, DecorationBehavior {
    /// Answers explicit guides of its own (see `NodeBehavior.definesGuides`).
    var definesGuides: Bool { true }
    let alignment: Alignment
    let isBackground: Bool
    /// Builds the secondary once the primary is placed (preference-driven overlays).
    let lateSecondary: ((ViewNode) -> ViewNode)?

    init(alignment: Alignment, isBackground: Bool, lateSecondary: ((ViewNode) -> ViewNode)? = nil) {
        self.alignment = alignment
        self.isBackground = isBackground
        self.lateSecondary = lateSecondary
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { node.children[0].sizeThatFits(proposal) }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let primary = node.children[0]
        primary.placement = LayoutPlacement(origin: .zero, proposal: proposal, size: size)
        if let lateSecondary {
            // The primary must be placed before its preferences can be read.
            primary.place(at: node.frame.origin, size: size, proposal: proposal)
            node.setChildren([primary, lateSecondary(primary)])
            primary.placement = LayoutPlacement(origin: .zero, proposal: proposal, size: size)
        }
        guard node.children.count > 1 else { return }
        let secondary = node.children[1]
        secondary.placement = SecondaryLayout(alignment: alignment).placement(primary: primary.dimensions(in: proposal), secondary: secondary.subview)
    }

    func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        node.children[0].explicitAlignment(key, proposal: proposal)
    }
    func spacing(_ node: ViewNode) -> ViewSpacing { node.children[0].spacing }
    func priority(_ node: ViewNode) -> Double { node.children[0].priority }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let ordered = isBackground ? node.children.reversed() : node.children
        for c in ordered { c.draw(into: &list) }
    }
}

/// A behaviour whose first child is the view it decorates and whose other children only
/// draw over or under it (`overlay`, `background`): containers that look for the view
/// beneath (a navigation bar looking for a list's background) go through its first child.
package protocol DecorationBehavior: NodeBehavior {}

struct SecondaryView<Content: View, Secondary: View>: View, PrimitiveView {
    let content: Content
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.wrapEach(content) { primary, ctx in
            var inner = ctx.child(1)
            inner.stackAxis = nil
            let second = inner.resolveSingle(secondary, implicit: nil)
            return ViewNode(SecondaryBehavior(alignment: alignment, isBackground: isBackground),
                            children: [primary, second], context: ctx, name: isBackground ? "Background" : "Overlay")
        }
    }
}

extension View {
    /// Layers `overlay` in front of this view, proposed this view's size and aligned on `alignment`.
    /// Disfavoured, as in SwiftUI's interface: `.overlay(Color.black.opacity(0.2))` takes
    /// the shape-style form.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        SecondaryView(content: self, secondary: overlay, alignment: alignment, isBackground: false)
    }

    /// Layers the views the builder makes in front of this view (an implicit ZStack).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        SecondaryView(content: self, secondary: content(), alignment: alignment, isBackground: false)
    }

    /// Layers `background` behind this view, proposed this view's size and aligned on `alignment`.
    /// Disfavoured, as in SwiftUI's interface: `.background(Color(.systemGroupedBackground))`
    /// takes the shape-style form, which extends under a navigation bar.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        SecondaryView(content: self, secondary: background, alignment: alignment, isBackground: true)
    }

    /// Layers the views the builder makes behind this view (an implicit ZStack).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        SecondaryView(content: self, secondary: content(), alignment: alignment, isBackground: true)
    }

    /// Fills this view's frame behind it with a shape style. As in SwiftUI ("By default, the
    /// background ignores safe area insets on all edges"), where the view touches an area a bar
    /// covers (the navigation bar over a `NavigationStack`'s content), the fill extends under
    /// the bar on `edges`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
    }

    /// Fills `shape`, laid out in this view's frame, behind this view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Fills this view's frame in front of it with a shape style, extended under a bar on
    /// `edges` where the view touches it (as `background(_:ignoresSafeAreaEdges:)`).
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
    }
}
