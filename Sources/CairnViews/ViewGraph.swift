import CairnDisplayList
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

/// The state that outlives one evaluation of a view tree: `@State` storage keyed by
/// structural identity, and the diagnostics raised while laying out. What a layout or
/// drawing pass keeps (its stack budget, counters and flags) is its `LayoutPass`.
public final class ViewGraph {
    private var storage: [Int: Any] = [:]
    private var linkableTypes: [ObjectIdentifier: Bool] = [:]
    /// Set when a state value changes, so a render loop knows to evaluate again.
    package var isDirty = false
    /// Messages about bad input Cairn corrected (contradictory frames, unknown symbols...).
    package private(set) var diagnostics: [String] = []
    /// The bookkeeping of the passes that lay out and draw this graph's trees.
    @exclusivity(unchecked) package var pass = LayoutPass()
    /// The colour scheme the last layout found the window prefers (`preferredColorScheme`),
    /// when it differs from the one the layout was given: the next layout (an animation's
    /// next frame) starts in it instead of resolving the tree twice.
    package var windowColorScheme: ColorScheme?

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
