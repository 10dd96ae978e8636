import Cairn
import Testing

// Layout helpers shared by the view and control suites. Every expected number in these suites is computed by
// hand from /work/shared/reference/swiftui-layout.md (§ numbers cited) or from a seed article
// (seed number cited); the arithmetic sits in a comment next to the expectation.

/// Lays `view` out as a hosting view of `width`×`height` does (proposes the canvas, centres
/// the root's reported size in it).
public func layOut<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) -> ViewLayout {
    ViewLayout(of: view, in: CGSize(width: width, height: height))
}

/// A rectangle from its four numbers.
public func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// Expects the view carrying `.id(id)` to have `expected` as its frame (root coordinates);
/// on failure prints the frame found and the whole placed tree.
public func expectFrame(
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
public func expectSize(_ layout: ViewLayout, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(close(layout.size, expected), "root size: expected \(expected), got \(layout.size)\n\(layout)", sourceLocation: sourceLocation)
}

/// A fixed-size stand-in for a view with an intrinsic size, such as the seeds' `Text`
/// ("assume Text reports 50×20", seed 002): it reports `w`×`h` whatever it is proposed.
public func fixed(_ w: CGFloat, _ h: CGFloat) -> some View {
    Color.clear.frame(width: w, height: h)
}

/// A reference box that view closures (guides, geometry readers) write into, so a test can
/// read what they saw. Layout runs on a helper thread the caller waits for.
public final class Recorder<Value>: @unchecked Sendable {
    /// What the closures wrote last.
    public var value: Value
    /// A box holding `value`.
    public init(_ value: Value) { self.value = value }
}

/// The frames of the lines of `layout`'s description whose node name is `name` (a line
/// reading `Name frame=(x, y, w, h) …`), in tree order.
public func frames(_ name: String, _ layout: ViewLayout) -> [CGRect] {
    "\(layout)".split(separator: "\n").compactMap { line -> CGRect? in
        let t = line.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix(name + " "), let open = t.range(of: "frame=("), let close = t[open.upperBound...].firstIndex(of: ")") else { return nil }
        let n = t[open.upperBound..<close].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return n.count == 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : nil
    }
}
