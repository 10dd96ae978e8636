import CairnCairo
import CairnDisplayList
import Foundation
import Testing

@testable import CairnExport
import CairnTestSupport

/// Bad arguments and unusable destinations fail before any frame is made; write failures
/// mid-export keep finished PNG frames and leave no partial GIF, APNG or video.
@Suite struct BadInputTests {
    /// Exports with a `makeFrame` that counts its calls; returns the error and the count.
    func failure(
        fps: Double = 30, frameCount: Int = 5, size: CGSize = canvas, options: ExportOptions = .init(),
        to destination: ExportDestination
    ) -> (error: (any Error)?, calls: Int) {
        var calls = 0
        do {
            _ = try FrameExporter(size: size, framesPerSecond: fps, options: options)
                .export(frameCount: frameCount, to: destination) { calls += 1; return movingSquare($0) }
            return (nil, calls)
        } catch {
            return (error, calls)
        }
    }

    /// The error's case name, or the option's name for `.invalidOption`.
    func kind(_ error: (any Error)?) -> String {
        guard let error = error as? ExportError else { return "not an ExportError: \(String(describing: error))" }
        switch error {
        case .invalidFrameRate: return "invalidFrameRate"
        case .invalidFrameCount: return "invalidFrameCount"
        case .invalidFrameRange: return "invalidFrameRange"
        case .invalidOption(let name, _): return name
        case .unusableDestination: return "unusableDestination"
        case .writeFailed: return "writeFailed"
        case .programNotFound: return "programNotFound"
        case .encoderFailed: return "encoderFailed"
        }
    }

