import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `NavigationSplitView` collapses to one stack on an iPhone; `OutlineGroup` and
/// `List(_:children:)` draw collapsed disclosure groups.
@Suite(.designEra(.iOS17)) struct SplitAndOutlineTests {
    struct Node: Identifiable {
        let name: String
        var children: [Node]? = nil
        var id: String { name }
    }
    static let tree = [
        Node(name: "Documents", children: [Node(name: "Taxes"), Node(name: "Letters")]),
        Node(name: "Photos"),
        Node(name: "Empty", children: []),
    ]

    func png<V: View>(_ view: V) throws -> Data {
        let r = ImageRenderer(content: view.frame(width: 390, height: 500))
        r.scale = 2
        return try r.pngData()
    }

    /// The sidebar column's lists take the sidebar style (Apple's HIG, "Split views": the
    /// primary column uses "the sidebar appearance"): the collapsed split view draws the same
    /// bytes as a stack holding the list in `.sidebar` (its `Label` icons in the accent
    /// colour, (0, 122, 255) under iOS 17) and not those of the inset-grouped list. A style
    /// set on the list, or on the split view, wins; `.automatic` is the column's default.
    @Test func theSidebarColumnsListsTakeTheSidebarStyle() throws {
        func rows() -> some View {
            List { Label("Inbox", systemImage: "tray.fill"); Label("Sent", systemImage: "paperplane.fill") }.navigationTitle("Mailboxes")
        }
        func split<S: View>(_ sidebar: S) -> some View {
            NavigationSplitView { sidebar } detail: { Text("Pick a mailbox") }
        }
        let sidebarStack = try png(NavigationStack { rows().listStyle(.sidebar) })
        let groupedStack = try png(NavigationStack { rows().listStyle(.insetGrouped) })
        #expect(sidebarStack != groupedStack)
        #expect(try png(split(rows())) == sidebarStack)
        #expect(try png(split(rows().listStyle(.automatic))) == sidebarStack)
        #expect(try png(split(rows().listStyle(.insetGrouped))) == groupedStack)
        #expect(try png(split(rows()).listStyle(.insetGrouped)) == groupedStack)
        // Three columns: the sidebar column, not the content column, is styled.
        let three = NavigationSplitView { rows() } content: { Text("Messages") } detail: { Text("Message") }
        #expect(try png(three) == sidebarStack)
        // Outside a split view `.automatic` stays inset grouped.
        #expect(try png(NavigationStack { rows().listStyle(.automatic) }) == groupedStack)
        #expect(try png(NavigationStack { rows() }) == groupedStack)
        // The icons: accent blue in the split view's sidebar.
        let renderer = ImageRenderer(content: split(rows()).frame(width: 390, height: 500))
        renderer.scale = 2
        let bitmap = try renderer.bitmap()
        var blue = 0
        for y in 0..<bitmap.height {
            for x in 0..<200 where zip(rgba(bitmap, x, y), [0, 122, 255, 255]).allSatisfy({ abs($0 - $1) <= 2 }) { blue += 1 }
        }
        #expect(blue > 100)
    }

    @Test func splitViewCollapsesToTheSidebarStack() throws {
        let split = NavigationSplitView {
            List { Text("Inbox"); Text("Sent") }.navigationTitle("Mailboxes")
        } detail: {
            Text("Pick a mailbox").id("detail")
        }
        let stack = NavigationStack { List { Text("Inbox"); Text("Sent") }.navigationTitle("Mailboxes") }
        #expect(try png(split) == png(stack))
        #expect(ViewLayout(of: split, in: CGSize(width: 390, height: 500)).frame(of: "detail") == nil)
        // Three columns, styles and widths: still the sidebar.
        let three = NavigationSplitView(columnVisibility: .constant(.all)) {
            List { Text("Inbox"); Text("Sent") }.navigationTitle("Mailboxes").navigationSplitViewColumnWidth(240)
        } content: { Text("Messages") } detail: { Text("Message") }
            .navigationSplitViewStyle(.balanced)
        #expect(try png(three) == png(stack))
        // `preferredCompactColumn: .detail` shows the detail column, filling the stack below a
        // 44-point bar (no title): the text centred in 390 × 456.
        let detail = NavigationSplitView(columnVisibility: .constant(.automatic), preferredCompactColumn: .constant(.detail)) {
            Text("Sidebar").id("sidebar")
        } detail: {
            Color.red.id("detail")
        }
        let l = ViewLayout(of: detail.frame(width: 390, height: 500), in: CGSize(width: 390, height: 500))
        #expect(l.frame(of: "sidebar") == nil)
        #expect(l.frame(of: "detail") == CGRect(x: 0, y: 44, width: 390, height: 456))
    }

    @Test func outlinesAreCollapsedDisclosureGroups() throws {
        let outline = List(Self.tree, children: \.children) { Text($0.name).id($0.name) }
        let l = ViewLayout(of: outline.frame(width: 390, height: 500), in: CGSize(width: 390, height: 500))
        for name in ["Documents", "Photos", "Empty"] { #expect(l.frame(of: name) != nil, "\(name)") }
        for name in ["Taxes", "Letters"] { #expect(l.frame(of: name) == nil, "\(name)") }
        // Rows 44 apart, as three plain rows are.
        let a = try #require(l.frame(of: "Documents")), b = try #require(l.frame(of: "Photos"))
        #expect(b.midY - a.midY == 44)
        let explicit = List {
            DisclosureGroup { Text("Taxes"); Text("Letters") } label: { Text("Documents").id("Documents") }
            Text("Photos").id("Photos")
            Text("Empty").id("Empty")
        }
        #expect(try png(outline) == png(explicit))
        let group = List { OutlineGroup(Self.tree, children: \.children) { Text($0.name).id($0.name) } }
        #expect(try png(group) == png(explicit))
        let root = List { OutlineGroup(Self.tree[0], children: \.children) { Text($0.name) } }
        let rootExplicit = List { DisclosureGroup { Text("Taxes"); Text("Letters") } label: { Text("Documents") } }
        #expect(try png(root) == png(rootExplicit))
    }

    /// A deep tree (1,000 levels) resolves only what is drawn: one collapsed row.
    @Test func deepTreesDoNotHang() throws {
        var node = Node(name: "leaf")
        for i in 0..<1000 { node = Node(name: "n\(i)", children: [node]) }
        let l = ViewLayout(of: List([node], children: \.children) { Text($0.name).id($0.name) }, in: CGSize(width: 390, height: 300))
        #expect(l.frame(of: "n999") != nil)
        #expect(l.frame(of: "n998") == nil)
        #expect(try png(List([Node](), children: \.children) { Text($0.name) }) == png(List { EmptyView() }))
    }
}
