import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing
import CairnTestSupport

/// SVG and PDF output: units, structure, reproducibility, and that poppler can read the PDF.
@Suite struct VectorOutputTests {
    let list = DisplayList([
        fill(rectPath(10, 10, 100, 50), Palette.blue),
        .stroke(rectPath(20, 20, 200, 200), .color(Palette.red), StrokeStyle(lineWidth: 2, dash: [6, 3])),
        .group(.init(opacity: 0.5, content: DisplayList([fill(rectPath(50, 50, 100, 100), Palette.green)]))),
        .fill(
            rectPath(200, 200, 100, 100),
            .linearGradient(
                stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                start: CGPoint(x: 200, y: 200), end: CGPoint(x: 300, y: 300)), FillStyle()),
    ])
    let size = CGSize(width: 400, height: 400)

    @Test func svgIsSizedInPixels() throws {
        let svg = String(decoding: try CairoRenderer.svgData(list, size: size), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("width=\"400px\""))
        #expect(svg.contains("height=\"400px\""))
        #expect(svg.contains("viewBox=\"0 0 400 400\""))
        #expect(svg.contains("<path"))
        #expect(svg.contains("stroke-dasharray:6,3;"))
        // Cairo's process-wide surface numbers are renumbered from 1 in order of appearance.
        #expect(svg.contains("<g id=\"surface1\""))
        #expect(svg.contains("<use xlink:href=\"#surface1\""))
    }

    @Test func svgAndPDFAreByteIdenticalAcrossRenderings() throws {
        #expect(try CairoRenderer.svgData(list, size: size) == CairoRenderer.svgData(list, size: size))
        #expect(try CairoRenderer.pdfData(list, size: size) == CairoRenderer.pdfData(list, size: size))
        #expect(try CairoRenderer.pngData(list, size: size) == CairoRenderer.pngData(list, size: size))
    }

    @Test func pdfHasHeaderAndFixedMetadata() throws {
        let pdf = try CairoRenderer.pdfData(list, size: size)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        let text = String(decoding: pdf, as: UTF8.self)
        // Cairo 1.16 writes the converted date without the "D:" prefix.
        #expect(text.contains("/CreationDate (20000101000000Z)"))
        #expect(text.contains("/ModDate (20000101000000Z)"))
        #expect(text.contains("/Title (Cairn drawing)"))
        #expect(text.contains("/Creator (Cairn)"))
        #expect(text.contains("/MediaBox [ 0 0 400 400 ]"))
    }

    @Test func popplerRasterisesThePDF() throws {
        let tool = "/usr/bin/pdftoppm"
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            // Only this check needs poppler-utils; everything else in the suite ran.
            print("Skipping the pdftoppm check: \(tool) is missing (install poppler-utils).")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdfURL = directory.appendingPathComponent("page.pdf")
        try writeAtomically(try CairoRenderer.pdfData(list, size: size), to: pdfURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-png", "-r", "72", "-singlefile", pdfURL.path, directory.appendingPathComponent("page").path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let png = try Data(contentsOf: directory.appendingPathComponent("page.png"))
        let bytes = [UInt8](png)
        // At 72 dpi one point is one pixel: a 400×400 page.
        #expect(bytes[16..<20].reduce(0) { $0 << 8 | Int($1) } == 400)
        #expect(bytes[20..<24].reduce(0) { $0 << 8 | Int($1) } == 400)
    }
}

/// Vector outputs of content Cairo cannot express natively (mesh gradients fall back to
/// embedded images in SVG) stay reproducible too.
@Suite struct VectorFallbackTests {
    let list = DisplayList([
        .fill(
            Path(CGRect(x: 0, y: 0, width: 40, height: 40)),
            .angularGradient(
                stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                center: CGPoint(x: 20, y: 20), startAngle: .zero, endAngle: .degrees(360)), FillStyle()),
        .group(.init(opacity: 0.5, content: DisplayList([fill(rectPath(5, 5, 10, 10), Palette.green)]))),
    ])

    @Test func meshGradientSVGAndPDFAreReproducible() throws {
        let size = CGSize(width: 40, height: 40)
        let svg = try CairoRenderer.svgData(list, size: size)
        _ = try CairoRenderer.bitmap(list, size: size)  // advances Cairo's global surface ids
        #expect(try CairoRenderer.svgData(list, size: size) == svg)
        #expect(try CairoRenderer.pdfData(list, size: size) == CairoRenderer.pdfData(list, size: size))
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("width=\"40px\""))
        #expect(!text.contains("surface0") && text.contains("surface1"))
    }
}

@Suite struct AngularGradientVectorTests {
    /// An angular gradient must not turn an SVG into one embedded picture: Cairo's SVG
    /// surface cannot express mesh patterns and would rasterise the whole page.
    @Test func svgStaysVector() throws {
        let conic = Paint.angularGradient(
            stops: [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)],
            center: CGPoint(x: 20, y: 20), startAngle: .zero, endAngle: .degrees(360))
        let list = DisplayList([
            .fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)), conic, FillStyle()),
            .fill(rectPath(40, 0, 200, 40), .color(Palette.red), FillStyle()),
            .stroke(Path(ellipseIn: CGRect(x: 5, y: 5, width: 30, height: 30)), conic, StrokeStyle(lineWidth: 4)),
        ])
        let svg = String(decoding: try CairoRenderer.svgData(list, size: CGSize(width: 240, height: 40)), as: UTF8.self)
        #expect(!svg.contains("<image"))
        // 2° sectors: one full turn is 180 wedges for the fill and 180 for the stroke.
        #expect(svg.components(separatedBy: "<path").count - 1 >= 361)
    }
}
