import Foundation
import Testing
@testable import CairnTransferable

/// Uniform types against Apple's "System-declared uniform type identifiers": identifiers,
/// conformance, filename extensions and MIME types.
@Suite struct UTTypeTests {
    @Test func findsSystemTypesByExtensionMIMETypeAndIdentifier() {
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: ".png") == .png)
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType(mimeType: "image/svg+xml") == .svg)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType("com.adobe.pdf") == .pdf)
        #expect(UTType("com.compuserve.gif") == .gif)
        #expect(UTType("com.example.never-declared") == nil)
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType.zip.identifier == "public.zip-archive")
    }

    @Test func answersTheirPreferredTags() {
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
        #expect(UTType.json.preferredMIMEType == "application/json")
        #expect(UTType.data.preferredFilenameExtension == nil)
        #expect(UTType.png.tags[.mimeType] == ["image/png"])
        #expect(UTType.png.localizedDescription == "PNG image")
    }

    @Test func conformsAlongApplesHierarchy() {
        #expect(UTType.jpeg.conforms(to: .image))
        #expect(UTType.jpeg.conforms(to: .data))
        #expect(UTType.jpeg.conforms(to: .content))
        #expect(UTType.jpeg.conforms(to: .item))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.swiftSource.conforms(to: .plainText))
        #expect(UTType.pdf.conforms(to: .compositeContent))
        #expect(UTType.heic.conforms(to: .image))
        #expect(UTType.mpeg4Audio.conforms(to: .audio))
        #expect(UTType.folder.conforms(to: .directory))
        #expect(!UTType.png.conforms(to: .text))
        #expect(!UTType.folder.conforms(to: .data))
        #expect(UTType.png.isSubtype(of: .image))
        #expect(!UTType.png.isSubtype(of: .png))
        #expect(UTType.image.isSupertype(of: .gif))
        #expect(UTType.png.supertypes == [.image, .data, .content, .item])
    }

    @Test func makesDynamicTypesForUnknownTags() throws {
        let type = try #require(UTType(filenameExtension: "cairnxyz"))
        #expect(type.isDynamic)
        #expect(!type.isDeclared)
        #expect(type.conforms(to: .data))
        #expect(type.preferredFilenameExtension == "cairnxyz")
        #expect(UTType(filenameExtension: "cairnxyz") == type)
        #expect(UTType(filenameExtension: "cairnxyz", conformingTo: .folder) == nil)
        #expect(UTType(filenameExtension: "") == nil)
        #expect(UTType(filenameExtension: String(repeating: "x", count: 300)) == nil)
        let mime = try #require(UTType(mimeType: "application/x-cairn-test"))
        #expect(mime.isDynamic && mime.preferredMIMEType == "application/x-cairn-test")
    }

    @Test func declaresTheProgramsOwnTypes() throws {
        let recipe = UTType(exportedAs: "com.example.cairn-recipe", conformingTo: .json)
        #expect(UTType("com.example.cairn-recipe") == recipe)
        #expect(recipe.conforms(to: .text))
        #expect(recipe.isExported && recipe.isDeclared && !recipe.isDynamic)
        let imported = UTType(importedAs: "com.example.cairn-imported")
        #expect(imported.conforms(to: .data) && !imported.isExported)
    }

    @Test func codesAsItsIdentifier() throws {
        let data = try JSONEncoder().encode([UTType.png])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png])
    }

    /// The table: 140 identifiers, none twice, every parent declared, every extension lower case.
    @Test func systemTableIsWhole() {
        let ids = UTType.systemTable.map(\.id)
        #expect(ids.count == 140)
        #expect(Set(ids).count == ids.count)
        for entry in UTType.systemTable {
            for parent in entry.parents { #expect(ids.contains(parent), "\(entry.id) names \(parent)") }
            for ext in entry.extensions { #expect(ext == ext.lowercased() || ext == "prefPane", "\(ext)") }
            #expect(UTType(entry.id) != nil)
        }
    }

    /// Hostile tags cannot grow the registry without end: past 4,096 dynamic types, unknown
    /// tags give nil instead of a new type.
    @Test func capsDynamicTypes() {
        let registry = UTTypeRegistry()
        var made = 0
        for i in 0..<(UTTypeRegistry.dynamicLimit + 10) where registry.type(tag: "cap\(i)", tagClass: .filenameExtension, conformingTo: .data) != nil { made += 1 }
        #expect(made == UTTypeRegistry.dynamicLimit)
        #expect(registry.type(tag: "png", tagClass: .filenameExtension, conformingTo: .data) == .png)
        #expect(registry.type(tag: "cap0", tagClass: .filenameExtension, conformingTo: .data) != nil)
    }
}
