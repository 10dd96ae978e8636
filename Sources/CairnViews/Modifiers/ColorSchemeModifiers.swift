import CairnDisplayList
import CairnShapes
import Foundation

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

extension EnvironmentValues {
    /// The colour scheme system and semantic colours resolve in (Apple: `colorScheme`;
    /// default light). Set it with `.environment(\.colorScheme, .dark)` or
    /// `.preferredColorScheme(.dark)`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Sets the colour scheme for this view and its descendants (Apple:
    /// `preferredColorScheme(_:)`, which sets it for the whole presentation; rendering a
    /// view tree, Cairn applies it to the view it modifies, so put it on the root). Nil keeps
    /// the inherited scheme.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
    }

    /// Fills this view's frame behind it with the scheme's system background, in `shape`
    /// (Apple: `background(in:fillStyle:)`).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}
