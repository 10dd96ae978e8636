import CairnGeometry
import Foundation

/// A resolved paint: a colour or a gradient whose geometry is in the coordinate space of
/// the display-list item that uses it.
public enum Paint: Equatable, Sendable {
    /// A solid colour.
    case color(Color.Resolved)
    /// A linear gradient between two points.
    case linearGradient(stops: [Gradient.Stop], start: CGPoint, end: CGPoint)
    /// A radial gradient between two circles around `center`, drawn through `transform`
    /// (identity for circles; a scale for elliptical gradients).
    case radialGradient(stops: [Gradient.Stop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, transform: CGAffineTransform)
    /// A conic gradient around `center` from `startAngle` to `endAngle` (clockwise on screen).
    case angularGradient(stops: [Gradient.Stop], center: CGPoint, startAngle: Angle, endAngle: Angle)
    /// A mesh gradient (`MeshGradient`): Bézier patches with interpolated corner colours over
    /// a background colour.
    case meshGradient(MeshPaint)
    /// A shader used as a shape style: each pixel of its bounds takes the colour its program
    /// answers (the layer it reads is empty), drawn at the target's resolution.
    case shader(ShaderProgram)

    /// A copy with every colour's opacity multiplied by `opacity`.
    public func multiplyingOpacity(by opacity: Double) -> Paint {
        if opacity == 1 { return self }
        func fade(_ stops: [Gradient.Stop]) -> [Gradient.Stop] {
            stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) }
        }
        switch self {
        case .color(let c): return .color(Color(c).opacity(opacity).resolved)
        case let .linearGradient(stops, s, e): return .linearGradient(stops: fade(stops), start: s, end: e)
        case let .radialGradient(stops, c, r0, r1, t):
            return .radialGradient(stops: fade(stops), center: c, startRadius: r0, endRadius: r1, transform: t)
        case let .angularGradient(stops, c, a0, a1):
            return .angularGradient(stops: fade(stops), center: c, startAngle: a0, endAngle: a1)
        case .meshGradient(let mesh):
            return .meshGradient(mesh.multiplyingOpacity(by: opacity))
        case .shader(var program):
            let shade = program.shade, factor = Float(opacity.isFinite ? min(max(opacity, 0), 1) : 0)
            program.shade = { p, layer in shade(p, layer) * factor }
            program.key.append(opacity)
            return .shader(program)
        }
    }
}

/// A colour or pattern to fill or stroke a shape with, as in SwiftUI.
///
/// Cairn's built-in styles are colours, the four gradient kinds, `AnyGradient`, the
/// foreground style, and opacity-modified styles.
public protocol ShapeStyle: Sendable {}

/// What a shape style needs to become a concrete paint.
package struct ShapeStyleContext: Sendable {
    /// The bounds of the shape being painted (gradients are laid out in it).
    package var bounds: CGRect
    /// The current foreground paint style (`.foregroundStyle`/`.foregroundColor`); nil
    /// when none is set (the primary colour of the scheme).
    package var foreground: Paint?
    /// The colour scheme adaptive colours resolve in.
    package var colorScheme: ColorScheme
    /// The shadows of the current foreground style (`.foregroundStyle(.blue.shadow(...))`).
    package var foregroundShadows: [ResolvedShadow]
    /// The paints of the levels `foregroundStyle(_:_:_:)` set (primary first; empty: none set).
    package var foregroundLevels: [Paint]
    /// The design era system colours resolve in (`DesignEra`).
    package var designEra: DesignEra
    /// The paint of the style `backgroundStyle(_:)` set; nil: the system background.
    package var background: Paint?
    /// The colour `.tint(_:)` set, which `ShapeStyle.tint` draws; nil: the accent colour.
    package var tint: Color? = nil
    package init(bounds: CGRect, foreground: Paint?, colorScheme: ColorScheme = .light, foregroundShadows: [ResolvedShadow] = [],
                 foregroundLevels: [Paint] = [], designEra: DesignEra = .default, background: Paint? = nil) {
        self.designEra = designEra
        self.background = background
        self.bounds = bounds
        self.foreground = foreground
        self.colorScheme = colorScheme
        self.foregroundShadows = foregroundShadows
        self.foregroundLevels = foregroundLevels
    }
    /// The foreground paint: the one set, else the scheme's primary colour.
    package var foregroundOrPrimary: Paint { foreground ?? .color(Color.primary.resolve(in: colorScheme)) }
}

