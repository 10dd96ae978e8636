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
    /// Pixels per point; also the scene's `displayScale`, so layout rounds to this grid as
    /// `ImageRenderer`'s does.
    public var scale: CGFloat = 1 { didSet { timeline.environment.displayScale = scale } }
    /// Whether frames are opaque (black behind uncovered pixels, as `ImageRenderer`).
    public var isOpaque = false
    /// The system look the frames follow (`DesignEra`): the timeline's environment value
    /// `\.designEra`. Default: the timeline's, else `DesignEra.default` (iOS 26, unless the
    /// task chose another with `DesignEra.withDefault(_:operation:)`).
    public var designEra: DesignEra {
        get { timeline.environment.designEra }
        set { timeline.environment.designEra = newValue }
    }

    /// A renderer of `timeline` at `framesPerSecond`.
    ///
    /// The scene measures text with Pango and decodes images with Cairo and librsvg, as
    /// `ImageRenderer`'s does (a timeline's own environment otherwise measures text with
    /// fixed metrics, which placed text and what follows it a little off from the still),
    /// unless the timeline was given a measurer of its own.
    public init(_ timeline: AnimationTimeline<Model, Content>, framesPerSecond: Double = 30) {
        self.timeline = timeline
        self.framesPerSecond = framesPerSecond
        if timeline.environment.textMeasurer is FixedMetricTextMeasurer {
            timeline.environment.textMeasurer = PangoTextMeasurer()
        }
        if timeline.environment.imageDecoder is UnavailableImageDecoder { timeline.environment.imageDecoder = CairoImageDecoder() }
        timeline.environment.displayScale = scale
    }

    /// Taps the control named `control` at `time` seconds (see `AnimationTimeline.tap(_:at:)`):
    /// `AnimationRenderer(content: HexagonButton(), duration: 4).tap("动画", at: 0.5)`.
    @discardableResult
    public func tap(_ control: String, at time: Double) -> Self {
        timeline.tap(control, at: time)
        return self
    }

    /// Sets the value of the control named `control` at `time` seconds (see
    /// `AnimationTimeline.setValue(_:of:at:)`).
    @discardableResult
    public func setValue(_ value: Any, of control: String, at time: Double) -> Self {
        timeline.setValue(value, of: control, at: time)
        return self
    }

    /// The view at `time` seconds as a bitmap: the still `AnimationRenderer` shows then
    /// (`ImageRenderer` shows the state before any `onAppear` or task runs, as SwiftUI's).
    public func image(at time: Double) throws -> Bitmap {
        try rendered(at: time).bitmap(scale: scale, isOpaque: isOpaque)
    }

    /// The view at `time` seconds as PNG (see `image(at:)`).
    public func pngData(at time: Double) throws -> Data {
        try rendered(at: time).pngData(scale: scale, isOpaque: isOpaque)
    }

    /// Writes the view at `time` seconds to `url` as PNG, SVG or PDF, chosen by the file's
    /// extension, as `ImageRenderer.write(to:)` writes its still: the picture a screen shows
    /// `time` seconds after the view appears, its `onAppear` actions and tasks run on the
    /// scene's virtual clock (`cairn render --at`). The file is replaced atomically; an
    /// unknown extension or an unwritable place throws and leaves any existing file as it was.
    public func write(to url: URL, at time: Double) throws {
        try write(rendered(at: time), to: url)
    }

    /// Writes `rendered` to `url` in the format its extension names (for callers in the module
    /// that read the same layout for something else, as `PreviewSheet` its diagnostics).
    func write(_ rendered: RenderedView, to url: URL) throws {
        do {
            _ = try FileDestination(url)
        } catch {
            throw RenderError.fileWriteFailed(path: url.path, reason: error.reason)
        }
        let data: Data
        switch url.pathExtension.lowercased() {
        case "png": data = try rendered.pngData(scale: scale, isOpaque: isOpaque)
        case "svg": data = try rendered.svgData()
        case "pdf": data = try rendered.pdfData()
        default: throw ImageRendererError.unknownFormat(url.pathExtension)
        }
        try writeAtomically(data, to: url)
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
        RenderedView(timeline.layout(at: time(ofFrame: index))).displayList
    }

    /// The scene at `time` seconds laid out and drawn, on the canvas every frame shares (`size`).
    private func rendered(at time: Double) -> RenderedView {
        let layout = timeline.layout(at: time)
        return RenderedView(layout, size: size)
    }

    /// Frame `index` as a bitmap.
    public func bitmap(atFrame index: Int) throws -> Bitmap {
        try rendered(at: time(ofFrame: index)).bitmap(scale: scale, isOpaque: isOpaque)
    }

    /// Frame `index` as PNG.
    public func pngData(atFrame index: Int) throws -> Data {
        try rendered(at: time(ofFrame: index)).pngData(scale: scale, isOpaque: isOpaque)
    }
}

