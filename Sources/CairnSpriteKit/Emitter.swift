import Cairn
import Foundation

// Particle emitters, as SpriteKit's `SKEmitterNode`, and the keyframe sequences that change a
// particle over its life. A still shows the particles a scene has when it first draws: those
// the emitter made in the time `advanceSimulationTime(_:)` advanced it by (the call snow and
// rain scenes make so the screen starts full), none otherwise, as on a device's first frame.

/// How a particle or sprite is composited over what is behind it, as SpriteKit's
/// `SKBlendMode`.
public enum SKBlendMode: Int, Sendable {
    /// Source over (the default).
    case alpha = 0
    /// Colours added (fire, sparks, glows).
    case add = 1
    /// Subtracted: Cairn has no subtracting compositor and draws it as `alpha`.
    case subtract = 2
    /// Multiplied.
    case multiply = 3
    /// Multiplied, then doubled: drawn as `multiply`.
    case multiplyX2 = 4
    /// Screen.
    case screen = 5
    /// The source replaces what is behind: drawn as `alpha` (Cairn composites layers).
    case replace = 6
    /// Multiplied with alpha: drawn as `multiply`.
    case multiplyAlpha = 7

    /// The context's blend mode for this one.
    var graphicsBlendMode: BlendMode {
        switch self {
        case .add: return .plusLighter
        case .multiply, .multiplyX2, .multiplyAlpha: return .multiply
        case .screen: return .screen
        case .alpha, .subtract, .replace: return .normal
        }
    }
}

/// How a keyframe sequence computes values between keyframes, as SpriteKit's
/// `SKInterpolationMode`.
public enum SKInterpolationMode: Int, Sendable {
    /// Straight lines between keyframes (the default).
    case linear = 1
    /// A Catmull-Rom spline through the keyframes.
    case spline = 2
    /// The previous keyframe's value until the next.
    case step = 3
}

/// What a keyframe sequence gives past its last keyframe, as SpriteKit's `SKRepeatMode`.
public enum SKRepeatMode: Int, Sendable {
    /// The first and last values hold before and after (the default).
    case clamp = 1
    /// The sequence starts again after its last keyframe's time.
    case loop = 2
}

/// The order particles draw in, as SpriteKit's `SKParticleRenderOrder`.
public enum SKParticleRenderOrder: UInt, Sendable {
    /// The oldest particles draw last, over the newer ones (the default).
    case oldestLast = 0
    /// The oldest particles draw first, under the newer ones.
    case oldestFirst = 1
    /// Any order: Cairn draws as `oldestLast`.
    case dontCare = 2
}

/// Values at times, interpolated between them, as SpriteKit's `SKKeyframeSequence`: an
/// emitter samples its colour, alpha, scale and blend-factor sequences at a particle's age as a
/// fraction of its lifetime (0 at birth, 1 at death). Values are colours (`SKColor`,
/// `Color`) or numbers (`CGFloat`, `Double`, `Int`, `NSNumber`).
open class SKKeyframeSequence: @unchecked Sendable {
    /// The keyframes, in the order added (sampling orders them by time).
    private var keyframes: [(value: Any, time: CGFloat)] = []
    /// How values between keyframes are computed.
    open var interpolationMode: SKInterpolationMode = .linear
    /// What the sequence gives past its last keyframe.
    open var repeatMode: SKRepeatMode = .clamp

    /// A sequence of `keyframeValues` at `times` (pairs past the shorter array are dropped).
    public init(keyframeValues values: [Any], times: [NSNumber]) {
        keyframes = zip(values, times).map { ($0, CGFloat($1.doubleValue)) }
    }

    /// An empty sequence with room for `numItems` keyframes.
    public init(capacity numItems: Int) { keyframes.reserveCapacity(min(max(numItems, 0), 1_024)) }

    /// The number of keyframes.
    open func count() -> Int { keyframes.count }
    /// Adds `value` at `time`.
    open func addKeyframeValue(_ value: Any, time: CGFloat) { keyframes.append((value, time)) }
    /// Removes the last keyframe.
    open func removeLastKeyframe() { _ = keyframes.popLast() }
    /// Removes the keyframe at `index` (an index out of range removes nothing).
    open func removeKeyframe(at index: Int) { if keyframes.indices.contains(index) { keyframes.remove(at: index) } }
    /// Replaces the value at `index`.
    open func setKeyframeValue(_ value: Any, for index: Int) { if keyframes.indices.contains(index) { keyframes[index].value = value } }
    /// Replaces the time at `index`.
    open func setKeyframeTime(_ time: CGFloat, for index: Int) { if keyframes.indices.contains(index) { keyframes[index].time = time } }
    /// The value at `index`.
    open func getKeyframeValue(for index: Int) -> Any { keyframes[index].value }
    /// The time at `index`.
    open func getKeyframeTime(for index: Int) -> CGFloat { keyframes[index].time }

