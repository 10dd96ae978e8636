import CairnDisplayList
import CairnGeometry
import Foundation

// Resolving a font to its concrete values (iOS 26: `font.resolve(in: fontResolutionContext)`),
// as a rich text editor's bold button asks whether the selection is bold already.

extension Font {
    /// Information used to resolve a font, as SwiftUI's `Font.Context`: the Dynamic Type size
    /// of the environment it came from (`\.fontResolutionContext`).
    public struct Context: Hashable, Sendable, CustomDebugStringConvertible {
        let dynamicTypeSize: DynamicTypeSize
        /// The context's Dynamic Type size.
        public var debugDescription: String { "Font.Context(dynamicTypeSize: \(dynamicTypeSize))" }
    }

    /// A concrete font value, as SwiftUI's `Font.Resolved` (iOS 26): the size, weight, width
    /// and traits a font has in a context.
    public struct Resolved: Hashable, Sendable {
        /// The point size.
        public let pointSize: CGFloat
        /// The weight.
        public let weight: Font.Weight
        /// The width.
        public let width: Font.Width
        /// Whether the font is italic.
        public let isItalic: Bool
        /// Whether the font is monospaced.
        public let isMonospaced: Bool
        /// Whether lowercase letters are small capitals.
        public let isLowercaseSmallCaps: Bool
        /// Whether capitals are small capitals.
        public let isUppercaseSmallCaps: Bool
        /// Whether every letter is a small capital.
        public var isSmallCaps: Bool { isLowercaseSmallCaps && isUppercaseSmallCaps }
        /// Apple: "`true` if the resolved font has a bold trait … or the font's weight is
        /// semi-bold or greater".
        public var isBold: Bool { weight.value >= Font.Weight.semibold.value }
    }

    /// Evaluates this font to a resolved font in `context` (iOS 26): a text style's size at
    /// the context's Dynamic Type size, its weight (a style's own, e.g. the headline's
    /// semibold, unless set), width and traits.
    public func resolve(in context: Context) -> Resolved {
        // The display-list font carries the weight rule (a style's own, unless set; `Font.default`
        // outside an environment is the body style's regular).
        let font = resolved(dynamicTypeSize: context.dynamicTypeSize)
        return Resolved(pointSize: font.size, weight: Weight(value: font.weight), width: widthValue ?? .standard, isItalic: isItalic,
                        isMonospaced: design == .monospaced, isLowercaseSmallCaps: isLowercaseSmallCaps,
                        isUppercaseSmallCaps: isUppercaseSmallCaps)
    }

    /// This font bold, or not bold (iOS 26): `false` sets the regular weight, so a bold
    /// style such as the headline becomes regular.
    public func bold(_ isActive: Bool) -> Font { isActive ? bold() : weight(.regular) }

    /// This font italic, or not italic (iOS 26).
    public func italic(_ isActive: Bool) -> Font {
        var copy = self
        copy.isItalic = isActive
        return copy
    }
}

extension EnvironmentValues {
    /// Information used to resolve a font in this environment (`Font.resolve(in:)`): its
    /// Dynamic Type size.
    public var fontResolutionContext: Font.Context {
        Font.Context(dynamicTypeSize: dynamicTypeSize)
    }
}
