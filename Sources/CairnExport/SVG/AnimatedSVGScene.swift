import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation

/// Why a scene cannot become an animated SVG.
public enum AnimatedSVGError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The drawing changes in a way SMIL attribute animation cannot express.
    case unsupported(String)

    /// The reason, and what to export instead (a GIF, APNG or video).
    public var description: String {
        switch self {
        case .unsupported(let reason):
            "Cannot write this animation as an animated SVG: \(reason). Animated SVG can move, resize, "
                + "reshape (same path structure), recolour and fade what is drawn; export a GIF, APNG or video instead."
        }
    }
}

/// A time span over which every changing value follows one cubic timing curve (an animation
/// of the timeline), so SMIL can replay it with two keyframes and `keySplines`.
public struct SplineSegment: Equatable, Sendable {
    /// The segment's start, in seconds from the animation's start.
    public var start: Double
    /// The segment's end, in seconds from the animation's start (after `start`).
    public var end: Double
    /// The curve's control points (x1, y1, x2, y2), as in SwiftUI's `timingCurve`.
    public var controlPoints: (Double, Double, Double, Double)

    /// A segment from `start` to `end` seconds following the cubic timing curve `controlPoints` (x1, y1, x2, y2).
    public init(start: Double, end: Double, controlPoints: (Double, Double, Double, Double)) {
        self.start = start
        self.end = end
        self.controlPoints = controlPoints
    }

    /// Whether both segments have the same times and the same control points (tuples are not `Equatable`).
    public static func == (a: SplineSegment, b: SplineSegment) -> Bool {
        a.start == b.start && a.end == b.end && a.controlPoints == b.controlPoints
    }

    /// The curve's value at x in 0...1 (y of the Bézier whose x is `x`).
    func ease(_ x: Double) -> Double {
        let (x1, y1, x2, y2) = controlPoints
        func bez(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if bez(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return bez(y1, y2, (lo + hi) / 2)
    }
}

/// One drawn path of a frame, with everything that may animate as numbers.
struct SVGLeaf {
    var isStroke: Bool
    /// Element kinds of the path: the structure that must not change between frames.
    var signature: [UInt8]
    var coordinates: [Double]
    var paint: Paint
    var opacity: Double
    var fillStyle: FillStyle
    var strokeStyle: StrokeStyle
    var clips: [(signature: [UInt8], coordinates: [Double], evenOdd: Bool)]
}

/// Flattens a frame into leaves: group transforms are applied to the paths (stroke widths
/// scale by the transform's mean scale), group opacities multiply into each leaf, clips are
/// carried by every leaf they apply to.
enum SVGFlattener {
    static func leaves(of list: DisplayList) throws -> [SVGLeaf] {
        var out: [SVGLeaf] = []
        try flatten(list, transform: .identity, opacity: 1, clips: [], into: &out)
        return out
    }

    private static func flatten(_ list: DisplayList, transform: CGAffineTransform, opacity: Double,
                                clips: [(signature: [UInt8], coordinates: [Double], evenOdd: Bool)], into out: inout [SVGLeaf]) throws {
        for item in list.items {
            switch item {
            case let .fill(path, paint, style):
                let (sig, coords) = encode(path.applying(transform))
                out.append(SVGLeaf(isStroke: false, signature: sig, coordinates: coords, paint: try mapped(paint, transform),
                                   opacity: opacity, fillStyle: style, strokeStyle: StrokeStyle(), clips: clips))
            case let .stroke(path, paint, style):
                let (sig, coords) = encode(path.applying(transform))
                var s = style
                let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
                s.lineWidth *= scale
                s.dash = s.dash.map { $0 * scale }
                s.dashPhase *= scale
                out.append(SVGLeaf(isStroke: true, signature: sig, coordinates: coords, paint: try mapped(paint, transform),
                                   opacity: opacity, fillStyle: FillStyle(), strokeStyle: s, clips: clips))
            case .group(let g):
                let t = g.transform.concatenating(transform)
                var c = clips
                for clip in g.clips {
                    let (sig, coords) = encode(clip.path.applying(t))
                    c.append((sig, coords, clip.style.isEOFilled))
                }
                try flatten(g.content, transform: t, opacity: opacity * g.opacity, clips: c, into: &out)
            case .layer(let l):
                // A plain layer is a group at an opacity; filters, masks and blend modes
                // have no SMIL form here.
                guard l.filters.isEmpty, l.mask == nil, l.blendMode == .normal else {
                    throw AnimatedSVGError.unsupported("it draws a layer effect (shadow, blur, mask, blend mode or colour filter)")
                }
                try flatten(l.content, transform: transform, opacity: opacity * l.opacity, clips: clips, into: &out)
            case .text:
                throw AnimatedSVGError.unsupported("it draws text")
            case .image:
                throw AnimatedSVGError.unsupported("it draws an image")
            }
        }
    }

    /// A gradient's geometry moved through `t` (colours only may animate).
    private static func mapped(_ paint: Paint, _ t: CGAffineTransform) throws -> Paint {
        switch paint {
        case .color: return paint
        case let .linearGradient(stops, s, e): return .linearGradient(stops: stops, start: s.applying(t), end: e.applying(t))
        case .angularGradient:
            throw AnimatedSVGError.unsupported("it draws an angular gradient (SVG has no conic gradient)")
        case .meshGradient:
            throw AnimatedSVGError.unsupported("it draws a mesh gradient (SVG has no mesh)")
        case .shader:
            throw AnimatedSVGError.unsupported("it fills with a shader (SVG runs no shader)")
        case let .radialGradient(stops, c, r0, r1, g):
            return .radialGradient(stops: stops, center: c, startRadius: r0, endRadius: r1, transform: g.concatenating(t))
        }
    }

    /// The path's element kinds (M L Q C Z as 0…4) and its coordinates in order.
    static func encode(_ path: Path) -> ([UInt8], [Double]) {
        var sig: [UInt8] = []
        var coords: [Double] = []
        path.forEach { e in
            switch e {
            case .move(let p): sig.append(0); coords += [p.x, p.y]
            case .line(let p): sig.append(1); coords += [p.x, p.y]
            case let .quadCurve(p, c): sig.append(2); coords += [c.x, c.y, p.x, p.y]
            case let .curve(p, c1, c2): sig.append(3); coords += [c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .closeSubpath: sig.append(4)
            }
        }
        return (sig, coords)
    }
}
