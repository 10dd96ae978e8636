import CCairo
@testable import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing

/// Liquid Glass's rim light and shadow on a rounded box (`CairoPainter+RoundedRim.swift`): the
/// box is recognised from its path, the rim's coverage comes from the box's distance field and
/// stays within a few levels of Cairo's stroke through a clip, and the shadow outside the box
/// is drawn without the shape its clip hides, to the same bytes.
@Suite struct RoundedRimTests {
    @Test func recognisesCirclesCapsulesAndCircularRoundedRectangles() {
        let square = CGRect(x: 16, y: 54, width: 44, height: 44), bar = CGRect(x: 69, y: 752, width: 252, height: 62)
        #expect(CairoPainter.roundedBox(Path(ellipseIn: square))?.radius == 22)
        #expect(CairoPainter.roundedBox(Path(roundedRect: bar, cornerRadius: 31, style: .circular))?.radius == 31)
        #expect(CairoPainter.roundedBox(Path(roundedRect: bar, cornerRadius: 12, style: .circular))?.rect == bar)
        #expect(CairoPainter.roundedBox(Path(bar))?.radius == 0)
        // Not boxes of circular corners: continuous corners, an ellipse, a triangle.
        #expect(CairoPainter.roundedBox(Path(roundedRect: bar, cornerRadius: 12, style: .continuous)) == nil)
        #expect(CairoPainter.roundedBox(Path(ellipseIn: bar)) == nil)
        var triangle = Path()
        triangle.move(to: CGPoint(x: 0, y: 0)); triangle.addLine(to: CGPoint(x: 40, y: 0)); triangle.addLine(to: CGPoint(x: 20, y: 30)); triangle.closeSubpath()
        #expect(CairoPainter.roundedBox(triangle) == nil)
        #expect(CairoPainter.roundedBox(Path()) == nil)
    }

