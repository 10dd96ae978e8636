import Foundation

/// `error.localizedDescription` gives the message that says what to do (without this,
/// Foundation answers "The operation could not be completed").
extension RenderError: LocalizedError {
    /// The same message as `description`: what went wrong and what to do about it.
    public var errorDescription: String? { description }
}
