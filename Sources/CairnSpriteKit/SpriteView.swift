import Cairn
import Foundation

/// A transition between scenes, as SpriteKit's `SKTransition` (a still shows the new scene).
open class SKTransition: @unchecked Sendable {
    init() {}
    /// A cross-fade.
    open class func crossFade(withDuration duration: TimeInterval) -> SKTransition { SKTransition() }
    /// A fade through black.
    open class func fade(withDuration duration: TimeInterval) -> SKTransition { SKTransition() }
}

/// A SwiftUI view that shows a SpriteKit scene, as SwiftUI's `SpriteView` (iOS 14).
///
/// It presents the scene in a view of its size (the first time, `didMove(to:)` runs; with
/// `.resizeFill` the scene takes the view's size), then draws the first frame: the scene's
/// background over the view and its nodes in scene coordinates (y up, the origin at the
/// scene's anchor point), scaled by its scale mode, each node translated, rotated and scaled
/// as SpriteKit orders it, in order of the sum of its ancestors' z positions (ties in tree
/// order), its opacity multiplied down the tree. No time passes in a still: actions, physics
/// and `update(_:)` do not run, and `isPaused`, the frame rate and the debug options change
/// nothing drawn.
public struct SpriteView: View {
    /// Options of the view, as SwiftUI's `SpriteView.Options`.
    public struct Options: OptionSet, Sendable {
        /// The bits.
        public let rawValue: Int
        /// Options from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A transparent background (the view's backdrop shows where the scene draws none).
        public static let allowsTransparency = Options(rawValue: 1)
        /// Sibling order ignored (Cairn orders by z position either way).
        public static let ignoresSiblingOrder = Options(rawValue: 2)
        /// Drawing shapes with the GPU's shape pipeline.
        public static let shouldCullNonVisibleNodes = Options(rawValue: 4)
    }

    /// Debugging overlays, as SwiftUI's `SpriteView.DebugOptions` (not drawn by Cairn).
    public struct DebugOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: Int
        /// Options from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The frame rate.
        public static let showsFPS = DebugOptions(rawValue: 1)
        /// The node count.
        public static let showsNodeCount = DebugOptions(rawValue: 2)
        /// The draw count.
        public static let showsDrawCount = DebugOptions(rawValue: 4)
        /// The physics bodies.
        public static let showsPhysics = DebugOptions(rawValue: 8)
        /// The quad count.
        public static let showsQuadCount = DebugOptions(rawValue: 16)
    }

    let scene: SKScene
    let options: Options

    /// A view showing `scene`.
    public init(scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60,
                options: Options = [], shouldRender: @escaping (TimeInterval) -> Bool = { _ in true }) {
        self.scene = scene
        self.options = options
    }

    /// A view showing `scene` with `debugOptions`.
    public init(scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60,
                options: Options = [], debugOptions: DebugOptions = [], shouldRender: @escaping (TimeInterval) -> Bool = { _ in true }) {
        self.scene = scene
        self.options = options
    }

    /// The scene's first frame, filling the proposed space.
    public var body: some View {
        let scene = self.scene, transparent = options.contains(.allowsTransparency)
        return Canvas { context, size in
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
            let view = SKView(frame: CGRect(origin: .zero, size: size))
            view.presentScene(scene)
            if !transparent {
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(uiColor: scene.backgroundColor)))
            }
            SpriteView.draw(scene, in: &context, sceneToView: view.sceneToView(scene))
        }
    }

    /// Draws `scene`'s nodes: each visible node's content with its transform to the view and
    /// its accumulated opacity, by global z position, ties in tree order; a crop node's
    /// children as one group at the crop node's place, masked by its mask node.
    static func draw(_ scene: SKScene, in context: inout GraphicsContext, sceneToView: CGAffineTransform) {
        // Nodes, particles and tiles: at most 100,000 drawn in all (Cairn's bound).
        var budget = 100_000
        drawTree(scene, drawsRoot: false, in: &context, transform: sceneToView, alpha: min(1, scene.alpha), cropDepth: 0, budget: &budget)
    }

    /// Draws the subtree of `root` (with `root`'s own content when `drawsRoot`), `transform`
    /// mapping `root`'s coordinates to the context's base; at most `budget` nodes in all.
    private static func drawTree(_ root: SKNode, drawsRoot: Bool, in context: inout GraphicsContext, transform: CGAffineTransform,
                                 alpha: CGFloat, cropDepth: Int, budget: inout Int) {
        // `mask`: a crop node's mask, when the node draws its children itself, masked.
        var drawn: [(z: CGFloat, order: Int, node: SKNode, transform: CGAffineTransform, alpha: CGFloat, mask: SKNode?)] = []
        var pending: [(node: SKNode, transform: CGAffineTransform, z: CGFloat, alpha: CGFloat)] = [(root, transform, 0, alpha)]
        // Depth first, children in order; bounded (a node graph is a tree: `addChild`
        // refuses a node that has a parent or is an ancestor).
        while let item = pending.popLast(), budget > 0 {
            let (node, transform, z, alpha) = (item.node, item.transform, item.z, item.alpha)
            guard !node.isHidden, node.alpha > 0 else { continue }
            budget -= 1
            let effective = node === root ? alpha : alpha * min(1, node.alpha)
            // A masked crop node draws its children itself (nested crops: 64 deep at most).
            let mask = node !== root && cropDepth < 64 ? (node as? SKCropNode)?.maskNode : nil
            if node !== root || drawsRoot { drawn.append((z, drawn.count, node, transform, effective, mask)) }
            if mask != nil { continue }
            for child in node.children.reversed() {
                pending.append((child, child.localTransform.concatenating(transform), z + child.zPosition, effective))
            }
        }
        drawn.sort { $0.z != $1.z ? $0.z < $1.z : $0.order < $1.order }
        let base = context.transform
        for item in drawn {
            var nodeContext = context
            nodeContext.transform = item.transform.concatenating(base)
            nodeContext.opacity = context.opacity * Double(item.alpha)
            item.node.drawContent(in: &nodeContext, budget: &budget)
            guard let mask = item.mask else { continue }
            var cropped = context
            cropped.clipToLayer { maskContext in
                drawTree(mask, drawsRoot: true, in: &maskContext, transform: mask.localTransform.concatenating(item.transform),
                         alpha: min(1, mask.alpha), cropDepth: cropDepth + 1, budget: &budget)
            }
            drawTree(item.node, drawsRoot: false, in: &cropped, transform: item.transform, alpha: item.alpha, cropDepth: cropDepth + 1, budget: &budget)
        }
    }
}