extension AnimationRenderer where Model == Void {
    /// A renderer of `content` as it plays for `duration` seconds, written as SwiftUI code:
    /// its `@State`, `onAppear`/`onDisappear`, `.task` (with `Task.sleep` on a virtual clock),
    /// `onChange`, timers (`onReceive(Timer.publish(…).autoconnect())`) and `withAnimation`
    /// completions run from time 0 (see `AnimationTimeline.layout(at:)`).
    ///
    /// ```swift
    /// struct Pulse: View {
    ///     @State private var progress = 0.0
    ///     var body: some View {
    ///         Circle().frame(width: 20 + 80 * progress, height: 20 + 80 * progress)
    ///             .onAppear { withAnimation(.linear(duration: 3)) { progress = 1 } }
    ///     }
    /// }
    /// try AnimationRenderer(content: Pulse(), duration: 3).export(to: .gif(url))
    /// ```
    /// A NaN, infinite or negative duration is 0 (one frame, the first).
    public convenience init(content: Content, duration: Double, framesPerSecond: Double = 30) {
        self.init(AnimationTimeline(duration: duration, model: {}) { _ in content }, framesPerSecond: framesPerSecond)
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
        try ExportLimits.check(duration: timeline.duration, framesPerSecond: framesPerSecond)
        var options = options
        options.scale *= scale
        if isOpaque && options.background == nil { options.background = .black }
        let exporter = FrameExporter(size: size, framesPerSecond: framesPerSecond, options: options)
        return try exporter.export(frameCount: frameCount, to: destination) { displayList(atFrame: $0) }
    }
}

extension AnimationRenderer {
    /// The scene as one SVG document animated with SMIL, looping over its duration: paths
    /// move, resize and reshape, colours change and opacity fades; changes made by an
    /// animation with a timing curve (linear, ease…, `timingCurve`) replay with `keySplines`
    /// of the same control points, others (springs) keyframe by keyframe at the frame rate.
    ///
    /// - Throws: `AnimatedSVGError.unsupported` for scenes SMIL cannot express (views
    ///   inserted or removed, a path whose structure changes such as a growing trim, text,
    ///   images) — export those as GIF, APNG or video.
    public func animatedSVGData() throws -> Data {
        let (events, implicit) = timeline.scheduledAnimations()
        var segments: [SplineSegment] = []
        for event in events {
            let candidates = event.animation.map { [$0] } ?? implicit
            guard candidates.count == 1, let segment = candidates[0].splineSegment(startingAt: event.time) else { continue }
            segments.append(segment)
        }
        return try AnimatedSVGWriter.data(size: size, duration: timeline.duration, framesPerSecond: framesPerSecond,
                                          segments: segments) { RenderedView(timeline.layout(at: $0)).displayList }
    }
}

extension Animation {
    /// The span this animation runs when started at `time`, with its cubic timing curve, or
    /// nil for springs and repeating animations.
    func splineSegment(startingAt time: Double) -> SplineSegment? {
        guard case let .curve(curve, duration) = base, duration > 0 else { return nil }
        // Each modifier acts on everything before it: a speed scales earlier delays too.
        var offset = 0.0, length = duration
        for modifier in modifiers {
            switch modifier {
            case .delay(let d): offset += d
            case .speed(let s):
                offset /= s
                length /= s
            case .repeating: return nil
            }
        }
        return SplineSegment(start: time + offset, end: time + offset + length, controlPoints: (curve.c0x, curve.c0y, curve.c1x, curve.c1y))
    }
}
