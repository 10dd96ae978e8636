import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnSymbols
import Foundation

/// A view that displays an image, as in SwiftUI: a PNG, JPEG or SVG file, or a system symbol.
///
/// Layout follows SwiftUI (reference swiftui-layout.md §3): an image is fixed at its own
/// size in points (a PNG's pixels divided by its scale, an SVG's intrinsic size, a symbol's
/// size for the current font) whatever it is proposed; `.resizable()` makes it take the
/// proposal instead (an unspecified axis: its own length) and stretch to fill it. Combine it
/// with `.scaledToFit()`/`.scaledToFill()`/`.aspectRatio` to keep its proportions: their
/// ideal size is the image's size.
///
/// ```swift
/// Image(systemName: "heart.fill").foregroundColor(.red)
/// Image("logo").resizable().scaledToFit().frame(width: 100)
/// Image(systemName: "cloud.bolt.fill").resizable().frame(width: 50, height: 50)
/// ```
///
/// Files: `Image("name")` looks for `name.png` (or `name@2x.png`, `name@3x.png`, preferring
/// the display scale's) and `name.svg` in the bundle's resources, then the current
/// directory; a name with an extension or a slash is also tried as a path. A file that is
/// missing or cannot be decoded shows nothing (size 0, as SwiftUI does after logging) and
/// records a diagnostic in `ViewLayout.diagnostics`.
///
/// Symbols: `Image(systemName:)` draws Cairn's own vector symbols (see `SymbolCatalog`),
/// sized by the environment's font and `imageScale`, centred on the font's cap height. An
/// unknown name draws nothing, as iOS does, in the box of an enclosed symbol (so the layout
/// around it keeps its place) and records a diagnostic.
public struct Image: Equatable {
    /// Where the image comes from.
    enum Provider: Equatable {
        case named(String, bundle: Bundle?)
        case file(URL)
        case system(String)
        /// An image already decoded (`AsyncImage`'s loaded image).
        case source(ImageSource)
        case data(Data)
        /// No image (`UIImage()`): draws nothing and takes no space, without a diagnostic.
        case empty
    }

    var provider: Provider
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode: ResizingMode = .stretch
    var renderingModeValue: TemplateRenderingMode?
    var interpolationValue: Interpolation = .high
    var isAntialiased = true
    var symbolRenderingModeValue: SymbolRenderingMode?
    var symbolColorRenderingModeValue: SymbolColorRenderingMode?
    var symbolVariableValueModeValue: SymbolVariableValueMode?
    /// The variable value of a symbol (`init(systemName:variableValue:)`), nil for none.
    var variableValue: Double?

    /// The image file called `name` (PNG or SVG) in `bundle` (nil: the main bundle) or the
    /// current directory.
    public init(_ name: String, bundle: Bundle? = nil) { provider = .named(name, bundle: bundle) }

    /// The image file called `name`, marked as decorative (Cairn has no accessibility tree,
    /// so this is `init(_:bundle:)`).
    public init(decorative name: String, bundle: Bundle? = nil) { provider = .named(name, bundle: bundle) }

    /// A system symbol by name, such as `"person.circle"` or `"heart.fill"`.
    public init(systemName: String) { provider = .system(systemName) }

    /// A system symbol drawn for a variable value between 0 and 1 (SwiftUI's
    /// `init(systemName:variableValue:)`): the variable layers past the value (the outer wifi
    /// arc at 0.5) draw dimmed (see `SymbolVariableLayers`). Apple: "If the symbol doesn't
    /// support variable values, this parameter has no effect"; nil draws the whole symbol.
    /// A value outside 0...1 is clamped; NaN counts as nil (Cairn's fallback: the plain symbol).
    public init(systemName: String, variableValue: Double?) {
        provider = .system(systemName)
        self.variableValue = variableValue.flatMap { $0.isNaN ? nil : min(max($0, 0), 1) }
    }

