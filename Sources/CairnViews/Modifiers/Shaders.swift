import CairnDisplayList
import CairnGeometry
import Foundation
import Synchronization

// Metal shaders (iOS 17): `ShaderLibrary`, `ShaderFunction`, `Shader` and the modifiers
// `colorEffect`, `distortionEffect` and `layerEffect`, with Apple's names, labels and
// defaults (https://developer.apple.com/documentation/swiftui/shader,
// https://developer.apple.com/documentation/swiftui/view/coloreffect(_:isenabled:)).
//
// Linux has no Metal: Cairn cannot compile or run a `.metal` file. A shader function runs
// when the program gives Cairn a Swift version of it (`ShaderLibrary.implement`), on the CPU,
// once per pixel at the render's resolution. A function without one leaves the view as it
// is and records a diagnostic that says so.

/// A library of shader functions (Apple: `ShaderLibrary`): `ShaderLibrary.ripple` or
/// `ShaderLibrary.default.ripple` names the function `ripple`.
///
/// Cairn cannot load Metal libraries: every library finds the Swift versions given to
/// `ShaderLibrary.implement(_:_:)`, by name.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    /// Where the library comes from (for equality only).
    let source: String

    /// The app's default library (Apple: the `default.metallib` of the main bundle).
    public static let `default` = ShaderLibrary(source: "default")

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: "bundle:" + bundle.bundlePath) }

    /// A library from compiled Metal library data (not read by Cairn).
    public init(data: Data) { source = "data:\(data.count)" }

    /// A library from a compiled Metal library file (not read by Cairn).
    public init(url: URL) { source = "url:" + url.absoluteString }

    init(source: String) { self.source = source }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

/// A function of a shader library (Apple: `ShaderFunction`); calling it with arguments
/// makes a `Shader`: `ShaderLibrary.ripple(.float(t), .boundingRect)`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// The library holding the function.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String

    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader calling this function with `arguments` after the ones SwiftUI passes.
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// A shader function with its arguments (Apple: `Shader`), for `colorEffect`,
/// `distortionEffect` and `layerEffect`.
public struct Shader: Equatable, Sendable {
    /// One argument passed to the shader function after the ones SwiftUI passes.
    public struct Argument: Equatable, Sendable {
        /// What was passed: a value, or what the view's environment and size resolve.
        enum Storage: Equatable, Sendable {
            case value(ShaderArguments.Value)
            case color(Color)
            case colors([Color])
            case boundingRect
        }
        let storage: Storage
        init(value: ShaderArguments.Value) { storage = .value(value) }
        init(_ storage: Storage) { self.storage = storage }

        /// A `float`.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .float(Float(x))) }
        /// A `float2`.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: .float2(SIMD2(Float(x), Float(y)))) }
        /// A `float2` from a point.
        public static func float2(_ point: CGPoint) -> Argument { .float2(point.x, point.y) }
        /// A `float2` from a size.
        public static func float2(_ size: CGSize) -> Argument { .float2(size.width, size.height) }
        /// A `float2` from a vector.
        public static func float2(_ vector: CGVector) -> Argument { .float2(vector.dx, vector.dy) }
        /// A `float3`.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .float3(SIMD3(Float(x), Float(y), Float(z))))
        }
        /// A `float4`.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .float4(SIMD4(Float(x), Float(y), Float(z), Float(w))))
        }
        /// A `device const float *` with its count.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array)) }
        /// A colour, passed as a premultiplied `half4` resolved in the view's environment.
        public static func color(_ color: Color) -> Argument { Argument(.color(color)) }
        /// Colours, passed as premultiplied `half4`s.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(.colors(array)) }
        /// An image, sampled as a `texture2d<half>` on Apple's platforms. Cairn passes no
        /// pixels to a Swift version: it receives `.image`.
        public static func image(_ image: Image) -> Argument { Argument(value: .image) }
        /// Raw bytes, as `device const void *` with a count.
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// The view's bounding rectangle in its own coordinates, as a `float4` (x, y, width,
        /// height).
        public static var boundingRect: Argument { Argument(.boundingRect) }
    }

    /// The function called.
    public var function: ShaderFunction
    /// Its arguments.
    public var arguments: [Argument]
    /// Whether the output is dithered (Apple's default: true). Cairn writes 8-bit pixels
    /// rounded to the nearest level and does not dither.
    public var dithersColor: Bool = true

    /// A shader calling `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }
}