    /// The value at `time`: a colour or a number, interpolated by `interpolationMode`; nil for
    /// an empty sequence.
    open func sample(atTime time: CGFloat) -> Any? {
        guard let value = sampledValue(at: time) else { return nil }
        switch value {
        case .number(let n): return n
        case .color(let c): return SKColor(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity)
        }
    }

    /// A keyframe's value as Cairn interpolates it.
    enum Value {
        case number(CGFloat)
        case color(Color.Resolved)

        init?(_ any: Any) {
            switch any {
            case let c as SKColor: self = .color(c.color.resolved)
            case let c as Color: self = .color(c.resolved)
            case let n as CGFloat: self = .number(n)
            case let n as Double: self = .number(CGFloat(n))
            case let n as Float: self = .number(CGFloat(n))
            case let n as Int: self = .number(CGFloat(n))
            case let n as NSNumber: self = .number(CGFloat(n.doubleValue))
            default: return nil
            }
        }

        var number: CGFloat? { if case .number(let n) = self { return n } else { return nil } }
        var color: Color.Resolved? { if case .color(let c) = self { return c } else { return nil } }

        /// `a` + (`b` − `a`) × `f` for numbers, per component for colours.
        static func mix(_ a: Value, _ b: Value, _ f: CGFloat) -> Value {
            switch (a, b) {
            case (.number(let x), .number(let y)): return .number(x + (y - x) * f)
            case (.color(let x), .color(let y)):
                let f = Double(f)
                return .color(Color.Resolved(red: x.red + (y.red - x.red) * f, green: x.green + (y.green - x.green) * f,
                                             blue: x.blue + (y.blue - x.blue) * f, opacity: x.opacity + (y.opacity - x.opacity) * f))
            default: return f < 0.5 ? a : b
            }
        }
    }

    /// The interpolated value at `time` (clamped or looped), or nil when there is no
    /// readable keyframe.
    func sampledValue(at time: CGFloat) -> Value? { prepared().value(at: time) }

    /// The readable keyframes in time order with the modes, read once for many samples (an
    /// emitter samples each sequence for every particle it draws).
    func prepared() -> Prepared {
        let frames = keyframes.compactMap { k in Value(k.value).flatMap { v in k.time.isFinite ? (v, k.time) : nil } }
            .enumerated().sorted { $0.element.1 != $1.element.1 ? $0.element.1 < $1.element.1 : $0.offset < $1.offset }.map(\.element)
        return Prepared(frames: frames, interpolationMode: interpolationMode, repeatMode: repeatMode)
    }

    /// A sequence's keyframes sorted by time, ready to sample.
    struct Prepared {
        let frames: [(Value, CGFloat)]
        let interpolationMode: SKInterpolationMode
        let repeatMode: SKRepeatMode

        /// The interpolated value at `time`, or nil without keyframes.
        func value(at time: CGFloat) -> Value? {
            guard let first = frames.first, let last = frames.last else { return nil }
            var t = time.isFinite ? time : first.1
            if repeatMode == .loop, last.1 > first.1 {
                let span = last.1 - first.1
                t = first.1 + (t - first.1).truncatingRemainder(dividingBy: span)
                if t < first.1 { t += span }
            }
            if t <= first.1 { return first.0 }
            if t >= last.1 { return last.0 }
            let i = frames.lastIndex { $0.1 <= t } ?? 0
            let (a, b) = (frames[i], frames[i + 1])
            let f = b.1 > a.1 ? (t - a.1) / (b.1 - a.1) : 0
            switch interpolationMode {
            case .step: return a.0
            case .linear: return Value.mix(a.0, b.0, f)
            case .spline:
                // Catmull-Rom on numbers (the neighbours' difference as the tangent, one-sided at
                // the ends); colours, which have no spline in Cairn, linearly.
                guard let p1 = a.0.number, let p2 = b.0.number else { return Value.mix(a.0, b.0, f) }
                let p0 = i > 0 ? frames[i - 1].0.number ?? p1 : p1
                let p3 = i + 2 < frames.count ? frames[i + 2].0.number ?? p2 : p2
                let f2 = f * f, f3 = f2 * f
                let m1 = (p2 - p0) / 2, m2 = (p3 - p1) / 2
                return .number((2 * f3 - 3 * f2 + 1) * p1 + (f3 - 2 * f2 + f) * m1 + (-2 * f3 + 3 * f2) * p2 + (f3 - f2) * m2)
            }
        }
    }
}

