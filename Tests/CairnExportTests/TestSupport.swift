import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing

@testable import CairnExport
import CairnTestSupport

/// The test animation's canvas: 64×48 points.
let canvas = CGSize(width: 64, height: 48)

/// Frame `i` of the test animation: a 16×16 blue square moving 2 points right per frame
/// over a fixed red bar, on a transparent canvas.
func movingSquare(_ i: Int) -> DisplayList {
    DisplayList([
        .fill(Path(CGRect(x: 0, y: 40, width: 64, height: 8)), .color(Color.red.resolved), FillStyle()),
        .fill(Path(CGRect(x: CGFloat(2 * i), y: 8, width: 16, height: 16)), .color(Color.blue.resolved), FillStyle()),
    ])
}

/// The directory's file names, sorted (hidden files included).
func fileNames(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

/// A program's exit status, standard output and standard error.
struct ProgramResult {
    var status: Int32
    var output: Data
    var errors: String
    var text: String { String(decoding: output, as: UTF8.self) }
}

/// Runs `program` (searched on PATH) with `arguments`, waiting for it to finish.
func run(_ program: String, _ arguments: [String]) throws -> ProgramResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both pipes to the end before waiting, so a large output cannot block the child.
    let errorReader = ErrorReader(errors.fileHandleForReading)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = errorReader.finish()
    process.waitUntilExit()
    return ProgramResult(status: process.terminationStatus, output: data, errors: errorText)
}

/// Reads a pipe on another thread.
final class ErrorReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    init(_ handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }
    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Whether ffmpeg and ffprobe are on PATH.
let hasFFmpeg: Bool = VideoWriter.findProgram("ffmpeg", searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") != nil
    && VideoWriter.findProgram("ffprobe", searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") != nil

/// ffprobe's `key=value` lines for the first video stream's `entries`, e.g.
/// `stream=nb_read_frames,r_frame_rate`.
func probe(_ file: URL, _ entries: String, countFrames: Bool = false) throws -> [String: String] {
    var arguments = ["-v", "error", "-select_streams", "v:0"]
    if countFrames { arguments.append("-count_frames") }
    arguments += ["-show_entries", entries, "-of", "default=noprint_wrappers=1", file.path]
    let result = try run("ffprobe", arguments)
    #expect(result.status == 0, "ffprobe failed: \(result.errors)")
    var values: [String: String] = [:]
    for line in result.text.split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1)
        if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
    }
    return values
}

/// The durations of every packet (frame) of the first video stream, in its time base.
func packetDurations(_ file: URL) throws -> [String] {
    let result = try run("ffprobe", [
        "-v", "error", "-select_streams", "v:0", "-show_entries", "packet=duration", "-of", "csv=p=0", file.path,
    ])
    #expect(result.status == 0, "ffprobe failed: \(result.errors)")
    return result.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}

/// Decodes every frame of an animation with ffmpeg into straight RGBA frames of
/// `width`×`height` pixels.
func decodeFrames(_ file: URL, width: Int, height: Int, extraInput: [String] = []) throws -> [[UInt8]] {
    let result = try run("ffmpeg", ["-v", "error"] + extraInput + ["-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-vsync", "passthrough", "-"])
    #expect(result.status == 0, "ffmpeg failed: \(result.errors)")
    let size = width * height * 4
    let bytes = [UInt8](result.output)
    return stride(from: 0, to: bytes.count - size + 1, by: size).map { Array(bytes[$0..<($0 + size)]) }
}

/// The RGBA components of pixel (x, y) of a decoded frame.
func pixel(_ frame: [UInt8], width: Int, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * width + x) * 4
    return frame[i..<(i + 4)].map(Int.init)
}
