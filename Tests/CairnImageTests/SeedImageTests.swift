import Cairn
import Foundation
import SampleScenes
import Testing

/// The seeds' image code with the real symbols: seed 000's `User:` rows, seed 002's circle
/// buttons, seed 003's badge; and byte-for-byte determinism.
@Suite struct SeedImageTests {
    /// person.circle at `.body` in Inter: 21.75 units × 0.90149 = 19.607 points square.
    static let person: CGFloat = 19.607

    @Test func userRowPlain() {
        // Seed 000: Image, "User:" (42.404 wide) and the name (158.337) with the default 8
        // points between them: 19.607 + 8 + 42.404 + 8 + 158.337 = 236.348, centred in 400.
        let layout = ViewLayout(of: UserRow(variant: .plain), in: CGSize(width: 400, height: 100))
        #expect(close(layout.frame(of: "image"), CGRect(x: 81.826, y: 40.196, width: Self.person, height: Self.person), 0.001))
        #expect(close(layout.frame(of: "user"), CGRect(x: 109.433, y: 39.713, width: 42.404, height: 20.574), 0.001))
        #expect(close(layout.frame(of: "name"), CGRect(x: 159.837, y: 39.713, width: 158.337, height: 20.574), 0.001))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func userRowInTwoHundredPoints() {
        // frame(width: 200): the name is offered what is left and truncates to 118.323; the
        // row (196.335) is centred in the frame, leaving 1.83 on each side.
        let layout = ViewLayout(of: UserRow(variant: .width200), in: CGSize(width: 400, height: 100))
        #expect(close(layout.frame(of: "image"), CGRect(x: 101.833, y: 40.196, width: Self.person, height: Self.person), 0.001))
        #expect(close(layout.frame(of: "user")?.width, 42.404, 0.001))
        #expect(close(layout.frame(of: "name"), CGRect(x: 179.844, y: 39.713, width: 118.323, height: 20.574), 0.001))
    }

    @Test func userRowWithPriority() {
        // layoutPriority(1): the name is offered 200 − 16 − 19.607 − 13.957 (the shortest
        // "User:" can be, its ellipsis) and "User:" shrinks to that 13.957.
        let layout = ViewLayout(of: UserRow(variant: .priority), in: CGSize(width: 400, height: 100))
        #expect(close(layout.frame(of: "image")?.minX, 104.019, 0.001))
        #expect(close(layout.frame(of: "user")?.width, 13.957, 0.001))
        #expect(close(layout.frame(of: "name")?.width, 142.398, 0.001))
    }

    @Test func userRowFixedSize() {
        // fixedSize() before frame(width: 200): the row keeps its ideal 236.348 and overflows
        // the 200-point frame symmetrically: the same frames as the plain row.
        let fixed = ViewLayout(of: UserRow(variant: .fixedSize), in: CGSize(width: 400, height: 100))
        let plain = ViewLayout(of: UserRow(variant: .plain), in: CGSize(width: 400, height: 100))
        for id in ["image", "user", "name"] {
            #expect(close(fixed.frame(of: id), plain.frame(of: id) ?? .null, 0.001), "\(id)")
        }
    }

    @Test func circleButtonsLineUpOnTheMenuGuide() {
        // Seed 002: every CircleButton's centre on one vertical line.
        let layout = ViewLayout(of: CircleButtonMenu(aligned: true), in: CGSize(width: 300, height: 300))
        let centres = ["inbox", "sent", "menu"].compactMap { layout.frame(of: $0)?.midX }
        #expect(centres.count == 3)
        #expect(centres.allSatisfy { close($0, centres[0], 0.001) })
        // The symbols: 26 × 26 frames, scaled to fit.
        #expect(close(layout.frame(of: "tray.and.arrow.down")?.height, 26, 0.001))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func verifiedBadgeSitsOnTheTopTrailingCorner() {
        // Seed 003: a 50 × 50 cloud padded 10 (70 × 70), a circle.fill badge centred on its
        // top-trailing corner by alignment guides.
        let layout = ViewLayout(of: VerifiedBadgeScene(), in: CGSize(width: 200, height: 200))
        let cloud = layout.frame(of: "cloud"), badge = layout.frame(of: "badge")
        #expect(close(cloud?.size.width, 50, 0.001))
        #expect(close(badge?.midX, (cloud?.maxX ?? 0) + 10, 0.001))
        #expect(close(badge?.midY, (cloud?.minY ?? 0) - 10, 0.001))
    }

    @Test func rendersAreByteIdentical() throws {
        let dir = try ScratchDirectory("determinism")
        defer { dir.cleanUp() }
        let url = dir.file("rb.png")
        try redBluePNG().write(to: url)
        let view = VStack {
            Image(contentsOf: url).resizable().frame(width: 40, height: 30)
            UserRow(variant: .width200)
            Image(systemName: "cloud.bolt.fill").resizable().frame(width: 50, height: 40)
        }
        func render() throws -> (Data, Data) {
            let r = ImageRenderer(content: view)
            r.scale = 2
            return (try r.pngData(), try r.svgData())
        }
        let (png1, svg1) = try render()
        let (png2, svg2) = try render()
        #expect(png1 == png2)
        #expect(svg1 == svg2)
        let gallery1 = try ImageRenderer(content: SymbolGallery()).pngData()
        let gallery2 = try ImageRenderer(content: SymbolGallery()).pngData()
        #expect(gallery1 == gallery2)
    }
}
