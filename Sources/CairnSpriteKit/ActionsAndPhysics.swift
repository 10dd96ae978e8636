import Cairn
import Foundation

/// A change a node makes over time, as SpriteKit's `SKAction`. A still shows the scene
/// before any time passes: actions are made and recorded on their nodes, and none runs.
open class SKAction: @unchecked Sendable {
    /// How long the action lasts, in seconds.
    open var duration: TimeInterval
    /// The action's speed.
    open var speed: CGFloat = 1
    /// The timing curve.
    open var timingMode: SKActionTimingMode = .linear

    init(duration: TimeInterval) { self.duration = duration.isFinite ? max(0, duration) : 0 }

    /// Moves by (`deltaX`, `deltaY`).
    open class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Moves by `delta`.
    open class func move(by delta: CGVector, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Moves to `location`.
    open class func move(to location: CGPoint, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Moves horizontally to `x`.
    open class func moveTo(x: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Moves vertically to `y`.
    open class func moveTo(y: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Rotates by `radians`.
    open class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Rotates to `radians`.
    open class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Scales by `scale`.
    open class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Scales to `scale`.
    open class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Fades in.
    open class func fadeIn(withDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Fades out.
    open class func fadeOut(withDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Fades to `alpha`.
    open class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Waits.
    open class func wait(forDuration duration: TimeInterval) -> SKAction { SKAction(duration: duration) }
    /// Runs `block`.
    open class func run(_ block: @escaping () -> Void) -> SKAction { SKAction(duration: 0) }
    /// Removes the node from its parent.
    open class func removeFromParent() -> SKAction { SKAction(duration: 0) }
    /// Hides the node.
    open class func hide() -> SKAction { SKAction(duration: 0) }
    /// Shows the node.
    open class func unhide() -> SKAction { SKAction(duration: 0) }
    /// Plays a sound (nothing sounds in a still).
    open class func playSoundFileNamed(_ name: String, waitForCompletion wait: Bool) -> SKAction { SKAction(duration: 0) }
    /// Runs `actions` one after another.
    open class func sequence(_ actions: [SKAction]) -> SKAction { SKAction(duration: actions.reduce(0) { $0 + $1.duration }) }
    /// Runs `actions` together.
    open class func group(_ actions: [SKAction]) -> SKAction { SKAction(duration: actions.map(\.duration).max() ?? 0) }
    /// Repeats `action` `count` times.
    open class func `repeat`(_ action: SKAction, count: Int) -> SKAction { SKAction(duration: action.duration * Double(max(0, count))) }
    /// Repeats `action` for ever.
    open class func repeatForever(_ action: SKAction) -> SKAction { SKAction(duration: .infinity) }
    /// The action played backwards.
    open func reversed() -> SKAction { SKAction(duration: duration) }
}

/// The timing curve of an action, as SpriteKit's `SKActionTimingMode`.
public enum SKActionTimingMode: Int, Sendable {
    /// Even speed.
    case linear
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Slow at both ends.
    case easeInEaseOut
}

/// A node's physical body, as SpriteKit's `SKPhysicsBody`: its properties are kept, and
/// nothing is simulated in a still (no time passes).
open class SKPhysicsBody: @unchecked Sendable {
    /// Whether forces move the body.
    open var isDynamic = true
    /// Whether gravity pulls it.
    open var affectedByGravity = true
    /// Whether it can rotate.
    open var allowsRotation = true
    /// Its mass.
    open var mass: CGFloat = 1
    /// Its bounciness.
    open var restitution: CGFloat = 0.2
    /// Its friction.
    open var friction: CGFloat = 0.2
    /// Its linear damping.
    open var linearDamping: CGFloat = 0.1
    /// Its velocity.
    open var velocity = CGVector(dx: 0, dy: 0)
    /// The categories it belongs to.
    open var categoryBitMask: UInt32 = 0xFFFF_FFFF
    /// The categories it collides with.
    open var collisionBitMask: UInt32 = 0xFFFF_FFFF
    /// The categories whose contacts are reported.
    open var contactTestBitMask: UInt32 = 0

    /// A body of no shape.
    public init() {}
    /// A circular body.
    public convenience init(circleOfRadius radius: CGFloat) { self.init() }
    /// A rectangular body of `size`.
    public convenience init(rectangleOf size: CGSize) { self.init() }
    /// A rectangular body of `size` centred on `center`.
    public convenience init(rectangleOf size: CGSize, center: CGPoint) { self.init() }
    /// An edge loop around `rect`.
    public convenience init(edgeLoopFrom rect: CGRect) { self.init() }
    /// An edge from `p1` to `p2`.
    public convenience init(edgeFrom p1: CGPoint, to p2: CGPoint) { self.init() }
    /// Pushes the body (it does not move in a still).
    open func applyImpulse(_ impulse: CGVector) {}
    /// Pushes the body over time (it does not move in a still).
    open func applyForce(_ force: CGVector) {}
}

/// Two bodies touching, as SpriteKit's `SKPhysicsContact` (none happens in a still).
open class SKPhysicsContact: @unchecked Sendable {
    /// The first body.
    public let bodyA: SKPhysicsBody
    /// The second body.
    public let bodyB: SKPhysicsBody
    init(bodyA: SKPhysicsBody, bodyB: SKPhysicsBody) {
        self.bodyA = bodyA
        self.bodyB = bodyB
    }
}

/// What a scene is told of contacts, as SpriteKit's `SKPhysicsContactDelegate`.
public protocol SKPhysicsContactDelegate: AnyObject {
    /// Two bodies began touching.
    func didBegin(_ contact: SKPhysicsContact)
    /// Two bodies stopped touching.
    func didEnd(_ contact: SKPhysicsContact)
}

extension SKPhysicsContactDelegate {
    /// Nothing by default.
    public func didBegin(_ contact: SKPhysicsContact) {}
    /// Nothing by default.
    public func didEnd(_ contact: SKPhysicsContact) {}
}

/// A scene's physics, as SpriteKit's `SKPhysicsWorld` (simulated by nothing in a still).
open class SKPhysicsWorld: @unchecked Sendable {
    /// The gravity (Apple's default: (0, −9.8)).
    open var gravity = CGVector(dx: 0, dy: -9.8)
    /// The simulation's speed.
    open var speed: CGFloat = 1
    /// Who hears of contacts.
    open weak var contactDelegate: (any SKPhysicsContactDelegate)?
}
