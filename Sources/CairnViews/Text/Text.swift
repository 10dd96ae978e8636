import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// A view that displays one or more lines of read-only text, as in SwiftUI.
///
/// Text sizes itself to its content (reference swiftui-layout.md §11): proposed no width,
/// it is one line per paragraph (its ideal size); proposed less, it wraps at words (inside
/// a word when the word alone is too wide) and reports its widest line; it never reports
/// more than its ideal width. A line limit or a too-short height truncates the last visible
/// line with "…". Its first and last baselines are explicit alignment guides, and the
/// spacing around it comes from its font's metrics (§5).
///
/// Text-level modifiers (`.font`, `.bold()`, `.foregroundColor`, `.kerning`, ...) return
/// `Text`, so styled pieces concatenate with `+`; a modifier applies only to pieces that
/// do not set that attribute themselves (the innermost wins, as in SwiftUI).
///
/// ```swift
/// Text("User: ").bold() + Text("onevcat").foregroundColor(.green)
/// Text("w: \(width, specifier: "%.1f")").font(.caption)
/// ```
public struct Text: Equatable {
    /// A piece of text with its own attributes (nil: inherited from the environment).
    package struct Segment: Equatable {
        package var string: String
        var font: Font?
        var weight: Font.Weight?
        var isItalic = false
        var color: Color?
        /// A shape style (`Text.foregroundStyle(_:)`), resolved where the text is drawn.
        var style: PieceStyle?
        var kerning: CGFloat?
        var tracking: CGFloat?
        /// The system font's monospaced design (Markdown `code`, `.monospaced()`).
        var isMonospaced = false
        var underline: LineStyle?
        var strikethrough: LineStyle?
        var baselineOffset: CGFloat?
        /// A link's destination (drawn in the tint colour).
        var link: String?
        /// Values formatted at resolution, marked in `string` by private-use characters.
        var values: [FormattedValue] = []
        var isMonospacedDigit = false
        var design: Font.Design?
        /// An inline image (the string is U+FFFC).
        package var image: InlineImage?
        /// The width of the system font (`fontWidth`).
        var width: Font.Width?
        /// The text scale (`textScale`; nil: the environment's).
        var scale: Text.Scale?
        /// The typesetting language (`typesettingLanguage`; nil: the environment's).
        var language: TypesettingLanguage?
        /// Values of `customAttribute(_:)`, innermost first, for a `TextRenderer` to read.
        var customAttributes: [AnyHashable] = []
    }

    package var segments: [Segment]

    /// Text from a string key: its Markdown (`**bold**`, `*italic*`, `` `code` ``,
    /// `~~strikethrough~~`, `[links](…)`) styles the text, and its interpolations are
    /// formatted and shown literally (Cairn does not localize). Malformed Markdown shows as
    /// written (SwiftUI: "Text ... renders Markdown in string literals").
    public init(_ key: LocalizedStringKey) {
        segments = Self.segments(markdown: key.markdown)
        if segments.isEmpty { segments = [Segment(string: "")] }
        if !key.values.isEmpty {
            for i in segments.indices { segments[i].values = key.values }
        }
        segments = Self.splittingImages(segments, key.images)
        segments = Self.splittingTexts(segments, key.texts)
    }

    /// The segments of a Markdown source.
    static func segments(markdown: String) -> [Segment] {
        InlineMarkdown.parse(markdown).map { r in
            var s = Segment(string: r.text)
            if r.isBold { s.weight = .bold }
            s.isItalic = r.isItalic
            s.isMonospaced = r.isCode
            if r.isStrikethrough { s.strikethrough = .single }
            s.link = r.link
            return s
        }
    }

    /// Text that shows `content` exactly, without localization or formatting.
    public init(verbatim content: String) { segments = [Segment(string: content)] }

    /// Text that shows a string value as is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }

    /// The concatenation of two texts, each keeping its own attributes.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t.segments += rhs.segments
        return t
    }

    /// Applies `change` to every segment.
    func modified(_ change: (inout Segment) -> Void) -> Text {
        var t = self
        for i in t.segments.indices { change(&t.segments[i]) }
        return t
    }

    // MARK: Text modifiers

    /// Sets the font of the pieces that have none.
    public func font(_ font: Font?) -> Text { modified { if $0.font == nil { $0.font = font } } }

    /// Sets the weight of the pieces that have none.
    public func fontWeight(_ weight: Font.Weight?) -> Text { modified { if $0.weight == nil { $0.weight = weight } } }

    /// Makes the text bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// Makes the text bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// Makes the text italic.
    public func italic() -> Text { modified { $0.isItalic = true } }

    /// Makes the text italic when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// Sets the colour of the pieces that have none. A link keeps the tint colour, as iOS
    /// draws it: `Text("[Terms](…)").foregroundColor(.secondary)` leaves "Terms" tinted
    /// (`.tint(_:)` recolours links; an attributed string's own colour on the run still wins).
    public func foregroundColor(_ color: Color?) -> Text { modified { if $0.color == nil, $0.style == nil, $0.link == nil { $0.color = color } } }

    /// Sets the style of the pieces that have none, as SwiftUI's `Text.foregroundStyle(_:)`
    /// (iOS 17), so a styled piece still concatenates with `+`:
    /// `Text("42") + Text(" min").foregroundStyle(.secondary)`. A hierarchical level
    /// (`.secondary`) is a shade of the foreground the text is drawn in; a gradient spans
    /// the whole text's frame. Links keep the tint colour, as with `foregroundColor(_:)`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let piece = PieceStyle(key: String(reflecting: style)) { $0.setForegroundStyle(style) }
        return modified { if $0.color == nil, $0.style == nil, $0.link == nil { $0.style = piece } }
    }

    /// The style of a piece set by `foregroundStyle(_:)`: how it sets the foreground (kept
    /// as the style's own type, so a hierarchical level still shades the text's foreground),
    /// equal when the styles' descriptions are.
    struct PieceStyle: Equatable, Sendable {
        let key: String
        let apply: @Sendable (inout EnvironmentValues) -> Void
        static func == (a: PieceStyle, b: PieceStyle) -> Bool { a.key == b.key }
    }

    /// Adds `kerning` points after each character of the pieces that set none.
    public func kerning(_ kerning: CGFloat) -> Text { modified { if $0.kerning == nil { $0.kerning = kerning } } }

    /// Adds `tracking` points after each character of the pieces that set none.
    public func tracking(_ tracking: CGFloat) -> Text { modified { if $0.tracking == nil { $0.tracking = tracking } } }

    /// Underlines the text (when `isActive`) with a line of `pattern` in `color` (nil: the
    /// text's colour), as SwiftUI's `Text.underline(_:pattern:color:)`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        modified { if $0.underline == nil, isActive { $0.underline = LineStyle(pattern: pattern, color: color) } }
    }

    /// Strikes the text through (when `isActive`) with a line of `pattern` in `color` (nil:
    /// the text's colour), as SwiftUI's `Text.strikethrough(_:pattern:color:)`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        modified { if $0.strikethrough == nil, isActive { $0.strikethrough = LineStyle(pattern: pattern, color: color) } }
    }

    /// Raises the text `offset` points above its baseline (negative: lowers it); the line
    /// grows to hold it.
    public func baselineOffset(_ offset: CGFloat) -> Text {
        modified { if $0.baselineOffset == nil { $0.baselineOffset = offset.isFinite ? offset : 0 } }
    }

    /// Sets the text in the monospaced design of its font (when `isActive`).
    public func monospaced(_ isActive: Bool = true) -> Text {
        guard isActive else { return self }
        return modified { $0.isMonospaced = true }
    }

    /// The style of a line drawn under or through text, as SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of the line.
        public enum Pattern: Hashable, Sendable, CaseIterable {
            /// `solid` is a continuous line (the default); `dot`, `dash`, `dashDot` and `dashDotDot` repeat those dash patterns.
            case solid, dot, dash, dashDot, dashDotDot
        }
        /// The pattern.
        public var pattern: Pattern
        /// The colour (nil: the text's).
        public var color: Color?

        /// A line style.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// The display-list decoration, its colour resolved in `scheme`.
        func decoration(in scheme: ColorScheme) -> TextRun.TextDecoration {
            let p: TextRun.TextDecoration.Pattern
            switch pattern {
            case .solid: p = .solid
            case .dot: p = .dot
            case .dash: p = .dash
            case .dashDot: p = .dashDot
            case .dashDotDot: p = .dashDotDot
            }
            return TextRun.TextDecoration(pattern: p, color: color?.resolve(in: scheme))
        }
    }

    /// How text is truncated when it does not fit.
    public enum TruncationMode: Hashable, Sendable {
        /// `head` hides the start ("…end"), `middle` the middle ("sta…end"), `tail` the end ("start…", the default).
        case head, middle, tail
    }

    /// The segments as a display-list run, attributes resolved against `environment`;
    /// `paint` paints the pieces without a colour.
    /// A piece styled with `foregroundStyle(_:)` is painted as the foreground would be with
    /// that style set, within `bounds` (the text's frame).
    package func run(in environment: EnvironmentValues, paint: Paint, bounds: CGRect = .zero) -> TextRun {
        let font = environment.font ?? .body
        let context = environment.formatContext.context
        let segs = segments.map { s -> TextRun.Segment in
            var base = s.font ?? font
            if s.isMonospaced { base = base.monospaced() }
            if s.isMonospacedDigit { base = base.monospacedDigit() }
            if base.design == nil, let d = s.design { base.design = d }
            var resolvedFont = base.resolved(in: environment, weight: s.weight, italic: s.isItalic, width: s.width)
            if (s.scale ?? environment.textScale).secondary { resolvedFont.size *= Text.Scale.secondaryFactor }
            var string = FormattedValue.substitute(s.string, s.values, context)
            switch environment.textCase {
            case .uppercase?: string = string.uppercased(with: environment.locale)
            case .lowercase?: string = string.lowercased(with: environment.locale)
            case nil: break
            }
            // A link is drawn in the tint (`.tint(_:)`, else the accent colour) whatever
            // foreground the text has: Apple documents a link as a "link-styled view" and
            // Markdown links in the accent colour; that `.foregroundStyle` on the text leaves
            // them tinted is Cairn's reading of iOS (not checked on a device). Only the
            // attributed string's own colour on the run overrides it.
            let color = s.color ?? (s.link != nil && s.style == nil ? environment.controlTint : nil)
            // An adaptive colour (`.primary`, `Color(.label)`) in the scheme in effect: white
            // in dark mode, as iOS draws `Text(…).foregroundColor(.primary)` (issue 26, bug 4).
            var segmentPaint = color.map { .color($0.resolve(in: environment)) } ?? paint
            if color == nil, let style = s.style {
                var styled = environment
                style.apply(&styled)
                segmentPaint = styled.foregroundPaint(in: bounds)
            }
            return TextRun.Segment(
                string, font: resolvedFont, paint: segmentPaint,
                kerning: s.kerning ?? environment.kerning, tracking: s.tracking ?? environment.tracking,
                underline: (s.underline ?? environment.underlineStyle)?.decoration(in: environment.colorScheme),
                strikethrough: (s.strikethrough ?? environment.strikethroughStyle)?.decoration(in: environment.colorScheme),
                baselineOffset: s.baselineOffset ?? environment.baselineOffset,
                attachment: s.image.map { Self.attachment($0.image, font: base, weight: s.weight, color: color, style: s.style, environment: environment) },
                language: (s.language ?? environment.typesettingLanguage).tag)
        }
        let truncation: TextRun.TruncationMode
        switch environment.truncationMode {
        case .head: truncation = .head
        case .middle: truncation = .middle
        case .tail: truncation = .tail
        }
        // The run's alignment is physical (leading = left): in a right-to-left
        // environment leading lines sit on the right, as in SwiftUI.
        let rtl = environment.layoutDirection == .rightToLeft
        let alignment: TextRun.Alignment
        switch environment.multilineTextAlignment {
        case .leading: alignment = rtl ? .trailing : .leading
        case .center: alignment = .center
        case .trailing: alignment = rtl ? .leading : .trailing
        }
        return TextRun(
            segs, width: nil, lineLimit: environment.lineLimit, truncationMode: truncation, alignment: alignment,
            lineSpacing: environment.lineSpacing, lineHeight: environment.lineHeight?.value)
    }
}

