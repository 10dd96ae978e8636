import CairnGeometry
import Foundation

/// A layer's pixels, read by a shader: what `SwiftUI::Layer` is to a Metal layer effect.
///
/// `sample(_:)` takes a position in the coordinates the shader was given (the view's own,
/// points, origin at its top-left corner) and answers the layer's colour there, bilinearly
/// interpolated between pixel centres, premultiplied (red, green and blue at most alpha), each
/// component 0...1; transparent outside the layer's pixels.
public struct ShaderLayer {
    let body: (SIMD2<Float>) -> SIMD4<Float>

    /// A layer read through `body`.
    public init(_ body: @escaping (SIMD2<Float>) -> SIMD4<Float>) { self.body = body }

    /// The layer's premultiplied colour at `position` (bilinear between pixel centres).
    public func sample(_ position: SIMD2<Float>) -> SIMD4<Float> { body(position) }
}

/// A shader resolved for drawing: the function that gives each pixel of `bounds` its colour.
///
/// `shade` gets a position in the view's own coordinates (points from the top-left of
/// `bounds`, at the centre of each pixel drawn) and the content's layer, and answers a
/// premultiplied colour (components 0...1; the painter clamps them, red, green and blue to at
/// most alpha, and NaN to 0). Painters run it on the CPU for each pixel of `bounds` within the
/// clip, at the target's resolution (2 px/pt on vector targets, embedded as an image).
/// Equality compares the name, the region and `key` (the resolved arguments), not the closure.
public struct ShaderProgram: Equatable, Sendable {
    /// The shader function's name (`ShaderLibrary.ripple` is "ripple"), for dumps and messages.
    public var name: String
    /// The region drawn, in the layer's coordinates: the view's frame.
    public var bounds: CGRect
    /// How far from each pixel the shader may read the layer, in points (SwiftUI's
    /// `maxSampleOffset`): the content is rasterised that much beyond the clip.
    public var maxSampleOffset: CGSize
    /// The shader's resolved arguments as numbers, for equality only.
    public var key: [Double]
    /// The colour of one pixel (see the type's summary).
    public var shade: @Sendable (_ position: SIMD2<Float>, _ layer: ShaderLayer) -> SIMD4<Float>

    /// A program named `name` drawing `bounds` through `shade`.
    public init(name: String, bounds: CGRect, maxSampleOffset: CGSize = .zero, key: [Double] = [],
                shade: @escaping @Sendable (_ position: SIMD2<Float>, _ layer: ShaderLayer) -> SIMD4<Float>) {
        self.name = name; self.bounds = bounds; self.maxSampleOffset = maxSampleOffset; self.key = key; self.shade = shade
    }

    /// Equal when the name, bounds, sample offset and arguments are.
    public static func == (a: ShaderProgram, b: ShaderProgram) -> Bool {
        a.name == b.name && a.bounds == b.bounds && a.maxSampleOffset == b.maxSampleOffset && a.key == b.key
    }

    /// The sample offset in points along its larger axis, NaN and negatives as 0, at most
    /// 4096 (a larger reach would rasterise more than any layer may hold).
    public var sampleReach: Double {
        let w = Double(maxSampleOffset.width), h = Double(maxSampleOffset.height)
        let r = max(w.isFinite ? abs(w) : 0, h.isFinite ? abs(h) : 0)
        return min(r, 4096)
    }
}
