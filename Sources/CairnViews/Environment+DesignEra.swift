import CairnDisplayList
import Foundation

private struct DesignEraKey: EnvironmentKey {
    static var defaultValue: DesignEra { .default }
}

extension EnvironmentValues {
    /// The system look views draw in (`DesignEra`): set by the renderer
    /// (`ImageRenderer.designEra`, …) or by `.environment(\.designEra, .iOS26)`.
    public var designEra: DesignEra {
        get { self[DesignEraKey.self] }
        set { self[DesignEraKey.self] = newValue }
    }
}