    @Test func badFrameRatesAndCounts() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let destination = ExportDestination.pngSequence(directory: directory, baseName: "f")
        for fps: Double in [0, -30, .nan, .infinity] {
            let (error, calls) = failure(fps: fps, to: destination)
            #expect(kind(error) == "invalidFrameRate", "\(fps): \(String(describing: error))")
            #expect(calls == 0)
        }
        for count in [0, -1] {
            let (error, calls) = failure(frameCount: count, to: destination)
            #expect(error as? ExportError == .invalidFrameCount(count))
            #expect(calls == 0)
        }
        #expect(ExportError.invalidFrameRate(.nan).description.contains("greater than zero"))
        // A NaN or empty canvas is the renderer's error, still before any frame.
        let (sizeError, sizeCalls) = failure(size: CGSize(width: CGFloat.nan, height: 10), to: destination)
        #expect(sizeError is RenderError)
        #expect(sizeCalls == 0)
        #expect(try fileNames(in: directory) == [])
    }

    @Test func badRangesAndOptions() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = ExportDestination.pngSequence(directory: directory, baseName: "f")
        let gif = ExportDestination.gif(directory.appendingPathComponent("a.gif"))
        let cases: [(ExportOptions, ExportDestination, String)] = [
            (ExportOptions(frames: FrameRange(3..<3)), png, "invalidFrameRange"),
            (ExportOptions(frames: FrameRange(4...9)), png, "invalidFrameRange"),  // past frame 4
            (ExportOptions(frames: FrameRange(7...)), png, "invalidFrameRange"),
            (ExportOptions(frames: FrameRange(lowerBound: -1, upperBound: 2)), png, "invalidFrameRange"),
            (ExportOptions(concurrency: 0), png, "concurrency"),
            (ExportOptions(shard: Shard(index: 3, count: 3)), png, "shard"),
            (ExportOptions(shard: Shard(index: 0, count: 2)), gif, "shard"),
            (ExportOptions(frames: FrameRange(0...0), shard: Shard(index: 1, count: 2)), png, "invalidFrameRange"),
            (ExportOptions(resume: true), gif, "resume"),
            (ExportOptions(everyNthFrame: 0), gif, "everyNthFrame"),
            (ExportOptions(everyNthFrame: 2), png, "everyNthFrame"),
            (ExportOptions(loopCount: -1), gif, "loopCount"),
            (ExportOptions(compressionLevel: 10), png, "compressionLevel"),
        ]
        for (options, destination, expected) in cases {
            let (error, calls) = failure(options: options, to: destination)
            #expect(kind(error) == expected, "\(expected): got \(String(describing: error))")
            #expect(calls == 0)
        }
        let (nameError, _) = failure(to: .pngSequence(directory: directory, baseName: "a/b"))
        #expect(kind(nameError) == "baseName")
        #expect(try fileNames(in: directory) == [])
    }

    @Test func frameRangeNotation() {
        #expect(FrameRange(parsing: "0-9") == FrameRange(0..<10))
        #expect(FrameRange(parsing: "100-") == FrameRange(100...))
        #expect(FrameRange(parsing: " 42 ") == FrameRange(42...42))
        #expect(FrameRange(parsing: "-3") == nil)
        #expect(FrameRange(parsing: "a-b") == nil)
        #expect(FrameRange(parsing: "5-x") == nil)
        #expect(FrameRange(0..<10).description == "0-9")
        #expect(FrameRange(100...).description == "100-")
        #expect(throws: ExportError.invalidFrameRange("9..<4 (empty)", frameCount: 10)) {
            try FrameRange(lowerBound: 9, upperBound: 4).resolved(frameCount: 10)
        }
    }

    @Test func missingOrUnwritableDestinationsFailBeforeRendering() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing", isDirectory: true)
        let file = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        // /proc accepts no new file, even for root (permissions alone would not stop root).
        let readOnly = URL(fileURLWithPath: "/proc", isDirectory: true)
        let destinations: [(ExportDestination, String)] = [
            (.pngSequence(directory: missing, baseName: "f"), "does not exist"),
            (.pngSequence(directory: file, baseName: "f"), "not a directory"),
            (.pngSequence(directory: readOnly, baseName: "f"), "cannot create a file"),
            (.gif(missing.appendingPathComponent("a.gif")), "does not exist"),
            (.apng(readOnly.appendingPathComponent("a.png")), "cannot create a file"),
            (.video(missing.appendingPathComponent("a.mp4"), codec: .h264), hasFFmpeg ? "does not exist" : "ffmpeg"),
        ]
        for (destination, expected) in destinations {
            let (error, calls) = failure(to: destination)
            let message = (error as? ExportError)?.description ?? "no ExportError: \(String(describing: error))"
            #expect(message.contains(expected), "\(destination): \(message)")
            #expect(calls == 0)
        }
        #expect(try fileNames(in: directory) == ["file"])
    }

    @Test func diskFullMidSequenceKeepsFinishedFramesThenResumeCompletes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let destination = ExportDestination.pngSequence(directory: directory, baseName: "f")
        for concurrency in [1, 2] {
            var options = ExportOptions(concurrency: concurrency)
            options.testHooks.failsWrite = { $0 == 6 }
            let (error, _) = failure(frameCount: 12, options: options, to: destination)
            guard case .writeFailed(let path, let reason)? = error as? ExportError else {
                Issue.record("expected writeFailed, got \(String(describing: error))")
                continue
            }
            #expect(path.hasSuffix("f_0006.png"))
            #expect(reason.contains("No space left"))
            // Frames 0-5 are complete; no temporary file is left; frame 6 is absent.
            let names = try fileNames(in: directory)
            #expect(!names.contains { $0.hasPrefix(".") }, "\(names)")
            #expect(!names.contains("f_0006.png"))
            for i in 0..<6 {
                #expect(PNGSequenceWriter.hasValidFrame(at: directory.appendingPathComponent(String(format: "f_%04d.png", i)), width: 64, height: 48))
            }
        }
        let report = try FrameExporter(size: canvas, framesPerSecond: 30, options: ExportOptions(resume: true))
            .export(frameCount: 12, to: destination, makeFrame: movingSquare)
        #expect(report.skippedFrames + report.renderedFrames == 12)
        #expect(report.skippedFrames >= 6)
        #expect(try fileNames(in: directory) == (0..<12).map { String(format: "f_%04d.png", $0) })
    }

    @Test func writeFailureLeavesNoPartialAnimationFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var options = ExportOptions()
        options.testHooks.failsWrite = { $0 == 3 }
        var destinations: [ExportDestination] = [
            .gif(directory.appendingPathComponent("a.gif")), .apng(directory.appendingPathComponent("a.png")),
        ]
        if hasFFmpeg { destinations.append(.video(directory.appendingPathComponent("a.mp4"), codec: .h264)) }
        for destination in destinations {
            let (error, _) = failure(frameCount: 8, options: options, to: destination)
            #expect(kind(error) == "writeFailed", "\(destination): \(String(describing: error))")
            #expect(try fileNames(in: directory) == [], "\(destination) left a file")
        }
    }

    @Test func interruptedExportKeepsValidFramesAndResumeFinishesIt() throws {
        struct Interrupted: Error {}
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let destination = ExportDestination.pngSequence(directory: directory, baseName: "f")
        // The engine stops at frame 7 (as a cancelled export would): its error comes back unchanged.
        #expect(throws: Interrupted.self) {
            try FrameExporter(size: canvas, framesPerSecond: 30)
                .export(frameCount: 16, to: destination) { i in
                    if i == 7 { throw Interrupted() }
                    return movingSquare(i)
                }
        }
        let written = try fileNames(in: directory)
        #expect(written == (0..<7).map { String(format: "f_%04d.png", $0) })
        // A killed process can leave a stale temporary file: it is hidden and ignored.
        try Data("partial".utf8).write(to: directory.appendingPathComponent(".f_0007.png.tmp-ABCDEF"))
        var calls: [Int] = []
        let report = try FrameExporter(size: canvas, framesPerSecond: 30, options: ExportOptions(resume: true))
            .export(frameCount: 16, to: destination) { calls.append($0); return movingSquare($0) }
        #expect(report.skippedFrames == 7)
        #expect(calls == Array(7..<16))
        for i in 0..<16 {
            let data = try Data(contentsOf: directory.appendingPathComponent(String(format: "f_%04d.png", i)))
            #expect(data == (try CairoRenderer.pngData(movingSquare(i), size: canvas)), "frame \(i)")
        }
    }

    @Test func failedGIFLeavesAnEarlierFileUntouched() throws {
        struct Interrupted: Error {}
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("a.gif")
        _ = try FrameExporter(size: canvas, framesPerSecond: 30).export(frameCount: 4, to: .gif(url), makeFrame: movingSquare)
        let before = try Data(contentsOf: url)
        #expect(throws: Interrupted.self) {
            try FrameExporter(size: canvas, framesPerSecond: 30).export(frameCount: 8, to: .gif(url)) { i in
                if i == 5 { throw Interrupted() }
                return movingSquare(i)
            }
        }
        #expect(try Data(contentsOf: url) == before)
        #expect(try fileNames(in: directory) == ["a.gif"])
    }

    /// `join` with a size no export accepts (NaN, negative, infinite, beyond Cairo's 32,767
    /// pixels) throws an invalid size option before reading any frame, where a NaN size used to
    /// trap converting it to pixels.
    @Test(arguments: [CGSize(width: CGFloat.nan, height: 10), CGSize(width: -5, height: 10),
                      CGSize(width: 10, height: CGFloat.infinity), CGSize(width: 40_000, height: 10)])
    func joinRejectsAnUnusableSize(_ size: CGSize) throws {
        let folder = try temporaryDirectory()
        let destination = ExportDestination.gif(folder.appendingPathComponent("joined.gif"))
        #expect(kind(catching { _ = try FrameExporter(size: size, framesPerSecond: 30).join(frameCount: 3, from: folder, to: destination) }) == "size")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("joined.gif").path))
    }

    /// The error `body` throws, or nil.
    func catching(_ body: () throws -> Void) -> (any Error)? {
        do { try body(); return nil } catch { return error }
    }
}
