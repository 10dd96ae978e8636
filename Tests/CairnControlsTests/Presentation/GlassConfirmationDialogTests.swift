import Cairn
import CairnCairo
@testable import CairnViews
@testable import CairnControls
import Foundation
import Testing
import CairnTestSupport

/// `.confirmationDialog` under `DesignEra.iOS26` (GlassActionSheet.swift): a 240-wide glass
/// panel centred on the canvas, its buttons capsules 208 × 48 (16 from the panel's edges) 8
/// apart, the title's top 22 below the panel's, the first button 18 below the last label and
/// the last 16 above the bottom; no Cancel button and no dimming. With one-line labels the
/// panel is therefore 22 + title + [7⅓ + message] + 18 + n · 48 + (n − 1) · 8 + 16 tall.
@Suite(.designEra(.iOS26)) struct GlassConfirmationDialogTests {
    static let canvas = CGSize(width: 390, height: 844)
    typealias Screen = PresentationScreen

    func panel(_ layout: ViewLayout) -> CGRect? { PresentationTestSupport.presentedFrame(in: layout, by: GlassActionSheetPresenterBehavior.self) }
    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }
    func px(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] { PresentationTestSupport.rgb(b, x, y) }

    @Test func titleMessageAndTwoCapsulesInACentredPanelWithoutCancel() throws {
        let l = ViewLayout(of: Screen { $0.confirmationDialog("Move to Trash?", isPresented: .constant(true), titleVisibility: .visible) {
            Button { } label: { Text("Archive").id("archive") }
            Button(role: .destructive) { } label: { Text("Delete").id("delete") }
            Button(role: .cancel) { } label: { Text("Cancel").id("cancel") }
        } message: { Text("You can restore it later.").id("message") } }, in: Self.canvas)
        let p = try #require(panel(l))
        // 240 wide, centred: x 75…315, its centre on the canvas's (195, 422).
        #expect(near(p.minX, 75) && near(p.width, 240))
        #expect(near(p.midY, 422))
        let message = try #require(l.frame(of: "message"))
        let archive = try #require(l.frame(of: "archive"))
        let delete = try #require(l.frame(of: "delete"))
        // The declared Cancel button is not drawn.
        #expect(l.frame(of: "cancel") == nil)
        // The labels are centred in their capsules: 208 wide from x 91, 48 tall, 8 apart.
        #expect(near(archive.midX, 195) && near(delete.midX, 195))
        #expect(near(delete.midY, p.maxY - 16 - 24))
        #expect(near(archive.midY, delete.midY - 56))
        // The message is centred, its top 7⅓ below the title's bottom; the first capsule's top
        // 18 below the message's bottom.
        #expect(near(message.midX, 195))
        #expect(near(archive.midY - 24, message.maxY + 18))
        // The title's line is the top 22 of the panel's height that is not message or buttons.
        let title = p.height - 22 - 22.0 / 3 - message.height - 18 - 2 * 48 - 8 - 16
        #expect(title > 19 && title < 22, "title line \(title)")
    }

    @Test func automaticVisibilityHidesTheTitleAndButtonsStart16BelowTheTop() throws {
        let l = ViewLayout(of: Screen { $0.confirmationDialog("Hidden", isPresented: .constant(true)) {
            Button { } label: { Text("One").id("one") }
            Button { } label: { Text("Two").id("two") }
        } }, in: Self.canvas)
        let p = try #require(panel(l))
        // 16 + 48 + 8 + 48 + 16 = 136, centred: y 354…490.
        #expect(p == CGRect(x: 75, y: 354, width: 240, height: 136))
        #expect(near(try #require(l.frame(of: "one")).midY, 354 + 16 + 24))
        #expect(near(try #require(l.frame(of: "two")).midY, 354 + 16 + 48 + 8 + 24))
    }

    /// A dialog with only cancel buttons keeps the last one, so the panel is never empty;
    /// with none at all it shows the standard Cancel.
    @Test func onlyCancelButtonsKeepTheLastOne() throws {
        let l = ViewLayout(of: Screen { $0.confirmationDialog("T", isPresented: .constant(true)) {
            Button(role: .cancel) { } label: { Text("Never mind").id("first") }
            Button(role: .cancel) { } label: { Text("Close").id("last") }
        } }, in: Self.canvas)
        #expect(try #require(panel(l)).height == 16 + 48 + 16)
        #expect(l.frame(of: "first") == nil)
        #expect(near(try #require(l.frame(of: "last")).midX, 195))
        let emptyView = Screen { $0.confirmationDialog("T", isPresented: .constant(true)) {} }
        #expect(try #require(panel(ViewLayout(of: emptyView, in: Self.canvas))).height == 80)
        #expect(PresentationTestSupport.strings(ImageRenderer(content: emptyView).displayList.items).contains("Cancel"))
    }

    @Test func nothingIsDimmedAndTheCornersAreRounded() throws {
        let view = Screen { $0.confirmationDialog("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
        } }
        let glass = try ImageRenderer(content: view).bitmap()
        let old = try ImageRenderer(content: view.environment(\.designEra, .iOS17)).bitmap()
        // The white screen stays white away from the panel (iOS 17 dims it to 204).
        #expect(px(glass, 380, 300) == [255, 255, 255] && px(old, 380, 300) == [204, 204, 204])
        #expect(px(glass, 4, 830) == [255, 255, 255])
        // Panel 80 tall, centred: y 382…462. Its corner (radius 34) leaves its very corner
        // pixel to the popover's shadow: a neutral grey within a few levels of white.
        let corner = px(glass, 75, 382)
        #expect(corner.allSatisfy { $0 >= 248 && $0 == corner[0] }, "\(corner)")
        // The shadow (black at 0.12, σ 15, 4 down) 8 below the panel's bottom edge, far from
        // its corners: 0.12 · Φ(−(8 − 4) / 15) = 0.0473 of black, 255 · (1 − 0.0473) ≈ 243.
        #expect(px(glass, 195, 470).allSatisfy { abs($0 - 243) <= 2 }, "\(px(glass, 195, 470))")
        // The capsule's fill (tertiarySystemFill, a grey) differs from the panel beside it:
        // inside the capsule (x 91…299, y 398…446) left of the label, against the panel
        // 8 points above the capsule.
        let capsule = px(glass, 110, 422), body = px(glass, 110, 390)
        #expect(capsule[0] < body[0] - 4, "capsule \(capsule), panel \(body)")
        // Delete's label in system red somewhere in the capsule.
        var reddest = 0
        for y in 398..<446 { for x in 150..<240 { let p = px(glass, x, y); reddest = max(reddest, p[0] - max(p[1], p[2])) } }
        #expect(reddest > 120, "\(reddest)")
    }

    /// A scene whose dialog's Delete button records the tap.
    typealias Confirm = PresentationTestSupport.ConfirmDeleteScene

    @Test func tappingACapsuleRunsItsActionAndDismissesThePanel() throws {
        let r = AnimationRenderer(content: Confirm(), duration: 1).tap("Delete", at: 0.5)
        let strings = PresentationTestSupport.strings
        #expect(strings(r.displayList(atFrame: 0).items).contains("Delete"))
        #expect(strings(r.displayList(atFrame: 29).items) == ["Deleted"])
    }
}
