import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

/// A hairline that separates content, as SwiftUI's `Divider`: horizontal in a VStack (or
/// outside any stack), vertical in an HStack; one pixel (`1 / displayScale` points) thick —
/// one point at accessibility Dynamic Type sizes — and as long as proposed along the other
/// axis (10 when unspecified), in the separator colour of the colour scheme (UIKit's
/// `separator`: RGB 60, 60, 67 at 29 % opacity in light mode, 84, 84, 88 at 60 % in dark).
///
/// It has no spacing of its own: SwiftUI draws it as a shape in a frame of its thickness
/// (`PlainDividerStyle`), and the frame gives it a plain view's spacing on the stacking axis,
/// so text next to it keeps the distance it keeps from any plain view (see `ViewSpacing`).
/// The thickness rule is SwiftUI's `dividerThickness` default as OpenSwiftUI audits it
/// ("accessibility size ? 1 : pixelLength").
public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}

    /// Never called: the divider is primitive.
    public var body: Never { primitiveBody(Self.self) }

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let scale = context.environment.displayScale
        let pixel = 1 / (scale.isFinite && scale > 0 ? scale : 1)
        let thickness = context.environment.dynamicTypeSize.isAccessibilitySize ? 1 : pixel
        return [ViewNode(DividerBehavior(vertical: context.stackAxis == .horizontal, thickness: thickness), context: context, name: "Divider")]
    }
}

final class DividerBehavior: NodeBehavior {
    let vertical: Bool
    let thickness: CGFloat
    init(vertical: Bool, thickness: CGFloat) {
        self.vertical = vertical
        self.thickness = thickness
    }

    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        let p = proposal.replacingUnspecifiedDimensions()
        return vertical ? CGSize(width: thickness, height: p.height) : CGSize(width: p.width, height: thickness)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.width.isFinite, f.height.isFinite, f.width > 0, f.height > 0 else { return }
        list.append(.fill(Path(f), .color(UIColor.separator.color.resolve(in: node.environment)), FillStyle()))
    }
}
