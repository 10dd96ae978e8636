import Cairn
import Foundation
import Testing

/// The preview registry finds every preview compiled into the program, and `PreviewSheet`
/// (what `cairn previews` runs) draws each into a PNG of the size its traits ask for.
@Suite struct PreviewSheetTests {
    /// The width and height in the IHDR chunk of a PNG file.
    static func pngSize(_ url: URL) throws -> (Int, Int) {
        let data = try Data(contentsOf: url)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let bytes = [UInt8](data[16..<24])
        let width = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-previews-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// (name, line of its #Preview in PreviewFixtures.swift, pixel width, pixel height) at
    /// scale 2 on a 390×300 device: default layout = the device; fixed = 200×120; fits =
    /// the 50×30 frame; landscape = the wide device, unturned; the builder's HStack centred on
    /// the device; "Modified" (PreviewModifierFixtures.swift) its 30×20 fixed layout.
    static let expected: [(String?, Int, Int, Int)] = [
        (nil, 7, 780, 600), ("Card", 11, 400, 240), ("Fits", 15, 100, 60), ("Landscape", 19, 780, 600),
        ("Builder", 23, 780, 600), ("Modified", 5, 60, 40), ("Scanned", 900, 14, 10),
    ]

    @Test @MainActor func registryFindsEveryPreviewInSourceOrder() throws {
        let registries = PreviewRegistrations.all.filter { $0.fileID.hasPrefix("CairnPreviewsTests/") }
        var lines: [Int] = []
        var names: [String?] = []
        for registry in registries {
            lines.append(registry.line)
            let preview = try registry.makePreview()
            names.append(preview.name)
        }
        #expect(lines == Self.expected.map(\.1))
        #expect(names == Self.expected.map(\.0))
        #expect(registries.first?.fileID == "CairnPreviewsTests/PreviewFixtures.swift")
        #expect(registries.first?.column == 1)
    }

    @Test @MainActor func everyPreviewRendersAtTheSizeItsTraitsAskFor() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let registries = PreviewRegistrations.all.filter { $0.fileID.hasPrefix("CairnPreviewsTests/") }
        let entries = try await PreviewSheet.render(registries, device: CGSize(width: 390, height: 300), scale: 2, to: folder, title: "Fixture")
        #expect(entries.count == Self.expected.count)
        for (entry, (name, line, width, height)) in zip(entries, Self.expected) {
            #expect(entry.name == name && entry.line == line)
            let size = try Self.pngSize(folder.appendingPathComponent(entry.fileName))
            #expect(size == (width, height), "\(entry.fileName) (\(name ?? "unnamed"))")
            #expect(entry.size == CGSize(width: width / 2, height: height / 2))
        }
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<figure>").count - 1 == Self.expected.count)
        #expect(html.contains("<b>Scanned</b> — Scanned.swift:900"))
    }

    /// A preview ending in `.preferredColorScheme(.dark)`, as Xcode shows it: the whole canvas
    /// is dark — the system background black around the view, not white.
    enum DarkPreview: PreviewRegistry {
        static let fileID = "Dark/Dark.swift"
        static let line = 1
        static let column = 1
        static func makePreview() throws -> Preview {
            Preview("Dark", traits: .fixedLayout(width: 40, height: 30)) { Text("3").preferredColorScheme(.dark) }
        }
    }

