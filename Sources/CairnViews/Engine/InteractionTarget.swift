import Foundation
import CairnDisplayList

/// What a scripted interaction can do to one control in the laid-out tree: a `Button`'s
/// action, a `Toggle`'s switch, the binding of a `Slider`, `Stepper`, `Toggle` or `Picker`.
///
/// A control's resolved nodes carry their target in `layoutValues` (merged upward like every
/// layout value); `InteractionTarget.all(in:)` finds each one at the node that owns it.
/// `AnimationTimeline.tap(_:at:)` and `setValue(_:of:at:)` use them.
package final class InteractionTarget {
    /// The control's kind, for diagnostics ("Button", "Toggle", ...).
    package let kind: String
    /// The text of the control's label (its `Text` views joined by a space).
    package let label: String
    /// Whether the control is enabled (`.disabled(true)` controls ignore taps, as in SwiftUI).
    package let isEnabled: Bool
    /// What a tap does (nil: the control has no tap, e.g. a slider).
    package let tap: (() -> Void)?
    /// Sets the control's value; returns a description of the problem when `value` does not
    /// fit (wrong type), nil on success. Nil when the control has no value.
    package let setValue: ((Any) -> String?)?

    package init(kind: String, label: String, isEnabled: Bool, tap: (() -> Void)?, setValue: ((Any) -> String?)?) {
        self.kind = kind
        self.label = label
        self.isEnabled = isEnabled
        self.tap = tap
        self.setValue = setValue
    }

    private enum Key {}
    private enum AccessibilityIdentifierKey {}
    private enum AccessibilityLabelKey {}
    static var key: ObjectIdentifier { ObjectIdentifier(Key.self) }
    static var identifierKey: ObjectIdentifier { ObjectIdentifier(AccessibilityIdentifierKey.self) }
    static var accessibilityLabelKey: ObjectIdentifier { ObjectIdentifier(AccessibilityLabelKey.self) }

    /// Attaches a target to a control's resolved `nodes`, its label read from `labelNodes`
    /// (the nodes of the label view; the `Text` views found in them, in order, and the
    /// accessibility labels given to parts of them, such as an icon-only label's title).
    package static func attach(kind: String, labelNodes: [ViewNode], to nodes: [ViewNode], environment: EnvironmentValues,
                       tap: (() -> Void)?, setValue: ((Any) -> String?)?) {
        var strings: [String] = []
        for n in labelNodes {
            // In tree order; a part labelled for accessibility (an icon-only label) is read by
            // its label and its children are not read.
            var pending = [n]
            while let node = pending.popLast() {
                if let label = node.layoutValues[accessibilityLabelKey] as? String {
                    strings.append(label)
                    continue
                }
                if let text = node.behavior as? TextBehavior { strings.append(text.baseRun.string) }
                pending.append(contentsOf: node.children.reversed())
            }
        }
        let target = InteractionTarget(kind: kind, label: strings.joined(separator: " "), isEnabled: environment.isEnabled,
                                   tap: tap, setValue: setValue)
        for n in nodes { n.layoutValues[key] = target }
    }

    /// Whether `name` names this control, owned by `node`: its label text, an
    /// `accessibilityIdentifier` or `accessibilityLabel` given to it or inside its label, or
    /// an `.id(_:)` given to it or to a one-child modifier wrapped around it.
    func matches(_ name: String, owner node: ViewNode) -> Bool {
        if label == name { return true }
        if node.layoutValues[Self.identifierKey] as? String == name { return true }
        if node.layoutValues[Self.accessibilityLabelKey] as? String == name { return true }
        var n: ViewNode? = node
        while let current = n, current.layoutValues[Self.key] as? InteractionTarget === self {
            if current.viewIDs.contains(AnyHashable(name)) { return true }
            guard let parent = current.parent, parent.children.count == 1 else { break }
            n = parent
        }
        return false
    }

    /// Every control in the tree under `root` with the node that owns it (the deepest node
    /// carrying it), in tree order.
    package static func all(in root: ViewNode) -> [(target: InteractionTarget, node: ViewNode)] {
        var result: [(InteractionTarget, ViewNode)] = []
        var seen = Set<ObjectIdentifier>()
        root.walk { node, _ in
            // Content built at placement (a GeometryReader's) is not merged upward: look everywhere.
            guard let target = node.layoutValues[key] as? InteractionTarget else { return true }
            let carriedBelow = node.children.contains { $0.layoutValues[key] as? InteractionTarget === target }
            if !carriedBelow, seen.insert(ObjectIdentifier(target)).inserted { result.append((target, node)) }
            return true
        }
        return result
    }

    /// The first control under `root` that `name` names (see `matches(_:owner:)`).
    package static func find(_ name: String, in root: ViewNode) -> InteractionTarget? {
        all(in: root).first { $0.target.matches(name, owner: $0.node) }?.target
    }
}

/// Converts a scripted value to a control's value type `V`: the value itself, or any
/// integer or floating-point number for a `BinaryFloatingPoint` `V`.
package func scriptedNumber<V: BinaryFloatingPoint>(_ value: Any, as: V.Type) -> V? {
    switch value {
    case let v as V: return v
    case let v as Double: return V(v)
    case let v as Float: return V(v)
    case let v as CGFloat: return V(Double(v))
    case let v as Int: return V(v)
    default: return nil
    }
}

extension View {
    /// Gives the view an identifier for scripted interaction and UI tests, as SwiftUI's
    /// `accessibilityIdentifier(_:)` ("Uses the string you specify to identify the view…
    /// Use this value for testing. It isn't visible to the user", Apple's documentation);
    /// it changes nothing drawn. `AnimationTimeline.tap(_:at:)`
    /// finds a control by it.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        LayoutValueView(content: self, key: InteractionTarget.identifierKey, value: identifier)
    }

    /// Gives the view a label for accessibility, as SwiftUI's `accessibilityLabel(_:)`; it
    /// changes nothing drawn. `AnimationTimeline.tap(_:at:)` finds a control by it.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        LayoutValueView(content: self, key: InteractionTarget.accessibilityLabelKey, value: String(label))
    }

    /// Gives the view a label for accessibility, as SwiftUI's `accessibilityLabel(_:)`; it
    /// changes nothing drawn (the text's plain characters are the label).
    public func accessibilityLabel(_ label: Text) -> some View {
        AccessibilityTextLabel(content: self, label: label)
    }
}

/// `accessibilityLabel(_ label: Text)`: the text's characters in the view's environment.
private struct AccessibilityTextLabel<Content: View>: View, PrimitiveView {
    let content: Content
    let label: Text
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let string = label.run(in: env, paint: .color(Color.primary.resolve(in: env))).string
        let nodes = context.resolve(content)
        for n in nodes { n.layoutValues[InteractionTarget.accessibilityLabelKey] = string }
        return nodes
    }
}
