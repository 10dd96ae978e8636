import Cairn
import Foundation

// LayoutBench: the layout engine's cost per view.
//
// 1. A VStack of N children alternating fixed (`Color.frame(width:height:)`) and flexible
//    (`Color.frame(maxWidth: .infinity)`) views, N = 100, 1,000, 10,000: µs per view must
//    stay flat (sizes are cached per view and proposal; the stack sorts once per proposal).
// 2. Stacks nested 5, 10 and 20 deep, alternating HStack and VStack, each level holding a
//    fixed view, a flexible view and the next level: measurements (size computations) per
//    view must stay bounded by a small constant, not grow with depth.

func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func wideStack(_ n: Int) -> some View {
    VStack(spacing: 0) {
        ForEach(0..<n, id: \.self) { i in
            if i % 2 == 0 {
                Color.red.frame(width: 20, height: 2)
            } else {
                Color.blue.frame(maxWidth: .infinity, minHeight: 1, maxHeight: 3)
            }
        }
    }
}

func nested(_ depth: Int) -> AnyView {
    if depth == 0 { return AnyView(Color.green.frame(minWidth: 10, maxWidth: 100, minHeight: 10, maxHeight: 100)) }
    if depth % 2 == 0 {
        return AnyView(HStack { Color.red.frame(width: 10, height: 10); Color.blue; nested(depth - 1) })
    }
    return AnyView(VStack { Color.red.frame(width: 10, height: 10); Color.blue; nested(depth - 1) })
}

func viewCount(_ layout: ViewLayout) -> Int {
    layout.description.split(separator: "\n").count
}

// `LayoutBench --profile-grid`: one layout of the 100×100 grid and nothing else, for
// `valgrind --tool=callgrind` (instruction counts are repeatable where wall time is not).
if CommandLine.arguments.contains("--profile-grid") {
    let layout = ViewLayout(of: grid(100), in: CGSize(width: 400, height: 400))
    print("measurements", layout.measurements)
    exit(0)
}

print("Stack of N children (half fixed, half flexible), 400×N proposal")
print("N        views    ms/layout   µs/view")
var perView: [Int: Double] = [:]
for n in [100, 1_000, 10_000] {
    let canvas = CGSize(width: 400, height: Double(n) * 2)
    let repeats = max(1, 20_000 / n)
    _ = ViewLayout(of: wideStack(n), in: canvas)  // warm-up
    var best = Double.infinity
    var views = 0
    for _ in 0..<5 {
        var layout: ViewLayout?
        let t = time { for _ in 0..<repeats { layout = ViewLayout(of: wideStack(n), in: canvas) } } / Double(repeats)
        best = min(best, t)
        views = viewCount(layout!)
    }
    perView[n] = best * 1e6 / Double(views)
    print(String(format: "%-8d %-8d %-11.3f %.3f", n, views, best * 1e3, perView[n]!))
}
print(String(format: "ratio 10,000 vs 100 (µs/view): %.2f× (target ≤ 1.5×)", perView[10_000]! / perView[100]!))
print()
print("Nested stacks (alternating H/V), 400×400 proposal")
print("depth    views    measurements   per view   ms/layout")
for depth in [5, 10, 20] {
    var layout: ViewLayout?
    let t = time { layout = ViewLayout(of: nested(depth), in: CGSize(width: 400, height: 400)) }
    let views = viewCount(layout!)
    let m = layout!.measurements
    print(String(format: "%-8d %-8d %-14d %-10.2f %.3f", depth, views, m, Double(m) / Double(views), t * 1e3))
}

// 3. Beside native engines: a grid of fixed leaves (HStacks in a VStack) and alternating
//    H/V nesting, with taffy (`stretchable`) and Yoga (`poga`) timed on the same trees in
//    the same run when `make bench` has installed them (scripts/layout-bench-native.py).
func grid(_ n: Int) -> some View {
    VStack(spacing: 0) {
        ForEach(0..<n, id: \.self) { _ in
            HStack(spacing: 0) {
                ForEach(0..<n, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
            }
        }
    }
}

/// The process's peak resident memory so far, in MB.
func peakMemoryMB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// taffy's and Yoga's times per case, or nothing when the bindings are not installed.
func nativeTimes() -> [String: [String: Double]] {
    let python = ProcessInfo.processInfo.environment["CAIRN_BENCH_PYTHON"] ?? ".build/bench-venv/bin/python"
    guard FileManager.default.isExecutableFile(atPath: python) else { return [:] }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["scripts/layout-bench-native.py"]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return [:] }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (try? JSONSerialization.jsonObject(with: data) as? [String: [String: Double]]) ?? [:]
}

print()
print("Beside native engines (400×400 proposal; Cairn: whole layout, best of 3; taffy/Yoga: compute only)")
let native = nativeTimes()
if native.isEmpty { print("(taffy/Yoga not installed: make bench installs stretchable and poga into .build/bench-venv)") }
print("case            views    Cairn ms   µs/view  sizes/view  peak MB   taffy ms  Yoga ms   Cairn/taffy  Cairn/Yoga (same tree, whole time)")
func row(_ name: String, _ make: () -> ViewLayout) {
    var best = Double.infinity
    var layout: ViewLayout?
    for _ in 0..<3 {
        let t = time { layout = make() }
        best = min(best, t)
    }
    let views = viewCount(layout!)
    let perView = best * 1e6 / Double(views)
    let n = native[name] ?? [:]
    func cell(_ key: String) -> String { n[key].map { String(format: "%-9.2f", $0) } ?? "-        " }
    func ratio(_ key: String) -> String {
        guard let ms = n[key] else { return "-" }
        // The same tree in both (Cairn counts a frame and its colour as two views where
        // the native engines have one node), so the honest comparison is the whole time.
        return String(format: "%.1f×", best * 1e3 / ms)
    }
    print(String(format: "%-15@ %-8d %-10.2f %-8.2f %-11.2f %-9.0f", name as NSString, views, best * 1e3, perView,
                 Double(layout!.measurements) / Double(views), peakMemoryMB())
          + " " + cell("taffy_ms") + " " + cell("yoga_ms") + "  " + ratio("taffy_ms") + "         " + ratio("yoga_ms"))
}
row("grid 100x100") { ViewLayout(of: grid(100), in: CGSize(width: 400, height: 400)) }
row("grid 316x316") { ViewLayout(of: grid(316), in: CGSize(width: 400, height: 400)) }
for depth in [10, 20, 100, 1_000] {
    row("nesting \(depth)") { ViewLayout(of: nested(depth), in: CGSize(width: 400, height: 400)) }
}

// 4. Deep trees: layout runs on the caller's thread until its stack runs low, then once
//    more on a large-stack thread. Where that happens on the main thread (8 MiB):
print()
print("Deep trees: padding(0) nested N deep around a leaf, main thread")
print("N        ms/layout  laid out on")
for n in [1_000, 2_000, 5_000, 10_000, 20_000] {
    nonisolated(unsafe) var onMain = false
    var view = AnyView(GeometryReader { _ in
        onMain = Thread.isMainThread
        return Color.red
    })
    for _ in 0..<n { view = AnyView(view.padding(0)) }
    let deep = view
    let t = time { _ = ViewLayout(of: deep, in: CGSize(width: 40, height: 40)) }
    print(String(format: "%-8d %-10.2f %@", n, t * 1e3, onMain ? "caller's thread" : "large-stack thread"))
}
