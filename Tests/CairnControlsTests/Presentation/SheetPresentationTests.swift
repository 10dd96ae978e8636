import Cairn
import CairnCairo
@testable import CairnViews
@testable import CairnControls
import Foundation
import Testing
import CairnTestSupport

/// `.sheet`: not presented it changes nothing; presented, the iPhone page sheet of
/// UISheetPresentationController (SheetPresenterBehavior): on a 390 × 844 canvas with no safe
/// area the large sheet spans y 20…844; the presenter scales by 1 − 2 · 16 / 390 and stands
/// with its top 10 above the sheet's, on black, dimmed by black at 0.2 · 0.6 = 0.12; the
/// medium detent is 0.56 of the largest height (824 · 0.56 = 461.44), the presenter unscaled.
@Suite(.designEra(.iOS17)) struct SheetPresentationTests {
    static let canvas = CGSize(width: 390, height: 844)

    /// A white screen with a label in the middle (the modifier goes on the label).
    struct Screen<Modified: View>: View {
        let modify: (AnyView) -> Modified
        var body: some View {
            modify(AnyView(Text("Row").id("row")))
                .frame(width: 390, height: 844)
                .background(Color.white)
        }
    }

    func png<V: View>(_ view: V) throws -> Data { try PresentationTestSupport.png(view) }

    /// The sheet's frame (the presenter's second child) in `layout`.
    func sheet(_ layout: ViewLayout) -> CGRect? { PresentationTestSupport.presentedFrame(in: layout, by: SheetPresenterBehavior.self) }

    func px(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] { PresentationTestSupport.rgb(b, x, y) }

    @Test func notPresentedSheetsAndDetentsOutsideASheetChangeNothing() throws {
        let plain = try png(Screen { $0 })
        let variants: [AnyView] = [
            AnyView(Screen { $0.sheet(isPresented: .constant(false)) { Text("Sheet") } }),
            AnyView(Screen { $0.sheet(isPresented: .constant(false), onDismiss: {}) { Text("S").presentationDetents([.medium]) } }),
            AnyView(Screen { $0.presentationDetents([.medium]) }),
        ]
        for (i, v) in variants.enumerated() {
            #expect(try png(v) == plain, "variant \(i)")
        }
        let a = ViewLayout(of: Screen { $0 }, in: Self.canvas).description
        let b = ViewLayout(of: Screen { $0.sheet(isPresented: .constant(false)) { Text("S") } }, in: Self.canvas).description
        #expect(a == b)
    }

    /// What a sheet's content declares for its own navigation bar (title, display mode,
    /// toolbar) stays in the sheet, as preferences stay in a presentation in SwiftUI: the
    /// presenter's stack keeps its large "Trips" title, so its row stays where it is without
    /// the sheet, and "Cancel" and "Add" are drawn once, in the sheet's bar (a pasted trip
    /// planner drew them in both bars, the presenter's title inline).
    @Test func aSheetsBarItemsStayInTheSheet() throws {
        func trips(presenting: Bool) -> some View {
            NavigationStack {
                List { Text("Lisbon").id("row") }
                    .navigationTitle("Trips")
                    .sheet(isPresented: .constant(presenting)) {
                        NavigationStack {
                            Form { Text("Destination") }
                                .navigationTitle("New Trip")
                                .navigationBarTitleDisplayMode(.inline)
                                .toolbar {
                                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                                    ToolbarItem(placement: .confirmationAction) { Button("Add") {} }
                                }
                        }
                        .presentationDetents([.medium])
                    }
            }
        }
        let alone = ViewLayout(of: trips(presenting: false), in: Self.canvas)
        let presenting = ViewLayout(of: trips(presenting: true), in: Self.canvas)
        let row = try #require(alone.frame(of: "row"))
        #expect(presenting.frame(of: "row") == row)
        // Below the 96-point large-title bar (and the list's first inset) on the 844 canvas.
        #expect(row.minY > 96)
        let strings = drawnStrings(presenting.displayList.items)
        #expect(strings.filter { $0 == "Cancel" }.count == 1 && strings.filter { $0 == "Add" }.count == 1, "\(strings)")
        #expect(strings.filter { $0 == "Trips" }.count == 1 && strings.filter { $0 == "New Trip" }.count == 1, "\(strings)")
    }

    @Test func detentsSetTheSheetsFrame() throws {
        func frame<S: View>(_ content: S) throws -> CGRect {
            try #require(sheet(ViewLayout(of: Screen { $0.sheet(isPresented: .constant(true)) { content } }, in: Self.canvas)))
        }
        #expect(try frame(Text("S")) == CGRect(x: 0, y: 20, width: 390, height: 824))
        let medium = try frame(Text("S").presentationDetents([.medium]))
        #expect(abs(medium.minY - (844 - 824 * 0.56)) < 0.001 && abs(medium.height - 461.44) < 0.001)
        // Several detents: the smallest.
        #expect(try frame(Text("S").presentationDetents([.large, .medium])) == medium)
        #expect(try frame(Text("S").presentationDetents([.height(200)])) == CGRect(x: 0, y: 644, width: 390, height: 200))
        #expect(try frame(Text("S").presentationDetents([.fraction(0.25)])) == CGRect(x: 0, y: 638, width: 390, height: 206))
        // A height beyond the largest stops at it.
        #expect(try frame(Text("S").presentationDetents([.height(5000)])).minY == 20)
        // On a container no taller than 568 the medium detent is 0.63 of the largest.
        let small = try #require(sheet(ViewLayout(of: Text("R").frame(width: 320, height: 480).sheet(isPresented: .constant(true)) {
            Text("S").presentationDetents([.medium])
        }, in: CGSize(width: 320, height: 480))))
        #expect(abs(small.height - 460 * 0.63) < 0.001)
        // The content keeps its own frame.
        let l = ViewLayout(of: Screen { $0.sheet(isPresented: .constant(true)) { Text("S") } }, in: Self.canvas)
        #expect(l.frame(of: "row") == ViewLayout(of: Screen { $0 }, in: Self.canvas).frame(of: "row"))
    }

    @Test func theLargeSheetPushesThePresenterBackOnBlack() throws {
        let b = try ImageRenderer(content: Screen { $0.sheet(isPresented: .constant(true)) { Text("Sheet") } }).bitmap()
        // Above the presenter's card (y < 10) and beside it (x < 16): the black window.
        #expect(px(b, 195, 5) == [0, 0, 0])
        #expect(px(b, 8, 15) == [0, 0, 0])
        // The card: the white screen scaled by 0.918, dimmed by black at 0.12: 255 · 0.88.
        #expect(px(b, 195, 15).allSatisfy { abs($0 - 224) <= 1 }, "\(px(b, 195, 15))")
        // Its rounded corner (radius 10 at (16, 10)): outside it, black.
        #expect(px(b, 16, 10) == [0, 0, 0])
        // The sheet from y 20: the system background, white; its top-left corner is rounded
        // 10, so (0, 20) shows what is behind it (black).
        #expect(px(b, 195, 30) == [255, 255, 255])
        #expect(px(b, 195, 840) == [255, 255, 255])
        #expect(px(b, 0, 20) == [0, 0, 0])
    }

    @Test func theMediumSheetDimsTheUnscaledPresenter() throws {
        let b = try ImageRenderer(content: Screen { $0.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.medium])
        } }).bitmap()
        #expect(px(b, 195, 5).allSatisfy { abs($0 - 224) <= 1 })
        #expect(px(b, 2, 300).allSatisfy { abs($0 - 224) <= 1 })
        #expect(px(b, 195, 700) == [255, 255, 255])
        // Dark: black at 0.48 · 0.6 = 0.288 over the white screen (181.6), the sheet black.
        let d = try ImageRenderer(content: Screen { $0.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.medium])
        } }.preferredColorScheme(.dark)).bitmap()
        #expect(px(d, 195, 5).allSatisfy { abs($0 - 182) <= 1 }, "\(px(d, 195, 5))")
        #expect(px(d, 195, 700) == [0, 0, 0])
        // Inside the sheet, the scheme is the sheet's (its nearest presentation): the sheet
        // is black, the presenter behind stays light, dimmed to 224 as above.
        let inside = try ImageRenderer(content: Screen { $0.sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDetents([.medium]).preferredColorScheme(.dark)
        } }).bitmap()
        #expect(px(inside, 195, 5).allSatisfy { abs($0 - 224) <= 1 }, "\(px(inside, 195, 5))")
        #expect(px(inside, 195, 700) == [0, 0, 0])
    }

    /// A scene whose sheet's Done button sets the binding to false; `onDismiss` records it.
    struct Dismissing: View {
        @State private var showing = true
        @State private var dismissed = false
        var body: some View {
            Text(dismissed ? "Dismissed" : "Shown")
                .frame(width: 300, height: 600)
                .background(Color.white)
                .sheet(isPresented: $showing, onDismiss: { dismissed = true }) {
                    Button("Done") { showing = false }
                }
        }
    }

    @Test func onDismissRunsWhenTheBindingTurnsFalse() throws {
        let r = AnimationRenderer(content: Dismissing(), duration: 1).tap("Done", at: 0.5)
        let strings = PresentationTestSupport.strings
        #expect(strings(r.displayList(atFrame: 0).items).contains("Done"))
        #expect(strings(r.displayList(atFrame: 29).items) == ["Dismissed"])
        // Gone: the top-left corner is the white screen again, not the black window.
        #expect(px(try r.bitmap(atFrame: 0), 150, 3) == [0, 0, 0])
        #expect(px(try r.bitmap(atFrame: 29), 150, 3) == [255, 255, 255])
    }

    @Test func sameSceneSameBytes() throws {
        let make = { Screen { $0.sheet(isPresented: .constant(true)) { Text("S") } } }
        #expect(try png(make()) == png(make()))
    }
}
