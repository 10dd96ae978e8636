import Cairn
import CairnCairo
@testable import CairnViews
@testable import CairnControls
import Foundation
import Testing
import CairnTestSupport

/// The `presentation…` modifiers and the other presentations (`sheet(item:)`,
/// `fullScreenCover`, `popover`, `inspector`), on the 390 × 844 white screen of
/// `SheetPresentationTests`: a medium sheet spans y 382.56…844 (844 − 824 · 0.56).
@Suite(.designEra(.iOS17)) struct PresentationOptionsTests {
    typealias Screen<M: View> = SheetPresentationTests.Screen<M>
    static let canvas = CGSize(width: 390, height: 844)
    static let mediumTop = 844 - 824 * 0.56

    struct Item: Identifiable { let id: Int }

    func bitmap<V: View>(_ view: V) throws -> Bitmap { try ImageRenderer(content: view).bitmap() }
    func px(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] { PresentationTestSupport.rgb(b, x, y) }
    func near(_ a: [Int], _ b: [Int], _ tol: Int = 1) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tol } }
    func medium<V: View>(_ content: V) -> some View {
        Screen { $0.sheet(isPresented: .constant(true)) { content } }
    }

    /// The grabber: a 36 × 5 capsule 5 below the sheet's top, centred (x 177…213), in the
    /// tertiary label colour, gray (60, 60, 67) at 30 % over the white sheet:
    /// 255 − 0.3 · (255 − 60) = 196.5 and 255 − 0.3 · 188 = 198.6.
    @Test func dragIndicatorShowsWhenAskedOrWhenResizable() throws {
        let y = Int(Self.mediumTop + 5 + 2.5)
        let grabber = [196, 196, 199]
        let visible = try bitmap(medium(Text("S").presentationDetents([.medium]).presentationDragIndicator(.visible)))
        #expect(near(px(visible, 195, y), grabber, 2), "\(px(visible, 195, y))")
        #expect(px(visible, 170, y) == [255, 255, 255])     // beside it: the sheet
        // `.automatic`: shown with two detents, not with one.
        let two = try bitmap(medium(Text("S").presentationDetents([.medium, .large])))
        #expect(near(px(two, 195, y), grabber, 2))
        let one = try bitmap(medium(Text("S").presentationDetents([.medium])))
        #expect(px(one, 195, y) == [255, 255, 255])
        let hidden = try bitmap(medium(Text("S").presentationDetents([.medium, .large]).presentationDragIndicator(.hidden)))
        #expect(px(hidden, 195, y) == [255, 255, 255])
    }

    @Test func backgroundAndCornerRadiusStyleTheSheet() throws {
        let red = try bitmap(medium(Text("S").presentationDetents([.medium]).presentationBackground(Color(red: 1, green: 0, blue: 0))))
        #expect(px(red, 195, 800) == [255, 0, 0])
        // A view background, aligned at the bottom: a 100-point blue band at the sheet's
        // bottom; above it the background is clear, so the dimmed presenter shows (224.4).
        let band = try bitmap(medium(Text("S").presentationDetents([.medium])
            .presentationBackground(alignment: .bottom) { Color(red: 0, green: 0, blue: 1).frame(height: 100) }))
        #expect(px(band, 195, 800) == [0, 0, 255])
        #expect(near(px(band, 195, 700), [224, 224, 224]))
        // The corner (6, top + 6): inside the default radius 10, outside a radius of 30,
        // where the dimmed presenter (255 · 0.88) shows.
        let top = Int(Self.mediumTop.rounded(.up))
        let r10 = try bitmap(medium(Text("S").presentationDetents([.medium]).presentationBackground(Color(red: 1, green: 0, blue: 0))))
        #expect(px(r10, 6, top + 6) == [255, 0, 0])
        let r30 = try bitmap(medium(Text("S").presentationDetents([.medium]).presentationBackground(Color(red: 1, green: 0, blue: 0)).presentationCornerRadius(30)))
        #expect(near(px(r30, 6, top + 6), [224, 224, 224]), "\(px(r30, 6, top + 6))")
    }

    /// Dimmed: the white presenter under black at 0.12 (224.4); with background interaction
    /// enabled it stays white; enabled up through `.medium` it does for a medium sheet but
    /// not for a taller one.
    @Test func backgroundInteractionLeavesThePresenterUndimmed() throws {
        func presenter<V: View>(_ content: V) throws -> [Int] { px(try bitmap(medium(content)), 195, 100) }
        #expect(near(try presenter(Text("S").presentationDetents([.medium])), [224, 224, 224]))
        #expect(try presenter(Text("S").presentationDetents([.medium]).presentationBackgroundInteraction(.enabled)) == [255, 255, 255])
        #expect(try presenter(Text("S").presentationDetents([.medium]).presentationBackgroundInteraction(.enabled(upThrough: .medium))) == [255, 255, 255])
        #expect(near(try presenter(Text("S").presentationDetents([.fraction(0.8)]).presentationBackgroundInteraction(.enabled(upThrough: .medium))), [224, 224, 224]))
        #expect(near(try presenter(Text("S").presentationDetents([.medium]).presentationBackgroundInteraction(.disabled)), [224, 224, 224]))
    }

    @Test func optionsThatAStillCannotShowChangeNothing() throws {
        let plain = try PresentationTestSupport.png(medium(Text("S").presentationDetents([.medium])))
        let same = try PresentationTestSupport.png(medium(Text("S").presentationDetents([.medium])
            .presentationContentInteraction(.scrolls).presentationSizing(.form.fitted(horizontal: false, vertical: true))
            .interactiveDismissDisabled()))
        #expect(plain == same)
        // Outside a sheet the options change nothing.
        let screen = try PresentationTestSupport.png(Screen { $0 })
        #expect(try PresentationTestSupport.png(Screen { $0.presentationDragIndicator(.visible).presentationBackground(Color(red: 1, green: 0, blue: 0)).presentationCornerRadius(40) }) == screen)
    }

    @Test func itemSheetsPopoversAndInspectorsAreSheets() throws {
        let sheet = try PresentationTestSupport.png(Screen { $0.sheet(isPresented: .constant(true)) { Text("S") } })
        #expect(try PresentationTestSupport.png(Screen { $0.sheet(item: .constant(Item(id: 1))) { _ in Text("S") } }) == sheet)
        #expect(try PresentationTestSupport.png(Screen { $0.sheet(item: .constant(Item?.none)) { Text("S\($0.id)") } })
                == PresentationTestSupport.png(Screen { $0 }))
        #expect(try PresentationTestSupport.png(Screen { $0.popover(isPresented: .constant(true), arrowEdge: .bottom) { Text("S") } }) == sheet)
        #expect(try PresentationTestSupport.png(Screen { $0.popover(item: .constant(Item(id: 2)), attachmentAnchor: .point(.top)) { _ in Text("S") } }) == sheet)
        #expect(try PresentationTestSupport.png(Screen { $0.inspector(isPresented: .constant(true)) { Text("S") }.inspectorColumnWidth(300) }) == sheet)
        // The item builds the content.
        let l = ViewLayout(of: Screen { $0.sheet(item: .constant(Item(id: 7))) { Text("Item \($0.id)").id("t\($0.id)") } }, in: Self.canvas)
        #expect(l.frame(of: "t7") != nil)
    }

    /// A full screen cover fills the canvas (0, 0, 390, 844) on the system background with
    /// square corners; the presenter is not seen, nor dimmed, nor scaled.
    @Test func fullScreenCoverCoversTheCanvas() throws {
        let screen = Screen { $0.background(Color(red: 1, green: 0, blue: 0)) }
        let l = ViewLayout(of: screen.fullScreenCover(isPresented: .constant(true)) { Text("Cover").id("cover") }, in: Self.canvas)
        #expect(PresentationTestSupport.presentedFrame(in: l, by: SheetPresenterBehavior.self) == CGRect(x: 0, y: 0, width: 390, height: 844))
        let b = try bitmap(Color(red: 1, green: 0, blue: 0).frame(width: 390, height: 844).fullScreenCover(isPresented: .constant(true)) { Text("Cover") })
        #expect(px(b, 0, 0) == [255, 255, 255])
        #expect(px(b, 389, 843) == [255, 255, 255])
        let dark = try bitmap(Color(red: 1, green: 0, blue: 0).frame(width: 390, height: 844)
            .fullScreenCover(item: .constant(Item(id: 1))) { _ in Text("Cover").presentationDragIndicator(.visible) }
            .preferredColorScheme(.dark))
        #expect(px(dark, 0, 0) == [0, 0, 0])
        #expect(px(dark, 195, 8) == [0, 0, 0])             // no grabber on a cover
        #expect(try PresentationTestSupport.png(Screen { $0.fullScreenCover(isPresented: .constant(false)) { Text("C") } })
                == PresentationTestSupport.png(Screen { $0 }))
    }
}
