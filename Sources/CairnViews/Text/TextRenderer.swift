import CairnAnimation
import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// Draws a `Text` view itself (Apple: `TextRenderer`, iOS 18): `draw(layout:in:)` gets the
/// text's lines, runs and glyphs (`Text.Layout`) and a `GraphicsContext` to draw them in,
/// moved, faded or skipped one by one.
///
/// ```swift
/// struct Wave: TextRenderer {
///     var strength: Double
///     var animatableData: Double { get { strength } set { strength = newValue } }
///     func draw(layout: Text.Layout, in context: inout GraphicsContext) {
///         for line in layout {
///             for run in line {
///                 for (i, glyph) in run.enumerated() {
///                     var copy = context
///                     copy.translateBy(x: 0, y: strength * sin(Double(i) * 0.5))
///                     copy.draw(glyph)
///                 }
///             }
///         }
///     }
/// }
/// Text("Wave").textRenderer(Wave(strength: 8))
/// ```
/// A renderer that draws nothing leaves the text invisible (its layout stays). In an export
/// the renderer's `animatableData` is interpolated like any animatable value.
public protocol TextRenderer: Animatable {
    /// Draws `layout` (the text's lines, in the text view's coordinates) into `context`.
    func draw(layout: Text.Layout, in context: inout GraphicsContext)
    /// The size the text view takes for `proposal` (default: the text's own size).
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far outside the text's frame the renderer may draw (default: none).
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    /// No padding.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// A value marking some text for a `TextRenderer` (Apple: `TextAttribute`, iOS 18): set with
/// `Text.customAttribute(_:)`, read back from a run with `run[MyAttribute.self]`. It draws
/// nothing itself; without a renderer the text looks the same.
///
/// ```swift
/// struct Emphasis: TextAttribute {}
/// Text("Render \(Text("SwiftUI").customAttribute(Emphasis())) anywhere")
///     .textRenderer(MyRenderer())   // for run in line { if run[Emphasis.self] != nil { … } }
/// ```
public protocol TextAttribute: Hashable {}

extension Text {
    /// Marks this text with `value`, which a `TextRenderer` reads from the runs it draws
    /// (`run[T.self]`); nothing changes where no renderer asks (Apple:
    /// `customAttribute(_:)`, iOS 18). Set twice with one type, the innermost value wins.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        modified { $0.customAttributes.append(AnyHashable(value)) }
    }
}

/// The text a `TextRenderer` sizes (Apple: `TextProxy`).
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize
    /// The size the text takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

extension Text {
    /// A text laid out in lines (Apple: `Text.Layout`), what `TextRenderer.draw(layout:in:)`
    /// draws: a collection of `Line`s, each of `Run`s (characters of the same style), each of
    /// `RunSlice`s (one glyph each).
    ///
    /// Cairn's glyphs are characters: a slice's position is the width of the line up to it
    /// as the text measurer measures it, so drawn one by one a line matches the text drawn
    /// whole but for kerning between pairs. Lines break where the text view breaks them.
    public struct Layout: RandomAccessCollection, Equatable {
        let lines: [Line]
        /// Whether the text was cut short with an ellipsis.
        public var isTruncated: Bool
        /// The first line's index.
        public var startIndex: Int { 0 }
        /// One past the last line's index.
        public var endIndex: Int { lines.count }
        /// The line at `index`.
        public subscript(index: Int) -> Line { lines[index] }

        /// A line of text (Apple: `Text.Layout.Line`).
        public struct Line: RandomAccessCollection, Equatable {
            let runs: [Run]
            /// The line's baseline origin, in the text view's coordinates.
            public var origin: CGPoint
            /// The line's typographic bounds.
            public var typographicBounds: TypographicBounds
            /// The first run's index.
            public var startIndex: Int { 0 }
            /// One past the last run's index.
            public var endIndex: Int { runs.count }
            /// The run at `index`.
            public subscript(index: Int) -> Run { runs[index] }
        }

