import CairnControls
import CairnViews
import Foundation

// SwiftUI's buttons and toggles that run an intent (iOS 17; the interactive controls of
// widgets): drawn as the same control with an action, which a still never runs.

extension Button {
    /// A button that runs `intent` when tapped (never, in a still), labelled by `label`.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(action: {}, label: label)
    }

    /// A button with `role` that runs `intent` when tapped, labelled by `label`.
    public init<I: AppIntent>(role: ButtonRole?, intent: I, @ViewBuilder label: () -> Label) {
        self.init(role: role, action: {}, label: label)
    }
}

extension Button where Label == Text {
    /// A button titled by `titleKey` that runs `intent` when tapped.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(intent: intent) { Text(titleKey) }
    }

    /// A button titled `title` that runs `intent` when tapped.
    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) {
        self.init(intent: intent) { Text(title) }
    }

    /// A button titled by `title` that runs `intent` when tapped.
    @_disfavoredOverload
    public init<I: AppIntent>(_ title: LocalizedStringResource, intent: I) {
        self.init(intent: intent) { Text(verbatim: title.key) }
    }
}

extension Toggle {
    /// A toggle showing `isOn` that runs `intent` when tapped (a widget's toggle: its state
    /// comes from the entry, not a binding), labelled by `label`.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(isOn), label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by `titleKey` showing `isOn` that runs `intent` when tapped.
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }

    /// A toggle titled `title` showing `isOn` that runs `intent` when tapped.
    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, isOn: Bool, intent: I) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}

extension Text {
    /// Text showing `resource` (Cairn has no string tables: its key, verbatim). A literal
    /// stays a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: resource.key) }
}
