import CairnViews
/// A type-erased part of a style's configuration — a control's label, a current-value label,
/// a bound label — drawn as the view it wraps.
///
/// SwiftUI declares one such type per configuration (`ButtonStyleConfiguration.Label`,
/// `ToggleStyleConfiguration.Label`, `GaugeStyleConfiguration.CurrentValueLabel`, …), each
/// an opaque view a custom style places in its body. Cairn's are aliases of this one, so
/// the same spellings compile and draw the same.
public struct StyleConfigurationLabel: View, PrimitiveView {
    let content: AnyView
    init(_ view: AnyView) { content = view }
    init<V: View>(_ view: V) { content = AnyView(view) }
    /// Never evaluated: `StyleConfigurationLabel` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] { content.makeNodes(context) }
}
