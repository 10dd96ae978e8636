import Cairn
import CairnCairo
@testable import CairnViews
@testable import CairnControls
import Foundation
import Testing
import CairnTestSupport

/// `.confirmationDialog` under the iOS 17 design era (iOS 26's panel: GlassConfirmationDialogTests):
/// not presented it changes nothing; presented, the canvas is dimmed
/// and an iPhone action sheet drawn at its bottom with UIKit's metrics (ActionSheetMetrics.swift):
/// 8 from the canvas's sides and bottom; the cancel button alone in a 57-point group 8 below
/// the main group; actions 57 tall with hairlines between; a header whose first baseline is
/// 27 below the top and whose last is 17 (one label) or 28 (title and message, 22 apart)
/// above the actions. With one-line labels the header is 27 + 17 = 44 or 27 + 22 + 28 = 77
/// whatever the font, so every frame below follows from those sums (hairline 1 at scale 1).
@Suite(.designEra(.iOS17)) struct ConfirmationDialogTests {
    static let canvas = CGSize(width: 390, height: 844)

    typealias Screen = PresentationScreen

    func png<V: View>(_ view: V) throws -> Data { try PresentationTestSupport.png(view) }

    /// The sheet's frame (the presenter's second child) in `layout`.
    func sheet(_ layout: ViewLayout) -> CGRect? { PresentationTestSupport.presentedFrame(in: layout, by: ActionSheetPresenterBehavior.self) }

    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

    // MARK: Not presented: nothing changes

    @Test func notPresentedDialogsLeaveTheBytesUnchanged() throws {
        let plain = try png(Screen { $0 })
        let off = Binding.constant(false)
        let on = Binding.constant(true)
        let variants: [AnyView] = [
            AnyView(Screen { $0.confirmationDialog("Title", isPresented: off) { Button("OK") {} } }),
            AnyView(Screen { $0.confirmationDialog(Text("Title"), isPresented: off, titleVisibility: .visible) {} }),
            AnyView(Screen { $0.confirmationDialog(String("Title"), isPresented: off) {} message: { Text("Message") } }),
            // `presenting:`: shown only when presented AND the data is not nil.
            AnyView(Screen { $0.confirmationDialog("Title", isPresented: on, presenting: Optional<Int>.none) { n in Text("\(n)") } }),
            AnyView(Screen { $0.confirmationDialog("T", isPresented: off, presenting: 3) { n in Text("\(n)") } message: { n in Text("\(n)") } }),
        ]
        for (i, v) in variants.enumerated() {
            #expect(try png(v) == plain, "variant \(i)")
        }
        let a = ViewLayout(of: Screen { $0 }, in: Self.canvas).description
        let b = ViewLayout(of: Screen { $0.confirmationDialog("T", isPresented: off) {} }, in: Self.canvas).description
        #expect(a == b)
    }

    // MARK: Presented: frames

    @Test func titleMessageAndTwoActionsStackAtTheBottom() throws {
        // Header 77, hairline, Archive 57, hairline, Delete 57 = 193; gap 8; Cancel 57:
        // 258 tall, its bottom 8 above 844 → top 578; 8 from either side → 374 wide.
        let l = ViewLayout(of: Screen { $0.confirmationDialog("Move to Trash?", isPresented: .constant(true), titleVisibility: .visible) {
            Button { } label: { Text("Archive").id("archive") }
            Button(role: .destructive) { } label: { Text("Delete").id("delete") }
        } message: { Text("You can restore it later.").id("message") } }, in: Self.canvas)
        let s = try #require(sheet(l))
        #expect(s == CGRect(x: 8, y: 578, width: 374, height: 258))
        // Cells: Archive 578 + 77 + 1 = 656…713, Delete 714…771, Cancel 779…836.
        #expect(near(try #require(l.frame(of: "archive")).midY, 656 + 28.5))
        #expect(near(try #require(l.frame(of: "delete")).midY, 714 + 28.5))
        #expect(near(try #require(l.frame(of: "archive")).midX, 195))
        // The message's first baseline: 22 below the title's, which is 27 below 578.
        let message = try #require(l.frame(of: "message"))
        #expect(message.midX == 195)
        // The content keeps its own frame: presenting lays nothing out differently.
        let plain = ViewLayout(of: Screen { $0 }, in: Self.canvas)
        #expect(l.frame(of: "row") == plain.frame(of: "row"))
    }

    @Test func automaticTitleVisibilityHidesTheTitleAndAddsCancel() throws {
        // No header (title hidden, no message): Delete 57, gap 8, the default Cancel 57.
        let l = ViewLayout(of: Screen { $0.confirmationDialog("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
        } }, in: Self.canvas)
        #expect(try #require(sheet(l)) == CGRect(x: 8, y: 836 - 122, width: 374, height: 122))
        // `.visible`: the title alone, 27 + 17 = 44, then a hairline: 44 + 1 + 57 + 8 + 57.
        let v = ViewLayout(of: Screen { $0.confirmationDialog("Delete?", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        } }, in: Self.canvas)
        #expect(try #require(sheet(v)) == CGRect(x: 8, y: 836 - 167, width: 374, height: 167))
        // `.hidden` with a message: the message alone, 27 + 17 = 44.
        let m = ViewLayout(of: Screen { $0.confirmationDialog("Delete?", isPresented: .constant(true), titleVisibility: .hidden) {
            Button("Delete", role: .destructive) {}
        } message: { Text("Gone for good.") } }, in: Self.canvas)
        #expect(try #require(sheet(m)).height == 167)
    }

    @Test func theLastCancelButtonReplacesTheDefaultAndGoesToTheBottom() throws {
        // Declared first, the cancel button still sits alone at the bottom; only the last
        // `.cancel` is kept; no actions but it: the sheet is the cancel group alone (57).
        let l = ViewLayout(of: Screen { $0.confirmationDialog("Leave?", isPresented: .constant(true)) {
            Button(role: .cancel) { } label: { Text("Stay").id("stay") }
            Button { } label: { Text("Save Draft").id("save") }
            Button(role: .cancel) { } label: { Text("Keep Editing").id("keep") }
        } }, in: Self.canvas)
        #expect(try #require(sheet(l)) == CGRect(x: 8, y: 836 - 122, width: 374, height: 122))
        #expect(l.frame(of: "stay") == nil)
        #expect(near(try #require(l.frame(of: "save")).midY, 714 + 28.5))
        #expect(near(try #require(l.frame(of: "keep")).midY, 779 + 28.5))
        let only = ViewLayout(of: Screen { $0.confirmationDialog("Leave?", isPresented: .constant(true)) {} }, in: Self.canvas)
        #expect(try #require(sheet(only)) == CGRect(x: 8, y: 779, width: 374, height: 57))
    }

    @Test func labelsUseTwentyPointTypeAndTheCancelOneIsSemibold() throws {
        let l = ViewLayout(of: Screen { $0.confirmationDialog("T", isPresented: .constant(true)) {
            Button { } label: { Text("Copy").id("copy") }
            Button(role: .cancel) { } label: { Text("Copy").id("cancel") }
        } }, in: Self.canvas)
        let regular = ViewLayout(of: Text("Copy").font(.system(size: 20)).fixedSize(), in: Self.canvas).root.frame.width
        let semibold = ViewLayout(of: Text("Copy").font(.system(size: 20, weight: .semibold)).fixedSize(), in: Self.canvas).root.frame.width
        #expect(regular < semibold)
        #expect(try #require(l.frame(of: "copy")).width == regular)
        #expect(try #require(l.frame(of: "cancel")).width == semibold)
    }

    // MARK: Presented: pixels

    func px(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] { PresentationTestSupport.rgb(b, x, y) }

    @Test func theCanvasIsDimmedAndTheGroupsDrawnAtTheBottom() throws {
        // Sheet: main group y 714…771 (Delete), gap 771…779, Cancel group 779…836.
        let b = try ImageRenderer(content: Screen { $0.confirmationDialog("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
        } }).bitmap()
        // White under black at 0.2: 204, above the sheet, in the gap and below it.
        #expect(px(b, 380, 300) == [204, 204, 204])
        #expect(px(b, 195, 775) == [204, 204, 204])
        #expect(px(b, 195, 840) == [204, 204, 204])
        #expect(px(b, 4, 800) == [204, 204, 204])
        // The main group on the thick material over the dim: 0.8 · 255 + 0.2 · 204 ≈ 245.
        #expect(px(b, 40, 720).allSatisfy { abs($0 - 245) <= 1 }, "\(px(b, 40, 720))")
        // The cancel group: opaque secondarySystemGroupedBackground, white.
        #expect(px(b, 40, 785) == [255, 255, 255])
        // Outside the rounded corner (radius 13) the dim shows through.
        #expect(px(b, 8, 779) == [204, 204, 204])
        // Delete in system red (255, 59, 48) in the main group, Cancel in the tint (system
        // blue 0, 122, 255) in its own: the pixel nearest each colour.
        func nearest(_ rgb: [Int], ys: Range<Int>) -> Int {
            var best = Int.max
            for y in ys { for x in 120..<270 { best = min(best, zip(px(b, x, y), rgb).map { abs($0 - $1) }.max()!) } }
            return best
        }
        #expect(nearest([255, 59, 48], ys: 714..<771) <= 24)
        #expect(nearest([0, 122, 255], ys: 714..<771) > 60)
        #expect(nearest([0, 122, 255], ys: 779..<836) <= 24)
    }

    @Test func theTitleIsGreyFootnoteText() throws {
        // Title alone: header 714 - 45 = 669…713 in a sheet of 167; its glyphs are the
        // iOS 17 grey (29, 29, 29) at 0x85/255 over the material (≈ 245): about 132 at the
        // glyphs' cores, never coloured.
        let b = try ImageRenderer(content: Screen { $0.confirmationDialog("Delete?", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        } }).bitmap()
        var darkest = 255, chroma = 0
        for y in 669..<713 {
            for x in 100..<290 {
                let p = px(b, x, y)
                darkest = min(darkest, p[0])
                chroma = max(chroma, p.max()! - p.min()!)
            }
        }
        #expect(abs(darkest - 132) <= 6, "\(darkest)")
        #expect(chroma <= 2)
    }

    @Test func darkModeDimsAt48PercentAndTheCancelGroupIsDarkGrey() throws {
        let b = try ImageRenderer(content: Screen { $0.confirmationDialog("T", isPresented: .constant(true)) {} }
            .preferredColorScheme(.dark)).bitmap()
        #expect(px(b, 380, 300).allSatisfy { abs($0 - 133) <= 1 })
        #expect(px(b, 40, 785) == [28, 28, 30])
    }

    /// A scene whose dialog's Delete button records the tap.
    typealias Confirm = PresentationTestSupport.ConfirmDeleteScene

    @Test func tappingAnActionRunsItAndDismissesTheDialog() throws {
        let r = AnimationRenderer(content: Confirm(), duration: 1).tap("Delete", at: 0.5)
        func corner(_ frame: Int) throws -> [Int] { px(try r.bitmap(atFrame: frame), 2, 2) }
        #expect(try corner(0) == [204, 204, 204])
        #expect(try corner(29) == [255, 255, 255])
        let after = try r.bitmap(atFrame: 29)
        // No sheet left at the bottom: white where the Cancel group was.
        #expect(px(after, 150, 390) == [255, 255, 255])
        // The action ran: the content now reads "Deleted".
        let strings = PresentationTestSupport.strings
        #expect(strings(r.displayList(atFrame: 0).items).contains("Kept"))
        #expect(strings(r.displayList(atFrame: 29).items) == ["Deleted"])
    }

    /// In both eras (iOS 26's glass panel included), the same scene gives the same bytes.
    @Test(arguments: [DesignEra.iOS17, .iOS26]) func sameSceneSameBytes(era: DesignEra) throws {
        let make = { Screen { $0.confirmationDialog("T", isPresented: .constant(true), titleVisibility: .visible) {
            Button("A") {}
        } message: { Text("M") } }.environment(\.designEra, era) }
        #expect(try png(make()) == png(make()))
    }
}
