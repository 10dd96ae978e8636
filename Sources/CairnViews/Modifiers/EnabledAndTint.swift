import CairnDisplayList
import Foundation

// Whether views accept input, and their tint: environment the engine reads (a scripted tap
// skips a disabled control; `.tint` is a shape style) and the controls draw with.

private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
    /// Whether controls in this view accept input; `.disabled(true)` turns it off and
    /// controls draw dimmed.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The tint `.tint(_:)` set (nil: the accent colour).
    package var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The colour controls are tinted with: `.tint`, else the accent colour (system blue).
    package var controlTint: Color { tint ?? .accentColor }
}

extension View {
    /// Disables the controls in this view when `disabled` is true (a disabled ancestor wins,
    /// as in SwiftUI: `.disabled(false)` never re-enables).
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { if disabled { $0 = false } }
    }

    /// Tints the controls in this view with `tint` (nil: the accent colour).
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }
}
