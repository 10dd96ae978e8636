/// A message about a macro's source, at a position in its file: what an expansion reports
/// when the source is written in a way it cannot expand.
public struct MacroDiagnostic: Equatable, Sendable {
    /// How serious a diagnostic is, as the plug-in protocol names it.
    public enum Severity: String, Codable, Equatable, Sendable {
        /// The build fails.
        case error
        /// The build goes on; the message is shown.
        case warning
        /// Extra information attached to another diagnostic.
        case note
        /// A remark.
        case remark
    }

    /// What is wrong and how to write it instead.
    public var message: String
    /// How serious it is.
    public var severity: Severity
    /// Where it points.
    public var location: MacroSourceLocation

    /// A diagnostic saying `message` at `location`.
    public init(_ message: String, severity: Severity = .error, at location: MacroSourceLocation) {
        self.message = message
        self.severity = severity
        self.location = location
    }
}

/// What expanding a macro gives: the source that replaces (or joins) it, or nil when it could
/// not be expanded, and the diagnostics.
public struct MacroExpansionResult: Equatable, Sendable {
    /// The expanded source, or nil on failure.
    public var expandedSource: String?
    /// The diagnostics, in the order they were found.
    public var diagnostics: [MacroDiagnostic]

    /// A result with `expandedSource` and `diagnostics`.
    public init(expandedSource: String?, diagnostics: [MacroDiagnostic] = []) {
        self.expandedSource = expandedSource
        self.diagnostics = diagnostics
    }

    /// A successful expansion into `source`.
    public static func expanded(_ source: String) -> MacroExpansionResult {
        MacroExpansionResult(expandedSource: source)
    }

    /// A failed expansion, reporting `diagnostic`.
    public static func failed(_ diagnostic: MacroDiagnostic) -> MacroExpansionResult {
        MacroExpansionResult(expandedSource: nil, diagnostics: [diagnostic])
    }
}
