import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// Each family draws its case from `Random(seed:)`, so `--replay family seed` rebuilds
// exactly the input that failed.

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

// MARK: - Families

func pathFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let p = randomPath(&r)
    _ = p.boundingRect
    _ = p.contains(point(&r), eoFill: r.chance(0.5))
    _ = p.trimmedPath(from: cg(&r), to: cg(&r))
    let stroke = randomStroke(&r)
    let outline = p.strokedPath(stroke)
    _ = outline.boundingRect
    _ = p.applying(CGAffineTransform(a: cg(&r), b: 0, c: 0, d: cg(&r), tx: cg(&r), ty: cg(&r))).boundingRect
    if let q = Path(p.description) { _ = q.boundingRect }
    try draw([.fill(p, .color(Color.blue.resolved), FillStyle(eoFill: r.chance(0.5))), .stroke(p, .color(Color.red.resolved), stroke)], &r)
}

func pathStringFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let tokens = ["M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t", "A", "a", "Z", "z",
                  " ", ",", "-", "+", ".", "e", "E", "0", "1", "9", "1e308", "1e309", "-0", "nan", "inf", "\n", "\u{0}", "é"]
    var text = ""
    if r.chance(0.5) {
        for _ in 0..<r.int(0...40) { text += r.pick(tokens) }
    } else {
        // Almost valid: commands with hostile numbers.
        for _ in 0..<r.int(1...12) {
            text += r.pick(["M", "L", "C", "Q", "A", "H", "V", "Z", "m", "c", "a"]) + " "
            for _ in 0..<r.int(0...7) { text += "\(r.number()) " }
        }
    }
    if let p = Path(svgPath: text) {
        _ = p.boundingRect
        _ = p.description
    }
    if let p = Path(text) { _ = p.boundingRect }
}

/// A random view tree: leaves, stacks and every layout modifier, with hostile numbers.
func randomView(_ r: inout Random, depth: Int) -> AnyView {
    if depth <= 0 || r.chance(0.25) {
        switch r.int(0...5) {
        case 0: return AnyView(randomColor(&r))
        case 1: return AnyView(Rectangle())
        case 2: return AnyView(Circle().stroke(lineWidth: cg(&r)))
        case 3: return AnyView(Text("ab c"))
        case 4: return AnyView(Spacer(minLength: maybe(&r)))
        default: return AnyView(Capsule().fill(Color.blue))
        }
    }
    switch r.int(0...3) {
    case 0:
        let a = randomView(&r, depth: depth - 1), b = randomView(&r, depth: depth - 1)
        return AnyView(VStack(spacing: maybe(&r)) { a; b })
    case 1:
        let a = randomView(&r, depth: depth - 1), b = randomView(&r, depth: depth - 1)
        return AnyView(HStack(spacing: maybe(&r)) { a; b })
    case 2:
        let a = randomView(&r, depth: depth - 1), b = randomView(&r, depth: depth - 1)
        return AnyView(ZStack { a; b })
    default:
        return modified(randomView(&r, depth: depth - 1), &r)
    }
}

func modified(_ v: AnyView, _ r: inout Random) -> AnyView {
    switch r.int(0...15) {
    case 0: return AnyView(v.frame(width: maybe(&r), height: maybe(&r)))
    case 1: return AnyView(v.frame(minWidth: maybe(&r), idealWidth: maybe(&r), maxWidth: maybe(&r),
                                   minHeight: maybe(&r), idealHeight: maybe(&r), maxHeight: maybe(&r)))
    case 2: return AnyView(v.padding(cg(&r)))
    case 3: return AnyView(v.offset(x: cg(&r), y: cg(&r)))
    case 4: return AnyView(v.opacity(r.number()))
    case 5: return AnyView(v.rotationEffect(.degrees(r.number())))
    case 6: return AnyView(v.scaleEffect(cg(&r)))
    case 7: return AnyView(v.fixedSize())
    case 8: return AnyView(v.layoutPriority(r.number()))
    case 9: return AnyView(v.aspectRatio(maybe(&r), contentMode: r.chance(0.5) ? .fit : .fill))
    case 10: return AnyView(v.clipShape(Circle()))
    case 11:
        let a = cg(&r), b = cg(&r)
        return AnyView(v.alignmentGuide(.leading) { _ in a }.alignmentGuide(.top) { d in d.height * b })
    case 12:
        let a = cg(&r), b = cg(&r)
        return AnyView(GeometryReader { proxy in v.frame(width: proxy.size.width * a, height: proxy.size.height * b) })
    case 13: return AnyView(v.position(x: cg(&r), y: cg(&r)))
    case 14: return AnyView(v.background(randomColor(&r)).overlay(Rectangle().stroke(lineWidth: cg(&r))))
    default: return AnyView(v.cornerRadius(cg(&r)))
    }
}

func viewsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    try render(randomView(&r, depth: r.int(1...6)), &r)
}

/// A Layout that misbehaves as its seed says: NaN or huge sizes, subviews placed twice,
/// never, or with hostile proposals.
struct ChaosLayout: Layout {
    var seed: UInt64
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var r = Random(seed: seed)
        for s in subviews where r.chance(0.5) { _ = s.sizeThatFits(ProposedViewSize(width: maybe(&r), height: maybe(&r))) }
        return r.chance(0.5) ? CGSize(width: cg(&r), height: cg(&r)) : CGSize(width: 50, height: 50)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var r = Random(seed: seed &+ 1)
        for s in subviews {
            for _ in 0..<r.int(0...2) {
                s.place(at: point(&r), anchor: unitPoint(&r), proposal: ProposedViewSize(width: maybe(&r), height: maybe(&r)))
            }
        }
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
}

func layoutFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let inner = ChaosLayout(seed: r.next())
    let outer = ChaosLayout(seed: r.next())
    let a = randomView(&r, depth: 2), b = randomView(&r, depth: 2)
    let view = outer { inner { a; b; Text("x") }; Color.red }
    let stack = VStack(spacing: maybe(&r)) { view; Color.green.frame(width: maybe(&r)) }
    try render(stack, &r)
}

func paintFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let shape = Path(ellipseIn: CGRect(x: r.mild(), y: r.mild(), width: r.mild(), height: r.mild()))
    let stops = randomGradient(&r).stops.map { Gradient.Stop(color: $0.color, location: $0.location) }
    let paint: Paint
    switch r.int(0...3) {
    case 0: paint = .color(randomColor(&r).resolved)
    case 1: paint = .linearGradient(stops: stops, start: point(&r), end: point(&r))
    case 2: paint = .radialGradient(stops: stops, center: point(&r), startRadius: cg(&r), endRadius: cg(&r), transform: .identity)
    default: paint = .angularGradient(stops: stops, center: point(&r), startAngle: .radians(r.number()), endAngle: .radians(r.number()))
    }
    try draw([.fill(shape, paint, FillStyle()), .stroke(shape, paint, randomStroke(&r))], &r)
    // The same through the view API.
    let style: AnyShapeStyle
    switch r.int(0...2) {
    case 0: style = AnyShapeStyle(LinearGradient(gradient: randomGradient(&r), startPoint: unitPoint(&r), endPoint: unitPoint(&r)))
    case 1: style = AnyShapeStyle(AngularGradient(gradient: randomGradient(&r), center: unitPoint(&r), startAngle: .degrees(r.number()), endAngle: .degrees(r.number())))
    default: style = AnyShapeStyle(RadialGradient(gradient: randomGradient(&r), center: unitPoint(&r), startRadius: cg(&r), endRadius: cg(&r)))
    }
    try render(Circle().stroke(style, style: randomStroke(&r)).background(Circle().fill(style)).frame(width: r.mild(), height: r.mild()), &r)
}

func textFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let strings = ["ab", "", "\n\n", "a\u{0301}\u{0301}", "👩‍👩‍👧‍👦🏳️‍🌈", "مرحبا بالعالم", String(repeating: "a\n", count: 300),
                   String(repeating: "word ", count: 600), "\u{0}\u{FFFF}\u{2028}", "tab\tand\rreturn"]
    var text = Text(verbatim: r.pick(strings))
    if r.chance(0.5) { text = text.kerning(cg(&r)) }
    if r.chance(0.5) { text = text.tracking(cg(&r)) }
    if r.chance(0.3) {
        let value = r.number()
        let spec = r.pick(["%d", "%.2f", "%@", "%s", "%n", "%.99999f", "%*d", "%ld", "%x", "%%", "%", "%1$@", "%lld", "%e"])
        text = Text("v \(value, specifier: spec)")
    }
    var view = AnyView(text.font(.system(size: cg(&r))).lineLimit(r.chance(0.5) ? nil : r.count(0...5)))
    if r.chance(0.5) { view = AnyView(view.frame(width: maybe(&r))) }
    try render(view, &r)
}

struct AnimationModel { var x: CGFloat = 10; var o: Double = 1 }

