import CairnGeometry
import Foundation

/// The Swift expression that creates the animation, with sanitized values, for dumps and
/// diagnostics: `easeInOut(duration: 0.35).delay(1).repeatCount(3, autoreverses: true)`.
extension Animation: CustomStringConvertible {
    /// The Swift expression that makes this animation, e.g. `easeInOut(duration: 0.35).delay(1)`.
    public var description: String {
        var text = Self.describe(base)
        for modifier in modifiers {
            switch modifier {
            case let .delay(delay): text += ".delay(\(Self.number(delay)))"
            case let .speed(speed): text += ".speed(\(Self.number(speed)))"
            case let .repeating(count?, autoreverses):
                text += ".repeatCount(\(count), autoreverses: \(autoreverses))"
            case let .repeating(nil, autoreverses):
                text += ".repeatForever(autoreverses: \(autoreverses))"
            }
        }
        return text
    }

    private static func number(_ value: Double) -> String { NumberFormat.exact(CGFloat(value)) }

    private static func describe(_ base: Base) -> String {
        switch base {
        case let .curve(curve, duration):
            let d = number(duration)
            switch curve {
            case .linear: return "linear(duration: \(d))"
            case .easeIn: return "easeIn(duration: \(d))"
            case .easeOut: return "easeOut(duration: \(d))"
            case .easeInOut: return "easeInOut(duration: \(d))"
            default:
                let points = [curve.c0x, curve.c0y, curve.c1x, curve.c1y].map(number)
                return "timingCurve(\(points.joined(separator: ", ")), duration: \(d))"
            }
        case let .custom(custom):
            return "Animation(\(custom.name)())"
        case let .spring(spring):
            switch spring.spelling {
            case .spring:
                return "spring(response: \(number(spring.response)), "
                    + "dampingFraction: \(number(spring.dampingFraction)), "
                    + "blendDuration: \(number(spring.blendDuration)))"
            case let .interpolating(mass, stiffness, damping):
                return "interpolatingSpring(mass: \(number(mass)), stiffness: \(number(stiffness)), "
                    + "damping: \(number(damping)), initialVelocity: \(number(spring.initialVelocity)))"
            case let .interpolatingPerceptual(bounce):
                return "interpolatingSpring(duration: \(number(spring.response)), "
                    + "bounce: \(number(bounce)), "
                    + "initialVelocity: \(number(spring.initialVelocity)))"
            }
        }
    }
}
