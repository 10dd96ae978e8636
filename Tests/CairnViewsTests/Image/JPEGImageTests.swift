import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// JPEG files and image data: decoded by libjpeg-turbo (through gdk-pixbuf), turned upright
/// by their EXIF orientation, refused over the size limit before anything is allocated.
@Suite(.designEra(.iOS17)) struct JPEGImageTests {
    /// A 16 × 8 JPEG written by ffmpeg's encoder (4:4:4, quality 1): red left half, blue right.
    static let redBlue = Data(base64Encoded: "/9j//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/xABOAAEBAAAAAAAAAAAAAAAAAAAABgEBAQEBAAAAAAAAAAAAAAAAAAgHBhABAAAAAAAAAAAAAAAAAAAAABEBAAAAAAAAAAAAAAAAAAAAAP/AABEIAAgAEAMBEgACEgADEgD/2gAMAwEAAhEDEQA/AIscoN/EgKqE1j//2Q==")!

    /// The same JPEG with an EXIF segment (APP1) saying orientation 6: shown turned 90° clockwise.
    static var rotated: Data {
        // "Exif\0\0", a little-endian TIFF header, one IFD entry: tag 0x0112, SHORT, count 1, value 6.
        let tiff: [UInt8] = [0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00, 0x01, 0x00,
                             0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        let app1: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        var bytes = [UInt8](redBlue)
        bytes.insert(contentsOf: app1, at: 2)
        return Data(bytes)
    }

    private func near(_ pixel: [Int], _ expected: [Int], _ tolerance: Int = 8) -> Bool {
        zip(pixel, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func jpegFileDrawsItsPixels() throws {
        let dir = try ScratchDirectory("jpeg")
        defer { dir.cleanUp() }
        try Self.redBlue.write(to: dir.file("flag.jpg"))
        // Found by name without an extension, after the PNG candidates.
        let layout = ViewLayout(of: Image(dir.file("flag").path).id("i"), in: CGSize(width: 40, height: 40))
        #expect(layout.frame(of: "i")?.size == CGSize(width: 16, height: 8))
        #expect(layout.diagnostics.isEmpty)
        let b = try ImageRenderer(content: Image(contentsOf: dir.file("flag.jpg"))).bitmap()
        #expect(b.width == 16 && b.height == 8)
        #expect(near(rgba(b, 2, 4), [255, 0, 0, 255]), "\(rgba(b, 2, 4))")
        #expect(near(rgba(b, 13, 4), [0, 0, 255, 255]), "\(rgba(b, 13, 4))")
    }

    @Test func exifOrientationTurnsTheImageUpright() throws {
        let image = try #require(UIImage(data: Self.rotated))
        let b = try ImageRenderer(content: Image(uiImage: image)).bitmap()
        // Stored 16 wide, 8 high; orientation 6 shows it 8 wide, 16 high, the left (red) half on top.
        #expect(b.width == 8 && b.height == 16)
        #expect(near(rgba(b, 4, 2), [255, 0, 0, 255]), "\(rgba(b, 4, 2))")
        #expect(near(rgba(b, 4, 13), [0, 0, 255, 255]), "\(rgba(b, 4, 13))")
    }

    @Test func uiImageFromDataDecodesPNGJPEGAndSVGAndRefusesTheRest() throws {
        let png = try solidPNG(width: 6, height: 4, rgba: [0, 255, 0, 255])
        let fromPNG = try ImageRenderer(content: Image(uiImage: try #require(UIImage(data: png)))).bitmap()
        #expect(fromPNG.width == 6 && fromPNG.height == 4 && rgba(fromPNG, 3, 2) == [0, 255, 0, 255])
        #expect(try ImageRenderer(content: Image(uiImage: try #require(UIImage(data: Self.redBlue)))).bitmap().width == 16)
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"><rect width="10" height="5" fill="blue"/></svg>"#.utf8)
        #expect(ViewLayout(of: Image(uiImage: try #require(UIImage(data: svg))), in: CGSize(width: 50, height: 50)).size == CGSize(width: 10, height: 5))
        #expect(UIImage(data: Data("hello".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        // A corrupt JPEG passes the signature check and draws nothing, with a diagnostic.
        let corrupt = try #require(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xDB, 0x00, 0x02])))
        let layout = ViewLayout(of: Image(uiImage: corrupt), in: CGSize(width: 20, height: 20))
        #expect(layout.size == .zero)
        #expect(layout.diagnostics.first?.contains("corrupt JPEG") == true)
    }

    /// The frame header is read before decoding: 65,500 × 65,500 is refused at once.
    @Test func hugeJPEGIsRefusedFromItsHeader() throws {
        #expect(CairoImageDecoder.jpegSize(Self.redBlue)?.width == 16)
        #expect(CairoImageDecoder.jpegSize(Self.redBlue)?.height == 8)
        let huge = Data([0xFF, 0xD8, 0xFF, 0xC2, 0x00, 0x11, 0x08, 0xFF, 0xDC, 0xFF, 0xDC, 0x03])
        guard case .failure(let error) = CairoImageDecoder().decodeImage(huge, name: "huge.jpg", scale: 1) else {
            Issue.record("a 65,500-pixel-square JPEG was decoded")
            return
        }
        #expect(error.reason.contains("65500x65500 pixels is over the limit"))
        // Within the limit, but 214 bytes cannot hold 4,000 × 4,000 pixels: refused, not filled with grey.
        var lying = [UInt8](Self.redBlue)
        let sof = try #require((2..<lying.count - 9).first { lying[$0] == 0xFF && lying[$0 + 1] == 0xC0 })
        lying[sof + 5] = 0x0F; lying[sof + 6] = 0xA0; lying[sof + 7] = 0x0F; lying[sof + 8] = 0xA0
        guard case .failure(let short) = CairoImageDecoder().decodeImage(Data(lying), name: "short.jpg", scale: 1) else {
            Issue.record("a 214-byte JPEG claiming 4,000 × 4,000 pixels was decoded")
            return
        }
        #expect(short.reason.contains("214 bytes cannot hold 4000x4000 pixels"))
    }
}

/// Magnified images: `.high` and `.medium` blend between source pixels as Core Graphics does
/// (Cairo's best filter turned them into blocks above 2×); `.none` keeps hard pixel edges.
@Suite(.designEra(.iOS17)) struct ImageMagnificationTests {
    @Test func highInterpolationMagnifiesSmoothly() throws {
        let dir = try ScratchDirectory("magnify")
        defer { dir.cleanUp() }
        // Two pixels, black then white, stretched to 80 × 10 points: 40× magnification.
        let url = dir.file("two.png")
        try twoPixelPNG().write(to: url)
        func gray(_ interpolation: Image.Interpolation, _ x: Int) throws -> Int {
            let view = Image(contentsOf: url).resizable().interpolation(interpolation).frame(width: 80, height: 10)
            return rgba(try ImageRenderer(content: view).bitmap(), x, 5)[0]
        }
        // Bilinear between the pixel centres at x 20 and 60: a quarter of the way at x 30.
        let high30 = try gray(.high, 30), medium40 = try gray(.medium, 40)
        #expect(abs(high30 - 64) <= 6, "\(high30)")
        #expect(abs(medium40 - 128) <= 6, "\(medium40)")
        #expect(try gray(.none, 30) == 0)
        #expect(try gray(.none, 50) == 255)
        // At the pixel centres the source colours themselves.
        #expect(try gray(.high, 10) <= 2)
        #expect(try gray(.high, 70) >= 253)
    }

    /// A 2 × 1 RGBA PNG, black then white, made by Cairn's own encoder from a view.
    private func twoPixelPNG() throws -> Data {
        try ImageRenderer(content: HStack(spacing: 0) { Color.black; Color.white }.frame(width: 2, height: 1)).pngData()
    }
}
