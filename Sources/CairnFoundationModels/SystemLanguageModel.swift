import Foundation
import Observation

// Foundation Models (iOS 26, WWDC25) as app code uses it: `import FoundationModels` reads as
// `import CairnFoundationModels` (a module named `FoundationModels` would be found by other
// packages' `canImport(FoundationModels)`). The framework exists on every iOS 26 device and
// reports whether its on-device model can run; Linux is no device Apple Intelligence runs
// on, so the system model is `.unavailable(.deviceNotEligible)`, as on an iPhone that cannot
// run it, and a view draws the branch it shows there. A session can still be made, and a
// request fails as on a device without the model: `respond` throws
// `GenerationError.assetsUnavailable` (Apple: "if you forget to check model availability to
// begin with"), a stream throws it from its first element. `@Generable` types, their schemas,
// generated content and its conversions work in full.

/// The on-device language model, as Foundation Models' `SystemLanguageModel`.
public final class SystemLanguageModel: Sendable, Observable {
    /// Whether the model can answer, as `SystemLanguageModel.Availability`.
    @frozen public enum Availability: Equatable, Sendable {
        /// Ready.
        case available
        /// Not ready, for `reason`.
        case unavailable(UnavailableReason)

        /// Why the model cannot answer, as `Availability.UnavailableReason`.
        public enum UnavailableReason: Equatable, Sendable, Hashable {
            /// The device does not support Apple Intelligence (what a render reports).
            case deviceNotEligible
            /// Apple Intelligence is turned off.
            case appleIntelligenceNotEnabled
            /// The model is not downloaded yet.
            case modelNotReady
        }
    }

    /// What the model is tuned for, as `SystemLanguageModel.UseCase`.
    public struct UseCase: Sendable, Equatable {
        let name: String
        /// General prompts.
        public static let general = UseCase(name: "general")
        /// Tagging content.
        public static let contentTagging = UseCase(name: "contentTagging")
    }

    /// The safety checks around the model, as `SystemLanguageModel.Guardrails`.
    public struct Guardrails: Sendable {
        let name: String
        /// The default checks.
        public static let `default` = Guardrails(name: "default")
        /// Checks that let text be transformed more freely.
        public static let permissiveContentTransformations = Guardrails(name: "permissiveContentTransformations")
    }

    /// The use case.
    public let useCase: UseCase

    /// The general model.
    public static let `default` = SystemLanguageModel(useCase: .general)

    /// A model for `useCase` with `guardrails`.
    public init(useCase: UseCase = .general, guardrails: Guardrails = .default) { self.useCase = useCase }

    /// `.unavailable(.deviceNotEligible)`: a render runs on no device Apple Intelligence runs on.
    public var availability: Availability { .unavailable(.deviceNotEligible) }
    /// Whether the model is available: false in a render.
    public var isAvailable: Bool { availability == .available }
    /// The languages the model speaks: none here.
    public var supportedLanguages: Set<Locale.Language> { [] }
    /// Whether the model supports `locale`: not in a render.
    public func supportsLocale(_ locale: Locale = Locale.current) -> Bool { false }
    /// The tokens a session holds: 4,096 (Apple's context size on iOS 26).
    public var contextSize: Int { 4_096 }
}
