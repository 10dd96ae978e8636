import CairnDisplayList
import CairnGeometry
import Foundation

private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct FontWeightKey: EnvironmentKey { static var defaultValue: Font.Weight? { nil } }
private struct ItalicKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct ReservedLineCountKey: EnvironmentKey { static var defaultValue: Int { 0 } }
private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct KerningKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct TrackingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct TextMeasurerKey: EnvironmentKey { static var defaultValue: any TextMeasurer { FixedMetricTextMeasurer() } }

extension EnvironmentValues {
    /// The default font of text in this environment (nil: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The weight text uses instead of its font's (`.fontWeight`, `.bold()` on views).
    package var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// Whether text is italic (`.italic()` on views).
    package var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }

    /// The most lines text shows (nil: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How many lines' height text reserves even when it has fewer (0: none); set by
    /// `lineLimit(_:reservesSpace:)` and by a range's lower bound, `lineLimit(2...4)`.
    package var reservedLineCount: Int {
        get { self[ReservedLineCountKey.self] }
        set { self[ReservedLineCountKey.self] = newValue }
    }

    /// Sets the line limit every `lineLimit` form writes: at most `most` lines (nil: no
    /// limit) and at least `least` lines' height (0: none); limits below 1 count as 1 and
    /// the reserve never exceeds the limit.
    package mutating func setLineLimit(atMost most: Int?, atLeast least: Int) {
        let upper = most.map { Swift.max($0, 1) }
        lineLimit = upper
        reservedLineCount = Swift.min(Swift.max(least, 0), upper ?? .max)
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How the lines of multi-line text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Extra space between lines of text, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The smallest fraction of its font size text may shrink to before it truncates.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Whether text may tighten the space between its characters to fit a line before it
    /// truncates (Apple: `EnvironmentValues.allowsTightening`, default false).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// Extra space after each character of text, in points (`.kerning` on views).
    package var kerning: CGFloat {
        get { self[KerningKey.self] }
        set { self[KerningKey.self] = newValue }
    }

    /// Extra space after each character of text, in points (`.tracking` on views).
    package var tracking: CGFloat {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }

    /// What measures text. The default is `FixedMetricTextMeasurer` (hand-checkable
    /// numbers, for layout tests); `import Cairn` gives `ImageRenderer` and
    /// `ViewLayout(of:in:)` the Pango measurer with the bundled fonts.
    public var textMeasurer: any TextMeasurer {
        get { self[TextMeasurerKey.self] }
        set { self[TextMeasurerKey.self] = newValue }
    }
}

extension View {
    /// Sets the default font of text in this view.
    public func font(_ font: Font?) -> some View {
        EnvironmentWriter(content: self) { $0.font = font }
    }

    /// Sets the weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        EnvironmentWriter(content: self) { $0.fontWeight = weight }
    }

    /// Makes text in this view bold (when `isActive`).
    public func bold(_ isActive: Bool = true) -> some View {
        EnvironmentWriter(content: self) { if isActive { $0.fontWeight = .bold } }
    }

    /// Makes text in this view italic (when `isActive`).
    public func italic(_ isActive: Bool = true) -> some View {
        EnvironmentWriter(content: self) { if isActive { $0.isItalic = true } }
    }

    /// Limits text in this view to `number` lines (nil: no limit). Limits below 1 count
    /// as 1.
    public func lineLimit(_ number: Int?) -> some View {
        EnvironmentWriter(content: self) { $0.setLineLimit(atMost: number, atLeast: 0) }
    }

    /// Limits text in this view to `limit` lines and, with `reservesSpace`, makes it as
    /// tall as `limit` lines even when it has fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        EnvironmentWriter(content: self) { $0.setLineLimit(atMost: limit, atLeast: reservesSpace ? Swift.max(limit, 1) : 0) }
    }

    /// Makes text in this view at least `limit.lowerBound` lines tall (reserving space when
    /// it has fewer) and at most `limit.upperBound` lines, as SwiftUI's
    /// `lineLimit(_: ClosedRange<Int>)` (iOS 16) does; a vertical `TextField` grows within
    /// the range. Bounds below 1 count as 1.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        EnvironmentWriter(content: self) { $0.setLineLimit(atMost: limit.upperBound, atLeast: Swift.max(limit.lowerBound, 1)) }
    }

    /// Makes text in this view at least `limit.lowerBound` lines tall, with no upper limit
    /// (SwiftUI's `lineLimit(_: PartialRangeFrom<Int>)`).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        EnvironmentWriter(content: self) { $0.setLineLimit(atMost: nil, atLeast: Swift.max(limit.lowerBound, 1)) }
    }

    /// Limits text in this view to `limit.upperBound` lines without reserving space
    /// (SwiftUI's `lineLimit(_: PartialRangeThrough<Int>)`).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        EnvironmentWriter(content: self) { $0.setLineLimit(atMost: limit.upperBound, atLeast: 0) }
    }

    /// Sets where text in this view is cut when it does not fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        EnvironmentWriter(content: self) { $0.truncationMode = mode }
    }

    /// Sets how the lines of multi-line text in this view align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        EnvironmentWriter(content: self) { $0.multilineTextAlignment = alignment }
    }

    /// Adds `lineSpacing` points between lines of text in this view (negative: 0).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        EnvironmentWriter(content: self) { $0.lineSpacing = lineSpacing.isFinite ? max(lineSpacing, 0) : 0 }
    }

    /// Lets text in this view shrink to `factor` (0...1) of its size before it truncates.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        EnvironmentWriter(content: self) { $0.minimumScaleFactor = factor.isFinite ? min(max(factor, 0.01), 1) : 1 }
    }

    /// Sets whether text in this view can compress the space between characters when
    /// necessary to fit a line (Apple: `allowsTightening(_:)`; see `TextBehavior`, step 5).
    public func allowsTightening(_ flag: Bool) -> some View {
        EnvironmentWriter(content: self) { $0.allowsTightening = flag }
    }

    /// Adds `kerning` points after each character of text in this view.
    public func kerning(_ kerning: CGFloat) -> some View {
        EnvironmentWriter(content: self) { $0.kerning = kerning.isFinite ? kerning : 0 }
    }

    /// Adds `tracking` points after each character of text in this view.
    public func tracking(_ tracking: CGFloat) -> some View {
        EnvironmentWriter(content: self) { $0.tracking = tracking.isFinite ? tracking : 0 }
    }
}
