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

/// A conversation with the model, as Foundation Models' `LanguageModelSession`: instructions,
/// tools and a transcript. With no model in a render, every request throws
/// `GenerationError.assetsUnavailable`.
public final class LanguageModelSession: @unchecked Sendable, Observable {
    /// The model.
    public let model: SystemLanguageModel
    /// The entries so far (the instructions, if any).
    public var transcript: Transcript
    /// Whether a request is running: never in a render.
    public private(set) var isResponding = false

    /// A session with `instructions` as text.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil) {
        self.init(model: model, instructions: instructions.map { Instructions(text: $0) })
    }
    /// A session with built `instructions`.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], @InstructionsBuilder instructions: () throws -> Instructions) rethrows {
        self.init(model: model, instructions: try instructions())
    }
    /// A session with `instructions`.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil) {
        self.init(model: model, instructions: instructions)
    }
    /// A session continuing `transcript`.
    public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
        self.model = model
        self.transcript = transcript
    }
    private init(model: SystemLanguageModel, instructions: Instructions?) {
        self.model = model
        transcript = Transcript(entries: instructions.map { [.instructions($0.text)] } ?? [])
    }

    /// Loads the model ahead of a request (nothing to load in a render).
    public func prewarm(promptPrefix: Prompt? = nil) {}

    /// What every request throws in a render.
    static var unavailable: GenerationError {
        .assetsUnavailable(.init(debugDescription: "The on-device model is unavailable: this device is not eligible for Apple Intelligence (Cairn renders off Apple hardware). Check SystemLanguageModel.default.availability before responding."))
    }

    /// A response to `prompt`: throws `assetsUnavailable` in a render.
    @discardableResult public func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> { throw Self.unavailable }
    /// A response to `prompt`: throws `assetsUnavailable` in a render.
    @discardableResult @_disfavoredOverload public func respond(to prompt: String, options: GenerationOptions = GenerationOptions()) async throws -> Response<String> { throw Self.unavailable }
    /// A response to a built prompt: throws `assetsUnavailable` in a render.
    @discardableResult public func respond(options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<String> { throw Self.unavailable }
    /// Content of `schema` for `prompt`: throws `assetsUnavailable` in a render.
    @discardableResult public func respond(to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                                           options: GenerationOptions = GenerationOptions()) async throws -> Response<GeneratedContent> { throw Self.unavailable }
    /// Content of `schema` for `prompt`: throws `assetsUnavailable` in a render.
    @discardableResult @_disfavoredOverload public func respond(to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                                                                options: GenerationOptions = GenerationOptions()) async throws -> Response<GeneratedContent> { throw Self.unavailable }
    /// Content of `schema` for a built prompt: throws `assetsUnavailable` in a render.
    @discardableResult public func respond(schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
                                           @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<GeneratedContent> { throw Self.unavailable }
    /// A value of `type` for `prompt`: throws `assetsUnavailable` in a render.
    @discardableResult public func respond<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                               options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> { throw Self.unavailable }
    /// A value of `type` for `prompt`: throws `assetsUnavailable` in a render.
    @discardableResult @_disfavoredOverload public func respond<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                                                    options: GenerationOptions = GenerationOptions()) async throws -> Response<Content> { throw Self.unavailable }
    /// A value of `type` for a built prompt: throws `assetsUnavailable` in a render.
    @discardableResult public func respond<Content: Generable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
                                                               @PromptBuilder prompt: () throws -> Prompt) async throws -> Response<Content> { throw Self.unavailable }

    /// Snapshots of the response to `prompt`: the stream throws `assetsUnavailable` in a render.
    public func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> { ResponseStream() }
    /// Snapshots of the response to `prompt`.
    @_disfavoredOverload public func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions()) -> ResponseStream<String> { ResponseStream() }
    /// Snapshots of the response to a built prompt.
    public func streamResponse(options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt) rethrows -> ResponseStream<String> { ResponseStream() }
    /// Snapshots of content of `schema`.
    public func streamResponse(to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                               options: GenerationOptions = GenerationOptions()) -> ResponseStream<GeneratedContent> { ResponseStream() }
    /// Snapshots of content of `schema`.
    @_disfavoredOverload public func streamResponse(to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                                                    options: GenerationOptions = GenerationOptions()) -> ResponseStream<GeneratedContent> { ResponseStream() }
    /// Snapshots of content of `schema` for a built prompt.
    public func streamResponse(schema: GenerationSchema, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
                               @PromptBuilder prompt: () throws -> Prompt) rethrows -> ResponseStream<GeneratedContent> { ResponseStream() }
    /// Snapshots of a value of `type` (each holds its partial form).
    public func streamResponse<Content: Generable>(to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                   options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> { ResponseStream() }
    /// Snapshots of a value of `type`.
    @_disfavoredOverload public func streamResponse<Content: Generable>(to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
                                                                        options: GenerationOptions = GenerationOptions()) -> ResponseStream<Content> { ResponseStream() }
    /// Snapshots of a value of `type` for a built prompt.
    public func streamResponse<Content: Generable>(generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true, options: GenerationOptions = GenerationOptions(),
                                                   @PromptBuilder prompt: () throws -> Prompt) rethrows -> ResponseStream<Content> { ResponseStream() }

    /// Feedback to attach to a report: empty data in a render (no response to judge).
    @discardableResult public func logFeedbackAttachment(sentiment: LanguageModelFeedback.Sentiment?, issues: [LanguageModelFeedback.Issue] = [],
                                                         desiredOutput: Transcript.Entry? = nil) -> Data { Data() }

    /// A finished response, as `LanguageModelSession.Response`.
    public struct Response<Content: Generable> {
        /// The value.
        public let content: Content
        /// The value as generated content.
        public let rawContent: GeneratedContent
        /// The transcript entries the request added.
        public let transcriptEntries: ArraySlice<Transcript.Entry>
    }

    /// The snapshots of a response as it is generated, as `LanguageModelSession.ResponseStream`:
    /// in a render its first element throws `assetsUnavailable`.
    public struct ResponseStream<Content: Generable>: AsyncSequence {
        /// A snapshot: the value so far, in its partial form.
        public struct Snapshot {
            /// The value so far.
            public var content: Content.PartiallyGenerated
            /// The value so far as generated content.
            public var rawContent: GeneratedContent
        }
        /// The snapshots.
        public typealias Element = Snapshot

        /// Steps through the snapshots.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// Throws `assetsUnavailable`: there is no model to answer.
            public mutating func next() async throws -> Snapshot? { throw LanguageModelSession.unavailable }
        }
        /// The iterator.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
        /// The whole response: throws `assetsUnavailable` in a render.
        public func collect() async throws -> Response<Content> { throw LanguageModelSession.unavailable }
    }

    /// Why a request failed, as `LanguageModelSession.GenerationError`.
    public enum GenerationError: Error, LocalizedError {
        /// The session's transcript is longer than the model's context.
        case exceededContextWindowSize(Context)
        /// The model's assets are not on the device (what a render throws).
        case assetsUnavailable(Context)
        /// A guardrail stopped the request.
        case guardrailViolation(Context)
        /// A guide the model cannot follow.
        case unsupportedGuide(Context)
        /// A language or locale the model does not support.
        case unsupportedLanguageOrLocale(Context)
        /// The output could not be read into the requested type.
        case decodingFailure(Context)
        /// Too many requests (in the background).
        case rateLimited(Context)
        /// A request while another runs.
        case concurrentRequests(Context)
        /// The model refused.
        case refusal(Refusal, Context)

        /// What happened, for a developer.
        public struct Context: Sendable {
            /// The description.
            public let debugDescription: String
            /// A context described by `debugDescription`.
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        /// The model's refusal, as `GenerationError.Refusal`.
        public struct Refusal: Sendable {
            /// A refusal of the entries.
            public init(transcriptEntries: [Transcript.Entry]) {}
        }

        /// The context's description.
        public var errorDescription: String? {
            switch self {
            case .exceededContextWindowSize(let c), .assetsUnavailable(let c), .guardrailViolation(let c), .unsupportedGuide(let c),
                 .unsupportedLanguageOrLocale(let c), .decodingFailure(let c), .rateLimited(let c), .concurrentRequests(let c), .refusal(_, let c):
                return c.debugDescription
            }
        }
    }

    /// A tool's failure during a request, as `LanguageModelSession.ToolCallError`.
    public struct ToolCallError: Error, LocalizedError {
        /// The tool.
        public var tool: any Tool
        /// What it threw.
        public var underlyingError: any Error
        /// The error `underlyingError` of `tool`.
        public init(tool: any Tool, underlyingError: any Error) { self.tool = tool; self.underlyingError = underlyingError }
        /// The underlying error's description.
        public var errorDescription: String? { "\(tool.name): \(underlyingError.localizedDescription)" }
    }
}

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

