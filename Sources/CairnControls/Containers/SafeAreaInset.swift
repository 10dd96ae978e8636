import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// The horizontal edges of a view (`.safeAreaInset(edge:)`).
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

extension View {
    /// Shows `content` along the top or bottom edge of this view and insets this view by its
    /// height plus `spacing` (nil: 0).
    ///
    /// Apple: "The content view is anchored to the specified vertical edge in the parent
    /// view, aligning its horizontal axis to the specified alignment guide. The modified view
    /// is inset by the height of content, from edge. The safe area of the result view is also
    /// increased by the same amount." So at the bottom edge a vertical `ScrollView` or `List`
    /// that reaches the inset runs under it, its content inset by the bar's height (rows show
    /// through a `.bar` background, and `defaultScrollAnchor(.bottom)` ends the content above
    /// the bar), and a background that ignores the safe area runs under it too. The inset is
    /// drawn above the view. At the top edge the view and the inset are stacked (a still
    /// image at rest shows the same unless the content is scrolled under it).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, inset: content(), edge: edge, alignment: alignment, spacing: validLength(spacing) ?? 0)
    }

    /// Shows `content` as a custom bar above or below this view (iOS 26, Apple:
    /// `safeAreaBar(edge:alignment:spacing:content:)`: "Shows the specified content as a
    /// custom bar above or below the modified view"), laid out as `safeAreaInset(edge:…)`
    /// lays out its content. iOS 26 also extends the scroll edge effect of a scroll view under
    /// the bar; at rest nothing is scrolled under it, so the still is the inset's.
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Shows `content` as a custom bar beside this view (iOS 26), laid out as
    /// `safeAreaInset(edge:…)` with a horizontal edge (see the vertical form).
    public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Shows `content` along the leading or trailing edge of this view and shrinks this view
    /// by its width plus `spacing` (nil: 0).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        let gap = validLength(spacing) ?? 0
        return HStack(alignment: alignment, spacing: gap) {
            if edge == .leading { inset }
            self.layoutPriority(-1)
            if edge == .trailing { inset }
        }
    }
}

/// `.safeAreaInset(edge:)` on a vertical edge: the bottom inset drawn over the view's
/// extended safe area (`SafeAreaInsetBehavior`), the top one stacked.
struct SafeAreaInsetView<Content: View, Inset: View>: View, PrimitiveView {
    let content: Content
    let inset: Inset
    let edge: VerticalEdge
    let alignment: HorizontalAlignment
    let spacing: CGFloat
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        if edge == .bottom {
            var inner = context.child(0)
            inner.environment.reachesUnderBottomInset = true
            var bar = context.child(1)
            bar.environment.reachesUnderBottomInset = false
            let a = inner.resolve(content), b = bar.resolve(inset)
            if a.count == 1, b.count == 1 {
                return [ViewNode(SafeAreaInsetBehavior(alignment: alignment, spacing: spacing), children: [a[0], b[0]],
                                 context: context, name: "SafeAreaInset")]
            }
        }
        // The top edge, or a view or inset of several views: stacked, the view yielding first.
        let stacked = VStack(alignment: alignment, spacing: spacing) {
            if edge == .top { inset }
            content.layoutPriority(-1)
            if edge == .bottom { inset }
        }
        return context.child(2).resolve(stacked)
    }
}

/// Lays out `[view, inset]`: the inset at its ideal height for the offered width (offered the
/// whole height less `spacing`, as a stack gives a higher-priority child) at the bottom; the
/// view above it, offered the rest, with its bottom safe area grown by the inset and
/// `spacing` — so a scroll view there reaches under the inset
/// (`ViewNode.reachingUnderBottomBar`). Sized as the two stacked.
final class SafeAreaInsetBehavior: NodeBehavior {
    let alignment: HorizontalAlignment
    let spacing: CGFloat

    init(alignment: HorizontalAlignment, spacing: CGFloat) {
        self.alignment = alignment
        self.spacing = spacing
    }

    private func measure(_ node: ViewNode, _ p: ProposedViewSize) -> (content: CGSize, inset: CGSize, contentProposal: ProposedViewSize) {
        let inset = node.children[1].sizeThatFits(ProposedViewSize(width: p.width, height: p.height.map { max($0 - spacing, 0) }))
        let ih = inset.height.isFinite ? max(inset.height, 0) : 0
        let cp = ProposedViewSize(width: p.width, height: p.height.map { max($0 - ih - spacing, 0) })
        return (node.children[0].sizeThatFits(cp), CGSize(width: inset.width, height: ih), cp)
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let m = measure(node, proposal)
        return CGSize(width: max(m.content.width, m.inset.width), height: m.content.height + spacing + m.inset.height)
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let m = measure(node, ProposedViewSize(width: size.width, height: size.height))
        func x(_ child: ViewNode, _ p: ProposedViewSize) -> CGFloat {
            defaultGuideValue(alignment.key, size: size) - child.dimensions(in: p)[alignment]
        }
        let content = node.children[0], bar = node.children[1]
        let barProposal = ProposedViewSize(width: size.width, height: max(size.height - spacing, 0))
        content.placement = LayoutPlacement(origin: CGPoint(x: x(content, m.contentProposal), y: 0), proposal: m.contentProposal, size: m.content)
        bar.placement = LayoutPlacement(origin: CGPoint(x: x(bar, barProposal), y: size.height - m.inset.height),
                                        proposal: barProposal, size: m.inset)
        // The view's safe area runs on under the inset (and whatever the node's runs on under).
        var outsets = content.safeAreaOutsets
        outsets.bottom = max(outsets.bottom, size.height - m.content.height + node.safeAreaOutsets.bottom)
        content.safeAreaOutsets = outsets
    }
}
