import CairnCairo
import CairnExport
import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnViews
import Foundation

/// Renders an `AnimationTimeline` frame by frame: frame k shows the scene at k / fps
/// seconds; a scene of d seconds has round(d · fps) frames (3 s at 30 fps: frames 0…89).
///
/// Every frame has the size of the first (the view's size at time 0 for the proposal, times
/// `scale` in pixels), so frames stack into one video.
public final class AnimationRenderer<Model, Content: View> {
    /// The scene.
    public let timeline: AnimationTimeline<Model, Content>
    /// Frames per second.
    public var framesPerSecond: Double
    /// Pixels per point.
    public var scale: CGFloat = 1
    /// Whether frames are opaque (black behind uncovered pixels, as `ImageRenderer`).
    public var isOpaque = false

    /// A renderer of `timeline` at `framesPerSecond`.
    public init(_ timeline: AnimationTimeline<Model, Content>, framesPerSecond: Double = 30) {
        self.timeline = timeline
        self.framesPerSecond = framesPerSecond
    }

    /// How many frames the scene has.
    public var frameCount: Int {
        guard framesPerSecond.isFinite, framesPerSecond > 0 else { return 0 }
        let n = (timeline.duration * framesPerSecond).rounded()
        return n.isFinite ? Int(min(n, 1_000_000)) : 0
    }

    /// The time of frame `index`, in seconds.
    public func time(ofFrame index: Int) -> Double { Double(index) / framesPerSecond }

    /// The size of every frame, in points.
    public var size: CGSize { timeline.layout(at: 0).size }

    /// The drawing of frame `index`, in image coordinates.
    public func displayList(atFrame index: Int) -> DisplayList {
        displayList(of: timeline.layout(at: time(ofFrame: index)))
    }

    func displayList(of layout: ViewLayout) -> DisplayList {
        let origin = layout.rootFrame.origin
        if origin == .zero { return layout.displayList }
        return DisplayList([.group(DisplayList.Group(transform: CGAffineTransform(translationX: -origin.x, y: -origin.y), content: layout.displayList))])
    }

    private var background: Color.Resolved? { isOpaque ? Color.black.resolved : nil }

    /// Frame `index` as a bitmap.
    public func bitmap(atFrame index: Int) throws -> Bitmap {
        try CairoRenderer.bitmap(displayList(atFrame: index), size: size, scale: scale, background: background)
    }

    /// Frame `index` as PNG.
    public func pngData(atFrame index: Int) throws -> Data {
        try CairoRenderer.pngData(displayList(atFrame: index), size: size, scale: scale, background: background)
    }
}

extension AnimationRenderer {
    /// Exports every frame (or `options.frames`) to `destination`: a PNG sequence, a GIF, an
    /// APNG or a video (through ffmpeg). Frames are laid out in order on this thread and
    /// rendered and encoded in parallel; the output is byte-identical to a serial export.
    ///
    /// `options.scale` multiplies this renderer's `scale`; an opaque renderer exports on black.
    @discardableResult
    public func export(to destination: ExportDestination, options: ExportOptions = ExportOptions()) throws -> ExportReport {
        var options = options
        options.scale *= scale
        if isOpaque && options.background == nil { options.background = .black }
        let exporter = FrameExporter(size: size, framesPerSecond: framesPerSecond, options: options)
        return try exporter.export(frameCount: frameCount, to: destination) { displayList(atFrame: $0) }
    }
}
