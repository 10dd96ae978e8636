#if Benchmarks
import CCairo
import Cairn
import CairnCairo
import Foundation
import BenchSupport
import Synchronization

// TextBench: laying out N `Text` views wrapped at 400 points in a VStack (N = 1,000 and
// 10,000), beside measuring each string once with Pango directly in the same run: a
// PangoLayout per string in Cairn's font context, the body font, 400 points wide, word
// wrapping, its extents. Every round uses fresh strings (nothing cached from an earlier
// round). Times are the process's CPU time (every thread), and each ratio pairs runs made
// at the same moment (Cairn, direct, direct, Cairn), its median over rounds printed. Target: Cairn ≤ 1.5× the direct cost, growing
// linearly with N. The VStack proposes four sizes to each text (400×0, 400×∞ and two finite
// heights); a text measures each distinct run once: the 400-point wrap, and the one-line run
// the zero-height probe needs (laid out from a prefix of the text).

/// The process's CPU time spent in `body`, in seconds (all threads): on a shared machine the
/// wall-clock time moves with other processes' load, the CPU time much less.
func time(_ body: () -> Void) -> Double {
    func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
    let start = now()
    body()
    return now() - start
}

/// N deterministic sentences of 12 to 27 words (they wrap to two to four lines at 400 points),
/// distinct within and across rounds.
func sentences(_ n: Int, round: Int) -> [String] {
    let words = ["layout", "proposal", "the", "stack", "offers", "each", "child", "a", "size", "and", "text",
                 "wraps", "at", "its", "width", "measured", "once", "by", "Pango", "HarfBuzz", "shapes", "glyphs",
                 "baseline", "leading", "tracking", "priority", "flexible", "frame", "ideal", "view", "renders"]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(bitPattern: Int64(round)) &* 0x1000_0000_01B3
    func next() -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int(state >> 33)
    }
    return (0..<n).map { i in
        let count = 12 + next() % 16
        return "\(round).\(i) " + (0..<count).map { _ in words[next() % words.count] }.joined(separator: " ")
    }
}

/// Counts the measurements a layout asks for.
final class Counter: Sendable {
    let value = Atomic<Int>(0)
}

struct CountingMeasurer: TextMeasurer {
    let base = PangoTextMeasurer()
    let counter = Counter()
    func measure(_ run: TextRun) -> TextMeasurement {
        counter.value.add(1, ordering: .relaxed)
        return base.measure(run)
    }
    func metrics(of font: TextFont) -> FontMetrics { base.metrics(of: font) }
    func hasFamily(named name: String) -> Bool { base.hasFamily(named: name) }
}

func stack(_ strings: [String]) -> some View {
    VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<strings.count, id: \.self) { i in
            Text(verbatim: strings[i])
        }
    }
    .frame(width: 400)
}

/// Cairn's layout of `strings` (a named function, so callgrind reports its inclusive cost).
@inline(never)
func layoutCairn(_ strings: [String], measurer: CountingMeasurer) -> ViewLayout {
    ViewLayout(of: stack(strings), in: CGSize(width: 400, height: 1_000_000), textMeasurer: measurer)
}

/// Each string measured once, directly: a PangoLayout in Cairn's context, body font, 400
/// points wide, word-wrapped. Returns the summed heights (so the work is not optimised away).
@inline(never)
func direct(_ strings: [String]) -> Double {
    PangoFontSystem.shared.withContext { ctx in
        let desc = pango_font_description_from_string("Inter 17px")
        defer { pango_font_description_free(desc) }
        var total = 0.0
        for s in strings {
            let layout = pango_layout_new(ctx)
            pango_layout_set_font_description(layout, desc)
            pango_layout_set_width(layout, 400 * PANGO_SCALE)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_text(layout, s, -1)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            total += Double(logical.height) / Double(PANGO_SCALE)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        return total
    }
}

print("N Text views wrapped at 400 pt in a VStack, beside each string measured once with Pango")
print("Each round times Cairn, direct, direct, Cairn (fresh strings each time) on the process's CPU clock;")
print("the ratio is the median over rounds of (Cairn + Cairn) ÷ (direct + direct) within a round, so both")
print("sides of a ratio ran at the same moment and under the same load. Load average at start: \(loadAverage())")
print("N        rounds  Cairn ms   direct ms   ratio (median)  spread        µs/text (Cairn)   measurements/text")
var perText: [Int: Double] = [:]
var round = 0
_ = ViewLayout(of: stack(sentences(200, round: -1)), in: CGSize(width: 400, height: 100_000))  // warm-up
_ = direct(sentences(200, round: -2))
// TEXTBENCH_SIZES (e.g. "200") and TEXTBENCH_ROUNDS (e.g. "1") shorten the run, for
// instruction counts under callgrind; the defaults are the 1,000 and 10,000.
let environment = ProcessInfo.processInfo.environment
let sizes = environment["TEXTBENCH_SIZES"].map { $0.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 } } ?? [1_000, 10_000]
let roundsOverride = environment["TEXTBENCH_ROUNDS"].flatMap { Int($0) }.map { max($0, 1) }

/// One timed Cairn layout of fresh strings (seconds of process CPU time).
@MainActor func timeCairn(_ n: Int, perMeasure: inout Double) -> Double {
    round += 1
    let strings = sentences(n, round: round)
    let measurer = CountingMeasurer()
    var layout: ViewLayout?
    let t = time { layout = layoutCairn(strings, measurer: measurer) }
    precondition(layout!.size.height > Double(n) * 20)
    perMeasure = Double(measurer.counter.value.load(ordering: .relaxed)) / Double(n)
    return t
}