/// A node that makes and draws particles, as SpriteKit's `SKEmitterNode`.
///
/// Every property has SpriteKit's documented default (a birth rate of 0, a lifetime of 0, a
/// clear colour, a scale and alpha of 1, no texture and no size: set what the effect needs, as
/// on iOS). Each particle takes, at birth, a value between `x − range / 2` and
/// `x + range / 2` of every property with a range, then moves by its speed along its
/// emission angle (radians, counter-clockwise from +x), accelerated by `xAcceleration` and
/// `yAcceleration`; its alpha, scale, rotation, colour and colour blend factor change by their
/// speeds per second, or follow their keyframe sequences over its lifetime. An untextured
/// particle is a rectangle of `particleSize` in its colour; a textured one is the texture
/// (at `particleSize`, or the image's own size) tinted by the colour at the blend factor, as
/// a sprite is.
///
/// No time passes in a still, so an emitter draws the particles `advanceSimulationTime(_:)`
/// made, those alive at that time: the call scenes make to start full. Cairn's "random"
/// values come from a generator seeded by each particle's index, so the same scene draws the
/// same particles on every run (a device's differ each run); particles are born evenly,
/// `1 / particleBirthRate` apart, from time 0. At most 10,000 particles draw (Cairn's
/// bound; the newest are kept). `SKEmitterNode(fileNamed:)` reads no `.sks` archive and
/// returns nil, as iOS does for a file it cannot find.
open class SKEmitterNode: SKNode, @unchecked Sendable {
    /// Particles made per second (default 0).
    open var particleBirthRate: CGFloat = 0
    /// How many particles to make before stopping (0, the default: no limit).
    open var numParticlesToEmit: Int = 0
    /// The draw order of the particles (default `.oldestLast`).
    open var particleRenderOrder: SKParticleRenderOrder = .oldestLast
    /// The node the particles are made in (they stay in the emitter's coordinates in a still).
    open weak var targetNode: SKNode?
    /// The average lifetime, in seconds (default 0).
    open var particleLifetime: CGFloat = 0
    /// The range of lifetimes.
    open var particleLifetimeRange: CGFloat = 0
    /// The average birth position, in the emitter's coordinates.
    open var particlePosition: CGPoint = .zero
    /// The range of birth positions (the full width and height of the box they are born in).
    open var particlePositionRange: CGVector = .zero
    /// The z position (particles draw at the emitter's).
    open var particleZPosition: CGFloat = 0
    /// The average emission angle, in radians.
    open var emissionAngle: CGFloat = 0
    /// The range of emission angles.
    open var emissionAngleRange: CGFloat = 0
    /// The average initial speed, in points per second.
    open var particleSpeed: CGFloat = 0
    /// The range of speeds.
    open var particleSpeedRange: CGFloat = 0
    /// The horizontal acceleration, in points per second squared.
    open var xAcceleration: CGFloat = 0
    /// The vertical acceleration, in points per second squared.
    open var yAcceleration: CGFloat = 0
    /// The average initial rotation, in radians.
    open var particleRotation: CGFloat = 0
    /// The range of rotations.
    open var particleRotationRange: CGFloat = 0
    /// The rotation's change per second.
    open var particleRotationSpeed: CGFloat = 0
    /// The average initial scale (default 1).
    open var particleScale: CGFloat = 1
    /// The range of scales.
    open var particleScaleRange: CGFloat = 0
    /// The scale's change per second.
    open var particleScaleSpeed: CGFloat = 0
    /// The scale over a particle's lifetime (overrides the scale and its speed).
    open var particleScaleSequence: SKKeyframeSequence?
    /// The texture (nil, the default: a rectangle of colour).
    open var particleTexture: SKTexture?
    /// The starting size (zero, the default: the texture's size).
    open var particleSize: CGSize = .zero
    /// The average initial colour (default clear).
    open var particleColor: SKColor = .clear
    /// The range of the red component.
    open var particleColorRedRange: CGFloat = 0
    /// The range of the green component.
    open var particleColorGreenRange: CGFloat = 0
    /// The range of the blue component.
    open var particleColorBlueRange: CGFloat = 0
    /// The range of the colour's alpha.
    open var particleColorAlphaRange: CGFloat = 0
    /// The red component's change per second.
    open var particleColorRedSpeed: CGFloat = 0
    /// The green component's change per second.
    open var particleColorGreenSpeed: CGFloat = 0
    /// The blue component's change per second.
    open var particleColorBlueSpeed: CGFloat = 0
    /// The colour alpha's change per second.
    open var particleColorAlphaSpeed: CGFloat = 0
    /// The colour over a particle's lifetime (overrides the colour, its ranges and speeds).
    open var particleColorSequence: SKKeyframeSequence?
    /// How much the colour replaces a texture's (default 0).
    open var particleColorBlendFactor: CGFloat = 0
    /// The range of blend factors.
    open var particleColorBlendFactorRange: CGFloat = 0
    /// The blend factor's change per second.
    open var particleColorBlendFactorSpeed: CGFloat = 0
    /// The blend factor over a particle's lifetime.
    open var particleColorBlendFactorSequence: SKKeyframeSequence?
    /// The average initial alpha (default 1).
    open var particleAlpha: CGFloat = 1
    /// The range of alphas.
    open var particleAlphaRange: CGFloat = 0
    /// The alpha's change per second.
    open var particleAlphaSpeed: CGFloat = 0
    /// The alpha over a particle's lifetime.
    open var particleAlphaSequence: SKKeyframeSequence?
    /// How particles composite (default `.alpha`).
    open var particleBlendMode: SKBlendMode = .alpha
    /// An action each particle runs (never run in a still).
    open var particleAction: SKAction?
    /// The physics fields that act on particles (none simulated in a still).
    open var fieldBitMask: UInt32 = 0