/// Something that can be written into instructions, as Foundation Models' `InstructionsRepresentable`.
public protocol InstructionsRepresentable {
    /// The instructions.
    var instructionsRepresentation: Instructions { get }
}

/// Something that can be written into a prompt, as Foundation Models' `PromptRepresentable`.
public protocol PromptRepresentable {
    /// The prompt.
    var promptRepresentation: Prompt { get }
}

/// A session's instructions, as Foundation Models' `Instructions`.
public struct Instructions: Sendable, InstructionsRepresentable {
    /// The text.
    let text: String
    init(text: String) { self.text = text }
    /// `content` as instructions.
    public init(_ content: some InstructionsRepresentable) { text = content.instructionsRepresentation.text }
    /// Built instructions.
    public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows { text = try content().text }
    /// Itself.
    public var instructionsRepresentation: Instructions { self }
}

/// A request's prompt, as Foundation Models' `Prompt`.
public struct Prompt: Sendable, PromptRepresentable {
    /// The text.
    let text: String
    init(text: String) { self.text = text }
    /// `content` as a prompt.
    public init(_ content: some PromptRepresentable) { text = content.promptRepresentation.text }
    /// A built prompt.
    public init(@PromptBuilder _ content: () throws -> Prompt) rethrows { text = try content().text }
    /// Itself.
    public var promptRepresentation: Prompt { self }
}

