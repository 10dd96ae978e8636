import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// SF Symbol effects and variable values: the resting drawing (pixels), the effects' poses in
/// timelines (display-list groups) and the pasted forms from Apple's documentation and WWDC23
/// "Animate symbols in your app" (compile test).
@Suite(.designEra(.iOS17)) struct SymbolEffectTests {
    // MARK: Variable values

    /// `name` stretched to `width` points wide (its own aspect), and the pixel of design point
    /// (x, y) on its 24-unit grid.
    func variable(_ name: String, _ value: Double?, width: CGFloat = 96,
                  at points: [(CGFloat, CGFloat)]) throws -> [[Int]] {
        let b = try #require(SymbolVariableLayers.byName[name]).drawing.bounds
        let k = width / b.width
        let view = Image(systemName: name, variableValue: value).resizable().frame(width: width, height: b.height * k)
        let bitmap = try ImageRenderer(content: view).bitmap()
        return points.map { rgba(bitmap, Int(((($0.0 - b.minX) * k)).rounded(.down)), Int((($0.1 - b.minY) * k).rounded(.down))) }
    }

    /// wifi's wedge, middle arc and outer arc on its vertical axis: the fan's centre is
    /// (12, 18), the arcs' radii 7 and 11.2 (2.1 wide), the wedge 2.6 (plus its 0.875 round).
    static let wifiProbes: [(CGFloat, CGFloat)] = [(12, 16.6), (12, 11), (12, 6.8)]

    @Test func wifiAtOneHalfDimsItsOuterArc() throws {
        // Three layers share the range: 0.5 is past 0 and 1/3, not 2/3. An inactive layer is
        // black at Cairn's 0.3 (77 of 255, premultiplied), an active one opaque.
        let half = try variable("wifi", 0.5, at: Self.wifiProbes)
        #expect(half[0] == [0, 0, 0, 255] && half[1] == [0, 0, 0, 255])
        #expect(close(half[2], [0, 0, 0, 77], tolerance: 1))
        // 0 dims all three, 1 and nil (no value) light all three.
        let zero = try variable("wifi", 0, at: Self.wifiProbes)
        #expect(zero.allSatisfy { close($0, [0, 0, 0, 77], tolerance: 1) })
        for value in [1.0, nil] {
            #expect(try variable("wifi", value, at: Self.wifiProbes).allSatisfy { $0 == [0, 0, 0, 255] })
        }
        // 0.34 is past 1/3: the middle arc lights.
        #expect(try variable("wifi", 0.34, at: Self.wifiProbes)[1] == [0, 0, 0, 255])
    }

    @Test func speakerWavesAndBarsFollowTheValue() throws {
        // speaker.wave.3: waves of radius 4.2, 7.4, 10.6 about (9.6, 12); the body fixed.
        let probes: [(CGFloat, CGFloat)] = [(4, 12), (13.8, 12), (17, 12), (20.2, 12)]
        for name in ["speaker.wave.3", "speaker.wave.3.fill"] {
            let p = try variable(name, 0.5, at: probes)
            #expect(p[0][3] == 255 || name == "speaker.wave.3", "\(name): the filled body")
            #expect(p[1] == [0, 0, 0, 255] && p[2] == [0, 0, 0, 255], "\(name)")
            #expect(close(p[3], [0, 0, 0, 77], tolerance: 1), "\(name)")
            // At 0 the body stays: only the waves dim.
            let zero = try variable(name, 0, at: probes)
            #expect(close(zero[1], [0, 0, 0, 77], tolerance: 1), "\(name)")
        }
        // cellularbars at 0.6: bars 1-3 of 4 (0.6 > 0, 0.25, 0.5), not the 4th (> 0.75).
        let bars = try variable("cellularbars", 0.6, at: [(4.4, 18.5), (9.4, 18.5), (14.4, 18.5), (19.4, 18.5)])
        #expect(bars[0] == [0, 0, 0, 255] && bars[1] == [0, 0, 0, 255] && bars[2] == [0, 0, 0, 255])
        #expect(close(bars[3], [0, 0, 0, 77], tolerance: 1))
        // chart.bar.fill at 0.2: only the first of three bars.
        let chart = try variable("chart.bar.fill", 0.2, at: [(5.4, 19), (12, 19), (18.6, 19)])
        #expect(chart[0] == [0, 0, 0, 255])
        #expect(close(chart[1], [0, 0, 0, 77], tolerance: 1) && close(chart[2], [0, 0, 0, 77], tolerance: 1))
    }

    @Test func aSymbolWithoutVariableLayersIgnoresTheValue() throws {
        // Apple: "If the symbol doesn't support variable values, this parameter has no effect."
        let plain = try ImageRenderer(content: Image(systemName: "star.fill")).pngData()
        for value in [0.3, 0, .nan, .infinity, -.infinity] {
            #expect(try ImageRenderer(content: Image(systemName: "star.fill", variableValue: value)).pngData() == plain)
        }
        // NaN on a variable symbol draws the plain symbol (no value); ±∞ clamp to 1 and 0.
        let wifi = try ImageRenderer(content: Image(systemName: "wifi")).pngData()
        #expect(try ImageRenderer(content: Image(systemName: "wifi", variableValue: .nan)).pngData() == wifi)
        #expect(try ImageRenderer(content: Image(systemName: "wifi", variableValue: .infinity)).pngData() == wifi)
        #expect(try ImageRenderer(content: Image(systemName: "wifi", variableValue: -.infinity)).pngData()
            == ImageRenderer(content: Image(systemName: "wifi", variableValue: 0)).pngData())
    }

    // MARK: At rest

    /// A 40-point `circle.fill` (its ink fills the frame: a disc of radius 20) centred in
    /// 100 × 100, and the alpha at `dx` points right of the centre on the middle row.
    func discAlpha<V: View>(_ modify: (AnyView) -> V, at dx: [Int]) throws -> [Int] {
        let view = modify(AnyView(Image(systemName: "circle.fill").resizable().frame(width: 40, height: 40))).frame(width: 100, height: 100)
        let bitmap = try ImageRenderer(content: view).bitmap()
        return dx.map { rgba(bitmap, 50 + $0, 50)[3] }
    }

    @Test func scaleUpHoldsItsStateAtRest() throws {
        // Cairn's estimate ×1.2: the radius 20 disc is 24 while active; ×0.8: 16.
        // (Pixel columns 50 + dx on row 50, whose centre is 0.5 below the disc's: dx 18 is
        // inside radius 20, 21 outside; 22 inside radius 24, 25 outside; 14 and 17 for 16.)
        #expect(try discAlpha({ $0 }, at: [18, 21]) == [255, 0])
        #expect(try discAlpha({ $0.symbolEffect(.scale.up) }, at: [18, 22, 25]) == [255, 255, 0])
        #expect(try discAlpha({ $0.symbolEffect(.scale.down) }, at: [14, 17]) == [255, 0])
        // Inactive: unchanged.
        #expect(try discAlpha({ $0.symbolEffect(.scale.up, isActive: false) }, at: [18, 21]) == [255, 0])
    }

    @Test func restingStatesOfTheOtherEffects() throws {
        let plain = try ImageRenderer(content: Image(systemName: "heart.fill")).pngData()
        func png<V: View>(_ v: V) throws -> Data { try ImageRenderer(content: v).pngData() }
        // Discrete effects draw the plain symbol until their value changes.
        #expect(try png(Image(systemName: "heart.fill").symbolEffect(.bounce, value: 1)) == plain)
        #expect(try png(Image(systemName: "heart.fill").symbolEffect(.wiggle, options: .repeating, value: 1)) == plain)
        // Indefinite motions at their first frame: a pulse at full opacity, a rotation at 0°,
        // a breath at scale 1: the plain symbol.
        for view in [AnyView(Image(systemName: "heart.fill").symbolEffect(.pulse)), AnyView(Image(systemName: "heart.fill").symbolEffect(.rotate)),
                     AnyView(Image(systemName: "heart.fill").symbolEffect(.breathe)), AnyView(Image(systemName: "heart.fill").symbolEffect(.appear))] {
            #expect(try png(view) == plain)
        }
        // Disappear, active, hides the symbol; inactive leaves it.
        #expect(ViewLayout(of: Image(systemName: "heart.fill").symbolEffect(.disappear), in: CGSize(width: 50, height: 50)).displayList.isEmpty)
        #expect(try png(Image(systemName: "heart.fill").symbolEffect(.disappear, isActive: false)) == plain)
        // symbolEffectsRemoved() drops the inherited effects (the disc is back to radius 20).
        #expect(try discAlpha({ $0.symbolEffectsRemoved().symbolEffect(.scale.up) }, at: [21]) == [0])
        #expect(try discAlpha({ $0.symbolEffect(.scale.up).symbolEffectsRemoved() }, at: [22]) == [255])
        #expect(try discAlpha({ $0.symbolEffect(.scale.up).symbolEffectsRemoved(false) }, at: [22]) == [255])
    }

    @Test func variableColorAtRestLightsItsFirstLayer() throws {
        func wifi<V: View>(_ modify: (Image) -> V) throws -> [[Int]] {
            let b = try #require(SymbolVariableLayers.byName["wifi"]).drawing.bounds
            let k = 96 / b.width
            let bitmap = try ImageRenderer(content: modify(Image(systemName: "wifi").resizable()).frame(width: 96, height: b.height * k)).bitmap()
            return Self.wifiProbes.map { rgba(bitmap, Int((($0.0 - b.minX) * k).rounded(.down)), Int((($0.1 - b.minY) * k).rounded(.down))) }
        }
        let iterative = try wifi { $0.symbolEffect(.variableColor.iterative) }
        #expect(iterative[0] == [0, 0, 0, 255] && close(iterative[1], [0, 0, 0, 77], tolerance: 1) && close(iterative[2], [0, 0, 0, 77], tolerance: 1))
        let hidden = try wifi { $0.symbolEffect(.variableColor.cumulative.hideInactiveLayers) }
        #expect(hidden[0] == [0, 0, 0, 255] && hidden[1] == [0, 0, 0, 0] && hidden[2] == [0, 0, 0, 0])
    }

    // MARK: In timelines

    /// The scale and opacity of the first display-list group (depth first), if any.
    static func firstGroup(_ list: DisplayList) -> (scale: CGFloat, rotation: Double, tx: CGFloat, opacity: Double)? {
        for item in list.items {
            if case .group(let g) = item {
                if g.transform != .identity || g.opacity < 1 {
                    let t = g.transform
                    return (hypot(t.a, t.b), atan2(Double(t.b), Double(t.a)) * 180 / .pi, t.tx, g.opacity)
                }
                if let inner = firstGroup(g.content) { return inner }
            }
        }
        return nil
    }

    /// A timeline of `content(n)` where n goes 0 → 1 at 0.5 s.
    func timeline<V: View>(_ content: @escaping (Int) -> V) -> AnimationTimeline<Int, V> {
        let timeline = AnimationTimeline(duration: 4, model: { 0 }, content: content)
        timeline.proposedSize = ProposedViewSize(width: 100, height: 100)
        timeline.at(0.5) { $0 = 1 }
        return timeline
    }

    @Test func bounceScalesDownThenUpAfterTheValueChanges() throws {
        let t = timeline { n in Image(systemName: "circle.fill").resizable().frame(width: 40, height: 40).symbolEffect(.bounce, value: n) }
        // At rest before and after the 0.5 s play (Cairn's estimate), and between.
        #expect(Self.firstGroup(t.layout(at: 0.4).displayList) == nil)
        #expect(Self.firstGroup(t.layout(at: 1.1).displayList) == nil)
        // Bounce up: 0.86 at 25 % (0.625 s), 1.12 at 60 % (0.8 s).
        let low = try #require(Self.firstGroup(t.layout(at: 0.625).displayList))
        #expect(close(low.scale, 0.86, 1e-9))
        let high = try #require(Self.firstGroup(t.layout(at: 0.8).displayList))
        #expect(close(high.scale, 1.12, 1e-9))
        // The same scene, bounced down: 0.8 at 40 % (0.7 s).
        let down = timeline { n in Image(systemName: "circle.fill").resizable().frame(width: 40, height: 40).symbolEffect(.bounce.down, value: n) }
        #expect(close(try #require(Self.firstGroup(down.layout(at: 0.7).displayList)).scale, 0.8, 1e-9))
    }

    @Test func repeatsAndSpeed() throws {
        // .repeat(2) plays twice with bounce's 0.5 s pause: 0.5-1.0, 1.5-2.0; twice as fast
        // with .speed(2): 0.5-0.75.
        let twice = timeline { n in Image(systemName: "circle.fill").symbolEffect(.bounce.down, options: .repeat(2), value: n) }
        #expect(Self.firstGroup(twice.layout(at: 1.2).displayList) == nil)
        #expect(close(try #require(Self.firstGroup(twice.layout(at: 1.7).displayList)).scale, 0.8, 1e-9))
        #expect(Self.firstGroup(twice.layout(at: 2.7).displayList) == nil)
        let fast = timeline { n in Image(systemName: "circle.fill").symbolEffect(.bounce.down, options: .speed(2), value: n) }
        #expect(close(try #require(Self.firstGroup(fast.layout(at: 0.6).displayList)).scale, 0.8, 1e-9))
        #expect(Self.firstGroup(fast.layout(at: 0.8).displayList) == nil)
    }

    @Test func indefiniteEffectsMoveFromAppearance() throws {
        func at<V: View>(_ t: Double, _ view: V) -> (scale: CGFloat, rotation: Double, tx: CGFloat, opacity: Double)? {
            let timeline = AnimationTimeline(duration: 3, model: { 0 }) { _ in view }
            timeline.proposedSize = ProposedViewSize(width: 100, height: 100)
            return Self.firstGroup(timeline.layout(at: t).displayList)
        }
        // Pulse: opacity 0.35 at the middle of its 1 s play.
        #expect(close(at(0.5, Image(systemName: "heart.fill").symbolEffect(.pulse))?.opacity ?? 1, 0.35, 1e-9))
        // Rotate: half a turn at 0.5 s (eased: smoothstep(0.5) = 0.5).
        #expect(close(abs(at(0.5, Image(systemName: "gear").symbolEffect(.rotate))?.rotation ?? 0), 180, 1e-6))
        #expect(close(at(0.25, Image(systemName: "gear").symbolEffect(.rotate.counterClockwise))?.rotation ?? 0, -360 * 0.15625, 1e-6))
        // Breathe: scale 1.08 at the middle of its 2 s.
        #expect(close(at(1, Image(systemName: "heart.fill").symbolEffect(.breathe))?.scale ?? 1, 1.08, 1e-9))
        // Wiggle right: sin(2π·2·p)(1 − p) × 12 % of the ink's width at p = 1/8 (0.09375 s):
        // 0.105 × 40 = 4.2 points right on a 40-point symbol; left: 4.2 points left.
        let disc = Image(systemName: "circle.fill").resizable().frame(width: 40, height: 40)
        #expect(close(at(0.09375, disc.symbolEffect(.wiggle.right))?.tx ?? 0, 4.2, 1e-9))
        #expect(close(at(0.09375, disc.symbolEffect(.wiggle.left))?.tx ?? 0, -4.2, 1e-9))
    }

    @Test func replaceShrinksTheOldSymbolAndGrowsTheNew() throws {
        let scene = AnimationTimeline(duration: 3, model: { false }) { on in
            Image(systemName: on ? "square.fill" : "circle.fill").contentTransition(.symbolEffect(.replace))
        }
        scene.proposedSize = ProposedViewSize(width: 100, height: 100)
        scene.at(0.5) { model in withAnimation(.linear(duration: 1)) { model = true } }
        // 30 % in: the old symbol at scale 1 − 0.5 × 0.3/0.6 = 0.75 and opacity 0.5; the new
        // one not yet in (it starts at 40 %).
        let early = try #require(Self.firstGroup(scene.layout(at: 0.8).displayList))
        #expect(close(early.scale, 0.75, 1e-9) && close(early.opacity, 0.5, 1e-9))
        // 70 % in: the old one gone, the new one at scale 0.5 + 0.5 × 0.5 = 0.75, opacity 0.5.
        let late = try #require(Self.firstGroup(scene.layout(at: 1.2).displayList))
        #expect(close(late.scale, 0.75, 1e-9) && close(late.opacity, 0.5, 1e-9))
        // Done: the new symbol, plain.
        #expect(Self.firstGroup(scene.layout(at: 1.6).displayList) == nil)
        // Without the content transition the symbol switches at once.
        let plain = AnimationTimeline(duration: 3, model: { false }) { on in Image(systemName: on ? "square.fill" : "circle.fill") }
        plain.at(0.5) { model in withAnimation(.linear(duration: 1)) { model = true } }
        #expect(Self.firstGroup(plain.layout(at: 0.8).displayList) == nil)
    }

    @Test func symbolTransitionsScaleAndFadeInsertedSymbols() throws {
        // `.transition(.symbolEffect(.appear))` on a symbol inserted at 0.5 s with a linear
        // 1 s animation: half way (1.0 s) it is shown 0.5 of the way, growing from 0.5: scale
        // 0.75, opacity 0.5 (SymbolEffectMotion.presence). `.appear.down` shrinks from 1.5.
        for (effect, scale) in [(AppearSymbolEffect.appear, 0.75), (.appear.down, 1.25)] {
            let scene = AnimationTimeline(duration: 3, model: { false }) { shown in
                ZStack {
                    if shown { Image(systemName: "circle.fill").transition(.symbolEffect(effect)) }
                }
                .frame(width: 100, height: 100)
            }
            scene.at(0.5) { model in withAnimation(.linear(duration: 1)) { model = true } }
            let half = try #require(Self.firstGroup(scene.layout(at: 1).displayList))
            #expect(close(half.scale, CGFloat(scale), 1e-9) && close(half.opacity, 0.5, 1e-9), "\(half) \(scale)")
            #expect(Self.firstGroup(scene.layout(at: 1.6).displayList) == nil)
        }
    }

    @Test func variableColorStepsThroughTheLayers() throws {
        // wifi's three layers, 0.25 s a step: iterative lights one at a time, cumulative keeps
        // the earlier ones; reversing comes back (steps 0 1 2 1, a 1 s cycle).
        func opacities<V: View>(_ t: Double, _ view: V) -> [Double] {
            let timeline = AnimationTimeline(duration: 3, model: { 0 }) { _ in view }
            var result: [Double] = []
            func walk(_ list: DisplayList, _ o: Double) {
                for item in list.items {
                    switch item {
                    case .group(let g): walk(g.content, o * g.opacity)
                    case .stroke, .fill: result.append(o)
                    default: break
                    }
                }
            }
            walk(timeline.layout(at: t).displayList, 1)
            return result
        }
        // The wedge is a fill and a stroke (solid), then one stroke per arc.
        #expect(opacities(0.3, Image(systemName: "wifi").symbolEffect(.variableColor.iterative)) == [0.3, 0.3, 1, 0.3])
        #expect(opacities(0.55, Image(systemName: "wifi").symbolEffect(.variableColor.cumulative)) == [1, 1, 1, 1])
        #expect(opacities(0.8, Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing)) == [0.3, 0.3, 1, 0.3])
        #expect(opacities(0.3, Image(systemName: "wifi").symbolEffect(.variableColor.iterative.hideInactiveLayers)) == [1])
    }

    // MARK: Types and bad input

    @Test func protocolsMatchApples() {
        // Scale is indefinite only (so `.symbolEffect(.scale, value:)` does not compile), bounce
        // both, replace a content transition only, appear a transition and indefinite.
        #expect(!(ScaleSymbolEffect.scale as Any is any DiscreteSymbolEffect))
        #expect(BounceSymbolEffect.bounce as Any is any DiscreteSymbolEffect)
        #expect(BounceSymbolEffect.bounce as Any is any IndefiniteSymbolEffect)
        #expect(!(ReplaceSymbolEffect.replace as Any is any IndefiniteSymbolEffect))
        #expect(AppearSymbolEffect.appear as Any is any TransitionSymbolEffect)
        #expect(AutomaticSymbolEffect.automatic as Any is any ContentTransitionSymbolEffect)
        // Chains are values: equal chains are equal.
        #expect(VariableColorSymbolEffect.variableColor.iterative.reversing == .variableColor.reversing.iterative)
        #expect(BounceSymbolEffect.bounce.up != .bounce.down)
        #expect(SymbolEffectOptions.repeat(3).speed(2) == SymbolEffectOptions.speed(2).repeat(3))
    }

    @Test func badNumbersNeverBreakIt() throws {
        // Speeds and counts are clamped (Apple: "Very large or small values may be clamped").
        for speed in [0.0, -1, .nan, .infinity, 1e9, 1e-9] {
            let s = SymbolEffectOptions.speed(speed).speedMultiplier
            #expect(s >= 0.1 && s <= 10)
        }
        for count in [0, -5, Int.max, Int.min] {
            let n = SymbolEffectOptions.repeat(count).repetition?.count ?? 0
            #expect(n >= 1 && n <= 10_000)
        }
        #expect(SymbolEffectOptions.repeat(.periodic(3, delay: .nan)).repetition?.delay == nil)
        // A huge time, an unknown name, absurd options: a finite drawing, no crash, no hang.
        let t = AnimationTimeline(duration: 1e9, model: { 0 }) { n in
            VStack {
                Image(systemName: "no.such.symbol").symbolEffect(.bounce, options: .repeat(Int.max).speed(.nan), value: n)
                Image(systemName: "wifi", variableValue: .infinity).symbolEffect(.variableColor.reversing, options: .repeat(.periodic(Int.max, delay: 1e300)).speed(1e9))
                Image(systemName: "gear").symbolEffect(.wiggle.custom(angle: .nan), options: .repeating.speed(0))
            }
        }
        t.at(0.5) { $0 = 1 }
        for time in [0, 0.6, 1e6, 1e9, .infinity, .nan] {
            let dump = t.layout(at: time).displayList.dump
            #expect(!dump.contains("nan") && !dump.contains("inf"), "\(time)")
        }
    }
}

