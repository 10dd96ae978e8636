#if Benchmarks
// SnapshotBench: what an image snapshot assertion costs at 2000×2000 pixels, beside the
// render it checks. Build in release: `swift build -c release --traits Benchmarks,SnapshotTesting --product SnapshotBench`.
import Foundation

#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
import CairnCairo
import CairnSnapshotTesting

/// A busy 1000×1000-point scene (rendered at scale 2: 2000×2000 pixels): gradients,
/// strokes and antialiased curves over the whole canvas.
struct BenchScene: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<8) { row in
                HStack(spacing: 0) {
                    ForEach(0..<8) { column in
                        ZStack {
                            Rectangle().fill(LinearGradient(
                                colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                            Circle().stroke(Color.yellow, style: StrokeStyle(lineWidth: 6, dash: [12, 6]))
                                .padding(Double(row + column))
                            RoundedRectangle(cornerRadius: 20).fill(Color.orange.opacity(0.6))
                                .frame(width: 60, height: 40)
                                .rotationEffect(.degrees(Double(row * 8 + column) * 7))
                        }
                        .frame(width: 125, height: 125)
                    }
                }
            }
        }
    }
}

/// The median wall time of `runs` calls, in milliseconds.
func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        try body()
        let d = ContinuousClock.now - start
        times.append(Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
    }
    return times.sorted()[runs / 2]
}

func report(_ label: String, _ ms: Double) {
    let line = label.padding(toLength: 52, withPad: " ", startingAt: 0) + String(format: "%9.2f ms", ms) + "\n"
    FileHandle.standardOutput.write(Data(line.utf8))
}

/// Stops the benchmark with a message when a comparison gives a wrong answer.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    print("SnapshotBench: wrong result: \(message())")
    exit(1)
}

let renderer = ImageRenderer(content: BenchScene())
renderer.scale = 2
let runs = 7
var bitmap = try renderer.bitmap()
FileHandle.standardOutput.write(Data("SnapshotBench: \(bitmap.width)×\(bitmap.height) pixels, median of \(runs) runs\n".utf8))
report("render (layout + Cairo + un-premultiply) → Bitmap", try median(runs) { bitmap = try renderer.bitmap() })
var image = SnapshotImage(bitmap)
let reference = image
var png = Data()
report("encode reference PNG (zlib 9, versions)", try median(3) { png = try reference.pngData() })
FileHandle.standardOutput.write(Data("  reference PNG: \(png.count / 1024) KB\n".utf8))
report("decode reference PNG", try median(runs) { _ = try SnapshotImage(pngData: png) })

// A second render: equal pixels in a separate buffer (a copy of the same array would share
// its storage and compare in no time).
image = SnapshotImage(try renderer.bitmap())
var same = ImageComparison.compare(reference, image, tolerance: ImageTolerance())
report("compare with an identical render", median(runs) { same = ImageComparison.compare(reference, image, tolerance: ImageTolerance()) })
check(same.matches, "identical images must match")

var onePixel = image
onePixel.pixels[(1000 * 2000 + 1000) * 4] &+= 50
report("compare, one pixel changed (full scan)", median(runs) { same = ImageComparison.compare(reference, onePixel, tolerance: ImageTolerance()) })
check(!same.matches && same.differingPixels == 1, "one pixel must differ: \(same.differingPixels)")

var everyPixel = image
for i in stride(from: 0, to: everyPixel.pixels.count, by: 4) { everyPixel.pixels[i] = everyPixel.pixels[i] == 0 ? 1 : everyPixel.pixels[i] - 1 }
report("compare, every pixel changed by 1 (within tolerance)", median(runs) { same = ImageComparison.compare(reference, everyPixel, tolerance: ImageTolerance()) })
check(same.matches && same.changedPixels == 4_000_000, "all changed within tolerance: \(same.changedPixels) changed, \(same.differingPixels) beyond")

var percent = image
for i in stride(from: 0, to: percent.pixels.count, by: 400) { percent.pixels[i] &+= 60 }
report("compare, 1% of pixels changed by 60", median(runs) { same = ImageComparison.compare(reference, percent, tolerance: ImageTolerance()) })
report("compare perceptually (ΔE), 1% changed", median(runs) {
    same = ImageComparison.compare(reference, percent, tolerance: ImageTolerance(perceptualPrecision: 0.98))
})
report("difference image, 1% changed (failure path only)", median(3) {
    _ = ImageComparison.differenceImage(reference, percent, tolerance: ImageTolerance())
})
#else
FileHandle.standardError.write(Data("SnapshotBench needs the SnapshotTesting trait: swift build -c release --traits Benchmarks,SnapshotTesting --product SnapshotBench\n".utf8))
exit(2)
#endif
#else
print("SnapshotBench is built with the Benchmarks trait: make bench, or swift build -c release --traits Benchmarks,SnapshotTesting --product SnapshotBench")
#endif
