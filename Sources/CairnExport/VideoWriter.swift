import CairnDisplayList
import CairnExportSupport
import Foundation

/// Writes a video by piping raw frames to ffmpeg, which is found on PATH at run time.
///
/// Frames go to ffmpeg's standard input as Cairo renders them: premultiplied BGRA
/// (`-f rawvideo -pix_fmt bgra`), which is each frame composited onto black, so a
/// transparent background comes out black and edges carry no fringe. Odd sizes are padded
/// to even ones (black at the right and bottom) since 4:2:0 chroma needs even sizes.
///
/// Steps:
///   1. Find ffmpeg; if missing, throw `ExportError.programNotFound` before rendering.
///   2. Create the output file (`FrameFile`: checks the destination).
///   3. Start ffmpeg writing into it, with its standard error collected.
///   4. In parallel: render frames; in frame order: write each to ffmpeg's input.
///   5. Close the input, wait for ffmpeg; on success commit the file, on failure remove it
///      and throw `ExportError.encoderFailed` with ffmpeg's last lines.
struct VideoWriter {
    var plan: ExportPlan
    var url: URL
    var codec: VideoCodec

    /// How to install ffmpeg, for the error message.
    static let installHint = "on Debian or Ubuntu: apt-get install ffmpeg"

    func export(makeFrame: (Int) throws -> DisplayList, reporter: ProgressReporter) throws -> ExportReport {
        // Step 1.
        let searchPath = plan.testHooks.searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let ffmpeg = VideoWriter.findProgram("ffmpeg", searchPath: searchPath) else {
            throw ExportError.programNotFound(name: "ffmpeg", installHint: VideoWriter.installHint)
        }
        // Step 2.
        let file = try FrameFile(plan: plan, url: url)
        // Step 3.
        let renderer = plan.renderer
        let process = Process()
        process.executableURL = ffmpeg
        process.arguments = arguments(outputPath: file.temporaryPath)
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let log = OutputCollector(errors.fileHandleForReading)
        do { try process.run() } catch {
            throw ExportError.encoderFailed(program: ffmpeg.path, status: -1, log: "could not start: \(error)")
        }
        log.start()
        let inputDescriptor = input.fileHandleForWriting.fileDescriptor
        var inputOpen = true
        func finishProcess() -> Int32 {
            if inputOpen {
                try? input.fileHandleForWriting.close()
                inputOpen = false
            }
            process.waitUntilExit()
            return process.terminationStatus
        }
        func failure() -> ExportError {
            .encoderFailed(program: "ffmpeg", status: process.terminationStatus, log: log.lastLines(12))
        }

        // Step 4.
        let path = url.path
        let plan = self.plan
        do {
            try plan.run(
                frames: plan.selectedFrames, reporter: reporter, makeInput: makeFrame,
                work: { _, list in
                    try renderer.withPremultipliedPixels(list) { pixels, stride in
                        let rowBytes = renderer.pixelWidth * 4
                        var frame = Data(count: rowBytes * renderer.pixelHeight)
                        frame.withUnsafeMutableBytes { buffer in
                            guard let base = buffer.baseAddress else { return }
                            for y in 0..<renderer.pixelHeight {
                                (base + y * rowBytes).copyMemory(from: pixels + y * stride, byteCount: rowBytes)
                            }
                        }
                        return frame
                    }
                },
                consume: { frame, pixels in
                    try plan.checkSimulatedWriteFailure(frame: frame, path: path)
                    let status = pixels.withUnsafeBytes { buffer -> Int32 in
                        guard let base = buffer.baseAddress else { return 0 }
                        return cairn_export_write_all(inputDescriptor, base, buffer.count)
                    }
                    if status != 0 {
                        // ffmpeg stopped reading: it failed; its own message says why.
                        _ = finishProcess()
                        log.wait()
                        throw failure()
                    }
                })
        } catch {
            if inputOpen, process.isRunning { process.terminate() }
            _ = finishProcess()
            throw error
        }
        // Step 5.
        let status = finishProcess()
        log.wait()
        // ffmpeg exits 0 even when writing its trailer failed ("Error writing trailer of
        // …: No space left on device", "Error closing file …: File too large"): any error
        // it printed fails the export, as does a failed sync of the bytes it wrote.
        guard status == 0, !VideoWriter.reportsError(log.lastLines(12)) else { throw failure() }
        return try file.commit()
    }

    /// ffmpeg's arguments: raw premultiplied BGRA frames on standard input, the codec's
    /// encoder with 4:2:0 chroma, even padding when needed, no metadata that varies.
    func arguments(outputPath: String) -> [String] {
        let width = plan.renderer.pixelWidth, height = plan.renderer.pixelHeight
        #if _endian(little)
            let pixelFormat = "bgra"  // Cairo's native-endian ARGB32 as bytes
        #else
            let pixelFormat = "argb"
        #endif
        var arguments = [
            "-hide_banner", "-nostats", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", pixelFormat, "-s", "\(width)x\(height)",
            "-r", FrameTiming.ffmpegRate(framesPerSecond: plan.framesPerSecond), "-i", "-",
        ]
        if width % 2 != 0 || height % 2 != 0 {
            arguments += ["-vf", "pad=\(width + width % 2):\(height + height % 2):0:0:black"]
        }
        arguments += ["-c:v", codec.encoder, "-pix_fmt", "yuv420p"]
        switch codec {
        case .h264: arguments += ["-movflags", "+faststart"]
        case .vp9: arguments += ["-b:v", "0", "-crf", "32", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1"]
        }
        arguments += ["-map_metadata", "-1", "-fflags", "+bitexact", "-f", codec.container, outputPath]
        return arguments
    }

    /// Whether ffmpeg's standard error (at `-loglevel error`) reports a failure.
    static func reportsError(_ log: String) -> Bool {
        let text = log.lowercased()
        return ["error", "no space left", "too large", "i/o"].contains { text.contains($0) }
    }

    /// The first executable file named `name` in the colon-separated `searchPath`.
    static func findProgram(_ name: String, searchPath: String) -> URL? {
        for directory in searchPath.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        return nil
    }
}

/// Reads a child process's output on its own thread until end of file, keeping the tail.
final class OutputCollector: @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()
    private var text = Data()
    private let done = DispatchSemaphore(value: 0)
    private var waited = false
    /// Bytes of output kept (the tail).
    private let limit = 64 << 10

    init(_ handle: FileHandle) { self.handle = handle }

    /// Starts reading.
    func start() {
        let thread = Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.lock()
                text.append(chunk)
                if text.count > limit { text.removeFirst(text.count - limit) }
                lock.unlock()
            }
            done.signal()
        }
        thread.start()
    }

    /// Waits for end of file (the process exited and closed its output).
    func wait() {
        lock.lock()
        let first = !waited
        waited = true
        lock.unlock()
        if first { done.wait() }
    }

    /// The last `count` non-empty lines read so far.
    func lastLines(_ count: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        let lines = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        let tail = lines.suffix(count).joined(separator: "\n")
        return tail.isEmpty ? "(ffmpeg printed nothing)" : tail
    }
}
