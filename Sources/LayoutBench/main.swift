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
