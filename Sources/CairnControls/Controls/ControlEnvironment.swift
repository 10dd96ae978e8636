import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// Resolves the view `make` builds from the environment at the place it is resolved: how a
/// control reads its style, tint, size and enabled state without a body of its own.
struct EnvironmentReader<Content: View>: View, PrimitiveView {
    let make: (EnvironmentValues) -> Content
    init(@ViewBuilder _ make: @escaping (EnvironmentValues) -> Content) { self.make = make }
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.child(0).resolve(make(context.environment))
    }
}

/// The sizes a control can be drawn at (`.controlSize(_:)`), as in SwiftUI.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest control size.
    case mini
    /// A control smaller than regular.
    case small
    /// The default control size.
    case regular
    /// A control larger than regular.
    case large
    /// The largest control size (visionOS and later); drawn as `.large`.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }

extension EnvironmentValues {
    /// The size controls are drawn at (default `.regular`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Draws the controls in this view at `controlSize`.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}

private struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether controls hide their labels (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls in this view (toggles, steppers, pickers, date and
    /// colour pickers): each is drawn as its control alone.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

/// A control's row: its label, a `Spacer` and the control at the trailing edge, or the
/// control alone under `.labelsHidden()`.
struct LabeledControlRow<Label: View, Control: View>: View, PrimitiveView {
    let label: Label
    let control: Control
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        if context.environment.labelsHidden { return context.child(1).resolve(control) }
        return context.child(0).resolve(HStack {
            label
            Spacer()
            control
        })
    }
}
