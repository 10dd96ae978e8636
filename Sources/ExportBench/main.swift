import CCairo
import CairnExport
import CairoBaseline
import Foundation

// ExportBench: a 90-frame PNG sequence of the 400×400 radar frame, exported by
// `FrameExporter` on one core and on every core, beside the same frames drawn by raw C
// cairo calls and written with `cairo_surface_write_to_png` (serial), in the same run.
//
// Each measurement writes all 90 files into a fresh directory; `rounds` interleaved rounds
// after a warm-up, best round reported (the machine is shared: the minimum is the least
// disturbed figure), median beside it. Targets: FrameExporter on one core ≥ 2× the raw
// cairo rate; on every core ≥ 1.8× its own one-core rate.

let frameCount = 90
let rounds = 7
let list = RadarFrame.displayList
let cores = ProcessInfo.processInfo.activeProcessorCount
let root = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-export-bench-\(getpid())")

/// Seconds taken by `body` writing into a fresh empty directory (removed afterwards).
func timed(_ name: String, _ body: (URL) throws -> Void) throws -> Double {
    let directory = root.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let clock = ContinuousClock()
    let elapsed = try clock.measure { try body(directory) }
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// The raw-cairo reference: new surface, draw, `cairo_surface_write_to_png`, destroy.
func rawCairo(_ directory: URL) throws {
    for i in 0..<frameCount {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 400) else { throw BenchError.cairo }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { throw BenchError.cairo }
        cairo_baseline_draw_radar(cr)
        cairo_destroy(cr)
        let path = directory.appendingPathComponent(String(format: "radar_%04d.png", i)).path
        guard cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS else { throw BenchError.cairo }
    }
}

/// `FrameExporter` with the given concurrency.
func export(concurrency: Int) -> (URL) throws -> Void {
    { directory in
        let options = ExportOptions(concurrency: concurrency)
        let report = try FrameExporter(size: RadarFrame.size, framesPerSecond: 30, options: options)
            .export(frameCount: frameCount, to: .pngSequence(directory: directory, baseName: "radar")) { _ in list }
        guard report.renderedFrames == frameCount else { throw BenchError.missingFrames }
    }
}

enum BenchError: Error { case cairo, missingFrames }

do {
    defer { try? FileManager.default.removeItem(at: root) }
    // Warm-up.
    _ = try timed("warm-raw", rawCairo)
    _ = try timed("warm-1", export(concurrency: 1))
    _ = try timed("warm-n", export(concurrency: cores))

    var raw: [Double] = [], one: [Double] = [], all: [Double] = []
    for _ in 0..<rounds {
        raw.append(try timed("raw", rawCairo))
        one.append(try timed("one", export(concurrency: 1)))
        all.append(try timed("all", export(concurrency: cores)))
    }
    func fps(_ seconds: Double) -> Double { Double(frameCount) / seconds }
    func best(_ values: [Double]) -> Double { fps(values.min() ?? .nan) }
    func median(_ values: [Double]) -> Double { fps(values.sorted()[values.count / 2]) }
    func f(_ v: Double) -> String { String(format: "%.0f", v) }

    print("\(frameCount) frames 400×400 to a PNG sequence, \(rounds) rounds; frames/s best (median)")
    print("raw cairo draw + cairo_surface_write_to_png, serial : \(f(best(raw))) (\(f(median(raw))))")
    print("FrameExporter, 1 core                              : \(f(best(one))) (\(f(median(one))))")
    print("FrameExporter, \(cores) cores                             : \(f(best(all))) (\(f(median(all))))")
    let oneCore = best(one) / best(raw)
    let scaling = best(all) / best(one)
    print("1 core vs raw cairo: \(String(format: "%.2f", oneCore))× (target ≥ 2×) \(oneCore >= 2 ? "OK" : "MISSED")")
    print("\(cores) cores vs 1 core: \(String(format: "%.2f", scaling))× (target ≥ 1.8×) \(scaling >= 1.8 ? "OK" : "MISSED")")
} catch {
    print("ExportBench failed: \(error)")
    exit(1)
}
