import Cairn
import CairnTestSupport
import Foundation
import Testing

/// `PreviewModifier` traits (iOS 18): the shared context is made once per modifier type, and
/// the modifiers wrap the preview in the order they are written.
@Suite struct PreviewModifierTests {
    static var modified: [any PreviewRegistry.Type] {
        PreviewRegistrations.all.filter { $0.fileID == "CairnPreviewsTests/PreviewModifierFixtures.swift" }
    }

    @Test @MainActor func modifiersApplyInOrderAroundThePreview() async throws {
        let folder = try PreviewSheetTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries = try await PreviewSheet.render(Self.modified, scale: 1, to: folder)
        #expect(entries.count == 1 && entries[0].size == CGSize(width: 30, height: 20))
        // First modifier: orange behind the 10×10 content; second: 5 pt of blue padding around
        // that — a 20×20 blue square with an orange 10×10 centre, centred on the 30×20 white
        // canvas. (Applied the other way round, orange would cover all 20×20.)
        let direct = ImageRenderer(content: Color(red: 1, green: 0.5, blue: 0).frame(width: 10, height: 10)
            .padding(5).background(Color(red: 0, green: 0, blue: 1)).frame(width: 30, height: 20).background(Color.white))
        let png = try Data(contentsOf: folder.appendingPathComponent(entries[0].fileName))
        #expect(png == (try direct.pngData()))
        let bitmap = try direct.bitmap()
        #expect(rgba(bitmap, 15, 10) == [255, 128, 0, 255])
        #expect(rgba(bitmap, 6, 6) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 2, 2) == [255, 255, 255, 255])
    }

    @Test @MainActor func theSharedContextIsMadeOncePerModifierType() async throws {
        let preview = try #require(Self.modified.first).makePreview()
        try await preview.prepare()
        try await preview.prepare()
        let other = Preview("Other", traits: .modifier(OrangeBackdrop())) { Color.red }
        try await other.prepare()
        #expect(ContextsMade.orange == 1)
    }

    struct NoSampleData: Error {}

    /// A modifier whose context cannot be made.
    struct Failing: PreviewModifier {
        static func makeSharedContext() async throws -> Int { throw NoSampleData() }
        func body(content: Content, context: Int) -> some View { content.opacity(0.5) }
    }

    @Test @MainActor func aContextThatFailsFailsItsPreviewWithTheError() async throws {
        let preview = Preview("Fails", traits: .sizeThatFitsLayout, .modifier(Failing())) { Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4) }
        await #expect(throws: NoSampleData.self) { try await preview.prepare() }
        // Unprepared, the view is the preview's own (the modifier needs its context).
        let bitmap = try ImageRenderer(content: preview.makeView()).bitmap()
        #expect(rgba(bitmap, 2, 2) == [255, 0, 0, 255])
    }
}