    @Test @MainActor func aDarkPreviewIsDarkOnItsWholeCanvas() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries = try await PreviewSheet.render([DarkPreview.self], scale: 1, to: folder)
        // Exactly the view drawn on black in dark mode (on white, or with a black "3", it differs).
        let direct = ImageRenderer(content: Text("3").frame(width: 40, height: 30).background(Color.black).environment(\.colorScheme, .dark))
        #expect(try Data(contentsOf: folder.appendingPathComponent(entries[0].fileName)) == direct.pngData())
        let light = ImageRenderer(content: Text("3").frame(width: 40, height: 30).background(Color.white))
        #expect(try direct.pngData() != light.pngData())
    }

    /// A screen-sized preview on the default iPhone (402 × 874), as Xcode's canvas shows it:
    /// laid out in the safe area under the status bar, turned without a status bar.
    enum ScreenPreview: PreviewRegistry {
        static let fileID = "Screen/Screen.swift"
        static let line = 1
        static let column = 1
        static func makePreview() throws -> Preview { Preview("Screen") { Color.orange } }
    }
    enum TurnedPreview: PreviewRegistry {
        static let fileID = "Screen/Screen.swift"
        static let line = 2
        static let column = 1
        static func makePreview() throws -> Preview { Preview("Turned", traits: .landscapeLeft) { Color.orange } }
    }

    @Test @MainActor func aScreenSizedPreviewIsLaidOutInTheDevicesSafeArea() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries = try await PreviewSheet.render([ScreenPreview.self, TurnedPreview.self], scale: 1, to: folder)
        let portrait = EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0)
        let direct = ImageRenderer(content: ScreenSafeAreaView(insets: portrait) { Color.orange }
            .overlay(alignment: .top) { ScreenStatusBar(height: 62) }
            .frame(width: 402, height: 874).background(Color.white))
        #expect(try Data(contentsOf: folder.appendingPathComponent(entries[0].fileName)) == direct.pngData())
        // The orange stops 62 points down and 34 up: white bands, the time drawn in the top one.
        let colour = ImageRenderer(content: Color.orange.padding(EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
            .frame(width: 402, height: 874).background(Color.white))
        #expect(try direct.pngData() != colour.pngData())
        #expect("\(ViewLayout(of: ScreenStatusBar(height: 62), in: CGSize(width: 402, height: 62)).displayList)".contains("9:41"))
        let turned = ImageRenderer(content: ScreenSafeAreaView(insets: EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62)) { Color.orange }
            .frame(width: 874, height: 402).background(Color.white))
        #expect(try Data(contentsOf: folder.appendingPathComponent(entries[1].fileName)) == turned.pngData())
    }

    @Test @MainActor func aFixedLayoutPreviewDrawsItsViewCentredOnWhite() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = PreviewRegistrations.all.filter { $0.fileID.hasPrefix("CairnPreviewsTests/") && $0.line == 11 }
        let entries = try await PreviewSheet.render(card, scale: 1, to: folder)
        // The same view drawn directly: the preview must be exactly this image.
        let direct = ImageRenderer(content: Color.blue.frame(width: 200, height: 120).background(Color.white))
        let expected = try direct.pngData()
        #expect(try Data(contentsOf: folder.appendingPathComponent(entries[0].fileName)) == expected)
    }

    /// A preview naming a symbol Cairn lacks and a shader with no Swift version.
    enum FlawedPreview: PreviewRegistry {
        static let fileID = "Flawed/Flawed.swift"
        static let line = 1
        static let column = 1
        static func makePreview() throws -> Preview {
            Preview("Flawed", traits: .fixedLayout(width: 40, height: 30)) {
                Image(systemName: "no.such.symbol.anywhere").colorEffect(ShaderLibrary.missingInPreview())
            }
        }
    }

    /// Each entry carries what its drawing corrected or left out (`cairn previews` prints them
    /// as warnings); a clean preview carries none.
    @Test @MainActor func entriesCarryTheirDiagnostics() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries = try await PreviewSheet.render([FlawedPreview.self, DarkPreview.self], scale: 1, to: folder)
        #expect(entries[0].diagnostics.contains { $0.contains("no.such.symbol.anywhere") }, "\(entries[0].diagnostics)")
        #expect(entries[0].diagnostics.contains { $0.contains("missingInPreview") }, "\(entries[0].diagnostics)")
        #expect(entries[1].diagnostics.isEmpty, "\(entries[1].diagnostics)")
    }

    @Test func traitsChooseTheCanvas() {
        let device = CGSize(width: 390, height: 300)
        func canvas(_ preview: Preview) -> CGSize? { preview.canvasSize(device: device) }
        #expect(canvas(Preview { Color.red }) == device)
        #expect(canvas(Preview(traits: .defaultLayout) { Color.red }) == device)
        #expect(canvas(Preview(traits: .sizeThatFitsLayout) { Color.red }) == nil)
        #expect(canvas(Preview(traits: .fixedLayout(width: 10, height: 20)) { Color.red }) == CGSize(width: 10, height: 20))
        // Landscape is wider than tall: the wide default canvas stays, a portrait phone turns.
        #expect(canvas(Preview(traits: .landscapeLeft) { Color.red }) == device)
        #expect(canvas(Preview(traits: .landscapeRight) { Color.red }) == device)
        #expect(Preview(traits: .landscapeLeft) { Color.red }.canvasSize(device: CGSize(width: 390, height: 844)) == CGSize(width: 844, height: 390))
        #expect(Preview { Color.red }.canvasSize(device: CGSize(width: 390, height: 844)) == CGSize(width: 390, height: 844))
        #expect(canvas(Preview(traits: .portraitUpsideDown) { Color.red }) == device)
        // A later layout trait wins; the orientation does not turn a fixed layout.
        let later = Preview("p", traits: .sizeThatFitsLayout, .fixedLayout(width: 5, height: 6), .landscapeLeft) { Color.red }
        #expect(canvas(later) == CGSize(width: 5, height: 6))
        #expect(later.orientation == .landscapeLeft && later.traits.count == 3)
    }
}
