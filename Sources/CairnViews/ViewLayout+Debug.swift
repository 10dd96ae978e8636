import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation

/// The guides a container used to line up its children, for the layout-frame overlay.
protocol AlignmentReporting {
    var reportedAlignment: (horizontal: HorizontalAlignment?, vertical: VerticalAlignment?) { get }
}

extension ContainerBehavior: AlignmentReporting {
    var reportedAlignment: (horizontal: HorizontalAlignment?, vertical: VerticalAlignment?) {
        switch layout {
        case let h as HStackLayout: (nil, h.alignment)
        case let v as VStackLayout: (v.alignment, nil)
        case let z as ZStackLayout: (z.alignment.horizontal, z.alignment.vertical)
        default: (nil, nil)
        }
    }
}

extension UnaryBehavior: AlignmentReporting {
    var reportedAlignment: (horizontal: HorizontalAlignment?, vertical: VerticalAlignment?) {
        switch layout {
        case let f as FrameLayout: (f.alignment.horizontal, f.alignment.vertical)
        case let f as FlexFrameLayout: (f.alignment.horizontal, f.alignment.vertical)
        default: (nil, nil)
        }
    }
}

extension SecondaryBehavior: AlignmentReporting {
    var reportedAlignment: (horizontal: HorizontalAlignment?, vertical: VerticalAlignment?) {
        (alignment.horizontal, alignment.vertical)
    }
}

extension ViewLayout {
    /// The root's frame in canvas coordinates.
    public var rootFrame: CGRect { root.frame }

    /// The drawing with every view's frame stroked in red (a hairline just inside it) and,
    /// in blue, the alignment guide its parent lined it up by (a vertical line for a
    /// horizontal guide, a horizontal line for a vertical one), as seed 001 draws them.
    public var displayListWithLayoutFrames: DisplayList {
        var list = displayList
        let red = Paint.color(Color.red.resolved)
        let blue = Paint.color(Color.blue.resolved)
        let hairline = StrokeStyle(lineWidth: 0.5)
        root.walk { node, _ in
            let f = node.frame
            guard f.width.isFinite, f.height.isFinite, node.isPlaced else { return true }
            list.append(.stroke(Path(f.insetBy(dx: 0.25, dy: 0.25)), red, hairline))
            guard let parent = node.parent, let reporter = parent.behavior as? AlignmentReporting else { return true }
            let d = node.dimensions(in: node.placedProposal)
            var guides = Path()
            if let h = reporter.reportedAlignment.horizontal {
                let x = f.minX + d[h]
                guides.move(to: CGPoint(x: x, y: f.minY))
                guides.addLine(to: CGPoint(x: x, y: f.maxY))
            }
            if let v = reporter.reportedAlignment.vertical {
                let y = f.minY + d[v]
                guides.move(to: CGPoint(x: f.minX, y: y))
                guides.addLine(to: CGPoint(x: f.maxX, y: y))
            }
            if !guides.isEmpty { list.append(.stroke(guides, blue, StrokeStyle(lineWidth: 0.5, dash: [2, 2]))) }
            return true
        }
        return list
    }
}
