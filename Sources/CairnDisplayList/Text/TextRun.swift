import CairnGeometry
import Foundation

/// A block of styled text and the constraints it was laid out under: everything a renderer
/// needs to reproduce, line for line, the layout a `TextMeasurer` measured.
///
/// The run is the unit of measurement and of drawing: `TextMeasurer.measure(_:)` lays it
/// out as `width`, `lineLimit` and `truncationMode` say; a display list's `.text` item
/// draws the same run, so the lines drawn are the lines measured.
public struct TextRun: Hashable, Sendable {
    /// A stretch of text in one style.
    public struct Segment: Hashable, Sendable {
        /// The characters.
        public var string: String
        /// The font.
        public var font: TextFont
        /// The paint the glyphs are filled with.
        public var paint: Paint
        /// Extra space after each character, in points (`Text.kerning`); glyphs that would
        /// form a ligature are still spaced.
        public var kerning: CGFloat
        /// Extra space after each character, in points (`Text.tracking`).
        public var tracking: CGFloat

        /// The line drawn under the characters (nil: none).
        public var underline: TextDecoration?
        /// The line drawn through the characters (nil: none).
        public var strikethrough: TextDecoration?
        /// How far the characters sit above the baseline, in points (negative: below).
        public var baselineOffset: CGFloat
        /// An inline image drawn in place of the segment's one character (U+FFFC).
        public var attachment: TextAttachment?
        /// The language the characters are set in (a BCP 47 tag such as "zh-Hans-CN"; nil:
        /// the font system's default): it picks a script's regional glyphs and its line
        /// breaking rules (`typesettingLanguage`).
        public var language: String?

        /// A segment. Kerning, tracking and baseline offsets that are not finite become 0.
        public init(
            _ string: String, font: TextFont, paint: Paint = .color(Color.black.resolved), kerning: CGFloat = 0, tracking: CGFloat = 0,
            underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil, baselineOffset: CGFloat = 0,
            attachment: TextAttachment? = nil, language: String? = nil
        ) {
            self.attachment = attachment
            self.language = language
            self.string = string
            self.font = font
            self.paint = paint
            self.kerning = kerning.isFinite ? kerning : 0
            self.tracking = tracking.isFinite ? tracking : 0
            self.underline = underline
            self.strikethrough = strikethrough
            self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
        }

        /// The extra space after each character: kerning plus tracking.
        public var letterSpacing: CGFloat { kerning + tracking }

