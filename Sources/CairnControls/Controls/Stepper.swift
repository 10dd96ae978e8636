import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A control with − and + buttons that change a value, drawn as `UIStepper`: the label,
/// then at the trailing edge the control in `tertiarySystemFill` split by a 1 × 18 separator,
/// a minus and a plus glyph in the label colour; the side that cannot move further (the
/// value at a bound) is dimmed to the tertiary label colour.
///
/// - iOS 17 (`DesignEra.iOS17`): a 94 × 32 rounded rectangle of radius 8.
/// - iOS 26 (`DesignEra.iOS26`): a 94 × 32 capsule (see `ControlMetrics` for the sources).
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    /// Sets the bound value from a script (nil for the increment/decrement form).
    var scriptSetter: ((Any) -> String?)?

    /// The stepper control's size: 94 × 32 points (`UIStepper`, iOS 17 and iOS 26).
    public static var controlSize: CGSize { CGSize(width: 94, height: 32) }

    /// A stepper that calls `onIncrement`/`onDecrement`, labelled by the builder's view.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
    }

    /// A stepper over `value` in `bounds` by `step`, labelled by the builder's view.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canDecrement = value.wrappedValue > bounds.lowerBound
        canIncrement = value.wrappedValue < bounds.upperBound
        scriptSetter = { new in
            guard let v = new as? V else { return "this Stepper takes a \(V.self), not \(type(of: new))" }
            value.wrappedValue = min(max(v, bounds.lowerBound), bounds.upperBound)
            return nil
        }
    }

    /// A stepper over `value` by `step`, unbounded, labelled by the builder's view.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canDecrement = true
        canIncrement = true
        scriptSetter = { new in
            guard let v = new as? V else { return "this Stepper takes a \(V.self), not \(type(of: new))" }
            value.wrappedValue = v
            return nil
        }
    }

    /// Never evaluated: `Stepper` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let (dec, inc) = (canDecrement, canIncrement)
        let control = ControlArtwork(name: "Stepper", sizeIn: { _, env in env.controlMetrics.stepperSize }) { frame, env, list in
            let p = env.controlPalette
            let m = env.controlMetrics
            let box = CGRect(origin: frame.origin, size: m.stepperSize)
            if let radius = m.stepperRadius {
                list.fill(Path(roundedRect: box, cornerRadius: radius), p.tertiaryFill)
            } else {
                list.fill(Path(roundedRect: box, cornerRadius: box.height / 2, style: .circular), p.tertiaryFill)
            }
            list.fill(Path(CGRect(x: box.midX - 0.5, y: box.midY - 9, width: 1, height: 18)), p.separator)
            let enabled = env.isEnabled
            let minusColor = enabled && dec ? p.label : p.tertiaryLabel
            let plusColor = enabled && inc ? p.label : p.tertiaryLabel
            let cm = CGPoint(x: box.minX + box.width / 4, y: box.midY), cp = CGPoint(x: box.minX + 3 * box.width / 4, y: box.midY)
            var minus = Path()
            minus.move(to: CGPoint(x: cm.x - 7, y: cm.y))
            minus.addLine(to: CGPoint(x: cm.x + 7, y: cm.y))
            var plus = Path()
            plus.move(to: CGPoint(x: cp.x - 7, y: cp.y))
            plus.addLine(to: CGPoint(x: cp.x + 7, y: cp.y))
            plus.move(to: CGPoint(x: cp.x, y: cp.y - 7))
            plus.addLine(to: CGPoint(x: cp.x, y: cp.y + 7))
            list.stroke(minus, minusColor, width: 2, cap: .round)
            list.stroke(plus, plusColor, width: 2, cap: .round)
        }
        let nodes = context.resolve(LabeledControlRow(label: label, control: control))
        InteractionTarget.attach(kind: "Stepper", labelNodes: nodes, to: nodes, environment: context.environment, tap: nil, setValue: scriptSetter)
        return nodes
    }
}

extension Stepper where Label == Text {
    /// A stepper over `value` in `bounds`, labelled by text from a localized string key.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper over `value` in `bounds`, labelled by a string shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// An unbounded stepper over `value`, labelled by text from a localized string key.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    /// A stepper calling `onIncrement`/`onDecrement`, labelled by text from a localized string key.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}
