import Cairn
import CairnCairo
@testable import CairnViews
@testable import CairnControls
import Foundation
import Testing
import CairnTestSupport

/// `.alert` under `DesignEra.iOS26` (GlassAlertCard.swift): a 320-wide card on regular glass,
/// corner radius 34, leading-aligned labels 30 from the edges (title's top 22 below the card's,
/// message 7⅓ below the title), capsule buttons 48 tall, 16 from the card's edges, 8 apart,
/// 20⅓ below the last label. The card's height is therefore
/// 22 + title + 7⅓ + message + 20⅓ + buttons + 16, whatever the font.
@Suite(.designEra(.iOS26)) struct GlassAlertTests {
    static let canvas = CGSize(width: 390, height: 844)
    typealias Screen = PresentationScreen

    func card(_ layout: ViewLayout) -> CGRect? { PresentationTestSupport.presentedFrame(in: layout, by: AlertPresenterBehavior.self) }

    /// The frame of the first text node showing `string` (an alert's title cannot take an id).
    func text(_ string: String, in layout: ViewLayout) -> CGRect? {
        var found: CGRect?
        _ = layout.root.walk { node, _ in
            if let t = node.behavior as? TextBehavior, t.text.segments.map(\.string).joined() == string {
                found = node.frame
                return false
            }
            return true
        }
        return found
    }

    @Test func twoButtonsSitSideBySideInCapsulesUnderLeadingText() throws {
        let l = ViewLayout(of: Screen {
            $0.alert("Delete?", isPresented: .constant(true)) {
                Button(role: .destructive, action: {}) { Text("Delete").id("delete") }
                Button(role: .cancel, action: {}) { Text("Cancel").id("cancel") }
            } message: {
                Text("Gone for good.").id("message")
            }
        }, in: Self.canvas)
        let c = try #require(card(l))
        let title: CGRect = try #require(text("Delete?", in: l))
        let message: CGRect = try #require(l.frame(of: "message"))
        #expect(c.minX == 35 && c.width == 320)
        #expect(abs(c.midY - 422) < 0.01)
        // Leading text, 30 from the card's edge; the title's top 22 below the card's.
        #expect(abs(title.minX - 65) < 0.01 && abs(message.minX - 65) < 0.01)
        #expect(abs(title.minY - (c.minY + 22)) < 0.01)
        #expect(abs(message.minY - (title.maxY + 22.0 / 3)) < 0.01)
        // One row of two 140-wide capsules (320 − 2 · 16 − 8 = 280), Cancel leading.
        let cancel: CGRect = try #require(l.frame(of: "cancel"))
        let delete: CGRect = try #require(l.frame(of: "delete"))
        #expect(abs(cancel.midX - (35 + 16 + 70)) < 0.01)
        #expect(abs(delete.midX - (35 + 16 + 140 + 8 + 70)) < 0.01)
        #expect(abs(cancel.midY - (c.maxY - 16 - 24)) < 0.01 && abs(delete.midY - cancel.midY) < 0.01)
        // Height: 22 + title + 7⅓ + message + 20⅓ + 48 + 16.
        let expected: CGFloat = 22 + title.height + 22.0 / 3 + message.height + 61.0 / 3 + 48 + 16
        #expect(abs(c.height - expected) < 0.01)
    }

    /// A text field sits between the text and the buttons, in a 36-point capsule 16 from the
    /// card's edges (288 wide) and 8 above the buttons: the card grows by 36 + 8 = 44.
    @Test func aTextFieldSitsAboveTheButtons() throws {
        func alert(field: Bool) -> some View {
            Screen {
                $0.alert("Rename", isPresented: .constant(true)) {
                    if field { TextField("Name", text: .constant("Trip")).id("field") }
                    Button("Cancel", role: .cancel) {}
                    Button("Save") {}
                }
            }
        }
        let with = ViewLayout(of: alert(field: true), in: Self.canvas)
        let c = try #require(card(with)), plain = try #require(card(ViewLayout(of: alert(field: false), in: Self.canvas)))
        #expect(abs(c.height - plain.height - 44) < 0.01, "\(plain) \(c)")
        let field = try #require(with.frame(of: "field"))
        // The field itself, 12 in from its capsule's ends: 16 + 12 from the card's edges, 264
        // wide; the capsule's bottom 8 above the buttons' tops (16 + 48 above the card's
        // bottom), the field centred in its 36 points.
        #expect(abs(field.minX - (c.minX + 28)) < 0.01 && abs(field.width - 264) < 0.01, "\(field) \(c)")
        #expect(abs(field.midY - (c.maxY - 16 - 48 - 8 - 18)) < 0.01, "\(field) \(c)")
    }

    @Test func threeButtonsStackWithCancelAtTheBottom() throws {
        let l = ViewLayout(of: PresentationTestSupport.photoAlertScreen(), in: Self.canvas)
        let c = try #require(card(l))
        let title: CGRect = try #require(text("Photo", in: l))
        // 22 + title + 20⅓ + 3 · 48 + 2 · 8 + 16.
        #expect(abs(c.height - (22 + title.height + 61.0 / 3 + 160 + 16)) < 0.01)
        let bottom = c.maxY - 16
        #expect(abs(try #require(l.frame(of: "cancel")).midY - (bottom - 24)) < 0.01)
        #expect(abs(try #require(l.frame(of: "discard")).midY - (bottom - 24 - 56)) < 0.01)
        #expect(abs(try #require(l.frame(of: "save")).midY - (bottom - 24 - 112)) < 0.01)
        #expect(abs(try #require(l.frame(of: "save")).midX - 195) < 0.01)
    }

    /// A title-only alert gets the default OK button, alone in a full-width capsule.
    @Test func titleOnlyAlertHasOneFullWidthOKButton() throws {
        let l = ViewLayout(of: Screen { $0.alert("Saved", isPresented: .constant(true)) {} }, in: Self.canvas)
        let c = try #require(card(l))
        let title: CGRect = try #require(text("Saved", in: l))
        #expect(abs(c.height - (22 + title.height + 61.0 / 3 + 48 + 16)) < 0.01)
        #expect(PresentationTestSupport.strings(l.displayList.items).contains("OK"))
    }

    /// Pixels at scale 1 (845 tall, so the card sits on whole pixels): outside the 34-point
    /// corner the dimmed canvas (white under black at 0.2: 204); inside the card, glass over it
    /// (lighter than the dim); the buttons' capsules darker than the glass beside them (the
    /// tertiary fill, (118, 118, 128) at 12 %); Delete in system red, Cancel in black.
    @Test func theCardIsGlassWithRoundCornersAndCapsules() throws {
        let screen = Screen(height: 845) { $0.alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: { Text("Gone for good.") } }
        let r = ImageRenderer(content: screen)
        let b = try r.bitmap()
        let l = ViewLayout(of: screen, in: CGSize(width: 390, height: 845))
        let c = try #require(card(l))
        func px(_ x: CGFloat, _ y: CGFloat) -> [Int] { PresentationTestSupport.rgb(b, Int(x), Int(y)) }
        #expect(px(380, 830) == [204, 204, 204])
        // (8, 8) in from the corner: outside a radius-34 corner (√(26² + 26²) ≈ 36.8 > 34).
        // There the dim (204) lies under the glass's shadow (`GlassLook.shadow`: black at 0.10,
        // σ 6, 2 down), 2.8 outside the curve: at most 0.10 · Φ(−(2.8 − 2) / 6) ≈ 0.045 of
        // black, so 195…204, and grey.
        let corner = px(c.minX + 8, c.minY + 8)
        #expect(corner.allSatisfy { (195...204).contains($0) && $0 == corner[0] }, "\(corner)")
        let glass = px(c.minX + 6, c.midY)
        #expect(glass.allSatisfy { $0 > 210 }, "\(glass)")
        let capsule = px(c.minX + 16 + 70, c.maxY - 16 - 4)
        #expect(capsule[0] < glass[0] - 3, "capsule \(capsule), glass \(glass)")
        func nearest(_ rgb: [Int], xs: ClosedRange<CGFloat>) -> Int {
            var best = Int.max
            for y in Int(c.maxY - 64)..<Int(c.maxY - 16) {
                for x in Int(xs.lowerBound)..<Int(xs.upperBound) { best = min(best, zip(px(CGFloat(x), CGFloat(y)), rgb).map { abs($0 - $1) }.max()!) }
            }
            return best
        }
        #expect(nearest([255, 59, 48], xs: (c.midX + 4)...(c.maxX - 16)) <= 24)
        #expect(nearest([255, 59, 48], xs: (c.minX + 16)...(c.midX - 4)) > 60)
        #expect(nearest([0, 0, 0], xs: (c.minX + 16)...(c.midX - 4)) <= 24)
    }

    /// Under iOS 17 the same alert keeps UIKit's 270-wide card (the era switch changes only
    /// what it should).
    @Test func iOS17KeepsTheClassicCard() throws {
        let view = Screen { $0.alert("Delete?", isPresented: .constant(true)) { Button("OK") {} } }
        let classic = DesignEra.withDefault(.iOS17) { ViewLayout(of: view, in: Self.canvas) }
        #expect(try #require(card(classic)).width == 270)
        #expect(try #require(card(ViewLayout(of: view, in: Self.canvas))).width == 320)
    }
}