extension Shader {
    /// The ways a shader may be used to render (Apple: `Shader.UsageType`, iOS 18).
    public struct UsageType: Hashable, Sendable {
        let kind: ShaderImplementation.Kind
        /// As a colour effect.
        public static let colorEffect = UsageType(kind: .colorEffect)
        /// As a geometric distortion effect.
        public static let distortionEffect = UsageType(kind: .distortionEffect)
        /// As a layer effect.
        public static let layerEffect = UsageType(kind: .layerEffect)
        /// As a `ShapeStyle` value.
        public static let shapeStyle = UsageType(kind: .shapeStyle)
    }

    /// Prepares the shader ahead of its first use (Apple: `compile(as:)`, iOS 18: "to
    /// minimize the chance of stalling when it is first used"). Cairn compiles nothing: it
    /// returns when the function has a Swift version of that use (`ShaderLibrary.implement`),
    /// and otherwise throws `ShaderCompilationError`, as Apple's throws when the use does not
    /// match the function.
    public func compile(as type: UsageType) async throws {
        guard let implementation = ShaderLibrary.implementation(function.name) else {
            throw ShaderCompilationError(message: "no Swift version of the shader function `\(function.name)`: Cairn cannot run Metal; give one with ShaderLibrary.implement(\"\(function.name)\", .\(type.kind.rawValue) { … })")
        }
        guard implementation.kind == type.kind else {
            throw ShaderCompilationError(message: "the Swift version of `\(function.name)` is a \(implementation.kind.rawValue), not a \(type.kind.rawValue)")
        }
    }
}

/// Why `Shader.compile(as:)` failed in Cairn.
public struct ShaderCompilationError: Error, CustomStringConvertible, Sendable {
    /// What is missing and how to give it.
    public let message: String
    /// The message.
    public var description: String { message }
}

/// The arguments a Swift version of a shader function receives: those of the `Shader`, with
/// colours resolved (premultiplied components, 0...1) and `.boundingRect` as a `float4`.
public struct ShaderArguments: Sendable {
    /// One argument.
    public enum Value: Equatable, Sendable {
        /// `.float`.
        case float(Float)
        /// `.float2`.
        case float2(SIMD2<Float>)
        /// `.float3`.
        case float3(SIMD3<Float>)
        /// `.float4`, or `.boundingRect` (x, y, width, height).
        case float4(SIMD4<Float>)
        /// `.floatArray`.
        case floats([Float])
        /// `.color`: premultiplied red, green, blue, alpha.
        case color(SIMD4<Float>)
        /// `.colorArray`.
        case colors([SIMD4<Float>])
        /// `.image` (no pixels in Cairn).
        case image
        /// `.data`.
        case data(Data)
    }

    /// The arguments in order.
    public let values: [Value]

    /// The argument at `index`.
    public subscript(index: Int) -> Value { values[index] }

    /// The number of arguments.
    public var count: Int { values.count }

    /// Argument `index` as a float (the first component of a vector or colour); 0 when absent.
    public func float(_ index: Int) -> Float {
        guard values.indices.contains(index) else { return 0 }
        switch values[index] {
        case .float(let x): return x
        case .float2(let v): return v.x
        case .float3(let v): return v.x
        case .float4(let v), .color(let v): return v.x
        case .floats(let a): return a.first ?? 0
        default: return 0
        }
    }

    /// Argument `index` as a `float2` (a float repeated); zero when absent.
    public func float2(_ index: Int) -> SIMD2<Float> {
        guard values.indices.contains(index) else { return .zero }
        switch values[index] {
        case .float(let x): return SIMD2(repeating: x)
        case .float2(let v): return v
        case .float3(let v): return SIMD2(v.x, v.y)
        case .float4(let v), .color(let v): return SIMD2(v.x, v.y)
        default: return .zero
        }
    }

