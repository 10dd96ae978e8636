@testable import CairnCLI
import Foundation
import Testing

#if Previews
/// `cairn previews` on a small package, end to end: the built binary compiles the package's
/// files with Cairn's `#Preview` macro (the first run builds Cairn with the `Previews` trait and
/// swift-syntax into ~/.cache/cairn: minutes) and renders each preview at the size its traits
/// ask for.
@Suite struct PreviewsEndToEndTests {
    static let cards = """
        import SwiftUI
        import Charts

        struct Badge: View {
            var body: some View { Text("New").padding(4).background(Color.orange) }
        }

        #Preview {
            Badge()
        }

        #Preview("Square", traits: .fixedLayout(width: 64, height: 64)) {
            Color.blue
        }

        #Preview("Fits", traits: .sizeThatFitsLayout) {
            Color.red.frame(width: 30, height: 20)
        }

        #Preview("Turned", traits: .landscapeLeft) {
            Badge()
        }

        #Preview("Bars", traits: .fixedLayout(width: 80, height: 40)) {
            Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)) }
        }
        """

    /// The width and height in a PNG's IHDR chunk.
    static func pngSize(_ path: String) -> (Int, Int)? {
        guard let data = FileManager.default.contents(atPath: path), data.count > 24,
              data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let bytes = [UInt8](data[16..<24])
        return (bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }, bytes[4..<8].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test(.timeLimit(.minutes(60))) func previewsOfAPackageBecomePNGsOfTheirTraitSizes() throws {
        let fm = FileManager.default
        let exe = (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let cairn = URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("cairn")
        try #require(fm.fileExists(atPath: cairn.path), "build the cairn executable first (swift build --build-tests)")
        let package = fm.temporaryDirectory.appendingPathComponent("cairn-previews-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: package) }
        try fm.createDirectory(at: package.appendingPathComponent("Sources/Cards"), withIntermediateDirectories: true)
        try Data(Self.cards.utf8).write(to: package.appendingPathComponent("Sources/Cards/Cards.swift"))

        let process = Process()
        process.executableURL = cairn
        process.arguments = ["previews", package.path, "-o", package.appendingPathComponent("out").path, "--size", "200x100", "--scale", "2"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("(#Preview macro)"))
        #expect(text.contains("5 previews → "))

        // Default layout: the 200×100 canvas; fixed: 64×64; fits: the 30×20 frame; landscape:
        // 100×200; the chart (`import Charts` compiles: Swift Charts' module name) 80×40.
        let expected = [(400, 200), (128, 128), (60, 40), (200, 400), (160, 80)]
        for (index, (width, height)) in expected.enumerated() {
            let size = Self.pngSize(package.appendingPathComponent("out/preview-\(index).png").path)
            #expect(size?.0 == width && size?.1 == height, "preview-\(index).png is \(String(describing: size))")
        }
        let html = try String(contentsOf: package.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(html.contains("<b>Preview</b> — Cards.swift:8"))
        #expect(html.contains("<b>Square</b> — Cards.swift:12"))
        #expect(html.contains("<b>Turned</b> — Cards.swift:20"))
        #expect(html.contains("<b>Bars</b> — Cards.swift:24"))
        #expect(html.contains("width=\"64\" height=\"64\""))
    }
}
#endif
