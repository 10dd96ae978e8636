import CairnCairo
import CairnDisplayList
import Foundation
import Testing

@testable import CairnExport
import CairnTestSupport

/// Export destinations are checked before any frame is made; ffmpeg's failures, even those
/// it reports with exit status 0, propagate and leave the previous file intact.
@Suite struct ExportDestinationTests {
    func reason(_ url: URL) -> (String, Int) {
        var calls = 0
        do {
            _ = try FrameExporter(size: canvas, framesPerSecond: 30)
                .export(frameCount: 3, to: .gif(url)) { calls += 1; return movingSquare($0) }
            return ("no error", calls)
        } catch ExportError.unusableDestination(let path, let reason) {
            return ("\(path) | \(reason)", calls)
        } catch {
            return ("\(error)", calls)
        }
    }

    @Test func unusableDestinationsThrowBeforeAnyFrame() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(URL, String)] = [
            (dir.appendingPathComponent("missing/a.gif"), "\(dir.path)/missing/a.gif | the directory \(dir.path)/missing does not exist; create it first"),
            (URL(fileURLWithPath: dir.path), "\(dir.path) | \(dir.path) is a directory"),
            // An empty path is the current directory (Foundation's reading of "").
            (URL(fileURLWithPath: ""), "\(FileManager.default.currentDirectoryPath) | \(FileManager.default.currentDirectoryPath) is a directory"),
            (URL(fileURLWithPath: "/dev/full"), "/dev/full | /dev/full is a device, not a regular file (files are written whole and renamed into place, which would replace the device)"),
        ]
        for (url, expected) in cases {
            let (text, calls) = reason(url)
            #expect(text == expected)
            #expect(calls == 0)
        }
        #expect(try fileNames(in: dir) == [])
    }

    @Test func ffmpegReportingAnErrorWithStatusZeroFailsAndKeepsThePreviousFile() throws {
        // ffmpeg 5/6 exits 0 when its trailer cannot be written (checked: `ulimit -f 5`
        // prints "Error writing trailer of …: File too large" and exits 0). A stand-in does
        // the same after reading its input.
        let bin = try temporaryDirectory("bin"), dir = try temporaryDirectory("out")
        defer {
            try? FileManager.default.removeItem(at: bin)
            try? FileManager.default.removeItem(at: dir)
        }
        let script = bin.appendingPathComponent("ffmpeg")
        try """
            #!/bin/sh
            cat > /dev/null
            for last; do :; done
            printf 'partial' > "$last"
            echo "Error writing trailer of $last: No space left on device" >&2
            exit 0

            """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let video = dir.appendingPathComponent("v.mp4")
        try Data("previous".utf8).write(to: video)
        var options = ExportOptions()
        options.testHooks.searchPath = bin.path
        let error = #expect(throws: ExportError.self) {
            try FrameExporter(size: canvas, framesPerSecond: 30, options: options)
                .export(frameCount: 4, to: .video(video, codec: .h264), makeFrame: movingSquare)
        }
        guard case let .encoderFailed(program, status, log) = error else {
            Issue.record("expected encoderFailed, got \(String(describing: error))")
            return
        }
        #expect(program == "ffmpeg" && status == 0)
        #expect(log.hasPrefix("Error writing trailer of \(dir.path)/.v.mp4.tmp-") && log.hasSuffix(": No space left on device"))
        #expect(try String(contentsOf: video, encoding: .utf8) == "previous")
        #expect(try fileNames(in: dir) == ["v.mp4"])
    }
}
