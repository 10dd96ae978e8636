import Cairn
import CairnCairo
import CairnTestSupport
import Foundation
import Testing

/// The strings of every text run in a view laid out on a 390 × 600 canvas, in drawing order.
private func texts<V: View>(_ view: V) -> [String] {
    func walk(_ items: [DisplayList.Item]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .text(let run, _): return [run.string]
            case .group(let g): return walk(g.content.items)
            default: return []
            }
        }
    }
    return walk(ViewLayout(of: view, in: CGSize(width: 390, height: 600)).displayList.items)
}

/// The top-leading corners of the text runs a view draws on a 390 × 600 canvas, by string.
private func textOrigins<V: View>(_ view: V) -> [String: [CGPoint]] {
    var found: [String: [CGPoint]] = [:]
    func walk(_ items: [DisplayList.Item], _ t: CGAffineTransform) {
        for item in items {
            switch item {
            case .text(let run, let origin):
                found[run.string, default: []].append(origin.applying(t))
            case .group(let g): walk(g.content.items, g.transform.concatenating(t))
            default: break
            }
        }
    }
    walk(ViewLayout(of: view, in: CGSize(width: 390, height: 600)).displayList.items, .identity)
    return found
}

/// NavigationPaths.swift, compiled against `Cairn` only.
@Suite(.designEra(.iOS17)) struct PastedNavigationTests {
    /// An empty path shows the root list; a path of one book shows that book's detail under
    /// a large title (inherited from the root's), with "‹ Books" to go back.
    @Test func anArrayPathShowsItsTopDestination() {
        #expect(texts(BookShelf()) == ["Dune", "Solaris", "Books"])
        let pushed = texts(BookShelf(path: [shelf[0]]))
        #expect(pushed.contains("Frank Herbert") && pushed.contains("Books") && !pushed.contains("Solaris"))
        let origins = textOrigins(BookShelf(path: [shelf[0]]))
        // The large title in the second row (44 to 96 points), 16 points in.
        #expect(origins["Dune", default: []].contains { $0.y > 44 && $0.y < 96 && close($0.x, 16, 1) })
        // The back title in the first row, after the chevron: the button starts 8 points in
        // (16 − 8), its title a chevron and 5 points further.
        #expect(origins["Books"]?.count == 1)
        #expect(origins["Books", default: []].contains { $0.y < 44 && $0.x > 16 && $0.x < 40 })
        // Two books deep: the second's detail, its back button titled by the first's.
        let deeper = texts(BookShelf(path: shelf))
        #expect(deeper.contains("Stanisław Lem") && deeper.contains("Dune") && !deeper.contains("Books"))
        // `navigationBarBackButtonHidden()`: no back title.
        #expect(!texts(BookShelf(path: [shelf[0]], hidesBack: true)).contains("Books"))
    }

    /// A `NavigationPath` holds values of any hashable type; each finds its own destination,
    /// and a value no destination takes pushes nothing.
    @Test func aTypeErasedPathFindsEachValuesDestination() {
        var path = NavigationPath()
        #expect(path.isEmpty && path.count == 0)
        path.append(shelf[1])
        path.append(7)
        #expect(path.count == 2)
        let top = texts(MixedShelf(path: path))
        #expect(top.contains("Shelf 7") && top.contains("Solaris") && !top.contains("Root"))
        path.removeLast()
        #expect(texts(MixedShelf(path: path)).contains("Stanisław Lem"))
        path.removeLast(5)  // more than it holds: emptied, where SwiftUI traps
        #expect(path.isEmpty && texts(MixedShelf(path: path)).contains("Root"))
        #expect(texts(MixedShelf(path: NavigationPath(["unmapped string"]))).contains("Root"))
        #expect(NavigationPath([1, 2]) == NavigationPath([1, 2]) && NavigationPath([1]) != NavigationPath([2]))
    }

    /// `navigationDestination(isPresented: true)`: the destination shows, inline as it asks,
    /// its back button titled "Settings".
    @Test func aPresentedDestinationIsPushed() {
        let shown = texts(PresentedSettings())
        #expect(shown.contains("About this app") && shown.contains("Settings") && !shown.contains("Settings root"))
        // The inline title in the first row, centred: its run starts left of the middle.
        #expect(textOrigins(PresentedSettings())["About", default: []].contains { $0.y < 44 && $0.x > 150 && $0.x < 195 })
    }

    /// SwiftUI's offset helpers, against a hand computation: removing offsets {0, 2} of
    /// A B C D E leaves B D E; moving {1, 3} to 0 gives B D A C E; moving {0} to 3 gives
    /// B C A D E; moving to the end (5) gives B C D E A; offsets out of range are ignored.
    @Test func offsetHelpersMatchSwiftUIs() {
        var a = ["A", "B", "C", "D", "E"]
        a.remove(atOffsets: IndexSet([0, 2]))
        #expect(a == ["B", "D", "E"])
        var b = ["A", "B", "C", "D", "E"]
        b.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
        #expect(b == ["B", "D", "A", "C", "E"])
        var c = ["A", "B", "C", "D", "E"]
        c.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(c == ["B", "C", "A", "D", "E"])
        var d = ["A", "B", "C", "D", "E"]
        d.move(fromOffsets: IndexSet([0]), toOffset: 5)
        #expect(d == ["B", "C", "D", "E", "A"])
        var e = ["A", "B"]
        e.move(fromOffsets: IndexSet([7]), toOffset: -3)
        e.remove(atOffsets: IndexSet([9]))
        #expect(e == ["A", "B"])
        #expect(texts(EditableNames()) == ["Ada", "Brian", "Chris", "Dana", "Eve"])
    }

    /// `TextField(axis: .vertical).lineLimit(3...5)`: an empty composer is three body lines
    /// tall (the same as a three-line `Text`), where a one-line field is one line tall.
    @Test func aVerticalFieldReservesItsRangesLowerBound() {
        let size = CGSize(width: 300, height: 400)
        let field = ViewLayout(of: Composer(), in: size).size
        let three = ViewLayout(of: Text("a\nb\nc").frame(maxWidth: .infinity), in: size).size
        let one = ViewLayout(of: TextField("Message", text: .constant("")), in: size).size
        #expect(field.height == three.height)
        #expect(field.height > 2.5 * one.height)
        // On text: `2...4` reserves two lines and shows at most four, `...2` shows at most two
        // and reserves none, `3...` reserves three.
        let long = String(repeating: "word ", count: 60)
        func height<V: View>(_ v: V) -> CGFloat { ViewLayout(of: v, in: size).size.height }
        #expect(height(Text("one").lineLimit(2...4)) == height(Text("one\ntwo")))
        #expect(height(Text(long).lineLimit(2...4)) == height(Text(long).lineLimit(4)))
        #expect(height(Text(long).lineLimit(...2)) == height(Text(long).lineLimit(2)))
        #expect(height(Text("one").lineLimit(...2)) == height(Text("one")))
        #expect(height(Text("one").lineLimit(3...)) == height(Text("a\nb\nc")))
    }
}
