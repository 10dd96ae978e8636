import CCairo
import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing

/// Cairn's own linear gradients on image targets (`CairoPainter+GradientRaster.swift`): the
/// same picture as Cairo's gradient pattern, a level apart at most, in every shape the two
/// paths take — a rectangle on whole pixels written straight into the target, anything else
/// through a raster — at 1× and 2×, in groups, clips, over other paint and with translucent
/// and hard stops.
@Suite struct LinearGradientRasterTests {
    static let size = CGSize(width: 240, height: 160)

    /// ARGB32 words of `list` drawn on a `size` canvas at `scale`, by Cairn's gradients or Cairo's.
    func pixels(_ list: DisplayList, scale: Double, cairns: Bool) throws -> [UInt32] {
        try paintedWords(list, width: Int(Self.size.width * scale), height: Int(Self.size.height * scale), scale: scale) {
            $0.rasterisesLinearGradients = cairns
        }
    }

    /// The largest difference of any channel of any pixel.
    func largestDifference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var worst = 0
        for (p, q) in zip(a, b) where p != q {
            for shift: UInt32 in [0, 8, 16, 24] {
                let u = Int((p >> shift) & 0xFF), v = Int((q >> shift) & 0xFF)
                worst = max(worst, abs(u - v))
            }
        }
        return worst
    }

    /// Draws each list with Cairn's gradients and Cairo's, expects them within a level, and
    /// counts the cases, those that differ at all and the largest difference.
    func tally(_ lists: [DisplayList], scale: Double, _ label: String, _ worst: inout Int, _ cases: inout Int, _ differing: inout Int) throws {
        for list in lists {
            let ours = try pixels(list, scale: scale, cairns: true), cairos = try pixels(list, scale: scale, cairns: false)
            let difference = largestDifference(ours, cairos)
            if ours != cairos { differing += 1 }
            #expect(difference <= 1, "\(label), scale \(scale): \(difference) levels")
            worst = max(worst, difference)
            cases += 1
        }
    }

    static let stopSets: [[Gradient.Stop]] = [
        [.init(color: Color(red: 0.96, green: 0.97, blue: 1.0), location: 0), .init(color: Color(red: 0.84, green: 0.88, blue: 0.99), location: 1)],
        [.init(color: .red, location: 0), .init(color: Color.green.opacity(0.5), location: 0.4), .init(color: Color.blue.opacity(0.2), location: 1)],
        [.init(color: .black, location: 0.2), .init(color: .white, location: 0.8)],
        [.init(color: .orange, location: 0), .init(color: .orange, location: 0.5), .init(color: .purple, location: 0.5), .init(color: .purple, location: 1)],
        [.init(color: Color.black.opacity(0), location: 0), .init(color: Color.black.opacity(0.6), location: 1)],
    ]

    static let axes: [(CGPoint, CGPoint)] = [
        (CGPoint(x: 0, y: 0), CGPoint(x: 240, y: 160)),   // diagonal
        (CGPoint(x: 20, y: 0), CGPoint(x: 220, y: 0)),    // along x
        (CGPoint(x: 0, y: 150), CGPoint(x: 0, y: 10)),    // along y, reversed
        (CGPoint(x: 100, y: 80), CGPoint(x: 100.4, y: 80.3)),  // shorter than a pixel
    ]

    static let shapes: [(String, Path)] = [
        ("canvas", Path(CGRect(x: 0, y: 0, width: 240, height: 160))),
        ("whole-pixel rectangle", Path(CGRect(x: 10, y: 12, width: 200, height: 130))),
        ("fractional rectangle", Path(CGRect(x: 10.3, y: 12.6, width: 200.2, height: 130.5))),
        ("rounded rectangle", Path(roundedRect: CGRect(x: 8, y: 8, width: 220, height: 140), cornerRadius: 30)),
        ("ellipse", Path(ellipseIn: CGRect(x: 20, y: 10, width: 200, height: 140))),
    ]

    @Test(arguments: [1.0, 2.0])
    func sameAsCairosGradientWithinALevel(scale: Double) throws {
        var worst = 0, cases = 0, differing = 0
        for stops in Self.stopSets {
            for (start, end) in Self.axes {
                for (name, path) in Self.shapes {
                    let fill = DisplayList.Item.fill(path, .linearGradient(stops: stops, start: start, end: end), FillStyle())
                    // Alone; over a colour; in a translucent group (an offscreen target with an
                    // offset); inside a rectangular clip and a round one.
                    let lists: [DisplayList] = [
                        DisplayList([fill]),
                        DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 240, height: 160)), .color(Color.teal.resolved), FillStyle()), fill]),
                        DisplayList([.group(.init(transform: CGAffineTransform(translationX: 3, y: 5), opacity: 0.5, content: DisplayList([fill])))]),
                        DisplayList([.group(.init(clips: [.init(path: Path(CGRect(x: 30, y: 20, width: 100, height: 90)), style: FillStyle())], content: DisplayList([fill])))]),
                        DisplayList([.group(.init(clips: [.init(path: Path(ellipseIn: CGRect(x: 30, y: 20, width: 150, height: 90)), style: FillStyle())], content: DisplayList([fill])))]),
                    ]
                    try tally(lists, scale: scale, "\(name), \(stops.count) stops, \(start) → \(end)", &worst, &cases, &differing)
                }
            }
        }
        #expect(cases == 500)
        // Cairn's path really drew them (a level apart somewhere), except where Cairo draws:
        // hard stops, gradients under 8 pixels long and areas under 16,384 pixels.
        #expect(differing >= 100, "\(differing) of \(cases) differ")
    }

    /// Gradient strokes take Cairn's coverage path (`strokeLinearGradientThroughCoverage`: the
    /// stroke into an A8 group, the gradient composited over its covered pixels only): the
    /// same picture as Cairo's gradient stroke within a level, for outlines of every shape,
    /// plain, dashed, wide, clipped to their own inside (a glass rim) and to a round clip, in a
    /// translucent offset group, at 1× and 3×.
    @Test(arguments: [1.0, 3.0])
    func strokesSameAsCairosGradientWithinALevel(scale: Double) throws {
        var worst = 0, cases = 0, differing = 0
        let styles = [StrokeStyle(lineWidth: 2), StrokeStyle(lineWidth: 9, lineCap: .round), StrokeStyle(lineWidth: 3, dash: [7, 4])]
        for stops in Self.stopSets {
            for (start, end) in Self.axes.prefix(3) {
                for (name, path) in Self.shapes {
                    for style in styles {
                        let stroke = DisplayList.Item.stroke(path, .linearGradient(stops: stops, start: start, end: end), style)
                        let lists: [DisplayList] = [
                            DisplayList([stroke]),
                            DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 240, height: 160)), .color(Color.indigo.resolved), FillStyle()),
                                         .group(.init(clips: [.init(path: path, style: FillStyle())], content: DisplayList([stroke])))]),
                            DisplayList([.group(.init(clips: [.init(path: Path(ellipseIn: CGRect(x: 30, y: 20, width: 150, height: 90)), style: FillStyle())],
                                                      content: DisplayList([stroke])))]),
                            DisplayList([.group(.init(transform: CGAffineTransform(translationX: 3, y: 5), opacity: 0.5, content: DisplayList([stroke])))]),
                        ]
                        try tally(lists, scale: scale, "\(name), \(stops.count) stops, \(start) → \(end)", &worst, &cases, &differing)
                    }
                }
            }
        }
        #expect(cases == 900)
        // Cairn's path really drew them (a level apart somewhere from Cairo's gradient walker).
        #expect(differing >= 100, "\(differing) of \(cases) differ")
    }

    /// A gradient stroke with no visible pixel (clipped away entirely, or off the canvas) draws
    /// nothing and leaves the canvas as it was.
    @Test func invisibleStrokesDrawNothing() throws {
        let stops = Self.stopSets[1]
        let stroke = DisplayList.Item.stroke(Path(ellipseIn: CGRect(x: 500, y: 500, width: 200, height: 100)),
                                             .linearGradient(stops: stops, start: .zero, end: CGPoint(x: 900, y: 900)), StrokeStyle(lineWidth: 4))
        let clipped = DisplayList.Item.group(.init(clips: [.init(path: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), style: FillStyle())],
                                                   content: DisplayList([.stroke(Path(ellipseIn: CGRect(x: 20, y: 20, width: 200, height: 100)),
                                                                                 .linearGradient(stops: stops, start: .zero, end: CGPoint(x: 240, y: 160)),
                                                                                 StrokeStyle(lineWidth: 4))])))
        for item in [stroke, clipped] {
            let out = try pixels(DisplayList([item]), scale: 2, cairns: true)
            #expect(out.allSatisfy { $0 == 0 })
        }
    }

    /// A black-to-white gradient across 256 pixels: pixel x takes 255 · (x + ½) / 256,
    /// rounded half up (an independent computation of the gradient at pixel centres).
    @Test func pixelCentresTakeTheirPositionsColour() throws {
        let stops: [Gradient.Stop] = [.init(color: .black, location: 0), .init(color: .white, location: 1)]
        let list = DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 240, height: 160)),
                                      .linearGradient(stops: stops, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 256, y: 0)), FillStyle())])
        let row = Array(try pixels(list, scale: 1, cairns: true).prefix(240))
        for x in [0, 1, 100, 127, 128, 200, 239] {
            let expected = UInt32((255 * (Double(x) + 0.5) / 256 + 0.5).rounded(.down))
            #expect(row[x] == 0xFF00_0000 | expected << 16 | expected << 8 | expected, "pixel \(x): \(String(row[x], radix: 16))")
        }
    }
}
