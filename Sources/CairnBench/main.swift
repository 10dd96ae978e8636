#if Benchmarks
import BenchSupport
import CCairo
import CairnCairo
import CairoBaseline
import Foundation

// CairnBench: Cairn's Cairo renderer against raw C cairo on the radar-chart frame.
//
// Four measurements of `frames` frames each (new 400×400 surface per frame in every case):
//   1. Cairn draw only: display list → cairo image surface.
//   2. Cairn draw + PNG: `CairoRenderer.pngData` (default compression level 4).
//   3. Raw C draw only: the same frame drawn by `cairo_baseline_draw_radar`.
//   4. Raw C draw + cairo's PNG writer (`cairo_surface_write_to_png_stream` into memory,
//      i.e. `cairo_surface_write_to_png` without the file I/O).
// Each is run `rounds` times, interleaved, after a warm-up; the best round is reported
// (the machine is shared, so the minimum is the least disturbed figure).

let frames = 300
let rounds = 5
let list = RadarFrame.displayList
let size = RadarFrame.size

/// Milliseconds per frame of `body` run `frames` times.
func measure(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
        for _ in 0..<frames { try body() }
    }
    let ms = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
    return ms / Double(frames)
}

do {
    // Sanity: Cairn's frame is pixel-identical to the raw C frame.
    let reference = cairo_baseline_frame()
    defer { cairo_surface_destroy(reference) }
    let identical = try CairoRenderer.withImageSurface(list, size: size, scale: 1, background: nil) { surface in
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard stride == Int(cairo_image_surface_get_stride(reference)),
            let a = cairo_image_surface_get_data(surface), let b = cairo_image_surface_get_data(reference)
        else { return false }
        return memcmp(a, b, stride * 400) == 0
    }
    print("Cairn frame identical to raw C frame: \(identical)")

    var pngBytes = 0
    // Warm-up.
    _ = try measure { _ = try CairoRenderer.pngData(list, size: size) }
    _ = cairo_baseline_draw_png(Int32(20), nil)

    var cairnDraw: [Double] = [], cairnPNG: [Double] = [], cDraw: [Double] = [], cPNG: [Double] = []
    var cairoPNGBytes = 0
    for _ in 0..<rounds {
        cairnDraw.append(try measure { try CairoRenderer.withImageSurface(list, size: size, scale: 1, background: nil) { _ in } })
        cDraw.append(cairo_baseline_draw_only(Int32(frames)))
        cairnPNG.append(try measure { pngBytes = try CairoRenderer.pngData(list, size: size).count })
        var bytes = 0
        cPNG.append(cairo_baseline_draw_png(Int32(frames), &bytes))
        cairoPNGBytes = bytes
    }
    func best(_ values: [Double]) -> Double { values.min() ?? .nan }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    func f(_ v: Double) -> String { String(format: "%.3f", v) }

    print("frames per round: \(frames), rounds: \(rounds); ms/frame best (median)")
    print("Cairn draw only       : \(f(best(cairnDraw))) (\(f(median(cairnDraw))))")
    print("raw C draw only       : \(f(best(cDraw))) (\(f(median(cDraw))))")
    print("Cairn draw + PNG      : \(f(best(cairnPNG))) (\(f(median(cairnPNG))))  PNG \(pngBytes) bytes")
    print("raw C draw + cairo PNG: \(f(best(cPNG))) (\(f(median(cPNG))))  PNG \(cairoPNGBytes) bytes")
    let drawRatio = best(cairnDraw) / best(cDraw)
    let pngSpeedup = best(cPNG) / best(cairnPNG)
    print("draw-only ratio Cairn / C: \(f(drawRatio))× (target ≤ 1.2×) \(drawRatio <= 1.2 ? "OK" : "MISSED")")
    print("PNG export speed-up vs cairo_surface_write_to_png: \(f(pngSpeedup))× (target ≥ 2×) \(pngSpeedup >= 2 ? "OK" : "MISSED")")
} catch {
    print("CairnBench failed: \(error)")
    exit(1)
}
#else
print("CairnBench is built with the Benchmarks trait: make bench, or swift build -c release --traits Benchmarks,SnapshotTesting --product CairnBench")
#endif