    /// The image called `name` with a variable value (SwiftUI's
    /// `init(_:variableValue:bundle:)`, for custom variable symbols in an asset catalog).
    /// Cairn loads image files, which have no variable layers, so the value has no effect.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        provider = .named(name, bundle: bundle)
        self.variableValue = variableValue.flatMap { $0.isNaN ? nil : min(max($0, 0), 1) }
    }

    /// The PNG, JPEG or SVG file at `url` (Cairn only; SwiftUI loads through `UIImage`/`NSImage`).
    /// A `name@2x.png` file has 2 pixels per point.
    public init(contentsOf url: URL) { provider = .file(url) }

    /// The PNG, JPEG or SVG file at `path` (Cairn only), relative paths from the current directory.
    public init(fileAtPath path: String) { provider = .file(URL(fileURLWithPath: path)) }

    /// An image already decoded (the one `AsyncImage` hands its content).
    package init(source: ImageSource) { provider = .source(source) }
    init(provider: Provider) { self.provider = provider }

    // MARK: Image modifiers

    /// Makes the image take the size it is proposed, stretching (or, with cap insets and
    /// `.tile`, tiling its middle) to fill it. `capInsets` keep the corners at their size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// Draws the image as a template (its alpha painted with the foreground style) or in its
    /// original colours; nil restores the default (original for files, template for symbols).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingModeValue = renderingMode
        return copy
    }

    /// How smoothly a resized bitmap is resampled (default `.high`).
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationValue = interpolation
        return copy
    }

    /// Whether the image's edges are antialiased when it is resized.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }

    /// The rendering mode of a symbol (nil: the environment's, monochrome by default).
    /// Layered symbols (`SymbolLayers`: the weather symbols, the badged bells, the filled
    /// enclosed marks, shields, seals, and Material Design glyphs whose mark is cut out of a
    /// solid shape) draw each layer as the mode says; a symbol without layers draws in the
    /// foreground style whatever the mode, as iOS draws it.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingModeValue = mode
        return copy
    }

    // MARK: Nested types

    /// How the stretchable part of a resizable image fills its space.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeat the image's middle at its own size.
        case tile
        /// Scale the image's middle to fill.
        case stretch
    }

    /// Whether an image is drawn in its own colours or as a template.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's alpha, painted with the foreground style.
        case template
        /// The image's own colours.
        case original
    }

    /// The quality of resampling when a bitmap is drawn at another size.
    public enum Interpolation: Hashable, Sendable {
        /// Nearest neighbour: crisp pixels (Cairo's NEAREST filter).
        case none
        /// Cairo's FAST filter.
        case low
        /// Cairo's GOOD filter.
        case medium
        /// Cairo's BEST filter.
        case high
    }

    /// The relative size of symbols (`.imageScale(_:)`): small ≈ 0.78, medium 1 and large
    /// ≈ 1.29 times the medium size, as SF Symbols scale.
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// `small`, `medium` (the default) and `large` symbol scales.
        case small, medium, large

        /// The factor applied to a symbol's medium size.
        package var factor: CGFloat {
            switch self {
            case .small: 0.783
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}

/// How symbols are coloured. Accepted for source compatibility: Cairn's symbols are drawn
/// monochrome in the foreground style, whatever the mode.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One colour: the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers at decreasing opacities of the foreground style (layered symbols: see
    /// `SymbolLayers`; others draw monochrome).
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the foreground styles given.
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image: View, PrimitiveView {
    /// Never evaluated: `Image` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        switch provider {
        case .system(let name):
            let env = context.environment
            var resolved = SymbolCatalog.resolve(name, variants: env.symbolVariants)
            if resolved == nil, let standIn = SymbolCatalog.standIn(for: name, variants: env.symbolVariants) {
                context.graph.diagnose("Cairn has no drawing of symbol '\(name)'; drawing '\(standIn.name)' in its place.")
                resolved = standIn
            } else if resolved == nil {
                context.graph.diagnose("No symbol named '\(name)'; drawing nothing, as iOS does.")
            }
            if let bad = env.font?.unusableSize {
                context.graph.diagnose("Symbol '\(name)' at font size \(bad): not a positive finite number of points; sized at Core Text's default, 12 points.")
            }
            // Layers matter only outside monochrome; a Material Design glyph's are worked out
            // from its outline, so only then.
            let layered = SymbolBehavior.renderingMode(self, env).map { $0 != .monochrome } ?? false
            let layers = resolved.flatMap { r in SymbolLayers.byName[r.name] ?? (layered ? SymbolLayers.derived(named: r.name) : nil) }
            let behavior = SymbolBehavior(resolved?.drawing, layers: layers, image: self, environment: env)
            behavior.symbolName = resolved?.name
            behavior.variable = resolved.flatMap { SymbolVariableLayers.byName[$0.name] }
            behavior.presence = env.symbolPresence.map { min(max($0.shown, 0), 1) } ?? 1
            behavior.presenceGrows = env.symbolPresence?.grows ?? true
            return [ViewNode(behavior, context: context, name: "Image(systemName: \(resolved?.name ?? name))")]
        case let .named(name, bundle):
            let result = ImageFileLoader.load(named: name, bundle: bundle, environment: context.environment)
            return [node(for: result, context: context)]
        case .file(let url):
            let result = ImageFileLoader.load(url: url, environment: context.environment)
            return [node(for: result, context: context)]
        case .source(let source):
            return [node(for: .success(source), context: context)]
        case .data(let data):
            return [node(for: ImageFileLoader.load(data: data, environment: context.environment), context: context)]
        case .empty:
            return [ViewNode(BitmapImageBehavior(nil, image: self), context: context, name: "Image(empty)")]
        }
    }

    private func node(for result: Result<ImageSource, ImageFileLoader.Failure>, context: ResolveContext) -> ViewNode {
        switch result {
        case .success(let source):
            return ViewNode(BitmapImageBehavior(source, image: self), context: context, name: "Image(\(source.name.debugDescription))")
        case .failure(let failure):
            context.graph.diagnose(failure.message)
            return ViewNode(BitmapImageBehavior(nil, image: self), context: context, name: "Image(empty)")
        }
    }
}
