import Cairn
import Foundation
import Testing
import CairnTestSupport

/// What reaches under a navigation bar: `ignoresSafeArea` and a shape-style `background`
/// (Apple: "By default, the background ignores safe area insets on all edges") extend views
/// that touch the bar's edge up under it, laid out at the larger size, and nothing else moves.
/// Bar geometry as in the other navigation suites: a 44-point row and a 52-point large-title
/// area, so content starts at 96 under a large title and at 44 under an inline one. Also:
/// labels in toolbar items show only their icon.
@MainActor @Suite(.designEra(.iOS17)) struct SafeAreaUnderBarTests {
    /// The RGB of `view` framed `w` × `h` at scale 1.
    func render<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) throws -> (Int, Int) -> [Int] {
        let b = try ImageRenderer(content: view.frame(width: w, height: h)).bitmap()
        return { x, y in Array(rgba(b, x, y)[0..<3]) }
    }

    let orange = [255, 149, 0]  // iOS 17's .orange
    let white = [255, 255, 255]

    /// `Color.orange.ignoresSafeArea()` as a ZStack's bottom layer under a large title: the
    /// colour's frame grows from (0, 96, 300, 304) to (0, 0, 300, 400); the ZStack and the
    /// text keep theirs.
    @Test func ignoringViewGrowsUnderTheBar() {
        let view = NavigationStack {
            ZStack {
                Color.orange.id("bg").ignoresSafeArea()
                Text("Hi").id("text")
            }
            .id("stack")
            .navigationTitle("Title")
        }
        let l = layOut(view, 300, 400)
        expectFrame(l, "bg", rect(0, 0, 300, 400))
        expectFrame(l, "stack", rect(0, 96, 300, 304))
        let text = l.frame(of: "text")!
        #expect(abs(text.midY - (96 + 304 / 2)) < 0.01, "\(text)")
    }

    /// Only the edges asked for, only the container region: `.keyboard` and `edges: .bottom`
    /// leave the colour where it was; an inline title's bar is 44 tall.
    @Test func edgesAndRegionsAreHonoured() {
        func frame(_ modifier: (Color) -> AnyView, inline: Bool = false) -> CGRect? {
            let view = NavigationStack {
                modifier(Color.orange)
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(inline ? .inline : .automatic)
            }
            return layOut(view, 300, 400).frame(of: "bg")
        }
        #expect(frame({ AnyView($0.id("bg").ignoresSafeArea(.keyboard)) }) == rect(0, 96, 300, 304))
        #expect(frame({ AnyView($0.id("bg").ignoresSafeArea(edges: .bottom)) }) == rect(0, 96, 300, 304))
        #expect(frame({ AnyView($0.id("bg").ignoresSafeArea(edges: .top)) }) == rect(0, 0, 300, 400))
        #expect(frame({ AnyView($0.id("bg").ignoresSafeArea()) }, inline: true) == rect(0, 0, 300, 400))
        #expect(frame({ AnyView($0.id("bg").edgesIgnoringSafeArea(.all)) }) == rect(0, 0, 300, 400))
    }

    /// A view that does not touch the bar's edge stays put: 20 points of padding keep the
    /// colour at y = 116, and content smaller than the space (centred) reaches nothing.
    @Test func onlyViewsTouchingTheEdgeExtend() {
        let padded = NavigationStack {
            Color.orange.id("bg").ignoresSafeArea().padding(20).navigationTitle("Title")
        }
        expectFrame(layOut(padded, 300, 400), "bg", rect(20, 116, 260, 264))
        let small = NavigationStack {
            Color.orange.id("bg").ignoresSafeArea().frame(width: 100, height: 100).navigationTitle("Title")
        }
        // Centred in the 304 points under the bar: y = 96 + (304 − 100) / 2 = 198.
        expectFrame(layOut(small, 300, 400), "bg", rect(100, 198, 100, 100))
    }

    /// Outside a navigation bar there is nothing to extend into (a render has no status bar).
    @Test func noBarNoChange() {
        let view = VStack { Color.orange.id("bg").ignoresSafeArea() }
        expectFrame(layOut(view, 300, 400), "bg", rect(0, 0, 300, 400))
        let framed = Color.orange.id("bg").ignoresSafeArea().frame(width: 100, height: 50)
        expectFrame(layOut(framed, 300, 400), "bg", rect(100, 175, 100, 50))
    }

    /// Scroll views and lists inset their content: a background inside the scroll content
    /// does not go under the bar, a background on the scroll view does.
    @Test func scrollContentIsNotExtended() throws {
        let inside = NavigationStack {
            ScrollView { Color.orange.frame(height: 50).id("row").ignoresSafeArea() }.navigationTitle("Title")
        }
        expectFrame(layOut(inside, 300, 400), "row", rect(0, 96, 300, 50))
        let px = try render(NavigationStack {
            ScrollView { Text("A").frame(maxWidth: .infinity) }.navigationTitle("Title").background(.orange)
        }, 300, 400)
        // The bar's row (y 20) and the large title's area left of the title (x 290, y 60).
        #expect(px(150, 20) == orange, "\(px(150, 20))")
        #expect(px(290, 60) == orange, "\(px(290, 60))")
        #expect(px(150, 300) == orange, "\(px(150, 300))")
        // Without the flexible frame the scroll view is only as wide as "A" (SwiftUI Field
        // Guide), so its background is a centred column.
        let narrow = try render(NavigationStack {
            ScrollView { Text("A") }.navigationTitle("Title").background(.orange)
        }, 300, 400)
        #expect(narrow(150, 300) == orange && narrow(290, 60) == white && narrow(20, 300) != orange)
    }

    /// The shape-style `background` extends under the bar, the view-builder one does not
    /// (SwiftUI's `background(alignment:content:)` has no safe-area parameter), and
    /// `ignoresSafeAreaEdges: []` keeps it in place. Pixels over the bar's row at y = 20.
    @Test func shapeStyleBackgroundsExtend() throws {
        func bar<V: View>(_ content: V) throws -> [Int] {
            try render(NavigationStack { content.navigationTitle("Title") }, 300, 400)(150, 20)
        }
        let fill = Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
        #expect(try bar(fill.background(.orange)) == orange)
        #expect(try bar(fill.background { Color.orange }) == white)
        #expect(try bar(fill.background { Color.orange.ignoresSafeArea() }) == orange)
        #expect(try bar(fill.background(.orange, ignoresSafeAreaEdges: [])) == white)
        #expect(try bar(fill.background(.orange, ignoresSafeAreaEdges: .bottom)) == white)
        // `Color` is both a view and a shape style; as in SwiftUI's interface (whose view
        // form is `@_disfavoredOverload`), `.background(Color.orange)` takes the shape-style
        // form and extends; the view form, asked for by `alignment:`, does not.
        #expect(try bar(fill.background(Color.orange)) == orange)
        #expect(try bar(fill.background(Color(red: 1, green: 149 / 255, blue: 0))) == orange)
        #expect(try bar(fill.background(Color.orange, alignment: .center)) == white)
        // An inset-grouped list with its background hidden shows the colour under the bar.
        let list = List { Text("Row") }.scrollContentBackground(.hidden).background(.orange)
        #expect(try bar(list) == orange)
    }

    /// A view laid out at the larger size: a vertical gradient from red to blue spans the
    /// whole 400 points, so its middle colour sits at y = 200, not at 96 + 304 / 2 = 248.
    @Test func extendedViewsAreLaidOutAtTheLargerSize() throws {
        let px = try render(NavigationStack {
            LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
                .navigationTitle("")
                .toolbarTitleDisplayMode(.inline)
        }, 300, 400)
        // Black to white over 0...400 (sampled at pixel centres): y = 199.5 is the midpoint.
        let mid = px(5, 199)[0]
        #expect(abs(mid - 127) <= 2, "\(px(5, 199))")
        #expect(px(5, 0)[0] <= 1, "\(px(5, 0))")
    }

    /// Labels in toolbar items show only the icon, as on iOS: a `Button(_:systemImage:)` in the
    /// bar is as wide as its symbol, where outside a toolbar it also shows the title; an
    /// explicit `.labelStyle(.titleAndIcon)` still shows both.
    @Test func toolbarLabelsShowTheirIcon() {
        func width<V: View>(_ item: V) -> CGFloat {
            let view = NavigationStack {
                Color.clear.navigationTitle("T").toolbar { ToolbarItem(placement: .topBarTrailing) { item.id("item") } }
            }
            return layOut(view, 390, 400).frame(of: "item")!.width
        }
        let icon = layOut(Image(systemName: "plus").fixedSize().id("i"), 300, 300).frame(of: "i")!.width
        let both = layOut(Button("Add", systemImage: "plus") {}.fixedSize().id("b"), 300, 300).frame(of: "b")!.width
        #expect(abs(width(Button("Add", systemImage: "plus") {}) - icon) < 0.01)
        #expect(abs(width(Label("Add", systemImage: "plus")) - icon) < 0.01)
        #expect(both > icon + 20, "\(both) vs \(icon)")
        #expect(abs(width(Button("Add", systemImage: "plus") {}.labelStyle(.titleAndIcon)) - both) < 0.01)
        // Outside a toolbar, `.labelStyle(.iconOnly)` now applies to such a button too.
        let iconOnly = layOut(Button("Add", systemImage: "plus") {}.labelStyle(.iconOnly).fixedSize().id("b"), 300, 300).frame(of: "b")!.width
        #expect(abs(iconOnly - icon) < 0.01)
    }

    /// `GeometryProxy.safeAreaInsets` reports what the bar covers beyond the reader: 96 under
    /// a large title, 44 under an inline one, 0 for a reader 20 points down (it does not touch
    /// the bar), 0 for one that itself ignores the safe area (it already reaches y = 0), and 0
    /// at the root of an image (no status bar). The probe's height is the top inset.
    @Test func geometryProxyReportsTheBarsInsets() {
        func probe(_ reader: (AnyView) -> AnyView, inline: Bool = false, navigation: Bool = true) -> CGFloat? {
            let geo = AnyView(GeometryReader { geo in
                Color.orange.frame(width: 10, height: geo.safeAreaInsets.top + geo.safeAreaInsets.bottom).id("probe")
            })
            let content = reader(geo)
            if !navigation { return layOut(content, 300, 400).frame(of: "probe")?.height }
            let view = NavigationStack {
                content.navigationTitle("Title").navigationBarTitleDisplayMode(inline ? .inline : .automatic)
            }
            return layOut(view, 300, 400).frame(of: "probe")?.height
        }
        #expect(probe { $0 } == 96)
        #expect(probe({ $0 }, inline: true) == 44)
        #expect(probe { AnyView($0.padding(.top, 20)) } == 0)
        #expect(probe { AnyView($0.ignoresSafeArea()) } == 0)
        #expect(probe { v in AnyView(VStack(spacing: 0) { v }) } == 96)
        #expect(probe({ $0 }, navigation: false) == 0)
    }

    /// Hostile numbers: a NaN-sized or huge container with an extending view lays out
    /// without a crash, and the extension never exceeds what the bar covers.
    @Test func hostileSizes() {
        for size in [CGSize(width: CGFloat.nan, height: CGFloat.nan), CGSize(width: 1e9, height: 1e9), .zero, CGSize(width: 10, height: 5)] {
            let view = NavigationStack { Color.orange.id("bg").ignoresSafeArea().navigationTitle("T") }
            let l = ViewLayout(of: view, in: size)
            if let f = l.frame(of: "bg"), f.minY.isFinite { #expect(f.minY >= 0, "\(f)") }
        }
    }
}
