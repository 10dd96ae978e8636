import Cairn
import CairnCairo
@testable import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing
import CairnTestSupport

/// Numbers entering geometry, paint, text and export are bounded once, at the boundary:
/// the inputs the fuzzer found (issue 16), each a class rather than one value.
@Suite struct BoundaryTests {
    /// Seconds since `start`.
    func seconds(since start: ContinuousClock.Instant) -> Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    @Test(arguments: [
        (Double.nan, 0), (.infinity, Int.max), (-.infinity, Int.min), (1e300, Int.max), (-1e300, Int.min),
        (-3.7, -3), (3.7, 3), (9.223372036854775807e18, Int.max), (-9.2233720368547758e18, Int.min),
    ])
    func saturatingIntConversion(value: Double, expected: Int) {
        #expect(Int(saturating: value) == expected)
    }

    @Test func saturatingNarrowConversions() {
        #expect(Int32(saturating: 3e9) == Int32.max)
        #expect(Int32(saturating: -3e9) == Int32.min)
        #expect(UInt8(saturating: -1.0) == 0)
        #expect(UInt8(saturating: 255.4, rounding: .toNearestOrAwayFromZero) == 255)
        #expect(UInt8(saturating: 254.5, rounding: .toNearestOrAwayFromZero) == 255)
        #expect(UInt16(saturating: Double.nan) == 0)
        #expect(Int(saturating: 2.5, rounding: .up) == 3)
    }

    @Test func hueInitialiserTreatsNonFiniteComponentsAsZero() {
        // Hue 0, saturation 1, brightness 1 is pure red; a non-finite hue is hue 0.
        for hue in [Double.nan, .infinity, -.infinity] {
            let c = Color(hue: hue, saturation: 1, brightness: 1).resolved
            #expect([c.red, c.green, c.blue, c.opacity] == [1, 0, 0, 1])
        }
        // NaN brightness is 0: black. Huge hues wrap (1e300 is an integer: hue 0).
        let black = Color(hue: 0.5, saturation: 1, brightness: .nan).resolved
        #expect([black.red, black.green, black.blue] == [0, 0, 0])
        let wrapped = Color(hue: 1e300, saturation: 1, brightness: 1).resolved
        #expect([wrapped.red, wrapped.green, wrapped.blue] == [1, 0, 0])
        #expect(Color(red: .nan, green: 1, blue: 0, opacity: .nan).description == "#00FF0000")
    }

    @Test func hugeKerningAndTrackingRenderWithoutTrapping() throws {
        // Each is finite, their sum is not (1e300 + 1e300 = inf in Double? no: 2e300) —
        // 1e308 twice overflows to infinity.
        let views: [AnyView] = [
            AnyView(Text("ab").kerning(3_000_000)),
            AnyView(Text("ab").tracking(1e308).kerning(1e308)),
            AnyView(Text("ab").kerning(-.infinity)),
            AnyView(Text("ab").kerning(.nan)),
        ]
        for view in views {
            let bitmap = try ImageRenderer(content: view.frame(width: 40, height: 20)).bitmap()
            #expect(bitmap.width == 40 && bitmap.height == 20)
        }
        // The spacing is clamped to ±10,000 points, in Pango units (1024 per point).
        #expect(PangoTextLayout.letterSpacingUnits(3_000_000) == 10_000 * 1024)
        #expect(PangoTextLayout.letterSpacingUnits(-.infinity) == -10_000 * 1024)
        #expect(PangoTextLayout.letterSpacingUnits(.nan) == 0)
        #expect(PangoTextLayout.letterSpacingUnits(1.5) == 1536)
    }

