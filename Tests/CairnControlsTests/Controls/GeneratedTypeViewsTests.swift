import Cairn
import Foundation
import Testing
import CairnTestSupport

/// The view types SwiftUI names in its generic signatures: `DefaultDateProgressLabel` (timer
/// progress views), `LabeledToolbarItemGroupContent`, `DefaultShareLinkLabel`.
@Suite(.designEra(.iOS17)) struct GeneratedTypeViewsTests {
    static let start = Date(timeIntervalSinceReferenceDate: 1_000)

    /// A 100-second timer 25 seconds in, at the environment's reference date: counting down
    /// it shows 75 % left and "1:15"; counting up, 25 % and "0:25". Each draws exactly the
    /// determinate progress view of that value with that text below (an independent figure:
    /// 75 / 100 and 25 / 100).
    @Test(arguments: [(true, 0.75, "1:15"), (false, 0.25, "0:25")])
    func timerProgressShowsTheFractionAtTheReferenceDate(countsDown: Bool, fraction: Double, text: String) {
        let timer = ProgressView(timerInterval: Self.start...Self.start.addingTimeInterval(100), countsDown: countsDown)
            .environment(\.referenceDate, Self.start.addingTimeInterval(25)).frame(width: 200)
        let same = ProgressView(value: fraction) { EmptyView() } currentValueLabel: { Text(text) }.frame(width: 200)
        #expect(ImageRenderer(content: timer).displayList == ImageRenderer(content: same).displayList)
        #expect(drawnStrings(timer, 200, 60).contains(text))
    }

    /// Before its interval a countdown is full and shows the whole duration; after it, empty
    /// at "0:00". A labelled one keeps its label above.
    @Test func timerProgressOutsideItsInterval() {
        let interval = Self.start...Self.start.addingTimeInterval(100)
        let before = ProgressView(timerInterval: interval) { Text("Baking") }.environment(\.referenceDate, Self.start.addingTimeInterval(-10))
        let full = ProgressView(value: 1.0) { Text("Baking") } currentValueLabel: { Text("1:40") }
        #expect(ImageRenderer(content: before.frame(width: 200)).displayList == ImageRenderer(content: full.frame(width: 200)).displayList)
        let after = ProgressView(timerInterval: interval).environment(\.referenceDate, Self.start.addingTimeInterval(500))
        let empty = ProgressView(value: 0.0) { EmptyView() } currentValueLabel: { Text("0:00") }
        #expect(ImageRenderer(content: after.frame(width: 200)).displayList == ImageRenderer(content: empty.frame(width: 200)).displayList)
    }

    /// A toolbar group with a label draws its items as the unlabelled group does (an iPhone
    /// toolbar with room for them).
    @Test func labelledToolbarGroupsDrawTheirItems() {
        func screen(_ labelled: Bool) -> some View {
            NavigationStack {
                Text("Body").navigationTitle("Title").toolbar {
                    if labelled {
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Button("Add") {}; Button("Edit") {}
                        } label: { Label("More", systemImage: "ellipsis") }
                    } else {
                        ToolbarItemGroup(placement: .topBarTrailing) { Button("Add") {}; Button("Edit") {} }
                    }
                }
            }
            .frame(width: 390, height: 300)
        }
        let strings = drawnStrings(screen(true), 390, 300)
        #expect(strings.contains("Add") && strings.contains("Edit") && !strings.contains("More"))
        #expect(ImageRenderer(content: screen(true)).displayList == ImageRenderer(content: screen(false)).displayList)
    }

    struct Row: Identifiable { let id: Int; var name: String }

    /// An editable `ForEach`'s rows are `EditableCollectionContent` (its type says so, as
    /// SwiftUI's) and draw as the plain rows: nothing is edited in a still.
    @Test func editableRowsDrawAsPlainRows() {
        let rows = [Row(id: 1, name: "Milk"), Row(id: 2, name: "Eggs")]
        let editable: ForEach<Binding<[Row]>, Int, EditableCollectionContent<Text, [Row]>> =
            ForEach(.constant(rows), editActions: .all) { $row in Text(row.name) }
        let plain = List { ForEach(rows) { Text($0.name) } }.frame(width: 300, height: 200)
        #expect(ImageRenderer(content: List { editable }.frame(width: 300, height: 200)).displayList == ImageRenderer(content: plain).displayList)
        #expect(drawnStrings(List { editable }, 300, 200) == ["Milk", "Eggs"])
    }

    struct Node: Identifiable { let id: Int; let name: String; var children: [Node]? }

    /// An outline's subgroups hold `OutlineSubgroupChildren` (Apple's type name): the tree draws
    /// its top rows, its disclosure groups resting collapsed.
    @Test func outlineSubgroupsHoldTheirChildren() {
        let tree = [Node(id: 1, name: "Fruit", children: [Node(id: 2, name: "Apple", children: nil)]), Node(id: 3, name: "Bread", children: nil)]
        let outline = List { OutlineGroup(tree, children: \.children) { Text($0.name) } }
        #expect(drawnStrings(outline, 300, 200) == ["Fruit", "Bread"])
        #expect(String(describing: OutlineSubgroupChildren.self) == "OutlineSubgroupChildren")
    }

    struct NotesApp: App {
        var body: some Scene {
            WindowGroup("Notes", for: Int.self) { $id in Text(id.map { "Note \($0)" } ?? "No note") }
        }
    }

    struct DefaultNoteApp: App {
        var body: some Scene {
            WindowGroup(for: Int.self) { $id in Text("Note \(id)") } defaultValue: { 7 }
        }
    }

    /// A window group for values presents `PresentedWindowContent`: the first window shows its
    /// content with no value (as at launch), or with the default value.
    @Test @MainActor func windowGroupsForValuesShowTheirFirstWindow() {
        let scene: WindowGroup<PresentedWindowContent<Int, Text>> = WindowGroup(for: Int.self) { _ in Text("x") }
        _ = scene
        #expect(drawnStrings(NotesApp().rootView, 300, 100) == ["No note"])
        #expect(drawnStrings(DefaultNoteApp().rootView, 300, 100) == ["Note 7"])
    }

    /// `ShareLink(item:)`'s label type is Apple's `DefaultShareLinkLabel`: "Share" after the
    /// share symbol.
    @Test func shareLinksDefaultLabelHasApplesName() {
        let link: ShareLink<DefaultShareLinkLabel> = ShareLink(item: URL(string: "https://example.com")!)
        #expect(drawnStrings(link, 200, 44).contains("Share"))
    }

    /// Among a bar's toolbar items the default label is the share symbol alone, as iOS shows
    /// every label there: the item's title is not drawn and the item is narrower than the
    /// same link in the content, whose "Share" is drawn.
    @Test(.designEra(.iOS26)) func shareLinkInAToolbarShowsItsSymbolAlone() {
        let url = URL(string: "https://example.com")!
        let screen = NavigationStack {
            ShareLink(item: url).id("body")
                .navigationTitle("Profile").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { ShareLink(item: url).id("bar") } }
        }
        let layout = ViewLayout(of: screen, in: CGSize(width: 402, height: 300))
        #expect(drawnStrings(layout.displayList.items).filter { $0 == "Share" }.count == 1)
        let bar = layout.frame(of: "bar"), body = layout.frame(of: "body")
        #expect(bar != nil && body != nil)
        #expect((bar?.width ?? 99) < 30 && (body?.width ?? 0) > 60, "\(String(describing: bar)) \(String(describing: body))")
    }

    /// The default label is a `Label`, so label styles apply to it as on iOS: `.iconOnly` draws
    /// the share symbol alone (no "Share", the width of `Image(systemName:
    /// "square.and.arrow.up")`), `.titleOnly` the title alone (as wide as `Text("Share")`).
    @Test func shareLinksDefaultLabelFollowsTheLabelStyle() {
        let url = URL(string: "https://example.com")!
        let icon = ViewLayout(of: ShareLink(item: url).labelStyle(.iconOnly).id("link"), in: CGSize(width: 300, height: 100))
        let symbol = ViewLayout(of: Image(systemName: "square.and.arrow.up").id("link"), in: CGSize(width: 300, height: 100))
        #expect(!drawnStrings(icon.displayList.items).contains("Share"))
        #expect(icon.frame(of: "link")?.width == symbol.frame(of: "link")?.width)
        #expect((symbol.frame(of: "link")?.width ?? 0) > 10)
        let title = ViewLayout(of: ShareLink(item: url).labelStyle(.titleOnly).id("link"), in: CGSize(width: 300, height: 100))
        let text = ViewLayout(of: Text("Share").id("link"), in: CGSize(width: 300, height: 100))
        #expect(drawnStrings(title.displayList.items) == ["Share"])
        #expect(title.frame(of: "link")?.width == text.frame(of: "link")?.width)
    }
}
