import CCairo
@testable import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing

/// Cairn's own mesh rasteriser on image targets (`CairoPainter+MeshRaster.swift`): colours
/// equal to the bilinear formula at every pixel centre of an affine mesh, no crack between
/// cells of a wavy one, and the same picture as Cairo's mesh pattern within the measured
/// differences.
@Suite struct MeshRasterTests {
    /// ARGB32 words of `list` drawn on a `w` × `h` canvas, by Cairn's rasteriser or Cairo's.
    func pixels(_ list: DisplayList, _ w: Int, _ h: Int, cairns: Bool) throws -> [UInt32] {
        try paintedWords(list, width: w, height: h) { $0.rasterisesMeshes = cairns }
    }

    /// A `n` × `n`-vertex mesh over the unit square whose inner vertices are moved by up to
    /// `wobble`, coloured from a palette whose neighbours differ strongly.
    func wavyMesh(_ n: Int, wobble: Float, smooth: Bool = true, opacity: Double = 1) -> MeshGradient {
        var points: [SIMD2<Float>] = [], colors: [Color] = []
        let palette: [Color] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple, .pink]
        for j in 0..<n {
            for i in 0..<n {
                let u = Float(i) / Float(n - 1), v = Float(j) / Float(n - 1)
                let edge = i == 0 || j == 0 || i == n - 1 || j == n - 1
                let w = edge ? 0 : wobble
                points.append([u + w * sin(Float(j) * 0.7), v + w * cos(Float(i) * 0.9)])
                colors.append(palette[(i * 7 + j * 3) % palette.count].opacity(opacity))
            }
        }
        return MeshGradient(width: n, height: n, points: points, colors: colors, smoothsColors: smooth)
    }

    func fill(_ mesh: MeshGradient, _ rect: CGRect) -> DisplayList {
        DisplayList([.fill(Path(rect), .meshGradient(mesh.resolved(in: rect, scheme: .light)), FillStyle())])
    }

    /// The bicubic polynomial the rasteriser evaluates per pixel (`ColorField.bicubic`, in
    /// the power basis) equals the Hermite rows and column it was expanded from
    /// (`ColorField.components`), in every cell, edge cells included.
    @Test func theBicubicExpansionIsTheHermiteColours() {
        let mesh = MeshGradient(width: 4, height: 3, points: (0..<12).map { k in [Float(k % 4) / 3, Float(k / 4) / 2] },
                                colors: [.red, .green, .blue, .yellow, .white, .black, .pink, .teal, .orange, .purple, .gray, .mint])
            .resolved(in: CGRect(x: 0, y: 0, width: 90, height: 60), scheme: .light)
        let field = MeshPaint.ColorField(mesh)
        #expect(field.isBicubic)
        var worst = 0.0
        for j in 0..<2 {
            for i in 0..<3 {
                let k = field.bicubic(cell: i, j)
                for (u, v) in [(0.0, 0.0), (0.3, 0.7), (1, 0.5), (0.25, 1), (0.9, 0.1)] {
                    var sum = SIMD4<Double>.zero
                    for a in 0..<4 { for b in 0..<4 { sum += k[4 * a + b] * (pow(u, Double(a)) * pow(v, Double(b))) } }
                    let d = sum - field.components(cell: i, j, u: u, v: v)
                    worst = max(worst, abs(d.x), abs(d.y), abs(d.z), abs(d.w))
                }
            }
        }
        #expect(worst < 1e-12, "\(worst)")
    }

    /// On a regular grid every cell is an affine image of the unit square, so the colour at
    /// pixel centre (x + ½, y + ½) is the bilinear formula at u = (x + ½) / cell width — here
    /// computed independently, premultiplied and rounded — for opaque and translucent colours.
    @Test func pixelCentresTakeTheBilinearColour() throws {
        let colours: [Color] = [.red, .green.opacity(0.5), .blue, .yellow, .white.opacity(0.25), .black, .pink, .teal.opacity(0.75)]
        let mesh = MeshGradient(width: 4, height: 2, points: (0..<8).map { k in [Float(k % 4) / 3, Float(k / 4)] },
                                colors: colours, smoothsColors: false)
        let (w, h) = (240, 100)
        let list = fill(mesh, CGRect(x: 0, y: 0, width: w, height: h))
        let ours = try pixels(list, w, h, cairns: true)
        let resolved = colours.map(\.resolved)
        var worst = 0
        for y in 0..<h {
            for x in 0..<w {
                let ut = (Double(x) + 0.5) / 80, v = (Double(y) + 0.5) / 100
                let i = Int(ut), u = ut - Double(i)
                func mix(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { (a * (1 - u) + b * u) * (1 - v) + (c * (1 - u) + d * u) * v }
                let (c00, c10, c01, c11) = (resolved[i], resolved[i + 1], resolved[4 + i], resolved[5 + i])
                let a = mix(c00.opacity, c10.opacity, c01.opacity, c11.opacity)
                let r = mix(c00.red, c10.red, c01.red, c11.red), g = mix(c00.green, c10.green, c01.green, c11.green)
                let b = mix(c00.blue, c10.blue, c01.blue, c11.blue)
                let expected = [a, r * a, g * a, b * a].map { Int(($0 * 255).rounded()) }
                let p = ours[y * w + x]
                let got = [Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)]
                worst = max(worst, zip(expected, got).map { abs($0 - $1) }.max()!)
            }
        }
        #expect(worst <= 1, "\(worst) levels from the formula")
    }

    /// Cells share their edges exactly: an opaque wavy mesh covering its frame leaves no pixel
    /// of the frame uncovered (a crack would be a transparent pixel), at 1× and rotated.
    @Test func wavyCellsLeaveNoCrack() throws {
        let mesh = wavyMesh(17, wobble: 0.02)
        let rect = CGRect(x: 0, y: 0, width: 300, height: 300)
        let ours = try pixels(fill(mesh, rect), 300, 300, cairns: true)
        #expect(ours.filter { $0 >> 24 != 255 }.count == 0)
        // Rotated by 30° about the centre: every pixel whose whole square lies inside the
        // rotated frame is opaque.
        let turn = CGAffineTransform(translationX: 200, y: 200).rotated(by: .pi / 6).translatedBy(x: -150, y: -150)
        let rotated = DisplayList([.group(DisplayList.Group(transform: turn, content: fill(mesh, rect)))])
        let turned = try pixels(rotated, 400, 400, cairns: true)
        var inside = 0, open = 0
        let inverse = turn.inverted()
        let offsets: [(CGFloat, CGFloat)] = [(0, 0), (1, 0), (0, 1), (1, 1)]
        func within(_ p: CGPoint) -> Bool { p.x > 0.01 && p.y > 0.01 && p.x < 299.99 && p.y < 299.99 }
        for y in 0..<400 {
            for x in 0..<400 {
                let corners = offsets.map { CGPoint(x: CGFloat(x) + $0.0, y: CGFloat(y) + $0.1).applying(inverse) }
                guard corners.allSatisfy(within) else { continue }
                inside += 1
                if turned[y * 400 + x] >> 24 != 255 { open += 1 }
            }
        }
        #expect(inside > 80_000)
        #expect(open == 0, "\(open) of \(inside) inner pixels uncovered")
    }

    /// The colour at user point `p` as the mesh defines it, found independently of any
    /// rasteriser: the cell whose Bézier surface holds `p`, its (u, v) by Newton's method on
    /// the surface's equation, the colour by `MeshPaint.color`; premultiplied ARGB levels
    /// (alpha, red, green, blue), nil where no cell holds `p`. Where cells overlap, the last
    /// one (in drawing order) wins.
    func truth(_ mesh: MeshPaint, at p: CGPoint) -> [Double]? {
        var found: [Double]?
        for j in 0..<(mesh.height - 1) {
            for i in 0..<(mesh.width - 1) {
                guard let net = mesh.controlNet(cell: i, j) else { continue }
                let xs = net.map(\.x), ys = net.map(\.y)
                guard p.x >= xs.min()! - 1, p.x <= xs.max()! + 1, p.y >= ys.min()! - 1, p.y <= ys.max()! + 1 else { continue }
                func bern(_ t: Double) -> [Double] { [(1 - t) * (1 - t) * (1 - t), 3 * t * (1 - t) * (1 - t), 3 * t * t * (1 - t), t * t * t] }
                func dbern(_ t: Double) -> [Double] { [-3 * (1 - t) * (1 - t), 3 * (1 - t) * (1 - t) - 6 * t * (1 - t), 6 * t * (1 - t) - 3 * t * t, 3 * t * t] }
                func eval(_ u: Double, _ v: Double, _ bu: [Double], _ bv: [Double]) -> CGPoint {
                    var x = 0.0, y = 0.0
                    for r in 0..<4 { for c in 0..<4 { x += bv[r] * bu[c] * Double(net[r * 4 + c].x); y += bv[r] * bu[c] * Double(net[r * 4 + c].y) } }
                    return CGPoint(x: x, y: y)
                }
                var u = 0.5, v = 0.5
                for _ in 0..<30 {
                    let q = eval(u, v, bern(u), bern(v))
                    let du = eval(u, v, dbern(u), bern(v)), dv = eval(u, v, bern(u), dbern(v))
                    let fx = Double(q.x - p.x), fy = Double(q.y - p.y)
                    let det = Double(du.x * dv.y - dv.x * du.y)
                    guard abs(det) > 1e-12 else { break }
                    u -= (fx * Double(dv.y) - fy * Double(dv.x)) / det
                    v -= (Double(du.x) * fy - Double(du.y) * fx) / det
                    u = min(max(u, -0.5), 1.5); v = min(max(v, -0.5), 1.5)
                }
                let q = eval(u, v, bern(u), bern(v))
                guard hypot(Double(q.x - p.x), Double(q.y - p.y)) < 1e-6, u >= 0, u <= 1, v >= 0, v <= 1 else { continue }
                let c = mesh.color(cell: i, j, u: u, v: v)
                found = [c.opacity, c.red * c.opacity, c.green * c.opacity, c.blue * c.opacity].map { $0 * 255 }
            }
        }
        return found
    }

    /// Against the mesh's own definition (`truth`) at every pixel centre, Cairn's rasteriser
    /// and Cairo's mesh pattern (which steps along each patch at sub-pixel intervals; PDF's
    /// path). Pixel centres no cell holds are not counted.
    @Test(arguments: [(17, Float(0.02), true), (17, Float(0), true), (3, Float(0.1), true), (9, Float(0.03), false), (4, Float(0), false)])
    func closeToTheMeshsDefinition(n: Int, wobble: Float, smooth: Bool) throws {
        let gradient = wavyMesh(n, wobble: wobble, smooth: smooth)
        let rect = CGRect(x: 0, y: 0, width: 150, height: 150)
        let mesh = gradient.resolved(in: rect, scheme: .light)
        let list = fill(gradient, rect)
        let ours = try pixels(list, 150, 150, cairns: true), cairos = try pixels(list, 150, 150, cairns: false)
        var oursErrors: [Double] = [], cairosErrors: [Double] = []
        for y in 0..<150 {
            for x in 0..<150 {
                guard let t = truth(mesh, at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) else { continue }
                func error(_ p: UInt32) -> Double {
                    let got = [Double(p >> 24), Double((p >> 16) & 0xFF), Double((p >> 8) & 0xFF), Double(p & 0xFF)]
                    return zip(got, t).map { abs($0 - $1) }.max()!
                }
                oursErrors.append(error(ours[y * 150 + x]))
                cairosErrors.append(error(cairos[y * 150 + x]))
            }
        }
        func stats(_ e: [Double]) -> (mean: Double, within2: Double, worst: Double) {
            (e.reduce(0, +) / Double(e.count), Double(e.filter { $0 <= 2 }.count) / Double(e.count), e.max()!)
        }
        let o = stats(oursErrors), c = stats(cairosErrors)
        let report = "mesh \(n)², wobble \(wobble), smooth \(smooth), \(oursErrors.count) px: Cairn mean \(o.mean), within 2 levels \(o.within2), "
            + "largest \(o.worst); Cairo mean \(c.mean), within 2 \(c.within2), largest \(c.worst)"
        #expect(oursErrors.count > 22_000, "\(report)")
        // Measured: mean 0.37–0.65 levels, 98–100 % within 2, largest 0.5–5.5 (under wobble,
        // flat quads move colours that change 16 levels a pixel by a fraction of a pixel).
        #expect(o.mean < 0.8 && o.within2 > 0.97 && o.worst < 7, "\(report)")
        // Cairo's mesh pattern (PDF's path, and Cairn's raster path before) writes each pixel
        // with the colour of some point inside it: on the busy 17 × 17 mesh, whose colours
        // change 16 levels a pixel, 5–6 levels off on average. Cairn is closer in every case.
        #expect(o.mean < c.mean, "\(report)")
    }

    /// An opaque mesh under a clip of whole pixels is drawn straight into the target
    /// (`paintMeshDirectly`), with the picture its raster would make: inside the clip every
    /// pixel the mesh covers takes the rasteriser's colour (computed here into a zeroed
    /// buffer and laid over the background by hand), every other pixel keeps the
    /// background; in a half-opaque clipped layer (a group surface whose pixels start at
    /// the clip, so an offset one) half those pixels over the background; and rows of a
    /// regular mesh's bilinear quads, written four at a time, keep the formula's colours.
    @Test func anOpaqueMeshIsWrittenStraightIntoTheTarget() throws {
        let (w, h) = (200, 160)
        let grey: UInt32 = 0xFF80_8080
        for mesh in [wavyMesh(5, wobble: 0.05), wavyMesh(3, wobble: 0, smooth: false)] {
            // The mesh over (10, 10, 180, 140), cut by the clip (20, 15, 150, 120).
            let paint = mesh.resolved(in: CGRect(x: 10, y: 10, width: 180, height: 140), scheme: .light)
            let clip = CGRect(x: 20, y: 15, width: 150, height: 120)
            let list = DisplayList([
                .fill(Path(CGRect(x: 0, y: 0, width: w, height: h)), .color(Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255).resolved), FillStyle()),
                .fill(Path(clip), .meshGradient(paint), FillStyle()),
            ])
            let ours = try pixels(list, w, h, cairns: true)
            // The rasteriser's own pixels for the clip's area.
            let (cw, ch) = (150, 120)
            var raster = [UInt32](repeating: 0, count: cw * ch)
            let matrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -20, y0: -15)
            let drawn = raster.withUnsafeMutableBytes { bytes in
                CairoPainter.rasterizeMesh(paint, matrix: matrix, into: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                           width: Int32(cw), height: Int32(ch), stride: Int32(4 * cw))
            }
            #expect(drawn)
            var covered = 0, wrong = 0
            for y in 0..<h {
                for x in 0..<w {
                    var expected = grey
                    if x >= 20, x < 170, y >= 15, y < 135, raster[(y - 15) * cw + (x - 20)] >> 24 == 255 {
                        expected = raster[(y - 15) * cw + (x - 20)]
                        covered += 1
                    }
                    if ours[y * w + x] != expected { wrong += 1 }
                }
            }
            // The mesh covers the whole clip.
            #expect(covered == cw * ch)
            #expect(wrong == 0, "\(wrong) pixels differ")
            // In a half-opaque layer clipped to (30, 30, 100, 100), whose pixels start there
            // (a group surface offset by -30, -30): the same pixels at half opacity over the
            // grey, within a level of rounding, and the grey untouched outside.
            let layered = DisplayList([
                .fill(Path(CGRect(x: 0, y: 0, width: w, height: h)), .color(Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255).resolved), FillStyle()),
                .group(DisplayList.Group(opacity: 0.5, clips: [DisplayList.Clip(path: Path(CGRect(x: 30, y: 30, width: 100, height: 100)))],
                                         content: DisplayList([.fill(Path(clip), .meshGradient(paint), FillStyle())]))),
            ])
            let half = try pixels(layered, w, h, cairns: true)
            var worst = 0, outside = 0
            for y in 0..<h {
                for x in 0..<w {
                    let p = half[y * w + x]
                    guard x >= 30, x < 130, y >= 30, y < 130 else {
                        if p != grey { outside += 1 }
                        continue
                    }
                    let m = raster[(y - 15) * cw + (x - 20)]
                    for shift in [16, 8, 0] as [UInt32] {
                        let expected = (Double((m >> shift) & 0xFF) + 128) / 2
                        worst = max(worst, Int(abs(Double((p >> shift) & 0xFF) - expected).rounded(.up)))
                    }
                }
            }
            #expect(outside == 0)
            #expect(worst <= 1, "\(worst) levels from half the mesh over the grey")
        }
        // The regular bilinear mesh (2 × 2 cells of 90 × 70 points): its colours are the
        // formula's, within a level, on rows long enough to go four pixels at a time.
        let regular = wavyMesh(3, wobble: 0, smooth: false).resolved(in: CGRect(x: 0, y: 0, width: 180, height: 140), scheme: .light)
        let plain = try pixels(DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 180, height: 140)), .meshGradient(regular), FillStyle())]),
                               180, 140, cairns: true)
        var worst = 0
        for y in 0..<140 {
            for x in 0..<180 {
                let (i, j) = (x / 90, y / 70)
                let u = (Double(x % 90) + 0.5) / 90, v = (Double(y % 70) + 0.5) / 70
                let c = regular.colors
                let (c00, c10, c01, c11) = (c[j * 3 + i], c[j * 3 + i + 1], c[(j + 1) * 3 + i], c[(j + 1) * 3 + i + 1])
                func mix(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Int {
                    Int((((a * (1 - u) + b * u) * (1 - v) + (c * (1 - u) + d * u) * v) * 255).rounded())
                }
                let expected = [255, mix(c00.red, c10.red, c01.red, c11.red), mix(c00.green, c10.green, c01.green, c11.green),
                                mix(c00.blue, c10.blue, c01.blue, c11.blue)]
                let p = plain[y * 180 + x]
                let got = [Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)]
                worst = max(worst, zip(expected, got).map { abs($0 - $1) }.max()!)
            }
        }
        #expect(worst <= 1, "\(worst) levels from the formula")
    }

    /// Degenerate meshes and frames draw what they can without trapping: a non-finite point
    /// leaves its cells out, a point far away is clamped, an empty or huge frame is cut to
    /// the canvas.
    @Test func badInputDrawsWhatItCan() throws {
        var points: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [.nan, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        let colours: [Color] = [.red, .green, .blue, .yellow, .white, .black, .pink, .teal, .orange]
        let rect = CGRect(x: 0, y: 0, width: 60, height: 60)
        let holed = try pixels(fill(MeshGradient(width: 3, height: 3, points: points, colors: colours), rect), 60, 60, cairns: true)
        // Every cell touches the middle vertex: nothing of the mesh is drawn.
        #expect(holed.allSatisfy { $0 == 0 })
        points[4] = [1e9, -1e9]
        _ = try pixels(fill(MeshGradient(width: 3, height: 3, points: points, colors: colours), rect), 60, 60, cairns: true)
        let huge = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        let cut = try pixels(fill(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: Array(repeating: Color(red: 1, green: 0, blue: 0), count: 4)), huge), 60, 60, cairns: true)
        #expect(cut.allSatisfy { $0 == 0xFFFF_0000 }, "\(String(cut[0], radix: 16))")
        let empty = try pixels(fill(wavyMesh(5, wobble: 0.1), .zero), 60, 60, cairns: true)
        #expect(empty.allSatisfy { $0 == 0 })
    }
}
