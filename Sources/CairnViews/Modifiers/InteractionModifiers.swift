import CairnGeometry
import Foundation

// Interaction modifiers: SwiftUI code uses them freely, and a rendered image has no touches
// and no safe area. Cairn accepts them so pasted code compiles unchanged; each leaves the
// picture exactly as SwiftUI's `ImageRenderer` does. (Lifecycle modifiers — onAppear, task,
// onChange, onReceive — are in Animation/Lifecycle.swift: `AnimationRenderer` runs them.)

extension View {
    /// Accepted for source compatibility: hit testing does not change a picture.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// Accepted for source compatibility: an image has no safe area to ignore.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Accepted for source compatibility: the hit-testing shape does not change a picture.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}

/// Regions of the safe area (none exist in a rendered image).
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The regions as a bit mask.
    public let rawValue: UInt
    /// The regions in the bit mask `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area a container (bars, the device's edges) defines.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The safe area the on-screen keyboard defines.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region: the container's and the keyboard's.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
