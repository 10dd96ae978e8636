import Cairn
import Foundation

// SpriteKit's scene graph as SwiftUI code builds it for `SpriteView` (`import SpriteKit`,
// which `cairn` reads as `import CairnSpriteKit`: a module named `SpriteKit` would be found by
// other packages' `#if canImport(SpriteKit)`). A still shows a scene's first frame: the nodes
// as `sceneDidLoad()` and `didMove(to:)` leave them. Actions and physics need time to pass,
// so they are recorded and never run; `update(_:)` is not called.
//
// Defaults are Apple's documented values: a scene's background is (0.15, 0.15, 0.15, 1.0) and
// its anchor point (0, 0); a sprite's anchor point is (0.5, 0.5); a shape's fill colour is
// clear, its stroke colour white, its line width 1; a label's font is Helvetica Neue
// UltraLight at 32 points, white, centred on its baseline.

/// SpriteKit's colour type, UIKit's colour on iOS.
public typealias SKColor = UIColor

/// The basic node of a SpriteKit scene, as SpriteKit's `SKNode`: a position, a z position,
/// a rotation, a scale, an opacity and children, drawn in the parent's coordinates (y up).
open class SKNode: @unchecked Sendable {
    /// The position in the parent's coordinate system.
    open var position: CGPoint = .zero
    /// The height above the parent, which orders drawing (`SKView.ignoresSiblingOrder`
    /// false: by the sum of the ancestors' z positions, ties in tree order).
    open var zPosition: CGFloat = 0
    /// The rotation around the position, in radians, counterclockwise.
    open var zRotation: CGFloat = 0
    /// The horizontal scale.
    open var xScale: CGFloat = 1
    /// The vertical scale.
    open var yScale: CGFloat = 1
    /// The opacity, multiplied into the children's.
    open var alpha: CGFloat = 1
    /// Whether the node and its children are hidden.
    open var isHidden = false
    /// The node's name, for `childNode(withName:)`.
    open var name: String?
    /// Whether the node's actions are paused.
    open var isPaused = false
    /// The speed of the node's actions.
    open var speed: CGFloat = 1
    /// The physics body, simulated by nothing in a still.
    open var physicsBody: SKPhysicsBody?
    /// Whether the node takes touches.
    open var isUserInteractionEnabled = false
    /// The node's children, in drawing order for equal z positions.
    open private(set) var children: [SKNode] = []
    /// The node that holds this one.
    open private(set) weak var parent: SKNode?
    /// The actions the node was asked to run, by key (never run in a still).
    var actions: [(key: String?, action: SKAction)] = []

    /// An empty node.
    public init() {}

    /// The scene the node is in.
    open var scene: SKScene? {
        var node: SKNode? = self
        while let n = node {
            if let scene = n as? SKScene { return scene }
            node = n.parent
        }
        return nil
    }

    /// Sets both scales.
    open func setScale(_ scale: CGFloat) {
        xScale = scale
        yScale = scale
    }

    /// Adds `node` as the last child (a node already in a tree, or one of this node's
    /// ancestors, is left where it is, as SpriteKit refuses it with an exception).
    open func addChild(_ node: SKNode) {
        guard accepts(node) else { return }
        node.parent = self
        children.append(node)
    }

    /// Whether `node` may become a child: it has no parent and is neither this node nor
    /// one of its ancestors (which would make the tree a cycle).
    private func accepts(_ node: SKNode) -> Bool {
        guard node.parent == nil else { return false }
        var ancestor: SKNode? = self
        while let a = ancestor {
            if a === node { return false }
            ancestor = a.parent
        }
        return true
    }

    /// Inserts `node` among the children at `index` (clamped).
    open func insertChild(_ node: SKNode, at index: Int) {
        guard accepts(node) else { return }
        node.parent = self
        children.insert(node, at: max(0, min(index, children.count)))
    }

    /// Removes the node from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Removes every child.
    open func removeAllChildren() {
        for child in children { child.parent = nil }
        children = []
    }

    /// Removes `nodes` from the children.
    open func removeChildren(in nodes: [SKNode]) {
        for node in nodes where node.parent === self { node.removeFromParent() }
    }

    /// The first child named `name` (a search of the children, not of their descendants,
    /// unless the name starts with `//`).
    open func childNode(withName name: String) -> SKNode? {
        if name.hasPrefix("//") {
            let wanted = String(name.dropFirst(2))
            var pending = children
            while !pending.isEmpty {
                let node = pending.removeFirst()
                if node.name == wanted { return node }
                pending.append(contentsOf: node.children)
            }
            return nil
        }
        return children.first { $0.name == name }
    }

