import CairnGeometry
import CairnLayout
import Foundation

extension DrawingEffect {
    /// The transform this effect draws its content with, for a view whose frame is `f`
    /// (nil for effects that do not move the content: opacity, clipping).
    func contentTransform(in f: CGRect) -> CGAffineTransform? {
        switch self {
        case .offset, .rotation, .scale, .transform: return group(in: f).transform
        case .opacity, .clip: return nil
        }
    }
}

/// A behavior outside `EffectBehavior` that draws its content moved (a user `GeometryEffect`):
/// `globalFrame` carries frames through its transform too.
protocol ContentTransformingBehavior: NodeBehavior {
    /// The transform the node's content is drawn with, in root coordinates (nil: none).
    func contentTransform(of node: ViewNode) -> CGAffineTransform?
}

extension ViewNode {
    /// The node's frame in root coordinates as it is drawn: its layout frame carried through
    /// the geometry effects (offset, rotation, scale, transform) of its ancestors, a rotated
    /// or scaled frame giving its bounding box. SwiftUI's effects leave layout alone but move
    /// their content's coordinate space: `frame(in: .global)`, anchors and
    /// `ViewLayout.frame(of:)` report the moved frame.
    package var globalFrame: CGRect { frame(carriedUpTo: nil) }

    /// The node's frame (root coordinates) carried through the geometry effects of its
    /// ancestors below `space` (all of them when nil): effects applied outside `space` move
    /// the space with the node, so they do not count in its coordinates.
    package func frame(carriedUpTo space: ViewNode?) -> CGRect {
        var r = frame
        var ancestor = parent
        while let n = ancestor, n !== space {
            if let effect = (n.behavior as? EffectBehavior)?.effect, let t = effect.contentTransform(in: n.frame) {
                r = r.applying(t)
            } else if let t = (n.behavior as? ContentTransformingBehavior)?.contentTransform(of: n) {
                r = r.applying(t)
            }
            ancestor = n.parent
        }
        return r
    }
}