/// The forms people paste, from Apple's documentation and WWDC23 "Animate symbols in your
/// app": they compile, and lay out without diagnostics.
private struct PastedSymbolEffects: View {
    @State private var count = 0
    @State private var isActive = false
    @State private var isFavorite = false

    var body: some View {
        VStack {
            Image(systemName: "arrow.up.circle").symbolEffect(.bounce.up, value: count)
            Image(systemName: "arrow.down.circle").symbolEffect(.bounce.down, options: .repeat(3), value: count)
            Image(systemName: "globe").symbolEffect(.bounce.byLayer, options: .nonRepeating, value: count)
            Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing)
            Image(systemName: "wifi").symbolEffect(.variableColor.cumulative.nonReversing.dimInactiveLayers, options: .repeating)
            Image(systemName: "wifi").symbolEffect(.variableColor.hideInactiveLayers, options: .speed(3), isActive: isActive)
            Image(systemName: "mic.fill").symbolEffect(.pulse, isActive: isActive)
            Image(systemName: "mic.fill").symbolEffect(.pulse.wholeSymbol, options: .speed(2).repeat(2), value: count)
            Image(systemName: "cloud.drizzle.fill").symbolEffect(.disappear, isActive: isActive)
            Image(systemName: "cloud.drizzle.fill").symbolEffect(.disappear.up.byLayer, isActive: isActive)
            Image(systemName: "cloud.drizzle.fill").symbolEffect(.appear.down.wholeSymbol, isActive: isActive)
            Image(systemName: "drop.fill").symbolEffect(.scale.up, isActive: isActive)
            Image(systemName: "drop.fill").symbolEffect(.scale.down.byLayer, options: .speed(0.1), isActive: isActive)
            Image(systemName: "bell").symbolEffect(.wiggle, value: count)
            Image(systemName: "bell").symbolEffect(.wiggle.clockwise, options: .repeat(.periodic(3, delay: 0.5)), value: count)
            Image(systemName: "arrow.left").symbolEffect(.wiggle.left.byLayer, options: .repeat(.continuous), value: count)
            Image(systemName: "arrow.right").symbolEffect(.wiggle.forward, isActive: isActive)
            Image(systemName: "arrow.up").symbolEffect(.wiggle.custom(angle: .degrees(45)), value: count)
            Image(systemName: "arrow.down").symbolEffect(.wiggle.custom(angle: 90).backward, value: count)
            Image(systemName: "gear").symbolEffect(.rotate, options: .repeat(.periodic(delay: 1)), value: count)
            Image(systemName: "gear").symbolEffect(.rotate.counterClockwise.byLayer, options: .repeat(.continuous))
            Image(systemName: "heart").symbolEffect(.breathe.pulse.byLayer, options: .nonRepeating, isActive: true)
            Image(systemName: "heart").symbolEffect(.breathe.plain.wholeSymbol, value: count)
            Image(systemName: isFavorite ? "heart.fill" : "heart").contentTransition(.symbolEffect(.replace))
            Image(systemName: "play.fill").contentTransition(.symbolEffect(.replace.downUp.byLayer, options: .speed(2)))
            Image(systemName: "play.fill").contentTransition(.symbolEffect(.replace.offUp.wholeSymbol))
            Image(systemName: "play.fill").contentTransition(.symbolEffect(.replace.magic(fallback: .replace.upUp)))
            Image(systemName: "play.fill").contentTransition(.symbolEffect(.automatic))
            Image(systemName: "play.fill").contentTransition(.symbolEffect)
            if isActive { Image(systemName: "cloud.drizzle.fill").transition(.symbolEffect(.automatic)) }
            if isActive { Image(systemName: "cloud.drizzle.fill").transition(.symbolEffect(.appear.up, options: .default)) }
            if isActive { Image(systemName: "cloud.drizzle.fill").transition(.symbolEffect) }
            Image(systemName: "speaker.wave.3.fill", variableValue: 0.4)
            Image(systemName: "cellularbars", variableValue: nil)
        }
        .symbolEffectsRemoved(false)
        .symbolEffect(.bounce, options: .default, value: isFavorite)
    }
}

@Suite(.designEra(.iOS17)) struct PastedSymbolEffectsTests {
    @Test func pastedFormsLayOutWithoutDiagnostics() {
        let layout = ViewLayout(of: PastedSymbolEffects(), in: CGSize(width: 300, height: 1200))
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        #expect(!layout.displayList.isEmpty)
    }
}
