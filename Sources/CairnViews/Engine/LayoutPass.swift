import CairnDisplayList
import Foundation

/// The bookkeeping of laying out and drawing a tree, apart from the state the tree's views
/// keep (`ViewGraph`): the stack budget, the counters, and what the built nodes told the
/// pass about themselves so that a pass only walks the tree for what is there.
///
/// A value inside its graph (`ViewGraph.pass`), read and written in place on every node's
/// step (a reference of its own would be one more load on the engine's hottest checks).
/// `ViewLayout` begins a pass with `begin()`; the facts about built nodes
/// (`hasPreferenceActions`, `hasRootOverlays`, `builtDuringPlacement`) stay set for the
/// graph's later passes, as an animation draws the nodes of several passes in one frame.
package struct LayoutPass {
    /// How many times any node computed a size (cache misses), for benchmarks.
    package var measurements = 0
    /// Set by a dynamic property that has no value to give (a missing `@EnvironmentObject`):
    /// the view being resolved contributes no nodes instead of evaluating its body.
    package var bodyBlocked = false
    /// How many `resolve` calls are under way (nested view values).
    package var resolveDepth = 0

    /// The lowest stack address the running pass may reach (0: unchecked); see `StackBudget`.
    package var stackFloor: UInt = 0
    /// Set when a pass stopped descending because the stack ran low: its result is
    /// incomplete and `ViewLayout` redoes it on a larger stack.
    package var stackExhausted = false
    /// Set when a node deeper than `ViewLayout.maximumDepth` was built: the pass stops and
    /// the layout is refused.
    package var isTooDeep = false

    /// Set once a node with a preference action (`onPreferenceChange`, a matched-geometry
    /// follower) is built: only then does a layout pass walk its tree to fire them.
    package var hasPreferenceActions = false
    /// Set once a node that draws over the whole canvas (a presented `.alert`) is built:
    /// only then does `ViewLayout.displayList` look for one (`drawRootOverlays`).
    package var hasRootOverlays = false
    /// Set when a node's children were replaced during placement (a GeometryReader's
    /// content): only then can the tree be deeper than its root's `subtreeDepth` says.
    package var builtDuringPlacement = false

    /// The first `preferredColorScheme(_:)` outside a presentation that the running resolve
    /// met: the scheme of the whole window (`ViewLayout` lays the tree out again in it).
    package var preferredColorScheme: ColorScheme?

    package init() {}

    /// Starts a layout: no resolve under way, no body blocked, the stack and depth checks clear.
    package mutating func begin() {
        bodyBlocked = false
        resolveDepth = 0
        stackExhausted = false
        isTooDeep = false
    }

    /// Whether the running pass may descend one more level of the view tree; false (and
    /// `stackExhausted` set) once the stack is nearly used up.
    @inline(__always)
    package mutating func hasStack() -> Bool {
        if stackExhausted || isTooDeep { return false }
        if stackFloor != 0 && StackBudget.currentAddress() < stackFloor {
            stackExhausted = true
            return false
        }
        return true
    }
}

extension ViewGraph {
    /// Whether the running pass may descend one more level of the view tree (`LayoutPass.hasStack`).
    @inline(__always)
    package func hasStack() -> Bool { pass.hasStack() }

    /// Runs `body` with the stack floor of the current thread, restoring the previous one.
    package func withStackBudget<R>(_ body: () -> R) -> R {
        let saved = pass.stackFloor
        pass.stackFloor = StackBudget.currentFloor()
        defer { pass.stackFloor = saved }
        return body()
    }
}