/// One timed direct measurement of fresh strings (seconds of process CPU time).
@MainActor func timeDirect(_ n: Int) -> Double {
    round += 1
    let strings = sentences(n, round: round)
    var sum = 0.0
    let t = time { sum = direct(strings) }
    precondition(sum > Double(n) * 20)
    return t
}

for n in sizes {
    var bestCairn = Double.infinity, bestDirect = Double.infinity
    var perMeasure = 0.0
    var ratios: [Double] = []
    let rounds = roundsOverride ?? (n >= 10_000 ? 3 : 7)
    for _ in 0..<rounds {
        // ABBA: a load that rises or falls during the round weighs on both sides alike.
        let c1 = timeCairn(n, perMeasure: &perMeasure)
        let d1 = timeDirect(n)
        let d2 = timeDirect(n)
        let c2 = timeCairn(n, perMeasure: &perMeasure)
        ratios.append((c1 + c2) / (d1 + d2))
        bestCairn = min(bestCairn, c1, c2)
        bestDirect = min(bestDirect, d1, d2)
    }
    ratios.sort()
    let median = ratios.count % 2 == 1 ? ratios[ratios.count / 2]
        : (ratios[ratios.count / 2 - 1] + ratios[ratios.count / 2]) / 2
    perText[n] = bestCairn * 1e6 / Double(n)
    let spread = String(format: "%.2f–%.2f×", ratios.first!, ratios.last!)
    func padded(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0) }
    print(String(format: "%-8d %-7d %-10.1f %-11.1f ", n, rounds, bestCairn * 1e3, bestDirect * 1e3)
          + padded(String(format: "%.2f×", median), 16) + padded(spread, 14)
          + String(format: "%-17.1f %.1f", perText[n]!, perMeasure))
}
if let large = perText[10_000], let small = perText[1_000] {
    print(String(format: "growth 10,000 vs 1,000 (µs/text): %.2f× (linear: 1.0×)", large / small))
}
print("Load average at the end: \(loadAverage())")

// Instructions, which do not move with the machine's load (CPU time does: a text's layout
// touches more memory than a bare PangoLayout, so other processes sharing the caches slow
// Cairn's side more). When valgrind is installed, TextBench runs itself once more under
// callgrind with 300 texts and one ABBA round, after the same warm-up, and reads the
// inclusive instruction counts of `layoutCairn` and `direct` (two calls each). valgrind 3.19
// cannot read this toolchain's DWARF, so it runs a copy without debug info (the symbol
// table, which names the functions, stays). TEXTBENCH_NO_CALLGRIND=1 skips this.
func instructionRatio() -> (cairn: Double, direct: Double)? {
    let environment = ProcessInfo.processInfo.environment
    guard environment["TEXTBENCH_UNDER_CALLGRIND"] == nil, environment["TEXTBENCH_NO_CALLGRIND"] == nil,
          FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind"),
          FileManager.default.isExecutableFile(atPath: "/usr/bin/callgrind_annotate"),
          FileManager.default.isExecutableFile(atPath: "/usr/bin/objcopy") else { return nil }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textbench-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("TextBench").path, profile = folder.appendingPathComponent("callgrind.out").path
    guard (try? FileManager.default.copyItem(atPath: CommandLine.arguments[0], toPath: copy)) != nil,
          runTool("/usr/bin/objcopy", ["--strip-debug", copy]) != nil else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/valgrind")
    process.arguments = ["--tool=callgrind", "--callgrind-out-file=\(profile)", copy]
    process.environment = environment.merging(["TEXTBENCH_SIZES": "300", "TEXTBENCH_ROUNDS": "1", "TEXTBENCH_UNDER_CALLGRIND": "1"]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    guard process.terminationStatus == 0,
          let annotated = runTool("/usr/bin/callgrind_annotate", ["--inclusive=yes", profile]) else { return nil }
    // Lines such as "  882,644,425 (43.91%)  ???:$s9TextBench11layoutCairn_… [/tmp/…]".
    func count(_ symbol: String) -> Double? {
        String(decoding: annotated, as: UTF8.self).split(separator: "\n")
            .first { $0.contains(":" + symbol) }
            .flatMap { Double($0.split(separator: " ").first.map { $0.replacingOccurrences(of: ",", with: "") } ?? "") }
    }
    guard let cairn = count("$s9TextBench11layoutCairn_"), let direct = count("$s9TextBench6directySdSaySSGF ") ?? count("$s9TextBench6directySdSaySSGF") else { return nil }
    return (cairn, direct)
}

if let counts = instructionRatio() {
    print(String(format: "instructions (callgrind, 300 texts, Cairn twice and direct twice after the warm-up): Cairn %.1f M, direct %.1f M, %.2f× (independent of load)",
                 counts.cairn / 1e6, counts.direct / 1e6, counts.cairn / counts.direct))
} else if ProcessInfo.processInfo.environment["TEXTBENCH_UNDER_CALLGRIND"] == nil {
    print("instructions: valgrind not installed (apt-get install valgrind), or TEXTBENCH_NO_CALLGRIND set")
}
#else
print("TextBench is built with the Benchmarks trait: make bench, or swift build -c release --traits Benchmarks,SnapshotTesting --product TextBench")
#endif