        // Paint is not Hashable; equal segments have equal strings and fonts, which is
        // all the hash needs to agree with `==`.
        /// Hashes the string, font, kerning and tracking (the paint is not hashable; equal segments still hash equally).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(string)
            hasher.combine(font)
            hasher.combine(kerning)
            hasher.combine(tracking)
            hasher.combine(underline)
            hasher.combine(strikethrough)
            hasher.combine(baselineOffset)
            hasher.combine(attachment)
            hasher.combine(language)
        }
    }

    /// An image inside text (`Text(Image(systemName:))`): its size, its baseline (from its
    /// top), and what it draws, with its top-leading corner at the origin.
    public struct TextAttachment: Hashable, Sendable {
        /// The size, in points.
        public var size: CGSize
        /// The distance from the top down to the baseline the image sits on.
        public var baseline: CGFloat
        /// The drawing.
        public var content: DisplayList

        /// An attachment; sizes and baselines that are not finite become 0.
        public init(size: CGSize, baseline: CGFloat, content: DisplayList) {
            self.size = CGSize(width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
            self.baseline = baseline.isFinite ? baseline : 0
            self.content = content
        }

        // DisplayList is not Hashable; equal attachments have equal sizes and baselines.
        /// Hashes the size and baseline (the drawing is not hashable; equal attachments still hash equally).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(size.width)
            hasher.combine(size.height)
            hasher.combine(baseline)
        }

        /// This attachment `scale` times larger.
        public func scaled(by scale: CGFloat) -> TextAttachment {
            TextAttachment(
                size: CGSize(width: size.width * scale, height: size.height * scale), baseline: baseline * scale,
                content: DisplayList([.group(DisplayList.Group(transform: CGAffineTransform(scaleX: scale, y: scale), content: content))]))
        }
    }

    /// A line drawn under or through text: its dash pattern and colour (nil: the text's).
    public struct TextDecoration: Hashable, Sendable {
        /// The dash pattern of a text decoration line.
        public enum Pattern: String, Hashable, Sendable, CaseIterable {
            /// `solid` is a continuous line (the default); `dot`, `dash`, `dashDot` and `dashDotDot` repeat those dash patterns, as `Text.LineStyle.Pattern`.
            case solid, dot, dash, dashDot, dashDotDot
        }
        /// The dash pattern.
        public var pattern: Pattern
        /// The colour; nil draws in the text's own colour.
        public var color: Color.Resolved?

        /// A decoration line.
        public init(pattern: Pattern = .solid, color: Color.Resolved? = nil) {
            self.pattern = pattern
            self.color = color
        }
    }

    /// Which part of the last visible line gives way to "…" when the text does not fit.
    public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
        /// `head` hides the start ("…end"), `middle` the middle ("sta…end"), `tail` the end ("start…", the default).
        case head, middle, tail
    }

    /// How the lines of a multi-line run line up with each other.
    public enum Alignment: String, Hashable, Sendable {
        /// Lines start at the leading edge, are centred, or end at the trailing edge, as `TextAlignment`.
        case leading, center, trailing
    }

    /// How far apart the baselines of a run's lines are (iOS 26's `lineHeight(_:)`, whose
    /// public type is `AttributedString.LineHeight`): nil keeps each line as tall as its
    /// fonts (`variable`).
    ///
    /// Apple documents what each sets ("The line height defines the distance between the
    /// baselines of two subsequent lines of text"), not where a line's glyphs sit inside it:
    /// Cairn centres the fonts' own line (ascent plus descent) in it, the difference split
    /// evenly above and below, as CSS's half-leading does (Cairn's estimate). A line
    /// shorter than its fonts lets glyphs reach past it; nothing is clipped.
    public enum LineHeight: Hashable, Sendable {
        /// The fonts' own ascent and descent on each line (what nil also means).
        case variable
        /// The line's largest point size times the factor.
        case multiple(CGFloat)
        /// The line's largest point size plus this many points.
        case increase(CGFloat)
        /// Exactly this many points.
        case exact(CGFloat)

        /// The height of a line whose largest font size is `size` and whose fonts' own
        /// height is `natural`: never negative, at most 10⁵ points; a value that is not
        /// finite gives `natural`.
        public func height(largestSize size: CGFloat, natural: CGFloat) -> CGFloat {
            let h: CGFloat
            switch self {
            case .variable: h = natural
            case let .multiple(factor): h = size * factor
            case let .increase(points): h = size + points
            case let .exact(points): h = points
            }
            return h.isFinite ? min(max(h, 0), 100_000) : natural
        }
    }

    /// The styled text, in order.
    public var segments: [Segment]
    /// The width lines wrap at, in points; nil lays out every paragraph on one line.
    public var width: CGFloat?
    /// The most lines shown (nil: no limit); the last shown line is truncated with "…".
    public var lineLimit: Int?
    /// Where the ellipsis goes.
    public var truncationMode: TruncationMode
    /// How lines align within the run's measured width.
    public var alignment: Alignment
    /// Extra space between lines, in points.
    public var lineSpacing: CGFloat
    /// The distance between the baselines of successive lines (nil: the fonts' own).
    public var lineHeight: LineHeight?

    /// A run. Widths that are NaN or negative become 0, infinite ones nil; line limits
    /// below 1 become 1; line spacing that is not finite or negative becomes 0.
    public init(
        _ segments: [Segment], width: CGFloat? = nil, lineLimit: Int? = nil,
        truncationMode: TruncationMode = .tail, alignment: Alignment = .leading, lineSpacing: CGFloat = 0,
        lineHeight: LineHeight? = nil
    ) {
        self.segments = segments
        self.width = width.flatMap { $0.isInfinite ? nil : ($0.isNaN ? 0 : max($0, 0)) }
        self.lineLimit = lineLimit.map { max($0, 1) }
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing.isFinite ? max(lineSpacing, 0) : 0
        self.lineHeight = lineHeight
    }

    /// A line of this run whose largest font size is `size` and whose fonts' own height
    /// (ascent plus descent) is `natural`: its height under `lineHeight`, and how far its
    /// baseline moves down from where the fonts' own line puts it (the fonts' line centred in
    /// the line: see `LineHeight`). Without a line height, `natural` and 0.
    public func line(largestSize size: CGFloat, natural: CGFloat) -> (height: CGFloat, shift: CGFloat) {
        guard let lineHeight else { return (natural, 0) }
        let height = lineHeight.height(largestSize: size, natural: natural)
        return (height, (height - natural) / 2)
    }

    /// All the characters of the run.
    public var string: String { segments.map(\.string).joined() }

    /// Whether the run has no characters.
    public var isEmpty: Bool { segments.allSatisfy { $0.string.isEmpty } }

    /// This run with every font size (and letter spacing) multiplied by `scale`.
    public func scaled(by scale: CGFloat) -> TextRun {
        var copy = self
        copy.segments = segments.map {
            var s = $0
            s.font = s.font.scaled(by: scale)
            s.kerning *= scale
            s.tracking *= scale
            s.baselineOffset *= scale
            s.attachment = s.attachment?.scaled(by: scale)
            return s
        }
        return copy
    }
}

/// The size and lines of a laid-out text run.
public struct TextMeasurement: Equatable, Sendable {
    /// Width of the widest visible line (ellipsis included) by the height of the visible
    /// lines and the spacing between them.
    public var size: CGSize
    /// The first line's baseline, from the top.
    public var firstBaseline: CGFloat
    /// The last visible line's baseline, from the top.
    public var lastBaseline: CGFloat
    /// How many lines are shown.
    public var lineCount: Int
    /// Whether some text is hidden behind an ellipsis.
    public var isTruncated: Bool

    /// A measurement with the given size, first and last baselines (from the top), line count and truncation flag.
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int, isTruncated: Bool) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.isTruncated = isTruncated
    }

    /// The measurement of an empty run: nothing, no lines.
    public static let empty = TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0, isTruncated: false)
}

/// Measures text runs: how big a run is when laid out under its constraints, where its
/// baselines are, and the metrics of its fonts.
///
/// Layout code measures through this protocol so it can be tested with
/// `FixedMetricTextMeasurer` (hand-checkable numbers) and rendered with Pango
/// (`PangoTextMeasurer` in CairnCairo). A measurer must be deterministic: the same run
/// always measures the same.
public protocol TextMeasurer: Sendable {
    /// Lays out `run` at its `width` (nil: unconstrained) with its `lineLimit` and
    /// `truncationMode`, and reports the result.
    func measure(_ run: TextRun) -> TextMeasurement
    /// The vertical metrics of `font`.
    func metrics(of font: TextFont) -> FontMetrics
    /// Whether a family named `name` is installed (false: it falls back to the system font).
    func hasFamily(named name: String) -> Bool
}
