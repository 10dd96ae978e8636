import CairnGeometry
import Foundation

/// What the layout engine provides for one subview of a layout container.
package protocol LayoutSubviewProxy: AnyObject {
    /// The size the subview reports for `proposal` (cached by the engine).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The subview's size for `proposal` with its alignment guides.
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions
    /// The subview's layout priority.
    var priority: Double { get }
    /// The subview's spacing preferences.
    var spacing: ViewSpacing { get }
    /// The value the subview carries for a `LayoutValueKey` type, if any.
    func layoutValue(for key: ObjectIdentifier) -> Any?
    /// Records where the container puts the subview: its top-leading corner in the
    /// container's coordinates and the proposal it gets there.
    func recordPlacement(_ placement: LayoutPlacement)
}

/// Where a container put a subview: top-leading corner (in the coordinate space of the
/// `bounds` passed to `placeSubviews`) and the size proposal it placed it with.
package struct LayoutPlacement: Equatable, Sendable {
    package var origin: CGPoint
    package var proposal: ProposedViewSize
    package var size: CGSize
    package init(origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        self.origin = origin
        self.proposal = proposal
        self.size = size
    }
}

/// A proxy for one subview of a `Layout` container.
public struct LayoutSubview: Equatable {
    package let proxy: any LayoutSubviewProxy
    /// The subview's position among its siblings.
    package let index: Int

    package init(proxy: any LayoutSubviewProxy, index: Int) {
        self.proxy = proxy
        self.index = index
    }

    /// Asks the subview for its size given a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proxy.sizeThatFits(proposal) }

    /// The subview's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { proxy.dimensions(in: proposal) }

    /// The subview's layout priority (set with `.layoutPriority`).
    public var priority: Double { proxy.priority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { proxy.spacing }

    /// The subview's value for a layout value key (set with `.layoutValue(key:value:)`).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (proxy.layoutValue(for: ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }

    /// Places the subview: the point `anchor` of the subview goes at `position`, and the
    /// subview is laid out with `proposal`. A later call replaces an earlier one.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = proxy.sizeThatFits(proposal)
        var origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        if !origin.x.isFinite { origin.x = 0 }
        if !origin.y.isFinite { origin.y = 0 }
        proxy.recordPlacement(LayoutPlacement(origin: origin, proposal: proposal, size: size))
    }

    /// Whether both stand for the same subview of the same container.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.proxy === rhs.proxy && lhs.index == rhs.index
    }
}

/// The subviews of a `Layout` container.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A slice of subviews is itself a `LayoutSubviews`.
    public typealias SubSequence = LayoutSubviews
    /// Each element is one subview's proxy.
    public typealias Element = LayoutSubview
    /// Subviews are indexed by integers, from `startIndex`.
    public typealias Index = Int

    package let storage: [LayoutSubview]
    /// The first subview's index (0, or the slice's start).
    public let startIndex: Int
    /// One past the last subview's index.
    public let endIndex: Int
    /// The layout direction the container is laid out in.
    public let layoutDirection: LayoutDirection

    package init(_ subviews: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
        storage = subviews
        startIndex = 0
        endIndex = subviews.count
        self.layoutDirection = layoutDirection
    }

    private init(storage: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection) {
        self.storage = storage
        startIndex = range.lowerBound
        endIndex = range.upperBound
        self.layoutDirection = layoutDirection
    }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { storage[index] }

    /// The subviews in `bounds`, keeping their indices (as `ArraySlice` does).
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, range: bounds, layoutDirection: layoutDirection)
    }

    /// Whether both hold the same subviews in the same order.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        Array(lhs) == Array(rhs)
    }
}

/// A key for a value a subview passes to its layout container (`.layoutValue(key:value:)`).
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value for subviews that set none.
    static var defaultValue: Value { get }
}

/// Properties of a layout container type.
public struct LayoutProperties: Sendable, Equatable {
    /// The axis a stack-like layout arranges its subviews along; Spacers inside expand along it.
    public var stackOrientation: Axis?
    /// Properties with no stack orientation.
    public init() { stackOrientation = nil }
}

extension LayoutSubviewProxy {
    /// Dimensions whose explicit guides answer nil (for proxies with no guides of their own).
    package func plainDimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal), source: nil)
    }
}
