/// Where a piece of source stands in its file, as the compiler's plug-in protocol says it.
///
/// `line` and `column` are 1-based and count the column in UTF-8 bytes, as the compiler
/// does; `offset` is the 0-based UTF-8 offset in the file.
public struct MacroSourceLocation: Codable, Equatable, Sendable {
    /// The `Module/File.swift` file ID, as `#fileID` gives it.
    public var fileID: String
    /// The file's full path, as `#filePath` gives it.
    public var fileName: String
    /// The UTF-8 offset in the file.
    public var offset: Int
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int

    /// A location in file `fileID` (path `fileName`) at `offset`, `line` and `column`.
    public init(fileID: String, fileName: String, offset: Int, line: Int, column: Int) {
        self.fileID = fileID
        self.fileName = fileName
        self.offset = offset
        self.line = line
        self.column = column
    }
}

/// A piece of source the compiler sends with a macro to expand: its text and where its first
/// byte stands in its file.
///
/// The compiler sends a node with its leading trivia (the line break, indentation and doc
/// comment before `#Preview` or `@Entry`), the location being that of the trivia's start; the
/// expansions find the macro's own position by scanning past it.
public struct MacroSyntax: Equatable, Sendable {
    /// The source text.
    public var source: String
    /// Where the text's first byte stands.
    public var location: MacroSourceLocation

    /// The text `source` starting at `location`.
    public init(source: String, location: MacroSourceLocation) {
        self.source = source
        self.location = location
    }

    /// Source text at the start of a file `fileID` (path `/fileID`), for tests and examples.
    public init(_ source: String, fileID: String = "TestModule/test.swift") {
        self.init(source: source, location: MacroSourceLocation(fileID: fileID, fileName: "/" + fileID, offset: 0, line: 1, column: 1))
    }

    /// The location of the byte at `offset` in `source` (clamped to the text): lines advance at
    /// `\n`, `\r\n` and `\r`; columns count bytes.
    public func location(atByte offset: Int) -> MacroSourceLocation {
        let bytes = Array(source.utf8)
        let end = max(0, min(offset, bytes.count))
        var line = location.line
        var column = location.column
        var index = 0
        while index < end {
            switch bytes[index] {
            case ASCII.newline:
                line += 1
                column = 1
            case ASCII.carriageReturn:
                if index + 1 < end, bytes[index + 1] == ASCII.newline { index += 1 }
                line += 1
                column = 1
            default:
                column += 1
            }
            index += 1
        }
        var result = location
        result.offset += end
        result.line = line
        result.column = column
        return result
    }
}