    /// Calls `block` for each child named `name` (every descendant for a `//` name).
    open func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        let deep = name.hasPrefix("//")
        let wanted = deep ? String(name.dropFirst(2)) : name
        var pending = children
        while !pending.isEmpty, !stop.boolValue {
            let node = pending.removeFirst()
            if node.name == wanted || wanted == "*" { block(node, &stop) }
            if deep { pending.append(contentsOf: node.children) }
        }
    }

    /// Runs `action` (recorded; a still shows the node before any action moves it).
    open func run(_ action: SKAction) { actions.append((nil, action)) }
    /// Runs `action` under `key` (recorded, never run).
    open func run(_ action: SKAction, withKey key: String) { actions.append((key, action)) }
    /// Runs `action`, then `completion` (neither runs in a still).
    open func run(_ action: SKAction, completion: @escaping () -> Void) { actions.append((nil, action)) }
    /// Whether the node has any action.
    open func hasActions() -> Bool { !actions.isEmpty }
    /// The action under `key`.
    open func action(forKey key: String) -> SKAction? { actions.last { $0.key == key }?.action }
    /// Removes the action under `key`.
    open func removeAction(forKey key: String) { actions.removeAll { $0.key == key } }
    /// Removes every action.
    open func removeAllActions() { actions = [] }

    /// The transform from this node's coordinates to its parent's: translate, rotate, scale.
    var localTransform: CGAffineTransform {
        CGAffineTransform(translationX: position.x, y: position.y).rotated(by: zRotation).scaledBy(x: xScale, y: yScale)
    }

    /// The node's own box in its coordinates (empty for a plain node).
    var contentRect: CGRect { .null }

    /// The node's frame in its parent's coordinates: its content's box, transformed.
    open var frame: CGRect {
        let box = contentRect
        return box.isNull ? CGRect(origin: position, size: .zero) : box.applying(localTransform)
    }

    /// Draws the node's own content (not its children) in `context`, whose transform maps
    /// the node's coordinates (y up) to the view's.
    func drawContent(in context: inout GraphicsContext) {}

    /// Draws the node's own content within `budget`, the elements (nodes, particles, tiles)
    /// the scene's drawing has left, and takes what it drew from it: one for most nodes.
    func drawContent(in context: inout GraphicsContext, budget: inout Int) {
        drawContent(in: &context)
    }

    /// Touches began on the node (none in a still: a render has no touches).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches moved (never in a still).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches ended (never in a still).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches were cancelled (never in a still).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A touch, as UIKit's `UITouch`, which SpriteKit's touch handlers receive: a render has no
/// touches, so none is ever made by Cairn.
open class UITouch: Hashable, @unchecked Sendable {
    let point: CGPoint
    init(point: CGPoint) { self.point = point }
    /// The touch's location in `node`'s coordinates.
    open func location(in node: SKNode) -> CGPoint { point }
    /// The touch's previous location in `node`'s coordinates.
    open func previousLocation(in node: SKNode) -> CGPoint { point }
    /// Touches are equal when they are the same touch.
    public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the touch's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event, as UIKit's `UIEvent`, which SpriteKit's touch handlers receive (never in a still).
open class UIEvent: @unchecked Sendable {
    init() {}
}

/// The root node of a SpriteKit scene, as SpriteKit's `SKScene`: its size, how it scales
/// into the view, its background and where its origin is.
open class SKScene: SKNode, @unchecked Sendable {
    /// The scene's size in points of its own coordinates.
    open var size: CGSize {
        didSet { if size != oldValue { didChangeSize(oldValue) } }
    }
    /// How the scene scales into its view (Apple's default: `.fill`).
    open var scaleMode: SKSceneScaleMode = .fill
    /// The colour behind the nodes (Apple: "The default value is a dark gray color (0.15,
    /// 0.15, 0.15, 1.0)").
    open var backgroundColor = SKColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    /// Where the scene's origin is in its frame, in unit coordinates (default (0, 0): the
    /// lower-left corner).
    open var anchorPoint: CGPoint = .zero
    /// The view presenting the scene.
    open private(set) weak var view: SKView?
    /// The camera the scene is viewed through (nil: the scene's frame fills the view); it
    /// takes effect once it is in the scene's tree, as in SpriteKit.
    open weak var camera: SKCameraNode?
    /// The physics world (simulated by nothing in a still).
    public let physicsWorld = SKPhysicsWorld()
    /// Whether `didMove(to:)` has run: a scene is presented once.
    var presented = false
    /// The bounds of the view that last presented the scene (a `SpriteView` makes its view
    /// for each render, so the weak `view` is gone once the render ends).
    var presentedBounds: CGRect?

    /// A scene of size 1 × 1.
    public override init() {
        size = CGSize(width: 1, height: 1)
        super.init()
        sceneDidLoad()
    }

    /// A scene of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
        sceneDidLoad()
    }

