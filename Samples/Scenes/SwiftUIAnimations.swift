import Cairn

// Animations written as SwiftUI code writes them (issue 13): no timeline model — the views'
// own @State, onAppear, task, repeatForever, KeyframeAnimator, TimelineView and
// GeometryEffect run on AnimationRenderer's virtual clock.

/// Seed 000's radar chart animated the SwiftUI way: `@State var progress = 0`, and
/// `onAppear { withAnimation(.linear(duration: 3)) { progress = 1 } }`.
struct HexagonRadarOnAppear: View {
    @State private var progress: CGFloat = 0

    var body: some View {
        ZStack {
            Hexagon(values: Array(repeating: 200, count: 6), max: 200, progress: progress)
                .stroke(style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
                .foregroundColor(Color.blue.opacity(0.5))
            Hexagon(values: RadarScene.values, max: 200, progress: progress)
                .fill(Color.blue)
        }
        .frame(width: 200, height: 200)
        .onAppear {
            withAnimation(.linear(duration: 3)) { progress = 1 }
        }
    }
}

/// A pulse: `withAnimation(.easeInOut(duration: 0.75).repeatForever(autoreverses: true))`
/// started in onAppear, looping for as long as the export runs.
struct PulseView: View {
    @State private var pulsing = false

    var body: some View {
        ZStack {
            Circle()
                .fill(Color.pink.opacity(0.3))
                .frame(width: 100, height: 100)
                .scaleEffect(pulsing ? 1.3 : 0.8)
                .opacity(pulsing ? 0.2 : 1)
            Circle()
                .fill(Color.pink)
                .frame(width: 50, height: 50)
                .scaleEffect(pulsing ? 1.1 : 0.9)
        }
        .frame(width: 160, height: 160)
        .onAppear {
            withAnimation(.easeInOut(duration: 0.75).repeatForever(autoreverses: true)) {
                pulsing = true
            }
        }
    }
}

/// The values a keyframe bounce animates.
struct BounceValues {
    var y: CGFloat = 0
    var squash: CGFloat = 1
    var angle = Angle.zero
}

/// A ball bouncing with `KeyframeAnimator`: a cubic rise and fall, a squash on landing with
/// a spring, and a spin, repeating every 1.5 s.
struct KeyframeBounce: View {
    var body: some View {
        KeyframeAnimator(initialValue: BounceValues()) { value in
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.orange)
                .frame(width: 44, height: 44)
                .rotationEffect(value.angle)
                .scaleEffect(x: 2 - value.squash, y: value.squash, anchor: .bottom)
                .offset(y: value.y)
                .frame(width: 160, height: 180, alignment: .bottom)
                .padding(.bottom, 10)
        } keyframes: { _ in
            KeyframeTrack(\BounceValues.y) {
                LinearKeyframe(0, duration: 0.2)
                CubicKeyframe(-110, duration: 0.45)
                CubicKeyframe(0, duration: 0.45)
                LinearKeyframe(0, duration: 0.4)
            }
            KeyframeTrack(\BounceValues.squash) {
                LinearKeyframe(0.8, duration: 0.2)
                SpringKeyframe(1.15, duration: 0.3, spring: .bouncy)
                LinearKeyframe(1, duration: 0.6)
                SpringKeyframe(0.75, duration: 0.1)
                SpringKeyframe(1, duration: 0.3, spring: .bouncy)
            }
            KeyframeTrack(\BounceValues.angle) {
                LinearKeyframe(.zero, duration: 0.3)
                CubicKeyframe(.degrees(180), duration: 0.7)
                LinearKeyframe(.degrees(180), duration: 0.5)
            }
        }
    }
}

