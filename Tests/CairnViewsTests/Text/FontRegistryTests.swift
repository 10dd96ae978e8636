import Cairn
import CairnCairo
@testable import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Registering a font file at run time (`FontRegistry.register(url:)`).
@Suite struct FontRegistryTests {
    /// A font whose family no machine has: DejaVu Sans Mono (fonts-dejavu-core) with its
    /// family name "DejaVu Sans Mono" rewritten, in every name record (ASCII and UTF-16BE),
    /// to "Cairn Brand Mono" (same length, so the tables keep their offsets).
    func brandFont() throws -> URL {
        let source = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
        var bytes = [UInt8](try Data(contentsOf: source))
        func replace(_ from: [UInt8], _ to: [UInt8]) {
            var i = 0
            while i + from.count <= bytes.count {
                if Array(bytes[i..<(i + from.count)]) == from {
                    bytes.replaceSubrange(i..<(i + from.count), with: to)
                    i += from.count
                } else {
                    i += 1
                }
            }
        }
        let old = "DejaVu Sans Mono", new = "Cairn Brand Mono"
        replace(Array(old.utf8), Array(new.utf8))
        replace(old.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, new.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("CairnBrandMono.ttf")
        try Data(bytes).write(to: url)
        return url
    }

    @Test func aRegisteredFamilyMeasuresWithItsOwnFont() throws {
        let text = Text("12345").font(.custom("Cairn Brand Mono", size: 17)).id("t")
        let before = pangoLayout(text)
        #expect(!PangoTextMeasurer().hasFamily(named: "Cairn Brand Mono"))
        #expect(before.diagnostics.contains { $0.contains("Cairn Brand Mono") })
        try FontRegistry.register(url: try brandFont())
        #expect(PangoTextMeasurer().hasFamily(named: "Cairn Brand Mono"))
        let after = pangoLayout(text)
        #expect(after.diagnostics.isEmpty)
        // DejaVu Sans Mono's advances (measure.c: "12345" 51.1768 at 17 px), untracked: a
        // named family is not the system font. 52 on the pixel grid (1×); the fallback
        // measured narrower.
        #expect(close(after.frame(of: "t")?.width, pixelCeil(51.1768), 1e-9))
        #expect((before.frame(of: "t")?.width ?? 99) < pixelCeil(51.1768))
    }

    @Test func badFilesAreRefused() throws {
        #expect(throws: FontRegistry.RegistrationError.self) { try FontRegistry.register(url: URL(fileURLWithPath: "/nonexistent/font.ttf")) }
        #expect(throws: FontRegistry.RegistrationError.self) { try FontRegistry.register(url: URL(string: "https://example.org/font.ttf")!) }
        let notAFont = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-not-a-font-\(UUID().uuidString).ttf")
        try Data("hello".utf8).write(to: notAFont)
        #expect(throws: FontRegistry.RegistrationError.self) { try FontRegistry.register(url: notAFont) }
    }
}
