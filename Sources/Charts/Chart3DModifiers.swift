import Cairn
import Foundation

/// What the 3D chart modifiers set (`chart3DPose`, `chart3DCameraProjection`, `chartZScale`);
/// `Chart3D` reads it with the x and y scales of `chartXScale`/`chartYScale`.
struct Chart3DSettings {
    var pose: Chart3DPose = .default
    var projection: Chart3DCameraProjection = .automatic
    var zDomain: DomainSetting = .automatic(includesZero: nil, reversed: false)
    /// The z scale type of `chartZScale(domain:type:)` (Cairn draws 3D scales linearly).
    var zType: ScaleType? = nil
}

private struct Chart3DSettingsKey: EnvironmentKey {
    static var defaultValue: Chart3DSettings { Chart3DSettings() }
}

extension EnvironmentValues {
    /// The 3D chart modifiers' settings.
    var chart3DSettings: Chart3DSettings {
        get { self[Chart3DSettingsKey.self] }
        set { self[Chart3DSettingsKey.self] = newValue }
    }
}

extension View {
    /// Sets the pose 3D charts inside this view are seen from
    /// (https://developer.apple.com/documentation/swiftui/view/chart3dpose(_:)).
    public func chart3DPose(_ pose: Chart3DPose) -> some View {
        transformEnvironment(\.chart3DSettings) { $0.pose = pose }
    }

    /// Associates a binding to be updated when the 3D chart's pose is changed by an interaction
    /// (https://developer.apple.com/documentation/swiftui/view/chart3dpose(_:)). A still image
    /// has no interaction: the chart is drawn from the binding's current value.
    public func chart3DPose(_ pose: Binding<Chart3DPose>) -> some View {
        let value = pose.wrappedValue
        return transformEnvironment(\.chart3DSettings) { $0.pose = value }
    }

    /// Sets how 3D charts inside this view are projected
    /// (https://developer.apple.com/documentation/swiftui/view/chart3dcameraprojection(_:)).
    public func chart3DCameraProjection(_ projection: Chart3DCameraProjection = .automatic) -> some View {
        transformEnvironment(\.chart3DSettings) { $0.projection = projection }
    }

    /// Configures the z scale for 3D charts
    /// (https://developer.apple.com/documentation/swiftui/view/chartzscale(domain:type:)): its
    /// domain, "a `ClosedRange` for numeric values". Cairn draws linear scales only; another
    /// `type` is reported and drawn linearly.
    public func chartZScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let setting = (domain as? DomainConvertible)?.setting
        return transformEnvironment(\.chart3DSettings) {
            if let setting { $0.zDomain = setting }
            if let type { $0.zType = type }
        }
    }

    /// Configures the z scale for 3D charts with a range of positions
    /// (https://developer.apple.com/documentation/swiftui/view/chartzscale(domain:range:type:)).
    /// Cairn's 3D plot is always the whole cube, so `range` is not used.
    public func chartZScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartZScale(domain: domain, type: type)
    }

    /// Configures the z scale's range for 3D charts
    /// (https://developer.apple.com/documentation/swiftui/view/chartzscale(range:type:)); the
    /// domain stays the data's. Cairn's 3D plot is always the whole cube: nothing changes.
    public func chartZScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        transformEnvironment(\.chart3DSettings) { if let type { $0.zType = type } }
    }
}
