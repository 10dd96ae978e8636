import CairnDisplayList
import CairnGeometry
import Foundation

extension AttributeScopes {
    /// The attributes `Text(AttributedString)` reads, named as SwiftUI names them
    /// (`AttributeScopes.SwiftUIAttributes`): font, foregroundColor, kern, tracking,
    /// baselineOffset, underlineStyle, strikethroughStyle, plus the Markdown styles
    /// (`inlinePresentationIntent`) and Foundation's `link`.
    public struct CairnAttributes: AttributeScope {
        /// The run's font.
        public let font: CairnTextAttributes.FontAttribute
        /// The run's colour.
        public let foregroundColor: CairnTextAttributes.ForegroundColorAttribute
        /// Extra space after each character, in points.
        public let kern: CairnTextAttributes.KerningAttribute
        /// Extra space after each character, in points.
        public let tracking: CairnTextAttributes.TrackingAttribute
        /// How far the run sits above the baseline, in points.
        public let baselineOffset: CairnTextAttributes.BaselineOffsetAttribute
        /// The run's underline.
        public let underlineStyle: CairnTextAttributes.UnderlineStyleAttribute
        /// The run's strikethrough.
        public let strikethroughStyle: CairnTextAttributes.StrikethroughStyleAttribute
        /// Markdown's inline styles (bold, italic, code, strikethrough).
        public let inlinePresentationIntent: CairnTextAttributes.InlinePresentationIntentAttribute
        /// Foundation's attributes (`link`).
        public let foundation: FoundationAttributes
    }

    /// Cairn's text attributes.
    public var cairn: CairnAttributes.Type { CairnAttributes.self }
}

extension AttributeDynamicLookup {
    /// `attributed.font = .body` and the like, for Cairn's attributes.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.CairnAttributes, T>) -> T {
        self[T.self]
    }
}

/// The keys of Cairn's `AttributedString` attributes (`AttributeScopes.CairnAttributes`).
public enum CairnTextAttributes {
    /// A run's font.
    public enum FontAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = Font
        /// The attribute's name.
        public static let name = "CairnFont"
    }
    /// A run's colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = Color
        /// The attribute's name.
        public static let name = "CairnForegroundColor"
    }
    /// Extra space after each character of a run.
    public enum KerningAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "CairnKern"
    }
    /// Extra space after each character of a run.
    public enum TrackingAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "CairnTracking"
    }
    /// A run's offset above the baseline.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = CGFloat
        /// The attribute's name.
        public static let name = "CairnBaselineOffset"
    }
    /// A run's underline.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = Text.LineStyle
        /// The attribute's name.
        public static let name = "CairnUnderlineStyle"
    }
    /// A run's strikethrough.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = Text.LineStyle
        /// The attribute's name.
        public static let name = "CairnStrikethroughStyle"
    }
    /// A run's Markdown styles.
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
        /// The attribute's value type.
        public typealias Value = InlinePresentationIntent
        /// The attribute's name.
        public static let name = "CairnInlinePresentationIntent"
    }
}

/// Markdown's inline styles of a run, as Foundation's `InlinePresentationIntent` (which
/// Foundation on Linux does not have).
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// An option set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Italic (`*x*`).
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Bold (`**x**`).
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Monospaced (`` `x` ``).
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through (`~~x~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
}

#if !canImport(Darwin)
extension AttributedString {
    /// An attributed string from inline Markdown (bold, italic, bold-italic, code,
    /// strikethrough, links), as Foundation's `AttributedString(markdown:)`, which
    /// Foundation on Linux lacks. Malformed Markdown is kept literally; it never throws.
    public init(markdown: String) throws {
        self.init()
        for run in InlineMarkdown.parse(markdown) {
            var piece = AttributedString(run.text)
            var intent: InlinePresentationIntent = []
            if run.isItalic { intent.insert(.emphasized) }
            if run.isBold { intent.insert(.stronglyEmphasized) }
            if run.isCode { intent.insert(.code) }
            if run.isStrikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { piece.inlinePresentationIntent = intent }
            if let link = run.link, let url = URL(string: link) { piece.link = url }
            self += piece
        }
    }

    /// An attributed string from Markdown with parsing options, as Foundation's
    /// `AttributedString(markdown:options:baseURL:)`: Cairn interprets the inline syntax
    /// (see `init(markdown:)`) whatever `options.interpretedSyntax` says, keeping whitespace;
    /// `baseURL` resolves relative links.
    public init(markdown: String, options: MarkdownParsingOptions, baseURL: URL? = nil) throws {
        try self.init(markdown: markdown)
        guard let baseURL else { return }
        for run in runs {
            if let link = run.link, link.scheme == nil, let absolute = URL(string: link.relativeString, relativeTo: baseURL) {
                self[run.range].link = absolute.absoluteURL
            }
        }
    }

    /// How Markdown is parsed, as Foundation's `AttributedString.MarkdownParsingOptions`
    /// (which Foundation on Linux lacks).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown syntax is interpreted, as Foundation's `InterpretedSyntax`.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Block and inline syntax (Cairn interprets the inline syntax).
            case full
            /// Inline syntax only, whitespace collapsed.
            case inlineOnly
            /// Inline syntax only, whitespace kept: what `Text` uses.
            case inlineOnlyPreservingWhitespace
        }

        /// What parsing does with Markdown it cannot parse, as Foundation's `FailurePolicy`
        /// (Cairn never fails: malformed Markdown is kept literally).
        public enum FailurePolicy: Hashable, Sendable {
            /// Throw on malformed Markdown.
            case throwError
            /// Keep what parses.
            case returnPartiallyParsedIfPossible
        }

        /// Whether `^[text](attribute: value)` extended attributes are read (Cairn: not).
        public var allowsExtendedAttributes: Bool
        /// Which syntax is interpreted.
        public var interpretedSyntax: InterpretedSyntax
        /// What happens on malformed Markdown.
        public var failurePolicy: FailurePolicy
        /// The language of the text, for its inflection (unused).
        public var languageCode: String?

        /// Options, each defaulting as Foundation's.
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }
}
#endif

extension Text {
    /// Text with the styles of an attributed string's runs: font, foregroundColor, kern,
    /// tracking, baselineOffset, underlineStyle, strikethroughStyle, Markdown intents and
    /// links (tinted). Attributes a run does not set come from the environment and the
    /// Text's modifiers, as in SwiftUI. (Disfavoured: a string literal is a
    /// `LocalizedStringKey`, as in SwiftUI, though Linux's `AttributedString` also takes
    /// literals.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var segs: [Segment] = []
        for run in attributedContent.runs {
            var s = Segment(string: String(attributedContent[run.range].characters))
            s.font = run.font
            s.color = run.foregroundColor
            s.kerning = run.kern
            s.tracking = run.tracking
            s.baselineOffset = run.baselineOffset
            s.underline = run.underlineStyle
            s.strikethrough = run.strikethroughStyle
            if let intent = run.inlinePresentationIntent {
                if intent.contains(.stronglyEmphasized) { s.weight = .bold }
                s.isItalic = intent.contains(.emphasized)
                s.isMonospaced = intent.contains(.code)
                if intent.contains(.strikethrough), s.strikethrough == nil { s.strikethrough = .single }
            }
            s.link = run.link?.absoluteString
            segs.append(s)
        }
        segments = segs.isEmpty ? [Segment(string: "")] : segs
    }
}
