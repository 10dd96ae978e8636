import Foundation
import Observation

// The session a view model talks to the model through; every request fails in a render (see
// SystemLanguageModel.swift).

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
