import CairnDisplayList
import CairnGeometry
import Foundation

extension Font {
    /// A width to use for fonts that have multiple widths, as SwiftUI's `Font.Width`
    /// (https://developer.apple.com/documentation/swiftui/font/width, iOS 16).
    ///
    /// The system font (SF Pro on iOS) comes in compressed, condensed, standard and expanded
    /// widths; other designs and named fonts keep their one width, as on iOS (Apple's
    /// developer forums: widths apply to the default design only). Cairn draws them with
    /// its system font (Inter) scaled horizontally: 0.625, 0.75, 1 and 1.25 times the
    /// standard width (Cairn's choice, from OpenType's `usWidthClass` percentages; Apple
    /// publishes no SF Pro width ratios). Vertical metrics and tracking stay the standard
    /// width's.
    public struct Width: Hashable, Sendable {
        /// The width value, on the width-trait scale UIKit uses (`UIFontDescriptor.TraitKey.width`,
        /// −1…1, 0 standard): −0.3 compressed, −0.2 condensed, 0.2 expanded (UIKit's
        /// `UIFont.Width` constants). Values between the named widths interpolate their
        /// scales; values beyond compressed or expanded take those widths.
        public var value: CGFloat

        /// A width of `value` on the width-trait scale (not finite: standard).
        public init(_ value: CGFloat) { self.value = value.isFinite ? value : 0 }

        /// The narrowest width (value −0.3; drawn 0.625 times as wide as standard).
        public static let compressed = Width(-0.3)
        /// A narrow width (value −0.2; drawn 0.75 times as wide as standard).
        public static let condensed = Width(-0.2)
        /// The font's normal width (value 0).
        public static let standard = Width(0)
        /// A wide width (value 0.2; drawn 1.25 times as wide as standard).
        public static let expanded = Width(0.2)
    }

    /// This font at `width` (compressed, condensed, standard, expanded or a value), for the
    /// system font's default design; other fonts are unchanged.
    public func width(_ width: Width) -> Font {
        var copy = self
        copy.widthValue = width
        return copy
    }
}

extension Text {
    /// Sets the width of the pieces' system font when they have none (`Font.Width`); it wins
    /// over a width set on the font itself, as `fontWeight` does.
    public func fontWidth(_ width: Font.Width?) -> Text { modified { if $0.width == nil { $0.width = width } } }
}

private struct FontWidthKey: EnvironmentKey { static var defaultValue: Font.Width? { nil } }

extension EnvironmentValues {
    /// The width text's system font takes (`.fontWidth` on views; nil: the font's own).
    package var fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }
}

extension View {
    /// Sets the width of the system font of text in this view (`Font.Width`; nil: each
    /// font's own), as SwiftUI's `fontWidth(_:)`.
    public func fontWidth(_ width: Font.Width?) -> some View {
        EnvironmentWriter(content: self) { $0.fontWidth = width }
    }
}
