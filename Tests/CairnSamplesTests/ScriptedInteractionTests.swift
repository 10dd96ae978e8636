import Cairn
import Foundation
import SampleScenes
import Testing
import CairnTestSupport

/// Scripted interaction in exported animations (issue 11): `tap(_:at:)` runs a button's action
/// inside the scene's virtual clock; `setValue(_:of:at:)` moves a control's binding.
@Suite struct ScriptedInteractionTests {
    /// The length of every line of `path` (moves start subpaths, closes return to their start).
    static func length(_ path: Path) -> CGFloat {
        var total: CGFloat = 0, current = CGPoint.zero, start = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p): current = p; start = p
            case .line(let p): total += hypot(p.x - current.x, p.y - current.y); current = p
            case .closeSubpath: total += hypot(start.x - current.x, start.y - current.y); current = start
            default: break
            }
        }
        return total
    }

    /// The first filled path in `list` (the seed's hexagon: the only filled shape of the scene).
    static func firstFill(_ items: [DisplayList.Item]) -> Path? {
        for item in items {
            switch item {
            case .fill(let path, _, _): return path
            case .group(let g): if let p = firstFill(g.content.items) { return p }
            default: continue
            }
        }
        return nil
    }

    /// Seed 000's hexagon perimeter in its 100 × 100 frame, computed from the seed's numbers:
    /// vertex i at radius 50 · values[i] / 200 on spokes 60° apart, so a side between radii a
    /// and b is √(a² + b² − 2ab·cos 60°) = √(a² + b² − ab).
    static let perimeter: CGFloat = {
        let r = [165, 129, 148, 176, 152, 140].map { 50 * CGFloat($0) / 200 }
        return (0..<6).reduce(0) { sum, i in
            let a = r[i], b = r[(i + 1) % 6]
            return sum + (a * a + b * b - a * b).squareRoot()
        }
    }()

    @Test func tappingTheSeedButtonUnfoldsTheHexagonOverThreeSeconds() throws {
        // Seed 000, unchanged: `Button(action: { self.progress = 1.0 }) { Text("动画") }` under a
        // hexagon with `.animation(.linear(duration: 3))`. Tapped at 0.5 s, the trim runs
        // linearly from 0 at 0.5 s to 1 at 3.5 s: frame k at 30 fps shows (k/30 − 0.5) / 3.
        let renderer = AnimationRenderer(content: HexagonButton(), duration: 4).tap("动画", at: 0.5)
        #expect(renderer.frameCount == 120)
        #expect(abs(Self.perimeter - 229.81) < 0.01)  // radii 41.25, 32.25, 37, 44, 38, 35 pt
        for (frame, progress) in [(30, 0.5 / 3), (60, 0.5), (75, 2.0 / 3), (105, 1.0), (119, 1.0)] {
            let path = try #require(Self.firstFill(renderer.displayList(atFrame: frame).items), "frame \(frame)")
            let expected = Self.perimeter * CGFloat(progress)
            #expect(abs(Self.length(path) - expected) < 0.01, "frame \(frame): \(Self.length(path)) vs \(expected)")
        }
        // Before the tap nothing is drawn (progress 0: an empty trim).
        for frame in [0, 14, 15] {
            let path = Self.firstFill(renderer.displayList(atFrame: frame).items)
            #expect(path.map(Self.length) ?? 0 < 0.01, "frame \(frame)")
        }
        // Frames are pure functions of time: frame 60 alone equals frame 60 after 0...59.
        let fresh = AnimationRenderer(content: HexagonButton(), duration: 4).tap("动画", at: 0.5)
        #expect(try fresh.pngData(atFrame: 60) == renderer.pngData(atFrame: 60))
        #expect(renderer.timeline.layout(at: 2).diagnostics.isEmpty)
    }

    @Test func theSeedSampleExportsWithTheTap() throws {
        let sample = try #require(AnimatedCatalog.sample(named: "hexagon-button-tap"))
        let renderer = sample.renderer(framesPerSecond: 10)
        // 10 fps: frame 20 = 2 s, progress 0.5; frame 5 = 0.5 s, progress 0.
        let mid = try #require(Self.firstFill(renderer.displayList(atFrame: 20).items))
        #expect(abs(Self.length(mid) - Self.perimeter / 2) < 0.01)
        #expect(renderer.displayList(atFrame: 5).dump != renderer.displayList(atFrame: 20).dump)
    }

    /// A bar as wide as `value` × 100 points, with controls that change the value.
    struct Controls: View {
        @State private var value = 0.2
        @State private var on = false
        @State private var count = 1
        @State private var flavor = "a"
        var body: some View {
            VStack {
                Color.red.frame(width: 100 * value, height: 10).id("bar")
                    .frame(width: 200, height: 10, alignment: .leading)
                Color.blue.frame(width: on ? 50 : 10, height: 10).id("switch")
                Color.green.frame(width: CGFloat(10 * count), height: 10).id("count")
                Color.gray.frame(width: flavor == "b" ? 30 : 10, height: 10).id("flavor")
                Button("Grow") { withAnimation(.linear(duration: 1)) { value = 1 } }
                Button(action: { value = 0.9 }) { Image(systemName: "star") }.accessibilityIdentifier("star")
                Button("Off") { value = 0 }.disabled(true)
                Toggle("Wi-Fi", isOn: $on)
                Slider(value: $value, in: 0...1, step: 0.25) { Text("Level") }
                Stepper("Count", value: $count, in: 1...5)
                Picker("Flavor", selection: $flavor) {
                    Text("A").tag("a")
                    Text("B").tag("b")
                }
            }
            .frame(width: 300)
        }
    }

    func width(_ timeline: AnimationTimeline<Void, Controls>, _ id: String, at t: Double) -> CGFloat {
        timeline.layout(at: t).frame(of: id)?.width ?? -1
    }

    @Test func tapRunsTheActionInsideWithAnimation() {
        let timeline = AnimationRenderer(content: Controls(), duration: 3).timeline
        timeline.tap("Grow", at: 1)
        // withAnimation(.linear(duration: 1)) from 0.2 to 1 at 1 s: 20 → 100 over 1…2 s.
        for (t, w) in [(0.99, 20.0), (1.25, 40), (1.5, 60), (2, 100), (3, 100)] {
            #expect(abs(width(timeline, "bar", at: t) - CGFloat(w)) < 1e-6, "at \(t) s")
        }
    }

    @Test func controlsAreFoundByIdentifierAndIgnoredWhenDisabledOrUnknown() {
        let timeline = AnimationRenderer(content: Controls(), duration: 3).timeline
        timeline.tap("star", at: 0.5).tap("Off", at: 1).tap("Nothing", at: 1.5)
        #expect(width(timeline, "bar", at: 0.4) == 20)
        #expect(abs(width(timeline, "bar", at: 0.5) - 90) < 1e-6)
        #expect(abs(width(timeline, "bar", at: 2) - 90) < 1e-6)   // "Off" is disabled
        let diagnostics = timeline.layout(at: 2).diagnostics
        #expect(diagnostics.contains { $0.contains("disabled") && $0.contains("Off") })
        #expect(diagnostics.contains { $0.contains("no control named “Nothing”") })
    }

    @Test func setValueMovesSliderToggleStepperAndPicker() {
        let timeline = AnimationRenderer(content: Controls(), duration: 3).timeline
        timeline.tap("Wi-Fi", at: 0.5)
            .setValue(0.6, of: "Level", at: 1)        // snapped to the 0.25 step: 0.5
            .setValue(7, of: "Level", at: 1.5)        // clamped to 1
            .setValue(4, of: "Count", at: 1)
            .setValue(9, of: "Count", at: 1.5)        // clamped to 5
            .setValue("b", of: "Flavor", at: 1)
            .setValue(false, of: "Wi-Fi", at: 2)
            .setValue("x", of: "Level", at: 2.5)      // wrong type: diagnostic, nothing changes
        #expect(width(timeline, "switch", at: 0.4) == 10)
        #expect(width(timeline, "switch", at: 0.5) == 50)
        #expect(width(timeline, "switch", at: 2) == 10)
        #expect(width(timeline, "bar", at: 1) == 50)
        #expect(width(timeline, "bar", at: 1.5) == 100)
        #expect(width(timeline, "count", at: 0.9) == 10)
        #expect(width(timeline, "count", at: 1) == 40)
        #expect(width(timeline, "count", at: 1.5) == 50)
        #expect(width(timeline, "flavor", at: 1) == 30)
        #expect(width(timeline, "bar", at: 2.9) == 100)
        #expect(timeline.layout(at: 3).diagnostics.contains { $0.contains("Slider takes a number") })
    }
}
