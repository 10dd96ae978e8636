import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Image files: sizes, resizing, tinting, cap insets, interpolation, lookup and failures.
@Suite(.designEra(.iOS17)) struct ImageFileTests {
    @Test func pngIsFixedAtItsPixelSize() throws {
        let dir = try ScratchDirectory("fixed")
        defer { dir.cleanUp() }
        let url = dir.file("bar.png")
        try solidPNG(width: 30, height: 20, rgba: [255, 0, 0, 255]).write(to: url)
        // SwiftUI: a non-resizable image reports its own size whatever it is offered.
        for proposal in [CGSize(width: 10, height: 10), CGSize(width: 500, height: 400)] {
            let layout = ViewLayout(of: Image(contentsOf: url).id("i"), in: proposal)
            #expect(close(layout.frame(of: "i"), CGRect(x: (proposal.width - 30) / 2, y: (proposal.height - 20) / 2, width: 30, height: 20), 0.01))
            #expect(layout.diagnostics.isEmpty)
        }
    }

    @Test func at2xFileHasTwoPixelsPerPoint() throws {
        let dir = try ScratchDirectory("at2x")
        defer { dir.cleanUp() }
        let url = dir.file("bar@2x.png")
        try solidPNG(width: 30, height: 20, rgba: [255, 0, 0, 255]).write(to: url)
        let layout = ViewLayout(of: Image(contentsOf: url), in: CGSize(width: 100, height: 100))
        #expect(layout.size == CGSize(width: 15, height: 10))
    }

    @Test func namedLookupPrefersTheDisplayScalesFile() throws {
        let dir = try ScratchDirectory("named")
        defer { dir.cleanUp() }
        try solidPNG(width: 30, height: 20, rgba: [255, 0, 0, 255]).write(to: dir.file("logo.png"))
        try solidPNG(width: 60, height: 40, rgba: [0, 0, 255, 255]).write(to: dir.file("logo@2x.png"))
        let name = dir.file("logo").path
        // Scale 1 takes logo.png; scale 2 takes logo@2x.png: the same 30 × 20 points.
        let one = ViewLayout(of: Image(name), in: CGSize(width: 100, height: 100))
        #expect(one.size == CGSize(width: 30, height: 20))
        let renderer = ImageRenderer(content: Image(name))
        renderer.scale = 2
        let items = imageItems(renderer.displayList)
        #expect(items.count == 1)
        #expect(items.first?.source.scale == 2)
        #expect(items.first?.rect == CGRect(x: 0, y: 0, width: 30, height: 20))
        // A bundle is searched by name alone.
        let bundle = try #require(Bundle(path: dir.url.path))
        #expect(ViewLayout(of: Image("logo", bundle: bundle), in: CGSize(width: 100, height: 100)).size == CGSize(width: 30, height: 20))
    }

    @Test func resizableTakesTheProposal() throws {
        let dir = try ScratchDirectory("resizable")
        defer { dir.cleanUp() }
        let url = dir.file("bar.png")
        try solidPNG(width: 30, height: 20, rgba: [255, 0, 0, 255]).write(to: url)
        let canvas = CGSize(width: 200, height: 200)
        // Proposed 100 × 50 by a frame: exactly that.
        let framed = ViewLayout(of: Image(contentsOf: url).resizable().id("i").frame(width: 100, height: 50), in: canvas)
        #expect(close(framed.frame(of: "i"), CGRect(x: 50, y: 75, width: 100, height: 50), 0.01))
        // Proposed nothing (fixedSize): its own size.
        let ideal = ViewLayout(of: Image(contentsOf: url).resizable().fixedSize().id("i"), in: canvas)
        #expect(close(ideal.frame(of: "i"), CGRect(x: 85, y: 90, width: 30, height: 20), 0.01))
        // Only the width fixed: the height is its own (20).
        let half = ViewLayout(of: Image(contentsOf: url).resizable().fixedSize(horizontal: false, vertical: true).id("i"), in: canvas)
        #expect(close(half.frame(of: "i"), CGRect(x: 0, y: 90, width: 200, height: 20), 0.01))
    }

    @Test func scaledToFitAndFillKeepTheImagesAspectRatio() throws {
        let dir = try ScratchDirectory("aspect")
        defer { dir.cleanUp() }
        let url = dir.file("bar.png")
        try solidPNG(width: 30, height: 20, rgba: [255, 0, 0, 255]).write(to: url)
        let canvas = CGSize(width: 200, height: 200)
        // 3:2 in 60 × 60: fit is 60 × 40, centred (10 points above and below).
        let fit = ViewLayout(of: Image(contentsOf: url).resizable().scaledToFit().id("i").frame(width: 60, height: 60).id("f"), in: canvas)
        #expect(close(fit.frame(of: "f"), CGRect(x: 70, y: 70, width: 60, height: 60), 0.01))
        #expect(close(fit.frame(of: "i"), CGRect(x: 70, y: 80, width: 60, height: 40), 0.01))
        // Fill is 90 × 60, overflowing the frame by 15 on each side.
        let fill = ViewLayout(of: Image(contentsOf: url).resizable().scaledToFill().id("i").frame(width: 60, height: 60), in: canvas)
        #expect(close(fill.frame(of: "i"), CGRect(x: 55, y: 70, width: 90, height: 60), 0.01))
        // aspectRatio(1) in 60 × 30: 30 × 30.
        let square = ViewLayout(of: Image(contentsOf: url).resizable().aspectRatio(1, contentMode: .fit).id("i").frame(width: 60, height: 30), in: canvas)
        #expect(close(square.frame(of: "i"), CGRect(x: 85, y: 85, width: 30, height: 30), 0.01))
    }

    @Test func templateImagesPaintTheirAlphaWithTheForegroundStyle() throws {
        let dir = try ScratchDirectory("template")
        defer { dir.cleanUp() }
        let url = dir.file("half.png")
        try halfRedPNG().write(to: url)
        let original = try ImageRenderer(content: Image(contentsOf: url).foregroundColor(.blue)).bitmap()
        #expect(rgba(original, 5, 5) == Expected.red)
        #expect(rgba(original, 15, 5) == Expected.transparent)
        let template = try ImageRenderer(content: Image(contentsOf: url).renderingMode(.template).foregroundColor(.blue)).bitmap()
        #expect(rgba(template, 5, 5) == Expected.blue)
        #expect(rgba(template, 15, 5) == Expected.transparent)
        // No foreground set: primary (black).
        let plain = try ImageRenderer(content: Image(contentsOf: url).renderingMode(.template)).bitmap()
        #expect(rgba(plain, 5, 5) == [0, 0, 0, 255])
    }

    @Test func stretchedPixels() throws {
        let dir = try ScratchDirectory("stretch")
        defer { dir.cleanUp() }
        let url = dir.file("rb.png")
        try redBluePNG().write(to: url)
        // 20 × 10 stretched to 60 × 30 with nearest-neighbour: red up to x = 30, blue after.
        let view = Image(contentsOf: url).resizable().interpolation(.none).frame(width: 60, height: 30)
        let bitmap = try ImageRenderer(content: view).bitmap()
        #expect(rgba(bitmap, 29, 15) == Expected.red)
        #expect(rgba(bitmap, 30, 15) == Expected.blue)
        #expect(rgba(bitmap, 0, 0) == Expected.red)
        #expect(rgba(bitmap, 59, 29) == Expected.blue)
    }

    @Test func tilingRepeatsAtTheImagesOwnSize() throws {
        let dir = try ScratchDirectory("tile")
        defer { dir.cleanUp() }
        let url = dir.file("rb.png")
        try redBluePNG().write(to: url)
        // Tiled in 60 × 10: red, blue, red, blue, red, blue, 10 points each. Stretched, x = 45
        // would be blue (source x 15); tiled it is red (45 mod 20 = 5).
        let tiled = try ImageRenderer(content: Image(contentsOf: url).resizable(resizingMode: .tile).frame(width: 60, height: 10)).bitmap()
        #expect(rgba(tiled, 45, 5) == Expected.red)
        #expect(rgba(tiled, 55, 5) == Expected.blue)
        let stretched = try ImageRenderer(content: Image(contentsOf: url).resizable().frame(width: 60, height: 10)).bitmap()
        #expect(rgba(stretched, 45, 5) == Expected.blue)
    }

    @Test func capInsetsKeepTheCornersAtTheirSize() throws {
        let dir = try ScratchDirectory("caps")
        defer { dir.cleanUp() }
        let url = dir.file("frame.png")
        // 30 × 30: a 10-point red frame around a blue 10 × 10 centre.
        try png(ZStack { Color.red; Color.blue.frame(width: 10, height: 10) }.frame(width: 30, height: 30)).write(to: url)
        let capped = Image(contentsOf: url).resizable(capInsets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
            .interpolation(.none).frame(width: 90, height: 60)
        let bitmap = try ImageRenderer(content: capped).bitmap()
        // The frame stays 10 points wide; the centre stretches over (10, 10)-(80, 50).
        #expect(rgba(bitmap, 5, 5) == Expected.red)
        #expect(rgba(bitmap, 45, 5) == Expected.red)
        #expect(rgba(bitmap, 85, 30) == Expected.red)
        #expect(rgba(bitmap, 12, 30) == Expected.blue)
        #expect(rgba(bitmap, 78, 48) == Expected.blue)
        // Without insets the frame stretches 3× horizontally: x = 12 is still red.
        let plain = try ImageRenderer(content: Image(contentsOf: url).resizable().interpolation(.none).frame(width: 90, height: 60)).bitmap()
        #expect(rgba(plain, 12, 30) == Expected.red)
    }

    @Test func svgImagesUseTheirIntrinsicSize() throws {
        let dir = try ScratchDirectory("svg")
        defer { dir.cleanUp() }
        let url = dir.file("flag.svg")
        try Data("""
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">\
            <rect width="20" height="20" fill="#ff0000"/><rect x="20" width="20" height="20" fill="#0000ff"/></svg>
            """.utf8).write(to: url)
        #expect(ViewLayout(of: Image(contentsOf: url), in: CGSize(width: 10, height: 10)).size == CGSize(width: 40, height: 20))
        let bitmap = try ImageRenderer(content: Image(contentsOf: url)).bitmap()
        #expect(rgba(bitmap, 5, 10) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 35, 10) == [0, 0, 255, 255])
        // Stretched to 80 × 20: the split moves to x = 40.
        let wide = try ImageRenderer(content: Image(contentsOf: url).resizable().frame(width: 80, height: 20)).bitmap()
        #expect(rgba(wide, 38, 10) == [255, 0, 0, 255])
        #expect(rgba(wide, 42, 10) == [0, 0, 255, 255])
        // As a template: one colour.
        let tinted = try ImageRenderer(content: Image(contentsOf: url).renderingMode(.template).foregroundColor(.green)).bitmap()
        #expect(rgba(tinted, 5, 10) == Expected.green)
        #expect(rgba(tinted, 35, 10) == Expected.green)
        // Only a viewBox: its size.
        let boxed = dir.file("box.svg")
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"><circle cx="6" cy="6" r="6"/></svg>"#.utf8).write(to: boxed)
        #expect(ViewLayout(of: Image(contentsOf: boxed), in: CGSize(width: 10, height: 10)).size == CGSize(width: 24, height: 12))
    }

    @Test func displayListDumpOfAnImage() throws {
        let dir = try ScratchDirectory("dump")
        defer { dir.cleanUp() }
        let url = dir.file("half.png")
        try halfRedPNG().write(to: url)
        let view = Image(contentsOf: url).renderingMode(.template).interpolation(.none).foregroundColor(.red)
        let dump = ImageRenderer(content: view).displayList.dump
        #expect(dump.hasPrefix("image rect=0 0 20 10 \"half.png\" bitmap 20x10@1 fnv="))
        #expect(dump.hasSuffix(" interpolation=none aa=on tint=#FF3B30FF"))
        #expect(dump == ImageRenderer(content: view).displayList.dump)
    }

    @Test func missingFilesShowNothingWithADiagnostic() {
        let layout = ViewLayout(of: HStack { Image("no-such-image").id("i"); Color.red.frame(width: 10, height: 10) }, in: CGSize(width: 100, height: 100))
        #expect(layout.frame(of: "i")?.size == .zero)
        #expect(layout.diagnostics.count == 1)
        #expect(layout.diagnostics.first?.hasPrefix("No image named 'no-such-image' (looked for 'no-such-image.png'") == true)
        let byPath = ViewLayout(of: Image(fileAtPath: "/nonexistent/dir/x.png").resizable().frame(width: 20, height: 20), in: CGSize(width: 50, height: 50))
        #expect(byPath.diagnostics == ["Cannot load image file '/nonexistent/dir/x.png': the file does not exist; showing nothing."])
        #expect(byPath.displayList.isEmpty)
    }

    @Test func corruptFilesShowNothingWithADiagnostic() throws {
        let dir = try ScratchDirectory("corrupt")
        defer { dir.cleanUp() }
        let good = try solidPNG(width: 30, height: 20, rgba: [255, 0, 0, 255])
        let cases: [(String, Data, String)] = [
            ("truncated.png", good.prefix(good.count / 2), "corrupt PNG"),
            ("garbage.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 100)), "corrupt PNG"),
            ("text.png", Data("hello".utf8), "not a PNG, JPEG or SVG file"),
            ("truncated.jpg", Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8)), "corrupt JPEG"),
            ("huge.jpg", Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0xFF, 0xDC, 0xFF, 0xDC, 0x03]), "JPEG of 65500x65500 pixels is over the limit"),
            ("empty.png", Data(), "the file is empty"),
            ("broken.svg", Data("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\"<<<".utf8), "invalid SVG"),
            ("nosize.svg", Data("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>".utf8), "the SVG states no size"),
        ]
        for (name, bytes, reason) in cases {
            let url = dir.file(name)
            try bytes.write(to: url)
            let layout = ViewLayout(of: Image(contentsOf: url).id("i"), in: CGSize(width: 40, height: 40))
            #expect(layout.frame(of: "i")?.size == .zero, "\(name)")
            #expect(layout.diagnostics.count == 1, "\(name)")
            let message = layout.diagnostics.first ?? ""
            #expect(message.hasPrefix("Cannot decode image file '\(url.path)': \(reason)"), "\(name): \(message)")
            // Drawing it never fails.
            #expect(try ImageRenderer(content: Image(contentsOf: url).resizable().frame(width: 10, height: 10)).pngData().count > 0)
        }
    }

    @Test func withoutADecoderFilesShowNothing() throws {
        let dir = try ScratchDirectory("nodecoder")
        defer { dir.cleanUp() }
        let url = dir.file("bar.png")
        try solidPNG(width: 30, height: 20, rgba: [255, 0, 0, 255]).write(to: url)
        let layout = ViewLayout(of: Image(contentsOf: url), in: CGSize(width: 40, height: 40), textMeasurer: FixedMetricTextMeasurer())
        #expect(layout.size == .zero)
        #expect(layout.diagnostics.first?.contains("no image decoder is installed") == true)
        let decoded = ViewLayout(of: Image(contentsOf: url), in: CGSize(width: 40, height: 40),
                                 textMeasurer: FixedMetricTextMeasurer(), imageDecoder: CairoImageDecoder())
        #expect(decoded.size == CGSize(width: 30, height: 20))
    }
}
