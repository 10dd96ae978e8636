import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// The geometry of a scroll view (Apple: `ScrollGeometry`, iOS 18).
public struct ScrollGeometry: Equatable, Sendable {
    /// Where the visible region's top-leading corner is in the content: (0, 0) at rest
    /// without margins; minus the top and leading margins at rest with `.contentMargins`
    /// (as a `UIScrollView`'s `contentOffset` with a content inset).
    public var contentOffset: CGPoint
    /// The content's size.
    public var contentSize: CGSize
    /// The content margins (`.contentMargins`, `.safeAreaPadding`).
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The visible region in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds in the content's coordinates (its visible region).
    public var bounds: CGRect { visibleRect }

    /// A geometry from its parts.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The geometry of a placed scroll view node.
    init(_ node: ViewNode, _ behavior: ScrollBehavior) {
        let c = behavior.contentFrame
        let m = behavior.margins
        // Along an axis the view does not scroll, narrower content is centred: the offset
        // there is the margin's, as on iOS.
        let x = behavior.axes.contains(.horizontal) ? -c.minX : -m.leading
        let y = behavior.axes.contains(.vertical) ? -c.minY : -m.top
        self.init(contentOffset: CGPoint(x: x, y: y), contentSize: c.size, contentInsets: m, containerSize: node.frame.size)
    }
}

/// What a scroll view is doing (Apple: `ScrollPhase`, iOS 18). A rendered scroll view is
/// always `.idle`.
public enum ScrollPhase: Hashable, Sendable {
    /// Not scrolling.
    case idle
    /// A finger is down but not yet scrolling.
    case tracking
    /// A finger is scrolling.
    case interacting
    /// Coasting after a swipe.
    case decelerating
    /// Scrolling to a position set in code.
    case animating

    /// Whether the phase is anything but `.idle`.
    public var isScrolling: Bool { self != .idle }
}

/// What an `onScrollPhaseChange` action is told beside the phases (Apple:
/// `ScrollPhaseChangeContext`).
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry.
    public var geometry: ScrollGeometry
    /// The scroll velocity (points per second), when known.
    public var velocity: CGVector?
}

extension ViewNode {
    /// The first scroll view in this subtree (tree order), with its behavior.
    fileprivate var firstScrollView: (ViewNode, ScrollBehavior)? {
        var found: (ViewNode, ScrollBehavior)?
        walk { n, _ in
            if let b = n.behavior as? ScrollBehavior { found = (n, b); return false }
            return true
        }
        return found
    }

    /// The nearest scroll view above this node.
    fileprivate var enclosingScrollView: ViewNode? {
        var a = parent
        while let n = a, !(n.behavior is ScrollBehavior) { a = n.parent }
        return a
    }
}

extension View {
    /// Calls `action(old, new)` with a value computed from the geometry of the first scroll
    /// view in this view when the view is laid out and whenever the value changes (Apple:
    /// `onScrollGeometryChange(for:of:action:)`, iOS 18); the first call gives the first
    /// value as both. State the action sets lays the scene out again.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        onPlacedValueChange(name: "OnScrollGeometryChange", of: { node -> T? in
            guard let (n, b) = node.firstScrollView else { return nil }
            return transform(ScrollGeometry(n, b))
        }, action: { old, new in action(old ?? new, new) })
    }

    /// Calls `action` when at least `threshold` of this view (0...1, by area) is visible in
    /// its scroll view, and again each time it crosses the threshold (Apple:
    /// `onScrollVisibilityChange(threshold:_:)`, iOS 18: "By default when the view has
    /// crossed more than 50% on-screen, the action will be called"). A view that starts
    /// visible is reported `true` after the first layout; one that starts hidden is not
    /// reported until it shows. Outside a scroll view the root's bounds are the viewport.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        let t = threshold.isNaN ? 0.5 : min(max(threshold, 0), 1)
        return onPlacedValueChange(name: "OnScrollVisibilityChange", of: { node -> Bool? in
            let viewport = node.enclosingScrollView?.globalFrame ?? node.graphRootFrame
            guard let shown = Self.visibleFraction(of: node.globalFrame, in: viewport) else { return false }
            return shown >= t - 1e-9
        }, action: { old, new in
            if old == nil && !new { return }
            action(new)
        })
    }

    /// Calls `action` with the ids of the views in this view's scroll view that are at least
    /// `threshold` visible (0...1, by area), in the order they are laid out, after the first
    /// layout and whenever the list changes (Apple:
    /// `onScrollTargetVisibilityChange(idType:threshold:_:)`, iOS 18: "The callback will
    /// include which views are considered visible"; "By default when the view has crossed
    /// more than 50% on-screen, the action will be called"). A view counts by an id of type
    /// `ID`: a `ForEach` element's or an `.id(_:)`; views inside a counted view are not
    /// counted again, and a view with nothing visible never counts (a threshold of 0 counts
    /// every view partly visible). An empty list is reported only after a non-empty one.
    /// Outside a scroll view the root's bounds are the viewport.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void) -> some View {
        let t = threshold.isNaN ? 0.5 : min(max(threshold, 0), 1)
        return environment(\.recordsScrollTargetIDs, true).onPlacedValueChange(name: "OnScrollTargetVisibilityChange", of: { node -> [ID]? in
            // The scroll view this view holds, or else the one around it.
            let inner = node.firstScrollView?.0
            let viewport = (inner ?? node.enclosingScrollView)?.globalFrame ?? node.graphRootFrame
            var visible: [ID] = []
            // Tree order; a counted view's subtree is not searched.
            var pending = [inner ?? node]
            while let n = pending.popLast() {
                guard let id = n.viewIDs.lazy.compactMap({ $0.base as? ID }).first else {
                    pending.append(contentsOf: n.children.reversed())
                    continue
                }
                if let shown = Self.visibleFraction(of: n.globalFrame, in: viewport), shown > 0, shown >= t - 1e-9 {
                    visible.append(id)
                }
            }
            return visible
        }, action: { old, new in
            if old == nil && new.isEmpty { return }
            action(new)
        })
    }

    /// The part of `frame` (by area, 0...1) inside `viewport`; nil when either is not finite
    /// or `frame` has no area (Foundation's intersection traps on infinite or NaN rectangles).
    fileprivate static func visibleFraction(of frame: CGRect, in viewport: CGRect) -> Double? {
        func finite(_ r: CGRect) -> Bool { [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) }
        let area = frame.width * frame.height
        guard area.isFinite, area > 0, finite(frame), finite(viewport) else { return nil }
        let i = frame.intersection(viewport)
        return i.isNull ? 0 : Double(i.width * i.height / area)
    }

    /// Calls `action(old, new, context)` when the scroll view's phase changes (Apple:
    /// `onScrollPhaseChange(_:)`, iOS 18). A rendered scroll view stays `.idle` — no finger
    /// scrolls it — so the action is never called, as on a device nobody touches.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void) -> some View {
        self
    }

    /// `onScrollPhaseChange` with an action that takes the phases only; never called.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        self
    }
}

extension ViewNode {
    /// The root's frame (the canvas).
    fileprivate var graphRootFrame: CGRect {
        var n = self
        while let p = n.parent { n = p }
        return n.frame
    }
}
