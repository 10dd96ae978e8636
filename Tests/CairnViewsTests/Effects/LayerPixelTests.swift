import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

// References computed outside Cairn by /work/notes-independent Python (math.erf, numpy),
// reproduced in each test's comment: Gaussian step responses Φ((edge - x) / σ) at pixel
// centres, the W3C Compositing and Blending Level 1 formulas (separable and non-separable,
// Lum weights 0.3/0.59/0.11) with Core Graphics' plusDarker/plusLighter, and SVG Filter
// Effects 1 feColorMatrix matrices applied by numpy.

@Suite struct LayerPixelTests {
    /// A 40×40 black square at (20, 20) with an opaque black shadow of σ = 8 moved 30 down:
    /// the shadow's bottom edge is at y = 90, so below it alpha = 255 Φ((90 - y) / 8).
    /// Python: rows 89, 97, 105 (centres +0.5) → 133.85, 44.43, 6.72. The three box blurs of
    /// SVG's approximation stay within 4 of the exact Gaussian.
    @Test func shadowFalloffAtOneAndTwoSigma() throws {
        let layer = DisplayList.Layer(
            content: DisplayList([fill(rectPath(20, 20, 40, 40), rgb(0, 0, 0))]),
            filters: [.shadow(color: rgb(0, 0, 0), sigma: 8, offset: CGSize(width: 0, height: 30))])
        let b = try render([.layer(layer)], 100, 120)
        for (row, expected) in [(89, 134), (97, 44), (105, 7)] {
            let alpha = rgba(b, 40, row)[3]
            #expect(abs(alpha - expected) <= 4, "row \(row): \(alpha) vs \(expected)")
        }
        // The content itself is drawn over its shadow, unblurred.
        #expect(rgba(b, 40, 40) == [0, 0, 0, 255])
        #expect(rgba(b, 19, 40)[3] < 255)
    }

