#if Benchmarks
import CCairo
import Cairn
import CairnCairo
import Foundation

// EffectsBench: what layer effects cost. A 400×400 card scene (a colourful backdrop, a card
// with a drop shadow over a blurred copy of the backdrop, as a frosted material) against the
// same card without effects, and the card's blur at growing radii: the blur is three
// running-sum box passes, so its cost must not grow with the radius. Then a 64×64-patch mesh
// gradient at 1000×1000 beside a linear gradient of the same size, and a 3×3 mesh filling a
// phone screen at 1170×2532 (its centre moved, and a regular one with bilinear colours), each
// also through Cairo's own mesh pattern. Last, an iOS 26 phone screen at 1170×2532 pixels
// with six glass shapes beside the same screen without glass.
// `EffectsBench glass` (or `card`, `mesh`) runs only the parts named; `mesh-profile` paints
// only Cairn's 64×64 mesh, 200 times, for a profiler;
// `glass-profile` and `plain-profile` paint only the iOS 26 screen with or without its glass.
//
// Each figure is the best of `rounds` runs of `frames` frames (display list built once;
// draw into a new 400×400 ARGB surface per frame), in CPU time of this process
// (CLOCK_PROCESS_CPUTIME_ID: drawing is single-threaded, and CPU time does not count the
// time other processes take on a loaded machine, as wall time would).

let frames = 40
let rounds = 5
let size = CGSize(width: 400, height: 400)

struct Backdrop: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .teal], startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle().fill(Color.orange).frame(width: 180, height: 180).offset(x: -90, y: -70)
            Circle().fill(Color.pink).frame(width: 140, height: 140).offset(x: 100, y: 90)
        }
    }
}

struct Card: View {
    let effects: Bool
    let blurRadius: CGFloat
    var body: some View {
        ZStack {
            Backdrop()
            ZStack {
                if effects {
                    Backdrop().frame(width: 400, height: 400).blur(radius: blurRadius, opaque: true)
                        .frame(width: 280, height: 200).clipped()
                } else {
                    Color.gray
                }
                Color.white.opacity(0.35)
                VStack(alignment: .leading, spacing: 8) {
                    Capsule().fill(Color.white).frame(width: 160, height: 14)
                    Capsule().fill(Color.white.opacity(0.7)).frame(width: 110, height: 10)
                }
            }
            .frame(width: 280, height: 200)
            .clipShape(.rect(cornerRadius: 20))
            // The shadow on the card's shape behind it: one shadow, not one per child.
            .background {
                if effects {
                    RoundedRectangle(cornerRadius: 20).fill(Color.white).shadow(radius: 20, y: 10)
                } else {
                    RoundedRectangle(cornerRadius: 20).fill(Color.white)
                }
            }
        }
        .frame(width: 400, height: 400)
    }
}

@MainActor func list(effects: Bool, radius: CGFloat) -> DisplayList {
    let r = ImageRenderer(content: Card(effects: effects, blurRadius: radius))
    r.proposedSize = ProposedViewSize(width: 400, height: 400)
    return r.displayList
}

/// This process's CPU time in milliseconds.
func cpuMilliseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}

/// Best CPU milliseconds per frame of drawing `list` (on a `size` canvas, 400×400 by default,
/// at `scale` pixels per point).
func measure(_ list: DisplayList, size: CGSize = size, scale: CGFloat = 1) throws -> Double {
    try measureInterleaved([list], size: size, scale: scale)[0]
}

/// Best CPU milliseconds per frame of drawing each of `lists`, their rounds interleaved (one
/// round of each, then the next), so that a change of load or clock during the run weighs on
/// all of them alike and their ratio holds.
func measureInterleaved(_ lists: [DisplayList], size: CGSize = size, scale: CGFloat = 1,
                        rounds: Int = rounds, frames: Int = frames) throws -> [Double] {
    var best = [Double](repeating: .infinity, count: lists.count)
    for _ in 0..<rounds {
        for (i, list) in lists.enumerated() {
            let start = cpuMilliseconds()
            for _ in 0..<frames { try CairoRenderer.withImageSurface(list, size: size, scale: scale, background: nil) { _ in } }
            best[i] = min(best[i], (cpuMilliseconds() - start) / Double(frames))
        }
    }
    return best
}

