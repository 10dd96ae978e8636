import Cairn
import Foundation

/// Metal shader effects (iOS 17) run by Cairn from Swift versions of their functions
/// (`ShaderLibrary.implement`), one labelled 120 × 120 cell each: a `colorEffect` drawing
/// stripes, a `distortionEffect` wave, a `layerEffect` pixellation and colour fringes, a
/// function with no Swift version (the view as it is, with a diagnostic), and a shader as a
/// shape style filling a circle and a word.
public struct ShaderGallery: View {
    /// The gallery; registers the Swift versions of its shader functions.
    public init() { Self.registerShaders() }

    /// The Swift versions, each under the Metal function it stands for.
    static func registerShaders() {
        // [[ stitchable ]] half4 stripes(float2 position, half4 color, float width, half4 tint) {
        //     return fmod(floor((position.x + position.y) / width), 2) == 0 ? color : mix(color, tint * color.a, 0.6);
        // }
        ShaderLibrary.implement("stripes", .colorEffect { position, color, arguments in
            let band = Int(((position.x + position.y) / arguments.float(0)).rounded(.down))
            return band % 2 == 0 ? color : color + (arguments.float4(1) * color.w - color) * 0.6
        })
        // [[ stitchable ]] float2 wave(float2 position, float length, float amplitude) {
        //     return position + float2(0, sin(position.x / length) * amplitude);
        // }
        ShaderLibrary.implement("wave", .distortionEffect { position, arguments in
            position + SIMD2(0, sin(position.x / arguments.float(0)) * arguments.float(1))
        })
        // [[ stitchable ]] half4 pixellate(float2 position, SwiftUI::Layer layer, float size) {
        //     return layer.sample((floor(position / size) + 0.5) * size);
        // }
        ShaderLibrary.implement("pixellate", .layerEffect { position, layer, arguments in
            let size = arguments.float(0)
            return layer.sample(((position / size).rounded(.down) + 0.5) * size)
        })
        // [[ stitchable ]] half4 checker(float2 position, float size, half4 a, half4 b) {
        //     return (int(floor(position.x / size)) + int(floor(position.y / size))) % 2 == 0 ? a : b;
        // }
        ShaderLibrary.implement("checker", .shapeStyle { position, arguments in
            let size = arguments.float(0)
            let odd = (Int((position.x / size).rounded(.down)) + Int((position.y / size).rounded(.down))) % 2 != 0
            return odd ? arguments.float4(2) : arguments.float4(1)
        })
        // [[ stitchable ]] half4 fringe(float2 position, SwiftUI::Layer layer, float amount) {
        //     half4 l = layer.sample(position - float2(amount, 0)), r = layer.sample(position + float2(amount, 0));
        //     half4 c = layer.sample(position);
        //     return half4(l.r, c.g, r.b, max(max(l.a, c.a), r.a));
        // }
        ShaderLibrary.implement("fringe", .layerEffect { position, layer, arguments in
            let shift = SIMD2<Float>(arguments.float(0), 0)
            let l = layer.sample(position - shift), c = layer.sample(position), r = layer.sample(position + shift)
            return SIMD4(l.x, c.y, r.z, max(l.w, c.w, r.w))
        })
    }

    /// The picture each effect is applied to: a symbol and a word on a gradient card.
    struct Card: View {
        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 16)
                    .fill(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                VStack(spacing: 6) {
                    Image(systemName: "sparkles").font(.system(size: 40, weight: .semibold))
                    Text("Cairn").font(.title2.bold())
                }
                .foregroundStyle(.white)
            }
            .padding(10)
        }
    }

    /// Two rows of cells on a white panel.
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                EffectCell("no effect", side: 120) { Card() }
                EffectCell("colorEffect: stripes", side: 120) {
                    Card().colorEffect(ShaderLibrary.stripes(.float(12), .color(.black)))
                }
                EffectCell("distortionEffect: wave", side: 120) {
                    Card().distortionEffect(ShaderLibrary.wave(.float(8), .float(6)), maxSampleOffset: CGSize(width: 0, height: 6))
                }
                EffectCell("fill(shader)", side: 120) {
                    Circle().fill(ShaderLibrary.checker(.float(15), .color(.orange), .color(.purple))).padding(10)
                }
            }
            HStack(spacing: 12) {
                EffectCell("layerEffect: pixellate", side: 120) {
                    Card().layerEffect(ShaderLibrary.pixellate(.float(8)), maxSampleOffset: CGSize(width: 4, height: 4))
                }
                EffectCell("layerEffect: fringe", side: 120) {
                    Card().layerEffect(ShaderLibrary.fringe(.float(4)), maxSampleOffset: CGSize(width: 4, height: 0))
                }
                EffectCell("no Swift version", side: 120) {
                    Card().colorEffect(ShaderLibrary.ripple(.float(0)))
                }
                EffectCell("foregroundStyle(shader)", side: 120) {
                    Text("Cairn").font(.system(size: 40, weight: .black))
                        .foregroundStyle(ShaderLibrary.checker(.float(6), .color(.pink), .color(.indigo)))
                }
            }
        }
        .padding(16)
        .background(Color.white)
    }
}
