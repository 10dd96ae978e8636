import Cairn
import CairnCairo
@testable import CairnViews
@testable import CairnControls
import Foundation
import Testing
import CairnTestSupport

/// `presentationCompactAdaptation(_:)` and the popover that stays a popover on an iPhone, on
/// a 390 × 844 canvas. Expected frames follow UIKit's rule as `PopoverPlacement` states it:
/// a candidate on each side of the source (content + the 13-point arrow), scored by its area
/// inside the margins on its side (iOS 17: 30 top, 19 sides, 10 bottom; iOS 26: 10), ties
/// to the first of above, right, below, left.
@Suite(.designEra(.iOS17)) struct PopoverTests {
    static let canvas = CGSize(width: 390, height: 844)
    struct Item: Identifiable { let id: Int }

    /// A `w` × `h` source at (`x`, `y`) presenting a popover of a 200 × 100 red block.
    func screen(x: CGFloat, y: CGFloat, w: CGFloat = 100, h: CGFloat = 44, content: CGSize = CGSize(width: 200, height: 100),
                edge: Edge? = nil, adaptation: PresentationAdaptation = .popover) -> some View {
        ZStack(alignment: .topLeading) {
            Color(red: 0.5, green: 0.5, blue: 0.5)
            Color(red: 0, green: 0, blue: 1).frame(width: w, height: h)
                .popover(isPresented: .constant(true), arrowEdge: edge) {
                    Color(red: 1, green: 0, blue: 0).frame(width: content.width, height: content.height).id("content")
                        .presentationCompactAdaptation(adaptation)
                }
                .padding(.leading, x).padding(.top, y)
        }
        .frame(width: Self.canvas.width, height: Self.canvas.height)
    }

    func layout<V: View>(_ view: V, era: DesignEra = .iOS17) -> ViewLayout {
        ViewLayout(of: view.environment(\.designEra, era), in: Self.canvas)
    }

    func geometry(_ l: ViewLayout) -> PopoverGeometry? {
        var found: PopoverGeometry?
        _ = l.root.walk { node, _ in
            if let p = node.behavior as? PopoverPresenterBehavior { found = p.geometry; return false }
            return true
        }
        return found
    }

    /// A source in the middle (145, 400, 100 × 44): above and below both hold the whole
    /// 200 × 113 candidate (22,600), so above wins the tie: the bubble's bottom 13 above the
    /// source's top (400 − 13 − 100 = 287), centred on x 195; the arrow's tip on (195, 400).
    @Test func fitsAboveFirst() throws {
        let l = layout(screen(x: 145, y: 400))
        #expect(l.frame(of: "content") == CGRect(x: 95, y: 287, width: 200, height: 100))
        let g = try #require(geometry(l))
        #expect(g.side == .bottom)
        #expect(g.tip == CGPoint(x: 195, y: 400))
    }

    /// A source at the top (145, 20): above is outside the margins (area 0); to the right the
    /// 213 × 100 candidate keeps x 245…371, y 30…92 (7,812); below keeps all of it (22,600).
    /// The bubble starts 13 under the source: y 64 + 13 = 77.
    @Test func goesBelowNearTheTop() throws {
        let l = layout(screen(x: 145, y: 20))
        #expect(l.frame(of: "content") == CGRect(x: 95, y: 77, width: 200, height: 100))
        let g = try #require(geometry(l))
        #expect(g.side == .top)
        #expect(g.tip == CGPoint(x: 195, y: 64))
    }

    /// A source at the right edge (330, 400, 44 × 44): above and below keep 119 of the 200
    /// columns (x 252…371: 13,447); to the left the 213 × 100 candidate (x 117…330) is whole
    /// (21,300), so the popover goes left, centred on y 422: y 372; tip at (330, 422).
    @Test func goesLeftBesideTheEdge() throws {
        let l = layout(screen(x: 330, y: 400, w: 44))
        #expect(l.frame(of: "content") == CGRect(x: 117, y: 372, width: 200, height: 100))
        let g = try #require(geometry(l))
        #expect(g.side == .trailing)
        #expect(g.tip == CGPoint(x: 330, y: 422))
    }

    /// A source at the top-left corner (0, 0, 40 × 44) with 300 × 100 content goes below and is
    /// moved inside the side margin (x 19); the arrow, centred on x 20, would sit 149 left of
    /// the bubble's centre (169), so it stops 13 + 15 from the end: 150 − 28 = 122 → x 47.
    @Test func arrowKeepsClearOfTheCorner() throws {
        let l = layout(screen(x: 0, y: 0, w: 40, content: CGSize(width: 300, height: 100)))
        #expect(l.frame(of: "content") == CGRect(x: 19, y: 57, width: 300, height: 100))
        #expect(geometry(l)?.tip == CGPoint(x: 47, y: 44))
    }

    /// `arrowEdge` is ignored before iOS 18.1 (the iOS 17 era: above, as with nil) and honoured
    /// after (iOS 26: `.bottom` puts it below the source, 457 = 444 + 13).
    @Test func arrowEdgeFromIOS18Point1() {
        #expect(layout(screen(x: 145, y: 400, edge: .bottom)).frame(of: "content")?.minY == 287)
        #expect(layout(screen(x: 145, y: 400, edge: .bottom), era: .iOS26).frame(of: "content")?.minY == 457)
        // `.leading`: to the left of the source, 13 off its left edge: 145 − 13 − 200 = −68,
        // shortened to the room left of it inside the margin (x 10…132: 122 wide).
        let left = layout(screen(x: 145, y: 400, edge: .leading), era: .iOS26).frame(of: "content")
        #expect(left == CGRect(x: 10, y: 372, width: 122, height: 100))
    }

    /// Pixels at scale 1 over the gray canvas: the bubble is white (iOS 17, light), the arrow
    /// is filled 6 points above its tip and empty beside it; far from it the canvas is not
    /// dimmed (a popover leaves the rest of the screen as it is).
    @Test func bubbleAndArrowPixels() throws {
        let b = try ImageRenderer(content: screen(x: 145, y: 400, adaptation: .none)).bitmap()
        func px(_ x: Int, _ y: Int) -> [Int] { PresentationTestSupport.rgb(b, x, y) }
        #expect(px(195, 337) == [255, 0, 0])          // the content
        #expect(px(195, 394) == [255, 255, 255])      // in the arrow, under the content
        #expect(px(207, 397)[0] < 130)                 // beside the arrow: the canvas, shadowed
        #expect(px(20, 800) == [128, 128, 128])       // far away: untouched
        #expect(px(200, 440) == [0, 0, 255])          // the source, undimmed
        // Dark: the elevated background (28, 28, 30).
        let dark = try ImageRenderer(content: screen(x: 145, y: 400).environment(\.colorScheme, .dark)).bitmap()
        #expect(PresentationTestSupport.rgb(dark, 195, 394) == [28, 28, 30])
    }

    /// iOS 26's glass bubble is translucent, so nothing may be drawn under it where the arrow
    /// overlaps the bubble (its base runs 1 point inside): the bubble's last row (y 386, the
    /// bubble spanning 287…387) and the glass above it read as the glass aside. An even-odd
    /// shadow clip of the whole outline once let the shadow into that strip (at 2× with the
    /// arrow on top, a dark line across the arrow's base).
    @Test func glassBubbleHasNoSeamAtTheArrowsBase() throws {
        let view = ZStack(alignment: .topLeading) {
            Color(red: 0.5, green: 0.5, blue: 0.5)
            Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 44)
                .popover(isPresented: .constant(true)) {
                    Color.clear.frame(width: 200, height: 100).id("content").presentationCompactAdaptation(.popover)
                }
                .padding(.leading, 145).padding(.top, 400)
        }
        .frame(width: Self.canvas.width, height: Self.canvas.height)
        let l = layout(view, era: .iOS26)
        #expect(l.frame(of: "content") == CGRect(x: 95, y: 287, width: 200, height: 100))
        #expect(geometry(l)?.tip == CGPoint(x: 195, y: 400))
        let b = try ImageRenderer(content: view.environment(\.designEra, .iOS26)).bitmap()
        func px(_ x: Int, _ y: Int) -> [Int] { PresentationTestSupport.rgb(b, x, y) }
        for channel in 0..<3 {
            // Above the arrow the glass reads as 45 points aside (165–166 on this grey) and
            // as its last row there; a shadow let in under the strip darkened the glass above
            // the arrow (162 at y 380, 159 at y 386: blurred into the backdrop).
            #expect(abs(px(195, 380)[channel] - px(150, 380)[channel]) <= 1)
            #expect(px(195, 380)[channel] - px(195, 386)[channel] <= 1)
            // Below the bubble, the arrow is glass (163 at y 388), the canvas beside it shadowed (119).
            #expect(px(195, 388)[channel] - px(215, 388)[channel] > 30)
        }
    }

    /// `presentationBackground` fills the bubble and its arrow instead of the system's.
    @Test func presentationBackgroundFillsTheBubble() throws {
        let view = ZStack(alignment: .topLeading) {
            Color.white
            Color.blue.frame(width: 100, height: 44)
                .popover(isPresented: .constant(true)) {
                    Color.clear.frame(width: 200, height: 100)
                        .presentationBackground(Color(red: 1, green: 1, blue: 0))
                        .presentationCompactAdaptation(.popover)
                }
                .padding(.leading, 145).padding(.top, 400)
        }.frame(width: 390, height: 844)
        let b = try ImageRenderer(content: view).bitmap()
        #expect(PresentationTestSupport.rgb(b, 195, 337) == [255, 255, 0])
        #expect(PresentationTestSupport.rgb(b, 195, 394) == [255, 255, 0])
    }

    /// `.automatic` and `.sheet` give the sheet, `.fullScreenCover` the cover, byte for byte;
    /// on a sheet `.fullScreenCover` makes the cover too, and the other adaptations leave it.
    @Test func adaptationsChooseThePresentation() throws {
        typealias Screen = SheetPresentationTests.Screen
        let sheet = try PresentationTestSupport.png(Screen { $0.sheet(isPresented: .constant(true)) { Text("S") } })
        let cover = try PresentationTestSupport.png(Screen { $0.fullScreenCover(isPresented: .constant(true)) { Text("S") } })
        #expect(try PresentationTestSupport.png(Screen { $0.popover(isPresented: .constant(true)) { Text("S").presentationCompactAdaptation(.sheet) } }) == sheet)
        #expect(try PresentationTestSupport.png(Screen { $0.popover(isPresented: .constant(true)) { Text("S").presentationCompactAdaptation(.automatic) } }) == sheet)
        #expect(try PresentationTestSupport.png(Screen { $0.popover(item: .constant(Item(id: 1))) { _ in
            Text("S").presentationCompactAdaptation(.fullScreenCover) } }) == cover)
        #expect(try PresentationTestSupport.png(Screen { $0.sheet(isPresented: .constant(true)) { Text("S").presentationCompactAdaptation(.fullScreenCover) } }) == cover)
        #expect(try PresentationTestSupport.png(Screen { $0.sheet(isPresented: .constant(true)) { Text("S").presentationCompactAdaptation(.none) } }) == sheet)
        #expect(try PresentationTestSupport.png(Screen { $0.sheet(isPresented: .constant(true)) {
            Text("S").presentationCompactAdaptation(horizontal: .fullScreenCover, vertical: .sheet) } }) == cover)
        // Outside a presentation it changes nothing.
        let plain = try PresentationTestSupport.png(Screen { $0 })
        #expect(try PresentationTestSupport.png(Screen { $0.presentationCompactAdaptation(.popover) }) == plain)
    }

    /// iOS 26: the bubble is regular glass with corners of 34, clamped for small popovers to
    /// min(w, h) / 2 / 1.528: a 50 × 52 popover with its arrow is 50 × 65, so 16.35.
    @Test func iOS26Radius() {
        #expect(PopoverMetrics.iOS26.radius(for: CGSize(width: 300, height: 213)) == 34)
        #expect(abs(PopoverMetrics.iOS26.radius(for: CGSize(width: 50, height: 65)) - 16.354) < 0.001)
        #expect(PopoverMetrics.iOS17.radius(for: CGSize(width: 50, height: 65)) == 13)
        #expect(PopoverMetrics.iOS17.radius(for: CGSize(width: CGFloat.nan, height: 65)) == 0)
    }

    /// Bad input: NaN-sized sources and content, a popover bigger than the screen, a zero
    /// canvas: placed inside the canvas or not drawn, never a crash.
    @Test func badInputStaysInside() throws {
        let huge = layout(screen(x: 145, y: 400, content: CGSize(width: 5000, height: 5000)))
        let f = try #require(huge.frame(of: "content"))
        #expect(f.minX >= 0 && f.maxX <= 390 && f.minY >= 0 && f.maxY <= 844)
        let nan = PopoverPlacement.place(source: CGRect(x: CGFloat.nan, y: .infinity, width: .nan, height: -3),
                                         canvas: CGRect(x: 0, y: 0, width: 390, height: 844), position: nil, metrics: .iOS17) { _ in
            CGSize(width: CGFloat.nan, height: .infinity)
        }
        #expect(nan.frame.width.isFinite && nan.frame.height.isFinite && nan.frame.minX.isFinite && nan.frame.minY.isFinite)
        let tiny = PopoverPlacement.place(source: .zero, canvas: .zero, position: .left, metrics: .iOS26) { _ in CGSize(width: 10, height: 10) }
        #expect(tiny.frame.width == 0)
        // A zero canvas is a clear error, not a crash.
        #expect(throws: (any Error).self) { try ImageRenderer(content: screen(x: 145, y: 400).frame(width: 0, height: 0)).pngData() }
    }
}
