import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing
import CairnTestSupport

/// Linear, radial and angular (mesh) gradients.
@Suite struct GradientTests {
    let redToBlue = [
        Gradient.Stop(color: Color(Palette.pureRed), location: 0),
        Gradient.Stop(color: Color(Palette.pureBlue), location: 1),
    ]

    @Test func linearGradientEndsAreTheEndColoursAndTheMiddleIsMixed() throws {
        // Gradient from x = 10 to x = 90 over a 100×10 rect; ends are padded.
        let paint = Paint.linearGradient(stops: redToBlue, start: CGPoint(x: 10, y: 5), end: CGPoint(x: 90, y: 5))
        let bitmap = try render([.fill(rectPath(0, 0, 100, 10), paint, FillStyle())], 100, 10)
        #expect(close(rgba(bitmap, 2, 5), [255, 0, 0, 255], tolerance: 1))
        #expect(close(rgba(bitmap, 97, 5), [0, 0, 255, 255], tolerance: 1))
        // Pixel 49's centre (49.5) is at t = 39.5 / 80 = 0.494: red 129, blue 126.
        #expect(close(rgba(bitmap, 49, 5), [129, 0, 126, 255], tolerance: 2), "\(rgba(bitmap, 49, 5))")
    }

    @Test func radialGradientCentreIsTheFirstColourAndOutsideTheLast() throws {
        // Centre (20.5, 20.5) is pixel (20,20)'s centre: t = 0 there.
        let paint = Paint.radialGradient(
            stops: redToBlue, center: CGPoint(x: 20.5, y: 20.5), startRadius: 0, endRadius: 20, transform: .identity)
        let bitmap = try render([.fill(rectPath(0, 0, 41, 41), paint, FillStyle())], 41, 41)
        #expect(close(rgba(bitmap, 20, 20), [255, 0, 0, 255], tolerance: 1), "\(rgba(bitmap, 20, 20))")
        #expect(close(rgba(bitmap, 0, 0), [0, 0, 255, 255], tolerance: 1))  // distance 28 > 20
        // Pixel (30,20): distance 10 → t = 0.5.
        #expect(close(rgba(bitmap, 30, 20), [128, 0, 128, 255], tolerance: 2), "\(rgba(bitmap, 30, 20))")
    }

    @Test func radialGradientTransformSquashesIt() throws {
        // Scaled to half height about the centre: at (20.5, 25.5), 5 below the centre, the
        // gradient reads distance 10 → t = 0.5.
        let t = CGAffineTransform(translationX: 20.5, y: 20.5).scaledBy(x: 1, y: 0.5).translatedBy(x: -20.5, y: -20.5)
        let paint = Paint.radialGradient(
            stops: redToBlue, center: CGPoint(x: 20.5, y: 20.5), startRadius: 0, endRadius: 20, transform: t)
        let bitmap = try render([.fill(rectPath(0, 0, 41, 41), paint, FillStyle())], 41, 41)
        #expect(close(rgba(bitmap, 20, 25), [128, 0, 128, 255], tolerance: 2), "\(rgba(bitmap, 20, 25))")
    }

    /// Stops red 0, green 0.25, blue 0.5, yellow 0.75, red 1 around (20.5, 20.5).
    func angular(start: Angle, end: Angle, stops: [Gradient.Stop]) throws -> Bitmap {
        let paint = Paint.angularGradient(stops: stops, center: CGPoint(x: 20.5, y: 20.5), startAngle: start, endAngle: end)
        return try render([.fill(rectPath(0, 0, 41, 41), paint, FillStyle())], 41, 41)
    }

    @Test func angularGradientHasTheStopColoursAtTheirAngles() throws {
        let stops = [
            Gradient.Stop(color: Color(Palette.pureRed), location: 0),
            Gradient.Stop(color: Color(Palette.pureGreen), location: 0.25),
            Gradient.Stop(color: Color(Palette.pureBlue), location: 0.5),
            Gradient.Stop(color: Color(rgb(255, 255, 0)), location: 0.75),
            Gradient.Stop(color: Color(Palette.pureRed), location: 1),
        ]
        let bitmap = try angular(start: .zero, end: .degrees(360), stops: stops)
        // Pixel centres on the rays 15 px from the centre. Within one pixel the angle varies
        // by ±1.9°, i.e. ±5 levels of a 90° ramp, hence the tolerance.
        #expect(close(rgba(bitmap, 35, 20), [255, 0, 0, 255], tolerance: 6), "0°: \(rgba(bitmap, 35, 20))")
        #expect(close(rgba(bitmap, 20, 35), [0, 255, 0, 255], tolerance: 6), "90°: \(rgba(bitmap, 20, 35))")
        #expect(close(rgba(bitmap, 5, 20), [0, 0, 255, 255], tolerance: 6), "180°: \(rgba(bitmap, 5, 20))")
        #expect(close(rgba(bitmap, 20, 5), [255, 255, 0, 255], tolerance: 6), "270°: \(rgba(bitmap, 20, 5))")
        // Halfway between 0° and 90° (45°, pixel (31,31)): red and green half each.
        #expect(close(rgba(bitmap, 31, 31), [128, 128, 0, 255], tolerance: 6), "45°: \(rgba(bitmap, 31, 31))")
    }

    @Test func angularGradientOutsideItsSweepShowsTheEndColours() throws {
        // Sweep 0°...90° red → blue; the missing 270° wedge is blue up to 225°, red after.
        let bitmap = try angular(start: .zero, end: .degrees(90), stops: redToBlue)
        #expect(close(rgba(bitmap, 5, 20), [0, 0, 255, 255], tolerance: 1), "180°: \(rgba(bitmap, 5, 20))")
        #expect(close(rgba(bitmap, 28, 7), [255, 0, 0, 255], tolerance: 1), "300°: \(rgba(bitmap, 28, 7))")
        #expect(close(rgba(bitmap, 31, 31), [128, 0, 128, 255], tolerance: 6), "45°: \(rgba(bitmap, 31, 31))")
    }

    @Test func angularGradientStartAngleRotatesIt() throws {
        // Start at 90°: red at 90° (below the centre), blue at 90° + 180° = 270° (above).
        let stops = [
            Gradient.Stop(color: Color(Palette.pureRed), location: 0),
            Gradient.Stop(color: Color(Palette.pureBlue), location: 0.5),
            Gradient.Stop(color: Color(Palette.pureRed), location: 1),
        ]
        let bitmap = try angular(start: .degrees(90), end: .degrees(450), stops: stops)
        #expect(close(rgba(bitmap, 20, 35), [255, 0, 0, 255], tolerance: 6), "\(rgba(bitmap, 20, 35))")
        #expect(close(rgba(bitmap, 20, 5), [0, 0, 255, 255], tolerance: 6), "\(rgba(bitmap, 20, 5))")
    }
}
