#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
@testable import CairnSnapshotTesting
import Foundation
import Testing
import CairnTestSupport

/// The reference file format: 8-bit RGBA PNG with the versions in `tEXt` chunks.
@Suite(.designEra(.iOS17)) struct PNGReferenceTests {
    @Test func pixelsAndVersionsSurviveARoundTrip() throws {
        // Straight alpha, low alpha values included: decoding must not premultiply.
        let image = SnapshotImage(width: 3, height: 1, pixels: [255, 0, 0, 255, 10, 200, 30, 3, 0, 0, 0, 0])
        let png = try image.pngData()
        let decoded = try SnapshotImage(pngData: png)
        #expect(decoded.width == 3 && decoded.height == 1)
        #expect(decoded.pixels == image.pixels)
        #expect(decoded.versions == RenderingVersions.current)
    }

    @Test func versionsAreReadableTextChunks() throws {
        let png = try solidImage(width: 1, height: 1, [0, 0, 0, 255]).pngData()
        let text = String(decoding: png, as: UTF8.self)
        // tEXt chunks are keyword NUL value, right after IHDR.
        #expect(text.contains("tEXtcairo\u{0}\(RenderingVersions.current.cairo)"))
        #expect(text.contains("tEXtpango\u{0}"))
        #expect(text.contains("tEXtharfbuzz\u{0}"))
        #expect(text.contains("tEXtfontconfig\u{0}"))
        #expect(text.contains("tEXtfont\u{0}"))
    }

    @Test func currentVersionsAreReal() {
        let v = RenderingVersions.current
        // Debian 12: cairo 1.16, pango 1.50, harfbuzz 6, fontconfig 2.14 (reference/rendering.md).
        for version in [v.cairo, v.pango, v.harfbuzz, v.fontconfig] {
            #expect(version.split(separator: ".").count == 3, "\(version)")
        }
        #expect(v.font != "none", "fontconfig found no sans-serif font")
    }

    @Test func aPNGWithoutVersionsDecodesWithNone() throws {
        // Cairn's own renderer writes no text chunks.
        let png = try ImageRenderer(content: Color.red.frame(width: 2, height: 2)).pngData()
        let image = try SnapshotImage(pngData: png)
        #expect(image.versions == nil)
        #expect(Array(image.pixels[0..<4]) == [255, 59, 48, 255])
        #expect(RenderingVersions.note(reference: nil)?.contains("records no library versions") == true)
    }

    @Test func truncatedPNGFailsWithoutCrashing() throws {
        let png = try solidImage(width: 8, height: 8, [1, 2, 3, 4]).pngData()
        #expect(throws: SnapshotImageError.self) { try SnapshotImage(pngData: png.prefix(40)) }
        #expect(throws: SnapshotImageError.self) { try SnapshotImage(pngData: Data()) }
    }
}
#endif
