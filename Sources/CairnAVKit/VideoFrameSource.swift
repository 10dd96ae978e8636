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
        cached(url, \.cache) { Self.read($0) }
    }

    private var durations: [String: Double?] = [:]

    /// The duration in seconds of the local media file at `url` (audio or video) as ffprobe
    /// reads it, cached as frames are; nil when it is not a regular file, ffprobe is missing,
    /// or ffprobe cannot read it.
    package func duration(for url: URL) -> Double? {
        cached(url, \.durations) { Self.probeDuration($0) }
    }

    /// `read(path)` of the regular file at `url`, once per path, size and modification time
    /// (at most `capacity` kept in `table`, then it starts again); nil for anything else.
    private func cached<T>(_ url: URL, _ table: ReferenceWritableKeyPath<VideoFrameSource, [String: T?]>, _ read: (String) -> T?) -> T? {
        guard url.isFileURL else { return nil }
        let path = url.path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        let key = "\(path)\u{0}\((attributes[.size] as? NSNumber)?.int64Value ?? -1)\u{0}\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        lock.lock()
        if let hit = self[keyPath: table][key] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let value = read(path)
        lock.lock()
        // Bounded: a server rendering many videos keeps at most 64 files' results.
        if self[keyPath: table].count >= Self.capacity { self[keyPath: table].removeAll(keepingCapacity: true) }
        self[keyPath: table][key] = value
        lock.unlock()
        return value
    }

    /// Whether ffprobe is on `PATH` (without it a file's duration cannot be known).
    package static var canProbe: Bool { program("ffprobe") != nil }

    /// ffprobe's duration of `path`, or nil.
    private static func probeDuration(_ path: String) -> Double? {
        guard let ffprobe = program("ffprobe"),
              let text = run(ffprobe, ["-v", "error", "-show_entries", "format=duration", "-of", "default=nw=1:nk=1", path]),
              let seconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), seconds.isFinite, seconds >= 0 else { return nil }
        return seconds
    }

    /// Runs ffmpeg (and ffprobe) on `path`.
    private static func read(_ path: String) -> Frame? {
        guard let ffmpeg = program("ffmpeg") else { return nil }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-video-frame-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        guard run(ffmpeg, ["-v", "error", "-nostdin", "-y", "-i", path, "-frames:v", "1",
                           "-vf", "scale='min(iw,2048)':-1", "-f", "image2", "-c:v", "png", out.path]) != nil,
              let png = try? Data(contentsOf: out), !png.isEmpty else { return nil }
        return Frame(png: png, duration: probeDuration(path))
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