    /// Argument `index` as a `float4` (a `.boundingRect`, a colour, a float repeated); zero
    /// when absent.
    public func float4(_ index: Int) -> SIMD4<Float> {
        guard values.indices.contains(index) else { return .zero }
        switch values[index] {
        case .float(let x): return SIMD4(repeating: x)
        case .float2(let v): return SIMD4(v.x, v.y, 0, 0)
        case .float3(let v): return SIMD4(v.x, v.y, v.z, 0)
        case .float4(let v), .color(let v): return v
        default: return .zero
        }
    }

    /// Argument `index` as a float array (a single float as one element); empty when absent.
    public func floats(_ index: Int) -> [Float] {
        guard values.indices.contains(index) else { return [] }
        switch values[index] {
        case .float(let x): return [x]
        case .floats(let a): return a
        default: return []
        }
    }

    /// Arguments resolved in `environment` for a view whose bounds are `size`.
    init(_ arguments: [Shader.Argument], environment: EnvironmentValues, size: CGSize) {
        func premultiplied(_ c: Color) -> SIMD4<Float> {
            let r = c.resolve(in: environment)
            let a = Float(min(max(r.opacity, 0), 1))
            return SIMD4(Float(r.red) * a, Float(r.green) * a, Float(r.blue) * a, a)
        }
        values = arguments.map { argument in
            switch argument.storage {
            case .color(let c): return .color(premultiplied(c))
            case .colors(let cs): return .colors(cs.map(premultiplied))
            case .boundingRect: return .float4(SIMD4(0, 0, Float(size.width), Float(size.height)))
            case .value(let v): return v
            }
        }
    }

    /// The arguments as numbers, for the display list's equality.
    var key: [Double] {
        var out: [Double] = []
        for v in values {
            switch v {
            case .float(let x): out.append(Double(x))
            case .float2(let p): out += [Double(p.x), Double(p.y)]
            case .float3(let p): out += [Double(p.x), Double(p.y), Double(p.z)]
            case .float4(let p), .color(let p): out += [Double(p.x), Double(p.y), Double(p.z), Double(p.w)]
            case .floats(let a): out += a.map(Double.init)
            case .colors(let cs): for p in cs { out += [Double(p.x), Double(p.y), Double(p.z), Double(p.w)] }
            case .data(let d): out += [Double(d.count), Double(d.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 } >> 11)]
            case .image: out.append(-1)
            }
            out.append(.infinity)  // a separator: [1], [2] ≠ [1, 2]
        }
        return out
    }
}

/// A Swift version of a Metal shader function, run by Cairn on the CPU in place of it (Cairn's
/// own API; iOS runs the Metal function). Each has the parameters of the Metal function
/// SwiftUI calls, positions in the view's own coordinates (points from its top-left corner),
/// colours premultiplied (components 0...1):
///
/// ```swift
/// // [[ stitchable ]] half4 tint(float2 position, half4 color, half4 tint)
/// ShaderLibrary.implement("tint", .colorEffect { position, color, arguments in
///     color * arguments.float4(0)
/// })
/// ```
public struct ShaderImplementation: Sendable {
    /// What the function is for.
    public enum Kind: String, Sendable {
        /// `colorEffect`: `half4 f(float2 position, half4 color, args...)`.
        case colorEffect
        /// `distortionEffect`: `float2 f(float2 position, args...)`, the position to read.
        case distortionEffect
        /// `layerEffect`: `half4 f(float2 position, SwiftUI::Layer layer, args...)`.
        case layerEffect
        /// A `Shader` as a `ShapeStyle`: `half4 f(float2 position, args...)`.
        case shapeStyle
    }

    /// What the function is for.
    public let kind: Kind
    let body: @Sendable (SIMD2<Float>, ShaderLayer, ShaderArguments) -> SIMD4<Float>

    /// A colour effect: the colour of each pixel from its position and current colour.
    public static func colorEffect(_ body: @escaping @Sendable (_ position: SIMD2<Float>, _ color: SIMD4<Float>, _ arguments: ShaderArguments) -> SIMD4<Float>) -> ShaderImplementation {
        ShaderImplementation(kind: .colorEffect) { p, layer, args in body(p, layer.sample(p), args) }
    }

    /// A distortion: for each pixel, the position whose colour it shows.
    public static func distortionEffect(_ body: @escaping @Sendable (_ position: SIMD2<Float>, _ arguments: ShaderArguments) -> SIMD2<Float>) -> ShaderImplementation {
        ShaderImplementation(kind: .distortionEffect) { p, layer, args in layer.sample(body(p, args)) }
    }