    /// Called once the scene is made; override to build it.
    open func sceneDidLoad() {}
    /// Called when a view presents the scene; override to add nodes.
    open func didMove(to view: SKView) {}
    /// Called before the view stops presenting the scene.
    open func willMove(from view: SKView) {}
    /// Called when the size changes.
    open func didChangeSize(_ oldSize: CGSize) {}
    /// Called once a frame before actions and physics (never in a still).
    open func update(_ currentTime: TimeInterval) {}
    /// Called after actions are evaluated (never in a still).
    open func didEvaluateActions() {}
    /// Called after physics is simulated (never in a still).
    open func didSimulatePhysics() {}
    /// Called last in a frame (never in a still).
    open func didFinishUpdate() {}

    /// Converts a point from view coordinates to the scene's.
    open func convertPoint(fromView point: CGPoint) -> CGPoint {
        guard let view else { return point }
        return point.applying(view.sceneToView(self).inverted())
    }

    /// Converts a point from the scene's coordinates to the view's.
    open func convertPoint(toView point: CGPoint) -> CGPoint {
        guard let view else { return point }
        return point.applying(view.sceneToView(self))
    }

    /// The scene's frame in its own coordinates: its size around the anchor point.
    override var contentRect: CGRect { anchoredRect(size, anchorPoint) }

    /// Presents the scene in `view` the first time (`didMove(to:)` runs once).
    func present(in view: SKView) {
        self.view = view
        presentedBounds = view.bounds
        if scaleMode == .resizeFill, view.bounds.size.width > 0, view.bounds.size.height > 0 { size = view.bounds.size }
        guard !presented else { return }
        presented = true
        didMove(to: view)
    }
}

/// A box of `size` placed so that `anchor` (unit coordinates) sits at the origin: a
/// sprite's rectangle and a scene's frame.
func anchoredRect(_ size: CGSize, _ anchor: CGPoint) -> CGRect {
    CGRect(x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
}

/// How a scene is scaled into its view, as SpriteKit's `SKSceneScaleMode`.
public enum SKSceneScaleMode: Int, Sendable {
    /// Each axis scaled to the view's, the aspect ratio not kept.
    case fill
    /// Scaled uniformly to cover the view (cropped).
    case aspectFill
    /// Scaled uniformly to fit in the view (letterboxed).
    case aspectFit
    /// The scene resized to the view, unscaled.
    case resizeFill
}

/// The view presenting a scene, as SpriteKit's `SKView` (made by `SpriteView`).
open class SKView: @unchecked Sendable {
    /// The view's bounds.
    public let bounds: CGRect
    /// The view's frame.
    open var frame: CGRect { bounds }
    /// Whether sibling order is ignored when drawing (Cairn draws by z position, ties in
    /// tree order, either way).
    open var ignoresSiblingOrder = false
    /// Whether the view shows its frame rate (drawn by Cairn only through `SpriteView`'s
    /// debug options: no).
    open var showsFPS = false
    /// Whether the view shows its node count.
    open var showsNodeCount = false
    /// Whether the view is paused.
    open var isPaused = false
    /// The scene presented.
    open private(set) var scene: SKScene?

    /// A view of `frame`.
    public init(frame: CGRect) { bounds = CGRect(origin: .zero, size: frame.size) }

    /// Presents `scene` (its `didMove(to:)` runs the first time it is presented).
    open func presentScene(_ scene: SKScene?) {
        self.scene = scene
        scene?.present(in: self)
    }

    /// The transform from `scene`'s coordinates (y up, origin at its anchor point) to the
    /// view's (y down), by the scene's scale mode; through the scene's camera when it has
    /// one in its tree: the camera's position at the centre of the scene's frame, its scale
    /// and rotation applied inversely (a camera scaled by 2 shows twice the width).
    func sceneToView(_ scene: SKScene) -> CGAffineTransform {
        if let camera = scene.camera, let world = camera.transformToScene(scene) {
            return world.inverted().concatenating(sceneToView(scene, anchor: CGPoint(x: 0.5, y: 0.5)))
        }
        return sceneToView(scene, anchor: scene.anchorPoint)
    }

    /// `sceneToView(_:)` for a scene whose origin is at `anchor` (unit coordinates).
    private func sceneToView(_ scene: SKScene, anchor: CGPoint) -> CGAffineTransform {
        let view = bounds.size, size = scene.size
        guard size.width > 0, size.height > 0, view.width.isFinite, view.height.isFinite else { return .identity }
        var sx = view.width / size.width, sy = view.height / size.height
        switch scene.scaleMode {
        case .fill: break
        case .aspectFill: sx = max(sx, sy); sy = sx
        case .aspectFit: sx = min(sx, sy); sy = sx
        case .resizeFill: sx = 1; sy = 1
        }
        // The scene's frame, centred in the view: its lower-left corner at the bottom.
        let offsetX = (view.width - size.width * sx) / 2, offsetY = (view.height - size.height * sy) / 2
        let origin = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
        return CGAffineTransform(a: sx, b: 0, c: 0, d: -sy, tx: offsetX + origin.x * sx, ty: view.height - offsetY - origin.y * sy)
    }
}
