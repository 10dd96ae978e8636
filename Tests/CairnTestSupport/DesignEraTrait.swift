import Cairn
import Testing

/// Runs a suite or test with `era` as the default design era (`DesignEra.withDefault`): every
/// renderer, snapshot strategy and layout it creates without choosing an era draws in `era`.
///
/// Suites whose numbers and references were recorded in iOS 17's look, before iOS 26 became
/// Cairn's default, carry `.designEra(.iOS17)`, so they choose it explicitly and keep their bytes.
public struct DesignEraTrait: SuiteTrait, TestTrait, TestScoping {
    /// The era the suite's renders default to.
    public let era: DesignEra

    /// Runs `function` (the whole suite, or one test) with `era` as the default.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await DesignEra.withDefault(era) { try await function() }
    }
}

extension Trait where Self == DesignEraTrait {
    /// The default design era of a suite or test: `@Suite(.designEra(.iOS17))`.
    public static func designEra(_ era: DesignEra) -> Self { DesignEraTrait(era: era) }
}
