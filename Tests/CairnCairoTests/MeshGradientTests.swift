import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing
import CairnTestSupport

/// Mesh gradients (`MeshGradient`, iOS 18): Bézier patches with interpolated corner colours,
/// drawn through Cairo's mesh pattern; numbers from the bilinear and Hermite formulas.
@Suite struct MeshGradientTests {
    /// Red, green / blue, white at the corners of a 2 × 2 mesh.
    let corners: [Color] = [Color(Palette.pureRed), Color(Palette.pureGreen), Color(Palette.pureBlue), Color.white]
    let unitSquare: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]

    func paint(_ mesh: MeshGradient, _ rect: CGRect) -> Paint {
        .meshGradient(mesh.resolved(in: rect, scheme: .light))
    }

    @Test func cornersAreTheVertexColoursAndTheCentreIsTheirAverage() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: unitSquare, colors: corners)
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let bitmap = try render([.fill(Path(rect), paint(mesh, rect), FillStyle())], 100, 100)
        // Pixel (0, 0)'s centre is u = v = 0.005: within 2 of red.
        #expect(close(rgba(bitmap, 0, 0), [255, 0, 0, 255], tolerance: 3), "\(rgba(bitmap, 0, 0))")
        #expect(close(rgba(bitmap, 99, 0), [0, 255, 0, 255], tolerance: 3), "\(rgba(bitmap, 99, 0))")
        #expect(close(rgba(bitmap, 0, 99), [0, 0, 255, 255], tolerance: 3), "\(rgba(bitmap, 0, 99))")
        #expect(close(rgba(bitmap, 99, 99), [255, 255, 255, 255], tolerance: 3), "\(rgba(bitmap, 99, 99))")
        // Bilinear at u = v = 0.505 (pixel 50's centre): red (1−u)(1−v) + uv = 0.5000 → 127.5;
        // green u(1−v) + uv = u → 128.8; blue (1−u)v + uv = v → 128.8.
        #expect(close(rgba(bitmap, 50, 50), [128, 129, 129, 255], tolerance: 2), "\(rgba(bitmap, 50, 50))")
    }

    @Test func theResolvedMeshEvaluatesColoursExactly() {
        let mesh = MeshGradient(width: 2, height: 2, points: unitSquare, colors: corners)
            .resolved(in: CGRect(x: 0, y: 0, width: 10, height: 10), scheme: .light)
        #expect(mesh.isBilinear)
        let centre = mesh.color(cell: 0, 0, u: 0.5, v: 0.5)
        #expect(centre == Color.Resolved(red: 0.5, green: 0.5, blue: 0.5))
        #expect(mesh.color(cell: 0, 0, u: 1, v: 0) == Palette.pureGreen)
        // Three columns 0, 1, 0 of red: the smooth curve through the first cell at u = 0.5 is
        // the Hermite value h10·m0 + h01·1 with m0 = 1 (one-sided), m1 = 0: 0.125 + 0.5.
        let row = MeshGradient(width: 3, height: 2, points: [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]],
                               colors: [.black, Color(Palette.pureRed), .black, .black, Color(Palette.pureRed), .black])
        let smooth = row.resolved(in: CGRect(x: 0, y: 0, width: 10, height: 10), scheme: .light)
        #expect(abs(smooth.color(cell: 0, 0, u: 0.5, v: 0.3).red - 0.625) < 1e-12)
        var linear = row
        linear.smoothsColors = false
        #expect(abs(linear.resolved(in: CGRect(x: 0, y: 0, width: 10, height: 10), scheme: .light).color(cell: 0, 0, u: 0.5, v: 0.3).red - 0.5) < 1e-12)
    }

    @Test func implicitControlPointsMakeARegularGridStraight() throws {
        let mesh = MeshGradient(width: 3, height: 3, points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                                colors: Array(repeating: .red, count: 9))
        let v = mesh.unitVertices()
        // The centre vertex: neighbours 0.5 away on each side, tangent 0.5 per index, control
        // points a third of it away: 1/6.
        #expect(close(v[4].trailing, CGPoint(x: 0.5 + 1.0 / 6, y: 0.5), 1e-6))
        #expect(close(v[4].top, CGPoint(x: 0.5, y: 0.5 - 1.0 / 6), 1e-6))
        // A corner: one-sided, a third of the way to its neighbour.
        #expect(close(v[0].bottom, CGPoint(x: 0, y: 0.5 / 3), 1e-6))
        // The Coons inner points of a flat cell are at the thirds.
        let net = try #require(mesh.resolved(in: CGRect(x: 0, y: 0, width: 6, height: 6), scheme: .light).controlNet(cell: 0, 0))
        #expect(close(net[5], CGPoint(x: 1, y: 1), 1e-9))
        #expect(close(net[10], CGPoint(x: 2, y: 2), 1e-9))
    }

    @Test func aSmoothMeshIsSubdividedIntoExactPiecesOfItsSurface() {
        let mesh = MeshGradient(width: 3, height: 2, points: [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]],
                                colors: [.black, Color(Palette.pureRed), .black, .black, Color(Palette.pureRed), .black])
            .resolved(in: CGRect(x: 0, y: 0, width: 100, height: 50), scheme: .light)
        let patches = mesh.patches { _, _ in 4 }
        #expect(patches.count == 2 * 16)
        // The second sub-patch of the first row starts at u = 0.25 of cell 0: x = 12.5.
        #expect(close(patches[1].points[0], CGPoint(x: 12.5, y: 0), 1e-9))
        #expect(abs(patches[1].colors[1].red - mesh.color(cell: 0, 0, u: 0.5, v: 0).red) < 1e-12)
    }

    @Test func theBackgroundFillsWhatTheMeshDoesNotCover() throws {
        // The mesh covers only the left half.
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [0.5, 0], [0, 1], [0.5, 1]],
                                colors: Array(repeating: Color(Palette.pureBlue), count: 4), background: Color(Palette.pureRed))
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let bitmap = try render([.fill(Path(rect), paint(mesh, rect), FillStyle())], 40, 20)
        #expect(rgba(bitmap, 5, 10) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 35, 10) == [255, 0, 0, 255])
    }

    @Test func badInputDrawsTheBackgroundOrLeavesPatchesOut() throws {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        // Five colours for four points: only the background.
        let wrong = MeshGradient(width: 2, height: 2, points: unitSquare, colors: corners + [.black], background: Color(Palette.pureRed))
        #expect(!wrong.inputDiagnostics(owner: "fill(_:)").isEmpty)
        var bitmap = try render([.fill(Path(rect), paint(wrong, rect), FillStyle())], 20, 20)
        #expect(rgba(bitmap, 10, 10) == [255, 0, 0, 255])
        // Overflowing and degenerate sizes.
        for (w, h) in [(Int.max, 2), (1, 1), (0, 5), (-3, 4)] {
            let m = MeshGradient(width: w, height: h, points: unitSquare, colors: corners)
            #expect(!m.inputDiagnostics(owner: "view").isEmpty)
            _ = try render([.fill(Path(rect), paint(m, rect), FillStyle())], 20, 20)
        }
        // A NaN point drops the patches around it; a huge one is clamped. Neither crashes.
        let nan = MeshGradient(width: 3, height: 2, points: [[0, 0], [.nan, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]],
                               colors: Array(repeating: Color(Palette.pureBlue), count: 6), background: Color(Palette.pureRed))
        #expect(nan.inputDiagnostics(owner: "view").contains { $0.contains("non-finite") })
        bitmap = try render([.fill(Path(rect), paint(nan, rect), FillStyle())], 20, 20)
        #expect(rgba(bitmap, 10, 10) == [255, 0, 0, 255])
        let huge = MeshGradient(width: 2, height: 2, points: [[0, 0], [1e30, -1e30], [0, 1], [.infinity, 1]],
                                colors: corners)
        #expect(huge.inputDiagnostics(owner: "view").contains { $0.contains("clamped") })
        _ = try render([.fill(Path(rect), paint(huge, rect), FillStyle())], 20, 20)
        _ = try CairoRenderer.svgData(DisplayList([.fill(Path(rect), paint(huge, rect), FillStyle())]), size: rect.size)
    }

    @Test func pdfWritesANativeShadingAndSVGAnImage() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: unitSquare, colors: corners)
        let rect = CGRect(x: 0, y: 0, width: 50, height: 50)
        let list = DisplayList([.fill(Path(rect), paint(mesh, rect), FillStyle())])
        let pdf = String(decoding: try CairoRenderer.pdfData(list, size: rect.size), as: UTF8.self)
        #expect(pdf.contains("/ShadingType 7"))
        let svg = String(decoding: try CairoRenderer.svgData(list, size: rect.size), as: UTF8.self)
        #expect(svg.contains("<image"))
        // Same bytes twice.
        #expect(try CairoRenderer.svgData(list, size: rect.size) == CairoRenderer.svgData(list, size: rect.size))
    }

    @Test func theDumpListsTheMesh() {
        let mesh = MeshGradient(width: 2, height: 2, points: unitSquare, colors: corners)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let dump = DisplayList([.fill(Path(rect), paint(mesh, rect), FillStyle())]).dump
        #expect(dump.contains("mesh(2x2 points=[0 0, 10 0, 0 10, 10 10] colors=[#FF0000FF #00FF00FF #0000FFFF #FFFFFFFF]"), "\(dump)")
    }
}
