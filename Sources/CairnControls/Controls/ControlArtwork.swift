import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// A leaf view that draws a control's artwork (a switch, a slider track, a gauge ring) in its
/// frame: `size` answers proposals, `draw` paints into the frame given in root coordinates.
struct ControlArtwork: View, PrimitiveView {
    let name: String
    let size: (ProposedViewSize, EnvironmentValues) -> CGSize
    let draw: (CGRect, EnvironmentValues, inout DisplayList) -> Void
    var body: Never { primitiveBody(Self.self) }

    /// Artwork whose size depends on the proposal alone.
    init(name: String, size: @escaping (ProposedViewSize) -> CGSize, draw: @escaping (CGRect, EnvironmentValues, inout DisplayList) -> Void) {
        self.name = name
        self.size = { p, _ in size(p) }
        self.draw = draw
    }

    /// Artwork whose size also depends on its environment (the design era's metrics).
    init(name: String, sizeIn size: @escaping (ProposedViewSize, EnvironmentValues) -> CGSize, draw: @escaping (CGRect, EnvironmentValues, inout DisplayList) -> Void) {
        self.name = name
        self.size = size
        self.draw = draw
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let environment = context.environment
        let size = self.size
        return [ViewNode(ControlArtworkBehavior(size: { size($0, environment) }, draw: draw), context: context, name: name)]
    }
}

final class ControlArtworkBehavior: NodeBehavior {
    let sizer: (ProposedViewSize) -> CGSize
    let drawer: (CGRect, EnvironmentValues, inout DisplayList) -> Void
    init(size: @escaping (ProposedViewSize) -> CGSize, draw: @escaping (CGRect, EnvironmentValues, inout DisplayList) -> Void) {
        sizer = size
        drawer = draw
    }
    func size(_ node: ViewNode, _ proposal: ProposedViewSize) -> CGSize { sizer(proposal) }
    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let f = node.frame
        guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { return }
        drawer(f, node.environment, &list)
    }
}

extension DisplayList {
    /// Fills `path` with a colour.
    mutating func fill(_ path: Path, _ color: Color) {
        if !path.isEmpty { append(.fill(path, .color(color.resolved), FillStyle())) }
    }

    /// Strokes `path` with a colour and width.
    mutating func stroke(_ path: Path, _ color: Color, width: CGFloat, cap: CGLineCap = .butt) {
        if !path.isEmpty { append(.stroke(path, .color(color.resolved), StrokeStyle(lineWidth: width, lineCap: cap))) }
    }

    /// A control knob: a white disc of `diameter` centred on `center`, ringed by a hairline
    /// (black at 6 %) and a soft 1-point outer edge (black at 4 %) where UIKit draws its
    /// drop shadow.
    mutating func knob(center: CGPoint, diameter: CGFloat, color: Color) {
        let r = diameter / 2
        fill(Path(ellipseIn: CGRect(x: center.x - r - 1, y: center.y - r - 0.5, width: diameter + 2, height: diameter + 2)), Color.black.opacity(0.04))
        fill(Path(ellipseIn: CGRect(x: center.x - r, y: center.y - r, width: diameter, height: diameter)), color)
        stroke(Path(ellipseIn: CGRect(x: center.x - r + 0.25, y: center.y - r + 0.25, width: diameter - 0.5, height: diameter - 0.5)), Color.black.opacity(0.06), width: 0.5)
    }
}

/// Clamps `value` into `bounds` and returns its fraction of the range (0 when the range is
/// empty or the value is NaN), as SwiftUI clamps a slider's or progress view's value.
func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> CGFloat {
    let lo = Double(bounds.lowerBound), hi = Double(bounds.upperBound), v = Double(value)
    guard lo.isFinite, hi.isFinite, hi > lo, !v.isNaN else { return 0 }
    return CGFloat(min(max((v - lo) / (hi - lo), 0), 1))
}
