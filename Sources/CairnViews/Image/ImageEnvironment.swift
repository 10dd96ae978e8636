import CairnDisplayList
import CairnGeometry
import CairnSymbols
import Foundation

private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
private struct SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }
private struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }
private struct ImageDecoderKey: EnvironmentKey { static var defaultValue: any ImageDecoder { UnavailableImageDecoder() } }
private struct BarSymbolFontKey: EnvironmentKey { static var defaultValue: Font? { nil } }

extension EnvironmentValues {
    /// The relative size of symbols in this environment (default `.medium`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The variants symbols in this environment prefer (`.fill`, `.circle`, ...).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The font a bar gives the symbols of its items, whatever font the item's label sets
    /// (a tab bar hands only the symbol's name to its item, as UIKit's `UITabBarItem` takes
    /// an image); nil elsewhere, where symbols follow `font`.
    package var barSymbolFont: Font? {
        get { self[BarSymbolFontKey.self] }
        set { self[BarSymbolFontKey.self] = newValue }
    }

    /// The rendering mode of symbols (nil: monochrome); layered symbols draw their layers in
    /// `.hierarchical`, `.palette` and `.multicolor` (`SymbolLayers`).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// What decodes image files. The default decodes nothing (image files then show nothing,
    /// with a diagnostic); `import Cairn` gives `ImageRenderer` and `ViewLayout(of:in:)` the
    /// Cairo decoder (PNG through libpng, SVG through librsvg).
    public var imageDecoder: any ImageDecoder {
        get { self[ImageDecoderKey.self] }
        set { self[ImageDecoderKey.self] = newValue }
    }
}

extension View {
    /// Scales the symbols in this view: `.small`, `.medium` (default) or `.large`.
    public func imageScale(_ scale: Image.Scale) -> some View {
        EnvironmentWriter(content: self) { $0.imageScale = scale }
    }

    /// Makes the symbols in this view use a variant (`.fill`, `.circle`, `.circle.fill`, ...)
    /// where one exists; `.none` removes the variants set above.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        EnvironmentWriter(content: self) { $0.symbolVariants = variant == .none ? .none : $0.symbolVariants.union(variant) }
    }

    /// Sets the rendering mode of symbols (accepted for source compatibility; Cairn's symbols
    /// are drawn in the foreground style, in one layer).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        EnvironmentWriter(content: self) { $0.symbolRenderingMode = mode }
    }
}

extension Image {
    /// How much of a high-dynamic-range image's range may show (Apple: `Image.DynamicRange`,
    /// iOS 17).
    public struct DynamicRange: Hashable, Sendable {
        let level: Int
        /// Standard dynamic range: the range of every image Cairn draws.
        public static let standard = DynamicRange(level: 0)
        /// High dynamic range, constrained to sit beside standard content.
        public static let constrainedHigh = DynamicRange(level: 1)
        /// The image's full high dynamic range.
        public static let high = DynamicRange(level: 2)
    }

    /// Limits the image's dynamic range (iOS 17). Cairn decodes 8-bit standard-range pixels and
    /// writes standard-range files, so every range draws the same pixels: what iOS shows of a
    /// standard-range image, or on a display without headroom.
    public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}

extension View {
    /// Limits the dynamic range of the images in this view (iOS 17): no change in Cairn's
    /// standard-range output (see `Image.allowedDynamicRange(_:)`).
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }
}