    /// The simulated time: what `advanceSimulationTime(_:)` added since the last reset.
    private(set) var simulationTime: TimeInterval = 0

    /// The most particles Cairn draws for one emitter.
    static let particleLimit = 10_000

    /// An emitter with SpriteKit's defaults (it makes nothing until given a birth rate and a
    /// lifetime).
    public override init() { super.init() }

    /// An emitter from the particle file `filename` made in Xcode's editor: Cairn reads no
    /// `.sks` archive, so nil, as iOS gives for a file it cannot find.
    public convenience init?(fileNamed filename: String) { return nil }

    /// Runs the simulation forward by `sec` seconds (a negative or non-finite time changes
    /// nothing).
    open func advanceSimulationTime(_ sec: TimeInterval) {
        guard sec.isFinite, sec > 0 else { return }
        simulationTime = min(simulationTime + sec, 1e9)
    }

    /// Removes every particle and starts the simulation again.
    open func resetSimulation() { simulationTime = 0 }

    /// One particle as drawn.
    struct Particle: Equatable {
        /// Its position in the emitter's coordinates.
        var position: CGPoint
        /// Its width and height before its scale.
        var size: CGSize
        var scale: CGFloat
        var rotation: CGFloat
        var alpha: CGFloat
        var color: Color.Resolved
        var blendFactor: CGFloat
        /// Its index in birth order.
        var index: Int
    }

