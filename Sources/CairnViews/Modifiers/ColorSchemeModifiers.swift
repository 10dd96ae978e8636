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
    /// Sets the preferred colour scheme of the presentation this view is in (Apple:
    /// `preferredColorScheme(_:)`: "The color scheme applies to the nearest enclosing
    /// presentation, such as a popover or window"). Outside a presentation it is the whole
    /// render's scheme: every view, the modified one's ancestors and siblings included, is
    /// laid out and drawn in it (a `#Preview` ending in `.preferredColorScheme(.dark)` is dark
    /// on its whole canvas). The first one in the tree wins. Inside a presented sheet or
    /// popover it sets this view and its descendants. Nil keeps the inherited scheme.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreferredColorSchemeWriter(content: self, scheme: colorScheme)
    }

    /// Fills this view's frame behind it with the scheme's system background, in `shape`
    /// (Apple: `background(in:fillStyle:)`).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}

private struct ForegroundLevelsKey: EnvironmentKey {
    static var defaultValue: [AnyShapeStyle]? { nil }
}

extension EnvironmentValues {
    /// The levels `foregroundStyle(_:_:)` / `foregroundStyle(_:_:_:)` set (primary first).
    package var foregroundLevels: [AnyShapeStyle]? {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    /// The explicitly set style of a hierarchical level, if any.
    package func foregroundLevel(_ level: HierarchicalShapeStyle) -> AnyShapeStyle? {
        guard let levels = foregroundLevels, level.level < levels.count else { return nil }
        return levels[level.level]
    }

    /// The paints of the explicitly set levels for a shape in `bounds`.
    package func foregroundLevelPaints(in bounds: CGRect) -> [Paint] {
        guard let levels = foregroundLevels else { return [] }
        let base = baseStyleContext(bounds)
        return levels.map { $0.paint(in: base) }
    }
}

extension View {
    /// Sets the primary and secondary levels of the foreground style (Apple:
    /// `foregroundStyle(_:_:)`): content drawn in `.primary` uses the first, `.secondary` the
    /// second; deeper levels are shades of the primary. Layered symbols in `.palette` or
    /// `.hierarchical` rendering mode fill their secondary layer with `secondary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        EnvironmentWriter(content: self) { env in
            env.foregroundStyle = AnyShapeStyle(primary)
            env.foregroundLevels = [AnyShapeStyle(primary), AnyShapeStyle(secondary)]
        }
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style (Apple:
    /// `foregroundStyle(_:_:_:)`, "Sets the primary, secondary, and tertiary levels of the
    /// foreground style"): `.primary`, `.secondary` and `.tertiary` content use them in order;
    /// `.quaternary` and `.quinary` are shades of the primary.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        EnvironmentWriter(content: self) { env in
            env.foregroundStyle = AnyShapeStyle(primary)
            env.foregroundLevels = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        }
    }
}

private struct ForegroundMaterialKey: EnvironmentKey {
    static var defaultValue: Material? { nil }
}

extension EnvironmentValues {
    /// The material `.foregroundStyle(Material)` set, so shapes drawn with the foreground
    /// blur their backdrop too.
    package var foregroundMaterial: Material? {
        get { self[ForegroundMaterialKey.self] }
        set { self[ForegroundMaterialKey.self] = newValue }
    }
}

/// `preferredColorScheme(_:)`: records the scheme for the window (`LayoutPass`) and sets it
/// for the content.
struct PreferredColorSchemeWriter<Content: View>: View, PrimitiveView {
    let content: Content
    let scheme: ColorScheme?
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard let scheme else { return context.resolve(content) }
        if !context.environment.isPresented {
            if context.graph.pass.preferredColorScheme == nil { context.graph.pass.preferredColorScheme = scheme }
        } else if let recorder = context.environment.presentationSchemeRecorder, recorder.scheme == nil {
            recorder.scheme = scheme
        }
        var c = context
        c.environment.colorScheme = scheme
        return c.resolve(content)
    }
}

/// Where a presentation's content records the `preferredColorScheme` it asks for, so that the
/// presentation (a sheet's card) is drawn in it.
package final class PresentationSchemeRecorder {
    /// The first scheme the content asked for.
    package var scheme: ColorScheme?
    package init() {}
}

private struct PresentationSchemeRecorderKey: EnvironmentKey {
    static var defaultValue: PresentationSchemeRecorder? { nil }
}

extension EnvironmentValues {
    /// The recorder of the presentation whose content is being resolved (nil elsewhere).
    package var presentationSchemeRecorder: PresentationSchemeRecorder? {
        get { self[PresentationSchemeRecorderKey.self] }
        set { self[PresentationSchemeRecorderKey.self] = newValue }
    }
}