/// The parts named on the command line (`card`, `mesh`, `glass`), or all of them.
let parts = Set(CommandLine.arguments.dropFirst())
func runs(_ part: String) -> Bool { parts.isEmpty || parts.contains(part) }

@MainActor func main() throws {
    if runs("card") { try cardBench() }
    if runs("mesh") { try meshBench() }
    if runs("glass") { try glassBench() }
    if parts.contains("mesh-profile") { meshProfile() }
    if parts.contains("glass-profile") { try glassProfile(glass: true) }
    if parts.contains("plain-profile") { try glassProfile(glass: false) }
}

/// `EffectsBench glass-profile` or `plain-profile` (not in the default run): only the iOS 26
/// screen of `glassBench`, with or without its glass, painted 200 times for a profiler.
@MainActor func glassProfile(glass: Bool) throws {
    let list = glassScreenList(glass: glass)
    let start = cpuMilliseconds()
    for _ in 0..<200 { try CairoRenderer.withImageSurface(list, size: glassScreenSize, scale: 3, background: nil) { _ in } }
    print(String(format: "iOS 26 screen 1170×2532, %@: %.3f ms/frame (CPU, mean of 200)", glass ? "glass" : "no glass", (cpuMilliseconds() - start) / 200))
}

/// `EffectsBench mesh-profile` (not in the default run): only Cairn's 64 × 64-patch mesh,
/// painted 200 times, for a profiler (`perf record`) to see nothing else.
@MainActor func meshProfile() {
    let size = CGSize(width: 1000, height: 1000)
    let r = ImageRenderer(content: Rectangle().fill(wavyMesh()).frame(width: size.width, height: size.height))
    r.proposedSize = ProposedViewSize(size)
    let list = r.displayList
    let start = cpuMilliseconds()
    for _ in 0..<200 { _ = measurePainted([(list, true)], size: size, rounds: 1, count: 1) }
    print(String(format: "mesh 64×64 patches 1000×1000, Cairn: %.3f ms/frame (CPU, mean of 200)", (cpuMilliseconds() - start) / 200))
}

/// The card with and without its shadow and backdrop blur, and the blur at growing radii.
@MainActor func cardBench() throws {
    let plain = list(effects: false, radius: 0)
    let withEffects = list(effects: true, radius: 20)
    _ = try measure(plain)  // warm-up
    let base = try measure(plain)
    let effect = try measure(withEffects)
    print(String(format: "card without effects:            %.3f ms/frame (CPU)", base))
    print(String(format: "card, shadow 20 + blur 20:       %.3f ms/frame (CPU, %.2f× the plain card; target ≤ 3×)", effect, effect / base))
    for radius: CGFloat in [5, 20, 80] {
        let ms = try measure(list(effects: true, radius: radius))
        print(String(format: "card, shadow 20 + blur %3.0f:      %.3f ms/frame", Double(radius), ms))
    }
    try CairoRenderer.pngData(withEffects, size: size, scale: 1).write(to: URL(fileURLWithPath: "/tmp/effects-bench-card.png"))
}

/// An iPhone screen in iOS 26's look: a photo-like backdrop and a list of cards under a
/// toolbar of two glass circles, three glass buttons and a floating glass tab bar; or the same
/// screen with each glass shape filled by its light wash alone (white at 0.30).
struct GlassScreen: View {
    let glass: Bool
    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .teal, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(spacing: 12) {
                ForEach(0..<8) { i in
                    RoundedRectangle(cornerRadius: 24).fill(Color.white.opacity(0.8)).frame(height: 76)
                        .overlay(alignment: .leading) { Text("Card \(i + 1)").font(.headline).padding(.leading, 20) }
                }
            }
            .padding(.horizontal, 16)
            VStack {
                HStack {
                    surface(Image(systemName: "chevron.left").frame(width: 44, height: 44), Circle())
                    Spacer()
                    surface(Image(systemName: "ellipsis").frame(width: 44, height: 44), Circle())
                }
                .padding(.horizontal, 16).padding(.top, 54)
                Spacer()
                HStack(spacing: 12) {
                    ForEach(["Share", "Save", "Edit"], id: \.self) { title in
                        surface(Text(title).font(.headline).padding(.horizontal, 20).padding(.vertical, 12), Capsule())
                    }
                }
                Spacer()
                surface(HStack(spacing: 40) {
                    ForEach(["house.fill", "magnifyingglass", "bell", "person"], id: \.self) { Image(systemName: $0).font(.title3) }
                }.padding(.horizontal, 32).frame(height: 62), Capsule())
                .padding(.bottom, 30)
            }
        }
        .frame(width: 390, height: 844)
    }

    @ViewBuilder func surface<Content: View, S: Shape>(_ content: Content, _ shape: S) -> some View {
        if glass {
            content.glassEffect(.regular, in: shape)
        } else {
            content.background(shape.fill(Color.white.opacity(0.3)))
        }
    }
}