        /// Characters of one style in a line (Apple: `Text.Layout.Run`); its elements are its
        /// glyphs, one slice each.
        public struct Run: RandomAccessCollection, Equatable {
            let segment: TextRun.Segment
            /// Each glyph's baseline origin (text view coordinates) and advance.
            let glyphs: [(origin: CGPoint, width: CGFloat)]
            let metrics: FontMetrics
            /// From the top of a one-line run in the segment's font to its baseline.
            let topToBaseline: CGFloat
            /// The run's `customAttribute(_:)` values, innermost first.
            var customAttributes: [AnyHashable] = []
            /// The run's custom attribute of type `T` (set with `Text.customAttribute(_:)`),
            /// or nil when the text it comes from has none (Apple: `subscript(_:)`).
            public subscript<T: TextAttribute>(key: T.Type) -> T? {
                for value in customAttributes { if let v = value.base as? T { return v } }
                return nil
            }
            /// The direction of the run (left to right).
            public var layoutDirection: LayoutDirection { .leftToRight }
            /// The run's typographic bounds.
            public var typographicBounds: TypographicBounds { bounds(0..<glyphs.count) }
            /// The first glyph's index.
            public var startIndex: Int { 0 }
            /// One past the last glyph's index.
            public var endIndex: Int { glyphs.count }
            /// The glyph at `index`, as a slice.
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }
            /// The glyphs in `bounds`, as one slice.
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds.clamped(to: 0..<glyphs.count)) }

            func bounds(_ range: Range<Int>) -> TypographicBounds {
                guard let first = range.first, range.upperBound <= glyphs.count else {
                    return TypographicBounds(origin: glyphs.first?.origin ?? .zero, width: 0, ascent: metrics.ascender, descent: -metrics.descender, leading: metrics.leading)
                }
                let last = glyphs[range.upperBound - 1]
                return TypographicBounds(origin: glyphs[first].origin, width: last.origin.x + last.width - glyphs[first].origin.x,
                                         ascent: metrics.ascender, descent: -metrics.descender, leading: metrics.leading)
            }

            /// Whether two runs have the same characters at the same places and the same custom attributes.
            public static func == (a: Run, b: Run) -> Bool {
                a.segment.string == b.segment.string && a.glyphs.map(\.origin) == b.glyphs.map(\.origin) && a.customAttributes == b.customAttributes
            }
        }

        /// Some consecutive glyphs of a run (Apple: `Text.Layout.RunSlice`).
        public struct RunSlice: RandomAccessCollection, Equatable {
            /// The run the slice is of.
            public var run: Run
            /// The glyph indices of the slice.
            public var indices: Range<Int>
            /// The first glyph's index.
            public var startIndex: Int { indices.lowerBound }
            /// One past the last glyph's index.
            public var endIndex: Int { indices.upperBound }
            /// The glyph at `index`, as a slice.
            public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }
            /// The glyphs in `bounds`, as one slice.
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds.clamped(to: indices)) }
            /// The slice's typographic bounds.
            public var typographicBounds: TypographicBounds { run.bounds(indices) }
        }

        /// The extent of some text along its baseline (Apple: `Text.Layout.TypographicBounds`).
        public struct TypographicBounds: Equatable, Sendable {
            /// The baseline origin.
            public var origin: CGPoint
            /// The advance width.
            public var width: CGFloat
            /// The distance from the baseline up to the top.
            public var ascent: CGFloat
            /// The distance from the baseline down to the bottom (positive).
            public var descent: CGFloat
            /// The line gap.
            public var leading: CGFloat
            /// The rectangle from `origin.y − ascent` to `origin.y + descent`.
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// How a context draws part of a layout (Apple: `Text.Layout.DrawingOptions`).
        public struct DrawingOptions: OptionSet, Sendable {
            /// The options' bits.
            public let rawValue: UInt32
            /// Options from bits.
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Glyphs are drawn at exact positions (Cairn always does).
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
        }
    }
}

extension GraphicsContext {
    /// Draws a line of a text layout where it lies (Apple: `draw(_:options:)`).
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// Draws a run of a text layout where it lies.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(run[0..<run.count], options: options)
    }

    /// Draws some glyphs of a run where they lie.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        let run = slice.run
        guard !slice.indices.isEmpty, slice.indices.upperBound <= run.glyphs.count else { return }
        let chars = Array(run.segment.string)
        guard slice.indices.upperBound <= chars.count else { return }
        var segment = run.segment
        segment.string = String(chars[slice.indices])
        let origin = run.glyphs[slice.indices.lowerBound].origin
        // The item's origin is its top-leading corner, above the baseline.
        drawTextItem(TextRun([segment]), origin: CGPoint(x: origin.x, y: origin.y - run.topToBaseline))
    }
}

