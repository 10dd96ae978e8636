import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Wide blurs and shadows run at reduced resolution (½ from σ 16 px, ¼ from 32, ⅛ from 64:
/// blocks averaged, blurred, interpolated back bilinearly). The result must still be the
/// Gaussian: a hard vertical edge at x = 100 (black to its right), blurred, has alpha
/// 255·Φ((x + 0.5 − 100)/σ) — values from Python's `math.erf`; tolerance ±4, the same as the
/// full-resolution box-blur approximation is held to (`LayerPixelTests`).
@Suite struct BlurReductionTests {
    static let xs = [40, 60, 80, 95, 100, 105, 120, 140, 160]

    @Test(arguments: [
        (20.0, [0, 6, 42, 105, 130, 155, 216, 250, 255]),
        (40.0, [17, 41, 80, 116, 129, 141, 177, 215, 238]),
        (80.0, [58, 79, 103, 122, 128, 134, 153, 177, 198]),
    ])
    func wideLayerBlurIsStillGaussian(_ sigma: Double, _ expected: [Int]) throws {
        let items: [DisplayList.Item] = [.layer(DisplayList.Layer(
            content: DisplayList([fill(rectPath(100, -400, 800, 840), rgb(0, 0, 0))]),
            filters: [.blur(sigma: sigma, opaque: false)]))]
        let b = try render(items, 200, 40)
        for (x, e) in zip(Self.xs, expected) {
            #expect(close([rgba(b, x, 20)[3]], [e], tolerance: 4), "σ \(sigma) x \(x): \(rgba(b, x, 20)[3]) vs \(e)")
        }
    }

    /// A shadow drawn straight onto the target (one shadow filter, full opacity): an opaque
    /// black shadow offset 10 px right of the same edge has alpha 255·Φ((x + 0.5 − 110)/σ) left
    /// of the content; at a corner of a square the two directions multiply:
    /// 255·Φ((90.5 − 100)/σ)² at (90, 90). The same layer at opacity 0.5 takes the general
    /// (offscreen) path and gives half.
    @Test(arguments: [
        (20.0, [0, 0, 2, 18, 60], 26),
        (40.0, [3, 10, 28, 59, 91], 42),
    ])
    func wideShadowIsStillGaussian(_ sigma: Double, _ expected: [Int], _ corner: Int) throws {
        let black = rgb(0, 0, 0)
        func layer(_ content: Path, opacity: Double) -> DisplayList.Item {
            .layer(DisplayList.Layer(content: DisplayList([fill(content, rgb(255, 255, 255))]), opacity: opacity,
                                     filters: [.shadow(color: black, sigma: sigma, offset: CGSize(width: 10, height: 0))]))
        }
        let edge = try render([layer(rectPath(100, -400, 800, 840), opacity: 1)], 200, 40)
        let half = try render([layer(rectPath(100, -400, 800, 840), opacity: 0.5)], 200, 40)
        for (x, e) in zip([20, 40, 60, 80, 95], expected) {
            #expect(close([rgba(edge, x, 20)[3]], [e], tolerance: 4), "σ \(sigma) x \(x): \(rgba(edge, x, 20)[3]) vs \(e)")
            #expect(close([rgba(half, x, 20)[3]], [(e + 1) / 2], tolerance: 3), "σ \(sigma) x \(x) at 0.5: \(rgba(half, x, 20)[3])")
        }
        #expect(rgba(edge, 150, 20) == [255, 255, 255, 255])  // the content over its shadow
        // A corner: no offset, the square's corner at (100, 100).
        let square: [DisplayList.Item] = [.layer(DisplayList.Layer(
            content: DisplayList([fill(rectPath(100, 100, 600, 600), rgb(255, 255, 255))]),
            filters: [.shadow(color: black, sigma: sigma, offset: .zero)]))]
        let c = try render(square, 200, 200)
        #expect(close([rgba(c, 90, 90)[3]], [corner], tolerance: 4), "σ \(sigma) corner: \(rgba(c, 90, 90)[3]) vs \(corner)")
    }

    /// Content that blends with what lies beneath (a multiply child) keeps the offscreen
    /// path: the child multiplies with the shadow only, not with the backdrop.
    @Test func blendingContentKeepsTheOffscreenPath() throws {
        let content = DisplayList([.layer(DisplayList.Layer(
            content: DisplayList([fill(rectPath(20, 0, 20, 40), rgb(128, 128, 128))]), blendMode: .multiply))])
        let items: [DisplayList.Item] = [
            fill(rectPath(0, 0, 60, 40), rgb(255, 0, 0)),
            .layer(DisplayList.Layer(content: content, filters: [.shadow(color: rgb(0, 0, 0), sigma: 0, offset: CGSize(width: 10, height: 0))])),
        ]
        let b = try render(items, 60, 40)
        // x 25: the grey multiplies the transparent layer (stays grey), over red → grey.
        #expect(close(rgba(b, 25, 20), [128, 128, 128, 255], tolerance: 1))
        // x 45: the black shadow alone.
        #expect(rgba(b, 45, 20) == [0, 0, 0, 255])
    }
}
