import Cairn
import CairnCairo
import CairnTestSupport
import Foundation
import Testing

/// Xcode's Document App template's document.
private struct TextDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String = "Hello, world!") { self.text = text }
    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let string = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        text = string
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

@Suite struct DocumentTests {
    @Test func documentRoundTripsThroughItsFileWrapper() throws {
        let document = TextDocument(text: "Grüße")
        let file = try document.fileWrapper(configuration: .init(contentType: .plainText))
        #expect(file.regularFileContents?.count == 7)
        #expect(try TextDocument(configuration: .init(contentType: .plainText, file: file)).text == "Grüße")
        #expect(TextDocument.writableContentTypes == [.plainText])
        #expect(throws: CocoaError.self) {
            try TextDocument(configuration: .init(contentType: .plainText, file: FileWrapper(regularFileWithContents: Data([0xFF, 0xFE]))))
        }
    }

    @Test func folderWrapperWritesAndReadsBack() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data("A".utf8))])
        #expect(package.addRegularFile(withContents: Data("BB".utf8), preferredFilename: "b.json") == "b.json")
        #expect(package.addRegularFile(withContents: Data("C".utf8), preferredFilename: "b.json") == "2 b.json")
        let target = folder.appendingPathComponent("Doc.pkg")
        try package.write(to: target, options: .withNameUpdating)
        #expect(package.filename == "Doc.pkg")
        let read = try FileWrapper(url: target)
        #expect(read.isDirectory)
        #expect(read.fileWrappers?.keys.sorted() == ["2 b.json", "a.txt", "b.json"])
        #expect(read.fileWrappers?["b.json"]?.regularFileContents == Data("BB".utf8))
        // A child named to escape its folder is refused, and nothing is written above it.
        let hostile = FileWrapper(directoryWithFileWrappers: ["../escape.txt": FileWrapper(regularFileWithContents: Data("x".utf8))])
        #expect(throws: CocoaError.self) { try hostile.write(to: folder.appendingPathComponent("Hostile")) }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("escape.txt").path))
    }

    /// The template's app: its `rootView` is the editor showing a new document.
    @Test func documentGroupShowsItsEditorOnANewDocument() throws {
        let group = DocumentGroup(newDocument: TextDocument()) { file in
            Text(file.document.text).padding().background(file.fileURL == nil && file.isEditable ? Color.yellow : .red)
        }
        let drawn = try ImageRenderer(content: try #require(group.rootView)).pngData()
        let expected = try ImageRenderer(content: Text("Hello, world!").padding().background(Color.yellow)).pngData()
        #expect(drawn == expected)
        #expect(DocumentGroup(viewing: TextDocument.self) { file in Text(file.document.text) }.rootView == nil)
    }
}

@Suite struct TransferViewTests {
    private struct Recipe: Codable, Transferable {
        var name: String
        static var transferRepresentation: some TransferRepresentation { CodableRepresentation(contentType: .json) }
    }

    /// Dragging, dropping, files, pasting and handoff need a person: the view draws as without them.
    @Test func transferModifiersChangeNothingDrawn() throws {
        let plain = Text("Recipes").padding()
        let modified = Text("Recipes").padding()
            .onDrag { NSItemProvider(object: "Recipes" as NSString) }
            .onDrop(of: [.plainText, .url], isTargeted: .constant(true)) { _ in true }
            .fileImporter(isPresented: .constant(true), allowedContentTypes: [.pdf], allowsMultipleSelection: true) { _ in }
            .fileExporter(isPresented: .constant(true), document: TextDocument(), contentType: .plainText, defaultFilename: "Notes") { _ in }
            .fileMover(isPresented: .constant(true), file: nil) { _ in }
            .copyable([Recipe(name: "a")])
            .pasteDestination(for: Recipe.self) { _ in }
            .userActivity("com.example.browse") { $0.title = "Browse" }
            .onContinueUserActivity("com.example.browse") { _ in }
        #expect(try ImageRenderer(content: modified).pngData() == ImageRenderer(content: plain).pngData())
    }

    /// The Paste button is a prominent button with the clipboard and "Paste": on iOS 26,
    /// white on the system blue (0, 136, 255) in a capsule.
    @Test func pasteButtonDrawsAsAProminentButton() throws {
        let paste = PasteButton(payloadType: String.self) { _ in }
        let prominent = Button(action: {}) { Label("Paste", systemImage: "doc.on.clipboard") }.buttonStyle(.borderedProminent)
        let renderer = ImageRenderer(content: paste)
        #expect(try renderer.pngData() == ImageRenderer(content: prominent).pngData())
        let b = try renderer.bitmap()
        #expect(b.width > 80 && b.height > 30)
        #expect(rgba(b, 8, b.height / 2) == [0, 136, 255, 255])
        #expect(rgba(b, 0, 0)[3] == 0)
        let red = try ImageRenderer(content: paste.tint(.red)).bitmap()
        #expect(rgba(red, 8, red.height / 2)[0] > 200)
        #expect(rgba(red, 8, red.height / 2)[2] < 80)
    }

    /// A share link for a `Transferable` item draws the same "Share" label as one for a URL.
    @Test func shareLinkOfATransferableItemDrawsTheShareLabel() throws {
        let recipe = Recipe(name: "Pancakes")
        let link = ShareLink(item: recipe, preview: SharePreview("Pancakes", image: Image(systemName: "fork.knife")))
        let url = ShareLink(item: URL(string: "https://example.com")!)
        #expect(try ImageRenderer(content: link).pngData() == ImageRenderer(content: url).pngData())
        let titled = ShareLink("Send", items: [recipe, recipe])
        let titledURL = ShareLink("Send", item: URL(string: "https://example.com")!)
        #expect(try ImageRenderer(content: titled).pngData() == ImageRenderer(content: titledURL).pngData())
    }
}
