import Cairn
import Foundation

// SpriteKit's camera and crop nodes. Apple ("Getting Started with a Camera"): "The scene is
// rendered so that the camera node's origin is placed in the middle of the scene"; "The
// inverse of the camera node's xScale, yScale, and zRotation properties are applied to all
// nodes in the scene"; "if a camera node has an xScale and yScale of 2.0, the scene is
// rendered as if every distance was half its normal size"; "A camera's descendants are always
// rendered relative to the camera node's origin" (a HUD). Apple (`SKCropNode.maskNode`): the
// crop node "first draws its mask into a private buffer. Then, it renders its children"; a
// child pixel shows where the mask's pixel is drawn.

/// A node that sets where a scene is viewed from, as SpriteKit's `SKCameraNode`: set it as
/// the scene's `camera` and add it to the scene. Its position is drawn at the centre of the
/// view's scene frame, its scale zooms out (2: twice the area) and its rotation turns the
/// scene the other way; its children are drawn fixed to the view.
open class SKCameraNode: SKNode, @unchecked Sendable {
    /// A camera at the origin.
    public override init() { super.init() }

    /// Whether `node`'s frame meets the part of the scene the camera shows: false until the
    /// camera's scene has been presented in a view.
    open func contains(_ node: SKNode) -> Bool {
        guard let scene, let bounds = scene.presentedBounds, let nodeToScene = node.transformToScene(scene) else { return false }
        let view = SKView(frame: bounds)
        let viewport = view.bounds.applying(view.sceneToView(scene).inverted())
        let box = node.contentRect.isNull ? CGRect(origin: .zero, size: .zero) : node.contentRect
        return box.applying(nodeToScene).intersects(viewport) || viewport.contains(CGPoint.zero.applying(nodeToScene))
    }

    /// The nodes among the scene's whose frames meet the camera's view (`contains(_:)`).
    open func containedNodeSet() -> [SKNode] {
        guard let scene else { return [] }
        var found: [SKNode] = [], pending = scene.children
        while let node = pending.popLast(), found.count < 100_000 {
            if node !== self, contains(node) { found.append(node) }
            pending.append(contentsOf: node.children)
        }
        return found
    }
}

/// A node whose children show only where its mask node draws, as SpriteKit's `SKCropNode`.
/// Without a mask the children are drawn uncropped. Cairn keeps a child's pixel in
/// proportion to the mask's alpha there; SpriteKit keeps it whole where the mask's alpha is
/// at least 0.05 — the same for the opaque masks (colour sprites, filled shapes) crops use.
open class SKCropNode: SKNode, @unchecked Sendable {
    /// The node drawn as the mask, in the crop node's coordinates; it must not be in a tree.
    open var maskNode: SKNode?
    /// A crop node with no mask.
    public override init() { super.init() }
}

extension SKNode {
    /// The transform from this node's coordinates to `scene`'s, nil when the node is not in
    /// `scene`'s tree or the transform is not invertible (a zero or non-finite scale).
    func transformToScene(_ scene: SKScene) -> CGAffineTransform? {
        var transform = CGAffineTransform.identity
        var node: SKNode = self
        while node !== scene {
            transform = transform.concatenating(node.localTransform)
            guard let parent = node.parent else { return nil }
            node = parent
        }
        let det = transform.a * transform.d - transform.b * transform.c
        guard det != 0, det.isFinite, transform.tx.isFinite, transform.ty.isFinite else { return nil }
        return transform
    }
}
