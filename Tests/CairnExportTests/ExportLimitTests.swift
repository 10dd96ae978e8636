import CairnCairo
import CairnDisplayList
import Foundation
import Testing

@testable import CairnExport
import CairnTestSupport

/// Every export number is checked against `ExportLimits` before anything is allocated,
/// rendered or written: the values the fuzzer found throw `invalidOption` naming the option.
@Suite struct ExportLimitTests {
    /// The thrown error's option name (or case), `makeFrame` calls, and the files left.
    func attempt(fps: Double = 30, frameCount: Int = 3, size: CGSize = canvas, options: ExportOptions,
                 gif: Bool = false) throws -> (name: String, reason: String, calls: Int, files: [String]) {
        let directory = try temporaryDirectory("limits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let destination: ExportDestination = gif
            ? .gif(directory.appendingPathComponent("a.gif")) : .pngSequence(directory: directory, baseName: "f")
        var calls = 0
        do {
            _ = try FrameExporter(size: size, framesPerSecond: fps, options: options)
                .export(frameCount: frameCount, to: destination) { calls += 1; return movingSquare($0) }
            return ("none", "", calls, try fileNames(in: directory))
        } catch ExportError.invalidOption(let name, let reason) {
            return (name, reason, calls, try fileNames(in: directory))
        } catch {
            return ("\(error)", "", calls, try fileNames(in: directory))
        }
    }

    @Test(arguments: [
        // (fps, frame count, scale, concurrency, every nth, option named, range in the reason)
        (30.0, 1_000_000_000, 1.0, 1, 1, "frameCount", "1...10000000"),
        (30.0, Int.max, 1.0, 1, 1, "frameCount", "1...10000000"),
        (1e-145, 3, 1.0, 1, 1, "framesPerSecond", "0.001...1000"),
        (1e9, 3, 1.0, 1, 1, "framesPerSecond", "0.001...1000"),
        (30.0, 3, 1.0, Int.max, 1, "concurrency", "1...1024"),
        (30.0, 3, 1.0, 1025, 1, "concurrency", "1...1024"),
        (30.0, 3, 1.0, Int.min, 1, "concurrency", "1...1024"),
        (30.0, 3, -2.0, 1, 1, "scale", "greater than 0"),
        (30.0, 3, Double.nan, 1, 1, "scale", "greater than 0"),
        (30.0, 3, Double.infinity, 1, 1, "scale", "greater than 0"),
        // 64×48 at scale 500: 32,000 × 24,000 px (under the side limit), 2,929 MiB.
        (30.0, 3, 500.0, 1, 1, "scale", "32000 × 24000 pixels, 2929 MiB"),
        (30.0, 3, 1.0, 1, Int.min, "everyNthFrame", "1..."),
    ])
    func badNumbersThrowBeforeAnyWork(
        fps: Double, frameCount: Int, scale: Double, concurrency: Int, everyNth: Int, name: String, range: String
    ) throws {
        let options = ExportOptions(scale: CGFloat(scale), concurrency: concurrency, everyNthFrame: everyNth)
        let result = try attempt(fps: fps, frameCount: frameCount, options: options, gif: everyNth != 1)
        #expect(result.name == name)
        #expect(result.reason.contains(range), "\(result.reason)")
        #expect(result.calls == 0 && result.files == [])
    }

    @Test func theLargestScaleIsNamedAndAccepted() throws {
        // 64×48 points: 1 GiB / 4 = 268,435,456 pixels → scale √(268435456 / 3072) = 295.60;
        // at 295.60 the sides round up to 18,919 × 14,189 = 268,441,691 pixels (too many),
        // at 295.59 to 18,918 × 14,189 = 268,427,502 (fits).
        #expect(ExportLimits.maximumScale(for: canvas) == 295.59)
        #expect(try ExportLimits.check(scale: 295.59, size: canvas) == 18918 * 14189 * 4)
        #expect(throws: ExportError.self) { try ExportLimits.check(scale: 295.6, size: canvas) }
        // Extreme aspect ratios answer at once (bisection): a 1e-300 × 1e20-point canvas is
        // one pixel wide, and 2²⁸ pixels tall needs a scale of 2.68e-12, below 0.01.
        #expect(ExportLimits.maximumScale(for: CGSize(width: 1e-300, height: 1e20)) == 0)
        #expect(ExportLimits.maximumScale(for: CGSize(width: 1, height: 1)) == 16384)
    }

    @Test func largeFramesLowerTheConcurrency() throws {
        // 2 GiB in flight, 2c + 2 frames: 100 MiB frames allow (20 − 2) / 2 = 9 workers.
        #expect(try ExportLimits.concurrency(requested: 64, bytesPerFrame: 100 << 20) == 9)
        #expect(try ExportLimits.concurrency(requested: 64, bytesPerFrame: 1 << 30) == 1)
        #expect(try ExportLimits.concurrency(requested: 3, bytesPerFrame: 1 << 20) == 3)
    }

    @Test func durationsAreBounded() throws {
        #expect(throws: ExportError.self) { try ExportLimits.check(duration: 1e300, framesPerSecond: 30) }
        #expect(throws: ExportError.self) { try ExportLimits.check(duration: .nan, framesPerSecond: 30) }
        #expect(throws: ExportError.self) { try ExportLimits.check(duration: 1, framesPerSecond: 1e-145) }
        try ExportLimits.check(duration: 3, framesPerSecond: 30)
        // Animated SVG: 8,388,608 s at 30 fps would be 2.5e8 keyframes.
        for duration in [8_388_608.0, 1e300] {
            do {
                _ = try AnimatedSVGWriter.data(size: canvas, duration: duration, framesPerSecond: 30, segments: []) { _ in
                    DisplayList()
                }
                Issue.record("no error for \(duration)")
            } catch ExportError.invalidOption(let name, let reason) {
                #expect(name == "duration" && reason.contains("10000 keyframes"))
            }
        }
    }

    @Test func gifDelaysSurviveExtremeRates() {
        // 1e-145 fps (refused by the exporter, but the timing alone must not trap): frame 0
        // starts at 0, later frames at 1e147 centiseconds, saturated to Int.max; delays clamp.
        let delays = FrameTiming.gifDelays(frames: [0, 1, 2], range: 0..<3, framesPerSecond: 1e-145)
        #expect(delays == [65535, 0, 0])
        #expect(FrameTiming.gifDelays(frames: [0, 1, 2], range: 0..<3, framesPerSecond: 30) == [3, 3, 4])
    }
}
