import Cairn
import Testing
import CairnTestSupport

/// Preferences (seed 003 "Preference"): values flow up, `onPreferenceChange` with @State
/// re-runs layout until they settle.

private struct SumKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Seed 003's NumberPreferenceKey: each number's index and rectangle, appended.
private struct NumberPreferenceValue: Equatable {
    let viewIdx: Int
    let rect: CGRect
}

private struct NumberPreferenceKey: PreferenceKey {
    static let defaultValue: [NumberPreferenceValue] = []
    static func reduce(value: inout [NumberPreferenceValue], nextValue: () -> [NumberPreferenceValue]) {
        value.append(contentsOf: nextValue())
    }
}

private struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Sums its children's preferences into @State and draws a bar that long.
private struct SumBar: View {
    @State private var total: CGFloat = 0
    let transform: Bool
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                fixed(30, 10).preference(key: SumKey.self, value: 30)
                fixed(20, 10).preference(key: SumKey.self, value: 20)
            }
            .transformPreference(SumKey.self) { if transform { $0 *= 2 } }
            .onPreferenceChange(SumKey.self) { total = $0 }
            Color.blue.frame(width: total, height: 10).id("bar")
        }
    }
}

/// Measures its content with a background GeometryReader and reports the width through a binding.
private struct Measured: View {
    @Binding var width: CGFloat
    var body: some View {
        fixed(70, 10)
            .background(GeometryReader { p in Color.clear.preference(key: WidthKey.self, value: p.size.width) })
            .onPreferenceChange(WidthKey.self) { width = $0 }
    }
}

private struct MeasuringParent: View {
    @State private var width: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Measured(width: $width)
            Color.red.frame(width: width, height: 5).id("bar")
        }
    }
}

/// Seed 003's number picker: the numbers publish their rectangles in the ZStack's space;
/// the ZStack stores them in @State and moves a marker circle onto the selected one.
private struct NumberPicker: View {
    @State private var rects: [CGRect] = Array(repeating: .zero, count: 3)
    let selected: Int
    var body: some View {
        ZStack(alignment: .topLeading) {
            Circle().fill(Color.green)
                .frame(width: rects[selected].width, height: rects[selected].height)
                .alignmentGuide(.leading) { _ in -rects[selected].minX }
                .alignmentGuide(.top) { _ in -rects[selected].minY }
                .id("marker")
            VStack(spacing: 10) {
                ForEach(0..<3) { i in
                    fixed(40, 30)
                        .background(GeometryReader { geo in
                            Color.clear.preference(key: NumberPreferenceKey.self,
                                                   value: [NumberPreferenceValue(viewIdx: i, rect: geo.frame(in: .named("ZStackSpace")))])
                        })
                        .id("n\(i)")
                }
            }
        }
        .onPreferenceChange(NumberPreferenceKey.self) { preferences in
            for pre in preferences { rects[pre.viewIdx] = pre.rect }
        }
        .coordinateSpace(name: "ZStackSpace")
    }
}

@Suite struct PreferenceTests {
    // Two children publish 30 and 20; the key sums: 50. The action stores it in @State and
    // the next pass lays the bar out 50 wide (VStack 50 wide, bar at x 0 under it).
    @Test func onPreferenceChangeSettlesState() {
        let l = layOut(SumBar(transform: false), 50, 20)
        expectFrame(l, "bar", rect(0, 10, 50, 10))
    }

    // transformPreference doubles the sum: 100 → the bar is 100 wide (the HStack 50, centred
    // at x 25 in the 100-wide VStack).
    @Test func transformPreference() {
        let l = layOut(SumBar(transform: true), 100, 20)
        expectFrame(l, "bar", rect(0, 10, 100, 10))
    }

    // The measuring idiom: a background GeometryReader publishes the content's width (70),
    // a child writes it through a @Binding into the parent's @State: the bar becomes 70 wide.
    @Test func backgroundGeometryReaderMeasuresThroughABinding() {
        let l = layOut(MeasuringParent(), 70, 15)
        expectFrame(l, "bar", rect(0, 10, 70, 5))
    }

    // anchorPreference + overlayPreferenceValue: the middle of three views (30, 40, 50 wide,
    // HStack spacing 10) publishes its bounds; the overlay resolves the anchor in its own
    // space, (40, 0, 40, 20), and positions a highlight there.
    @Test func anchorPreferenceResolvedInOverlay() {
        let l = layOut(HStack(spacing: 10) {
            fixed(30, 20)
            fixed(40, 20).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            fixed(50, 20)
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Color.red.frame(width: r.width, height: r.height).id("highlight").position(x: r.midX, y: r.midY)
                }
            }
        }, 140, 20)
        expectFrame(l, "highlight", rect(40, 0, 40, 20))
    }

    // Seed 003's picker: numbers 40×30 in VStack(spacing: 10) at y 0, 40, 80 of the ZStack
    // space; the marker takes the selected number's rectangle through preferences and @State.
    @Test(arguments: [0, 1, 2])
    func seed003MarkerFollowsTheSelection(selected: Int) {
        let l = layOut(NumberPicker(selected: selected), 40, 110)
        expectFrame(l, "n\(selected)", rect(0, 40 * CGFloat(selected), 40, 30))
        expectFrame(l, "marker", rect(0, 40 * CGFloat(selected), 40, 30))
    }
}
