/// The messages of the compiler's macro plug-in protocol, as JSON values: what the compiler
/// sends (`HostToPluginMessage`) and what a plug-in answers (`PluginToHostMessage`).
///
/// The shapes are those of swift-syntax's `SwiftCompilerPluginMessageHandling`
/// (`PluginMessages.swift`, protocol version 7): each message is a JSON object with one key,
/// the case's name, whose value holds the case's labelled values, which is how Swift encodes
/// an enum with associated values. An optional value that is nil is left out.
///
/// ```json
/// {"getCapability":{"capability":{"protocolVersion":7}}}
/// {"expandMacroResult":{"expandedSource":"struct …","diagnostics":[]}}
/// ```
public enum HostToPluginMessage: Codable, Equatable, Sendable {
    /// The compiler's capability; the plug-in answers with its own.
    case getCapability(capability: PluginWire.HostCapability?)
    /// Expand a freestanding macro (`#Preview`).
    case expandFreestandingMacro(
        macro: PluginWire.MacroReference,
        macroRole: PluginWire.MacroRole? = nil,
        discriminator: String,
        syntax: PluginWire.Syntax,
        lexicalContext: [PluginWire.Syntax]? = nil
    )
    /// Expand one role of an attached macro (`@Entry` as accessor, then as peer).
    case expandAttachedMacro(
        macro: PluginWire.MacroReference,
        macroRole: PluginWire.MacroRole,
        discriminator: String,
        attributeSyntax: PluginWire.Syntax,
        declSyntax: PluginWire.Syntax,
        parentDeclSyntax: PluginWire.Syntax?,
        extendedTypeSyntax: PluginWire.Syntax?,
        conformanceListSyntax: PluginWire.Syntax?,
        lexicalContext: [PluginWire.Syntax]? = nil
    )
    /// Load a library of macros (only sent to plug-ins that announce the feature; Cairn's does not).
    case loadPluginLibrary(libraryPath: String, moduleName: String)
}

/// What a plug-in answers the compiler.
public enum PluginToHostMessage: Codable, Equatable, Sendable {
    /// The plug-in's capability: its protocol version.
    case getCapabilityResult(capability: PluginWire.PluginCapability)
    /// The expansion (nil on failure) and its diagnostics, for compilers of protocol version 5 on.
    case expandMacroResult(expandedSource: String?, diagnostics: [PluginWire.Diagnostic])
    /// A freestanding macro's expansion, for compilers before protocol version 5.
    case expandFreestandingMacroResult(expandedSource: String?, diagnostics: [PluginWire.Diagnostic])
    /// An attached macro's expansions, for compilers before protocol version 5.
    case expandAttachedMacroResult(expandedSources: [String]?, diagnostics: [PluginWire.Diagnostic])
    /// Whether a library was loaded.
    case loadPluginLibraryResult(loaded: Bool, diagnostics: [PluginWire.Diagnostic])
}

/// The values inside the plug-in protocol's messages.
public enum PluginWire {
    /// The compiler's protocol version.
    public struct HostCapability: Codable, Equatable, Sendable {
        /// The version of the protocol the compiler speaks.
        public var protocolVersion: Int

        /// A capability of `protocolVersion`.
        public init(protocolVersion: Int) { self.protocolVersion = protocolVersion }
    }

    /// The plug-in's protocol version and optional features (none for Cairn's).
    public struct PluginCapability: Codable, Equatable, Sendable {
        /// The version of the protocol the plug-in speaks.
        public var protocolVersion: Int
        /// Optional features, such as `load-plugin-library`; nil for none.
        public var features: [String]?

        /// A capability of `protocolVersion` with `features`.
        public init(protocolVersion: Int, features: [String]? = nil) {
            self.protocolVersion = protocolVersion
            self.features = features
        }
    }

    /// The macro to expand: the module and type that implement it, and the name it is used by.
    public struct MacroReference: Codable, Equatable, Sendable {
        /// The implementing module, as `#externalMacro(module:)` names it.
        public var moduleName: String
        /// The implementing type, as `#externalMacro(type:)` names it.
        public var typeName: String
        /// The macro's name at the use site (the compiler may add a trailing space).
        public var name: String

