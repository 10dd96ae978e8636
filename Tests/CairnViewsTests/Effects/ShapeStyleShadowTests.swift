import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

@MainActor @Suite(.designEra(.iOS17)) struct ShapeStyleShadowTests {
    /// `.fill(.white.shadow(.drop(...)))` casts the same shadow as `.shadow(color:radius:x:y:)`
    /// on the shape: black at σ = 3 offset 10 down gives Φ(−0.5/3) = 0.434 → 111 half a pixel
    /// outside the shadow's edge and Φ(−2.5/3) = 0.202 → 52 at 2.5 px (erf, Python).
    @Test func dropShadowStyle() throws {
        let styled = try renderView(Rectangle().fill(.white.shadow(.drop(color: .black, radius: 3, x: 0, y: 10)))
            .frame(width: 20, height: 20).frame(width: 40, height: 60, alignment: .top), 40, 60)
        let modifier = try renderView(Rectangle().fill(.white).shadow(color: .black, radius: 3, x: 0, y: 10)
            .frame(width: 20, height: 20).frame(width: 40, height: 60, alignment: .top), 40, 60)
        // The shape is (10,0)-(30,20); its shadow (10,10)-(30,30).
        #expect(close([rgba(styled, 20, 30)[3]], [111], tolerance: 4))
        #expect(close([rgba(styled, 20, 32)[3]], [52], tolerance: 4))
        #expect(rgba(styled, 20, 10) == [255, 255, 255, 255])
        for (x, y) in [(20, 30), (20, 32), (5, 15), (32, 25)] {
            #expect(rgba(styled, x, y) == rgba(modifier, x, y))
        }
    }

    /// An inner shadow darkens the inside of the shape near its edges: white square, inner
    /// shadow black σ = 4, no offset: at d px inside a straight edge the shadow's alpha is
    /// Φ(−d/4) (the blurred outside), so 255·(1 − Φ(−d/4)) = 140 at d = 0.5, 222 at 4.5,
    /// 251 at 8.5 (erf, Python); nothing is drawn outside the shape.
    @Test func innerShadowStyle() throws {
        let b = try renderView(Rectangle().fill(.white.shadow(.inner(color: .black, radius: 4)))
            .frame(width: 40, height: 40).frame(width: 60, height: 60), 60, 60)
        // The square spans 10..50; pixel 10's centre is 0.5 px inside the left edge, y = 30 is mid-height.
        #expect(close([rgba(b, 10, 30)[0]], [140], tolerance: 4))
        #expect(close([rgba(b, 14, 30)[0]], [222], tolerance: 4))
        #expect(close([rgba(b, 18, 30)[0]], [251], tolerance: 3))
        #expect(rgba(b, 30, 30) == [255, 255, 255, 255])
        #expect(rgba(b, 10, 30)[3] == 255)
        #expect(rgba(b, 8, 30)[3] == 0)
        #expect(rgba(b, 5, 5)[3] == 0)
    }

    /// An offset inner shadow falls on the side it is pushed from: offset (0, 6) darkens the
    /// top band (the outside above moves down into the shape) and leaves the bottom white.
    /// Apple's default inner colour is 0.55 black: at the top edge with σ = 0 the first 6
    /// rows are 255·(1 − 0.55) = 115.
    @Test func innerShadowOffsetAndDefaultColour() throws {
        let b = try renderView(Rectangle().fill(.white.shadow(.inner(radius: 0, x: 0, y: 6)))
            .frame(width: 40, height: 40), 40, 40)
        #expect(close(rgba(b, 20, 2), [115, 115, 115, 255], tolerance: 1))
        #expect(rgba(b, 20, 8) == [255, 255, 255, 255])
        #expect(rgba(b, 20, 38) == [255, 255, 255, 255])
    }

    /// The foreground style's shadow applies to shapes drawn with the foreground
    /// (`.foregroundStyle(.blue.shadow(...))`, and the static `.shadow(_:)` on the foreground).
    @Test func foregroundStyleShadow() throws {
        let b = try renderView(Rectangle().frame(width: 20, height: 20)
            .foregroundStyle(.white.shadow(.drop(color: .black, radius: 0, x: 5, y: 5))).frame(width: 40, height: 40), 40, 40)
        // Shape (10,10)-(30,30), shadow (15,15)-(35,35).
        #expect(rgba(b, 32, 32) == [0, 0, 0, 255])
        #expect(rgba(b, 20, 20) == [255, 255, 255, 255])
        let s = try renderView(Rectangle().fill(.shadow(.drop(color: .black, radius: 0, x: 5, y: 5)))
            .frame(width: 20, height: 20).foregroundStyle(.red).frame(width: 40, height: 40), 40, 40)
        #expect(rgba(s, 32, 32) == [0, 0, 0, 255])
        #expect(rgba(s, 20, 20) == [255, 59, 48, 255])
    }

    /// NaN and negative radii and offsets never crash: the shadow is drawn with 0.
    @Test func badShadowInput() throws {
        let b = try renderView(Rectangle().fill(.white.shadow(.inner(radius: .nan, x: .infinity, y: -.nan)).shadow(.drop(radius: -5)))
            .frame(width: 20, height: 20), 20, 20)
        #expect(rgba(b, 10, 10)[3] == 255)
    }
}