    /// A shape style: the colour of each pixel of the filled (or stroked) shape from its
    /// position (`half4 f(float2 position, args...)`, the function of a `Shader` used as a
    /// `ShapeStyle`).
    public static func shapeStyle(_ body: @escaping @Sendable (_ position: SIMD2<Float>, _ arguments: ShaderArguments) -> SIMD4<Float>) -> ShaderImplementation {
        ShaderImplementation(kind: .shapeStyle) { p, _, args in body(p, args) }
    }

    /// A layer effect: the colour of each pixel from its position and the whole layer.
    public static func layerEffect(_ body: @escaping @Sendable (_ position: SIMD2<Float>, _ layer: ShaderLayer, _ arguments: ShaderArguments) -> SIMD4<Float>) -> ShaderImplementation {
        ShaderImplementation(kind: .layerEffect, body: body)
    }
}

extension ShaderLibrary {
    private static let implementations = Mutex<[String: ShaderImplementation]>([:])

    /// Gives Cairn a Swift version of the shader function `name`, used by every library
    /// (Cairn's own API: Linux runs no Metal). A later call for the same name replaces it.
    public static func implement(_ name: String, _ implementation: ShaderImplementation) {
        implementations.withLock { $0[name] = implementation }
    }

    /// Forgets the Swift version of `name`: the function's effects draw the view unchanged.
    public static func removeImplementation(_ name: String) {
        _ = implementations.withLock { $0.removeValue(forKey: name) }
    }

    /// The Swift version of `name`, if any.
    static func implementation(_ name: String) -> ShaderImplementation? {
        implementations.withLock { $0[name] }
    }

    /// The Swift version of `name` for `kind`; nil, with a diagnostic in `graph` saying what
    /// to give, when there is none of that kind (the effect then changes nothing).
    static func implementation(_ name: String, as kind: ShaderImplementation.Kind, diagnosingIn graph: ViewGraph) -> ShaderImplementation? {
        let found = implementation(name)
        if let found, found.kind == kind { return found }
        let other = found.map { " (its Swift version is a \($0.kind.rawValue))" } ?? ""
        graph.diagnose("\(kind.rawValue)(ShaderLibrary.\(name)): Cairn cannot run Metal shaders and has no Swift version of `\(name)` for a \(kind.rawValue)\(other); the view is drawn without the effect. Give one with ShaderLibrary.implement(\"\(name)\", .\(kind.rawValue) { … }).")
        return nil
    }
}

/// Draws its content through a shader (see `View.colorEffect`), or unchanged when the
/// shader's function has no Swift version of its kind (with a diagnostic).
final class ShaderEffectBehavior: PassthroughBehavior {
    let shader: Shader
    let implementation: ShaderImplementation
    let maxSampleOffset: CGSize

    init(shader: Shader, implementation: ShaderImplementation, maxSampleOffset: CGSize) {
        self.shader = shader; self.implementation = implementation; self.maxSampleOffset = maxSampleOffset
    }

    override func draw(_ node: ViewNode, into list: inout DisplayList) {
        var inner = DisplayList()
        node.drawChildren(into: &inner)
        if inner.isEmpty { return }
        guard let program = Self.program(shader, implementation, frame: node.frame, maxSampleOffset: maxSampleOffset,
                                         environment: node.environment) else {
            list.items.append(contentsOf: inner.items)
            return
        }
        list.append(.layer(DisplayList.Layer(content: inner, filters: [.shader(program)])))
    }

    /// The display list's program for `shader` over `frame`; nil for a frame that is not
    /// finite or is empty (the content is then drawn unchanged).
    static func program(_ shader: Shader, _ implementation: ShaderImplementation, frame: CGRect, maxSampleOffset: CGSize,
                        environment: EnvironmentValues) -> ShaderProgram? {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
              frame.width > 0, frame.height > 0 else { return nil }
        let arguments = ShaderArguments(shader.arguments, environment: environment, size: frame.size)
        let body = implementation.body
        return ShaderProgram(name: shader.function.name, bounds: frame, maxSampleOffset: maxSampleOffset, key: arguments.key) { p, layer in
            body(p, layer, arguments)
        }
    }
}

