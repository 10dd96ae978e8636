import CairnDisplayList
import CairnGeometry
import Foundation

/// How the layers of a symbol are filled (Apple: `SymbolColorRenderingMode`, iOS 26, SF
/// Symbols 7): `.flat` with a solid colour, `.gradient` with "an axial gradient" generated
/// from that colour. It applies in every rendering mode (monochrome, hierarchical, palette,
/// multicolor), layer by layer.
public struct SymbolColorRenderingMode: Equatable, Sendable {
    let isGradient: Bool
    /// Each layer filled with a solid colour (the default).
    public static let flat = SymbolColorRenderingMode(isGradient: false)
    /// Each layer filled with an axial gradient of its colour, lighter at the top as if lit
    /// from above (Apple's WWDC25 "What's new in SF Symbols 7": a linear gradient generated
    /// from a single source colour). The amounts are those of `Color.gradient` — 12 % white
    /// mixed in at the top of the symbol's ink, 6 % black at the bottom: Cairn's estimate,
    /// as Apple publishes none.
    public static let gradient = SymbolColorRenderingMode(isGradient: true)
}

/// How a symbol shows its variable value (Apple: `SymbolVariableValueMode`, iOS 26):
/// `.color` sets each variable layer on or off against its threshold (the behaviour since
/// iOS 16); `.draw` "changes the drawn length of each variable layer" — each layer drawn
/// along its share of the range over a dimmed copy of itself.
public struct SymbolVariableValueMode: Equatable, Sendable {
    let draws: Bool
    /// Each variable layer on or off depending on how its threshold compares to the value.
    public static let color = SymbolVariableValueMode(draws: false)
    /// Each variable layer drawn as far as the value reaches into its share of the range,
    /// over the whole layer at the dimmed opacity (`SymbolEffectMotion.drawnFraction`). Cairn's
    /// symbols carry no draw data, so a layer is drawn by a wipe across its ink from the
    /// leading edge (from the bottom for a layer taller than wide): Cairn's estimate.
    public static let draw = SymbolVariableValueMode(draws: true)
}

private struct SymbolColorRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolColorRenderingMode? { nil } }
private struct SymbolVariableValueModeKey: EnvironmentKey { static var defaultValue: SymbolVariableValueMode? { nil } }

extension EnvironmentValues {
    /// The colour rendering mode of symbols (nil: chosen automatically, which is flat).
    public var symbolColorRenderingMode: SymbolColorRenderingMode? {
        get { self[SymbolColorRenderingModeKey.self] }
        set { self[SymbolColorRenderingModeKey.self] = newValue }
    }

    /// The variable value mode of symbols (nil: chosen automatically, which is colour).
    public var symbolVariableValueMode: SymbolVariableValueMode? {
        get { self[SymbolVariableValueModeKey.self] }
        set { self[SymbolVariableValueModeKey.self] = newValue }
    }
}

extension View {
    /// Sets how the symbols inside fill their layers: flat or with a gradient (iOS 26).
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
        EnvironmentWriter(content: self) { $0.symbolColorRenderingMode = mode }
    }

    /// Sets how the symbols inside show a variable value: by colour or by drawing (iOS 26).
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
        EnvironmentWriter(content: self) { $0.symbolVariableValueMode = mode }
    }
}

extension Image {
    /// The colour rendering mode of this symbol (nil: the environment's).
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image {
        var copy = self
        copy.symbolColorRenderingModeValue = mode
        return copy
    }

    /// The variable value mode of this symbol (nil: the environment's).
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> Image {
        var copy = self
        copy.symbolVariableValueModeValue = mode
        return copy
    }
}

extension AnyGradient {
    /// The gradient paint of `color` over `rect` (top to bottom), with `Color.gradient`'s
    /// shading: what a symbol layer is filled with under `SymbolColorRenderingMode.gradient`.
    static func paint(of color: Color.Resolved, in rect: CGRect) -> Paint {
        let (top, bottom) = shades(of: color)
        return .linearGradient(stops: [Gradient.Stop(color: Color(top), location: 0), Gradient.Stop(color: Color(bottom), location: 1)],
                               start: CGPoint(x: rect.midX, y: rect.minY), end: CGPoint(x: rect.midX, y: rect.maxY))
    }
}
