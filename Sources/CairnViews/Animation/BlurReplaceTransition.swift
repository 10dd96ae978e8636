import CairnGeometry
import Foundation

/// A transition that animates the insertion or removal of a view by combining blurring and
/// scaling effects, as SwiftUI's iOS 17 `BlurReplaceTransition` (`.transition(.blurReplace)`,
/// Apple: "combining blurring and scaling effects").
///
/// Apple publishes no numbers; Cairn's: a view appears from a 10-point blur, 80 % of its size
/// and opacity 0 to sharp, full size and opaque; it leaves the reverse way, shrinking to
/// 80 % (`.downUp`, the default) or growing to 120 % (`.upUp`). The scale is about the
/// view's centre; the blur, scale and opacity follow the animation's progress.
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales as it leaves (Apple's `BlurReplaceTransition.Configuration`).
    public struct Configuration: Equatable, Sendable {
        let removalScale: CGFloat
        /// Scales the view down while removing it and up while inserting it (the default).
        public static let downUp = Configuration(removalScale: BlurReplaceTransition.smallScale)
        /// Scales the view up while both removing and inserting it.
        public static let upUp = Configuration(removalScale: BlurReplaceTransition.largeScale)
    }

    /// The transition configuration.
    public var configuration: Configuration

    /// A blur-replace transition with `configuration`.
    public init(configuration: Configuration) { self.configuration = configuration }

    /// The blur radius of the view while absent: 10 points (Cairn's choice).
    public static var blurRadius: CGFloat { 10 }
    static let smallScale: CGFloat = 0.8
    static let largeScale: CGFloat = 1.2

    /// The view blurred, scaled and faded for `phase`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat = switch phase {
        case .identity: 1
        case .willAppear: Self.smallScale
        case .didDisappear: configuration.removalScale
        }
        return content
            .blur(radius: phase.isIdentity ? 0 : Self.blurRadius)
            .scaleEffect(scale)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A transition that blurs, scales and fades a view in and out (`.downUp`).
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

    /// A transition that blurs, scales and fades a view in and out, scaling as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}
