import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import CairnViews
import Foundation

/// Renders a view to PNG, SVG, PDF or a bitmap, as SwiftUI's `ImageRenderer` does.
///
/// The view is proposed `proposedSize` (nil axes: its ideal size) and the image is the size
/// the view reports, times `scale` in pixels.
///
/// A still, as SwiftUI's: the view's state before any `onAppear` action, task, timer or
/// animation runs (a `TimelineView` shows 2001-01-01 00:00 UTC); `AnimationRenderer.image(at:)`
/// shows a view as it plays, at any time.
///
/// ```swift
/// let renderer = ImageRenderer(content: TriangleArrow().fill(.green).frame(width: 80, height: 80))
/// renderer.scale = 2
/// try renderer.write(to: URL(fileURLWithPath: "arrow.png"))
/// ```
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// The size proposed to the view (default: unspecified, the view's ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point of raster output.
    public var scale: CGFloat = 1
    /// Whether raster output has no transparency: uncovered pixels are opaque black, as a
    /// Core Graphics image without alpha shows them (add a `.background` for another colour).
    public var isOpaque = false
    /// Draws every view's frame (red) and the alignment guide its parent lined it up by
    /// (dashed blue), over the picture: the tool to reach for when a layout surprises you.
    public var showsLayoutFrames = false
    /// The system look the view is drawn in (`DesignEra`): the environment value
    /// `\.designEra` of the whole view. Default: `DesignEra.default` when the renderer is
    /// created — iOS 26, unless the task chose another with `DesignEra.withDefault(_:operation:)`.
    public var designEra: DesignEra = .default

    /// A renderer for `content`.
    public init(content: Content) { self.content = content }

    /// The laid-out view.
    public var layout: ViewLayout {
        ViewLayout(of: content, proposal: proposedSize, environment: RenderedView.hostingEnvironment(scale: scale, designEra: designEra))
    }

    /// The drawing, in image coordinates (the view's top-left corner at the origin).
    public var displayList: DisplayList { rendered.displayList }

    /// The view laid out and drawn, ready to rasterize.
    private var rendered: RenderedView { RenderedView(layout, showsLayoutFrames: showsLayoutFrames) }

    /// The image as PNG, 8 bits per channel: RGB when every pixel is opaque (as with `isOpaque`),
    /// else RGBA, as `cairo_surface_write_to_png` decides (see `CairoRenderer.pngData`).
    public func pngData() throws -> Data { try rendered.pngData(scale: scale, isOpaque: isOpaque) }

    /// The image as SVG, in px units; shadows, blurs, colour filters, masks and blend modes
    /// stay vector where SVG can express them (`CairoRenderer.svgData` says what is embedded
    /// as an image instead).
    public func svgData() throws -> Data { try rendered.svgData() }

    /// The image as a one-page PDF with fixed metadata (byte-reproducible).
    public func pdfData() throws -> Data { try rendered.pdfData() }

    /// The image as a bitmap with pixel access.
    public func bitmap() throws -> Bitmap { try rendered.bitmap(scale: scale, isOpaque: isOpaque) }

    /// Writes the image to `url`, atomically, in the format its extension names
    /// (`png`, `svg` or `pdf`).
    ///
    /// The destination is checked first, before the format and any rendering: a missing or
    /// unwritable directory, a directory or a device (`/dev/full`) throws
    /// `RenderError.fileWriteFailed` naming it and the cause; a symbolic link is followed.
    public func write(to url: URL) throws {
        do {
            _ = try FileDestination(url)
        } catch {
            throw RenderError.fileWriteFailed(path: url.path, reason: error.reason)
        }
        let data: Data
        switch url.pathExtension.lowercased() {
        case "png": data = try pngData()
        case "svg": data = try svgData()
        case "pdf": data = try pdfData()
        default: throw ImageRendererError.unknownFormat(url.pathExtension)
        }
        try writeAtomically(data, to: url)
    }
}

/// Errors of `ImageRenderer` beyond rendering itself.
public enum ImageRendererError: Error, LocalizedError, CustomStringConvertible, Equatable {
    /// The file extension names no supported format.
    case unknownFormat(String)

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case .unknownFormat(let ext):
            ext.isEmpty
                ? "Cannot tell the image format: the file name has no extension; name it .png, .svg or .pdf."
                : "Cannot tell the image format from the extension '\(ext)': use .png, .svg or .pdf."
        }
    }

    /// The same message as `description`, for `error.localizedDescription`.
    public var errorDescription: String? { description }
}
