import CairnDisplayList
import Foundation

/// A node whose drawing goes over the whole canvas, after everything else (a presented
/// alert): `ViewLayout` draws the first such node in tree order once the root is drawn,
/// when the pass says one was built (`LayoutPass.hasRootOverlays`).
package protocol RootOverlayBehavior: NodeBehavior {
    /// Appends the overlay's drawing, in root coordinates, over `canvas` (the root's frame).
    func drawRootOverlay(_ node: ViewNode, canvas: CGRect, into list: inout DisplayList)
}


extension ViewNode {
    /// Draws the first placed root overlay (a presented alert) over this root's frame.
    /// Costs nothing unless a root overlay was built: a presented alert in SwiftUI is one
    /// window over the whole scene, so only the first one found is drawn.
    package func drawRootOverlays(into list: inout DisplayList) {
        guard graph.pass.hasRootOverlays else { return }
        var presenter: ViewNode?
        walk { node, _ in
            if node.isPlaced, node.behavior is any RootOverlayBehavior {
                presenter = node
                return false
            }
            return true
        }
        guard let presenter, let overlay = presenter.behavior as? any RootOverlayBehavior else { return }
        overlay.drawRootOverlay(presenter, canvas: frame, into: &list)
    }
}
