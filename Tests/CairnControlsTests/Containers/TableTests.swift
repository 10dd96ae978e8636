import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `Table`: on an iPhone (compact) only the first column, without headers, as Apple documents;
/// in a regular size class every column, under a row of titles.
@Suite(.designEra(.iOS17)) struct TableTests {
    struct Person: Identifiable {
        let given: String
        let family: String
        let age: Int
        var id: String { given }
    }
    static let people = [Person(given: "Juan", family: "Chavez", age: 31), Person(given: "Mei", family: "Chen", age: 27),
                         Person(given: "Tom", family: "Clark", age: 45)]
    static let size = CGSize(width: 390, height: 400)

    func png<V: View>(_ view: V, width: CGFloat = 390) throws -> Data {
        let r = ImageRenderer(content: view.frame(width: width, height: 400))
        r.scale = 2
        return try r.pngData()
    }

    /// A table with an id on every cell: "g-Juan", "f-Juan", "a-Juan"…
    var table: some View {
        Table(Self.people) {
            TableColumn("Given") { Text($0.given).id("g-\($0.given)") }
            TableColumn("Family") { Text($0.family).id("f-\($0.given)") }
            TableColumn("Age") { Text("\($0.age)").id("a-\($0.given)") }
        }
    }

    /// Compact: the first column's cells as a plain list, byte for byte, and nothing of the others.
    @Test func compactTablesShowTheFirstColumnOnly() throws {
        let l = ViewLayout(of: table.frame(width: 390, height: 400), in: Self.size)
        for p in Self.people {
            #expect(l.frame(of: "g-\(p.given)") != nil)
            #expect(l.frame(of: "f-\(p.given)") == nil)
            #expect(l.frame(of: "a-\(p.given)") == nil)
        }
        // Plain rows of one line are 44 apart (iOS 17's minimum row height), from the top:
        // no header row.
        let a = try #require(l.frame(of: "g-Juan")), b = try #require(l.frame(of: "g-Mei"))
        #expect(b.midY - a.midY == 44)
        #expect(a.midY == 22)
        let list = List { ForEach(Self.people) { Text($0.given).id("g-\($0.given)") } }.listStyle(.plain)
        #expect(try png(table) == png(list))
        // `value:` columns draw the string.
        let valued = Table(Self.people) { TableColumn("Given", value: \.given); TableColumn("Family", value: \.family) }
        #expect(try png(valued) == png(List { ForEach(Self.people) { Text($0.given) } }.listStyle(.plain)))
        // The headers modifier and the styles change nothing on an iPhone.
        #expect(try png(table.tableColumnHeaders(.visible).tableStyle(.inset)) == png(list))
    }

    /// Rows listed with `TableRow`, `ForEach` and conditions draw as the same rows from data;
    /// selections and sort orders draw nothing more.
    @Test func listedRowsSelectionsAndSortOrders() throws {
        let showTom = true
        let listed = Table(of: Person.self) {
            TableColumn("Given", value: \.given)
        } rows: {
            TableRow(Self.people[0])
            ForEach(Self.people[1...1]) { TableRow($0) }
            if showTom { TableRow(Self.people[2]) }
        }
        let data = Table(Self.people) { TableColumn("Given", value: \.given) }
        let expected = try png(data)
        #expect(try png(listed) == expected)
        #expect(try png(Table(Self.people, selection: .constant(Set<String>(["Mei"]))) { TableColumn("Given", value: \.given) }) == expected)
        #expect(try png(Table(Self.people, selection: .constant(Optional("Mei"))) { TableColumn("Given", value: \.given) }) == expected)
        let sorted = Table(Self.people, sortOrder: .constant([KeyPathComparator(\Person.age, order: .reverse)])) {
            TableColumn("Given", value: \.given)
            TableColumn("Age", value: \.age) { Text("\($0.age)") }
        }
        // Drawn in the data's order, as SwiftUI (the app sorts when the order changes).
        #expect(try png(sorted) == expected)
    }

    /// Regular: columns side by side, 16 apart, flexible ones sharing what the fixed ones
    /// leave; titles in a first row.
    @Test func regularTablesDrawEveryColumnUnderTitles() throws {
        let width: CGFloat = 700
        let regular = Table(Self.people) {
            TableColumn("Given") { Text($0.given).id("g-\($0.given)") }
            TableColumn("Family") { Text($0.family).id("f-\($0.given)") }
            TableColumn("Age") { Text("\($0.age)").id("a-\($0.given)") }.width(100).alignment(.numeric)
        }
        .environment(\.horizontalSizeClass, .regular)
        let l = ViewLayout(of: regular.frame(width: width, height: 400), in: CGSize(width: width, height: 400))
        let g = try #require(l.frame(of: "g-Juan")), f = try #require(l.frame(of: "f-Juan")), a = try #require(l.frame(of: "a-Juan"))
        // The cells are their texts, aligned in their columns: the given name at the row's
        // leading inset, the family name one flexible column (+16) later, the age trailing in
        // the 100-point column that ends at the row's trailing inset.
        let inset = g.minX
        let flexible = (width - 2 * inset - 100 - 2 * 16) / 2
        #expect(abs(f.minX - (inset + flexible + 16)) < 0.01)
        #expect(abs(a.maxX - (width - inset)) < 0.01)
        #expect(abs(g.midY - f.midY) < 0.01 && abs(g.midY - a.midY) < 0.01)
        // Every row has all three cells.
        for p in Self.people { #expect(l.frame(of: "a-\(p.given)") != nil) }
        // The title row comes first: the first data row is one 44-point row lower than in a
        // compact table; hiding the titles puts it back at the top.
        #expect(abs(g.midY - (22 + 44)) < 0.001)
        let hidden = ViewLayout(of: regular.tableColumnHeaders(.hidden).frame(width: width, height: 400), in: CGSize(width: width, height: 400))
        #expect(hidden.frame(of: "g-Juan")?.midY == 22)
        // Hidden columns are left out.
        let twoColumns = Table(Self.people) {
            TableColumn("Given") { Text($0.given).id("g-\($0.given)") }
            TableColumn("Family") { Text($0.family).id("f-\($0.given)") }.defaultVisibility(.hidden)
        }.environment(\.horizontalSizeClass, .regular)
        let t = ViewLayout(of: twoColumns.frame(width: width, height: 400), in: CGSize(width: width, height: 400))
        #expect(t.frame(of: "g-Juan") != nil && t.frame(of: "f-Juan") == nil)
    }

    /// Columns from data (`TableColumnForEach`) draw as the same columns written out; a long
    /// cell stays on one line in a regular table.
    @Test func dynamicColumnsAndOneLineCells() throws {
        let keys = ["given", "family"]
        let dynamic = Table(Self.people) {
            TableColumnForEach(keys, id: \.self) { key in
                TableColumn(key) { (p: Person) in Text(key == "given" ? p.given : p.family) }
            }
        }
        let written = Table(Self.people) {
            TableColumn("given") { Text($0.given) }
            TableColumn("family") { Text($0.family) }
        }
        for sizeClass: UserInterfaceSizeClass in [.compact, .regular] {
            #expect(try png(dynamic.environment(\.horizontalSizeClass, sizeClass), width: 700)
                    == png(written.environment(\.horizontalSizeClass, sizeClass), width: 700))
        }
        let long = [Person(given: String(repeating: "Wide ", count: 60), family: "Chen", age: 1)]
        let table = Table(long) {
            TableColumn("Given") { Text($0.given).id("long") }
            TableColumn("Family") { Text($0.family).id("short") }
        }.environment(\.horizontalSizeClass, .regular)
        let l = ViewLayout(of: table.frame(width: 700, height: 400), in: CGSize(width: 700, height: 400))
        let a = try #require(l.frame(of: "long")), b = try #require(l.frame(of: "short"))
        #expect(a.height == b.height)
        #expect(a.width <= (700 - 16) / 2)
    }

    /// Outlines: a compact table of a tree is the first column's `List(_:children:)`.
    @Test func hierarchicalTables() throws {
        struct Node: Identifiable { let name: String; var children: [Node]? = nil; var id: String { name } }
        let tree = [Node(name: "Documents", children: [Node(name: "Taxes")]), Node(name: "Photos")]
        let table = Table(tree, children: \.children) { TableColumn("Name", value: \.name); TableColumn("Kind") { _ in Text("Folder") } }
        #expect(try png(table) == png(List(tree, children: \.children) { Text($0.name) }.listStyle(.plain)))
    }

    /// Hostile widths, no columns, no rows: a drawing, never a crash.
    @Test func hostileInputDraws() throws {
        for w: CGFloat in [.nan, -50, .infinity, 1e12, 0] {
            let t = Table(Self.people) {
                TableColumn("Given", value: \.given).width(w)
                TableColumn("Family", value: \.family).width(min: w, ideal: w, max: w)
            }
            for sizeClass: UserInterfaceSizeClass in [.compact, .regular] {
                #expect(try !png(t.environment(\.horizontalSizeClass, sizeClass)).isEmpty)
            }
        }
        let empty = Table([Person]()) { TableColumn("Given", value: \.given) }
        #expect(try png(empty) == png(List { EmptyView() }.listStyle(.plain)))
        // Content whose body is itself forever makes no rows or columns, not a stack overflow.
        struct Forever: TableRowContent {
            typealias TableRowValue = Person
            var tableRowBody: Forever { return Forever() }
        }
        struct ForeverColumn: TableColumnContent {
            typealias TableRowValue = Person
            typealias TableColumnSortComparator = Never
            var tableColumnBody: ForeverColumn { return ForeverColumn() }
        }
        let forever = Table(of: Person.self) { ForeverColumn(); TableColumn("Given", value: \.given) } rows: { Forever(); TableRow(Self.people[0]) }
        #expect(try png(forever) == png(Table([Self.people[0]]) { TableColumn("Given", value: \.given) }))
        struct Empty: TableColumnContent { var tableColumnBody: some TableColumnContent<Person, Never> { TableColumn("Given", value: \.given).defaultVisibility(.hidden) } }
        #expect(try !png(Table(Self.people) { Empty() }.environment(\.horizontalSizeClass, .regular)).isEmpty)
    }
}
