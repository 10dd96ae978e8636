import CairnGeometry
import CairnSymbols
import Foundation

/// One symbol effect in force on the symbols below a `symbolEffect` modifier, as seen at the
/// time a frame is laid out.
package struct SymbolEffectState: Equatable, Sendable {
    /// What the effect does.
    package var spec: SymbolEffectDescription
    package var options: SymbolEffectOptions
    /// How it is driven.
    package enum Mode: Equatable, Sendable {
        /// A discrete effect, `elapsed` seconds after its value last changed (nil: never).
        case discrete(elapsed: Double?)
        /// An indefinite effect, active or not, `elapsed` seconds after `isActive` last changed
        /// (nil: it has not changed since the view appeared, `sinceAppear` seconds ago).
        case indefinite(active: Bool, elapsed: Double?, sinceAppear: Double)
    }
    package var mode: Mode
}

private struct SymbolEffectStatesKey: EnvironmentKey { static var defaultValue: [SymbolEffectState] { [] } }

extension EnvironmentValues {
    /// The symbol effects in force here, outermost first (`symbolEffect(_:options:value:)`,
    /// `symbolEffect(_:options:isActive:)`; emptied by `symbolEffectsRemoved()`).
    package var symbolEffectStates: [SymbolEffectState] {
        get { self[SymbolEffectStatesKey.self] }
        set { self[SymbolEffectStatesKey.self] = newValue }
    }
}

/// Lays out its content with the scene's time handed to `transform`, which edits the
/// environment (the symbol effect modifiers read the clock this way).
private struct SymbolEffectScope<Content: View>: View, PrimitiveView {
    let content: Content
    let transform: (Double, inout EnvironmentValues) -> Void
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var c = context
        transform(context.environment.sceneTime.seconds, &c.environment)
        return c.resolve(content)
    }
}

/// `symbolEffect(_:options:value:)` and `symbolEffect(_:options:isActive:)`: the effect, and
/// the scene times it started (read from the scene's virtual clock, so exports replay it
/// exactly; a still, with no clock, shows the resting state).
private struct SymbolEffectModifierView<Content: View>: View {
    let content: Content
    let spec: SymbolEffectDescription?
    let options: SymbolEffectOptions
    let trigger: AnyTrigger?
    let isActive: Bool?
    /// When the value or `isActive` last changed, in scene seconds.
    @State private var changedAt: Double?
    /// When the view appeared, in scene seconds.
    @State private var appearedAt: Double?
    /// The scene time of this layout: the instant a change is laid out at is the instant it
    /// happened (the scene clock's `now` only moves with its own timers and sleeps).
    @Environment(\.sceneTime) private var sceneTime

    var body: some View {
        let changedAt = self.changedAt, appearedAt = self.appearedAt
        let spec = self.spec, options = self.options, isActive = self.isActive
        let changed = $changedAt, appeared = $appearedAt
        let layoutTime = sceneTime.seconds
        return SymbolEffectScope(content: content) { now, environment in
            guard let spec else { return }
            let mode: SymbolEffectState.Mode
            if let isActive {
                mode = .indefinite(active: isActive, elapsed: changedAt.map { now - $0 }, sinceAppear: appearedAt.map { now - $0 } ?? 0)
            } else {
                mode = .discrete(elapsed: changedAt.map { now - $0 })
            }
            environment.symbolEffectStates.append(SymbolEffectState(spec: spec, options: options, mode: mode))
        }
        .onAppear { if SceneClock.current != nil { appeared.wrappedValue = layoutTime } }
        .onChange(of: trigger) { if SceneClock.current != nil { changed.wrappedValue = layoutTime } }
        .onChange(of: isActive) { if SceneClock.current != nil { changed.wrappedValue = layoutTime } }
    }
}

extension View {
    /// Adds a discrete symbol effect that plays each time `value` changes (SwiftUI's
    /// `symbolEffect(_:options:value:)`: "the value to monitor for changes, the animation is
    /// triggered each time the value changes"). Applies to the `Image(systemName:)` views
    /// inside; effects added by ancestors are kept.
    ///
    /// ```swift
    /// Image(systemName: "arrow.up.circle").symbolEffect(.bounce.up, value: taps)
    /// ```
    /// A still shows the symbol at rest (iOS shows it so when no animation runs); in an
    /// `AnimationTimeline`, a change of `value` at time t plays the effect from t, on the
    /// timings of `SymbolEffectMotion` (once by default; `options` repeat or speed it).
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        SymbolEffectModifierView(content: self, spec: Self.describe(effect), options: options, trigger: AnyTrigger(value), isActive: nil)
    }

    /// Adds an indefinite symbol effect, running while `isActive` (SwiftUI's
    /// `symbolEffect(_:options:isActive:)`; `isActive` defaults to true). Applies to the
    /// `Image(systemName:)` views inside.
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing)
    /// Image(systemName: "mic.fill").symbolEffect(.scale.up, isActive: isRecording)
    /// ```
    /// A still shows the effect's first frame: a state effect in its state (`.scale.up` ×1.2,
    /// `.disappear` hidden), a variable colour with its first layer lit, a pulse at full
    /// opacity. In a timeline the effect runs from the view's appearance (or from when
    /// `isActive` turns true), repeating indefinitely by default; turning it off returns a
    /// state effect to rest over 0.3 s and stops the others.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        SymbolEffectModifierView(content: self, spec: Self.describe(effect), options: options, trigger: nil, isActive: isActive)
    }

    /// Removes the symbol effects this view inherits from its ancestors, or leaves them when
    /// `isEnabled` is false (SwiftUI's `symbolEffectsRemoved(_:)`). Effects added inside it
    /// still apply.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        EnvironmentWriter(content: self) { if isEnabled { $0.symbolEffectStates = [] } }
    }

    /// Cairn's description of `effect`, or nil (with no effect) for a type Cairn does not know.
    fileprivate static func describe<T: SymbolEffect>(_ effect: T) -> SymbolEffectDescription? {
        (effect as? any DescribedSymbolEffect)?.spec
    }
}
