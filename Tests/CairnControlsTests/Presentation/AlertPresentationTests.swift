import Cairn
import CairnCairo
@testable import CairnViews
@testable import CairnControls
import Foundation
import Testing
import CairnTestSupport

/// `.alert`: not presented it changes nothing; presented, the canvas is dimmed and the card
/// is drawn centred with UIKit's metrics (AlertCard.swift): width 270; the first label's
/// first baseline 36 below the top, a second label's 20 below the first's last, the last
/// label's last baseline 24 above a hairline; 44-point actions. With one-line labels the
/// header is 36 + 24 = 60 (title alone) or 36 + 20 + 24 = 80 (title and message), whatever
/// the font: the card heights below follow from those sums alone.
@Suite(.designEra(.iOS17)) struct AlertPresentationTests {
    static let canvas = CGSize(width: 390, height: 844)

    typealias Screen = PresentationScreen

    func png<V: View>(_ view: V, scale: CGFloat = 1) throws -> Data { try PresentationTestSupport.png(view, scale: scale) }

    /// The card node of the first presented alert in `layout` (the presenter's second child).
    func card(_ layout: ViewLayout) -> CGRect? { PresentationTestSupport.presentedFrame(in: layout, by: AlertPresenterBehavior.self) }

    // MARK: Not presented: nothing changes

    @Test func notPresentedAlertsLeaveTheBytesUnchanged() throws {
        let plain = try png(Screen { $0 })
        let off = Binding.constant(false)
        let on = Binding.constant(true)
        let variants: [AnyView] = [
            AnyView(Screen { $0.alert("Title", isPresented: off) { Button("OK") {} } }),
            AnyView(Screen { $0.alert(Text("Title"), isPresented: off) {} }),
            AnyView(Screen { $0.alert(String("Title"), isPresented: off) {} message: { Text("Message") } }),
            AnyView(Screen { $0.alert("Title", isPresented: off) { Button("Delete", role: .destructive) {} } message: { Text("M") } }),
            // `presenting:`: shown only when presented AND the data is not nil.
            AnyView(Screen { $0.alert("Title", isPresented: on, presenting: Optional<Int>.none) { n in Text("\(n)") } }),
            AnyView(Screen { $0.alert("Title", isPresented: off, presenting: 3) { n in Text("\(n)") } message: { n in Text("\(n)") } }),
        ]
        for (i, v) in variants.enumerated() {
            #expect(try png(v) == plain, "variant \(i)")
        }
        // The same layout, node for node.
        let a = ViewLayout(of: Screen { $0 }, in: Self.canvas).description
        let b = ViewLayout(of: Screen { $0.alert("Title", isPresented: off) {} }, in: Self.canvas).description
        #expect(a == b)
    }

    // MARK: Presented: frames

    /// A `TextField` among the actions is drawn between the message and the buttons (a
    /// pasted "Rename Album" alert lost its field): its box 25 tall, 16 from the card's edges
    /// (238 wide), at the header's bottom, 12 above the hairline (AlertTextFields). The card of a
    /// title, message, field and two buttons in a row: 80 + 25 + 12 + 1 + 44 = 162; without
    /// the field, 125. The field shows its text; a `SecureField` its bullets; the field is
    /// not a button (still two actions, side by side).
    @Test func textFieldsSitBetweenTheMessageAndTheButtons() throws {
        func alert(field: Bool) -> some View {
            Screen {
                $0.alert("Rename Album", isPresented: .constant(true)) {
                    if field { TextField("Name", text: .constant("Vacation 2025")).id("field") }
                    Button("Cancel", role: .cancel) {}
                    Button("Save") {}
                } message: { Text("Enter a new name.") }
            }
        }
        let with = ViewLayout(of: alert(field: true), in: Self.canvas)
        let without = ViewLayout(of: alert(field: false), in: Self.canvas)
        let c = try #require(card(with)), plain = try #require(card(without))
        #expect(plain.height == 125 && c.height == 162, "\(plain) \(c)")
        let field = try #require(with.frame(of: "field"))
        // The field itself: 4 in from its box (16 + 4 from the card's edges, 230 wide), centred
        // in the box's 25 points from the header's bottom (80).
        #expect(abs(field.minX - (c.minX + 20)) < 0.01 && abs(field.width - 230) < 0.01, "\(field) \(c)")
        #expect(abs(field.midY - (c.minY + 80 + 12.5)) < 0.01 && field.height <= 25, "\(field) \(c)")
        let strings = drawnStrings(with.displayList.items)
        #expect(strings.contains("Vacation 2025") && strings.contains("Cancel") && strings.contains("Save"))
        let secure = ViewLayout(of: Screen {
            $0.alert("Sign In", isPresented: .constant(true)) {
                SecureField("Password", text: .constant("abc"))
                Button("OK") {}
            }
        }, in: Self.canvas)
        #expect(drawnStrings(secure.displayList.items).contains("\u{2022}\u{2022}\u{2022}"))
        // Outside an alert a field is drawn where it stands, as before.
        let plainField = ViewLayout(of: TextField("Name", text: .constant("x")).id("f").frame(width: 200), in: CGSize(width: 200, height: 50))
        #expect(plainField.frame(of: "f")?.width == 200)
    }

    @Test func titleOnlyAlertHasTheDefaultOKButtonCentredOnTheCanvas() throws {
        // No actions: one "OK" (Apple: "the system includes a standard 'OK' action").
        // Header 60, hairline 1 (scale 1), one 44 action: 105 tall, centred in 390 × 844.
        let l = ViewLayout(of: Screen { $0.alert("Saved", isPresented: .constant(true)) {} }, in: Self.canvas)
        let c = try #require(card(l))
        #expect(c == CGRect(x: 60, y: (844.0 - 105) / 2, width: 270, height: 105))
        // The content keeps its frame.
        let plain = ViewLayout(of: Screen { $0 }, in: Self.canvas)
        #expect(l.frame(of: "row") == plain.frame(of: "row"))
    }

    @Test func twoActionsSitSideBySideWithCancelLeadingAndBold() throws {
        let l = ViewLayout(of: Screen {
            $0.alert("Delete?", isPresented: .constant(true)) {
                Button(role: .destructive, action: {}) { Text("Delete").id("delete") }
                Button(role: .cancel, action: {}) { Text("Cancel").id("cancel") }
            } message: {
                Text("Gone for good.")
            }
        }, in: Self.canvas)
        // Header 80 + hairline 1 + one row of 44 = 125.
        let c = try #require(card(l))
        #expect(c == CGRect(x: 60, y: (844.0 - 125) / 2, width: 270, height: 125))
        // The row: two cells of (270 − 1) / 2 = 134.5 split by a hairline; Cancel first.
        let cancel = try #require(l.frame(of: "cancel")), delete = try #require(l.frame(of: "delete"))
        #expect(abs(cancel.midX - (60 + 134.5 / 2)) < 0.01)
        #expect(abs(delete.midX - (60 + 134.5 + 1 + 134.5 / 2)) < 0.01)
        #expect(abs(cancel.midY - (c.maxY - 22)) < 0.01)
        #expect(abs(delete.midY - (c.maxY - 22)) < 0.01)
        // Cancel is emphasised (the headline style), Delete is not (the body style).
        let bold = ViewLayout(of: Text("Cancel").font(.headline), in: Self.canvas).size.width
        let regular = ViewLayout(of: Text("Delete").font(.body), in: Self.canvas).size.width
        #expect(cancel.width == bold)
        #expect(delete.width == regular)
    }

    @Test func threeActionsStackWithCancelAtTheBottom() throws {
        let l = ViewLayout(of: PresentationTestSupport.photoAlertScreen(), in: Self.canvas)
        // Header 60 + hairline + 3 × 44 + 2 hairlines = 195.
        let c = try #require(card(l))
        #expect(c == CGRect(x: 60, y: (844.0 - 195) / 2, width: 270, height: 195))
        let top = c.minY + 61
        #expect(abs(try #require(l.frame(of: "save")).midY - (top + 22)) < 0.01)
        #expect(abs(try #require(l.frame(of: "discard")).midY - (top + 45 + 22)) < 0.01)
        #expect(abs(try #require(l.frame(of: "cancel")).midY - (top + 90 + 22)) < 0.01)
        #expect(abs(try #require(l.frame(of: "save")).midX - 195) < 0.01)
    }

    @Test func aDestructiveButtonAloneBringsACancelButton() throws {
        // SwiftUI adds Cancel: two actions, side by side (125 with a one-line message).
        let l = ViewLayout(of: Screen {
            $0.alert("Remove?", isPresented: .constant(true)) {
                Button(role: .destructive, action: {}) { Text("Remove").id("remove") }
            } message: { Text("Sure?") }
        }, in: Self.canvas)
        let c = try #require(card(l))
        #expect(c.height == 125)
        #expect(abs(try #require(l.frame(of: "remove")).midX - (60 + 134.5 + 1 + 134.5 / 2)) < 0.01)
    }

    @Test func longLabelsStackEvenInPairs() throws {
        // Two labels wider than half the card less the 24 points of cell margin are stacked,
        // the cancel one last: 60 + 1 + 44 + 1 + 44 = 150.
        let l = ViewLayout(of: Screen {
            $0.alert("Sync", isPresented: .constant(true)) {
                Button(role: .cancel, action: {}) { Text("Not Now").id("cancel") }
                Button(action: {}) { Text("Remove from All Devices").id("long") }
            }
        }, in: Self.canvas)
        let c = try #require(card(l))
        #expect(c.height == 150)
        #expect(try #require(l.frame(of: "long")).midY < l.frame(of: "cancel")!.midY)
    }

    @Test func presentingPassesTheDataToTheBuilders() throws {
        let l = ViewLayout(of: Screen {
            $0.alert("Item", isPresented: .constant(true), presenting: "Milk") { name in
                Button(role: .destructive, action: {}) { Text("Delete \(name)").id("action") }
            } message: { name in
                Text("\(name) will be removed.")
            }
        }, in: Self.canvas)
        let expected = ViewLayout(of: Text("Delete Milk").font(.body), in: Self.canvas).size.width
        #expect(try #require(l.frame(of: "action")).width == expected)
        #expect(try #require(card(l)).height == 125)
    }

    @Test func anEmptyTitleGivesTheMessageTheTitlesPlaceAndFont() throws {
        // UIKit: with no title the message takes the title's font and its 36-point baseline:
        // header 36 + 24 = 60, card 105. A lone button with no role is not emphasised.
        let l = ViewLayout(of: Screen {
            $0.alert("", isPresented: .constant(true)) {
                Button(action: {}) { Text("Got It").id("ok") }
            } message: { Text("Saved to Photos").id("message") }
        }, in: Self.canvas)
        #expect(try #require(card(l)).height == 105)
        let headline = ViewLayout(of: Text("Saved to Photos").font(.headline), in: Self.canvas).size.width
        #expect(try #require(l.frame(of: "message")).width == headline)
        let body = ViewLayout(of: Text("Got It").font(.body), in: Self.canvas).size.width
        #expect(try #require(l.frame(of: "ok")).width == body)
    }

    // MARK: Presented: pixels

    @Test func theCanvasIsDimmedAndTheCardDrawnOnMaterial() throws {
        // 845 tall at scale 1: the 125-point card (hairline 1) spans y 360…485, on pixels.
        let screen = Screen(height: 845) { $0.alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: { Text("Gone for good.") } }
        let b = try ImageRenderer(content: screen).bitmap()
        func px(_ x: Int, _ y: Int) -> [Int] {
            let p = b.pixel(x: x, y: y)
            return [Int(p.red), Int(p.green), Int(p.blue)]
        }
        // White dimmed by black at 0.2: 255 · 0.8 = 204, far from any content.
        #expect(px(380, 830) == [204, 204, 204])
        // The card (x 60…330) on the thick material: the backdrop (204 grey all around)
        // under white at 0.8: 0.8 · 255 + 0.2 · 204 = 244.8.
        #expect(px(70, 368).allSatisfy { abs($0 - 245) <= 1 }, "\(px(70, 368))")
        // Outside the rounded corner (radius 13) the dim shows through; inside, material.
        #expect(px(60, 360) == [204, 204, 204])
        #expect(px(73, 373).allSatisfy { abs($0 - 245) <= 1 })
        // Below and beside the card: dimmed white again.
        #expect(px(195, 486) == [204, 204, 204])
        #expect(px(59, 420) == [204, 204, 204])
        // The hairline under the message (y 440): separator (60, 60, 67) at 29 % over the
        // card: 244.8 − 0.29 · (244.8 − 60) ≈ 191.2 (blue: 244.8 − 0.29 · 177.8 ≈ 193.2).
        #expect(close(px(100, 440), [191, 191, 193], tolerance: 2), "\(px(100, 440))")
        // The vertical hairline between the actions at x = 60 + 134.5 (half a pixel in).
        #expect(px(194, 470)[0] < 235)
        // The labels: Cancel in system blue in the leading cell, Delete in system red in the
        // trailing one (the pixel nearest each colour, within what antialiasing leaves).
        func nearest(_ rgb: [Int], xs: Range<Int>) -> Int {
            var best = Int.max
            for y in 441..<485 { for x in xs { best = min(best, zip(px(x, y), rgb).map { abs($0 - $1) }.max()!) } }
            return best
        }
        #expect(nearest([0, 122, 255], xs: 60..<194) <= 24)
        #expect(nearest([0, 122, 255], xs: 196..<330) > 60)
        #expect(nearest([255, 59, 48], xs: 196..<330) <= 24)
        #expect(nearest([255, 59, 48], xs: 60..<194) > 60)
    }

    func close(_ a: [Int], _ b: [Int], tolerance: Int) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    @Test func aDisabledActionIsDrawnInTheTertiaryLabelColour() throws {
        // Card 125 tall in 845 at scale 1: the action row spans y 441…485; Save trails.
        let screen = Screen(height: 845) { $0.alert("Save?", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Save") {}.disabled(true)
        } message: { Text("Unsaved changes.") } }
        let b = try ImageRenderer(content: screen).bitmap()
        var bluest = 0, darkest = 255
        for y in 441..<485 {
            for x in 196..<330 {
                let p = b.pixel(x: x, y: y)
                bluest = max(bluest, Int(p.blue) - Int(p.red))
                darkest = min(darkest, Int(p.red))
            }
        }
        // Tertiary label (60, 60, 67) at 30 % over the card (≈ 245): ≈ 189.5 at the glyphs'
        // cores, never blue.
        #expect(bluest <= 4)
        #expect(abs(darkest - 190) <= 3, "\(darkest)")
    }

    @Test func darkModeDimsWithBlackAt48Percent() throws {
        let screen = Screen { $0.alert("Saved", isPresented: .constant(true)) {} }.preferredColorScheme(.dark)
        let b = try ImageRenderer(content: screen).bitmap()
        let p = b.pixel(x: 380, y: 830)
        // White (the screen's own background) under black at 0.48: 255 · 0.52 = 132.6.
        #expect([Int(p.red), Int(p.green), Int(p.blue)].allSatisfy { abs($0 - 133) <= 1 })
    }

    @Test func theDimCoversTheWholeCanvasWhereverTheModifierIs() throws {
        // The modifier on a small view in a corner, offset: the dim still covers the whole
        // root and the card is centred on it, drawn over later siblings.
        let view = VStack(spacing: 0) {
            Text("A").alert("Hi", isPresented: .constant(true)) {}.offset(x: 30)
            Color.green.frame(height: 400)
        }
        .frame(width: 300, height: 600)
        .background(Color.white)
        let b = try ImageRenderer(content: view).bitmap()
        func px(_ x: Int, _ y: Int) -> [Int] { let p = b.pixel(x: x, y: y); return [Int(p.red), Int(p.green), Int(p.blue)] }
        // Green (52, 199, 89) dimmed: 0.8 × each.
        #expect(px(5, 300) == [42, 159, 71])
        #expect(px(5, 5) == [204, 204, 204])
        // The card centre row at x = 300/2: inside the card (15…285), not dimmed green.
        let centre = px(150, 300 - 105 / 2 + 5)
        #expect(centre[0] > 200 && centre[1] > 200, "\(centre)")
    }

    /// A scene whose alert's Delete button records the tap.
    struct Confirm: View {
        @State private var shown = true
        @State private var deleted = false
        var body: some View {
            Text(deleted ? "Deleted" : "Kept")
                .frame(width: 300, height: 300)
                .background(Color.white)
                .alert("Delete?", isPresented: $shown) {
                    Button("Delete", role: .destructive) { deleted = true }
                }
        }
    }

    @Test func tappingAnAlertButtonRunsItsActionAndDismissesTheAlert() throws {
        // Apple: a tap on an action runs it and sets `isPresented` to false.
        let r = AnimationRenderer(content: Confirm(), duration: 1).tap("Delete", at: 0.5)
        func corner(_ frame: Int) throws -> [Int] {
            let p = try r.bitmap(atFrame: frame).pixel(x: 2, y: 2)
            return [Int(p.red), Int(p.green), Int(p.blue)]
        }
        #expect(try corner(0) == [204, 204, 204])   // presented: dimmed
        #expect(try corner(29) == [255, 255, 255])  // after the tap: gone
        // The action ran: the content now reads "Deleted".
        let strings = PresentationTestSupport.strings
        #expect(strings(r.displayList(atFrame: 0).items).contains("Kept"))
        #expect(strings(r.displayList(atFrame: 29).items) == ["Deleted"])
    }

    @Test func sameSceneSameBytes() throws {
        let screen = Screen { $0.alert("Delete?", isPresented: .constant(true)) { Button("Delete", role: .destructive) {} } }
        #expect(try png(screen, scale: 2) == png(screen, scale: 2))
    }
}
