import Foundation

// Instructions and prompts, and the builders that make them from lines.

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
