import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

extension GraphicsContext {
    /// An effect applied to each subsequent drawing operation (Apple: `GraphicsContext.Filter`).
    /// Radii are Gaussian standard deviations in points, as for the view modifiers
    /// (`View.shadow`, `View.blur`): σ = radius. Apple does not state the relation (Core
    /// Image's `CIGaussianBlur` radius is "the radius of the blur, in pixels"); the evidence for
    /// σ = radius is indirect (CSS blur lengths and design tools' exports), see `View.blur`.
    public struct Filter {
        let layerFilter: LayerFilter?
        /// A filter that rewrites the drawing's display list instead (shadows with options):
        /// the filtered drawing, in canvas coordinates.
        let compose: ((DisplayList) -> DisplayList)?
        /// Whether the items `compose` makes are composited into the context one by one (with
        /// its opacity, blend mode and masks each) rather than as one group.
        let separates: Bool

        /// A filter made in the context's environment when it is added (its colours resolved
        /// in the context's colour scheme and design era, as SwiftUI resolves them).
        let inEnvironment: ((EnvironmentValues, Recorder) -> Filter)?

        init(layerFilter: LayerFilter?) {
            self.layerFilter = layerFilter
            self.compose = nil
            self.separates = false
            self.inEnvironment = nil
        }

        init(separates: Bool = false, compose: @escaping (DisplayList) -> DisplayList) {
            self.layerFilter = nil
            self.compose = compose
            self.separates = separates
            self.inEnvironment = nil
        }

        init(inEnvironment: @escaping (EnvironmentValues, Recorder) -> Filter) {
            self.layerFilter = nil
            self.compose = nil
            self.separates = false
            self.inEnvironment = inEnvironment
        }

        /// A drop shadow beneath the drawing: its alpha in `color`, blurred by `radius`,
        /// moved by (x, y) (Apple: `shadow(color:radius:x:y:blendMode:options:)`, default colour
        /// `Color(.sRGBLinear, white: 0, opacity: 0.33)`, blend mode `.normal`). `blendMode`
        /// composites the shadow with the drawing; `options` as Apple documents them:
        /// `.shadowAbove` draws the shadow above the drawing, `.shadowOnly` draws the shadow
        /// alone, `.invertsAlpha` casts the shadow of the drawing's inverse alpha (with
        /// `.shadowAbove` and `.sourceAtop`, an inner shadow, as Apple suggests), and
        /// `.disablesGroup` composites the drawing and its shadow separately into the context
        /// (Apple: "composite the object and its shadow separately in the current layer"): each
        /// takes the context's opacity and blend mode on its own, so at opacity 0.5 the shadow
        /// shows through the drawing.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            let sigma = LayerEffect.sigma(radius)
            let offset = CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)
            return Filter(inEnvironment: { environment, _ in
                let c = color.resolve(in: environment)
                if blendMode == .normal && options.isEmpty {
                    return Filter(layerFilter: .shadow(color: c, sigma: sigma, offset: offset))
                }
                return Filter(separates: options.contains(.disablesGroup)) { content in
                    ShadowComposer(color: c, sigma: sigma, offset: offset, blendMode: blendMode, options: options).apply(to: content)
                }
            })
        }
        /// A Gaussian blur of the drawing (Apple: `blur(radius:options:)`); `.opaque` keeps the
        /// result opaque (edges do not fade into transparency), as `View.blur(radius:opaque:)`.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(layerFilter: .blur(sigma: LayerEffect.sigma(radius), opaque: options.contains(.opaque)))
        }
        /// Transforms each colour by `matrix` (Apple: `colorMatrix(_:)`): output red is
        /// r1·R + r2·G + r3·B + r4·A + r5 on straight components, and so on for green, blue and alpha.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
            let m = matrix.rowMajor
            return Filter(layerFilter: m.allSatisfy(\.isFinite) ? .colorMatrix(m) : nil)
        }
        /// Multiplies every component by `color`'s (Apple: `colorMultiply(_:)`).
        public static func colorMultiply(_ color: Color) -> Filter {
            Filter(inEnvironment: { environment, _ in Filter(layerFilter: .colorMatrix(ColorMatrix.multiply(color.resolve(in: environment)))) })
        }

        /// Runs `shader` on the colour of each pixel of subsequent drawing (Apple:
        /// `colorShader(_:)`, iOS 17), over the canvas (positions in its points). Cairn runs
        /// the function's Swift version (`ShaderLibrary.implement`, `.colorEffect`); without one
        /// the filter changes nothing and the view's diagnostics say so.
        public static func colorShader(_ shader: Shader) -> Filter { shaderFilter(shader, .colorEffect, .zero) }

        /// Moves the pixels of subsequent drawing through `shader` (Apple:
        /// `distortionShader(_:maxSampleOffset:)`, iOS 17; a `.distortionEffect` Swift version).
        public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
            shaderFilter(shader, .distortionEffect, maxSampleOffset)
        }

        /// Runs `shader` over the layer of subsequent drawing (Apple:
        /// `layerShader(_:maxSampleOffset:)`, iOS 17; a `.layerEffect` Swift version).
        public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
            shaderFilter(shader, .layerEffect, maxSampleOffset)
        }

        /// A shader filter over the canvas, or no filter (with a diagnostic) without a Swift
        /// version of `kind`.
        static func shaderFilter(_ shader: Shader, _ kind: ShaderImplementation.Kind, _ offset: CGSize) -> Filter {
            Filter(inEnvironment: { environment, recorder in
                guard let implementation = ShaderLibrary.implementation(shader.function.name, as: kind,
                                                                        diagnosingIn: recorder.resolver.graph) else {
                    return Filter(layerFilter: nil)
                }
                let program = ShaderEffectBehavior.program(shader, implementation, frame: CGRect(origin: .zero, size: recorder.size),
                                                           maxSampleOffset: offset, environment: environment)
                return Filter(layerFilter: program.map { .shader($0) })
            })
        }
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
}
