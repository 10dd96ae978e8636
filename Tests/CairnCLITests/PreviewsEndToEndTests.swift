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
        // the wide canvas, unturned; the chart (`import Charts` compiles: Swift Charts' module name) 80×40.
        let expected = [(400, 200), (128, 128), (60, 40), (400, 200), (160, 80)]
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

        // One file (what an editor or agent holds), on a tall 100×200 canvas: the same five
        // previews; the landscape one turns the canvas to 200×100 (400×200 pixels).
        let single = Process()
        single.executableURL = cairn
        single.arguments = ["previews", package.appendingPathComponent("Sources/Cards/Cards.swift").path,
                            "-o", package.appendingPathComponent("one").path, "--size", "100x200", "--scale", "2"]
        single.standardOutput = FileHandle.nullDevice
        single.standardError = FileHandle.nullDevice
        try single.run()
        single.waitUntilExit()
        #expect(single.terminationStatus == 0)
        let turned = [(200, 400), (128, 128), (60, 40), (400, 200), (160, 80)]
        for (index, (width, height)) in turned.enumerated() {
            let size = Self.pngSize(package.appendingPathComponent("one/preview-\(index).png").path)
            #expect(size?.0 == width && size?.1 == height, "one/preview-\(index).png is \(String(describing: size))")
        }
    }

    /// A path that is neither a Swift file nor a folder of them is refused with what to name.
    @Test func previewsRefuseWhatIsNotSwift() throws {
        func message(_ path: String) -> String? {
            do { _ = try PreviewsJob(package: path, output: "o", width: 10, height: 10, scale: 1, scan: true).sourceFiles(); return nil } catch {
                return (error as? CLIError)?.message
            }
        }
        #expect(message("/nonexistent/Card.swift")?.contains("does not exist") == true)
        #expect(message("/etc/hostname")?.contains("is not a Swift file") == true)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(message(empty.path)?.contains("holds no Swift files") == true)
    }
}
#endif
