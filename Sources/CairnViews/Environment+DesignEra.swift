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

    /// This environment with its design era stored: the one set, else the current task's
    /// default (`DesignEra.default`, read here), so a layout continued on another thread (the
    /// large-stack thread, which has no task-local values) draws in the same era.
    package func withDesignEraFixed() -> EnvironmentValues {
        var fixed = self
        fixed.designEra = designEra
        return fixed
    }
}

extension Color {
    /// The colour's components in `environment`: its colour scheme and design era choose the
    /// values of an adaptive colour (`.primary`, `.red`, `Color(uiColor: .label)`); a fixed
    /// colour gives its own (Apple: `resolve(in:)`, iOS 17, "Evaluates this color to a
    /// resolved color given the current context").
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        resolve(in: environment.colorScheme, era: environment.designEra)
    }
}