    /// The particles alive at the simulated time, oldest first, each with its state at its
    /// age; `textureSize` is the texture's size where `particleSize` is zero; at most `limit`,
    /// the newest.
    func particles(textureSize: CGSize = .zero, limit: Int = particleLimit) -> [Particle] {
        let rate = Double(particleBirthRate), now = simulationTime
        guard rate.isFinite, rate > 0, now > 0 else { return [] }
        let lifetimeCap = Double(max(particleLifetime + abs(particleLifetimeRange) / 2, 0))
        guard lifetimeCap.isFinite, lifetimeCap > 0 else { return [] }
        // Particle i is born at i / rate; those born before now − the longest life are dead.
        let bornBefore = now * rate
        guard bornBefore.isFinite else { return [] }
        var last = Int(min(bornBefore.rounded(.up), 9e15)) - 1          // the newest born by now
        if Double(last) / rate >= now { last -= 1 }
        if numParticlesToEmit > 0 { last = min(last, numParticlesToEmit - 1) }
        guard last >= 0 else { return [] }
        let limit = min(max(limit, 0), Self.particleLimit)
        let first = max(0, Int(min(max((now - lifetimeCap) * rate, 0), 9e15)), last - limit * 4 + 1)
        guard first <= last else { return [] }
        var result: [Particle] = []
        let colors = particleColorSequence?.prepared(), scales = particleScaleSequence?.prepared()
        let alphas = particleAlphaSequence?.prepared(), factors = particleColorBlendFactorSequence?.prepared()
        let baseSize = particleSize.width > 0 || particleSize.height > 0 ? particleSize : textureSize
        let base = particleColor.color.resolved
        for i in first...last {
            var random = ParticleRandom(index: i)
            func spread(_ value: CGFloat, _ range: CGFloat) -> CGFloat {
                let r = random.next()
                return range.isFinite && range != 0 ? value + (r - 0.5) * range : value
            }
            let age = CGFloat(now - Double(i) / rate)
            let lifetime = spread(particleLifetime, particleLifetimeRange)
            let x = spread(particlePosition.x, particlePositionRange.dx), y = spread(particlePosition.y, particlePositionRange.dy)
            let angle = spread(emissionAngle, emissionAngleRange), speed = spread(particleSpeed, particleSpeedRange)
            let rotation = spread(particleRotation, particleRotationRange)
            let scale = spread(particleScale, particleScaleRange)
            let alpha = spread(particleAlpha, particleAlphaRange)
            let red = spread(CGFloat(base.red), particleColorRedRange), green = spread(CGFloat(base.green), particleColorGreenRange)
            let blue = spread(CGFloat(base.blue), particleColorBlueRange), opacity = spread(CGFloat(base.opacity), particleColorAlphaRange)
            let factor = spread(particleColorBlendFactor, particleColorBlendFactorRange)
            guard lifetime > 0, age < lifetime else { continue }
            let life = age / lifetime
            let position = CGPoint(x: x + speed * cos(angle) * age + xAcceleration * age * age / 2,
                                   y: y + speed * sin(angle) * age + yAcceleration * age * age / 2)
            let color = colors?.value(at: life)?.color
                ?? Color.Resolved(red: Double(red + particleColorRedSpeed * age), green: Double(green + particleColorGreenSpeed * age),
                                  blue: Double(blue + particleColorBlueSpeed * age), opacity: Double(opacity + particleColorAlphaSpeed * age))
            let particle = Particle(
                position: position, size: baseSize,
                scale: max(0, scales?.value(at: life)?.number ?? scale + particleScaleSpeed * age),
                rotation: rotation + particleRotationSpeed * age,
                alpha: min(max(alphas?.value(at: life)?.number ?? alpha + particleAlphaSpeed * age, 0), 1),
                color: color,
                blendFactor: min(max(factors?.value(at: life)?.number ?? factor + particleColorBlendFactorSpeed * age, 0), 1),
                index: i)
            guard particle.position.x.isFinite, particle.position.y.isFinite, particle.scale.isFinite, particle.rotation.isFinite else { continue }
            result.append(particle)
        }
        return result.count > limit ? Array(result.suffix(limit)) : result
    }

    override func drawContent(in context: inout GraphicsContext, budget: inout Int) {
        guard budget > 0 else { return }
        let image = particleTexture?.name.map { context.resolve(Image($0)) }
        let textureSize = image?.size ?? .zero
        // A missing texture file shows nothing (as `Image` shows for it).
        if image != nil, textureSize.width <= 0 || textureSize.height <= 0 { return }
        var all = particles(textureSize: textureSize, limit: budget)
        // Oldest last (the default): the newest particles draw first, under the older ones.
        // Within the scene's budget, the newest particles.
        if all.count > budget { all.removeFirst(all.count - budget) }
        budget -= all.count
        if particleRenderOrder != .oldestFirst { all.reverse() }
        var layer = context
        layer.blendMode = particleBlendMode.graphicsBlendMode
        for p in all where p.alpha > 0 && p.scale > 0 {
            let w = p.size.width * p.scale, h = p.size.height * p.scale
            guard w > 0, h > 0, w.isFinite, h.isFinite else { continue }
            var c = layer
            c.opacity = layer.opacity * Double(p.alpha)
            c.concatenate(CGAffineTransform(translationX: p.position.x, y: p.position.y).rotated(by: p.rotation))
            let rect = CGRect(x: -w / 2, y: -h / 2, width: w, height: h)
            guard let image else {
                c.fill(Path(rect), with: .color(Color(p.color)))
                continue
            }
            // Images draw upright: flip the y-up box back to y-down.
            c.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
            c.drawTinted(image, in: rect, color: p.color, factor: p.blendFactor)
        }
    }
}

/// Cairn's stand-in for a particle's random numbers: SplitMix64 seeded by its index, so each
/// particle has the same values on every run and machine.
struct ParticleRandom {
    private var state: UInt64

    init(index: Int) { state = UInt64(bitPattern: Int64(index)) &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491_4F6C_DD1D }

    /// A number in 0..<1.
    mutating func next() -> CGFloat {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return CGFloat(z >> 11) / CGFloat(1 << 53)
    }
}
