import CairnGeometry
import CairnShapes
import Foundation

/// A renderer-agnostic drawing: what a view tree looks like, as a list of items in
/// back-to-front order, in points, y down.
///
/// The display list is the one interface between views and renderers (like usvg's tree in
/// resvg): views never see Cairo, Cairo never sees views.
public struct DisplayList: Equatable, Sendable {
    /// One drawing operation.
    public enum Item: Equatable, Sendable {
        /// Fills a path with a paint.
        case fill(Path, Paint, FillStyle)
        /// Strokes a path with a paint.
        case stroke(Path, Paint, StrokeStyle)
        /// Draws a nested list through a transform, with group opacity and clipping.
        case group(Group)
        /// Draws a text run laid out under its own constraints, its top-leading corner
        /// at `origin` (see `TextRun`).
        case text(TextRun, origin: CGPoint)
        /// Draws an image into a rectangle (see `ImageItem`).
        case image(ImageItem)
        /// Composites a nested list offscreen, then filters, masks and blends it into the
        /// parent (see `Layer`).
        case layer(Layer)
    }

    /// A nested list with the attributes that apply to it as a whole.
    public struct Group: Equatable, Sendable {
        /// Maps the group's coordinates into its parent's.
        public var transform: CGAffineTransform
        /// Group opacity: the content is composited as one layer at this opacity.
        public var opacity: Double
        /// Clip shapes, in the group's coordinates, all of which apply.
        public var clips: [Clip]
        /// The content.
        public var content: DisplayList
        /// Whether the content is one view's drawing made of several items (a symbol's fills
        /// and strokes): the effects SwiftUI gives each child of a container separately
        /// (`shadow`, `opacity`, `blendMode`; see `DisplayList.mappingLeaves`) take it whole,
        /// as one view. Drawing is unchanged; a dump shows such a group as its content alone
        /// when it has no transform, opacity or clip.
        public var isSingleView: Bool

        /// A group of `content` drawn through `transform`, clipped by every clip in `clips` and composited at `opacity` (defaults: identity, no clip, opaque; `isSingleView`: one view's drawing).
        public init(transform: CGAffineTransform = .identity, opacity: Double = 1, clips: [Clip] = [], isSingleView: Bool = false, content: DisplayList) {
            self.transform = transform
            self.opacity = opacity
            self.clips = clips
            self.isSingleView = isSingleView
            self.content = content
        }
    }

    /// A clip region: the inside of a path under a fill rule.
    public struct Clip: Equatable, Sendable {
        /// The clip's outline, in the group's coordinates.
        public var path: Path
        /// The fill rule that decides the inside of `path` (non-zero winding by default).
        public var style: FillStyle
        /// A clip to the inside of `path` under `style`'s fill rule.
        public init(path: Path, style: FillStyle = FillStyle()) {
            self.path = path
            self.style = style
        }
    }

    /// The items, back to front.
    public var items: [Item]

    /// Creates a list of items.
    public init(_ items: [Item] = []) { self.items = items }

    /// Whether the list draws nothing.
    public var isEmpty: Bool { items.isEmpty }

    /// Appends an item.
    public mutating func append(_ item: Item) { items.append(item) }
}
