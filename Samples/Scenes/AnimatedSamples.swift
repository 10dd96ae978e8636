import Cairn

/// An animated sample: a timeline of state changes rendered frame by frame.
public struct AnimatedSample {
    /// The sample's name, as `swift run samples --animate <name>` selects it.
    public var name: String
    /// What the animation shows.
    public var caption: String
    /// Frames per second of the committed GIF.
    public var framesPerSecond: Double
    /// How long the animation runs, in seconds.
    public var duration: Double
    private let make: (Double) -> AnimationRenderer<AnimationModel, AnyView>

    init<V: View>(_ name: String, caption: String, duration: Double, fps: Double = 30, startDate: Date? = nil,
                  designEra: DesignEra = .iOS17,
                  events: [(Double, (inout AnimationModel) -> Void)], taps: [(Double, String)] = [], @ViewBuilder view: @escaping (AnimationModel) -> V) {
        self.name = name
        self.caption = caption
        self.framesPerSecond = fps
        self.duration = duration
        make = { fps in
            let timeline = AnimationTimeline(duration: duration, model: { AnimationModel() }) { AnyView(view($0)) }
            if let startDate { timeline.startDate = startDate }
            for (time, action) in events { timeline.at(time, perform: action) }
            for (time, control) in taps { timeline.tap(control, at: time) }
            let renderer = AnimationRenderer(timeline, framesPerSecond: fps)
            // The samples made before iOS 26 became the default keep iOS 17's look.
            renderer.designEra = designEra
            return renderer
        }
    }

    /// A renderer of this sample at `fps` frames per second.
    public func renderer(framesPerSecond fps: Double? = nil) -> AnimationRenderer<AnimationModel, AnyView> {
        make(fps ?? framesPerSecond)
    }
}

/// The state the animated samples change over time.
public struct AnimationModel {
    public var progress: CGFloat = 0
    public var selectedIndex = 0
    public var moved = false
    public var vertical = false
    public var showsBadge = false
}