/// An analog clock drawn by `TimelineView(.animation)`: the hands follow `context.date`, the
/// scene's start date (10:09:30 UTC here, set on the timeline) plus the virtual time.
struct TimelineClock: View {
    var body: some View {
        TimelineView(.animation) { context in
            let seconds = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 86_400)
            ZStack {
                Circle().fill(Color.white)
                Circle().stroke(Color.black, lineWidth: 3)
                ForEach(0..<12, id: \.self) { hour in
                    Rectangle().fill(Color.black)
                        .frame(width: 3, height: hour % 3 == 0 ? 12 : 6)
                        .offset(y: -64)
                        .rotationEffect(.degrees(Double(hour) * 30))
                }
                hand(width: 5, length: 40, degrees: seconds / 43_200 * 360)
                hand(width: 3, length: 56, degrees: seconds.truncatingRemainder(dividingBy: 3600) / 3600 * 360)
                hand(width: 1.5, length: 62, degrees: seconds.truncatingRemainder(dividingBy: 60) * 6)
                    .foregroundColor(.red)
                Circle().fill(Color.red).frame(width: 8, height: 8)
            }
            .frame(width: 150, height: 150)
            .padding(5)
        }
    }

    private func hand(width: CGFloat, length: CGFloat, degrees: Double) -> some View {
        Capsule()
            .frame(width: width, height: length)
            .offset(y: -length / 2)
            .rotationEffect(.degrees(degrees))
    }
}

/// SwiftUI's classic shake `GeometryEffect`: a horizontal offset of
/// `amount · sin(animatableData · π · shakesPerUnit)`, re-evaluated every frame.
struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

/// A field that shakes each time a wrong attempt is counted: a `.task` sleeps 0.6 s, then
/// counts an attempt with `withAnimation(.linear(duration: 0.5))`, three times.
struct ShakingField: View {
    @State private var attempts = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .stroke(attempts == 0 ? Color.gray : Color.red, lineWidth: 2)
            .frame(width: 140, height: 36)
            .modifier(ShakeEffect(animatableData: CGFloat(attempts)))
            .frame(width: 180, height: 60)
            .task {
                for _ in 0..<3 {
                    try? await Task.sleep(for: .seconds(0.6))
                    withAnimation(.linear(duration: 0.5)) { attempts += 1 }
                }
            }
    }
}

/// A tile moving between two stacks with `matchedGeometryEffect(id:in:)`: a `.task` moves it
/// every second with a spring; its frame animates across instead of fading in place.
struct MatchedGeometryMove: View {
    @Namespace private var namespace
    @State private var onRight = false

    var body: some View {
        HStack(spacing: 16) {
            stack(showsTile: !onRight, color: Color.gray.opacity(0.15))
            stack(showsTile: onRight, color: Color.blue.opacity(0.12))
        }
        .padding(10)
        .task {
            for _ in 0..<3 {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.spring(duration: 0.6, bounce: 0.2)) { onRight.toggle() }
            }
        }
    }

    private func stack(showsTile: Bool, color: Color) -> some View {
        VStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 6).fill(Color.gray.opacity(0.4)).frame(width: 60, height: 20)
            if showsTile {
                RoundedRectangle(cornerRadius: 10).fill(Color.orange)
                    .frame(width: 60, height: 60)
                    .matchedGeometryEffect(id: "tile", in: namespace)
            }
            Spacer(minLength: 0)
        }
        .padding(8)
        .frame(width: 90, height: 130)
        .background(RoundedRectangle(cornerRadius: 12).fill(color))
    }
}

/// `onAppear { Task { … } }`, as SwiftUI code often starts work (Swift 5 mode, as apps
/// compile it): the unstructured task sleeps 1 s on the scene's clock, then fills the bar.
public struct UnstructuredTaskDemo: View {
    @State private var done = false

    /// The demo.
    public init() {}

    /// A bar 20 wide, then 100 wide from 1 s on.
    public var body: some View {
        Color.green.frame(width: done ? 100 : 20, height: 10).id("bar")
            .frame(width: 200, height: 10, alignment: .leading)
            .onAppear {
                Task {
                    try? await Task.sleep(for: .seconds(1))
                    done = true
                }
            }
    }
}