/// How the lines of multi-line text align with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge (the default), are centred, or end at the trailing edge.
    case leading, center, trailing
}

extension Text: View, PrimitiveView {
    /// Never evaluated: `Text` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let measurer = context.environment.textMeasurer
        if segments.contains(where: { !$0.values.isEmpty }), !context.environment.formatContext.knownLocale {
            context.graph.diagnose("Locale \"\(context.environment.locale.identifier)\" is not available; values are formatted for en_US instead.")
        }
        for segment in segments {
            if case .custom(let name, _, _)? = (segment.font ?? context.environment.font)?.base, !measurer.hasFamily(named: name) {
                context.graph.diagnose("Font family \"\(name)\" is not installed; the text uses the system font instead.")
            }
            if let bad = (segment.font ?? context.environment.font)?.unusableSize {
                context.graph.diagnose("Font size \(bad) is not a positive finite number of points; the text uses Core Text's default, 12 points.")
            }
        }
        if segments.contains(where: { Emoji.contains(in: $0.string) }), !measurer.hasFamily(named: Emoji.family) {
            context.graph.diagnose(
                "The colour emoji font \"\(Emoji.family)\" is not installed; emoji draw in a fallback font or as boxes (apt-get install \(Emoji.package)).")
        }
        return [ViewNode(TextBehavior(self, environment: context.environment), context: context, name: "Text")]
    }
}
