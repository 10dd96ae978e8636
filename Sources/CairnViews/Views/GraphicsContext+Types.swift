import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

extension GraphicsContext {
    /// Options for clipping (Apple: `GraphicsContext.ClipOptions`).
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the shape (or mask) instead of its inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// A colour or pattern to fill or stroke with (Apple: `GraphicsContext.Shading`).
    /// Gradient geometry is in user space (points, not unit points).
    public struct Shading {
        enum Kind {
            case color(Color)
            case foreground
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }
        let kind: Kind

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        /// A solid colour from components in a colour space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A grey from a white level in a colour space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// The environment's foreground style.
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// A shape style, resolved over the bounds of the path being drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        /// A linear gradient from `startPoint` to `endPoint` in user space.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        /// A radial gradient about `center` from `startRadius` to `endRadius` in user space.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        /// A conic gradient about `center`, starting at `angle` (0: trailing) and going clockwise.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }

        /// The paint for a drawing whose bounds (in user space) are `bounds`.
        func paint(bounds: CGRect, environment: EnvironmentValues) -> Paint {
            let b = bounds.isNull ? .zero : bounds
            func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
            func fp(_ p: CGPoint) -> CGPoint { CGPoint(x: finite(p.x), y: finite(p.y)) }
            switch kind {
            case .color(let c): return .color(c.resolve(in: environment.colorScheme))
            case .foreground: return environment.foregroundPaint(in: b)
            case .style(let s): return s.paint(in: environment.styleContext(b))
            case let .linear(g, s, e):
                return .linearGradient(stops: g.normalizedStops, start: fp(s), end: fp(e))
            case let .radial(g, c, r0, r1):
                return .radialGradient(stops: g.normalizedStops, center: fp(c), startRadius: max(finite(r0), 0),
                                       endRadius: max(finite(r1), 0), transform: .identity)
            case let .conic(g, c, a):
                let start = a.radians.isFinite ? a : .zero
                return .angularGradient(stops: g.normalizedStops, center: fp(c), startAngle: start,
                                        endAngle: .radians(start.radians + 2 * .pi))
            }
        }
    }

    /// An effect applied to each subsequent drawing operation (Apple: `GraphicsContext.Filter`).
    /// Radii are Gaussian standard deviations in points, as for the view modifiers
    /// (`View.shadow`, `View.blur`).
    public struct Filter {
        let layerFilter: LayerFilter?

        /// A drop shadow beneath the drawing: its alpha in `color`, blurred by `radius`,
        /// moved by (x, y) (Apple: `shadow(color:radius:x:y:blendMode:options:)`, default colour
        /// `Color(.sRGBLinear, white: 0, opacity: 0.33)`).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter(layerFilter: .shadow(color: color.resolved, sigma: LayerEffect.sigma(radius),
                                        offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)))
        }
        /// A Gaussian blur of the drawing (Apple: `blur(radius:options:)`).
        public static func blur(radius: CGFloat) -> Filter { Filter(layerFilter: .blur(sigma: LayerEffect.sigma(radius), opaque: false)) }
        /// Multiplies every component by `color`'s (Apple: `colorMultiply(_:)`).
        public static func colorMultiply(_ color: Color) -> Filter { Filter(layerFilter: .colorMatrix(ColorMatrix.multiply(color.resolved))) }
        /// Adds `amount` to each colour component (Apple: `brightness(_:)`).
        public static func brightness(_ amount: Double) -> Filter {
            Filter(layerFilter: .colorMatrix(ColorMatrix.brightness(amount.isFinite ? amount : 0)))
        }
        /// Scales the components about 0.5 (Apple: `contrast(_:)`).
        public static func contrast(_ amount: Double) -> Filter {
            Filter(layerFilter: .colorMatrix(ColorMatrix.contrast(amount.isFinite ? amount : 1)))
        }
        /// Sets the saturation (Apple: `saturation(_:)`; 0 grey, 1 unchanged).
        public static func saturation(_ amount: Double) -> Filter {
            Filter(layerFilter: .colorMatrix(ColorMatrix.saturation(amount.isFinite ? amount : 1)))
        }
        /// Removes colour (Apple: `grayscale(_:)`; 0 unchanged, 1 grey).
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(layerFilter: .colorMatrix(ColorMatrix.saturation(1 - (amount.isFinite ? min(max(amount, 0), 1) : 0))))
        }
        /// Rotates hues (Apple: `hueRotation(_:)`).
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(layerFilter: .colorMatrix(ColorMatrix.hueRotation(angle.radians.isFinite ? angle : .zero)))
        }
        /// Inverts the colours by `amount` (Apple: `colorInvert(_:)`; 1 fully inverted, 0 unchanged).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = amount.isFinite ? min(max(amount, 0), 1) : 1
            let m = zip(ColorMatrix.identity, ColorMatrix.invert).map { $0 + ($1 - $0) * a }
            return Filter(layerFilter: .colorMatrix(m))
        }
        /// Black with alpha the luminance (Apple: `luminanceToAlpha`).
        public static var luminanceToAlpha: Filter { Filter(layerFilter: .colorMatrix(ColorMatrix.luminanceToAlpha)) }
    }

    /// Text resolved in a context's environment, to measure and draw (Apple: `GraphicsContext.ResolvedText`).
    public struct ResolvedText {
        let node: ViewNode
        let environment: EnvironmentValues
        /// The shading the text is drawn with; nil (the default) keeps the text's own
        /// colours and the environment's foreground style.
        public var shading: Shading?

        init(node: ViewNode, environment: EnvironmentValues) {
            self.node = node
            self.environment = environment
        }

        /// The size of the text laid out in `size` (Apple: `measure(in:)`).
        public func measure(in size: CGSize) -> CGSize { node.sizeThatFits(ProposedViewSize(size)) }

        /// The distance from the top to the first baseline when laid out in `size` (Apple: `firstBaseline(in:)`).
        public func firstBaseline(in size: CGSize) -> CGFloat {
            node.explicitAlignment(VerticalAlignment.firstTextBaseline.key, proposal: ProposedViewSize(size)) ?? measure(in: size).height
        }

        /// The distance from the top to the last baseline when laid out in `size` (Apple: `lastBaseline(in:)`).
        public func lastBaseline(in size: CGSize) -> CGFloat {
            node.explicitAlignment(VerticalAlignment.lastTextBaseline.key, proposal: ProposedViewSize(size)) ?? measure(in: size).height
        }
    }

    /// An image resolved in a context's environment (Apple: `GraphicsContext.ResolvedImage`).
    public struct ResolvedImage {
        let image: Image
        /// The image's natural size, in points.
        public let size: CGSize
        /// The distance from the top to the image's baseline: its height (Apple: "If the
        /// image has no baseline, this value is equivalent to the image's height").
        public var baseline: CGFloat { size.height }
    }
}
