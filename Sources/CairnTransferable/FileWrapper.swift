import Foundation

/// A file or a folder of files held in memory, as Foundation's `FileWrapper` (which Linux
/// Foundation lacks): what a `FileDocument` reads from and writes to.
public final class FileWrapper: @unchecked Sendable {
    private enum Contents {
        case file(Data)
        case directory([String: FileWrapper])
        case link(URL)
    }

    private let lock = NSLock()
    private var contents: Contents
    private var storedFilename: String?
    private var storedPreferredFilename: String?

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = .file(contents)
    }

    /// A folder of `childrenByPreferredName`, each named by its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
        contents = .directory(childrenByPreferredName)
    }

    /// A symbolic link to `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        contents = .link(url)
    }

    /// The file or folder at `url`, read now (a folder with every file below it), as
    /// `FileWrapper(url:options:)`. Throws when nothing readable is there.
    public convenience init(url: URL, options: FileWrapper.ReadingOptions = []) throws {
        try self.init(reading: url, depth: 0)
    }

    private init(reading url: URL, depth: Int) throws {
        let values = try url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
        if values.isSymbolicLink == true {
            contents = .link(url.resolvingSymlinksInPath())
        } else if values.isDirectory == true {
            guard depth < 64 else { throw CocoaError(.fileReadUnknown) }
            var children: [String: FileWrapper] = [:]
            for child in try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil) {
                children[child.lastPathComponent] = try FileWrapper(reading: child, depth: depth + 1)
            }
            contents = .directory(children)
        } else {
            contents = .file(try Data(contentsOf: url))
        }
        storedFilename = url.lastPathComponent
        storedPreferredFilename = url.lastPathComponent
    }

    /// Options for reading, as `FileWrapper.ReadingOptions` (Cairn always reads at once).
    public struct ReadingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read every file now.
        public static let immediate = ReadingOptions(rawValue: 1)
        /// Read without mapping files into memory.
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }

    /// Options for writing, as `FileWrapper.WritingOptions`.
    public struct WritingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write atomically.
        public static let atomic = WritingOptions(rawValue: 1)
        /// Update the wrapper's file names after writing.
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }

    /// Whether the wrapper is a regular file.
    public var isRegularFile: Bool { lock.withLock { if case .file = contents { true } else { false } } }
    /// Whether the wrapper is a folder.
    public var isDirectory: Bool { lock.withLock { if case .directory = contents { true } else { false } } }
    /// Whether the wrapper is a symbolic link.
    public var isSymbolicLink: Bool { lock.withLock { if case .link = contents { true } else { false } } }

    /// The file's contents; nil for a folder or a link.
    public var regularFileContents: Data? { lock.withLock { if case .file(let data) = contents { data } else { nil } } }

    /// A folder's children by name; nil for a file or a link.
    public var fileWrappers: [String: FileWrapper]? { lock.withLock { if case .directory(let children) = contents { children } else { nil } } }

    /// A link's destination; nil for a file or a folder.
    public var symbolicLinkDestinationURL: URL? { lock.withLock { if case .link(let url) = contents { url } else { nil } } }

    /// The name of the file on disk, once written or read.
    public var filename: String? {
        get { lock.withLock { storedFilename } }
        set { lock.withLock { storedFilename = newValue } }
    }

    /// The name the wrapper prefers in its folder.
    public var preferredFilename: String? {
        get { lock.withLock { storedPreferredFilename } }
        set { lock.withLock { storedPreferredFilename = newValue } }
    }

    /// Adds `child` to a folder under its preferred name (made unique with a number), and
    /// returns the name used; a file or a link gains nothing and answers its child's name.
    @discardableResult
    public func addFileWrapper(_ child: FileWrapper) -> String {
        let wanted = child.preferredFilename ?? "Untitled"
        return lock.withLock {
            guard case .directory(var children) = contents else { return wanted }
            var name = wanted
            var n = 2
            while children[name] != nil { name = "\(n) \(wanted)"; n += 1 }
            children[name] = child
            contents = .directory(children)
            return name
        }
    }

    /// Adds a regular file of `data` named `fileName` to a folder, and returns the name used.
    @discardableResult
    public func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a folder.
    public func removeFileWrapper(_ child: FileWrapper) {
        lock.withLock {
            guard case .directory(var children) = contents else { return }
            children = children.filter { $0.value !== child }
            contents = .directory(children)
        }
    }

    /// Writes the wrapper to `url` (a folder with its children), as `write(to:options:originalContentsURL:)`.
    public func write(to url: URL, options: FileWrapper.WritingOptions = [], originalContentsURL: URL? = nil) throws {
        try write(to: url, options: options, depth: 0)
    }

    private func write(to url: URL, options: FileWrapper.WritingOptions, depth: Int) throws {
        guard depth < 64 else { throw CocoaError(.fileWriteUnknown) }
        switch lock.withLock({ contents }) {
        case .file(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children.sorted(by: { $0.key < $1.key }) {
                guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { throw CocoaError(.fileWriteInvalidFileName) }
                try child.write(to: url.appendingPathComponent(name), options: options, depth: depth + 1)
            }
        case .link(let destination):
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
