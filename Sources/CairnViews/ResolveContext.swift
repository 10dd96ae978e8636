import CairnGeometry
import CairnLayout
import Foundation

/// What resolving a view needs: its environment, the graph that stores state, its
/// structural identity and the stack it sits in.
package struct ResolveContext {
    package var environment: EnvironmentValues
    package let graph: ViewGraph
    /// The view's structural identity: a hash of its path from the root.
    package var identity: Int
    /// The axis of the nearest enclosing stack (Spacers expand along it).
    package var stackAxis: Axis?
    /// Set while a section container (`ForEach(sections:)`) resolves its content: it takes
    /// each `Section` met outside any stack.
    package var sectionCollector: SectionCollector?

    package init(environment: EnvironmentValues, graph: ViewGraph) {
        self.environment = environment
        self.graph = graph
        self.identity = 0
        self.stackAxis = nil
        self.sectionCollector = nil
    }

    /// The context of the `index`-th child in a view's content.
    package func child(_ index: Int) -> ResolveContext { identified(by: index) }

    /// The context of the child identified by an explicit id (`ForEach`, `.id`), hashed
    /// as it is (no `AnyHashable` box per child).
    package func child<ID: Hashable>(id: ID) -> ResolveContext { identified(by: id) }

    /// The context of the child identified by a type-erased id.
    package func child(id: AnyHashable) -> ResolveContext { identified(by: id) }

    /// This context with its identity combined with `id`.
    private func identified<ID: Hashable>(by id: ID) -> ResolveContext {
        var copy = self
        var h = Hasher()
        h.combine(identity)
        h.combine(id)
        copy.identity = h.finalize()
        return copy
    }

    /// Turns a view into the layout nodes it contributes.
    package func resolve<V: View>(_ view: V) -> [ViewNode] {
        // Out of stack: stop here; `ViewLayout` redoes the pass on a larger stack.
        guard graph.hasStack() else { return [ViewNode(EmptyBehavior(), context: self, name: "Truncated")] }
        // A value nested deeper than any tree Cairn lays out: refuse before descending further.
        guard graph.pass.resolveDepth < 2 * ViewLayout.maximumDepth else {
            graph.pass.isTooDeep = true
            return [ViewNode(EmptyBehavior(), context: self, name: "Truncated")]
        }
        graph.pass.resolveDepth += 1
        defer { graph.pass.resolveDepth -= 1 }
        // A primitive view's body is `Never`. Its conformance is looked up on the type, not
        // the value: casting the value boxed every view larger than three words.
        if let sectionCollector, let nodes = sectionCollector.intercept(view, self) { return nodes }
        if V.Body.self == Never.self, let primitive = graph.primitiveType(V.self) {
            return withUnsafePointer(to: view) { primitive.makeNodes(at: UnsafeRawPointer($0), self) }
        }
        var context = child(id: ObjectIdentifier(V.self))
        graph.link(view, in: &context)
        // A dynamic property without a value (an `@EnvironmentObject` no ancestor provides):
        // SwiftUI stops the program; Cairn draws nothing in the view's place, with a diagnostic.
        if graph.pass.bodyBlocked {
            graph.pass.bodyBlocked = false
            return []
        }
        return context.resolve(view.body)
    }

    /// Resolves `view` into exactly one node: several become an implicit stack of `axis`
    /// (VStack at the root, ZStack in overlays), none an empty node.
    package func resolveSingle<V: View>(_ view: V, implicit axis: Axis?) -> ViewNode {
        let nodes = resolve(view)
        if nodes.count == 1 { return nodes[0] }
        if let axis {
            let layout: any Layout = axis == .vertical ? VStackLayout() : HStackLayout()
            return ViewNode.container(layout, children: nodes, context: self, name: axis == .vertical ? "VStack" : "HStack")
        }
        return ViewNode.container(ZStackLayout(), children: nodes, context: self, name: "ZStack")
    }
}
