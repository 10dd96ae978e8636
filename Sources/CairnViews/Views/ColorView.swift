import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

/// A shape style that is also a view fills its frame (Color, gradients).
final class StyleFillBehavior<Style: ShapeStyle>: NodeBehavior {
    var style: Style
    init(_ style: Style) { self.style = style }
    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.width.isFinite, f.height.isFinite, f.width > 0, f.height > 0 else { return }
        list.append(.fill(Path(f), style.paint(in: node.environment.styleContext(f)), FillStyle()))
    }
}

extension Color: View, PrimitiveView {
    /// Never evaluated: `Color` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [ViewNode(StyleFillBehavior(self), context: context, name: "Color")]
    }
}

extension LinearGradient: View, PrimitiveView {
    /// Never evaluated: `LinearGradient` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        for message in InputDiagnostics.style(self, in: "view") { context.graph.diagnose(message) }
        return [ViewNode(StyleFillBehavior(self), context: context, name: "LinearGradient")]
    }
}

extension RadialGradient: View, PrimitiveView {
    /// Never evaluated: `RadialGradient` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        for message in InputDiagnostics.style(self, in: "view") { context.graph.diagnose(message) }
        return [ViewNode(StyleFillBehavior(self), context: context, name: "RadialGradient")]
    }
}

extension EllipticalGradient: View, PrimitiveView {
    /// Never evaluated: `EllipticalGradient` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        for message in InputDiagnostics.style(self, in: "view") { context.graph.diagnose(message) }
        return [ViewNode(StyleFillBehavior(self), context: context, name: "EllipticalGradient")]
    }
}

extension AngularGradient: View, PrimitiveView {
    /// Never evaluated: `AngularGradient` is a primitive view that Cairn lays out and draws itself (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        for message in InputDiagnostics.style(self, in: "view") { context.graph.diagnose(message) }
        return [ViewNode(StyleFillBehavior(self), context: context, name: "AngularGradient")]
    }
}

extension MeshGradient: View, PrimitiveView {
    /// Never evaluated: `MeshGradient` is a primitive view that fills its frame like a colour (reading its body traps, as in SwiftUI).
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        for message in InputDiagnostics.style(self, in: "view") { context.graph.diagnose(message) }
        return [ViewNode(StyleFillBehavior(self), context: context, name: "MeshGradient")]
    }
}
