import CairnGeometry
import Foundation

/// How a layer's pixels combine with what is already drawn beneath it, as SwiftUI's
/// `BlendMode` (the Core Graphics modes of the same names).
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
    /// Source over destination.
    case normal
    /// Source times destination.
    case multiply
    /// One minus the product of the inverses.
    case screen
    /// Multiply or screen, chosen by the destination.
    case overlay
    /// The darker of source and destination.
    case darken
    /// The lighter of source and destination.
    case lighten
    /// Brightens the destination to reflect the source.
    case colorDodge
    /// Darkens the destination to reflect the source.
    case colorBurn
    /// Soft light: darkens or lightens depending on the source.
    case softLight
    /// Hard light: multiply or screen, chosen by the source.
    case hardLight
    /// The absolute difference.
    case difference
    /// Like difference with lower contrast.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation with the destination's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the destination's luminosity.
    case color
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity
    /// The source only where the destination is, over it.
    case sourceAtop
    /// The destination over the source.
    case destinationOver
    /// The destination where the source is not.
    case destinationOut
    /// Core Graphics' plusDarker: `R = max(0, 1 - ((1 - D) + (1 - S)))`.
    case plusDarker
    /// Core Graphics' plusLighter: `R = min(1, S + D)`.
    case plusLighter
}

/// A filter applied to a layer's composited pixels before it is drawn into its parent.
public enum LayerFilter: Equatable, Sendable {
    /// A drop shadow beneath the content: the content's alpha in `color`, blurred by a
    /// Gaussian of standard deviation `sigma` points, moved by `offset`.
    case shadow(color: Color.Resolved, sigma: Double, offset: CGSize)
    /// A Gaussian blur of standard deviation `sigma` points; `opaque` makes the result
    /// fully opaque (SwiftUI's `opaque: true`: edges do not fade into transparency).
    case blur(sigma: Double, opaque: Bool)
    /// A colour matrix on straight (unpremultiplied) sRGB components, as SVG's
    /// `feColorMatrix type="matrix"`: 20 numbers, rows R G B A, columns R G B A and a constant.
    case colorMatrix([Double])
    /// A backdrop filter (materials): what is already drawn beneath the layer, blurred by a
    /// Gaussian of `sigma` points and saturated by `saturation` (SVG `saturate`), is drawn
    /// inside the layer's alpha before the layer itself. Only image targets have a backdrop
    /// to read: on vector targets (SVG, PDF) the layer is drawn without it.
    case backdropBlur(sigma: Double, saturation: Double)
    /// Refraction of the backdrop (Liquid Glass), read only beside a `backdropBlur` in the same
    /// layer: near the edges of the layer's coverage the backdrop is sampled from further out,
    /// by up to `amount` points at the edge, fading over a band set by `width` points (the
    /// coverage blurred by a Gaussian of σ = `width`; the displacement follows its gradient).
    /// Ignored without a backdrop (vector targets).
    case refraction(amount: Double, width: Double)
    /// A projective (perspective) transform of the composited content, in the parent's
    /// coordinates: 9 numbers m11 m12 m13 m21 m22 m23 m31 m32 m33 mapping a point as the row
    /// vector (x, y, 1) (SwiftUI's `ProjectionTransform`): x' = (x·m11 + y·m21 + m31) / w,
    /// y' = (x·m12 + y·m22 + m32) / w, w = x·m13 + y·m23 + m33. The layer is rasterised and
    /// resampled (bilinear); points with w ≤ 0 (behind the viewer) are not drawn.
    case projection([Double])
    /// A shader (`colorEffect`, `distortionEffect`, `layerEffect`) applied last: each pixel
    /// of the program's bounds within the clip takes the colour it answers, from the content
    /// composited with the layer's other filters. Rasterised on every target.
    case shader(ShaderProgram)
}

extension DisplayList {
    /// A group composited offscreen as one layer, then filtered, masked and blended into its
    /// parent at an opacity.
    public struct Layer: Equatable, Sendable {
        /// The content, in the parent's coordinates.
        public var content: DisplayList
        /// The layer's opacity, applied to the composited layer as a whole.
        public var opacity: Double
        /// How the layer combines with what lies beneath it.
        public var blendMode: BlendMode
        /// Filters applied in order to the composited content.
        public var filters: [LayerFilter]
        /// An alpha mask, in the parent's coordinates: the layer is multiplied by the mask's
        /// alpha. Nil means no mask; an empty list masks everything away.
        public var mask: DisplayList?

        /// A layer of `content` with the given attributes.
        public init(content: DisplayList, opacity: Double = 1, blendMode: BlendMode = .normal,
                    filters: [LayerFilter] = [], mask: DisplayList? = nil) {
            self.content = content
            self.opacity = opacity
            self.blendMode = blendMode
            self.filters = filters
            self.mask = mask
        }
    }

    /// The list with `wrap` applied to each leaf item, descending through plain groups
    /// (transforms and clips, opacity 1): how SwiftUI applies opacity, blend modes and
    /// shadows of a container to each of its children separately. Layers, groups with an
    /// opacity and one view's group (`Group.isSingleView`: a symbol's parts) count as leaves.
    public func mappingLeaves(_ wrap: (Item) -> Item) -> DisplayList {
        DisplayList(items.map { item in
            if case .group(var g) = item, g.opacity == 1, !g.isSingleView {
                g.content = g.content.mappingLeaves(wrap)
                return .group(g)
            }
            return wrap(item)
        })
    }