func randomAnimation(_ r: inout Random) -> Animation {
    var a: Animation
    switch r.int(0...5) {
    case 0: a = .linear(duration: r.number())
    case 1: a = .easeInOut(duration: r.number())
    case 2: a = .spring(response: r.number(), dampingFraction: r.number(), blendDuration: r.number())
    case 3: a = .interpolatingSpring(mass: r.number(), stiffness: r.number(), damping: r.number(), initialVelocity: r.number())
    case 4: a = .smooth(duration: r.number(), extraBounce: r.number())
    default: a = .default
    }
    if r.chance(0.3) { a = a.delay(r.number()) }
    if r.chance(0.3) { a = a.speed(r.number()) }
    if r.chance(0.2) { a = a.repeatCount(r.count(0...4), autoreverses: r.chance(0.5)) }
    if r.chance(0.1) { a = a.repeatForever(autoreverses: r.chance(0.5)) }
    return a
}

func animationFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let duration = r.chance(0.5) ? r.unit() * 2 : r.number()
    let timeline = AnimationTimeline(duration: duration, model: { AnimationModel() }) { m in
        Rectangle().frame(width: m.x, height: 10).opacity(m.o)
    }
    for _ in 0..<r.int(1...3) {
        let animation = randomAnimation(&r), x = cg(&r), o = r.number()
        timeline.at(r.number()) { m in withAnimation(animation) { m.x = x; m.o = o } }
    }
    for _ in 0..<3 { _ = timeline.layout(at: r.chance(0.5) ? r.unit() * 2 : r.number()).displayList }
    let renderer = AnimationRenderer(timeline, framesPerSecond: r.chance(0.6) ? 10 : r.number())
    if r.chance(0.3) { _ = try renderer.animatedSVGData() }
    // A real export only when it is short; longer ones must be refused or are skipped.
    if renderer.frameCount <= 6 || r.chance(0.2) {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        if renderer.frameCount <= 6 {
            try renderer.export(to: .gif(dir.appendingPathComponent("a.gif")))
        } else {
            try ExportLimits.check(duration: timeline.duration, framesPerSecond: renderer.framesPerSecond)
        }
    }
}

func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-fuzz-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func exportFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let dir = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    var options = ExportOptions()
    if r.chance(0.3) { options.scale = r.chance(0.5) ? cg(&r) : CGFloat(r.pick([0.5, 2, 3, 100, 300, 1e4])) }
    if r.chance(0.3) { options.concurrency = r.count(1...4) }
    if r.chance(0.2) { options.everyNthFrame = r.count(1...3) }
    if r.chance(0.2) { options.loopCount = r.count(0...3) }
    if r.chance(0.2) { options.compressionLevel = r.count(0...9) }
    if r.chance(0.2) { options.frames = FrameRange(lowerBound: r.count(0...3), upperBound: r.chance(0.5) ? nil : r.count(1...5)) }
    if r.chance(0.1) { options.shard = Shard(index: r.count(0...2), count: r.count(1...3)) }
    if r.chance(0.1) { options.resume = true }
    let size = r.chance(0.7) ? CGSize(width: r.int(1...16), height: r.int(1...16)) : CGSize(width: cg(&r), height: cg(&r))
    let fps = r.chance(0.6) ? 30 : r.number()
    let frameCount = r.chance(0.7) ? r.int(1...5) : r.pick([0, -1, Int.min, Int.max, 1_000_000_000, 10_000_001])
    let destination: ExportDestination
    switch r.int(0...3) {
    case 0: destination = .pngSequence(directory: dir, baseName: r.pick(["f", "", "a/b", "..", "x%d"]))
    case 1: destination = .gif(dir.appendingPathComponent("a.gif"))
    case 2: destination = .apng(dir.appendingPathComponent("a.png"))
    default: destination = .gif(dir.appendingPathComponent("a.gif"))
    }
    let exporter = FrameExporter(size: size, framesPerSecond: fps, options: options)
    _ = try exporter.export(frameCount: frameCount, to: destination) { i in
        DisplayList([.fill(Path(CGRect(x: CGFloat(i), y: 1, width: 4, height: 4)), .color(Color.red.resolved), FillStyle())])
    }
}

/// 10,000 levels of one modifier or container (the kind by seed), laid out and drawn.
let deepKinds = ["padding", "frame", "flexFrame", "offset", "opacity", "VStack", "HStack", "ZStack", "GeometryReader",
                 "alignmentGuide", "fixedSize", "clipShape", "rotation", "layoutPriority", "background", "Layout"]

