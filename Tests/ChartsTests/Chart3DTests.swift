import Cairn
import CairnCairo
@testable import Charts
import Foundation
import Testing

/// `Chart3D` (iOS 26): projection under known poses, height-based colours, lighting, depth
/// order, bad input, and the 2D marks unchanged.
///
/// The view 400 × 300 leaves a 340 × 256 rectangle at (30, 22) for the cube (margins 30 and 22):
/// its centre is (200, 150).
@Suite struct Chart3DTests {
    static let size = CGSize(width: 400, height: 300)
    static let rect = CGRect(x: 30, y: 22, width: 340, height: 256)

    func drawing<C: Chart3DContent>(pose: Chart3DPose = .front, projection: Chart3DCameraProjection = .orthographic,
                                    x: ClosedRange<Double> = -1...1, y: ClosedRange<Double> = -1...1, z: ClosedRange<Double> = -1...1,
                                    cells: Int = Chart3DScene.defaultCells, @Chart3DContentBuilder _ content: () -> C) -> (Chart3DScene, Chart3DDrawing) {
        var settings = ChartSettings()
        settings.x.domain = .range(x.lowerBound, x.upperBound)
        settings.y.domain = .range(y.lowerBound, y.upperBound)
        var s3 = Chart3DSettings()
        s3.zDomain = .range(z.lowerBound, z.upperBound)
        s3.pose = pose
        let scene = Chart3DScene(content: content(), settings: settings, settings3D: s3, cells: cells)
        return (scene, Chart3DDrawing(scene: scene, pose: pose, projection: projection, size: Self.size))
    }

    func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool { abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance }

    /// From the front the cube's face is a unit square: scale min(340, 256) = 256 points per
    /// cube edge, so cube (x, y) lands at (200 + 256x, 150 − 256y) whatever z is.
    @Test func frontProjection() {
        let p = Chart3DProjector(camera: Chart3DCamera(pose: .front, projection: .orthographic), rect: Self.rect)
        #expect(abs(p.scale - 256) < 1e-9)
        #expect(close(p.project(Vec3(x: 0.5, y: 0.5, z: 0.5)).point, CGPoint(x: 328, y: 22)))
        #expect(close(p.project(Vec3(x: -0.25, y: 0, z: -0.3)).point, CGPoint(x: 136, y: 150)))
        // Through the chart: x = 0.5 in -1...1 is cube 0.25; y = -1 is the bottom (-0.5).
        let (_, d) = drawing { PointMark(x: .value("x", 0.5), y: .value("y", -1.0), z: .value("z", 0.7)) }
        guard case .disc(let c, let r) = d.primitives.first?.shape else { Issue.record("no point"); return }
        #expect(close(c, CGPoint(x: 200 + 256 * 0.25, y: 150 + 128)))
        #expect(abs(r - 4) < 1e-9)   // the default 8-point circle
    }

    /// From the top x runs right and z runs down the picture (−z at the top): cube (x, y, z)
    /// lands at (200 + 256x, 150 + 256z) whatever y is.
    @Test func topProjection() {
        let p = Chart3DProjector(camera: Chart3DCamera(pose: .top, projection: .orthographic), rect: Self.rect)
        #expect(close(p.project(Vec3(x: 0.5, y: 0.3, z: 0.5)).point, CGPoint(x: 328, y: 278)))
        #expect(close(p.project(Vec3(x: -0.5, y: -0.4, z: -0.5)).point, CGPoint(x: 72, y: 22)))
        // Depth from the top is y: a higher point is nearer.
        #expect(p.project(Vec3(x: 0, y: 0.4, z: 0)).depth > p.project(Vec3(x: 0, y: -0.4, z: 0)).depth)
    }

    /// From the right, screen x is −z: the front face (z = 0.5) is on the left.
    @Test func rightProjection() {
        let p = Chart3DProjector(camera: Chart3DCamera(pose: .right, projection: .orthographic), rect: Self.rect)
        #expect(close(p.project(Vec3(x: 0.2, y: 0, z: 0.5)).point, CGPoint(x: 72, y: 150)))
    }

    /// Perspective, camera 2.5 edges away: the front face (depth 0.5) is enlarged 2.5/2 = 1.25,
    /// the back face (depth −0.5) 2.5/3; the front face fills the 256 points, so the scale is
    /// 256 / 1.25 = 204.8 and a back corner lands 0.5 · 204.8 · 2.5/3 = 85.33 points from the centre.
    @Test func perspectiveProjection() {
        let p = Chart3DProjector(camera: Chart3DCamera(pose: .front, projection: .perspective), rect: Self.rect)
        #expect(abs(p.scale - 204.8) < 1e-9)
        #expect(close(p.project(Vec3(x: 0.5, y: 0.5, z: 0.5)).point, CGPoint(x: 328, y: 22)))
        let back = 0.5 * 204.8 * 2.5 / 3
        #expect(close(p.project(Vec3(x: 0.5, y: 0.5, z: -0.5)).point, CGPoint(x: 200 + back, y: 150 - back)))
    }

