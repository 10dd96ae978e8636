import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

/// A hairline that separates content, as SwiftUI's `Divider`: horizontal in a VStack (or
/// outside any stack), vertical in an HStack; one pixel (`1 / displayScale` points) thick,
/// and as long as proposed along the other axis (10 when unspecified), in the separator
/// colour (UIKit's `separator`: RGB 60, 60, 67 at 29 % opacity).
public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}

    /// Never called: the divider is primitive.
    public var body: Never { primitiveBody(Self.self) }

    /// The separator colour.
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)

    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let scale = context.environment.displayScale
        let thickness = 1 / (scale.isFinite && scale > 0 ? scale : 1)
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
        list.append(.fill(Path(f), .color(Divider.separator.resolved), FillStyle()))
    }
}