/// Seed 000's radar chart with both hexagons unfolding clockwise from the top: `Hexagon`
/// publishes `progress` as `animatableData` and `.animation(.linear(duration: 3))` carries it
/// from 0 to 1.
struct UnfoldingRadar: View {
    let progress: CGFloat
    var body: some View {
        ZStack {
            Hexagon(values: Array(repeating: 200, count: 6), max: 200, progress: progress)
                .stroke(style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
                .foregroundColor(Color.blue.opacity(0.5))
            Hexagon(values: RadarScene.values, max: 200, progress: progress)
                .fill(Color.blue)
        }
        .animation(.linear(duration: 3))
        .frame(width: 200, height: 200)
    }
}

/// Seed 000's user picker with the selection given from outside (the seed keeps it in
/// `@State` and changes it on tap; a timeline changes it here).
struct ScriptedUserPicker: View {
    let selectedIndex: Int
    let names = ["onevcat | Wei Wang", "zaq | Hao Zang", "tyyqa | Lixiao Yang"]
    var body: some View {
        HStack(alignment: .select) {
            Text("User:")
                .font(.footnote)
                .foregroundColor(.green)
                .alignmentGuide(.select) { d in d[.bottom] + CGFloat(self.selectedIndex) * 20.3 }
            Image(systemName: "person.circle")
                .foregroundColor(.green)
                .alignmentGuide(.select) { d in d[VerticalAlignment.center] }
            VStack(alignment: .leading) {
                ForEach(0..<names.count, id: \.self) { index in
                    if index == self.selectedIndex {
                        Text(self.names[index])
                            .foregroundColor(.green)
                            .alignmentGuide(.select) { d in d[VerticalAlignment.center] }
                    } else {
                        Text(self.names[index])
                    }
                }
            }
        }
        .animation(.linear(duration: 0.2))
        .padding()
    }
}

/// Every animated sample, in the order `swift run samples` writes them.
public enum AnimatedCatalog {
    public static let all: [AnimatedSample] = [
        AnimatedSample(
            "chart-bars-animated", caption: "Seed 000's radar values as Swift Charts bars growing from zero (`withAnimation(.easeInOut(duration: 1))`)",
            duration: 3, fps: 15, events: [(0.3, { m in withAnimation(.easeInOut(duration: 1)) { m.progress = 1 } })]
        ) { m in GrowingBarsChart(progress: m.progress) },
        AnimatedSample(
            "radar-animated", caption: "Seed 000's radar chart unfolding clockwise from the top (linear, 3 s)",
            duration: 4, events: [(0, { $0.progress = 1 })]
        ) { m in UnfoldingRadar(progress: m.progress).padding(10) },
        AnimatedSample(
            "user-picker-animated", caption: "Seed 000's user picker changing its selection (`.select` alignment, linear 0.2 s)",
            duration: 3, events: [(0.5, { $0.selectedIndex = 1 }), (1.5, { $0.selectedIndex = 2 }), (2.5, { $0.selectedIndex = 0 })]
        ) { m in ScriptedUserPicker(selectedIndex: m.selectedIndex) },
        AnimatedSample(
            "spring", caption: "A spring (response 0.5 s, damping fraction 0.5) moving a circle across and back",
            duration: 3, events: [
                (0.3, { m in withAnimation(.spring(response: 0.5, dampingFraction: 0.5)) { m.moved = true } }),
                (1.7, { m in withAnimation(.spring(response: 0.5, dampingFraction: 0.5)) { m.moved = false } }),
            ]
        ) { m in
            Circle().fill(Color.orange).frame(width: 40, height: 40)
                .offset(x: m.moved ? 80 : -80)
                .frame(width: 240, height: 60)
        },
        AnimatedSample(
            "layout-change", caption: "A layout change: the same views in an HStack, then a VStack (`AnyLayout`, easeInOut 0.6 s)",
            duration: 3, events: [
                (0.4, { m in withAnimation(.easeInOut(duration: 0.6)) { m.vertical = true } }),
                (1.8, { m in withAnimation(.easeInOut(duration: 0.6)) { m.vertical = false } }),
            ]
        ) { m in
            let layout = m.vertical ? AnyLayout(VStackLayout(spacing: 8)) : AnyLayout(HStackLayout(spacing: 8))
            layout {
                RoundedRectangle(cornerRadius: 6).fill(Color.red).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 6).fill(Color.green).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 6).fill(Color.blue).frame(width: 40, height: 40)
            }
            .frame(width: 160, height: 160)
        },
        AnimatedSample(
            "transition", caption: "Transitions: a badge inserted with `.scale.combined(with: .opacity)` and removed with `.move(edge: .bottom)`",
            duration: 3, events: [
                (0.4, { m in withAnimation(.easeOut(duration: 0.5)) { m.showsBadge = true } }),
                (1.8, { m in withAnimation(.easeIn(duration: 0.5)) { m.showsBadge = false } }),
            ]
        ) { m in
            ZStack(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 10).fill(Color.blue.gradient).frame(width: 120, height: 60)
                if m.showsBadge {
                    Circle().fill(Color.red).frame(width: 24, height: 24)
                        .alignmentGuide(.top) { $0.height / 2 }
                        .alignmentGuide(.trailing) { $0.width / 2 }
                        .transition(.asymmetric(insertion: .scale.combined(with: .opacity), removal: .move(edge: .bottom)))
                }
            }
            .frame(width: 160, height: 100)
        },
        // Issue 13: animations written as SwiftUI code, with no scripted events.
        AnimatedSample(
            "hexagon-onappear", caption: "Seed 000's radar chart the SwiftUI way: `@State` + `onAppear { withAnimation(.linear(duration: 3)) { progress = 1 } }`",
            duration: 3.5, events: []
        ) { _ in HexagonRadarOnAppear().padding(10) },
        AnimatedSample(
            "pulse", caption: "A `repeatForever(autoreverses: true)` pulse started in `onAppear`",
            duration: 3, events: []
        ) { _ in PulseView() },
        AnimatedSample(
            "keyframe-bounce", caption: "A `KeyframeAnimator` bounce: cubic rise and fall, spring squash, spin",
            duration: 3, events: []
        ) { _ in KeyframeBounce() },
        AnimatedSample(
            "timeline-clock", caption: "A `TimelineView(.animation)` clock from a start date of 10:09:30",
            duration: 3, fps: 15, startDate: Date(timeIntervalSinceReferenceDate: 10 * 3600 + 9 * 60 + 30), events: []
        ) { _ in TimelineClock() },
        AnimatedSample(
            "shake", caption: "A shake `GeometryEffect` driven by a `.task` that sleeps 0.6 s between attempts",
            duration: 3.5, events: []
        ) { _ in ShakingField() },
        AnimatedSample(
            "matched-geometry", caption: "`matchedGeometryEffect` moving a tile between two stacks (a `.task` toggles it with a spring every second)",
            duration: 4, fps: 20, events: []
        ) { _ in MatchedGeometryMove() },
        AnimatedSample(
            "numeric-counter", caption: "A `.contentTransition(.numericText(value:))` counter: a `.task` counts 8 → 12, the changing digits roll",
            duration: 3.5, fps: 20, events: []
        ) { _ in NumericCounter() },
        // Issue 23: a scroll scripted through a bound `ScrollPosition`, one step per frame.
        AnimatedSample(
            "scroll-transition", caption: "`.scrollTransition` cards fading, shrinking and tilting as a scripted `ScrollPosition` scrolls 300 points and back",
            duration: 3, fps: 15, events: (0...45).map { step in
                let t = Double(step) / 15
                return (t, { (m: inout AnimationModel) in m.progress = CGFloat(t <= 1.5 ? t / 1.5 : (3 - t) / 1.5) })
            }
        ) { m in ScrollTransitionScene(progress: m.progress) },
        // Issue 24: Liquid Glass shapes blending in a container as they approach.
        AnimatedSample(
            "glass-merge", caption: "Two glass circles in a `GlassEffectContainer(spacing: 24)` pulled together and apart (easeInOut 1 s): they blend into one shape as they approach",
            duration: 3, fps: 15, designEra: .iOS26, events: [
                (0.2, { m in withAnimation(.easeInOut(duration: 1)) { m.moved = true } }),
                (1.7, { m in withAnimation(.easeInOut(duration: 1)) { m.moved = false } }),
            ]
        ) { m in GlassMergeScene(together: m.moved) },
        // Issue 23: SF Symbol effects.
        AnimatedSample(
            "symbol-effects-animated", caption: "SF Symbol effects: bounce and wiggle on value changes (0.3 s, 1.8 s), an indefinite pulse, variable colour, rotation and breath, `.scale.up` toggled and a `.replace` content transition (1 s on, 2.2 s off)",
            duration: 3, fps: 20, events: [
                (0.3, { m in m.selectedIndex += 1 }),
                (1.0, { m in withAnimation(.easeInOut(duration: 0.4)) { m.moved = true } }),
                (1.8, { m in m.selectedIndex += 1 }),
                (2.2, { m in withAnimation(.easeInOut(duration: 0.4)) { m.moved = false } }),
            ]
        ) { m in SymbolEffectsScene(taps: m.selectedIndex, on: m.moved) },
        // Issue 11: scripted interaction.
        AnimatedSample(
            "hexagon-button-tap", caption: "Seed 000's hexagon and its `Button { Text(\"动画\") }`, unchanged, tapped at 0.5 s: `.animation(.linear(duration: 3))` unfolds it",
            duration: 4, fps: 15, events: [], taps: [(0.5, "动画")]
        ) { _ in HexagonButton().padding(10) },
    ]

    /// The animated sample called `name`.
    public static func sample(named name: String) -> AnimatedSample? { all.first { $0.name == name } }
}
