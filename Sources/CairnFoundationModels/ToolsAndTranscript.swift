import Foundation

// The tools a session may call, its options, feedback and transcript.

/// A tool the model may call, as Foundation Models' `Tool`.
public protocol Tool<Arguments, Output>: Sendable {
    /// What the tool returns.
    associatedtype Output: PromptRepresentable
    /// What the model passes.
    associatedtype Arguments: ConvertibleFromGeneratedContent
    /// The tool's name (default: its type's).
    var name: String { get }
    /// What the tool does, for the model.
    var description: String { get }
    /// The arguments' schema.
    var parameters: GenerationSchema { get }
    /// Whether the schema goes into the instructions (default true).
    var includesSchemaInInstructions: Bool { get }
    /// Runs the tool.
    func call(arguments: Arguments) async throws -> Output
}

extension Tool {
    /// The type's name.
    public var name: String { "\(Self.self)" }
    /// True.
    public var includesSchemaInInstructions: Bool { true }
}

extension Tool where Arguments: Generable {
    /// The arguments' schema.
    public var parameters: GenerationSchema { Arguments.generationSchema }
}

/// How the model samples its output, as Foundation Models' `GenerationOptions`.
public struct GenerationOptions: Sendable, Equatable {
    /// How tokens are chosen, as `GenerationOptions.SamplingMode`.
    public struct SamplingMode: Sendable, Equatable {
        let name: String
        /// The likeliest token each time.
        public static var greedy: SamplingMode { SamplingMode(name: "greedy") }
        /// Among the `k` likeliest.
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode(name: "top \(k)") }
        /// Among the likeliest up to `probabilityThreshold`.
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode { SamplingMode(name: "p \(probabilityThreshold)") }
    }
    /// The sampling mode.
    public var sampling: SamplingMode?
    /// The temperature (0...1).
    public var temperature: Double?
    /// The most tokens a response has.
    public var maximumResponseTokens: Int?
    /// Options.
    public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.sampling = sampling; self.temperature = temperature; self.maximumResponseTokens = maximumResponseTokens
    }
}

/// Feedback on a response, as Foundation Models' `LanguageModelFeedback`.
public struct LanguageModelFeedback {
    /// The reaction.
    public enum Sentiment: Sendable, CaseIterable, Hashable {
        /// Good.
        case positive
        /// Bad.
        case negative
        /// Neither.
        case neutral
    }
    /// A problem with a response.
    public struct Issue: Sendable {
        /// The kinds of problem.
        public enum Category: Sendable, CaseIterable, Hashable {
            /// Not helpful.
            case unhelpful
            /// Too long.
            case tooVerbose
            /// Ignored the instructions.
            case didNotFollowInstructions
            /// Wrong.
            case incorrect
            /// Biased.
            case stereotypeOrBias
            /// Suggestive.
            case suggestiveOrSexual
            /// Offensive.
            case vulgarOrOffensive
            /// A guardrail fired when it should not have.
            case triggeredGuardrailUnexpectedly
        }
        /// A problem of `category`.
        public init(category: Category, explanation: String? = nil) {}
    }
}

/// A session's history, as Foundation Models' `Transcript` (simplified: each entry's text).
public struct Transcript: Sendable, Equatable, RandomAccessCollection {
    /// An entry.
    public enum Entry: Sendable, Equatable, Identifiable, CustomStringConvertible {
        /// The instructions.
        case instructions(String)
        /// A prompt.
        case prompt(String)
        /// A response.
        case response(String)
        /// The entry's text as its identity.
        public var id: String { description }
        /// The entry's text.
        public var description: String {
            switch self {
            case .instructions(let t): "instructions: \(t)"
            case .prompt(let t): "prompt: \(t)"
            case .response(let t): "response: \(t)"
            }
        }
    }
    private let entries: [Entry]
    /// A transcript of `entries`.
    public init(entries: some Sequence<Entry> = []) { self.entries = Array(entries) }
    /// The first index.
    public var startIndex: Int { entries.startIndex }
    /// The end index.
    public var endIndex: Int { entries.endIndex }
    /// The entry at `index`.
    public subscript(index: Int) -> Entry { entries[index] }
}
