import CairnCairo
import CairnDisplayList
import Foundation
import Testing

@testable import CairnExport
import CairnTestSupport

@Suite struct VideoTests {
    @Test(.enabled(if: hasFFmpeg, "ffmpeg and ffprobe are not on PATH: apt-get install ffmpeg to run the MP4 test"))
    func mp4HasTheFramesRateAndEvenSize() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("square.mp4")
        // 63×47 points: odd, padded to 64×48 for 4:2:0.
        let report = try FrameExporter(size: CGSize(width: 63, height: 47), framesPerSecond: 25, options: ExportOptions(background: .white))
            .export(frameCount: 15, to: .video(url, codec: .h264), makeFrame: movingSquare)
        #expect(report.renderedFrames == 15)
        #expect(report.pixelWidth == 63 && report.pixelHeight == 47)
        #expect(try fileNames(in: directory) == ["square.mp4"])
        let stream = try probe(url, "stream=codec_name,pix_fmt,width,height,r_frame_rate,nb_read_frames", countFrames: true)
        #expect(stream["codec_name"] == "h264")
        #expect(stream["pix_fmt"] == "yuv420p")
        #expect(stream["width"] == "64" && stream["height"] == "48")
        #expect(stream["r_frame_rate"] == "25/1")
        #expect(stream["nb_read_frames"] == "15")
        // Frame 3: the square (x 6..<22) is blue-ish, the background white-ish (lossy codec).
        let frames = try decodeFrames(url, width: 64, height: 48)
        #expect(frames.count == 15)
        let blue = pixel(frames[3], width: 64, 14, 16), white = pixel(frames[3], width: 64, 40, 20)
        #expect(blue[2] > 200 && blue[0] < 60, "\(blue)")
        #expect(white.prefix(3).allSatisfy { $0 > 230 }, "\(white)")
    }

    @Test(.enabled(if: hasFFmpeg, "ffmpeg and ffprobe are not on PATH: apt-get install ffmpeg to run the WebM test"))
    func webmUsesVP9() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("square.webm")
        _ = try FrameExporter(size: canvas, framesPerSecond: 30)
            .export(frameCount: 6, to: .video(url, codec: .vp9), makeFrame: movingSquare)
        let stream = try probe(url, "stream=codec_name,pix_fmt,nb_read_frames", countFrames: true)
        #expect(stream["codec_name"] == "vp9")
        #expect(stream["pix_fmt"] == "yuv420p")
        #expect(stream["nb_read_frames"] == "6")
    }

    @Test func missingFFmpegIsAClearErrorBeforeRendering() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var options = ExportOptions()
        options.testHooks.searchPath = directory.path  // an empty directory: no ffmpeg there
        var calls = 0
        #expect(throws: ExportError.programNotFound(name: "ffmpeg", installHint: "on Debian or Ubuntu: apt-get install ffmpeg")) {
            try FrameExporter(size: canvas, framesPerSecond: 30, options: options)
                .export(frameCount: 5, to: .video(directory.appendingPathComponent("v.mp4"), codec: .h264)) { calls += 1; return movingSquare($0) }
        }
        #expect(calls == 0)
        #expect(try fileNames(in: directory) == [])
        let message = ExportError.programNotFound(name: "ffmpeg", installHint: VideoWriter.installHint).description
        #expect(message.contains("ffmpeg was not found on PATH") && message.contains("apt-get install ffmpeg"))
    }

    @Test func ffmpegFailureReportsItsLastLinesAndLeavesNoFile() throws {
        // A stand-in ffmpeg that complains and exits at once, as ffmpeg does on a bad option.
        let bin = try temporaryDirectory("bin"), directory = try temporaryDirectory("out")
        defer {
            try? FileManager.default.removeItem(at: bin)
            try? FileManager.default.removeItem(at: directory)
        }
        let script = bin.appendingPathComponent("ffmpeg")
        try "#!/bin/sh\necho 'first line' >&2\necho 'Unknown encoder libx264' >&2\nexit 1\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        var options = ExportOptions()
        options.testHooks.searchPath = bin.path
        let error = #expect(throws: ExportError.self) {
            try FrameExporter(size: CGSize(width: 200, height: 200), framesPerSecond: 30, options: options)
                .export(frameCount: 40, to: .video(directory.appendingPathComponent("v.mp4"), codec: .h264), makeFrame: movingSquare)
        }
        guard case let .encoderFailed(program, status, log) = error else {
            Issue.record("expected encoderFailed, got \(String(describing: error))")
            return
        }
        #expect(program == "ffmpeg")
        #expect(status == 1)
        #expect(log == "first line\nUnknown encoder libx264")
        #expect(try fileNames(in: directory) == [], "the temporary file must be removed")
    }
}
