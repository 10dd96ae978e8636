import Cairn
import CairnCairo
import CairnTestSupport
import Foundation
import Testing
@testable import CairnTransferable

private extension UTType {
    static let testRecipe = UTType(exportedAs: "com.example.cairn-test-recipe", conformingTo: .json)
}

/// Apple's pattern: a Codable value with its own type, and its name as text through a proxy.
private struct Recipe: Codable, Transferable, Equatable {
    var name: String
    var minutes: Int
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .testRecipe)
        ProxyRepresentation(exporting: \.name)
    }
}

private struct Photo: Transferable {
    var bytes: Data
    var isPublic: Bool
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { $0.bytes }
            .exportingCondition { $0.isPublic }
            .suggestedFileName("photo.png")
        DataRepresentation(contentType: .data, exporting: { Data($0.bytes.reversed()) }, importing: { Photo(bytes: $0, isPublic: false) })
    }
}

private struct Report: Transferable {
    var text: String
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .plainText) { report in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-report-\(UUID().uuidString).txt")
            try Data(report.text.utf8).write(to: url)
            return SentTransferredFile(url)
        } importing: { received in
            Report(text: "\(received.file.pathExtension):" + (try String(contentsOf: received.file, encoding: .utf8)))
        }
    }
}

@Suite struct TransferableTests {
    private let pancakes = Recipe(name: "Pancakes", minutes: 20)

    @Test func codableRepresentationExportsJSONEncodersBytes() async throws {
        let data = try await pancakes.exported(as: .testRecipe)
        // JSONEncoder orders keys as its dictionary happens to: compare the objects.
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
        #expect(object == (try JSONSerialization.jsonObject(with: JSONEncoder().encode(pancakes)) as? NSDictionary))
        #expect(object["name"] as? String == "Pancakes" && object["minutes"] as? Int == 20)
        #expect(try await Recipe(importing: data, contentType: .testRecipe) == pancakes)
        #expect(try await Recipe(importing: data, contentType: nil) == pancakes)
    }

    /// A representation with its own encoder: sorted keys give the same bytes every time.
    @Test func codableRepresentationUsesTheEncoderGiven() async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let representation = CodableRepresentation(for: Recipe.self, contentType: .json, encoder: encoder, decoder: JSONDecoder())
        let entry = try #require(transferEntries(of: representation, for: Recipe.self).first)
        let export = try #require(entry.export)
        let data = try await export(pancakes)
        #expect(String(decoding: data, as: UTF8.self) == #"{"minutes":20,"name":"Pancakes"}"#)
        #expect(entry.exportedType == .json && entry.importedType == .json)
    }

    @Test func proxyExportsThroughTheProxysRepresentation() async throws {
        #expect(try await pancakes.exported(as: .utf8PlainText) == Data("Pancakes".utf8))
        // A supertype asks for any representation that conforms to it.
        #expect(try await pancakes.exported(as: .plainText) == Data("Pancakes".utf8))
        #expect(pancakes.exportedContentTypes() == [.testRecipe, .utf8PlainText])
        // The proxy only exports, so text does not import as a recipe.
        #expect(Recipe.importedContentTypes() == [.testRecipe])
        await #expect(throws: TransferError.self) { try await Recipe(importing: Data("Pancakes".utf8), contentType: .utf8PlainText) }
        await #expect(throws: TransferError.self) { try await pancakes.exported(as: .png) }
    }

    @Test func malformedDataThrowsTheDecodersError() async {
        await #expect(throws: DecodingError.self) { try await Recipe(importing: Data("{\"name\": 3}".utf8), contentType: .testRecipe) }
    }

    @Test func conditionsAndFileNames() async throws {
        let hidden = Photo(bytes: Data([1, 2, 3]), isPublic: false)
        let shown = Photo(bytes: Data([1, 2, 3]), isPublic: true)
        #expect(hidden.exportedContentTypes() == [.data])
        #expect(shown.exportedContentTypes() == [.png, .data])
        #expect(try await shown.exported(as: .png) == Data([1, 2, 3]))
        await #expect(throws: TransferError.self) { try await hidden.exported(as: .png) }
        // `.data` is a supertype of `.png`: the public photo answers with its PNG first.
        #expect(try await shown.exported(as: .data) == Data([1, 2, 3]))
        #expect(try await hidden.exported(as: .data) == Data([3, 2, 1]))
        #expect(shown.suggestedFileName == "photo.png")
        #expect(try await Photo(importing: Data([9]), contentType: .data).bytes == Data([9]))
    }

    @Test func fileRepresentationReadsAndWritesFiles() async throws {
        #expect(try await Report(text: "héllo").exported(as: .plainText) == Data("héllo".utf8))
        // Importing writes the bytes to a temporary file named with the type's extension.
        #expect(try await Report(importing: Data("hi".utf8), contentType: .plainText).text == "txt:hi")
    }

    @Test func standardTypesTransfer() async throws {
        #expect(try await "héllo".exported(as: .utf8PlainText) == Data([0x68, 0xC3, 0xA9, 0x6C, 0x6C, 0x6F]))
        #expect(try await String(importing: Data("abc".utf8), contentType: .plainText) == "abc")
        await #expect(throws: TransferError.self) { try await String(importing: Data([0xFF, 0xFE, 0xFD]), contentType: .utf8PlainText) }
        let url = try #require(URL(string: "https://example.com/a?b=1"))
        #expect(try await url.exported(as: .url) == Data("https://example.com/a?b=1".utf8))
        #expect(try await URL(importing: Data("https://swift.org".utf8), contentType: .url) == URL(string: "https://swift.org"))
        #expect(try await Data([7, 8]).exported(as: .data) == Data([7, 8]))
    }

    /// `Image` shares as a PNG: the bytes `ImageRenderer` makes of it at scale 1.
    @Test func imageExportsItsPNG() async throws {
        let image = Image(systemName: "star.fill")
        let data = try await image.exported(as: .png)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(data == (try ImageRenderer(content: image).pngData()))
        #expect(image.exportedContentTypes() == [.png])
    }
}

