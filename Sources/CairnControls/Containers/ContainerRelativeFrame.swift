import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// The size of the nearest container (scroll view, list, navigation or tab content), shared
/// with the `containerRelativeFrame` views inside it as it is laid out; an axis not yet
/// known (proposed nil) is NaN.
final class ContainerSizeBox: @unchecked Sendable {
    var size: CGSize?
}

private struct ContainerSizeKey: EnvironmentKey { static var defaultValue: ContainerSizeBox? { nil } }

extension EnvironmentValues {
    /// The nearest container's size box (nil: the root's proposal is the container).
    var containerSize: ContainerSizeBox? {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}

extension View {
    /// Sizes this view along `axes` to a fraction of its container: the container's length
    /// less `spacing` between `count` columns, divided by `count`, times `span`, plus the
    /// spacing the span covers (Apple: "(containerLength − spacing · (count − 1)) / count ·
    /// span + spacing · (span − 1)"). The container is the nearest `ScrollView`, else the
    /// size the view itself is offered. A count below 1 counts as 1; a span is clamped to
    /// `1...count`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        let n = max(count, 1), s = min(max(span, 1), n), gap = validLength(spacing) ?? 0
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            (length - gap * CGFloat(n - 1)) / CGFloat(n) * CGFloat(s) + gap * CGFloat(s - 1)
        }
    }

    /// Sizes this view along `axes` to its container's length.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes this view along `axes` to `length(containerLength, axis)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment, length: length)
    }
}

struct ContainerRelativeFrameView<Content: View>: View, PrimitiveView {
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let box = context.environment.containerSize
        return context.wrapEach(content) { child, ctx in
            ViewNode(ContainerRelativeFrameBehavior(axes: axes, alignment: alignment, length: length, box: box), children: [child], context: ctx, name: "ContainerRelativeFrame")
        }
    }
}

/// A frame whose length along its axes comes from the container (see `containerRelativeFrame`).
final class ContainerRelativeFrameBehavior: NodeBehavior {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    let box: ContainerSizeBox?

    init(axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat, box: ContainerSizeBox?) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
        self.box = box
    }

    func frameProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let container = box?.size
        func resolve(_ axis: Axis, _ offered: CGFloat?, _ c: CGFloat?) -> CGFloat? {
            guard let base = c.flatMap({ $0.isFinite ? $0 : nil }) ?? offered, base.isFinite else { return offered }
            let v = length(base, axis)
            return v.isFinite ? max(v, 0) : offered
        }
        return ProposedViewSize(
            width: axes.contains(.horizontal) ? resolve(.horizontal, p.width, container?.width) : p.width,
            height: axes.contains(.vertical) ? resolve(.vertical, p.height, container?.height) : p.height)
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let fp = frameProposal(proposal)
        let c = node.children[0].sizeThatFits(fp)
        return CGSize(width: axes.contains(.horizontal) ? (fp.width ?? c.width) : c.width,
                      height: axes.contains(.vertical) ? (fp.height ?? c.height) : c.height)
    }

    func placeChildren(_ node: ViewNode, size: CGSize, proposal: ProposedViewSize) {
        let fp = ProposedViewSize(size)
        let d = node.children[0].dimensions(in: fp)
        let x = defaultGuideValue(alignment.horizontal.key, size: size) - d[alignment.horizontal]
        let y = defaultGuideValue(alignment.vertical.key, size: size) - d[alignment.vertical]
        node.children[0].placement = LayoutPlacement(origin: CGPoint(x: x, y: y), proposal: fp, size: d.size)
    }
}
