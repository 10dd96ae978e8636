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

    /// Options for a shadow filter (Apple: `GraphicsContext.ShadowOptions`).
    public struct ShadowOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the drawing rather than below it.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Draws only the shadow, not the drawing.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Casts the shadow of the drawing's inverse alpha (what lies outside it).
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Composites the drawing and its shadow separately into the context, not as one group.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options for a blur filter (Apple: `GraphicsContext.BlurOptions`). Apple's
    /// `dithersResult` is not provided: Cairn's 8-bit output is not dithered.
    public struct BlurOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Makes the blurred result opaque: edges do not fade into transparency.
        public static let opaque = BlurOptions(rawValue: 1)
    }

    /// Options for gradient shadings (Apple: `GraphicsContext.GradientOptions`); without
    /// `.repeat` or `.mirror` the end colours extend beyond the gradient's ends.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient beyond its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeats the gradient beyond its ends, reflecting every other copy.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates between the stops in linear sRGB rather than in (non-linear) sRGB.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A colour or pattern to fill or stroke with (Apple: `GraphicsContext.Shading`).
    /// Gradient geometry is in user space (points, not unit points).
    public struct Shading {
        enum Kind {
            case color(Color)
            case foreground
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint, GradientOptions)
            case radial(Gradient, CGPoint, CGFloat, CGFloat, GradientOptions)
            case conic(Gradient, CGPoint, Angle, GradientOptions)
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
        /// A linear gradient from `startPoint` to `endPoint` in user space (Apple:
        /// `linearGradient(_:startPoint:endPoint:options:)`).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint, options))
        }
        /// A radial gradient about `center` from `startRadius` to `endRadius` in user space
        /// (Apple: `radialGradient(_:center:startRadius:endRadius:options:)`).
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius, options))
        }
        /// A conic gradient about `center`, starting at `angle` (0: trailing) and going
        /// clockwise (Apple: `conicGradient(_:center:angle:options:)`; one turn covers the
        /// whole gradient, so only `.linearColor` changes it).
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center, angle, options))
        }

        /// The paint for a drawing whose bounds (in user space) are `bounds`.
        func paint(bounds: CGRect, environment: EnvironmentValues) -> Paint {
            let b = bounds.isNull ? .zero : bounds
            func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
            func fp(_ p: CGPoint) -> CGPoint { CGPoint(x: finite(p.x), y: finite(p.y)) }
            switch kind {
            case .color(let c): return .color(c.resolve(in: environment))
            case .foreground: return environment.foregroundPaint(in: b)
            case .style(let s): return s.paint(in: environment.styleContext(b))
            case let .linear(g, s, e, o):
                let (s, e) = (fp(s), fp(e))
                let stops = GradientExtension.stops(g, options: o, scheme: environment.colorScheme)
                let d = CGPoint(x: e.x - s.x, y: e.y - s.y)
                let len2 = d.x * d.x + d.y * d.y
                guard o.contains(.repeat) || o.contains(.mirror), len2 > 0, !b.isEmpty else {
                    return .linearGradient(stops: stops, start: s, end: e)
                }
                // The gradient's parameter t over the drawing's bounds, then the stops laid
                // out periodically over that range, on a line covering it.
                let ts = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
                    .map { (($0.x - s.x) * d.x + ($0.y - s.y) * d.y) / len2 }
                // One period of slack: a stroke reaches beyond its path's bounds.
                let (t0, t1) = (min(ts.min()!, 0) - 1, max(ts.max()!, 1) + 1)
                let periodic = GradientExtension.periodic(stops, from: t0, to: t1, mirror: o.contains(.mirror))
                return .linearGradient(stops: periodic, start: CGPoint(x: s.x + d.x * t0, y: s.y + d.y * t0),
                                       end: CGPoint(x: s.x + d.x * t1, y: s.y + d.y * t1))
            case let .radial(g, c, r0, r1, o):
                let (c, r0, r1) = (fp(c), max(finite(r0), 0), max(finite(r1), 0))
                let stops = GradientExtension.stops(g, options: o, scheme: environment.colorScheme)
                guard o.contains(.repeat) || o.contains(.mirror), r1 != r0, !b.isEmpty else {
                    return .radialGradient(stops: stops, center: c, startRadius: r0, endRadius: r1, transform: .identity)
                }
                // t = (r − r0) / (r1 − r0) from the centre (r = 0) to the farthest corner.
                let far = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
                    .map { hypot($0.x - c.x, $0.y - c.y) }.max()!
                let tc = -r0 / (r1 - r0), tf = (far - r0) / (r1 - r0)
                let (t0, t1) = (min(tc, tf, 0), max(tc, tf, 1) + (r1 > r0 ? 1 : 0))
                let periodic = GradientExtension.periodic(stops, from: t0, to: t1, mirror: o.contains(.mirror))
                let ra = r0 + (r1 - r0) * t0, rb = r0 + (r1 - r0) * t1
                return .radialGradient(stops: periodic, center: c, startRadius: max(ra, 0), endRadius: max(rb, 0), transform: .identity)
            case let .conic(g, c, a, o):
                let start = a.radians.isFinite ? a : .zero
                return .angularGradient(stops: GradientExtension.stops(g, options: o, scheme: environment.colorScheme), center: fp(c),
                                        startAngle: start, endAngle: .radians(start.radians + 2 * .pi))
            }
        }
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

    /// A canvas symbol: one of the views given to `Canvas(…symbols:)`, found by its tag
    /// (Apple: `GraphicsContext.ResolvedSymbol`).
    public struct ResolvedSymbol {
        let node: ViewNode
        /// The symbol's ideal size, in points.
        public var size: CGSize { node.sizeThatFits(.unspecified) }
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

/// Gradient options as stop lists: repetition and mirroring become stops laid out
/// periodically over the range the drawing needs, linear-colour interpolation becomes
/// intermediate stops computed in linear sRGB. Plain gradients work in every output (PNG, SVG,
/// PDF) this way.
enum GradientExtension {
    /// Intermediate stops per segment for `.linearColor`: the colour between two of them is
    /// interpolated in sRGB, within a level of the linear-sRGB value.
    static let linearSubdivisions = 16
    /// The most periods a repeated gradient is laid out over; beyond them the end colours extend.
    static let maximumPeriods = 512
    /// The most stops a repeated gradient is laid out with (fewer periods for many stops).
    static let maximumStops = 8_192

    /// The gradient's stops (normalized), with linear-sRGB intermediate stops for `.linearColor`.
    static func stops(_ gradient: Gradient, options: GraphicsContext.GradientOptions, scheme: ColorScheme) -> [Gradient.Stop] {
        let stops = gradient.normalizedStops
        guard options.contains(.linearColor), stops.count > 1 else { return stops }
        func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        var out: [Gradient.Stop] = [stops[0]]
        for (a, b) in zip(stops, stops.dropFirst()) {
            let ca = a.color.resolve(in: scheme), cb = b.color.resolve(in: scheme)
            if b.location > a.location {
                for i in 1..<linearSubdivisions {
                    let t = Double(i) / Double(linearSubdivisions)
                    func mix(_ x: Double, _ y: Double) -> Double { encode(decode(x) + (decode(y) - decode(x)) * t) }
                    let c = Color.Resolved(red: mix(ca.red, cb.red), green: mix(ca.green, cb.green), blue: mix(ca.blue, cb.blue),
                                           opacity: ca.opacity + (cb.opacity - ca.opacity) * t)
                    out.append(Gradient.Stop(color: Color(c), location: a.location + (b.location - a.location) * CGFloat(t)))
                }
            }
            out.append(b)
        }
        return out
    }

    /// `stops` (over 0…1) repeated, or mirrored every other period, over t0…t1, as stops over
    /// 0…1 of that range.
    static func periodic(_ stops: [Gradient.Stop], from t0: CGFloat, to t1: CGFloat, mirror: Bool) -> [Gradient.Stop] {
        guard t1 > t0, t0.isFinite, t1.isFinite else { return stops }
        // At most `maximumStops` stops in all (periods about the gradient itself).
        let periods = CGFloat(max(2, min(maximumPeriods, maximumStops / max(stops.count, 1))))
        let first = max(floor(t0), -periods / 2), last = min(ceil(t1), periods / 2)
        guard last > first else { return stops }
        var all: [(t: CGFloat, color: Color)] = []
        var k = first
        while k < last {
            let odd = mirror && Int(k).isMultiple(of: 2) == false
            let period = odd ? stops.reversed().map { Gradient.Stop(color: $0.color, location: 1 - $0.location) } : stops
            for s in period { all.append((k + s.location, s.color)) }
            k += 1
        }
        // The colour at t (interpolated between the stops around it, in sRGB as the painter does).
        func color(at t: CGFloat) -> Color {
            guard let j = all.firstIndex(where: { $0.t >= t }) else { return all[all.count - 1].color }
            if j == 0 || all[j].t == t { return all[j].color }
            let (a, b) = (all[j - 1], all[j])
            let u = Double((t - a.t) / (b.t - a.t))
            let ca = a.color.resolved, cb = b.color.resolved
            return Color(Color.Resolved(red: ca.red + (cb.red - ca.red) * u, green: ca.green + (cb.green - ca.green) * u,
                                        blue: ca.blue + (cb.blue - ca.blue) * u, opacity: ca.opacity + (cb.opacity - ca.opacity) * u))
        }
        var out = [Gradient.Stop(color: color(at: t0), location: 0)]
        for s in all where s.t > t0 && s.t < t1 { out.append(Gradient.Stop(color: s.color, location: (s.t - t0) / (t1 - t0))) }
        out.append(Gradient.Stop(color: color(at: t1), location: 1))
        return out
    }
}