@Suite struct ItemProviderTests {
    @Test func carriesATransferableValue() async throws {
        let provider = NSItemProvider()
        provider.register { Recipe(name: "Ramen", minutes: 45) }
        #expect(provider.registeredContentTypes == [UTType("com.example.cairn-test-recipe"), .utf8PlainText])
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
        let recipe: Recipe = try await withCheckedThrowingContinuation { c in
            provider.loadTransferable(type: Recipe.self) { c.resume(with: $0) }
        }
        #expect(recipe == Recipe(name: "Ramen", minutes: 45))
        let text: String = try await withCheckedThrowingContinuation { c in
            provider.loadTransferable(type: String.self) { c.resume(with: $0) }
        }
        #expect(text == "Ramen")
    }

    @Test func loadsObjectsDataAndItems() throws {
        let provider = NSItemProvider(object: "drag me" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: URL.self))
        let string = Locked<String?>(nil)
        provider.loadObject(ofClass: String.self) { value, _ in string.set(value) }
        #expect(string.get() == "drag me")
        let object = Locked<String?>(nil)
        provider.loadObject(ofClass: NSString.self) { value, _ in object.set((value as? NSString).map { String(describing: $0) }) }
        #expect(object.get() == "drag me")
        let item = Locked<Int?>(nil)
        provider.loadItem(forTypeIdentifier: "public.plain-text", options: nil) { value, _ in item.set((value as? NSData)?.length) }
        #expect(item.get() == 7)
        let failure = Locked<String?>(nil)
        provider.loadDataRepresentation(for: .png) { _, error in failure.set(error.map { "\($0)" }) }
        #expect(failure.get() == "the item provider has no representation of type public.png")
    }

    @Test func carriesAFileAsATemporaryCopy() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Notes.txt")
        try Data("twelve bytes".utf8).write(to: file)
        let provider = try #require(NSItemProvider(contentsOf: file))
        #expect(provider.registeredContentTypes == [.plainText])
        #expect(provider.suggestedName == "Notes")
        let seen = Locked<(String, Data)?>(nil)
        provider.loadFileRepresentation(forTypeIdentifier: "public.plain-text") { url, _ in
            seen.set(url.map { ($0.lastPathComponent, (try? Data(contentsOf: $0)) ?? Data()) })
        }
        #expect(seen.get()?.0 == "Notes.txt")
        #expect(seen.get()?.1.count == 12)
        #expect(NSItemProvider(contentsOf: folder) == nil)
        #expect(NSItemProvider(contentsOf: URL(string: "https://example.com")) == nil)
    }
}

/// A value a handler sets from any thread.
final class Locked<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T
    init(_ value: T) { self.value = value }
    func set(_ new: T) { lock.withLock { value = new } }
    func get() -> T { lock.withLock { value } }
}
