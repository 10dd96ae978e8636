import Foundation

/// Reads a video file's first frame (as PNG bytes) and duration with ffmpeg and ffprobe,
/// once per file (by path, size and modification time; at most 64 files kept, then the cache
/// starts again), for `VideoPlayer`, `AVAsset` and SpriteKit's `SKVideoNode` (package access).
///
/// The tools are found on `PATH` at run time, as video export finds ffmpeg; without them, for
/// a remote URL, or for a file they cannot read, there is no frame (the player draws black,
/// as one still loading). Each run is bounded: 10 seconds, then it is stopped; the frame is
/// scaled to at most 2,048 pixels wide.
package final class VideoFrameSource: @unchecked Sendable {
    /// A file's first frame and duration.
    package struct Frame: Sendable {
        /// The frame as PNG bytes.
        package let png: Data
        /// The duration in seconds, when ffprobe gave one.
        package let duration: Double?
    }

    /// The process-wide source.
    package static let shared = VideoFrameSource()

    /// The most files whose frames are kept at once.
    static let capacity = 64

    private let lock = NSLock()
    private var cache: [String: Frame?] = [:]

    /// The first frame of the local file at `url`, or nil.
    package func frame(for url: URL) -> Frame? {
        guard url.isFileURL else { return nil }
        let path = url.path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        let key = "\(path)\u{0}\((attributes[.size] as? NSNumber)?.int64Value ?? -1)\u{0}\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let frame = Self.read(path)
        lock.lock()
        // Bounded: a server rendering many videos keeps at most 64 files' frames.
        if cache.count >= Self.capacity { cache.removeAll(keepingCapacity: true) }
        cache[key] = frame
        lock.unlock()
        return frame
    }

    /// Runs ffmpeg (and ffprobe) on `path`.
    private static func read(_ path: String) -> Frame? {
        guard let ffmpeg = program("ffmpeg") else { return nil }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-video-frame-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        guard run(ffmpeg, ["-v", "error", "-nostdin", "-y", "-i", path, "-frames:v", "1",
                           "-vf", "scale='min(iw,2048)':-1", "-f", "image2", "-c:v", "png", out.path]) != nil,
              let png = try? Data(contentsOf: out), !png.isEmpty else { return nil }
        var duration: Double?
        if let ffprobe = program("ffprobe"),
           let text = run(ffprobe, ["-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", path]),
           let seconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), seconds.isFinite, seconds >= 0 {
            duration = seconds
        }
        return Frame(png: png, duration: duration)
    }

    /// The executable `name` on `PATH`, or nil.
    private static func program(_ name: String) -> URL? {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in searchPath.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The standard output of `tool` run with `arguments` when it exits with 0 within 10
    /// seconds (at most 1 MB kept), else nil.
    private static func run(_ tool: URL, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-video-probe-\(UUID().uuidString).txt")
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: output) else { return nil }
        defer {
            try? handle.close()
            try? FileManager.default.removeItem(at: output)
        }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                return nil
            }
            usleep(5_000)
        }
        guard process.terminationStatus == 0, let data = try? Data(contentsOf: output) else { return nil }
        return String(decoding: data.prefix(1 << 20), as: UTF8.self)
    }
}