        /// A reference to `moduleName.typeName`, used as `name`.
        public init(moduleName: String, typeName: String, name: String) {
            self.moduleName = moduleName
            self.typeName = typeName
            self.name = name
        }
    }

    /// The role in which a macro is expanded.
    public enum MacroRole: String, Codable, Equatable, Sendable {
        /// `@freestanding(expression)`.
        case expression
        /// `@freestanding(declaration)`: `#Preview`.
        case declaration
        /// `@attached(accessor)`: `@Entry`'s getter and setter.
        case accessor
        /// `@attached(memberAttribute)`.
        case memberAttribute
        /// `@attached(member)`.
        case member
        /// `@attached(peer)`: `@Entry`'s key, `@Previewable`.
        case peer
        /// `@attached(conformance)` (older compilers; now `extension`).
        case conformance
        /// `@freestanding(codeItem)`.
        case codeItem
        /// `@attached(extension)`.
        case `extension`
        /// `@attached(preamble)`.
        case preamble
        /// `@attached(body)`.
        case body
    }

    /// A piece of source: its kind of node, its text (with leading trivia) and its location.
    public struct Syntax: Codable, Equatable, Sendable {
        /// `declaration`, `statement`, `expression`, `type`, `pattern` or `attribute`.
        public var kind: String
        /// The source text.
        public var source: String
        /// Where the text's first byte stands (zeroes for a lexical context).
        public var location: MacroSourceLocation

        /// A node of `kind` with `source` at `location`.
        public init(kind: String, source: String, location: MacroSourceLocation) {
            self.kind = kind
            self.source = source
            self.location = location
        }

        /// The text and location, for an expansion.
        public var macroSyntax: MacroSyntax { MacroSyntax(source: source, location: location) }
    }

    /// A diagnostic as the protocol carries it: positions are a file name and a UTF-8 offset.
    public struct Diagnostic: Codable, Equatable, Sendable {
        /// A point in a file.
        public struct Position: Codable, Equatable, Sendable {
            /// The file's path.
            public var fileName: String
            /// The UTF-8 offset in the file.
            public var offset: Int

            /// The point at `offset` in `fileName`.
            public init(fileName: String, offset: Int) {
                self.fileName = fileName
                self.offset = offset
            }
        }

        /// A range in a file.
        public struct PositionRange: Codable, Equatable, Sendable {
            /// The file's path.
            public var fileName: String
            /// The UTF-8 offset of the range's start.
            public var startOffset: Int
            /// The UTF-8 offset of the range's end.
            public var endOffset: Int
        }

        /// A note attached to the diagnostic.
        public struct Note: Codable, Equatable, Sendable {
            /// Where the note points.
            public var position: Position
            /// What it says.
            public var message: String
        }

        /// A suggested edit.
        public struct FixIt: Codable, Equatable, Sendable {
            /// One replacement of the fix-it.
            public struct Change: Codable, Equatable, Sendable {
                /// The replaced range.
                public var range: PositionRange
                /// The text put in its place.
                public var newText: String
            }

            /// What the fix-it does.
            public var message: String
            /// Its replacements.
            public var changes: [Change]
        }

        /// What it says.
        public var message: String
        /// How serious it is.
        public var severity: MacroDiagnostic.Severity
        /// Where it points.
        public var position: Position
        /// Ranges to highlight (none from Cairn's expansions).
        public var highlights: [PositionRange]
        /// Notes (none from Cairn's expansions).
        public var notes: [Note]
        /// Fix-its (none from Cairn's expansions).
        public var fixIts: [FixIt]

        /// The wire form of `diagnostic`, pointing at its file name and offset.
        public init(_ diagnostic: MacroDiagnostic) {
            message = diagnostic.message
            severity = diagnostic.severity
            position = Position(fileName: diagnostic.location.fileName, offset: diagnostic.location.offset)
            highlights = []
            notes = []
            fixIts = []
        }

        /// An error about the exchange itself, pointing nowhere in the source (file "", offset 0).
        public init(protocolError message: String) {
            self.message = message
            severity = .error
            position = Position(fileName: "", offset: 0)
            highlights = []
            notes = []
            fixIts = []
        }
    }
}