func deepFamily(_ seed: UInt64) throws {
    let kind = deepKinds[Int(seed % UInt64(deepKinds.count))]
    let depth = seed / UInt64(deepKinds.count) % 2 == 0 ? 10_000 : 2_000
    var v = AnyView(Color.red.frame(width: 4, height: 4))
    for _ in 0..<depth {
        switch kind {
        case "padding": v = AnyView(v.padding(0.001))
        case "frame": v = AnyView(v.frame(width: 8, height: 8))
        case "flexFrame": v = AnyView(v.frame(maxWidth: 10))
        case "offset": v = AnyView(v.offset(x: 0.001))
        case "opacity": v = AnyView(v.opacity(0.9999))
        case "VStack": v = AnyView(VStack { v })
        case "HStack": v = AnyView(HStack { v })
        case "ZStack": v = AnyView(ZStack { v })
        case "GeometryReader": let inner = v; v = AnyView(GeometryReader { _ in inner })
        case "alignmentGuide": v = AnyView(v.alignmentGuide(.leading) { $0.width / 2 })
        case "fixedSize": v = AnyView(v.fixedSize())
        case "clipShape": v = AnyView(v.clipShape(Rectangle()))
        case "rotation": v = AnyView(v.rotationEffect(.degrees(0.001)))
        case "layoutPriority": v = AnyView(v.layoutPriority(1))
        case "background": v = AnyView(v.background(Color.clear))
        default: let inner = v; v = AnyView(ChaosLayout(seed: 0) { inner })
        }
    }
    _ = try ImageRenderer(content: v.frame(width: 20, height: 20)).bitmap()
}

/// Image files: corrupt, truncated, bombs, directories, devices.
func filesFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let dir = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let png = try ImageRenderer(content: Color.red.frame(width: 8, height: 8)).pngData()
    let ext = r.chance(0.5) ? "png" : "svg"
    let file = dir.appendingPathComponent("i.\(ext)")
    var bytes: [UInt8]
    switch r.int(0...7) {
    case 0: bytes = Array(png.prefix(r.int(0...png.count)))  // truncated
    case 1:
        bytes = Array(png)  // flipped bits
        for _ in 0..<r.int(1...8) { bytes[r.int(8...(bytes.count - 1))] ^= UInt8(1 << r.int(0...7)) }
    case 2:
        // A header claiming huge dimensions (a decompression bomb's first chunk).
        bytes = Array(png.prefix(16)) + [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF] + Array(png.dropFirst(24))
    case 3: bytes = (0..<r.int(0...300)).map { _ in UInt8(truncatingIfNeeded: r.next()) }
    case 4:
        let w = r.pick(["1e308", "-5", "nan", "100000000", "10", "0"])
        bytes = Array("<svg xmlns='http://www.w3.org/2000/svg' width='\(w)' height='\(w)'><circle r='\(r.number())' fill='red'/></svg>".utf8)
    case 5:
        // Billion laughs: nested entities.
        var s = "<?xml version='1.0'?><!DOCTYPE svg [<!ENTITY a 'aaaaaaaaaa'>"
        for i in 1..<12 { s += "<!ENTITY \(Character(UnicodeScalar(97 + i)!)) '" + String(repeating: "&\(Character(UnicodeScalar(96 + i)!));", count: 10) + "'>" }
        s += "]><svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><text>&l;</text></svg>"
        bytes = Array(s.utf8)
    case 6:
        // Deeply nested groups and a self-referencing <use>.
        bytes = Array(("<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='10' height='10'>"
            + String(repeating: "<g>", count: 5000) + "<use id='u' xlink:href='#u'/>" + String(repeating: "</g>", count: 5000) + "</svg>").utf8)
    default: bytes = []
    }
    try Data(bytes).write(to: file)
    let url: URL
    switch r.int(0...9) {
    case 0: url = dir  // a directory
    case 1: url = dir.appendingPathComponent("missing.png")
    case 2: url = URL(fileURLWithPath: "/dev/zero")
    case 3: url = URL(fileURLWithPath: "/dev/null")
    default: url = file
    }
    let view = Image(contentsOf: url).resizable().frame(width: r.mild(), height: r.mild())
    try render(view, &r, proposal: false)
    try render(Image(contentsOf: url), &r, proposal: false)
}

func fontsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let names = ["", "NoSuchFont", "DejaVu Sans", "Inter", ",,,", String(repeating: "x", count: 5000), "\u{0}", "Sans:bold", "../../etc/passwd", "Emoji"]
    let font: Font
    switch r.int(0...2) {
    case 0: font = .custom(r.pick(names), size: cg(&r))
    case 1: font = .system(size: cg(&r), weight: r.pick([.ultraLight, .regular, .black]), design: r.pick([.default, .serif, .monospaced, .rounded]))
    default: font = .system(r.pick([.largeTitle, .body, .caption2]))
    }
    try render(Text(verbatim: r.pick(["Abc", "Ünïcödé ✓", "x"])).font(font).bold().italic(), &r)
}

