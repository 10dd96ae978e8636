import Cairn
import Testing

// Shared helpers for the layout suites. Every expected number in these suites is computed by
// hand from /work/shared/reference/swiftui-layout.md (§ numbers cited) or from a seed article
// (seed number cited); the arithmetic sits in a comment next to the expectation.

/// Lays `view` out as a hosting view of `width`×`height` does (proposes the canvas, centres
/// the root's reported size in it).
func layOut<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> ViewLayout {
    ViewLayout(of: view, in: CGSize(width: width, height: height))
}

/// A rectangle from its four numbers.
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// Whether two lengths agree to 1e-6 (layout is unrounded: 0.3 · 200 need not be exactly 60).
func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
    if a == b { return true }
    return abs(a - b) <= 1e-6
}

/// Whether two rectangles agree to 1e-6 on every number.
func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}

/// Whether two sizes agree to 1e-6.
func close(_ a: CGSize, _ b: CGSize) -> Bool { close(a.width, b.width) && close(a.height, b.height) }

/// Expects the view carrying `.id(id)` to have `expected` as its frame (root coordinates);
/// on failure prints the frame found and the whole placed tree.
func expectFrame(
    _ layout: ViewLayout, _ id: AnyHashable, _ expected: CGRect,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = layout.frame(of: id)
    #expect(
        close(actual, expected),
        "frame of \(id.base): expected \(expected), got \(String(describing: actual))\n\(layout)",
        sourceLocation: sourceLocation)
}

/// Expects the root's reported size.
func expectSize(_ layout: ViewLayout, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(close(layout.size, expected), "root size: expected \(expected), got \(layout.size)\n\(layout)", sourceLocation: sourceLocation)
}

/// A fixed-size stand-in for a view with an intrinsic size, such as the seeds' `Text`
/// ("assume Text reports 50×20", seed 002): it reports `w`×`h` whatever it is proposed.
func fixed(_ w: CGFloat, _ h: CGFloat) -> some View {
    Color.clear.frame(width: w, height: h)
}

/// A reference box that view closures (guides, geometry readers) write into, so a test can
/// read what they saw. Layout runs on a helper thread the caller waits for.
final class Recorder<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