extension String: InstructionsRepresentable, PromptRepresentable {
    /// The string as instructions.
    public var instructionsRepresentation: Instructions { Instructions(text: self) }
    /// The string as a prompt.
    public var promptRepresentation: Prompt { Prompt(text: self) }
}

/// Builds a prompt from lines, as Foundation Models' `PromptBuilder` (joined by new lines).
@resultBuilder public enum PromptBuilder {
    /// The lines of a block.
    public static func buildBlock<each P: PromptRepresentable>(_ components: repeat each P) -> Prompt {
        var lines: [String] = []
        for piece in repeat each components { lines.append(piece.promptRepresentation.text) }
        return Prompt(text: lines.joined(separator: "\n"))
    }
    /// A `for` loop's lines.
    public static func buildArray(_ prompts: [some PromptRepresentable]) -> Prompt { Prompt(text: prompts.map(\.promptRepresentation.text).joined(separator: "\n")) }
    /// The first branch.
    public static func buildEither(first component: some PromptRepresentable) -> Prompt { component.promptRepresentation }
    /// The second branch.
    public static func buildEither(second component: some PromptRepresentable) -> Prompt { component.promptRepresentation }
    /// An `if` without `else`.
    public static func buildOptional(_ component: Prompt?) -> Prompt { component ?? Prompt(text: "") }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ prompt: some PromptRepresentable) -> Prompt { prompt.promptRepresentation }
}

/// Builds instructions from lines, as Foundation Models' `InstructionsBuilder`.
@resultBuilder public enum InstructionsBuilder {
    /// The lines of a block.
    public static func buildBlock<each I: InstructionsRepresentable>(_ components: repeat each I) -> Instructions {
        var lines: [String] = []
        for piece in repeat each components { lines.append(piece.instructionsRepresentation.text) }
        return Instructions(text: lines.joined(separator: "\n"))
    }
    /// A `for` loop's lines.
    public static func buildArray(_ items: [some InstructionsRepresentable]) -> Instructions {
        Instructions(text: items.map(\.instructionsRepresentation.text).joined(separator: "\n"))
    }
    /// The first branch.
    public static func buildEither(first component: some InstructionsRepresentable) -> Instructions { component.instructionsRepresentation }
    /// The second branch.
    public static func buildEither(second component: some InstructionsRepresentable) -> Instructions { component.instructionsRepresentation }
    /// An `if` without `else`.
    public static func buildOptional(_ component: Instructions?) -> Instructions { component ?? Instructions(text: "") }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ item: some InstructionsRepresentable) -> Instructions { item.instructionsRepresentation }
}

/// Makes a struct or enum generable: a schema, conversions to and from generated content, and
/// (structs) a `PartiallyGenerated` form of optional properties for streamed snapshots.
@attached(member, names: named(generationSchema), named(generatedContent), named(PartiallyGenerated), named(asPartiallyGenerated))
@attached(extension, conformances: Generable, names: named(init(_:)))
public macro Generable(description: String? = nil) = #externalMacro(module: "CairnMacroPlugin", type: "GenerableMacro")

/// Guides the generation of a property (its description goes into the schema).
@attached(peer)
public macro Guide<T: Generable>(description: String? = nil, _ guides: GenerationGuide<T>...) = #externalMacro(module: "CairnMacroPlugin", type: "GuideMacro")

/// Guides a string property by a regular expression.
@attached(peer)
public macro Guide<RegexOutput>(description: String? = nil, _ guides: Regex<RegexOutput>) = #externalMacro(module: "CairnMacroPlugin", type: "GuideMacro")

/// Describes a property for the model.
@attached(peer)
public macro Guide(description: String) = #externalMacro(module: "CairnMacroPlugin", type: "GuideMacro")
