import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Records values from `@Sendable` closures and actions.
final class Recorder<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [T] = []
    func add(_ v: T) { lock.lock(); stored.append(v); lock.unlock() }
    var values: [T] { lock.lock(); defer { lock.unlock() }; return stored }
}

/// Scroll- and geometry-driven effects at rest and at a set position: `scrollTransition`,
/// `visualEffect`, `ScrollPosition`, `scrollPosition(id:)`, `defaultScrollAnchor(_:for:)`,
/// `onScrollGeometryChange`, `onScrollVisibilityChange`, `onGeometryChange`,
/// `ScrollViewReader`. Five rows 120 tall in a scroll view 200 × 300.
@Suite struct ScrollEffectsTests {
    /// Rows 0...4, each moved right by 100 · the phase's value (−1, 0, 1), interpolated.
    func rows(_ configuration: ScrollTransitionConfiguration = .interactive) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<5, id: \.self) { i in
                Color.blue.frame(height: 120).id("r\(i)")
                    .scrollTransition(configuration) { content, phase in content.offset(x: phase.value * 100) }
            }
        }
    }

    func scene<V: View>(_ content: V) -> ViewLayout { layOut(content.frame(width: 200, height: 300), 200, 300) }

    @Test func atRestRowsInsideAreIdentityAndThePartlyHiddenOneIsInterpolated() {
        let l = scene(ScrollView { rows() })
        expectFrame(l, "r0", rect(0, 0, 200, 120))
        expectFrame(l, "r1", rect(0, 120, 200, 120))
        // r2 spans 240...360 of a 300 viewport: its threshold (wholly visible) is at 300 − 120
        // = 180, hidden at 300: (240 − 180) / (300 − 180) = 0.5 of the way → 50 right.
        expectFrame(l, "r2", rect(50, 240, 200, 120))
        // r3 is wholly below: the bottomTrailing phase, value 1 → 100 right.
        expectFrame(l, "r3", rect(100, 360, 200, 120))
    }

    @Test func animatedConfigurationAppliesTheEdgePhaseFully() {
        let l = scene(ScrollView { rows(.animated) })
        expectFrame(l, "r1", rect(0, 120, 200, 120))
        expectFrame(l, "r2", rect(100, 240, 200, 120))
        let hidden = scene(ScrollView { rows(.interactive.threshold(.hidden)) })
        expectFrame(hidden, "r2", rect(0, 240, 200, 120))   // identity while any of it shows
        let identity = scene(ScrollView { rows(.identity) })
        expectFrame(identity, "r3", rect(0, 360, 200, 120))
    }

    @Test func phasesAreReportedWithApplesValues() {
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.value == 0 && ScrollTransitionPhase.identity.isIdentity)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
    }

    @Test func aScrollPositionMovesTheContentAndDrivesTheTransitions() {
        let position = ScrollPosition(y: 130)
        let l = scene(ScrollView { rows() }.scrollPosition(.constant(position)))
        // r0 wholly above (−130...−10): topLeading, −100. r1 at −10: 10 of 120 past the
        // threshold at 0 (hidden at −120) → −100 · 10 / 120.
        expectFrame(l, "r0", rect(-100, -130, 200, 120))
        expectFrame(l, "r1", rect(-100.0 * 10 / 120, -10, 200, 120))
        expectFrame(l, "r2", rect(0, 110, 200, 120))
        // Offsets are clamped to 0...(600 − 300); NaN keeps the rest position.
        let far = scene(ScrollView { rows() }.scrollPosition(.constant(ScrollPosition(y: 1e300))))
        expectFrame(far, "r4", rect(0, 180, 200, 120))
        let nan = scene(ScrollView { rows() }.scrollPosition(.constant(ScrollPosition(y: .nan))))
        expectFrame(nan, "r0", rect(0, 0, 200, 120))
        let bottom = scene(ScrollView { rows() }.scrollPosition(.constant(ScrollPosition(edge: .bottom))))
        expectFrame(bottom, "r4", rect(0, 180, 200, 120))
    }

    @Test func scrollPositionByIDFindsForEachElements() {
        func plain(_ id: Int?, _ anchor: UnitPoint?) -> ViewLayout {
            scene(ScrollView {
                VStack(spacing: 0) { ForEach(0..<5, id: \.self) { i in Color.blue.frame(height: 120) } }
            }.scrollPosition(id: .constant(id), anchor: anchor).overlay { EmptyView() })
        }
        // Element 2 (240...360) at the top: offset 240.
        #expect(close(plain(2, .top).frame(of: 2), rect(0, 0, 200, 120)))
        // Element 4 with no anchor: the least scroll that shows it whole, its bottom at 300.
        #expect(close(plain(4, nil).frame(of: 4), rect(0, 180, 200, 120)))
        // Element 3 at the top would need 360: clamped to the end, 300.
        #expect(close(plain(3, .top).frame(of: 3), rect(0, 60, 200, 120)))
        // An id nothing carries leaves the rest position.
        #expect(close(plain(9, .top).frame(of: 0), rect(0, 0, 200, 120)))
    }

    @Test func defaultScrollAnchorForARole() {
        let start = scene(ScrollView { rows(.identity) }.defaultScrollAnchor(.bottom, for: .initialOffset))
        expectFrame(start, "r4", rect(0, 180, 200, 120))
        // `.initialOffset` does not align short content; `.alignment` does.
        let short = scene(ScrollView { Color.red.frame(height: 50).id("s") }.defaultScrollAnchor(.bottom, for: .initialOffset))
        expectFrame(short, "s", rect(0, 0, 200, 50))
        let aligned = scene(ScrollView { Color.red.frame(height: 50).id("s") }.defaultScrollAnchor(.bottom, for: .alignment))
        expectFrame(aligned, "s", rect(0, 250, 200, 50))
    }

    @Test func visualEffectReadsTheViewsOwnGeometry() {
        // A 10 × 10 square under a 50-point spacer: the 60-point stack is centred in 100,
        // so the square is at (45, 70); the effect moves it right by its own minY.
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 50)
            Color.red.frame(width: 10, height: 10).id("v").visualEffect { content, proxy in
                content.offset(x: proxy.frame(in: .global).minY).scaleEffect(2)
            }
        }
        let l = layOut(view, 100, 100)
        // Offset 70 right (115...125), then scaled 2× about the laid-out frame's centre
        // (50, 75), which an offset does not move: 50 + (115 − 50) · 2 = 180.
        expectFrame(l, "v", rect(180, 65, 20, 20))
    }

    @Test func onGeometryChangeAndScrollObserversReportAfterLayout() {
        let sizes = Recorder<CGSize>()
        _ = layOut(Color.red.frame(width: 30, height: 40).onGeometryChange(for: CGSize.self, of: { $0.size }) { sizes.add($0) }, 100, 100)
        #expect(sizes.values == [CGSize(width: 30, height: 40)])

        let geometry = Recorder<ScrollGeometry>()
        _ = scene(ScrollView { rows(.identity) }
            .scrollPosition(.constant(ScrollPosition(y: 100)))
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in geometry.add(new) })
        let g = geometry.values.first
        #expect(geometry.values.count == 1)
        #expect(close(g?.contentOffset, CGPoint(x: 0, y: 100)))
        #expect(close(g?.contentSize, CGSize(width: 200, height: 600)))
        #expect(close(g?.containerSize, CGSize(width: 200, height: 300)))
        #expect(close(g?.visibleRect, rect(0, 100, 200, 300)))

        let seen = Recorder<String>()
        _ = scene(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<5, id: \.self) { i in
                    Color.blue.frame(height: 120).onScrollVisibilityChange { seen.add("\(i):\($0)") }
                }
            }
        })
        // r2 shows 60 of 120 (0.5, the default threshold); r3 and r4 are hidden: not reported.
        #expect(seen.values == ["0:true", "1:true", "2:true"])
    }

    @Test func scrollViewReaderScrollsWhenAnActionRuns() {
        let timeline = AnimationTimeline(duration: 1, model: { 0 }) { _ in
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<5, id: \.self) { i in Color.blue.frame(height: 120) } }
                }
                .onAppear { proxy.scrollTo(3, anchor: .center) }
            }
            .frame(width: 200, height: 300)
        }
        timeline.proposedSize = ProposedViewSize(width: 200, height: 300)
        // Element 3 (360...480) centred: offset 420 − 150 = 270.
        #expect(close(timeline.layout(at: 0.5).frame(of: 3), rect(0, 90, 200, 120)))
        // A still runs no actions: the rest position.
        let still = scene(ScrollViewReader { _ in ScrollView { rows(.identity) } })
        expectFrame(still, "r0", rect(0, 0, 200, 120))
    }
}