/// Writes to unusable destinations, some under a file-size limit: a success that wrote
/// less than the whole file, a changed previous file or a leftover temporary file is a
/// violation.
func destinationsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let dir = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let previous = Data("previous".utf8)
    let name = r.pick(["a.png", "a.svg", "a.pdf", "a.gif", "a", "a.PNG"])
    let target = dir.appendingPathComponent(name)
    try previous.write(to: target)
    var url = target
    switch r.int(0...9) {
    case 0: url = URL(fileURLWithPath: "/dev/full")
    case 1: url = dir.appendingPathComponent("missing/a.png")
    case 2: url = URL(fileURLWithPath: dir.path)
    case 3: url = URL(fileURLWithPath: "")
    case 4:
        let link = dir.appendingPathComponent("loop.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "loop.png")
        url = link
    case 5: url = URL(fileURLWithPath: "/proc/cairn-fuzz.png")
    default: break  // the real file, under a file-size limit
    }
    // Often larger than the 1 KiB limit set for this family.
    let view = ZStack {
        ForEach(0..<60) { i in Circle().fill(Color(hue: Double(i) / 60, saturation: 1, brightness: 1)).frame(width: CGFloat(i), height: CGFloat(i)) }
    }.frame(width: 80, height: 80)
    var succeeded = false
    do {
        switch r.int(0...2) {
        case 0:
            try ImageRenderer(content: view).write(to: url)
        case 1:
            try writeAtomically(try ImageRenderer(content: view).pngData(), to: url)
        default:
            _ = try FrameExporter(size: CGSize(width: 40, height: 40), framesPerSecond: 10)
                .export(frameCount: 4, to: r.chance(0.5) ? .gif(url) : .apng(url)) { i in
                    DisplayList([.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10 + 7 * i, height: 40)),
                                       .angularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                                                        center: CGPoint(x: 20, y: 20), startAngle: .zero, endAngle: .degrees(360)), FillStyle())])
                }
        }
        succeeded = true
    } catch {
        if ProcessInfo.processInfo.environment["CAIRN_FUZZ_DUMP"] != nil {
            FileHandle.standardError.write(Data("\(url.path): \(error)\n".utf8))
        }
    }
    // A success must have written a whole file (more than the limit allows: impossible).
    let leftovers = (try FileManager.default.contentsOfDirectory(atPath: dir.path)).filter { $0.hasPrefix(".") }
    if !leftovers.isEmpty { violation("temporary files left: \(leftovers)") }
    if url == target {
        let now = try Data(contentsOf: target)
        if succeeded, now.count >= 1024 || now == previous {
            violation("a write reported success but left \(now.count) bytes (the limit is 1,024)")
        }
        if !succeeded, now != previous { violation("the previous file was changed by a failed write") }
    }
}

/// Every family, in the table's order.
func allFamilies() -> [Family] {
    [
        Family(name: "path", summary: "Path building with hostile numbers, then bounds, trim, strokedPath, contains, round trip, render", ciCases: 150, run: pathFamily),
        Family(name: "pathString", summary: "SVG path data and Path(_:) strings", ciCases: 3000, run: pathStringFamily),
        Family(name: "views", summary: "view trees: stacks and every layout modifier with hostile numbers", ciCases: 300, run: viewsFamily),
        Family(name: "layout", summary: "Layout implementations placing twice/never, NaN sizes and proposals", ciCases: 300, run: layoutFamily),
        Family(name: "paint", summary: "colours, gradients with hostile stops and geometry, strokes and dashes", ciCases: 300, run: paintFamily),
        Family(name: "text", summary: "font sizes, kerning, tracking, line limits, widths, specifiers, scripts", ciCases: 100, run: textFamily),
        Family(name: "animation", summary: "durations, delays, speeds, springs, repeats; layout, animated SVG, GIF", ciCases: 200, run: animationFamily),
        Family(name: "export", summary: "fps, frame counts, scale, concurrency, every-nth, ranges, shards", ciCases: 150, run: exportFamily),
        Family(name: "files", summary: "corrupt/truncated PNG and SVG, bombs, directories, devices", ciCases: 150, run: filesFamily),
        Family(name: "fonts", summary: "missing and odd families, hostile sizes, designs and weights", ciCases: 60, run: fontsFamily),
        Family(name: "destinations", summary: "/dev/full, directories, missing parents, link loops, /proc, a 1 KiB file-size limit", ciCases: 60, run: destinationsFamily),
        Family(name: "deep", summary: "16 modifiers and containers nested 10,000 and 2,000 deep", ciCases: 32, run: deepFamily),
    ]
}
