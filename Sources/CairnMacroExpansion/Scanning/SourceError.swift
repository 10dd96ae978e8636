/// Why a piece of Swift source could not be read or expanded: the message and the byte
/// offset in the text it points at (the start of an unterminated literal, an unbalanced
/// bracket, the `let` that `@Entry` cannot apply to).
public struct SourceError: Error, Equatable, Sendable {
    /// What went wrong, in words for a compiler diagnostic.
    public var message: String
    /// The byte offset in the scanned text the message points at.
    public var offset: Int

    /// Makes an error saying `message` at `offset`.
    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}
