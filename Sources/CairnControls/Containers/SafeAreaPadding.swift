import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

extension View {
    /// Adds `insets` into the safe area of this view (iOS 17).
    ///
    /// Apple: "Use this modifier when you would like to add a fixed amount of space to the
    /// safe area a view sees", with the example
    /// `ScrollView(.horizontal) { … }.safeAreaPadding(.horizontal, 20.0)`. A scroll view
    /// insets its content by its safe area, so applied to a `ScrollView` or `List` (directly,
    /// or through modifiers that keep its frame, such as `.clipped()` or `.opacity`) the
    /// scroll view keeps its frame and its content moves in by `insets`, added to its
    /// `contentMargins`; a `containerRelativeFrame` inside sees the scroll view less them.
    /// Applied to any other view it insets the view as `padding` does.
    ///
    /// Where Cairn differs: a still image has no safe area for other views to extend into.
    /// SwiftUI lets a view that ignores the safe area (a shape-style `.background`,
    /// `.ignoresSafeArea()`, a scroll view deeper inside) run into the padding where it
    /// touches it; Cairn stops it at the padding, as it does for `safeAreaInset`.
    /// Negative or non-finite insets count as 0.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        func clean(_ v: CGFloat) -> CGFloat { validLength(v) ?? 0 }
        return SafeAreaPaddingView(content: self, insets: EdgeInsets(top: clean(insets.top), leading: clean(insets.leading),
                                                                     bottom: clean(insets.bottom), trailing: clean(insets.trailing)))
    }

    /// Adds `length` points (nil: the default padding, 16 as for `padding`) into the safe
    /// area of this view on `edges` (iOS 17); see `safeAreaPadding(_:)` with `EdgeInsets`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, length ?? 16))
    }

    /// Adds `length` points into the safe area of this view on every edge (iOS 17).
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}

/// `.safeAreaPadding`: content margins for a scroll view or list it is applied to,
/// padding for any other view.
struct SafeAreaPaddingView<Content: View>: View, PrimitiveView {
    let content: Content
    let insets: EdgeInsets
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.child(0).resolve(content)
        if nodes.count == 1, absorb(into: nodes[0]) { return nodes }
        return context.child(1).resolve(ResolvedNodes(nodes: nodes).padding(insets))
    }

    /// Adds the insets to the margins of the scroll view or list `node` is, looking through
    /// wrappers that keep their child's frame; false when there is none.
    private func absorb(into node: ViewNode) -> Bool {
        var n = node
        while true {
            if let scroll = n.behavior as? ScrollBehavior {
                scroll.contentMargins = scroll.contentMargins + insets
                return true
            }
            if let list = n.behavior as? ListBehavior {
                list.margins = list.margins + insets
                return true
            }
            guard n.behavior is PassthroughBehavior, n.children.count == 1 else { return false }
            n = n.children[0]
        }
    }
}

extension EdgeInsets {
    /// The edge-by-edge sum of two insets.
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom, trailing: a.trailing + b.trailing)
    }
}