/// A shape style Cairn knows how to turn into a paint.
package protocol PaintResolvable: ShapeStyle {
    func resolvePaint(in context: ShapeStyleContext) -> Paint
}

extension ShapeStyle {
    /// The paint this style gives in `context`; unknown styles paint the foreground colour.
    package func paint(in context: ShapeStyleContext) -> Paint {
        if let r = self as? any PaintResolvable { return r.resolvePaint(in: context) }
        return context.foregroundOrPrimary
    }
}

extension Color: ShapeStyle, PaintResolvable {
    package func resolvePaint(in context: ShapeStyleContext) -> Paint { .color(resolve(in: context.colorScheme, era: context.designEra)) }
}

extension LinearGradient: ShapeStyle, PaintResolvable {
    package func resolvePaint(in context: ShapeStyleContext) -> Paint {
        .linearGradient(
            stops: gradient.normalizedStops,
            start: startPoint.point(in: context.bounds), end: endPoint.point(in: context.bounds))
    }
}

extension RadialGradient: ShapeStyle, PaintResolvable {
    package func resolvePaint(in context: ShapeStyleContext) -> Paint {
        .radialGradient(
            stops: gradient.normalizedStops, center: center.point(in: context.bounds),
            startRadius: max(startRadius, 0), endRadius: max(endRadius, 0), transform: .identity)
    }
}

extension EllipticalGradient: ShapeStyle, PaintResolvable {
    package func resolvePaint(in context: ShapeStyleContext) -> Paint {
        // Radii are fractions of the bounds: lay the gradient out in a unit circle of radius
        // width/2 and squash it vertically to height/width.
        let b = context.bounds
        let c = center.point(in: b)
        let rx = b.width / 2, ry = b.height / 2
        guard rx > 0, ry > 0 else { return .color(gradient.normalizedStops.last!.color.resolved) }
        let t = CGAffineTransform(translationX: c.x, y: c.y).scaledBy(x: 1, y: ry / rx).translatedBy(x: -c.x, y: -c.y)
        return .radialGradient(
            stops: gradient.normalizedStops, center: c,
            startRadius: max(startRadiusFraction, 0) * rx * 2, endRadius: max(endRadiusFraction, 0) * rx * 2,
            transform: t)
    }
}

extension AngularGradient: ShapeStyle, PaintResolvable {
    package func resolvePaint(in context: ShapeStyleContext) -> Paint {
        .angularGradient(
            stops: gradient.normalizedStops, center: center.point(in: context.bounds),
            startAngle: startAngle, endAngle: endAngle)
    }
}

/// A gradient used directly as a shape style (`.fill(Gradient(colors: …))`,
/// `.tint(Gradient(…))`, iOS 16): drawn as a linear gradient from the top to the bottom of
/// the shape, as Apple documents for `AnyGradient` ("start-point [0.5, 0] and end-point
/// [0.5, 1]"); Cairn's reading for `Gradient`, whose page says no more.
extension Gradient: ShapeStyle, PaintResolvable {
    package func resolvePaint(in context: ShapeStyleContext) -> Paint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).resolvePaint(in: context)
    }
}

extension AnyGradient: ShapeStyle, PaintResolvable {
    package func resolvePaint(in context: ShapeStyleContext) -> Paint { linear.resolvePaint(in: context) }
}

