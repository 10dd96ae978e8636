import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

@MainActor @Suite struct ProjectionTests {
    /// A 100×100 black square turned 45° about the y axis (perspective 1, anchor centre) in a
    /// 200×200 frame: with Core Animation's construction (m34 = −1/100) its corners land at
    /// (45.31, 22.65), (126.12, 63.06), (126.12, 136.94), (45.31, 177.35) (4×4 matrices in
    /// plain Python) — the left side nearer and taller, as Apple's picture of
    /// `rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))` shows.
    @Test func perspectiveRotation() throws {
        let view = Color.black.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        let b = try renderView(view.frame(width: 200, height: 200), 200, 200)
        #expect(rgba(b, 47, 100)[3] == 255)
        #expect(rgba(b, 43, 100)[3] == 0)
        #expect(rgba(b, 124, 100)[3] == 255)
        #expect(rgba(b, 128, 100)[3] == 0)
        #expect(rgba(b, 47, 30)[3] == 255)  // the near edge is taller than the square
        #expect(rgba(b, 60, 36)[3] == 255 && rgba(b, 60, 25)[3] == 0)  // top edge y = 30 at x = 60
        #expect(rgba(b, 120, 66)[3] == 255 && rgba(b, 120, 55)[3] == 0)  // top edge y = 60 at x = 120
        let dump = ImageRenderer(content: view.frame(width: 200, height: 200)).displayList.dump
        #expect(dump.contains("projection("))
    }

    /// Perspective 0 is an orthographic turn: the square narrows to cos 45° × 100 = 70.7
    /// (x 64.6…135.4) at full height, and stays vector (a group transform, no layer).
    @Test func orthographicAndAffine() throws {
        let view = Color.black.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 0)
        let b = try renderView(view.frame(width: 200, height: 200), 200, 200)
        #expect(rgba(b, 66, 100)[3] == 255 && rgba(b, 63, 100)[3] == 0)
        #expect(rgba(b, 134, 100)[3] == 255 && rgba(b, 137, 100)[3] == 0)
        #expect(rgba(b, 100, 52)[3] == 255 && rgba(b, 100, 48)[3] == 0)
        #expect(!ImageRenderer(content: view.frame(width: 200, height: 200)).displayList.dump.contains("layer"))
        // projectionEffect with an affine transform: a vector scale about the view's origin.
        let scaled = Color.black.frame(width: 20, height: 20).projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1)))
        let s = try renderView(scaled.frame(width: 60, height: 20, alignment: .leading), 60, 20)
        #expect(rgba(s, 38, 10)[3] == 255 && rgba(s, 41, 10)[3] == 0)
    }

    /// A projective `projectionEffect`: m13 = 0.01 divides x and y by w = 1 + 0.01 x (view
    /// coordinates): the 100-wide square's right edge lands at 100 / 2 = 50, its bottom-right
    /// corner at (50, 50), its bottom-left stays at (0, 100).
    @Test func projectiveTransform() throws {
        var t = ProjectionTransform()
        t.m13 = 0.01
        let b = try renderView(Color.black.frame(width: 100, height: 100).projectionEffect(t).frame(width: 100, height: 100), 100, 100)
        #expect(rgba(b, 48, 10)[3] == 255 && rgba(b, 52, 10)[3] == 0)
        #expect(rgba(b, 2, 96)[3] == 255)
        #expect(rgba(b, 45, 70)[3] == 0)  // below the slanted bottom edge y = 100/(1 + 0.01x) at x = 45: 69
    }

    /// A custom `GeometryEffect` whose transform has perspective terms draws it as
    /// `projectionEffect` does (same m13 = 0.01 as above: right edge at 50, pixels equal),
    /// not only its affine part (which would leave the square whole to x = 100).
    @Test func geometryEffectWithPerspective() throws {
        struct Keystone: GeometryEffect {
            var animatableData: CGFloat = 0.01
            func effectValue(size: CGSize) -> ProjectionTransform {
                var t = ProjectionTransform()
                t.m13 = animatableData
                return t
            }
        }
        var t = ProjectionTransform()
        t.m13 = 0.01
        let square = Color.black.frame(width: 100, height: 100)
        let effect = try renderView(square.modifier(Keystone()).frame(width: 100, height: 100), 100, 100)
        let projected = try renderView(square.projectionEffect(t).frame(width: 100, height: 100), 100, 100)
        #expect(rgba(effect, 48, 10)[3] == 255 && rgba(effect, 52, 10)[3] == 0 && rgba(effect, 90, 10)[3] == 0)
        for (x, y) in [(10, 10), (48, 10), (52, 10), (45, 70), (2, 96), (30, 60)] {
            #expect(rgba(effect, x, y) == rgba(projected, x, y))
        }
    }

    /// Bad input draws the view unrotated or nothing, never crashes: zero axis, NaN angle,
    /// a corner behind the viewer (90°+ with perspective), NaN projection entries.
    @Test func badInput() throws {
        let square = Color.black.frame(width: 20, height: 20)
        _ = try renderView(square.rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 0)), 40, 40)
        _ = try renderView(square.rotation3DEffect(.radians(.nan), axis: (x: 1, y: 0, z: 0)), 40, 40)
        _ = try renderView(square.rotation3DEffect(.degrees(89.9), axis: (x: 1, y: 0, z: 0), perspective: 50), 40, 40)
        var t = ProjectionTransform()
        t.m13 = .nan
        _ = try renderView(square.projectionEffect(t), 40, 40)
        t.m13 = -1
        let b = try renderView(square.projectionEffect(t).frame(width: 40, height: 40), 40, 40)
        #expect(b.width == 40)
    }
}
