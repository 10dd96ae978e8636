import CairnGeometry
import CairnLayout
import Foundation
import Synchronization

/// A view property that the graph connects to persistent storage or to the environment
/// before the view's body is evaluated (`@State`, `@Environment`, ...).
package protocol DynamicPropertyLink {
    /// Connects the property to `graph` under `key`, in `context`.
    func link(graph: ViewGraph, key: Int, context: ResolveContext)
}

/// A view property that SwiftUI updates before evaluating a body.
public protocol DynamicProperty {}

/// The state and bookkeeping that outlive one evaluation of a view tree: `@State` storage
/// keyed by structural identity, and the diagnostics raised while laying out.
public final class ViewGraph {
    private var storage: [Int: Any] = [:]
    private var linkableTypes: [ObjectIdentifier: Bool] = [:]
    /// How many times any node computed a size (cache misses), for benchmarks.
    @exclusivity(unchecked) package var measurements = 0
    /// Set when a state value changes, so a render loop knows to evaluate again.
    package var isDirty = false
    /// Set by a dynamic property that has no value to give (a missing `@EnvironmentObject`):
    /// the view being resolved contributes no nodes instead of evaluating its body.
    @exclusivity(unchecked) package var bodyBlocked = false
    /// Messages about bad input Cairn corrected (contradictory frames, unknown symbols...).
    package private(set) var diagnostics: [String] = []

    /// The lowest stack address the running pass may reach (0: unchecked); see `StackBudget`.
    @exclusivity(unchecked) package var stackFloor: UInt = 0
    /// Set when a pass stopped descending because the stack ran low: its result is
    /// incomplete and `ViewLayout` redoes it on a larger stack.
    @exclusivity(unchecked) package var stackExhausted = false
    /// Set when a node deeper than `ViewLayout.maximumDepth` was built: the pass stops and
    /// the layout is refused.
    @exclusivity(unchecked) package var isTooDeep = false
    /// Set once a node with a preference action (`onPreferenceChange`, a matched-geometry
    /// follower) is built: only then does a layout pass walk its tree to fire them.
    @exclusivity(unchecked) package var hasPreferenceActions = false
    /// Set once a node that draws over the whole canvas (a presented `.alert`) is built:
    /// only then does `ViewLayout.displayList` look for one (`drawRootOverlays`).
    @exclusivity(unchecked) package var hasRootOverlays = false
    /// Set when a node's children were replaced during placement (a GeometryReader's
    /// content): only then can the tree be deeper than its root's `subtreeDepth` says.
    @exclusivity(unchecked) package var builtDuringPlacement = false
    /// How many `resolve` calls are under way (nested view values).
    @exclusivity(unchecked) package var resolveDepth = 0

    package init() {}

    /// Recent `PrimitiveView` conformance lookups, by type (direct-mapped: a tree uses a
    /// few dozen view types, and the runtime's lookup costs ~300 instructions a view).
    @exclusivity(unchecked) private var primitiveTypes = [(type: ObjectIdentifier?, primitive: (any PrimitiveView.Type)?)](repeating: (nil, nil), count: 64)

    /// `type` as a primitive view type, or nil when it is not one.
    package func primitiveType<V: View>(_ type: V.Type) -> (any PrimitiveView.Type)? {
        let id = ObjectIdentifier(type)
        let slot = Int((UInt(bitPattern: id) >> 4) & 63)
        let entry = primitiveTypes[slot]
        if entry.type == id { return entry.primitive }
        let primitive = type as? any PrimitiveView.Type
        primitiveTypes[slot] = (id, primitive)
        return primitive
    }

    /// Whether the running pass may descend one more level of the view tree; false (and
    /// `stackExhausted` set) once the stack is nearly used up.
    @inline(__always)
    package func hasStack() -> Bool {
        if stackExhausted || isTooDeep { return false }
        if stackFloor != 0 && StackBudget.currentAddress() < stackFloor {
            stackExhausted = true
            return false
        }
        return true
    }

    /// Runs `body` with the stack floor of the current thread, restoring the previous one.
    package func withStackBudget<R>(_ body: () -> R) -> R {
        let saved = stackFloor
        stackFloor = StackBudget.currentFloor()
        defer { stackFloor = saved }
        return body()
    }

    /// Records a diagnostic once.
    package func diagnose(_ message: String) {
        if !diagnostics.contains(message) { diagnostics.append(message) }
    }

    /// The stored value for `key`, created with `initial` the first time.
    package func value<T>(for key: Int, initial: () -> T) -> T {
        // Unwrap the slot first: casting a missing slot (`Any?.none`) to an Optional `T` would
        // succeed as nil and skip a non-nil initial value (`@State var x: Int? = 5`).
        if let stored = storage[key], let v = stored as? T { return v }
        let v = initial()
        storage[key] = v
        return v
    }

    /// Replaces the stored value for `key`.
    package func setValue<T>(_ value: T, for key: Int) {
        storage[key] = value
        isDirty = true
    }

    /// Replaces the stored value for `key` without marking the graph dirty (bookkeeping).
    package func store<T>(_ value: T, for key: Int) {
        storage[key] = value
    }

    /// Every stored value, saved and restored by an animation replay to lay out the state
    /// before a change it has already made.
    package var stateStorage: [Int: Any] {
        get { storage }
        set { storage = newValue }
    }

    /// Connects the dynamic properties of `view` (found by reflection once per type).
    package func link<V: View>(_ view: V, in context: inout ResolveContext) {
        linkProperties(of: view, in: &context)
    }

    /// Connects the dynamic properties of any value (a view or a modifier).
    package func linkProperties<T>(of value: T, in context: inout ResolveContext) {
        let id = ObjectIdentifier(T.self)
        if let known = linkableTypes[id] {
            if !known { return }
        } else if Self.plainTypes.withLock({ $0.contains(id) }) {
            linkableTypes[id] = false
            return
        }
        var found = false
        for (offset, child) in Mirror(reflecting: value).children.enumerated() {
            guard let property = child.value as? any DynamicPropertyLink else { continue }
            found = true
            var h = Hasher()
            h.combine(context.identity)
            h.combine(offset)
            property.link(graph: self, key: h.finalize(), context: context)
        }
        if !found, linkableTypes[id] == nil { Self.plainTypes.withLock { _ = $0.insert(id) } }
        linkableTypes[id] = found
    }

    /// Types found to hold no dynamic property, process-wide: every layout makes a new graph,
    /// and reflecting on each view type again (`Mirror`) was a tenth of a small view's
    /// view → SVG time.
    private static let plainTypes = Mutex<Set<ObjectIdentifier>>([])
}