extension Text.Layout {
    /// Lays out `run` (as drawn) in lines as a text view of `size` with `measurement` shows
    /// it. Characters past `maximumGlyphs` are left out of the glyphs (a renderer of a book
    /// would measure for minutes).
    /// `customAttributes` holds each of the run's segments' `customAttribute(_:)` values.
    static func make(_ run: TextRun, measurement m: TextMeasurement, size: CGSize, measurer: any TextMeasurer,
                     customAttributes: [[AnyHashable]] = [], maximumGlyphs: Int = 1_000) -> Text.Layout {
        let ranges = RedactionBars.lineRanges(run, measurement: m, measurer: measurer, maximumCharacters: maximumGlyphs)
        let n = Swift.max(ranges.count, 1)
        let pitch = n > 1 ? (m.lastBaseline - m.firstBaseline) / CGFloat(n - 1) : 0
        let shift: CGFloat = [TextRun.Alignment.leading: 0, .center: 0.5, .trailing: 1][run.alignment] ?? 0
        var lines: [Line] = []
        var budget = maximumGlyphs
        for (i, range) in ranges.enumerated() {
            let baseline = m.firstBaseline + CGFloat(i) * pitch
            let pieces = RedactionBars.indexedSlice(run, Swift.min(range.count, Swift.max(budget, 0)), from: range.start)
            let segments = pieces.map(\.segment)
            budget -= range.count
            var whole = run
            whole.segments = segments
            whole.width = nil
            whole.lineLimit = nil
            let lineWidth = segments.isEmpty ? 0 : Swift.min(measurer.measure(whole).size.width, size.width)
            let x0 = (size.width - lineWidth) * shift
            // Each glyph at the width of the line before it.
            var runs: [Run] = []
            var before: [TextRun.Segment] = []
            var previousEnd: CGFloat = 0
            for (index, segment) in pieces {
                var glyphs: [(CGPoint, CGFloat)] = []
                var current = segment
                current.string = ""
                for c in segment.string {
                    current.string.append(c)
                    var probe = run
                    probe.segments = before + [current]
                    probe.width = nil
                    probe.lineLimit = nil
                    let end = measurer.measure(probe).size.width
                    glyphs.append((CGPoint(x: x0 + previousEnd, y: baseline), Swift.max(end - previousEnd, 0)))
                    previousEnd = end
                }
                before.append(segment)
                var single = segment
                single.baselineOffset = 0
                let top = measurer.measure(TextRun([single])).firstBaseline
                runs.append(Run(segment: segment, glyphs: glyphs, metrics: measurer.metrics(of: segment.font), topToBaseline: top,
                                customAttributes: index < customAttributes.count ? customAttributes[index] : []))
            }
            let metrics = runs.first?.metrics
            let bounds = TypographicBounds(origin: CGPoint(x: x0, y: baseline), width: lineWidth, ascent: metrics?.ascender ?? 0,
                                           descent: -(metrics?.descender ?? 0), leading: metrics?.leading ?? 0)
            lines.append(Line(runs: runs, origin: CGPoint(x: x0, y: baseline), typographicBounds: bounds))
        }
        return Text.Layout(lines: lines, isTruncated: m.isTruncated)
    }
}

/// `.textRenderer(_:)`'s renderer, kept on a node so an animation interpolates it.
final class TextRendererBehavior: PassthroughBehavior, InterpolatableBehavior {
    var renderer: any TextRenderer
    init(_ renderer: any TextRenderer) { self.renderer = renderer }

    func hasSameValues(as other: any NodeBehavior) -> Bool {
        guard let other = other as? TextRendererBehavior else { return false }
        func same<R: TextRenderer>(_ a: R) -> Bool { (other.renderer as? R)?.animatableData == a.animatableData }
        return same(renderer)
    }

    func interpolate(from: any NodeBehavior, _ t: Double) {
        guard let from = from as? TextRendererBehavior else { return }
        func lerp<R: TextRenderer>(_ target: R) -> any TextRenderer {
            guard let start = from.renderer as? R else { return target }
            return start.interpolated(towards: target, amount: t)
        }
        renderer = lerp(renderer)
    }
}

private struct TextRendererKey: EnvironmentKey { static var defaultValue: (any TextRenderer)? { nil } }

extension EnvironmentValues {
    /// The renderer `.textRenderer(_:)` set for the text views inside.
    var textRenderer: (any TextRenderer)? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

extension ViewNode {
    /// The renderer of the nearest `.textRenderer(_:)` above this node, as animated.
    var activeTextRenderer: (any TextRenderer)? {
        var a = parent
        while let n = a {
            if let b = n.behavior as? TextRendererBehavior { return b.renderer }
            a = n.parent
        }
        return environment.textRenderer
    }
}

extension View {
    /// Draws the text views inside with `renderer` instead of the usual way (Apple:
    /// `textRenderer(_:)`, iOS 18). The renderer decides the size through
    /// `sizeThatFits(proposal:text:)` (by default the text's own) and draws through
    /// `draw(layout:in:)`; its `animatableData` animates in exports.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        PassthroughView(content: environment(\.textRenderer, renderer), name: "TextRenderer") { TextRendererBehavior(renderer) }
    }
}

/// Draws a text view through its `TextRenderer`.
enum TextRendering {
    /// Appends what `renderer` draws of `run` (the text as drawn, measured `measurement`) for
    /// the text view `node`, in root coordinates, its lines `baselineShift` points below
    /// where they were measured (the first baseline on the pixel grid).
    /// `customAttributes` holds each segment's `customAttribute(_:)` values.
    static func draw(_ run: TextRun, measurement m: TextMeasurement, size: CGSize, baselineShift: CGFloat = 0, node: ViewNode, measurer: any TextMeasurer,
                     customAttributes: [[AnyHashable]] = [], renderer: any TextRenderer, into list: inout DisplayList) {
        let f = node.frame
        let layout = Text.Layout.make(run, measurement: m, size: m.size, measurer: measurer, customAttributes: customAttributes)
        var resolver = ResolveContext(environment: node.environment, graph: node.graph)
        resolver.identity = node.identity
        let recorder = GraphicsContext.Recorder(resolver: resolver, size: f.size)
        var gc = GraphicsContext(recorder: recorder, environment: node.environment)
        renderer.draw(layout: layout, in: &gc)
        if recorder.items.isEmpty { return }
        list.append(.group(DisplayList.Group(transform: CGAffineTransform(translationX: f.minX, y: f.minY + baselineShift), content: DisplayList(recorder.items))))
    }
}
