import CairnGeometry
import Foundation

/// An image drawn into a rectangle: what `Image` views put in a display list.
///
/// The source is stretched to `rect` (or, with `capInsets`, its corners keep their size and
/// its edges and centre stretch or tile). With a `tint`, only the image's alpha is used: the
/// tint paint is drawn through it (SwiftUI's template rendering).
public struct ImageItem: Equatable, Sendable {
    /// How smoothly a scaled bitmap is resampled (SwiftUI's `Image.Interpolation`).
    public enum Interpolation: String, Equatable, Sendable {
        /// Nearest neighbour: hard pixel edges.
        case none
        /// Fast bilinear-quality filtering.
        case low
        /// Good filtering.
        case medium
        /// The best filtering.
        case high
    }

    /// How the stretchable parts of a capped image fill their space.
    public enum ResizingMode: String, Equatable, Sendable {
        /// Repeat at the image's own size.
        case tile
        /// Scale to fill.
        case stretch
    }

    /// The decoded image.
    public var source: ImageSource
    /// Where it is drawn, in list coordinates.
    public var rect: CGRect
    /// Resampling quality.
    public var interpolation: Interpolation
    /// Whether the image's edges are antialiased.
    public var isAntialiased: Bool
    /// The paint drawn through the image's alpha (template rendering), or nil for the
    /// image's own colours.
    public var tint: Paint?
    /// Insets of the source, in points, that keep their size when the image is resized.
    public var capInsets: EdgeInsets
    /// How the parts inside the cap insets fill the rest.
    public var resizingMode: ResizingMode

    /// An image item; the defaults draw the source with its own colours, high-quality filtering and no cap insets.
    public init(
        source: ImageSource, rect: CGRect, interpolation: Interpolation = .high, isAntialiased: Bool = true,
        tint: Paint? = nil, capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
    ) {
        self.source = source
        self.rect = rect
        self.interpolation = interpolation
        self.isAntialiased = isAntialiased
        self.tint = tint
        self.capInsets = capInsets
        self.resizingMode = resizingMode
    }
}

extension DisplayListDumper {
    /// `image rect=x y w h source interpolation=high aa=on [tint=…] [caps=t l b r mode=stretch]`.
    static func imageText(_ item: ImageItem) -> String {
        let r = item.rect
        var line = "image rect=\(point(r.origin)) \(point(CGPoint(x: r.width, y: r.height))) \(item.source)"
            + " interpolation=\(item.interpolation.rawValue) aa=\(item.isAntialiased ? "on" : "off")"
        if let tint = item.tint { line += " tint=" + paintText(tint) }
        let c = item.capInsets
        if c != EdgeInsets() || item.resizingMode != .stretch {
            line += " caps=" + [c.top, c.leading, c.bottom, c.trailing].map(NumberFormat.exact).joined(separator: " ")
                + " mode=\(item.resizingMode.rawValue)"
        }
        return line
    }
}
