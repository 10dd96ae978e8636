#if Benchmarks
import BenchSupport
import CCairo
import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import CairnExport
import CairnPNG
import CairoBaseline
import Foundation

/// Cairn's PNG encoder (`cairn_png_encode`) against `cairo_surface_write_to_png` on the same
/// Cairo surfaces, in memory (no files): bytes and CPU ms per image, best of `rounds` rounds
/// of `repeats` writes each (rounds interleaved so both see the same machine load).
func pngEncodingTable() {
    let repeats = 10
    let images: [(String, OpaquePointer)] = [
        ("radar (transparent)", cairo_baseline_frame()),
        ("radar on white", cairo_baseline_frame_on_white()),
        ("12 radial gradients", cairo_baseline_gradient_frame()),
    ]
    defer { for (_, surface) in images { cairo_surface_destroy(surface) } }
    /// Mean ms per encode over `repeats`, and the PNG's size.
    func cairn(_ surface: OpaquePointer, level: Int32) -> (ms: Double, bytes: Int) {
        let data = cairo_image_surface_get_data(surface)!
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let stride = cairo_image_surface_get_stride(surface)
        var bytes = 0
        let ms = threadCPUms {
            for _ in 0..<repeats {
                var output: UnsafeMutablePointer<UInt8>?
                var size = 0
                // As `CairoRenderer.pngData`: RGB when every pixel is opaque (as Cairo's writer).
                guard cairn_png_encode_colour(
                    data, width, height, stride, CAIRN_PIXELS_ARGB32_PREMULTIPLIED, level, CAIRN_PNG_RGB_WHEN_OPAQUE, &output, &size, nil, 0) == 0
                else {
                    FileHandle.standardError.write(Data("ExportBench: cairn_png_encode failed at level \(level) (out of memory?)\n".utf8))
                    exit(1)
                }
                bytes = size
                cairn_png_free(output)
            }
        }
        return (ms / Double(repeats), bytes)
    }
    print("PNG encoding of one 400×400 Cairo surface in memory, CPU ms, best of \(rounds) rounds × \(repeats), load average \(loadAverage())")
    print("image                  cairo_surface_write_to_png     Cairn level 1 (fast)        Cairn default (level \(CAIRN_PNG_DEFAULT_LEVEL))   default vs Cairo")
    for (name, surface) in images {
        var cairoMS = Double.infinity, fastMS = Double.infinity, defaultMS = Double.infinity
        var cairoBytes = 0, fastBytes = 0, defaultBytes = 0
        for _ in 0..<rounds {
            var bytes = 0
            cairoMS = min(cairoMS, threadCPUms { _ = cairo_baseline_write_png(surface, Int32(repeats), &bytes) } / Double(repeats))
            cairoBytes = bytes
            let fast = cairn(surface, level: 1)
            fastMS = min(fastMS, fast.ms)
            fastBytes = fast.bytes
            let standard = cairn(surface, level: CAIRN_PNG_DEFAULT_LEVEL)
            defaultMS = min(defaultMS, standard.ms)
            defaultBytes = standard.bytes
        }
        func cell(_ bytes: Int, _ ms: Double) -> String {
            String(format: "%7d B %6.2f ms", bytes, ms).padding(toLength: 28, withPad: " ", startingAt: 0)
        }
        let verdict = String(
            format: "%.2f× size, %.2f× faster %@", Double(defaultBytes) / Double(cairoBytes), cairoMS / defaultMS,
            defaultBytes <= cairoBytes && defaultMS < cairoMS ? "OK" : "MISSED")
        print(name.padding(toLength: 23, withPad: " ", startingAt: 0) + cell(cairoBytes, cairoMS) + "   " + cell(fastBytes, fastMS)
            + "   " + cell(defaultBytes, defaultMS) + "   " + verdict)
    }
}
#endif