    /// A red-to-blue gradient over y -1...1: the middle is (0.5, 0, 0.5), the ends clamp; with
    /// `yRange: 0...1`, y = 0.25 is a quarter of the way.
    @Test func heightBasedColours() {
        let style = BasicChart3DSurfaceStyle.heightBased(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]))
        let mid = style.color(atHeight: 0, domain: (-1, 1))
        #expect(abs(mid.red - 0.5) < 1e-12 && mid.green == 0 && abs(mid.blue - 0.5) < 1e-12)
        #expect(style.color(atHeight: -3, domain: (-1, 1)).red == 1)
        #expect(style.color(atHeight: 2, domain: (-1, 1)).blue == 1)
        let ranged = BasicChart3DSurfaceStyle.heightBased(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]), yRange: 0...1)
        let q = ranged.color(atHeight: 0.25, domain: (-1, 1))
        #expect(abs(q.red - 0.75) < 1e-12 && abs(q.blue - 0.25) < 1e-12)
        #expect(ranged.color(atHeight: .nan, domain: (-1, 1)).red == 1)
    }

    /// A flat surface y = 0.5 seen from the top, red-to-blue over -1...1 (t = 0.75: base
    /// (0.25, 0, 0.75)), roughness 1 (no highlight): every facet faces the viewer, lit by
    /// 0.4 + 0.6 · L_z with L = (−0.35, 0.55, 0.75)/|…|, L_z = 0.75/√0.9875.
    @Test func litFacetColours() {
        let (_, d) = drawing(pose: .top) {
            SurfacePlot(x: "x", y: "y", z: "z") { _, _ in 0.5 }
                .foregroundStyle(.heightBased(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])))
                .roughness(1)
        }
        #expect(d.primitives.count == 48 * 48)
        let k = 0.4 + 0.6 * 0.75 / 0.9875.squareRoot()
        for p in d.primitives {
            #expect(abs(p.color.red - 0.25 * k) < 1e-9 && p.color.green == 0 && abs(p.color.blue - 0.75 * k) < 1e-9)
        }
        // A smooth surface (roughness 0) facing the viewer gets the highlight added:
        // 0.3 · (n · H)¹⁶ with H halfway between L and (0, 0, 1).
        let (_, smooth) = drawing(pose: .top) { SurfacePlot(x: "x", y: "y", z: "z") { _, _ in 0 }.foregroundStyle(Color(red: 0, green: 0, blue: 0)).roughness(0) }
        let lx = -0.35, ly = 0.55, lz = 0.75, ll = (lx * lx + ly * ly + lz * lz).squareRoot()
        let hx = lx / ll, hy = ly / ll, hz = lz / ll + 1, hl = (hx * hx + hy * hy + hz * hz).squareRoot()
        let spec = 0.3 * pow(hz / hl, 16)
        #expect(abs((smooth.primitives.first?.color.red ?? -1) - spec) < 1e-9)
    }

    /// Painter's order: from the front the point at z = −1 (back) draws before the one at
    /// z = 1; from the back the other way round; equal depths keep declaration order; every
    /// primitive's depth is at least the one before.
    @Test func depthOrder() {
        func colours(_ pose: Chart3DPose) -> [Double] {
            let (_, d) = drawing(pose: pose) {
                PointMark(x: .value("x", 0), y: .value("y", 0), z: .value("z", 1)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
                PointMark(x: .value("x", 0), y: .value("y", 0), z: .value("z", -1)).foregroundStyle(Color(red: 0.5, green: 0, blue: 0))
                PointMark(x: .value("x", 0.5), y: .value("y", 0), z: .value("z", 1)).foregroundStyle(Color(red: 0.25, green: 0, blue: 0))
            }
            return d.primitives.map(\.color.red)
        }
        #expect(colours(.front) == [0.5, 1, 0.25])
        #expect(colours(.back) == [1, 0.25, 0.5])
        let (_, wave) = drawing(pose: .default) { SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(3 * x) * cos(3 * z) } }
        #expect(wave.primitives.count == 48 * 48)
        #expect(zip(wave.primitives, wave.primitives.dropFirst()).allSatisfy { $0.depth <= $1.depth })
    }

    /// f = NaN for x < 0 over -1...1 in 48 columns: samples 0–23 are undefined, so only the
    /// 24 columns from sample 24 on have four finite corners (24 × 48 facets); ±∞ everywhere
    /// draws no facet; both are reported.
    @Test func undefinedFunctionValues() {
        let (scene, d) = drawing { SurfacePlot(x: "x", y: "y", z: "z") { x, _ in x < 0 ? .nan : x } }
        #expect(d.primitives.count == 24 * 48)
        #expect(scene.diagnostics.contains { $0.contains("NaN or infinite at 1176 of 2401") })   // 24 × 49
        let (_, none) = drawing { SurfacePlot(x: "x", y: "y", z: "z") { _, _ in .infinity } }
        #expect(none.primitives.isEmpty)
    }

    /// A pose with a NaN angle is drawn from `.default`, with a diagnostic.
    @Test func nanPose() {
        let bad = Chart3DCamera(pose: Chart3DPose(azimuth: .degrees(.nan), inclination: .degrees(10)), projection: .automatic)
        let good = Chart3DCamera(pose: .default, projection: .automatic)
        #expect(bad.right == good.right && bad.up == good.up && bad.toward == good.toward)
        let chart = Chart3D { PointMark(x: .value("x", 1), y: .value("y", 1), z: .value("z", 1)) }
            .chart3DPose(Chart3DPose(azimuth: .degrees(.infinity), inclination: .degrees(.nan)))
        #expect(ViewLayout(of: chart, in: Self.size).diagnostics.contains { $0.contains("NaN or infinite angle") })
    }

    /// 10⁴ × 10⁴ cells are capped to 128 × 128 (129 samples a side), with a diagnostic.
    @Test func hugeSampleRequestIsCapped() {
        let (scene, d) = drawing(cells: 10_000) { SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z } }
        #expect(scene.surfaces.first?.values.count == 129)
        #expect(d.primitives.count == 128 * 128)
        #expect(scene.diagnostics.contains { $0.contains("10000 × 10000") })
    }

    /// Empty content draws the empty box (three back planes), no content; marks that break
    /// Apple's rules (a rule without a range, a category) are reported and left out; hostile
    /// sizes draw nothing; rendering never traps.
    @Test func emptyAndInvalidContent() throws {
        let (_, empty) = drawing { EmptyChart3DContent() }
        #expect(empty.primitives.isEmpty && empty.planes.count == 3)
        let (scene, d) = drawing {
            RuleMark(x: .value("x", 0), y: .value("y", 0), z: .value("z", 0))
            PointMark(x: .value("x", "A"), y: .value("y", 0), z: .value("z", 0))
            RectangleMark(x: .value("x", 0..<1), y: .value("y", 0), z: .value("z", 0..<1))
            PointMark(x: .value("x", Double.nan), y: .value("y", 0), z: .value("z", 0))
        }
        #expect(d.primitives.count == 1)
        #expect(scene.diagnostics.count == 3)
        for size in [CGSize(width: CGFloat.nan, height: 100), CGSize(width: 0, height: 0), CGSize(width: CGFloat.infinity, height: 1e300)] {
            #expect(Chart3DDrawing(scene: scene, pose: .default, projection: .perspective, size: size).primitives.isEmpty)
        }
        let r = ImageRenderer(content: Chart3D {}.frame(width: 200, height: 150))
        _ = try r.pngData()
    }

    /// The 3D initializers leave 2D charts as they were: a 2D point mark allocates no extras,
    /// and a `PointMark(x:y:z:)` in a 2D `Chart` draws the same pixels as `PointMark(x:y:)`.
    @Test func twoDimensionalChartsUnchanged() throws {
        #expect(!PointMark(x: .value("x", 1), y: .value("y", 2)).record.hasExtras)
        let flat = Chart { PointMark(x: .value("x", 1), y: .value("y", 2)); RuleMark(y: .value("y", 1)) }
        let lifted = Chart { PointMark(x: .value("x", 1), y: .value("y", 2), z: .value("z", 3)); RuleMark(y: .value("y", 1)) }
        let a = ImageRenderer(content: flat.frame(width: 200, height: 120)), b = ImageRenderer(content: lifted.frame(width: 200, height: 120))
        #expect(try a.pngData() == b.pngData())
    }

    /// The pose presets' angles (Cairn's conventions) and the binding form.
    @Test func posesAndModifiers() {
        #expect(Chart3DPose.right.azimuth.degrees == 90 && Chart3DPose.top.inclination.degrees == 90)
        #expect(Chart3DPose.back.azimuth.degrees == 180 && Chart3DPose.bottom.inclination.degrees == -90)
        var stored = Chart3DPose.top
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let chart = Chart3D(Array(0..<3).map { Item(id: $0) }) { item in
            PointMark(x: .value("x", item.id), y: .value("y", item.id), z: .value("z", item.id))
        }
        .chart3DPose(binding)
        .chart3DCameraProjection(.perspective)
        .chartZScale(domain: 0...2)
        #expect(ViewLayout(of: chart, in: Self.size).diagnostics.isEmpty)
    }
    struct Item: Identifiable { let id: Int }

    /// A log z scale is drawn linearly and reported; a linear one is not reported.
    @Test func nonLinearScaleTypeIsReported() {
        let points = Chart3D { PointMark(x: .value("x", 1), y: .value("y", 2), z: .value("z", 3)) }
        let log = ViewLayout(of: points.chartZScale(domain: 1...10, type: .log), in: Self.size).diagnostics
        #expect(log.contains("Chart3D: the z scale is drawn linearly (Cairn's 3D charts have linear scales only)"))
        #expect(ViewLayout(of: points.chartZScale(domain: 1...10, type: .linear), in: Self.size).diagnostics.isEmpty)
    }
}