/// The iOS 26 screen's size in points (drawn at scale 3).
let glassScreenSize = CGSize(width: 390, height: 844)

/// The display list of the iOS 26 screen, with its glass or with washes alone.
@MainActor func glassScreenList(glass: Bool) -> DisplayList {
    let r = ImageRenderer(content: GlassScreen(glass: glass))
    r.proposedSize = ProposedViewSize(glassScreenSize)
    r.designEra = .iOS26
    return r.displayList
}

/// Issue 24's target: the iOS 26 screen above at 1170 × 2532 pixels (390 × 844 points at
/// scale 3) with its glass in at most 2× the same screen without glass.
@MainActor func glassBench() throws {
    let screen = glassScreenSize
    let plain = glassScreenList(glass: false), glass = glassScreenList(glass: true)
    _ = try measure(plain, size: screen, scale: 3)
    // 20 short rounds each (10 frames), alternating: on a virtual machine whose speed drifts
    // by 30 % over seconds, the best of many short rounds is the steadiest figure.
    let times = try measureInterleaved([plain, glass], size: screen, scale: 3, rounds: 20, frames: 10)
    let plainMs = times[0], glassMs = times[1]
    print(String(format: "iOS 26 screen 1170×2532, no glass: %.3f ms/frame (CPU)", plainMs))
    print(String(format: "iOS 26 screen 1170×2532, 6 glass:  %.3f ms/frame (CPU, %.2f× without glass; target ≤ 2×)", glassMs, glassMs / plainMs))
    try CairoRenderer.pngData(glass, size: screen, scale: 3).write(to: URL(fileURLWithPath: "/tmp/effects-bench-glass.png"))
}

/// Best CPU milliseconds per frame of painting each of `lists` into a new `size` ARGB32
/// surface at scale 1 through `CairoPainter`, with Cairn's mesh rasteriser or (false) Cairo's
/// mesh pattern; rounds interleaved.
func measurePainted(_ lists: [(DisplayList, Bool)], size: CGSize, rounds: Int = rounds, count: Int = max(1, frames / 8)) -> [Double] {
    var best = [Double](repeating: .infinity, count: lists.count)
    for _ in 0..<rounds {
        for (i, (list, cairns)) in lists.enumerated() {
            let start = cpuMilliseconds()
            for _ in 0..<count {
                let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
                let cr = cairo_create(surface)!
                var painter = CairoPainter(cr)
                painter.rasterisesMeshes = cairns
                painter.draw(list)
                cairo_destroy(cr)
                cairo_surface_flush(surface)
                cairo_surface_destroy(surface)
            }
            best[i] = min(best[i], (cpuMilliseconds() - start) / Double(count))
        }
    }
    return best
}