    /// A faint wide shadow (black at 0.20, σ = 20, 60 down: `paintFaintShadow`, its mask made
    /// at ¼ resolution) under a 200×200 black square at (50, 50): below the shadow's bottom
    /// edge at y = 310, alpha = 51 Φ((310 − y) / 20) at pixel centres, mid-square. Python
    /// (math.erf): rows 290, 300, 310, 320, 330, 350 → 42.60, 34.81, 24.99, 15.29, 7.79, 1.09;
    /// each within one level.
    @Test func faintWideShadowMatchesTheGaussian() throws {
        let layer = DisplayList.Layer(
            content: DisplayList([fill(rectPath(50, 50, 200, 200), rgb(0, 0, 0))]),
            filters: [.shadow(color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.2), sigma: 20, offset: CGSize(width: 0, height: 60))])
        let b = try render([.layer(layer)], 300, 400)
        for (row, expected) in [(290, 42.60), (300, 34.81), (310, 24.99), (320, 15.29), (330, 7.79), (350, 1.09)] {
            let alpha = Double(rgba(b, 150, row)[3])
            #expect(abs(alpha - expected) <= 1, "row \(row): \(alpha) vs \(expected)")
        }
        #expect(rgba(b, 150, 150) == [0, 0, 0, 255])
    }

    /// σ < 2 takes the exact kernel: an edge at x = 50 blurred with σ = 1 gives
    /// 255 Φ((50 - 50.5) / 1) = 78.6 at column 50 and 255 Φ(-1.5) = 17.0 at column 51.
    @Test func smallSigmaUsesTheExactKernel() throws {
        let layer = DisplayList.Layer(content: DisplayList([fill(rectPath(-20, -20, 70, 140), rgb(255, 0, 0))]),
                                      filters: [.blur(sigma: 1, opaque: false)])
        let b = try render([.layer(layer)], 100, 100)
        #expect(abs(rgba(b, 50, 50)[3] - 79) <= 2)
        #expect(abs(rgba(b, 51, 50)[3] - 17) <= 2)
        #expect(rgba(b, 50, 50)[0] == 255)  // straight colour stays red
    }

    /// A red half-plane x < 50 blurred with σ = 6: alpha = 255 Φ((50 - x) / 6) at pixel
    /// centres. Python: columns 43, 49, 55 → 219.47, 135.97, 45.81.
    @Test func blurOfAHardEdge() throws {
        let layer = DisplayList.Layer(content: DisplayList([fill(rectPath(-50, -50, 100, 200), rgb(255, 0, 0))]),
                                      filters: [.blur(sigma: 6, opaque: false)])
        let b = try render([.layer(layer)], 100, 100)
        for (col, expected) in [(43, 219), (49, 136), (55, 46)] {
            let p = rgba(b, col, 50)
            #expect(abs(p[3] - expected) <= 4, "col \(col): \(p) vs \(expected)")
        }
    }

    /// Every blend mode, source (230, 102, 26) over backdrop (51, 153, 204), both opaque;
    /// references from the W3C formulas in Python (listed in the table).
    @Test(arguments: [
        (BlendMode.normal, [230, 102, 26, 255]),
        (.multiply, [46, 61, 21, 255]),
        (.screen, [235, 194, 209, 255]),
        (.overlay, [92, 133, 163, 255]),
        (.darken, [51, 102, 26, 255]),
        (.lighten, [230, 153, 204, 255]),
        (.colorDodge, [255, 255, 227, 255]),
        (.colorBurn, [29, 0, 0, 255]),
        (.softLight, [102, 141, 172, 255]),
        (.hardLight, [215, 122, 42, 255]),
        (.difference, [179, 51, 178, 255]),
        (.exclusion, [189, 133, 188, 255]),
        (.hue, [201, 105, 48, 255]),
        (.saturation, [25, 161, 229, 255]),
        (.color, [226, 98, 22, 255]),
        (.luminosity, [55, 157, 208, 255]),
        (.sourceAtop, [230, 102, 26, 255]),
        (.destinationOver, [51, 153, 204, 255]),
        (.destinationOut, [0, 0, 0, 0]),
        (.plusDarker, [26, 0, 0, 255]),
        (.plusLighter, [255, 255, 230, 255]),
    ])
    func blendMode(_ mode: BlendMode, _ expected: [Int]) throws {
        let layer = DisplayList.Layer(content: DisplayList([fill(rectPath(10, 10, 20, 20), rgb(230, 102, 26))]), blendMode: mode)
        let b = try render([fill(rectPath(0, 0, 40, 40), rgb(51, 153, 204)), .layer(layer)], 40, 40)
        #expect(close(rgba(b, 20, 20), expected, tolerance: 2), "\(mode): \(rgba(b, 20, 20)) vs \(expected)")
        // Outside the source the backdrop is untouched (plusDarker writes back through SOURCE).
        #expect(rgba(b, 5, 5) == [51, 153, 204, 255])
    }

    /// Colour matrices on (200, 100, 50); numpy applied the SVG matrices.
    @Test(arguments: [
        ("brightness 0.2", ColorMatrix.brightness(0.2), [251, 151, 101, 255]),
        ("contrast 0.5", ColorMatrix.contrast(0.5), [164, 114, 89, 255]),
        ("saturation 0.3", ColorMatrix.saturation(0.3), [142, 112, 97, 255]),
        ("grayscale 1", ColorMatrix.saturation(0), [118, 118, 118, 255]),
        ("hueRotation 90", ColorMatrix.hueRotation(.degrees(90)), [50, 146, 35, 255]),
        ("colorInvert", ColorMatrix.invert, [55, 155, 205, 255]),
        ("colorMultiply", ColorMatrix.multiply(Color.Resolved(red: 0.5, green: 1, blue: 0.25, opacity: 0.5)), [100, 100, 12, 128]),
        ("luminanceToAlpha", ColorMatrix.luminanceToAlpha, [0, 0, 0, 118]),
    ])
    func colorFilter(_ name: String, _ matrix: [Double], _ expected: [Int]) throws {
        let layer = DisplayList.Layer(content: DisplayList([fill(rectPath(0, 0, 20, 20), rgb(200, 100, 50))]),
                                      filters: [.colorMatrix(matrix)])
        let b = try render([.layer(layer)], 20, 20)
        #expect(close(rgba(b, 10, 10), expected, tolerance: 1), "\(name): \(rgba(b, 10, 10)) vs \(expected)")
    }

    /// A mask of opacity 0.4 over the left half: alpha 0.4 × 255 = 102 there, 0 elsewhere.
    @Test func maskUsesTheMaskAlpha() throws {
        let layer = DisplayList.Layer(content: DisplayList([fill(rectPath(0, 0, 40, 20), rgb(255, 0, 0))]),
                                      mask: DisplayList([fill(rectPath(0, 0, 20, 20), rgb(0, 255, 0, 0.4))]))
        let b = try render([.layer(layer)], 40, 20)
        #expect(rgba(b, 10, 10) == [255, 0, 0, 102])
        #expect(rgba(b, 30, 10)[3] == 0)
        // An empty mask hides everything.
        let hidden = try render([.layer(DisplayList.Layer(content: layer.content, mask: DisplayList()))], 40, 20)
        #expect(rgba(hidden, 10, 10)[3] == 0)
    }

    /// Layers under a transform and a scale: the raster is in device pixels, so a blur of
    /// σ = 3 points at scale 2 is σ = 6 pixels: the same 219/136/46 profile at twice the
    /// distance (device columns 93, 99, 105 around the edge at 100).
    @Test func blurFollowsTheDeviceScale() throws {
        let layer = DisplayList.Layer(content: DisplayList([fill(rectPath(-50, -50, 100, 200), rgb(255, 0, 0))]),
                                      filters: [.blur(sigma: 3, opaque: false)])
        let b = try CairoRenderer.bitmap(DisplayList([.layer(layer)]), size: CGSize(width: 100, height: 100), scale: 2)
        for (col, expected) in [(93, 219), (99, 136), (105, 46)] {
            #expect(abs(rgba(b, col, 100)[3] - expected) <= 4, "col \(col): \(rgba(b, col, 100))")
        }
    }

    /// Bad input draws the effect away or ignores it, never crashes or poisons the context:
    /// NaN opacity, NaN and huge sigmas, NaN matrix entries, a layer under a zero-size clip.
    @Test func badInputIsHarmless() throws {
        let content = DisplayList([fill(rectPath(10, 10, 20, 20), rgb(0, 0, 255))])
        let items: [DisplayList.Item] = [
            .layer(DisplayList.Layer(content: content, opacity: .nan)),
            .layer(DisplayList.Layer(content: content, filters: [.blur(sigma: .nan, opaque: false)])),
            .layer(DisplayList.Layer(content: content, filters: [.blur(sigma: 10_000, opaque: false)])),
            .layer(DisplayList.Layer(content: content, filters: [.shadow(color: rgb(0, 0, 0), sigma: -4, offset: CGSize(width: CGFloat.nan, height: 1))])),
            .layer(DisplayList.Layer(content: content, filters: [.colorMatrix([.nan, 1])])),
            .group(DisplayList.Group(clips: [DisplayList.Clip(path: rectPath(0, 0, 0, 0))],
                                     content: DisplayList([.layer(DisplayList.Layer(content: content, filters: [.blur(sigma: 4, opaque: false)]))]))),
            fill(rectPath(0, 0, 5, 5), rgb(0, 255, 0)),
        ]
        let b = try render(items, 40, 40)
        #expect(rgba(b, 2, 2) == [0, 255, 0, 255])  // the item after them still draws
        #expect(rgba(b, 20, 20)[2] == 255)
    }
}
