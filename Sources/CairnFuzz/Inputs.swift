import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// Hostile inputs shared by the families: numbers, paths, strokes, colours, gradients, and the
// renderers every family ends in.

func cg(_ r: inout Random) -> CGFloat { CGFloat(r.number()) }
func point(_ r: inout Random) -> CGPoint { CGPoint(x: cg(&r), y: cg(&r)) }
func maybe(_ r: inout Random) -> CGFloat? { r.chance(0.3) ? nil : cg(&r) }

/// A path from hostile numbers, every construction the API offers.
func randomPath(_ r: inout Random) -> Path {
    var p = Path()
    for _ in 0..<r.int(1...10) {
        switch r.int(0...10) {
        case 0: p.move(to: point(&r))
        case 1: p.addLine(to: point(&r))
        case 2: p.addQuadCurve(to: point(&r), control: point(&r))
        case 3: p.addCurve(to: point(&r), control1: point(&r), control2: point(&r))
        case 4: p.closeSubpath()
        case 5: p.addRect(CGRect(x: cg(&r), y: cg(&r), width: cg(&r), height: cg(&r)))
        case 6: p.addEllipse(in: CGRect(x: cg(&r), y: cg(&r), width: cg(&r), height: cg(&r)))
        case 7: p.addRoundedRect(in: CGRect(x: cg(&r), y: cg(&r), width: cg(&r), height: cg(&r)), cornerSize: CGSize(width: cg(&r), height: cg(&r)))
        case 8: p.addArc(center: point(&r), radius: cg(&r), startAngle: .degrees(r.number()), endAngle: .degrees(r.number()), clockwise: r.chance(0.5))
        case 9: p.addRelativeArc(center: point(&r), radius: cg(&r), startAngle: .radians(r.number()), delta: .radians(r.number()))
        default: p.addLines([point(&r), point(&r), point(&r)])
        }
    }
    return p
}

func randomStroke(_ r: inout Random) -> StrokeStyle {
    let dash = r.chance(0.5) ? [] : (0..<r.int(1...5)).map { _ in r.chance(0.5) ? CGFloat(r.unit() * 4) : cg(&r) }
    return StrokeStyle(
        lineWidth: r.chance(0.5) ? CGFloat(r.unit() * 6) : cg(&r), lineCap: r.pick([.butt, .round, .square]),
        lineJoin: r.pick([.miter, .round, .bevel]), miterLimit: r.chance(0.7) ? 10 : cg(&r), dash: dash,
        dashPhase: r.chance(0.7) ? 0 : cg(&r))
}

func randomColor(_ r: inout Random) -> Color {
    switch r.int(0...3) {
    case 0: return Color(red: r.number(), green: r.number(), blue: r.number(), opacity: r.number())
    case 1: return Color(hue: r.number(), saturation: r.number(), brightness: r.number(), opacity: r.number())
    case 2: return Color(white: r.number(), opacity: r.number())
    default: return r.pick([Color.red, .green, .blue, .clear, .black])
    }
}

func unitPoint(_ r: inout Random) -> UnitPoint {
    r.chance(0.5) ? r.pick([.center, .top, .bottomTrailing]) : UnitPoint(x: cg(&r), y: cg(&r))
}

func randomGradient(_ r: inout Random) -> Gradient {
    if r.chance(0.5) { return Gradient(colors: (0..<r.int(0...6)).map { _ in randomColor(&r) }) }
    return Gradient(stops: (0..<r.int(0...6)).map { _ in Gradient.Stop(color: randomColor(&r), location: cg(&r)) })
}

/// Renders `view` on a small canvas (sometimes as SVG), proposing a random size.
func render<V: View>(_ view: V, _ r: inout Random, proposal: Bool = true) throws {
    let renderer = ImageRenderer(content: view)
    if proposal, r.chance(0.5) {
        renderer.proposedSize = ProposedViewSize(width: maybe(&r), height: maybe(&r))
    }
    if r.chance(0.1) { renderer.scale = CGFloat(r.pick([0.5, 2, 3, r.number()])) }
    _ = renderer.layout
    if ProcessInfo.processInfo.environment["CAIRN_FUZZ_DUMP"] != nil {
        // For --replay: the display list of the failing case.
        FileHandle.standardError.write(Data("scale \(renderer.scale) proposal \(renderer.proposedSize)\n\(renderer.displayList)\n".utf8))
    }
    if r.chance(0.2) {
        _ = try renderer.svgData()
    } else {
        _ = try renderer.bitmap()
    }
}

/// Renders a display list on a 16×16 canvas.
func draw(_ items: [DisplayList.Item], _ r: inout Random) throws {
    let list = DisplayList(items)
    if ProcessInfo.processInfo.environment["CAIRN_FUZZ_DUMP"] != nil {
        FileHandle.standardError.write(Data("\(list)\n".utf8))
    }
    if r.chance(0.2) {
        _ = try CairoRenderer.svgData(list, size: CGSize(width: 16, height: 16))
    } else {
        _ = try CairoRenderer.bitmap(list, size: CGSize(width: 16, height: 16), scale: r.chance(0.9) ? 1 : 2)
    }
}


func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-fuzz-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
