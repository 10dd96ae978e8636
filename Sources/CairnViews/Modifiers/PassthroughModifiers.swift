import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// A view wrapped node by node in a passthrough node made by `make`.
struct PassthroughView<Content: View>: View, PrimitiveView {
    let content: Content
    let name: String
    /// Makes the behavior in the environment where the modifier sits.
    let make: (EnvironmentValues) -> PassthroughBehavior
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.wrapEach(content) { ViewNode(make($1.environment), children: [$0], context: $1, name: name) }
    }

    init(content: Content, name: String, make: @escaping () -> PassthroughBehavior) {
        self.content = content
        self.name = name
        self.make = { _ in make() }
    }

    /// A modifier whose behavior depends on the environment (a colour resolved in its scheme).
    init(content: Content, name: String, inEnvironment make: @escaping (EnvironmentValues) -> PassthroughBehavior) {
        self.content = content
        self.name = name
        self.make = make
    }
}

/// `.layoutPriority(_:)`: the priority stacks use to decide who is sized first.
final class PriorityBehavior: PassthroughBehavior {
    let value: Double
    init(_ value: Double) { self.value = value.isNaN ? 0 : value }
    override func priority(_ node: ViewNode) -> Double { value }
}

/// `.alignmentGuide(_:computeValue:)`: an explicit value for one guide.
final class AlignmentGuideBehavior: PassthroughBehavior {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    init(key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
    }
    override var definesGuides: Bool { true }
    override func explicitAlignment(_ node: ViewNode, _ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard key == self.key else { return super.explicitAlignment(node, key, proposal: proposal, size: size) }
        let value = compute(node.children[0].dimensions(in: proposal))
        return value.isFinite ? value : nil
    }
}

/// Nodes that only tag their child: `.id`, `.layoutValue`.
final class TagBehavior: PassthroughBehavior {}

/// The node of a text field around its drawing (same size, same place). It marks the field
/// as text for a list row's separator, which starts at the field's leading edge (UIKit's text
/// is inside the field, wherever `multilineTextAlignment` puts it).
package final class TextFieldBehavior: PassthroughBehavior {
    /// A text field's node behaviour.
    package override init() { super.init() }
}

extension View {
    /// Sets the priority a parent stack gives this view when dividing space (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        PassthroughView(content: self, name: "LayoutPriority(\(NumberFormat.rounded(value)))") { PriorityBehavior(value) }
    }

    /// Sets this view's explicit value for a horizontal guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        PassthroughView(content: self, name: "AlignmentGuide(\(g.key))") { AlignmentGuideBehavior(key: g.key, compute: computeValue) }
    }

    /// Sets this view's explicit value for a vertical guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        PassthroughView(content: self, name: "AlignmentGuide(\(g.key))") { AlignmentGuideBehavior(key: g.key, compute: computeValue) }
    }

    /// Gives this view an explicit identity; `ViewLayout.frame(of:)` finds views by it.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: AnyHashable(id))
    }

    /// Passes a value to the enclosing `Layout` container, read with `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(key), value: value)
    }
}

struct IDView<Content: View>: View, PrimitiveView {
    let content: Content
    let id: AnyHashable
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.child(id: id).resolve(content)
        for n in nodes { n.viewIDs.insert(id, at: 0) }
        return nodes
    }
}

package struct LayoutValueView<Content: View>: View, PrimitiveView {
    let content: Content
    let key: ObjectIdentifier
    let value: Any
    /// Stores `value` under `key` on every node of `content`.
    package init(content: Content, key: ObjectIdentifier, value: Any) {
        self.content = content
        self.key = key
        self.value = value
    }
    package var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content)
        for n in nodes { n.layoutValues[key] = value }
        return nodes
    }
}