/// The current foreground style of the environment (`.foregroundStyle`, `.foregroundColor`),
/// black when none is set.
public struct ForegroundStyle: ShapeStyle, PaintResolvable, ShadowCasting {
    /// The environment's foreground style (black when none is set).
    public init() {}
    /// The second level of the foreground (Apple: `.foreground.secondary`, iOS 17): the same
    /// as `HierarchicalShapeStyle.secondary`, `secondaryLabel` or the foreground at 0.6.
    public var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground: `HierarchicalShapeStyle.tertiary`.
    public var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground: `HierarchicalShapeStyle.quaternary`.
    public var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the foreground: `HierarchicalShapeStyle.quinary`.
    public var quinary: HierarchicalShapeStyle { .quinary }
    package func resolvePaint(in context: ShapeStyleContext) -> Paint { context.foregroundOrPrimary }
    package func shadows(in context: ShapeStyleContext) -> [ResolvedShadow] { context.foregroundShadows }
}

/// A shape style with its opacity multiplied.
public struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable, ShadowCasting {
    /// The style whose opacity is multiplied.
    public var base: Base
    /// The factor in 0...1 the base style's opacity is multiplied by.
    public var opacity: Double
    package func resolvePaint(in context: ShapeStyleContext) -> Paint {
        base.paint(in: context).multiplyingOpacity(by: opacity)
    }
    package func shadows(in context: ShapeStyleContext) -> [ResolvedShadow] { base.shadows(in: context) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, PaintResolvable, ShadowCasting {
    private let resolver: @Sendable (ShapeStyleContext) -> Paint
    private let shadowResolver: @Sendable (ShapeStyleContext) -> [ResolvedShadow]
    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        resolver = { style.paint(in: $0) }
        shadowResolver = { style.shadows(in: $0) }
    }
    package func resolvePaint(in context: ShapeStyleContext) -> Paint { resolver(context) }
    package func shadows(in context: ShapeStyleContext) -> [ResolvedShadow] { shadowResolver(context) }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> OpacityShapeStyle<Self> {
        OpacityShapeStyle(base: self, opacity: opacity)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    /// System red (`Color.red`), as a shape style: `.fill(.red)`.
    public static var red: Color { .red }
    /// System orange (`Color.orange`), as a shape style.
    public static var orange: Color { .orange }
    /// System yellow (`Color.yellow`), as a shape style.
    public static var yellow: Color { .yellow }
    /// System green (`Color.green`), as a shape style.
    public static var green: Color { .green }
    /// System mint (`Color.mint`), as a shape style.
    public static var mint: Color { .mint }
    /// System teal (`Color.teal`), as a shape style.
    public static var teal: Color { .teal }
    /// System cyan (`Color.cyan`), as a shape style.
    public static var cyan: Color { .cyan }
    /// System blue (`Color.blue`), as a shape style.
    public static var blue: Color { .blue }
    /// System indigo (`Color.indigo`), as a shape style.
    public static var indigo: Color { .indigo }
    /// System purple (`Color.purple`), as a shape style.
    public static var purple: Color { .purple }
    /// System pink (`Color.pink`), as a shape style.
    public static var pink: Color { .pink }
    /// System brown (`Color.brown`), as a shape style.
    public static var brown: Color { .brown }
    /// System gray (`Color.gray`), as a shape style.
    public static var gray: Color { .gray }
    /// Black (`Color.black`), as a shape style.
    public static var black: Color { .black }
    /// White (`Color.white`), as a shape style.
    public static var white: Color { .white }
    /// Transparent (`Color.clear`), as a shape style: fills nothing.
    public static var clear: Color { .clear }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient` from `startPoint` to `endPoint`, as a shape style: `.fill(.linearGradient(…))`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `colors` from `startPoint` to `endPoint`, as a shape style.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient` from `startRadius` to `endRadius` points around `center`, as a shape style.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of `colors` from `startRadius` to `endRadius` points around `center`, as a shape style.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// A conic gradient of `gradient` around `center` from `startAngle` to `endAngle`, as a shape style.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient of `colors` around `center` from `startAngle` to `endAngle`, as a shape style.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn conic gradient of `gradient` around `center` starting at `angle`, as a shape style.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}
