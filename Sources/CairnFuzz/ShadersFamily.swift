import Cairn
import Foundation

// The `shaders` family: `colorEffect`, `distortionEffect` and `layerEffect` with Swift
// versions that answer hostile colours (NaN, infinities, huge, negative) and read the layer at
// hostile positions, with hostile sample offsets, frames, scales and arguments; shaders as
// shape styles of fills, strokes and text at hostile opacities; canvas shader filters; functions
// without a Swift version or of another kind; the visualEffect forms. Nothing may trap, and
// an unimplemented shader must leave the view's pixels as they were.

func shadersFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let hostile: [Float] = [.nan, .infinity, -.infinity, 1e30, -1e30, 0, 1, 0.5, -2, Float.leastNonzeroMagnitude]
    let picks = (0..<6).map { _ in r.pick(hostile) }
    ShaderLibrary.implement("fuzzColour", .colorEffect { p, c, args in
        SIMD4(c.x * picks[0] + p.x, c.y + args.float(0), picks[1], c.w * picks[2])
    })
    ShaderLibrary.implement("fuzzDistortion", .distortionEffect { p, args in
        SIMD2(p.x * picks[3], p.y + picks[4]) + args.float2(1)
    })
    ShaderLibrary.implement("fuzzLayer", .layerEffect { p, layer, args in
        layer.sample(SIMD2(picks[5], p.y)) + layer.sample(p + args.float2(0)) * 0.5
    })
    ShaderLibrary.implement("fuzzStyle", .shapeStyle { p, args in
        SIMD4(p.x * picks[0], args.float(0), picks[2], picks[1])
    })
    let arguments: [Shader.Argument] = [
        .float(r.number()), .float2(CGFloat(r.number()), CGFloat(r.number())), .boundingRect,
        .color(r.chance(0.5) ? .red : .primary), .floatArray(r.chance(0.1) ? [] : [1, .nan]),
        .colorArray([]), .data(Data(count: r.int(0...64))), .image(Image(systemName: "star")),
    ]
    let chosen = (0..<r.int(0...4)).map { _ in r.pick(arguments) }
    let name = r.pick(["fuzzColour", "fuzzDistortion", "fuzzLayer", "missingFunction", ""])
    let shader = ShaderFunction(library: r.chance(0.8) ? .default : ShaderLibrary(data: Data()), name: name)
        .dynamicallyCall(withArguments: chosen)
    let offset = CGSize(width: r.number(), height: r.number())
    let content = Text(r.pick(["Shade", "", "🙂 مرحبا"])).padding(CGFloat(r.mild())).background(Color.blue)
        .frame(width: r.chance(0.7) ? r.mild() : nil, height: r.chance(0.7) ? r.mild() : nil)
    let enabled = r.chance(0.9)
    let view: AnyView
    switch r.int(0...3) {
    case 0: view = AnyView(content.colorEffect(shader, isEnabled: enabled))
    case 1: view = AnyView(content.distortionEffect(shader, maxSampleOffset: offset, isEnabled: enabled))
    case 2: view = AnyView(content.layerEffect(shader, maxSampleOffset: offset, isEnabled: enabled))
    default:
        view = AnyView(content.visualEffect { c, proxy in
            c.layerEffect(shader, maxSampleOffset: offset).offset(x: proxy.size.width.isFinite ? 1 : 0)
        })
    }
    try render(view.blur(radius: r.chance(0.2) ? CGFloat(r.mild()) : 0), &r)
    // As a shape style: fills, strokes and text, faded at hostile opacities.
    let style = ShaderFunction(library: .default, name: r.pick(["fuzzStyle", "fuzzColour", "missingFunction"])).dynamicallyCall(withArguments: chosen)
    try render(VStack {
        Circle().fill(style.opacity(r.number())).frame(width: r.mild(), height: r.mild())
        RoundedRectangle(cornerRadius: CGFloat(r.number())).stroke(style, lineWidth: CGFloat(r.mild()))
        Text(r.pick(["Shade", "", "🙂"])).foregroundStyle(style)
    }, &r)
    // In a canvas, before and after other filters.
    // (Chosen before: the closure runs inside `render`, which holds `r`.)
    let blurFirst = r.chance(0.5) ? CGFloat(r.mild()) : nil, canvasKind = r.int(0...2)
    try render(Canvas { context, size in
        if let blurFirst { context.addFilter(.blur(radius: blurFirst)) }
        switch canvasKind {
        case 0: context.addFilter(.colorShader(shader))
        case 1: context.addFilter(.distortionShader(shader, maxSampleOffset: offset))
        default: context.addFilter(.layerShader(shader, maxSampleOffset: offset))
        }
        context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.orange))
    }.frame(width: r.chance(0.8) ? r.mild() : nil, height: r.chance(0.8) ? r.mild() : nil), &r)
    // Without a Swift version the pixels are those of the plain view.
    if name == "missingFunction" || name.isEmpty {
        let plain = try ImageRenderer(content: content).pngData()
        let shaded = try ImageRenderer(content: content.colorEffect(shader)).pngData()
        if plain != shaded { violation("an unimplemented shader changed the view's pixels") }
    }
}
