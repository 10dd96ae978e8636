#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Foundation

/// What the environment says about this run: CI or a developer's machine, and where
/// failure artifacts go. Tests override both per task.
enum SnapshotEnvironment {
    /// Overrides `isContinuousIntegration` for the current task (tests only).
    @TaskLocal static var continuousIntegrationOverride: Bool?
    /// Overrides the artifacts base folder for the current task (tests only).
    @TaskLocal static var artifactsFolderOverride: URL?

    /// Whether this run is on CI: the `CI` variable is set to anything but empty, `0` or
    /// `false` (GitHub Actions, GitLab, Buildkite and most others set `CI=true`).
    static var isContinuousIntegration: Bool {
        if let override = continuousIntegrationOverride { return override }
        guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }
}
#endif
