import CairnDisplayList
import CairnGeometry
import Foundation

extension Text {
    /// A logical text scale relative to the font in use (Apple: `Text.Scale`, iOS 17: "Text
    /// scale provides a way to pick a logical text scale relative to the base font which is
    /// used"), for text that supplements other text, like the units beside a price.
    ///
    /// Apple publishes no size for the secondary scale. Cairn draws it at `secondaryFactor`
    /// (0.8) times the font's size, whatever the font (a text style, a fixed size or a named
    /// font) — Cairn's estimate, between the body text style's 17 points and the
    /// subheadline's 15 (0.88) and footnote's 13 (0.76), the steps iOS's own secondary
    /// labels take below their primary text.
    public struct Scale: Hashable, Sendable {
        let secondary: Bool
        /// The font's own size (Apple: "When specified uses the default text scale").
        public static let `default` = Scale(secondary: false)
        /// The secondary scale: `secondaryFactor` times the font's size.
        public static let secondary = Scale(secondary: true)
        /// The size of secondary-scale text relative to its font's (Cairn's estimate).
        public static var secondaryFactor: CGFloat { 0.8 }
    }

    /// Sets the pieces' text scale when they have none (`isEnabled` false: unchanged).
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        return modified { if $0.scale == nil { $0.scale = scale } }
    }
}

private struct TextScaleKey: EnvironmentKey { static var defaultValue: Text.Scale { .default } }

extension EnvironmentValues {
    /// The text scale of text in this environment (`.textScale` on views).
    package var textScale: Text.Scale {
        get { self[TextScaleKey.self] }
        set { self[TextScaleKey.self] = newValue }
    }
}

extension View {
    /// Sets the text scale of text in this view (`isEnabled` false: unchanged), as SwiftUI's
    /// `textScale(_:isEnabled:)` (iOS 17); see `Text.Scale` for its size.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        EnvironmentWriter(content: self) { if isEnabled { $0.textScale = scale } }
    }
}