/// A 64 × 64-patch mesh gradient (65 × 65 vertices, wavy points, smooth colours whose
/// neighbours differ strongly) filling 1000 × 1000 pixels, beside a linear gradient filling
/// the same rectangle (issue 23's target: the mesh in at most 2× the linear gradient's time)
/// and beside Cairo's own mesh pattern (what Cairn drew with before); then a 3 × 3 smooth
/// mesh, the common iOS 18 background, filling a 390 × 844 screen at 3×, the same three ways.
@MainActor func meshBench() throws {
    let n = 65
    func fill<S: ShapeStyle>(_ style: S, _ size: CGSize) -> DisplayList {
        let r = ImageRenderer(content: Rectangle().fill(style).frame(width: size.width, height: size.height))
        r.proposedSize = ProposedViewSize(size)
        return r.displayList
    }
    /// `mesh` through Cairn and through Cairo's pattern beside `linear`, rounds interleaved,
    /// printed as three lines labelled `name` (`linearName` for the gradient).
    func compare(_ name: String, _ mesh: DisplayList, beside linear: DisplayList, _ linearName: String, size: CGSize, target: String = "") {
        let t = measurePainted([(linear, true), (mesh, true), (mesh, false)], size: size)
        func label(_ s: String) -> String { s.padding(toLength: 38, withPad: " ", startingAt: 0) }
        print(label(linearName + ":") + String(format: "%8.3f ms/frame (CPU)", t[0]))
        print(label(name + ", Cairn:") + String(format: "%8.3f ms/frame (CPU, %.2f× the linear gradient", t[1], t[1] / t[0]) + target + ")")
        print(label(name + ", Cairo:") + String(format: "%8.3f ms/frame (CPU, its mesh pattern; Cairn %.1f× faster)", t[2], t[2] / t[1]))
    }
    let meshSize = CGSize(width: 1000, height: 1000)
    let linear = fill(LinearGradient(colors: [.indigo, .teal], startPoint: .topLeading, endPoint: .bottomTrailing), meshSize)
    let mesh = fill(wavyMesh(n: n), meshSize)
    _ = measurePainted([(linear, true)], size: meshSize)
    compare("mesh 64×64 patches 1000×1000", mesh, beside: linear, "linear gradient 1000×1000", size: meshSize, target: "; target ≤ 2×")
    // The common background: 3 × 3 vertices, the middle one moved, smooth colours.
    let screen = CGSize(width: 1170, height: 2532)
    let background = MeshGradient(width: 3, height: 3, points: [
        [0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.2], [1, 0.5], [0, 1], [0.5, 1], [1, 1],
    ], colors: [.black, .black, .black, .blue, .blue, .blue, .green, .green, .green])
    let phoneLinear = fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom), screen)
    compare("mesh 3×3 1170×2532", fill(background, screen), beside: phoneLinear, "linear gradient 1170×2532", size: screen)
    // The same screen, 3 × 3 vertices on a regular grid, colours not smoothed: each cell one
    // bilinear quad whose rows are written four pixels at a time.
    let plain = fill(MeshGradient(width: 3, height: 3, points: [
        [0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1],
    ], colors: [.black, .indigo, .black, .blue, .teal, .blue, .green, .mint, .green], smoothsColors: false), screen)
    compare("mesh 3×3 regular, bilinear", plain, beside: phoneLinear, "linear gradient 1170×2532", size: screen)
    try CairoRenderer.pngData(mesh, size: meshSize, scale: 1).write(to: URL(fileURLWithPath: "/tmp/effects-bench-mesh.png"))
}

/// The benchmark's 64 × 64-patch mesh: `n` × `n` vertices, the inner ones moved a little,
/// smooth colours whose neighbours differ strongly.
func wavyMesh(n: Int = 65) -> MeshGradient {
    var points: [SIMD2<Float>] = []
    var colors: [Color] = []
    let palette: [Color] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple, .pink]
    for j in 0..<n {
        for i in 0..<n {
            let u = Float(i) / Float(n - 1), v = Float(j) / Float(n - 1)
            let edge = i == 0 || j == 0 || i == n - 1 || j == n - 1
            let wobble: Float = edge ? 0 : 0.004
            points.append([u + wobble * sin(Float(j) * 0.7), v + wobble * cos(Float(i) * 0.9)])
            colors.append(palette[(i * 7 + j * 3) % palette.count])
        }
    }
    return MeshGradient(width: n, height: n, points: points, colors: colors)
}

try MainActor.assumeIsolated { try main() }
#else
print("EffectsBench is built with the Benchmarks trait: make bench, or swift build -c release --traits Benchmarks,SnapshotTesting --product EffectsBench")
#endif