/// A view drawn through a shader (`colorEffect`, `distortionEffect`, `layerEffect`).
struct ShaderEffectView<Content: View>: View, PrimitiveView {
    let content: Content
    let shader: Shader
    let kind: ShaderImplementation.Kind
    let maxSampleOffset: CGSize
    let isEnabled: Bool
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard isEnabled else { return context.resolve(content) }
        guard let implementation = ShaderLibrary.implementation(shader.function.name, as: kind, diagnosingIn: context.graph) else {
            return context.resolve(content)
        }
        let offset = maxSampleOffset
        return context.wrapEach(content) {
            ViewNode(ShaderEffectBehavior(shader: shader, implementation: implementation, maxSampleOffset: offset),
                     children: [$0], context: $1, name: kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst())
        }
    }
}

extension View {
    /// Gives each pixel of the view the colour `shader` answers for its position and current
    /// colour (Apple: `colorEffect(_:isEnabled:)`, iOS 17; the Metal signature
    /// `[[ stitchable ]] half4 name(float2 position, half4 color, args...)`). The shader runs
    /// over the view's frame; layout is unchanged.
    ///
    /// Cairn runs a Swift version given to `ShaderLibrary.implement(_:_:)` (`.colorEffect`) on
    /// the CPU, once per pixel at the render's resolution (2 px/pt in SVG and PDF, embedded as
    /// an image); without one the view is drawn unchanged and a diagnostic says so.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        ShaderEffectView(content: self, shader: shader, kind: .colorEffect, maxSampleOffset: .zero, isEnabled: isEnabled)
    }

    /// Moves each pixel of the view: `shader` answers, for each position, the position whose
    /// colour it shows (Apple: `distortionEffect(_:maxSampleOffset:isEnabled:)`, iOS 17;
    /// `[[ stitchable ]] float2 name(float2 position, args...)`). `maxSampleOffset` is how far
    /// from a pixel the shader may read: the content is kept that far beyond what is shown.
    /// Cairn runs a Swift version (`.distortionEffect`), reading the view bilinearly, or
    /// draws the view unchanged with a diagnostic (see `colorEffect`).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        ShaderEffectView(content: self, shader: shader, kind: .distortionEffect, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)
    }

    /// Gives each pixel of the view the colour `shader` answers for its position, reading any
    /// pixel of the view's layer (Apple: `layerEffect(_:maxSampleOffset:isEnabled:)`, iOS 17;
    /// `[[ stitchable ]] half4 name(float2 position, SwiftUI::Layer layer, args...)`). Cairn
    /// runs a Swift version (`.layerEffect`, reading through `ShaderLayer.sample`), or draws
    /// the view unchanged with a diagnostic (see `colorEffect`).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        ShaderEffectView(content: self, shader: shader, kind: .layerEffect, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)
    }
}

extension Shader: ShapeStyle, PaintResolvable {
    /// A shader fills a shape (Apple: `Shader` conforms to `ShapeStyle`; the Metal function
    /// `[[ stitchable ]] half4 name(float2 position, args...)`): each pixel of the shape takes
    /// the colour its Swift version (`.shapeStyle`) answers for its position, in the shape's
    /// own points (origin at its bounds' top-left corner). Without one the shape takes the
    /// foreground style, and the shader's name is in `ViewLayout.diagnostics` only through
    /// the effect modifiers (a style is resolved where nothing can record it).
    package func resolvePaint(in context: ShapeStyleContext) -> Paint {
        guard let implementation = ShaderLibrary.implementation(function.name), implementation.kind == .shapeStyle else {
            return context.foregroundOrPrimary
        }
        let b = context.bounds
        guard b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite, b.width > 0, b.height > 0 else {
            return context.foregroundOrPrimary
        }
        var environment = EnvironmentValues()
        environment.colorScheme = context.colorScheme
        environment.designEra = context.designEra
        let arguments = ShaderArguments(self.arguments, environment: environment, size: b.size)
        let body = implementation.body
        return .shader(ShaderProgram(name: function.name, bounds: b, key: arguments.key) { p, layer in body(p, layer, arguments) })
    }
}
