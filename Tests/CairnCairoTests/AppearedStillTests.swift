import Cairn
import Foundation
import Testing

/// `AnimationRenderer.write(to:at:)`, what `cairn render` and `cairn previews` draw: the
/// view once it has appeared (its `onAppear` actions and tasks run on the virtual clock),
/// where `ImageRenderer` keeps SwiftUI's state before them.
@Suite(.designEra(.iOS17)) struct AppearedStillTests {
    /// A square that turns from red to green when it appears, and blue after a one-second task.
    struct Loading: View {
        @State private var phase = 0
        var body: some View {
            Rectangle()
                .fill(phase == 0 ? Color(red: 1, green: 0, blue: 0) : phase == 1 ? Color(red: 0, green: 1, blue: 0) : Color(red: 0, green: 0, blue: 1))
                .frame(width: 40, height: 40)
                .onAppear { phase = 1 }
                .task {
                    try? await Task.sleep(nanoseconds: 1_000_000_000)
                    phase = 2
                }
        }
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-appeared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func centre<M, C: View>(_ renderer: AnimationRenderer<M, C>, at time: Double) throws -> [UInt8] {
        let b = try renderer.image(at: time)
        let p = b.pixel(x: b.width / 2, y: b.height / 2)
        return [p.red, p.green, p.blue]
    }

    @Test func theStillShowsTheStateAfterAppearing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ImageRenderer(content: Loading()).bitmap().pixel(x: 20, y: 20).red == 255)   // before onAppear
        let renderer = AnimationRenderer(content: Loading(), duration: 3)
        let first = folder.appendingPathComponent("first.png"), later = folder.appendingPathComponent("later.png")
        try renderer.write(to: first, at: 0)
        try renderer.write(to: later, at: 1.5)
        #expect(try centre(renderer, at: 0) == [0, 255, 0])
        #expect(try centre(renderer, at: 1.5) == [0, 0, 255])
        #expect(try Data(contentsOf: first) == renderer.pngData(at: 0))
        #expect(try Data(contentsOf: later) == renderer.pngData(at: 1.5))
        // SVG and PDF by extension; an unknown extension throws and writes nothing.
        try renderer.write(to: folder.appendingPathComponent("first.svg"), at: 0)
        let svg = try String(contentsOf: folder.appendingPathComponent("first.svg"), encoding: .utf8)
        #expect(svg.contains("rgb(0%, 100%, 0%)") || svg.contains("rgb(0%,100%,0%)"))
        try renderer.write(to: folder.appendingPathComponent("first.pdf"), at: 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("first.pdf")).prefix(5) == Data("%PDF-".utf8))
        #expect(throws: ImageRendererError.self) { try renderer.write(to: folder.appendingPathComponent("a.tiff"), at: 0) }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.tiff").path))
    }

    /// A view without lifecycle modifiers draws the same bytes either way.
    @Test func aStaticViewIsTheSameAsImageRenderersStill() throws {
        let view = HStack { Text("Cairn"); Circle().fill(.orange).frame(width: 20, height: 20) }.frame(width: 120, height: 40)
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("a.png")
        try AnimationRenderer(content: view, duration: 1).write(to: url, at: 0)
        #expect(try Data(contentsOf: url) == ImageRenderer(content: view).pngData())
    }
}
