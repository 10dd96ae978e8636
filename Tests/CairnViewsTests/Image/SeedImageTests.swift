import Cairn
import Foundation
import SampleScenes
import Testing
import CairnTestSupport

/// The seeds' image code with the real symbols: seed 000's `User:` rows, seed 002's circle
/// buttons, seed 003's badge; and byte-for-byte determinism.
@Suite struct SeedImageTests {
    /// person.circle at `.body`: 21.75 units × 1.54 × 11.978 (SF Pro's cap height at 17)
    /// / 24 = 16.717 points wide, in a box as tall as the text's line (20.287); its frame is
    /// rounded up to the pixel (1× here) as the texts' are: 17 × 21.
    static let person: CGFloat = pixelCeil(16.717)

    @Test func userRowPlain() {
        // Seed 000: Image, "User:" (40.256 wide with the 17-point tracking: 41 on the pixel
        // grid) and the name (150.603: 151) with the default 8 points between them: 17 + 8 +
        // 41 + 8 + 151 = 225, centred in 400; rows 21 tall (SF Pro's line, 20.287, rounded
        // up), the symbol's box too, so all three share a top, (100 − 21) / 2 = 39.5.
        let layout = ViewLayout(of: UserRow(variant: .plain), in: CGSize(width: 400, height: 100))
        #expect(close(layout.frame(of: "image"), CGRect(x: 87.5, y: 39.5, width: Self.person, height: 21), 1e-9))
        #expect(close(layout.frame(of: "user"), CGRect(x: 112.5, y: 39.5, width: pixelCeil(40.256), height: 21), 1e-9))
        #expect(close(layout.frame(of: "name"), CGRect(x: 161.5, y: 39.5, width: pixelCeil(150.603), height: 21), 1e-9))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func userRowInTwoHundredPoints() {
        // frame(width: 200): the name is offered what is left (200 − 16 − 17 − 41 = 126) and
        // truncates to 120.906, 121 on the pixel grid; the row (195) is centred in the frame,
        // leaving 2.5 on each side.
        let layout = ViewLayout(of: UserRow(variant: .width200), in: CGSize(width: 400, height: 100))
        #expect(close(layout.frame(of: "image"), CGRect(x: 102.5, y: 39.5, width: Self.person, height: 21), 1e-9))
        #expect(close(layout.frame(of: "user")?.width, 41, 1e-9))
        #expect(close(layout.frame(of: "name"), CGRect(x: 176.5, y: 39.5, width: pixelCeil(120.906), height: 21), 1e-9))
    }

    @Test func userRowWithPriority() {
        // layoutPriority(1): the name is offered 200 − 16 − 17 − 14 (the shortest "User:"
        // can be, its tracked ellipsis, 13.527 rounded up) = 153 ≥ its 151, so "onevcat |
        // Wei Wang" shows whole, as in the article (with Inter's own metrics it truncated to
        // 142.398), and "User:" shrinks to "…". The row, 17 + 8 + 14 + 8 + 151 = 198, is
        // centred in 200.
        let layout = ViewLayout(of: UserRow(variant: .priority), in: CGSize(width: 400, height: 100))
        #expect(close(layout.frame(of: "image")?.minX, 101, 1e-9))
        #expect(close(layout.frame(of: "user")?.width, pixelCeil(13.527), 1e-9))
        #expect(close(layout.frame(of: "name")?.width, pixelCeil(150.603), 1e-9))
    }

    /// The frames of the layout's nodes of `kind` (`"Text"`, `"VStack"`), in tree order,
    /// read from the layout's description.
    static func frames(_ kind: String, in layout: ViewLayout) -> [CGRect] {
        layout.description.split(separator: "\n").compactMap { line -> CGRect? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(kind + " frame=("), let end = trimmed.firstIndex(of: ")") else { return nil }
            let numbers = trimmed[trimmed.index(trimmed.startIndex, offsetBy: kind.count + 8)..<end]
                .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 4 else { return nil }
            return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }

    @Test func userPickerLabelStaysPutForEverySelection() throws {
        // Seed 000 aligns "User:"'s bottom + index × 20.3 with the selected name's centre,
        // on an iPhone (3×). The names are SF Pro lines, 20.2871 rounded up to the pixel:
        // 61/3 = 20.3333 apart (no spacing between texts: their line gap is 0), so the
        // label's bottom sits 10.1667 + index × 0.0333 below the names' top: it moves 0.067
        // points over the three selections (with Inter's 20.5742 lines it moved 0.548; at
        // 1×, with 21-point lines, it would move 1.4).
        var offsets: [CGFloat] = []
        for index in 0..<3 {
            let layout = ViewLayout(of: UserPicker(selectedIndex: index).environment(\.displayScale, 3), in: CGSize(width: 400, height: 200))
            let user = try #require(Self.frames("Text", in: layout).first)
            let names = try #require(Self.frames("VStack", in: layout).first)
            let footnoteLine: CGFloat = 2444.0 / 2048 * 13
            #expect(close(user.height, pixelCeil(footnoteLine, scale: 3), 0.001))  // (descriptions print 3 decimals)
            offsets.append(user.maxY - names.minY)
        }
        let line = pixelCeil(2444.0 / 2048 * 17, scale: 3)
        for (index, offset) in offsets.enumerated() {
            let expected: CGFloat = line / 2 + CGFloat(index) * (line - 20.3)
            #expect(close(offset, expected, 0.001), "\(index)")
        }
        let drift: CGFloat = (offsets.max() ?? 0) - (offsets.min() ?? 1)
        #expect(drift < 0.07)
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
