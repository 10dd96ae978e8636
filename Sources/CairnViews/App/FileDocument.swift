import CairnCombine
import CairnTransferable
import Foundation

// Documents, as SwiftUI declares them for document apps (Xcode's Document App template:
// `DocumentGroup(newDocument: TextDocument()) { file in ContentView(document: file.$document) }`).
// Cairn opens and saves no files for an app; the protocols and the scene compile, a document
// reads and writes through its `FileWrapper` as on iOS, and a `DocumentGroup`'s `rootView` is
// its editor showing a new document.

/// A value-type document, as SwiftUI's `FileDocument`: read from and written to a `FileWrapper`.
public protocol FileDocument {
    /// The content types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The content types the document saves as (by default, those it opens).
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from a file.
    init(configuration: ReadConfiguration) throws
    /// Writes the document to a file.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// What a document reads from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document writes for.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The types the document opens.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads: the file and its content type, as `FileDocumentReadConfiguration`.
public struct FileDocumentReadConfiguration {
    /// The file's content type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper
    /// A configuration to read `file` as `contentType` (to test a document's reading).
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document writes for: the content type and the file it replaces, as
/// `FileDocumentWriteConfiguration`.
public struct FileDocumentWriteConfiguration {
    /// The content type to write.
    public let contentType: UTType
    /// The file being replaced, if any.
    public let existingFile: FileWrapper?
    /// A configuration to write `contentType` over `existingFile` (to test a document's writing).
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// A reference-type document, as SwiftUI's `ReferenceFileDocument`: an observable object
/// saved through a snapshot.
public protocol ReferenceFileDocument: ObservableObject {
    /// What a snapshot of the document holds.
    associatedtype Snapshot
    /// The content types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The content types the document saves as (by default, those it opens).
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from a file.
    init(configuration: ReadConfiguration) throws
    /// A snapshot of the document's state, to write.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// Writes a snapshot to a file.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    /// What a document reads from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document writes for.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The types the document opens.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// An open value-type document as its editor sees it, as `FileDocumentConfiguration`.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document, for editing.
    @Binding public var document: Document
    /// Where the document is saved; nil for a new, unsaved one.
    public let fileURL: URL?
    /// Whether the document can be edited.
    public let isEditable: Bool
}

/// An open reference-type document as its editor sees it, as `ReferenceFileDocumentConfiguration`.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document.
    public let document: Document
    /// Where the document is saved; nil for a new, unsaved one.
    public let fileURL: URL?
    /// Whether the document can be edited.
    public let isEditable: Bool
}

/// A scene of documents, as SwiftUI's `DocumentGroup`. Its `rootView` is the editor showing
/// a new document (the first window of a document app, if it skipped the browser); a viewer
/// group, which makes no new documents, has none.
public struct DocumentGroup<Content: View>: Scene, PrimitiveScene {
    let makeRoot: () -> AnyView?

    /// A group that makes documents with `newDocument` and edits them in `editor`.
    public init<Document: FileDocument>(newDocument: @autoclosure @escaping () -> Document,
                                        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        makeRoot = {
            let box = DocumentBox(newDocument())
            let binding = Binding(get: { box.value }, set: { box.value = $0 })
            return AnyView(editor(FileDocumentConfiguration(document: binding, fileURL: nil, isEditable: true)))
        }
    }

    /// A group that makes reference documents with `newDocument` and edits them in `editor`.
    public init<Document: ReferenceFileDocument>(newDocument: @escaping () -> Document,
                                                 @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        makeRoot = { AnyView(editor(ReferenceFileDocumentConfiguration(document: newDocument(), fileURL: nil, isEditable: true))) }
    }

    /// A group that opens documents of `documentType` read-only: no new document, no root view.
    public init<Document: FileDocument>(viewing documentType: Document.Type,
                                        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        makeRoot = { nil }
    }

    /// A group that opens reference documents of `documentType` read-only: no root view.
    public init<Document: ReferenceFileDocument>(viewing documentType: Document.Type,
                                                 @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        makeRoot = { nil }
    }

    /// The scene's content.
    public var body: Never { primitiveBody(Self.self) }
    var primitiveRootView: AnyView? { makeRoot() }
}

private final class DocumentBox<Document>: @unchecked Sendable {
    var value: Document
    init(_ value: Document) { self.value = value }
}
