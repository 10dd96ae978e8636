import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Whether `actual` matches straight-alpha `expected` once both are premultiplied (8-bit
/// storage keeps c·a/255, so low alphas lose colour precision), within one step.
func closePremultiplied(_ actual: [Int], _ expected: [Int]) -> Bool {
    let a = actual.map(Double.init), e = expected.map(Double.init)
    if abs(a[3] - e[3]) > 1 { return false }
    return (0..<3).allSatisfy { abs(a[$0] * a[3] / 255 - e[$0] * e[3] / 255) <= 1.01 }
}

@MainActor @Suite(.designEra(.iOS17)) struct StyleLevelTests {
    /// `foregroundStyle(.red, .green, .blue)` sets the first three levels: `.primary`
    /// content is red, `.secondary` green, `.tertiary` blue (through `fill` and through the
    /// `foregroundStyle(.tertiary)` modifier); `.quaternary` is a shade of the primary (×0.18 → 46).
    @Test func threeLevels() throws {
        let b = try renderView(VStack(spacing: 0) {
            Rectangle().frame(height: 10)
            Rectangle().fill(.secondary).frame(height: 10)
            Rectangle().foregroundStyle(.tertiary).frame(height: 10)
            Rectangle().fill(.quaternary).frame(height: 10)
        }.foregroundStyle(.red, .green, .blue), 10, 40)
        #expect(rgba(b, 5, 5) == [255, 59, 48, 255])
        #expect(rgba(b, 5, 15) == [52, 199, 89, 255])
        #expect(rgba(b, 5, 25) == [0, 122, 255, 255])
        #expect(closePremultiplied(rgba(b, 5, 35), [255, 59, 48, 46]))
        // Two levels: the third is a shade of the primary (×0.3 → 77).
        let two = try renderView(Rectangle().fill(.tertiary).foregroundStyle(.red, .green), 4, 4)
        #expect(closePremultiplied(rgba(two, 2, 2), [255, 59, 48, 77]))
        // A single style set inside replaces the levels.
        let inner = try renderView(Rectangle().fill(.secondary).foregroundStyle(.blue).foregroundStyle(.red, .green), 4, 4)
        #expect(close(rgba(inner, 2, 2), [0, 122, 255, 153], tolerance: 1))
    }

    /// `.quinary`: the label grey (60,60,67) at 0.1 (26/255) with no foreground, and a custom
    /// foreground at 0.1.
    @Test func quinary() throws {
        let plain = try renderView(Rectangle().fill(.quinary), 4, 4)
        #expect(closePremultiplied(rgba(plain, 2, 2), [60, 60, 67, 26]))
        let blue = try renderView(Rectangle().fill(.quinary).foregroundStyle(.blue), 4, 4)
        #expect(closePremultiplied(rgba(blue, 2, 2), [0, 122, 255, 26]))
    }

    /// `ContainerRelativeShape` is a rectangle with no container shape; inside
    /// `.containerShape(RoundedRectangle(cornerRadius: 30, style: .circular))` on an 80×80 view,
    /// a child inset by 10 gets the concentric radius 20: pixel (11,11) lies outside the
    /// corner circle centred (30,30) (distance 26.2 > 20), pixel (18,18) inside (17.0).
    @Test func containerRelativeShape() throws {
        let bare = try renderView(ContainerRelativeShape().fill(.black), 20, 20)
        #expect(rgba(bare, 0, 0)[3] == 255)
        let b = try renderView(ZStack { ContainerRelativeShape().fill(.black).padding(10) }
            .frame(width: 80, height: 80)
            .containerShape(RoundedRectangle(cornerRadius: 30, style: .circular)), 80, 80)
        #expect(rgba(b, 11, 11)[3] == 0)
        #expect(rgba(b, 18, 18)[3] == 255)
        #expect(rgba(b, 11, 40)[3] == 255)
        #expect(rgba(b, 5, 40)[3] == 0)
        // The shorthand and an inset: `.containerRelative` inset by 5 → radius 15 in (15,15)-(65,65).
        let s = try renderView(ZStack { Rectangle().fill(.clear).overlay(ContainerRelativeShape.containerRelative.inset(by: 5).fill(.black)).padding(10) }
            .frame(width: 80, height: 80)
            .containerShape(RoundedRectangle(cornerRadius: 30, style: .circular)), 80, 80)
        #expect(rgba(s, 13, 40)[3] == 0)
        #expect(rgba(s, 16, 40)[3] == 255)
        #expect(rgba(s, 16, 16)[3] == 0)  // (16.5,16.5) to the corner centre (30,30): 19.1 > 15
        // `clipShape(ContainerRelativeShape())` clips to the concentric shape too (radius 20
        // in (10,10)-(70,70)), and to the frame without a container.
        let clipped = try renderView(ZStack { Color.black.clipShape(ContainerRelativeShape()).padding(10) }
            .frame(width: 80, height: 80)
            .containerShape(RoundedRectangle(cornerRadius: 30, style: .circular)), 80, 80)
        #expect(rgba(clipped, 11, 11)[3] == 0)
        #expect(rgba(clipped, 18, 18)[3] == 255)
        #expect(rgba(clipped, 11, 40)[3] == 255)
        let bareClip = try renderView(Color.black.clipShape(ContainerRelativeShape()).padding(5), 20, 20)
        #expect(rgba(bareClip, 5, 5)[3] == 255 && rgba(bareClip, 3, 3)[3] == 0)
    }
}
