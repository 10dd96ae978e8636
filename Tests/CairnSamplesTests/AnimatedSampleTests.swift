import Cairn
import Foundation
import SampleScenes
import Testing
import CairnTestSupport

/// The animated samples: every one exports, deterministically, with the frames its duration
/// and rate give; the radar unfolds exactly along its linear curve.
@Suite struct AnimatedSampleTests {
    func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-anim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test(arguments: AnimatedCatalog.all.map(\.name))
    func exportsAGIF(name: String) throws {
        let sample = try #require(AnimatedCatalog.sample(named: name))
        let renderer = sample.renderer(framesPerSecond: 10)
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("\(name).gif")
        let report = try renderer.export(to: .gif(url))
        // round(duration · 10) frames: radar 4 s → 40, the scripted others 3 s → 30.
        #expect(report.renderedFrames == Int((sample.duration * 10).rounded()))
        #expect(name != "radar-animated" || report.renderedFrames == 40)
        let data = try Data(contentsOf: url)
        #expect(data.prefix(6) == Data("GIF89a".utf8))
        // Parallel export is byte-identical to a serial one.
        let serial = dir.appendingPathComponent("\(name)-serial.gif")
        try renderer.export(to: .gif(serial), options: ExportOptions(concurrency: 1))
        #expect(try Data(contentsOf: serial) == data)
    }

    @Test func radarFrameKOfNinetyIsProgressKOverNinety() throws {
        let renderer = try #require(AnimatedCatalog.sample(named: "radar-animated")).renderer(framesPerSecond: 30)
        // 4 s at 30 fps: 120 frames; linear 3 s from t = 0, so frame k < 90 has progress
        // k/90 and frames from 90 on show the finished chart.
        #expect(renderer.frameCount == 120)
        let dump45 = renderer.displayList(atFrame: 45).dump
        let dump90 = renderer.displayList(atFrame: 90).dump
        let dump119 = renderer.displayList(atFrame: 119).dump
        #expect(dump45 != dump90)
        #expect(dump90 == dump119)
    }
}

/// An unstructured `Task { }` started in onAppear runs on the scene's virtual clock (issue 13).
@Suite struct UnstructuredTaskTests {
    @Test func sleepsInVirtualTime() {
        let timeline = AnimationRenderer(content: UnstructuredTaskDemo(), duration: 2).timeline
        #expect(timeline.layout(at: 0.99).frame(of: "bar")?.width == 20)
        #expect(timeline.layout(at: 1).frame(of: "bar")?.width == 100)
        #expect(timeline.layout(at: 1.5).frame(of: "bar")?.width == 100)
    }
}

/// What `make samples` writes for the animated samples is what is committed in `Output/`, byte
/// for byte (issue 27: a new user's first command leaves `git status` clean): each GIF at the
/// sample's own frame rate, and each animated SVG the scene can express.
@Suite struct CommittedAnimationTests {
    static let outputFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Output")

    @Test(arguments: AnimatedCatalog.all.map(\.name))
    func gifAndSVGMatchTheCommittedOutput(name: String) throws {
        let sample = try #require(AnimatedCatalog.sample(named: name))
        let renderer = sample.renderer(framesPerSecond: nil)
        let gifURL = Self.outputFolder.appendingPathComponent("\(name).gif")
        if let committed = FileManager.default.contents(atPath: gifURL.path) {
            let dir = try temporaryDirectory(prefix: "cairn-committed")
            defer { try? FileManager.default.removeItem(at: dir) }
            let url = dir.appendingPathComponent("\(name).gif")
            try renderer.export(to: .gif(url))
            let sameGIF = try Data(contentsOf: url) == committed  // a Bool: a failed Data == would be diffed byte by byte
            #expect(sameGIF, "Output/\(name).gif differs from what `make samples` writes")
        }
        let svgURL = Self.outputFolder.appendingPathComponent("\(name).svg")
        if let committed = FileManager.default.contents(atPath: svgURL.path), let data = try? renderer.animatedSVGData() {
            let sameSVG = data == committed
            #expect(sameSVG, "Output/\(name).svg differs from what `make samples` writes")
        }
    }
}
