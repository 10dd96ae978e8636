import Cairn
import Foundation
import Testing
import CairnTestSupport

/// iOS 18's document launch views: `NewDocumentButton`, `DefaultDocumentGroupLaunchActions`
/// and `DocumentLaunchView` (Apple's example compiles and draws).
@Suite struct DocumentLaunchTests {
    struct TextDocument: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text = ""
        init() {}
        init(configuration: ReadConfiguration) throws {}
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data(text.utf8)) }
    }

    /// Each form draws its title as a button does; without one, "Create Document", which is
    /// also what the default launch actions show. A button of the same title in the same
    /// style draws the same display list.
    @Test func newDocumentButtonsDrawTheirTitles() {
        #expect(drawnStrings(NewDocumentButton(), 300, 60) == ["Create Document"])
        #expect(drawnStrings(DefaultDocumentGroupLaunchActions(), 300, 60) == ["Create Document"])
        #expect(drawnStrings(NewDocumentButton("Start New Book"), 300, 60) == ["Start New Book"])
        #expect(drawnStrings(NewDocumentButton(Text("Choose a Template"), for: TextDocument.self) { TextDocument() }, 300, 60)
                == ["Choose a Template"])
        #expect(drawnStrings(NewDocumentButton("From URL", contentType: .plainText) { nil }, 300, 60) == ["From URL"])
        let made = ImageRenderer(content: NewDocumentButton("Start").buttonStyle(.borderedProminent).frame(width: 200, height: 60))
        let plain = ImageRenderer(content: Button("Start") {}.buttonStyle(.borderedProminent).frame(width: 200, height: 60))
        #expect(made.displayList == plain.displayList)
    }

    struct BookEditor: View {
        init(_ url: URL) {}
        var body: some View { Text("Editor") }
    }

    /// Apple's example (`DocumentLaunchView(for:) { NewDocumentButton(...) } onDocumentOpen:`)
    /// draws the action and no editor; with a title, the title's top sits at a fifth of the
    /// height (390 × 844: 168.8) centred across, and the first action 24 points below it.
    @Test func launchViewPlacesTitleAndActions() throws {
        let untitled = DocumentLaunchView(for: [.plainText]) { NewDocumentButton("Start New Book") } onDocumentOpen: { BookEditor($0) }
        #expect(drawnStrings(untitled, 390, 844) == ["Start New Book"])

        let titled = DocumentLaunchView("My Books", for: [.plainText]) {
            NewDocumentButton("Start New Book").id("action")
        } onDocumentOpen: { BookEditor($0) }
        #expect(drawnStrings(titled, 390, 844) == ["My Books", "Start New Book"])
        let layout = layOut(titled, 390, 844)
        let title = try #require(frames("Text", layout).first)
        #expect(abs(title.minY - 844 / 5) < 0.01)
        #expect(abs(title.midX - 195) < 0.01)
        let action = try #require(layout.frame(of: "action"))
        #expect(abs(action.minY - (title.maxY + 24)) < 0.01)
    }

    /// The accessory views get the title's frame through the proxy: an overlay accessory
    /// filling `titleViewFrame` with red covers exactly the title's frame, and the proxy's
    /// frame is the whole view.
    @Test func accessoryViewsSeeTheTitleFrame() throws {
        let seen = CairnTestSupport.Recorder<DocumentLaunchGeometryProxy?>(nil)
        let view = DocumentLaunchView("Notes", for: [.plainText]) {
            NewDocumentButton()
        } onDocumentOpen: { _ in EmptyView() } background: {
            Color.white
        } overlayAccessoryView: { proxy in
            let _ = { seen.value = proxy }()
            Color(red: 1, green: 0, blue: 0).frame(width: proxy.titleViewFrame.width, height: proxy.titleViewFrame.height)
                .position(x: proxy.titleViewFrame.midX, y: proxy.titleViewFrame.midY)
        }
        let layout = layOut(view, 390, 844)
        _ = layout.displayList
        let title = try #require(frames("Text", layout).first)
        let proxy = try #require(seen.value)
        #expect(close(proxy.titleViewFrame, title))
        #expect(close(proxy.frame, CGRect(x: 0, y: 0, width: 390, height: 844)))
        let bitmap = try ImageRenderer(content: view.frame(width: 390, height: 844)).bitmap()
        #expect(rgba(bitmap, Int(title.midX), Int(title.midY)) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 10, 10) == [255, 255, 255, 255])
    }
}