    /// The band's coverage against its exact area, computed apart: 16 × 16 samples a pixel,
    /// each inside the box (within the corner's radius of the inner rectangle) and not inside
    /// the box inset by the band (a rounded box of radius r − band).
    @Test func bandCoverageIsTheBandsArea() {
        let box = (10.3, 12.6, 210.3, 102.6), radius = 30.0, band = 2.5
        let width = 224, height = 112
        var data = [UInt8](repeating: 0, count: width * height)
        data.withUnsafeMutableBufferPointer {
            CairoPainter.roundedBoxBand($0.baseAddress!, stride: width, width: width, height: height, origin: (0, 0),
                                        box: box, radius: radius, band: band)
        }
        func inside(_ x: Double, _ y: Double, inset: Double) -> Bool {
            let x0 = box.0 + inset, y0 = box.1 + inset, x1 = box.2 - inset, y1 = box.3 - inset, r = radius - inset
            let cx = min(max(x, x0 + r), x1 - r), cy = min(max(y, y0 + r), y1 - r)
            return x >= x0 && x <= x1 && y >= y0 && y <= y1 && (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r
        }
        var worst = 0, total = 0, covered = 0
        for j in 0..<height {
            for i in 0..<width {
                var hits = 0
                for sy in 0..<16 {
                    for sx in 0..<16 {
                        let x = Double(i) + (Double(sx) + 0.5) / 16, y = Double(j) + (Double(sy) + 0.5) / 16
                        if inside(x, y, inset: 0) && !inside(x, y, inset: band) { hits += 1 }
                    }
                }
                let exact = Int((Double(hits) / 256 * 255).rounded())
                let difference = abs(Int(data[j * width + i]) - exact)
                worst = max(worst, difference)
                total += difference
                if data[j * width + i] > 0 { covered += 1 }
            }
        }
        // The band (2.5 px along a perimeter of 2 (200 + 90) − 8 × 30 + 2π × 28.75 ≈ 521 px)
        // touches about 3.5 pixels across.
        #expect(covered > 1_700 && covered < 1_950, "\(covered) pixels covered")
        #expect(worst <= 24, "worst \(worst) levels")
        #expect(Double(total) / Double(covered) < 3.5, "mean \(Double(total) / Double(covered)) levels on the band")
    }

    /// A glass rim (white 0.60 → 0.12 → 0.40, twice 1 pt wide, clipped inside) on a circle, a
    /// capsule and a rounded rectangle of circular corners at 3× over a dark colour: within 16
    /// levels of Cairo's stroke through a clip (Cairo flattens the corners; the worst pixels
    /// are where a corner meets a straight edge), under three levels on average over the pixels
    /// that differ, and Cairn's path drew it (the pictures differ).
    @Test func glassRimsMatchCairosClippedStroke() throws {
        let stops: [Gradient.Stop] = [.init(color: Color(red: 1, green: 1, blue: 1, opacity: 0.6), location: 0),
                                      .init(color: Color(red: 1, green: 1, blue: 1, opacity: 0.12), location: 0.5),
                                      .init(color: Color(red: 1, green: 1, blue: 1, opacity: 0.4), location: 1)]
        let shapes = [Path(ellipseIn: CGRect(x: 16, y: 14, width: 44, height: 44)),
                      Path(roundedRect: CGRect(x: 70, y: 20, width: 150, height: 45), cornerRadius: 22.5, style: .circular),
                      Path(roundedRect: CGRect(x: 20, y: 80, width: 200, height: 60), cornerRadius: 16, style: .circular)]
        var differing = 0, sum = 0
        for path in shapes {
            let b = path.boundingRect
            let rim = DisplayList.Item.stroke(path, .linearGradient(stops: stops, start: b.origin, end: CGPoint(x: b.maxX, y: b.maxY)), StrokeStyle(lineWidth: 2))
            let list = DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 240, height: 160)), .color(Color(red: 0.1, green: 0.12, blue: 0.3).resolved), FillStyle()),
                                    .group(.init(clips: [.init(path: path, style: FillStyle())], content: DisplayList([rim])))])
            let ours = try paintedWords(list, width: 720, height: 480, scale: 3)
            // The same group as two items (a clear fill beside the stroke): Cairo's clip and stroke.
            let cairos = try paintedWords(DisplayList([list.items[0], .group(.init(clips: [.init(path: path, style: FillStyle())], content: DisplayList([
                rim, .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(Color(red: 0, green: 0, blue: 0, opacity: 0).resolved), FillStyle()),
            ])))]), width: 720, height: 480, scale: 3)
            var worst = 0
            for (p, q) in zip(ours, cairos) where p != q {
                differing += 1
                var d = 0
                for shift: UInt32 in [0, 8, 16, 24] { d = max(d, abs(Int((p >> shift) & 255) - Int((q >> shift) & 255))) }
                worst = max(worst, d)
                sum += d
            }
            #expect(worst <= 16, "\(b): \(worst) levels")
        }
        #expect(differing > 100)
        #expect(Double(sum) / Double(max(differing, 1)) < 3, "mean \(Double(sum) / Double(max(differing, 1))) levels")
    }

    /// Glass's shadow (a crisp box, shadowed, under a crisp even-odd clip of a rectangle
    /// around it and the box itself), light and dark (the faint path and the general one):
    /// byte for byte what drawing the hidden box too gives, and a shadow was drawn (the pixels
    /// outside the box darken).
    @Test func shadowOutsideTheBoxIsTheSamePictureWithoutTheHiddenBox() throws {
        let box = Path(roundedRect: CGRect(x: 60, y: 50, width: 120, height: 44), cornerRadius: 22, style: .circular)
        for opacity in [0.10, 0.30] {
            var outside = Path(CGRect(x: 40, y: 30, width: 160, height: 84))
            outside.addPath(box)
            let crisp = FillStyle(eoFill: false, antialiased: false)
            let shadow = LayerFilter.shadow(color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: opacity), sigma: 6, offset: CGSize(width: 0, height: 2))
            let white = DisplayList.Item.fill(Path(CGRect(x: 0, y: 0, width: 240, height: 160)), .color(Color.white.resolved), FillStyle())
            func scene(extra: Bool) -> DisplayList {
                var content: [DisplayList.Item] = [.fill(box, .color(Color.black.resolved), crisp)]
                if extra { content.append(.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(Color(red: 0, green: 0, blue: 0, opacity: 0).resolved), FillStyle())) }
                return DisplayList([white, .group(.init(clips: [.init(path: outside, style: FillStyle(eoFill: true, antialiased: false))], content: DisplayList([
                    .layer(DisplayList.Layer(content: DisplayList(content), filters: [shadow])),
                ])))])
            }
            let ours = try paintedWords(scene(extra: false), width: 720, height: 480, scale: 3)
            let general = try paintedWords(scene(extra: true), width: 720, height: 480, scale: 3)
            let same = ours == general  // a Bool, so a failure does not print two million pixels
            #expect(same, "opacity \(opacity)")
            // Below the box's middle (y 94 pt, x 120 pt), 2 pt down: the shadow, not white; inside the box: white.
            #expect(ours[(96 * 3) * 720 + 120 * 3] & 0xFF < 0xF8)
            #expect(ours[(72 * 3) * 720 + 120 * 3] == 0xFFFF_FFFF)
        }
    }
}
