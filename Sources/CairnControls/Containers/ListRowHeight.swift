import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// The environment key of `defaultMinListRowHeight`.
private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// The minimum height of a list row, as SwiftUI's `defaultMinListRowHeight`:
    /// `.environment(\.defaultMinListRowHeight, 60)`.
    ///
    /// iOS's default is 44 points (HIG "Layout": the minimum hit target; a text row is 44
    /// tall); a row whose content plus its insets is taller keeps its own height. Under
    /// `DesignEra.iOS26` the default is 51 (Cairn's estimate, see `ListMetrics`).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] ?? (designEra == .iOS26 ? ListMetrics.minRowHeightIOS26 : ListMetrics.minRowHeight) }
        set { self[DefaultMinListRowHeightKey.self] = newValue.isFinite ? max(newValue, 0) : ListMetrics.minRowHeight }
    }
}
