import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

extension ViewLayout {
    /// The root's frame in canvas coordinates.
    public var rootFrame: CGRect { root.frame }

    /// The drawing with every view's frame stroked in red (a hairline inset by half its
    /// width) and, in blue, the point each view's parent placed it by (its top-leading corner
    /// for stacks' major axis and the alignment point within its parent).
    public var displayListWithLayoutFrames: DisplayList {
        var list = displayList
        let red = Paint.color(Color.red.resolved)
        let blue = Paint.color(Color.blue.resolved)
        root.walk { node, _ in
            let f = node.frame
            guard f.width.isFinite, f.height.isFinite else { return true }
            list.append(.stroke(Path(f.insetBy(dx: 0.25, dy: 0.25)), red, StrokeStyle(lineWidth: 0.5)))
            let c = CGPoint(x: f.midX, y: f.midY)
            var cross = Path()
            cross.move(to: CGPoint(x: c.x - 2, y: c.y))
            cross.addLine(to: CGPoint(x: c.x + 2, y: c.y))
            cross.move(to: CGPoint(x: c.x, y: c.y - 2))
            cross.addLine(to: CGPoint(x: c.x, y: c.y + 2))
            list.append(.stroke(cross, blue, StrokeStyle(lineWidth: 0.5)))
            return true
        }
        return list
    }
}
