import Cairn
import Foundation
import Testing
import CairnTestSupport

/// The end-to-end pipeline: view → layout → display list → Cairo, through `ImageRenderer`.
@Suite(.designEra(.iOS17)) struct ImageRendererTests {
    /// Seed 000's TriangleArrow, exactly as written there.
    struct TriangleArrow: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: .zero)
                path.addArc(
                    center: CGPoint(x: -rect.width / 5, y: rect.height / 2),
                    radius: rect.width / 2,
                    startAngle: .degrees(-45),
                    endAngle: .degrees(45),
                    clockwise: false
                )
                path.addLine(to: CGPoint(x: 0, y: rect.height))
                path.addLine(to: CGPoint(x: rect.width, y: rect.height / 2))
                path.closeSubpath()
            }
        }
    }

    var arrow: some View { TriangleArrow().fill(Color.green).frame(width: 80, height: 80) }

    @Test func imageIsTheViewsIdealSizeTimesScale() throws {
        let renderer = ImageRenderer(content: arrow)
        renderer.scale = 2
        let bitmap = try renderer.bitmap()
        // The fixed 80×80 frame is the view's ideal size; scale 2 doubles the pixels.
        #expect(bitmap.width == 160 && bitmap.height == 160)
    }

    @Test func arrowPixels() throws {
        let bitmap = try ImageRenderer(content: arrow).bitmap()
        // (60, 40) lies between the arc's apex (x = 24 at y = 40) and the tip (80, 40): inside.
        #expect(rgba(bitmap, 60, 40) == [52, 199, 89, 255])
        // (10, 40) lies left of the arc apex (x = 24): outside, transparent.
        #expect(rgba(bitmap, 10, 40)[3] == 0)
        // (70, 10) is above the upper edge from (12.3, 11.7) to (80, 40): outside.
        #expect(rgba(bitmap, 70, 10)[3] == 0)
    }

    @Test func proposedSizeIsHonouredAndRootCentredOut() throws {
        // A Color takes the proposal: 30×20 proposed gives a 30×20 image, fully covered.
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: 30, height: 20)
        let bitmap = try renderer.bitmap()
        #expect(bitmap.width == 30 && bitmap.height == 20)
        #expect(rgba(bitmap, 0, 0) == [255, 59, 48, 255])
        #expect(rgba(bitmap, 29, 19) == [255, 59, 48, 255])
    }

    @Test func opaqueImagesHaveNoTransparentPixels() throws {
        let renderer = ImageRenderer(content: Circle().fill(.blue).frame(width: 20, height: 20))
        renderer.isOpaque = true
        let bitmap = try renderer.bitmap()
        #expect(rgba(bitmap, 0, 0) == [0, 0, 0, 255])
        #expect(rgba(bitmap, 10, 10) == [0, 122, 255, 255])
    }

    @Test func svgHasPxUnitsAndAPath() throws {
        let svg = String(decoding: try ImageRenderer(content: arrow).svgData(), as: UTF8.self)
        #expect(svg.contains("width=\"80px\""))
        #expect(svg.contains("<path"))
    }

    @Test func renderingTwiceGivesIdenticalBytes() throws {
        let renderer = ImageRenderer(content: arrow)
        #expect(try renderer.pngData() == renderer.pngData())
        #expect(try renderer.svgData() == renderer.svgData())
        #expect(try renderer.pdfData() == renderer.pdfData())
    }

    @Test func writesByExtensionAndRejectsUnknownOnes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-ir-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let renderer = ImageRenderer(content: arrow)
        try renderer.write(to: dir.appendingPathComponent("a.png"))
        let png = try Data(contentsOf: dir.appendingPathComponent("a.png"))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(throws: ImageRendererError.unknownFormat("gif")) { try renderer.write(to: dir.appendingPathComponent("a.gif")) }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.gif").path))
    }

    @Test func hugeCanvasThrowsAClearError() {
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: 100_000, height: 10)
        #expect(throws: RenderError.self) { try renderer.pngData() }
    }

    @Test func nanProposalFallsBackToTheIdealSize() throws {
        // NaN proposals are treated as unspecified: a Color's ideal size is 10×10.
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: .nan, height: .nan)
        let bitmap = try renderer.bitmap()
        #expect(bitmap.width == 10 && bitmap.height == 10)
    }

    @Test func offsetMovesDrawingButNotLayout() throws {
        let view = Color.red.frame(width: 10, height: 10).offset(x: 10).frame(width: 30, height: 10, alignment: .leading)
        let bitmap = try ImageRenderer(content: view).bitmap()
        #expect(rgba(bitmap, 5, 5)[3] == 0)
        #expect(rgba(bitmap, 15, 5) == [255, 59, 48, 255])
    }

    @Test func opacityAndClipShape() throws {
        let view = Color.red.frame(width: 20, height: 20).opacity(0.5)
        let bitmap = try ImageRenderer(content: view).bitmap()
        // Group opacity 0.5 over opaque red: alpha 128 (±1), straight colour unchanged (±1).
        #expect(close(rgba(bitmap, 10, 10), [255, 59, 48, 128], tolerance: 1))
        let clipped = try ImageRenderer(content: Color.blue.frame(width: 20, height: 20).clipShape(Circle())).bitmap()
        #expect(rgba(clipped, 0, 0)[3] == 0)
        #expect(rgba(clipped, 10, 10) == [0, 122, 255, 255])
    }
}