    /// The list with opacity `o` applied to each leaf separately (SwiftUI's `.opacity` on
    /// a container: overlapping children show through each other). A leaf that is already a
    /// composited unit takes the product of the opacities.
    public func applyingOpacityToLeaves(_ o: Double) -> DisplayList {
        if o >= 1 { return self }
        return mappingLeaves { item in
            switch item {
            case .group(var g):
                g.opacity *= o
                return .group(g)
            case .layer(var l):
                l.opacity *= o
                return .layer(l)
            default:
                return .group(Group(opacity: o, content: DisplayList([item])))
            }
        }
    }
}

/// A matrix for an RGBA colour transformation (Apple: `ColorMatrix`, "The matrix has five
/// columns, each with a red, green, blue, and alpha component"; `init()` is the identity), used
/// by `GraphicsContext.Filter.colorMatrix(_:)`. Output red is
/// `r1·R + r2·G + r3·B + r4·A + r5` (and green, blue, alpha from the g, b, a rows), on straight
/// (unpremultiplied) 0…1 components, as Core Image's `CIColorMatrix` and SVG's
/// `feColorMatrix`. Its static members are the matrices of SwiftUI's colour filters as
/// 20 row-major numbers (the definitions of SVG Filter Effects 1 and the CSS filter functions).
public struct ColorMatrix: Equatable, Sendable {
    /// Red output: the weight of the red input.
    public var r1: Float = 1
    /// Red output: the weight of the green input.
    public var r2: Float = 0
    /// Red output: the weight of the blue input.
    public var r3: Float = 0
    /// Red output: the weight of the alpha input.
    public var r4: Float = 0
    /// Red output: the constant added.
    public var r5: Float = 0
    /// Green output: the weight of the red input.
    public var g1: Float = 0
    /// Green output: the weight of the green input.
    public var g2: Float = 1
    /// Green output: the weight of the blue input.
    public var g3: Float = 0
    /// Green output: the weight of the alpha input.
    public var g4: Float = 0
    /// Green output: the constant added.
    public var g5: Float = 0
    /// Blue output: the weight of the red input.
    public var b1: Float = 0
    /// Blue output: the weight of the green input.
    public var b2: Float = 0
    /// Blue output: the weight of the blue input.
    public var b3: Float = 1
    /// Blue output: the weight of the alpha input.
    public var b4: Float = 0
    /// Blue output: the constant added.
    public var b5: Float = 0
    /// Alpha output: the weight of the red input.
    public var a1: Float = 0
    /// Alpha output: the weight of the green input.
    public var a2: Float = 0
    /// Alpha output: the weight of the blue input.
    public var a3: Float = 0
    /// Alpha output: the weight of the alpha input.
    public var a4: Float = 1
    /// Alpha output: the constant added.
    public var a5: Float = 0

    /// Creates the identity matrix (Apple: `init()`).
    public init() {}

    /// The 20 numbers row by row (r1…r5, g1…g5, b1…b5, a1…a5), as `LayerFilter.colorMatrix` takes them.
    public var rowMajor: [Double] {
        [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5].map(Double.init)
    }

    /// The identity.
    public static let identity: [Double] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]

    /// Adds `amount` to each colour component (SwiftUI `brightness`: 0 unchanged, 1 white).
    public static func brightness(_ amount: Double) -> [Double] {
        [1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0]
    }

    /// Scales each component about 0.5 by `amount` (SwiftUI `contrast`: 1 unchanged, 0 grey).
    public static func contrast(_ amount: Double) -> [Double] {
        let t = 0.5 * (1 - amount)
        return [amount, 0, 0, 0, t, 0, amount, 0, 0, t, 0, 0, amount, 0, t, 0, 0, 0, 1, 0]
    }

    /// SVG `saturate`: 1 unchanged, 0 the luminance grey (weights 0.213, 0.715, 0.072).
    public static func saturation(_ s: Double) -> [Double] {
        [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
         0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
         0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
         0, 0, 0, 1, 0]
    }

    /// SVG `hueRotate` by `angle`.
    public static func hueRotation(_ angle: Angle) -> [Double] {
        let c = cos(angle.radians), s = sin(angle.radians)
        return [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
                0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
                0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
                0, 0, 0, 1, 0]
    }

    /// Each colour component inverted, alpha kept.
    public static let invert: [Double] = [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0]

    /// Each component multiplied by the colour's (alpha too).
    public static func multiply(_ c: Color.Resolved) -> [Double] {
        [c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.opacity, 0]
    }

    /// SVG `luminanceToAlpha`: black, with alpha the luminance 0.2125 R + 0.7154 G + 0.0721 B.
    public static let luminanceToAlpha: [Double] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0]

    /// `first` followed by `second`, as one matrix.
    public static func concatenating(_ first: [Double], _ second: [Double]) -> [Double] {
        var r = [Double](repeating: 0, count: 20)
        for i in 0..<4 {
            for j in 0..<5 {
                var v = j == 4 ? second[i * 5 + 4] : 0
                for k in 0..<4 { v += second[i * 5 + k] * first[k * 5 + j] }
                r[i * 5 + j] = v
            }
        }
        return r
    }
}