    @Test func textTallerThanPangoUnitsMeasuresFinite() throws {
        // 300 lines at 8192 points: about 2.9 million points tall, 3e9 Pango units (> Int32).
        let run = TextRun([.init(String(repeating: "a\n", count: 300), font: TextFont(size: 8192))])
        let m = PangoTextMeasurer().measure(run)
        // Lines below Pango's Int32 units (2³¹ / 1024 = 2,097,152 pt) are left out.
        #expect(m.lineCount > 150 && m.lineCount < 301)
        #expect(m.size.height > 1_900_000 && m.size.height <= 2_097_152)
        #expect(m.lastBaseline > m.firstBaseline)
        // With a line limit the ellipsis is restored in 64-bit sums.
        let limited = TextRun([.init(String(repeating: "ab ", count: 400), font: TextFont(size: 8192))], width: 20_000, lineLimit: 1)
        let l = PangoTextMeasurer().measure(limited)
        #expect(l.lineCount == 1 && l.isTruncated && l.size.width.isFinite)
    }

    @Test func dashesPerPathLengthAreBounded() throws {
        // A 1e9-point ellipse with a 4-point pattern: 7.85e8 cycles unbounded.
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 1e9, height: 1e9))
        let style = StrokeStyle(lineWidth: 1, dash: [3, 1])
        let length = ellipse.controlPolygonLength
        // The control polygon of a circle of radius r (4 cubics, k = 0.5523) is
        // 4 · r · (2k + (2 − 2k)·√2 / ... ) — checked against the exact perimeter bound instead:
        #expect(length >= Double.pi * 1e9 && length < 4 * 1e9)
        let (bounded, cut) = style.boundingDashes(forLength: length)
        #expect(cut)
        let cycle = bounded.dash.reduce(0, +)
        #expect(abs(length / cycle - StrokeStyle.maximumDashCycles) < 1)
        #expect(abs(bounded.dash[0] / bounded.dash[1] - 3) < 1e-12)
        let start = ContinuousClock.now
        let outline = ellipse.strokedPath(style)
        var subpaths = 0
        outline.forEach { if case .move = $0 { subpaths += 1 } }
        // At most 2 dashes per cycle, each a few convex pieces.
        #expect(subpaths > 0 && subpaths < 10 * Int(StrokeStyle.maximumDashCycles))
        #expect(seconds(since: start) < 30)
        // A pattern whose doubled sum overflows (odd count, an entry near the largest
        // Double) is cut so the cycle is finite; Cairo looped for ever on it (fuzz paint 8883).
        let huge = StrokeStyle(lineWidth: 2, dash: [.greatestFiniteMagnitude, 0.78, 1.77], dashPhase: -9.3e18)
        let hugeCut = huge.boundingDashes(forLength: 3e9)
        #expect(hugeCut.wasScaled && hugeCut.style.dash[0] == .greatestFiniteMagnitude / 12 && hugeCut.style.dash[1] == 0.78)
        #expect((hugeCut.style.dash + hugeCut.style.dash).reduce(0, +).isFinite)
        var ellipse2 = Path()
        ellipse2.addEllipse(in: CGRect(x: -1e9, y: 12, width: 1e9 + 9, height: 89))
        let drawStart = ContinuousClock.now
        _ = try render([.stroke(ellipse2, .color(Palette.pureRed), huge)], 16, 16)
        #expect(seconds(since: drawStart) < 10)
        // An ordinary pattern is untouched.
        let small = StrokeStyle(lineWidth: 1, dash: [3, 1]).boundingDashes(forLength: 1000)
        #expect(!small.wasScaled && small.style.dash == [3, 1])
    }

    @Test func aFineDashOnALargeCircleExportsAsSVGQuickly() throws {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let list = DisplayList([.stroke(circle, .color(rgb(0, 0, 0)), StrokeStyle(lineWidth: 2, dash: [0.001]))])
        let start = ContinuousClock.now
        let svg = try CairoRenderer.svgData(list, size: CGSize(width: 1000, height: 1000))
        #expect(svg.count > 0)
        #expect(seconds(since: start) < 20)
        // The sanitised list carries the scaled pattern: cycles = length / 0.002 → 20,000.
        let safe = list.sanitized(visible: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        guard case let .stroke(_, _, style) = safe.items[0] else { Issue.record("stroke dropped"); return }
        // The one-entry pattern [d] repeats as [d, d]: a cycle is 2d.
        let expected = circle.controlPolygonLength / StrokeStyle.maximumDashCycles / 2
        #expect(abs(style.dash[0] - expected) < 1e-9 && style.dash.count == 1)
    }

    // Clamping a line is closed-form: a strip 10 high crossing the 100×100 box from
    // x = −10⁹ to 10⁹ keeps its part over the box and nothing far: 6 elements (move, 4 lines
    // along and across the box, close), winding 1 inside the strip and 0 outside it; a square
    // 10⁶ to the left lies wholly on the left border line once clamped and is dropped.
    @Test func clampedLinesAreCutAtTheEdgesAndBorderOnlySubpathsDropped() {
        let box = CGRect(x: 0, y: 0, width: 100, height: 100)
        var strip = Path()
        strip.addLines([CGPoint(x: -1e9, y: 50), CGPoint(x: 1e9, y: 50), CGPoint(x: 1e9, y: 60), CGPoint(x: -1e9, y: 60)])
        strip.closeSubpath()
        let clamped = strip.clamped(to: box)
        #expect(clamped.elements.count == 6, "\(clamped)")
        #expect(clamped.controlPointBounds == CGRect(x: 0, y: 50, width: 100, height: 10))
        #expect(clamped.windingNumber(at: CGPoint(x: 50, y: 55)) == strip.windingNumber(at: CGPoint(x: 50, y: 55)))
        #expect(clamped.windingNumber(at: CGPoint(x: 50, y: 55)) != 0)
        #expect(clamped.windingNumber(at: CGPoint(x: 50, y: 40)) == 0)
        let far = Path(CGRect(x: -1e6, y: 20, width: 10, height: 10))
        #expect(far.clamped(to: box).isEmpty)
        var both = strip
        both.addRect(CGRect(x: -1e6, y: 20, width: 10, height: 10))
        #expect(both.clamped(to: box).elements.count == 6)
    }

    // A stroke outline is a union of pieces winding the same way: once one piece covers
    // the whole box, the clamped outline is the box (5 elements), not every piece after it.
    // A 40-long segment across the 100×100 box, 10⁷ wide: its body covers the box.
    @Test func aStrokeOutlinePieceOverTheBoxEndsTheClamp() {
        let box = CGRect(x: 0, y: 0, width: 100, height: 100)
        var line = Path()
        line.move(to: CGPoint(x: 50, y: -1e6))
        line.addLine(to: CGPoint(x: 50, y: 1e6))
        for i in 0..<1_000 { line.addLine(to: CGPoint(x: 50 + Double(i % 2), y: Double(i) * 1e3 - 5e5)) }
        let outline = line.strokedPath(StrokeStyle(lineWidth: 1e7))
        let clamped = outline.clamped(to: box, positivePieces: true)
        #expect(clamped.elements.count == Path(box).elements.count)
        #expect(clamped.controlPointBounds == box)
        for p in [CGPoint(x: 1, y: 1), CGPoint(x: 50, y: 50), CGPoint(x: 99, y: 99)] {
            #expect(clamped.windingNumber(at: p) != 0 && outline.windingNumber(at: p) != 0)
        }
        // Without the option every piece crossing the box is kept, clamped onto it.
        #expect(outline.clamped(to: box).elements.count > 4 * Path(box).elements.count)
    }

    @Test func clampingKeepsTheWindingInsideTheBox() {
        // Pseudo-random polygons and curves with vertices up to 1e7 away from a 100-pt box:
        // the winding number at every grid point inside the box is unchanged.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        func coordinate() -> CGFloat {
            let r = next()
            return r < 0.5 ? CGFloat(next() * 140 - 20) : CGFloat((next() * 2 - 1) * pow(10, 2 + next() * 5))
        }
        let box = CGRect(x: 0, y: 0, width: 100, height: 100)
        var checked = 0
        for _ in 0..<30 {
            var path = Path()
            path.move(to: CGPoint(x: coordinate(), y: coordinate()))
            for _ in 0..<Int(3 + next() * 6) {
                if next() < 0.5 {
                    path.addLine(to: CGPoint(x: coordinate(), y: coordinate()))
                } else {
                    path.addCurve(to: CGPoint(x: coordinate(), y: coordinate()),
                                  control1: CGPoint(x: coordinate(), y: coordinate()),
                                  control2: CGPoint(x: coordinate(), y: coordinate()))
                }
            }
            path.closeSubpath()
            let clamped = path.clamped(to: box)
            let b = clamped.controlPointBounds
            #expect(b.minX >= box.minX - 400 && b.maxX <= box.maxX + 400 && b.minY >= box.minY - 400 && b.maxY <= box.maxY + 400)
            for gx in stride(from: 5.0, to: 100, by: 14) {
                for gy in stride(from: 5.0, to: 100, by: 14) {
                    let p = CGPoint(x: gx, y: gy)
                    #expect(path.windingNumber(at: p) == clamped.windingNumber(at: p))
                    checked += 1
                }
            }
        }
        #expect(checked == 30 * 49)
    }

    @Test func hugeArcIntoASmallBitmapIsQuickAndExact() throws {
        // A circle of radius 1e7 whose leftmost point is (6, 9.5) (a Bézier end point, so
        // exact): the canvas right of x = 6 is inside the disc.
        let r = 1e7
        var circle = Path()
        circle.addArc(center: CGPoint(x: 6 + r, y: 9.5), radius: r, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        var start = ContinuousClock.now
        let bitmap = try render([fill(circle, Palette.pureBlue), .stroke(circle, .color(Palette.pureRed), StrokeStyle(lineWidth: 2))], 12, 19)
        #expect(seconds(since: start) < 5)
        #expect(rgba(bitmap, 10, 9) == [0, 0, 255, 255])  // inside the disc
        #expect(rgba(bitmap, 2, 9)[3] == 0)  // outside it
        #expect(rgba(bitmap, 5, 9) == [255, 0, 0, 255])  // on the stroke, x 5...7
        // Radius 4.9e68 (the fuzzer's arc): bounded time whatever it draws.
        var huge = Path()
        huge.addArc(center: CGPoint(x: 4.9e68, y: 9.5), radius: 4.9e68, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        start = ContinuousClock.now
        _ = try render([fill(huge, Palette.pureBlue), .stroke(huge, .color(Palette.pureRed), StrokeStyle(lineWidth: 2))], 12, 19)
        #expect(seconds(since: start) < 5)
    }

    @Test func angularGradientWithAFarCentreDrawsTheColourSeenFromThere() throws {
        // Centre 1e20 to the right: every point sees it at angle π, half way round:
        // stops red 0, green 0.5, blue 1 give green.
        for x in [1e20, 1e300] {
            let paint = Paint.angularGradient(
                stops: [.init(color: .init(red: 1, green: 0, blue: 0), location: 0),
                        .init(color: .init(red: 0, green: 1, blue: 0), location: 0.5),
                        .init(color: .init(red: 0, green: 0, blue: 1), location: 1)],
                center: CGPoint(x: x, y: 6), startAngle: .zero, endAngle: .degrees(360))
            let start = ContinuousClock.now
            let bitmap = try render([.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 12, height: 12)), paint, FillStyle())], 12, 12)
            #expect(seconds(since: start) < 5)
            #expect(close(rgba(bitmap, 6, 6), [0, 255, 0, 255], tolerance: 2))
            let svg = try CairoRenderer.svgData(
                DisplayList([.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 12, height: 12)), paint, FillStyle())]),
                size: CGSize(width: 12, height: 12))
            #expect(svg.count > 0)
        }
    }

    // The fuzzer's paint 784320: a zero-width ellipse 9.3e18 to the right, stroked 1.8e308
    // wide with an angular gradient. The stroke covers the canvas and the gradient's centre
    // stays near the ellipse, so Cairo was handed a mesh of radius 9e18 and its rasteriser
    // overflowed the stack. Seen from there the canvas is at angle π: green, half way round.
    @Test func aStrokeFarAwayWithAnAngularGradientDrawsTheColourSeenFromThere() throws {
        let paint = Paint.angularGradient(
            stops: [.init(color: .init(red: 1, green: 0, blue: 0), location: 0),
                    .init(color: .init(red: 0, green: 1, blue: 0), location: 0.5),
                    .init(color: .init(red: 0, green: 0, blue: 1), location: 1)],
            center: CGPoint(x: 46, y: -96), startAngle: .zero, endAngle: .degrees(360))
        let ellipse = Path(ellipseIn: CGRect(x: 9.3e18, y: 17, width: 0, height: 2.7))
        let bitmap = try render([.stroke(ellipse, paint, StrokeStyle(lineWidth: .greatestFiniteMagnitude))], 12, 12)
        for (x, y) in [(0, 0), (6, 6), (11, 11)] {
            #expect(close(rgba(bitmap, x, y), [0, 255, 0, 255], tolerance: 2), "\(x), \(y)")
        }
    }

    // A far centre's colours are the mesh's: `color(atAngle:)` follows the sectors' rules
    // (the last turn of a long sweep, the missing wedge of a short one, negative sweeps).
    @Test func angularColourByAngleFollowsTheSweep() {
        let stops: [Gradient.Stop] = [.init(color: .init(red: 1, green: 0, blue: 0), location: 0), .init(color: .init(red: 0, green: 0, blue: 1), location: 1)]
        func red(_ start: Double, _ end: Double, _ angle: Double) -> Double {
            AngularGradientMesh(stops: stops, center: .zero, startAngle: start, endAngle: end, radius: 1).color(atAngle: angle).red
        }
        // A quarter-turn sweep from 0: half way at π/4; the wedge's first half takes the end
        // colour (blue), its second half the start colour (red).
        #expect(abs(red(0, .pi / 2, .pi / 4) - 0.5) < 1e-12)
        #expect(red(0, .pi / 2, .pi) == 0)
        #expect(red(0, .pi / 2, 1.9 * .pi) == 1)
        // Three turns: only the last is drawn, t from 2/3 to 1; angle π is t = 2/3 + 1/6.
        #expect(abs(red(0, 6 * .pi, .pi) - (1 - 5.0 / 6)) < 1e-12)
        // Negative sweep 0 → −π/2: angle −π/4 (= 7π/4) is half way.
        #expect(abs(red(0, -.pi / 2, -.pi / 4) - 0.5) < 1e-12)
        #expect(abs(red(0, -.pi / 2, 7 * .pi / 4) - 0.5) < 1e-12)
    }

    @Test func anInfiniteAngularSweepPaintsTheLastStop() throws {
        // −1.8e308 to 1.8e308 radians: the span is ∞ (Cairo asserted on the NaN sectors).
        let paint = Paint.angularGradient(
            stops: [.init(color: .init(red: 1, green: 0, blue: 0), location: 0), .init(color: .init(red: 0, green: 0, blue: 1), location: 1)],
            center: CGPoint(x: 6, y: 6), startAngle: .radians(-.greatestFiniteMagnitude), endAngle: .radians(.greatestFiniteMagnitude))
        let item = DisplayList.Item.fill(rectPath(0, 0, 12, 12), paint, FillStyle())
        #expect(rgba(try render([item], 12, 12), 3, 3) == [0, 0, 255, 255])
        #expect(try CairoRenderer.svgData(DisplayList([item]), size: CGSize(width: 12, height: 12)).count > 0)
    }
}
