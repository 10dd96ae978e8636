import CairnGeometry
import Foundation

/// Answers a view's explicit alignment values (set with `alignmentGuide` or passed up by
/// its children).
package protocol ExplicitAlignmentSource: AnyObject {
    /// The explicit value of `key` for the view proposed `proposal` (reporting `size`), or nil.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat?
}

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The view whose explicit guides these dimensions answer (the engine's node itself: no
    /// object is made per query), and the proposal they were made for.
    package let source: (any ExplicitAlignmentSource)?
    package let proposal: ProposedViewSize

    package init(size: CGSize, source: (any ExplicitAlignmentSource)?, proposal: ProposedViewSize = .unspecified) {
        width = size.width
        height = size.height
        self.source = source
        self.proposal = proposal
    }

    package var size: CGSize { CGSize(width: width, height: height) }

    /// The value of `guide`: its explicit value when set, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The value of `guide`: its explicit value when set, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The explicit value of `guide`, or nil when the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[explicit: guide.key] }
    /// The explicit value of `guide`, or nil when the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[explicit: guide.key] }

    package subscript(key: AlignmentKey) -> CGFloat {
        self[explicit: key] ?? key.defaultValue(in: self)
    }

    package subscript(explicit key: AlignmentKey) -> CGFloat? {
        source?.explicitAlignment(key, proposal: proposal, size: size)
    }

    /// Whether both have the same size and come from the same view and proposal (whose explicit guides they answer).
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.source === rhs.source && lhs.proposal == rhs.proposal
    }
}
