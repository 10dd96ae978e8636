import CairnSymbols
import Foundation

/// A transition that plays a symbol effect on the symbol images of an inserted or removed
/// view (SwiftUI's `SymbolEffectTransition`): "Other views are unaffected by this transition."
///
/// ```swift
/// if showsDrizzle {
///     Image(systemName: "cloud.drizzle.fill").transition(.symbolEffect(.automatic))
/// }
/// ```
/// An inserted symbol appears (faded in and scaled from 0.5, or from 1.5 with `.appear.down`)
/// and a removed one disappears, on the change's animation; `.automatic` appears growing and
/// disappears shrinking. (Apple: `symbolEffect(_:options:)` "applies the provided effect to
/// symbol images within the inserted or removed view hierarchy".) The options' speed and
/// repetition do not apply: the change's animation times it.
public struct SymbolEffectTransition: Transition {
    let grows: Bool

    /// A transition playing `effect` (an appear, a disappear, or `.automatic`).
    public init<T: SymbolEffect & TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
        switch (effect as? any DescribedSymbolEffect)?.spec.kind {
        case .appear(let up): grows = up
        case .disappear(let up): grows = !up
        default: grows = true
        }
    }

    /// The content, its symbols hidden outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let grows = self.grows
        return EnvironmentWriter(content: content) { env in
            if !phase.isIdentity { env.symbolPresence = SymbolPresence(shown: 0, grows: grows) }
        }
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// The default symbol effect transition for the symbol images of an inserted or removed
    /// view (`symbolEffect(.automatic)`).
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(effect: AutomaticSymbolEffect.automatic, options: .default) }

    /// A transition that applies `effect` to the symbol images of an inserted or removed view.
    public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}
