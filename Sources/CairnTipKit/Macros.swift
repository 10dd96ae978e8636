// TipKit's macros, expanded by Cairn's macro plug-in from their source text (no swift-syntax).

/// Declares a value tips' rules read, as TipKit's `@Parameter`:
/// `@Parameter static var isLoggedIn: Bool = false` reads and writes the parameter
/// `Self.$isLoggedIn` (a `Tips.Parameter<Bool>`), which `#Rule(Self.$isLoggedIn) { $0 }` reads.
/// `@Parameter(.transient)` passes its options on.
@attached(accessor)
@attached(peer, names: prefixed(`$`))
public macro Parameter() = #externalMacro(module: "CairnMacroPlugin", type: "ParameterMacro")

/// Declares a value tips' rules read, with options (`.transient`).
@attached(accessor)
@attached(peer, names: prefixed(`$`))
public macro Parameter(_ options: Tips.ParameterOption...) = #externalMacro(module: "CairnMacroPlugin", type: "ParameterMacro")

/// A rule on a parameter, as TipKit's `#Rule(Self.$isLoggedIn) { $0 == true }`: the tip
/// waits until the predicate holds for the parameter's current value.
@freestanding(expression)
public macro Rule<Value>(_ input: Tips.Parameter<Value>, _ predicate: @escaping (Value) -> Bool) -> Tips.Rule =
    #externalMacro(module: "CairnMacroPlugin", type: "RuleMacro")

/// A rule on an event, as TipKit's `#Rule(Self.opened) { $0.donations.count >= 3 }`: the tip
/// waits until the predicate holds for the event's donations.
@freestanding(expression)
public macro Rule<DonationInfo>(_ input: Tips.Event<DonationInfo>, _ predicate: @escaping (Tips.Event<DonationInfo>) -> Bool) -> Tips.Rule =
    #externalMacro(module: "CairnMacroPlugin", type: "RuleMacro")
