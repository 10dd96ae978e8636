import CairnCairo
import CairnDisplayList
import Foundation
import Testing

@testable import CairnExport
import CairnTestSupport

@Suite struct PNGSequenceTests {
    @Test func namesFramesByIndexZeroPaddedToAtLeastFourDigits() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = try FrameExporter(size: canvas, framesPerSecond: 30)
            .export(frameCount: 12, to: .pngSequence(directory: directory, baseName: "square"), makeFrame: movingSquare)
        let expected = (0..<12).map { String(format: "square_%04d.png", $0) }
        #expect(try fileNames(in: directory) == expected)
        #expect(report.renderedFrames == 12)
        #expect(report.skippedFrames == 0)
        #expect(report.files.map(\.lastPathComponent) == expected)
        #expect(report.pixelWidth == 64 && report.pixelHeight == 48)
        // Without a background every frame is 8-bit RGBA (IHDR bit depth 8, colour type 6).
        for name in expected {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            #expect(data[24] == 8 && data[25] == 6, "\(name) bit depth \(data[24]) colour type \(data[25])")
            #expect(PNGChunks.isValidRGBA8(data, width: 64, height: 48))
        }
    }

    @Test func digitsFollowTheFrameCount() {
        // 12 frames: 4 digits; 12,345 frames: 5 digits, even for frame 7.
        #expect(PNGSequenceWriter.fileName(baseName: "a", frame: 7, digits: 4) == "a_0007.png")
        #expect(PNGSequenceWriter.fileName(baseName: "a", frame: 7, digits: max(4, String(12345).count)) == "a_00007.png")
        #expect(PNGSequenceWriter.fileName(baseName: "a", frame: 123_456, digits: 4) == "a_123456.png")
    }

    @Test func framesShowTheMovingSquare() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try FrameExporter(size: canvas, framesPerSecond: 30, options: ExportOptions(frames: FrameRange(5...5)))
            .export(frameCount: 12, to: .pngSequence(directory: directory, baseName: "f"), makeFrame: movingSquare)
        #expect(try fileNames(in: directory) == ["f_0005.png"])
        // Frame 5: the square spans x 10..<26; x = 9 is transparent, x = 10 blue; the bar is red.
        let expected = try CairoRenderer.pngData(movingSquare(5), size: canvas)
        #expect(try Data(contentsOf: directory.appendingPathComponent("f_0005.png")) == expected)
    }

    @Test func parallelOutputIsByteIdenticalToSerial() throws {
        let serial = try temporaryDirectory("serial"), parallel = try temporaryDirectory("parallel")
        defer {
            try? FileManager.default.removeItem(at: serial)
            try? FileManager.default.removeItem(at: parallel)
        }
        var options = ExportOptions(scale: 2, background: .white)
        options.concurrency = 1
        var order: [Int] = []
        _ = try FrameExporter(size: canvas, framesPerSecond: 30, options: options)
            .export(frameCount: 24, to: .pngSequence(directory: serial, baseName: "s")) { order.append($0); return movingSquare($0) }
        #expect(order == Array(0..<24))
        options.concurrency = 4
        order = []
        _ = try FrameExporter(size: canvas, framesPerSecond: 30, options: options)
            .export(frameCount: 24, to: .pngSequence(directory: parallel, baseName: "s")) { order.append($0); return movingSquare($0) }
        // makeFrame is still called serially, in order, on the caller's thread.
        #expect(order == Array(0..<24))
        for i in 0..<24 {
            let name = String(format: "s_%04d.png", i)
            let a = try Data(contentsOf: serial.appendingPathComponent(name))
            let b = try Data(contentsOf: parallel.appendingPathComponent(name))
            #expect(a == b, "frame \(i) differs")
        }
    }

    @Test func anOpaqueBackgroundMakesEveryFrameRGBAndResumeKeepsThem() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let destination = ExportDestination.pngSequence(directory: directory, baseName: "w")
        let options = ExportOptions(background: .white)
        _ = try FrameExporter(size: canvas, framesPerSecond: 30, options: options)
            .export(frameCount: 6, to: destination, makeFrame: movingSquare)
        for i in 0..<6 {
            let data = try Data(contentsOf: directory.appendingPathComponent(String(format: "w_%04d.png", i)))
            // IHDR: bit depth 8, colour type 2 (RGB); a complete PNG that decodes.
            #expect(data[24] == 8 && data[25] == 2, "frame \(i) colour type \(data[25])")
            #expect(PNGChunks.isValidRGBA8(data, width: 64, height: 48, colourTypes: [2]))
            // The same bytes as the still of that frame on white, which is opaque too.
            #expect(data == (try CairoRenderer.pngData(movingSquare(i), size: canvas, background: Color.white.resolved)))
        }
        var resumed = options
        resumed.resume = true
        var requested: [Int] = []
        let report = try FrameExporter(size: canvas, framesPerSecond: 30, options: resumed)
            .export(frameCount: 8, to: destination) { requested.append($0); return movingSquare($0) }
        #expect(report.skippedFrames == 6)
        #expect(requested == [6, 7])
    }

    @Test func resumeSkipsValidFramesAndRedoesDamagedOnes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let destination = ExportDestination.pngSequence(directory: directory, baseName: "r")
        // A first run exports frames 0...5 only.
        _ = try FrameExporter(size: canvas, framesPerSecond: 30, options: ExportOptions(frames: FrameRange(0...5)))
            .export(frameCount: 10, to: destination, makeFrame: movingSquare)
        let url = { (i: Int) in directory.appendingPathComponent(String(format: "r_%04d.png", i)) }
        // Damage frame 2 (truncated, as a power cut could leave it) and make frame 4 the wrong size.
        let frame2 = try Data(contentsOf: url(2))
        try frame2.prefix(frame2.count / 2).write(to: url(2))
        try CairoRenderer.pngData(movingSquare(4), size: CGSize(width: 32, height: 32)).write(to: url(4))
        // Age the intact files so a rewrite would show in their modification dates.
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        for i in [0, 1, 3, 5] { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: url(i).path) }
        let before = try [0, 1, 3, 5].map { try Data(contentsOf: url($0)) }

        var requested: [Int] = []
        let report = try FrameExporter(size: canvas, framesPerSecond: 30, options: ExportOptions(resume: true))
            .export(frameCount: 10, to: destination) { requested.append($0); return movingSquare($0) }
        #expect(report.skippedFrames == 4)
        #expect(report.renderedFrames == 6)
        #expect(requested == [2, 4, 6, 7, 8, 9])
        for (n, i) in [0, 1, 3, 5].enumerated() {
            let date = try FileManager.default.attributesOfItem(atPath: url(i).path)[.modificationDate] as? Date
            #expect(date == old, "frame \(i) was rewritten")
            #expect(try Data(contentsOf: url(i)) == before[n])
        }
        for i in 0..<10 {
            #expect(try Data(contentsOf: url(i)) == CairoRenderer.pngData(movingSquare(i), size: canvas), "frame \(i)")
        }
    }

    @Test func shardsSplitTheFramesExactly() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var seen: [[Int]] = []
        for index in 0..<3 {
            var calls: [Int] = []
            let options = ExportOptions(frames: FrameRange(2..<12), shard: Shard(index: index, count: 3))
            let report = try FrameExporter(size: canvas, framesPerSecond: 30, options: options)
                .export(frameCount: 20, to: .pngSequence(directory: directory, baseName: "s")) { calls.append($0); return movingSquare($0) }
            #expect(report.selectedFrames == calls)
            seen.append(calls)
        }
        #expect(seen == [[3, 6, 9], [4, 7, 10], [2, 5, 8, 11]])
        #expect(try fileNames(in: directory) == (2..<12).map { String(format: "s_%04d.png", $0) })
    }

    @Test func progressIsReportedOnTheCallersThreadUpToTheTotal() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var reports: [ExportProgress] = []
        var options = ExportOptions()
        let caller = Thread.current
        var onCaller = true
        options.progress = {
            reports.append($0)
            onCaller = onCaller && Thread.current == caller
        }
        _ = try FrameExporter(size: canvas, framesPerSecond: 30, options: options)
            .export(frameCount: 8, to: .pngSequence(directory: directory, baseName: "p"), makeFrame: movingSquare)
        #expect(reports.first?.completedFrames == 0)
        #expect(reports.last?.completedFrames == 8)
        #expect(reports.allSatisfy { $0.totalFrames == 8 && $0.phase == .exporting })
        #expect(reports.last?.fractionCompleted == 1)
        #expect(onCaller)
    }
}
