import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Canvas symbols, the colour-matrix filter, shadow and blur options and gradient options,
/// each checked against values computed outside Cairn (arithmetic below; erf and the sRGB
/// transfer function in Python).
@MainActor @Suite struct CanvasOptionsTests {
    /// Symbols are the `.tag`ged views of `symbols:`, laid out at their ideal size:
    /// `draw(_:at:)` centres a 10×6 bar on (20, 20) → x 15..<25, y 17..<23; `draw(_:in:)`
    /// proposes the rect, and a fixed frame keeps 10×6 at the rect's origin (40, 0).
    /// An unknown id resolves to nil; the symbol views are not drawn by themselves.
    @Test func symbols() throws {
        let probe = CanvasProbe()
        let canvas = Canvas { ctx, _ in
            guard let bar = ctx.resolveSymbol(id: "bar") else { return }
            probe.measured = bar.size
            probe.baseline = ctx.resolveSymbol(id: 7) == nil ? 1 : 0
            ctx.draw(bar, at: CGPoint(x: 20, y: 20))
            ctx.draw(bar, in: CGRect(x: 40, y: 0, width: 20, height: 40))
        } symbols: {
            Rectangle().fill(Color.blue).frame(width: 10, height: 6).tag("bar")
            Circle().fill(Color.red).frame(width: 30, height: 30).tag(3)
        }
        let b = try renderView(canvas, 80, 40)
        #expect(probe.measured == CGSize(width: 10, height: 6))
        #expect(probe.baseline == 1)
        #expect(inkBox(b, xs: 0..<35).map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [15, 17, 24, 22])
        #expect(inkBox(b, xs: 35..<80).map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [40, 0, 49, 5])
        #expect(rgba(b, 20, 20) == rgba(b, 45, 3))  // both draws are the blue bar
        #expect(rgba(b, 70, 30)[3] == 0)  // the red circle symbol is never drawn
    }

    /// `.colorMatrix(ColorMatrix)`: swapping red and blue, adding 0.2 to green and halving
    /// alpha turns (200, 100, 50) into (50, 151, 200) at alpha 128 (100/255 + 0.2 = 0.592 → 151).
    /// `ColorMatrix()` is the identity.
    @Test func colorMatrixFilter() throws {
        var m = ColorMatrix()
        #expect(m.rowMajor == [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])
        m.r1 = 0; m.r3 = 1; m.b1 = 1; m.b3 = 0; m.g5 = 0.2; m.a4 = 0.5
        let b = try renderView(Canvas { ctx, _ in
            var c = ctx
            c.addFilter(.colorMatrix(m))
            c.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(red: 200 / 255, green: 100 / 255, blue: 50 / 255))
        }, 20, 20)
        #expect(close(rgba(b, 10, 10), [50, 151, 200, 128], tolerance: 2), "\(rgba(b, 10, 10))")
    }

    /// A red bar x 20..<50 with an opaque black shadow moved 10 right, σ 0: below the bar
    /// (default) the overlap x 30..<50 is red; `.shadowAbove` makes it black; `.shadowOnly`
    /// leaves x 20..<30 empty. Beyond the bar (x 50..<60) the shadow shows in all three.
    @Test func shadowAboveAndOnly() throws {
        func draw(_ options: GraphicsContext.ShadowOptions) throws -> Bitmap {
            try renderView(Canvas { ctx, _ in
                var c = ctx
                c.addFilter(.shadow(color: .black, radius: 0, x: 10, y: 0, options: options))
                c.fill(Path(CGRect(x: 20, y: 0, width: 30, height: 40)), with: .color(red: 1, green: 0, blue: 0))
            }, 80, 40)
        }
        let below = try draw([]), above = try draw(.shadowAbove), only = try draw(.shadowOnly)
        #expect(rgba(below, 40, 20) == [255, 0, 0, 255])
        #expect(rgba(above, 40, 20) == [0, 0, 0, 255])
        #expect(rgba(above, 25, 20) == [255, 0, 0, 255])
        #expect(rgba(only, 25, 20)[3] == 0)
        #expect(rgba(only, 40, 20) == [0, 0, 0, 255])
        for b in [below, above, only] { #expect(rgba(b, 55, 20) == [0, 0, 0, 255]) }
    }

    /// Apple's inner shadow: `.invertsAlpha` + `.shadowAbove` with `.sourceAtop`. An opaque
    /// black shadow of σ 4 inside a red bar whose left edge is x = 20: the red left is
    /// 255·Φ((x + 0.5 − 20)/4) = 140, 187, 222, 251 at x = 20, 22, 24, 28 (erf); outside the bar
    /// nothing is drawn.
    @Test func innerShadowFromInvertedAlpha() throws {
        let b = try renderView(Canvas { ctx, _ in
            var c = ctx
            c.addFilter(.shadow(color: .black, radius: 4, blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove]))
            c.fill(Path(CGRect(x: 20, y: -50, width: 60, height: 140)), with: .color(red: 1, green: 0, blue: 0))
        }, 100, 40)
        for (x, e) in zip([20, 22, 24, 28], [140, 187, 222, 251]) {
            #expect(close(rgba(b, x, 20), [e, 0, 0, 255], tolerance: 3), "x \(x): \(rgba(b, x, 20))")
        }
        #expect(rgba(b, 10, 20)[3] == 0)
    }

    /// `.disablesGroup` (Apple: "composite the object and its shadow separately in the current
    /// layer"): at context opacity 0.5, a red bar over its opaque black shadow (moved 10 right,
    /// σ 0). Grouped, the overlap is red at alpha 0.5 → (255, 0, 0, 128); separately, black at
    /// 0.5 then red at 0.5 over it: alpha 0.75 (191), premultiplied red 0.5 → straight 170.
    @Test func disablesGroupCompositesSeparately() throws {
        func draw(_ options: GraphicsContext.ShadowOptions) throws -> Bitmap {
            try renderView(Canvas { ctx, _ in
                var c = ctx
                c.opacity = 0.5
                c.addFilter(.shadow(color: .black, radius: 0, x: 10, y: 0, options: options))
                c.fill(Path(CGRect(x: 20, y: 0, width: 30, height: 40)), with: .color(red: 1, green: 0, blue: 0))
            }, 80, 40)
        }
        let grouped = try draw([]), separate = try draw(.disablesGroup)
        #expect(close(rgba(grouped, 40, 20), [255, 0, 0, 128], tolerance: 1), "\(rgba(grouped, 40, 20))")
        #expect(close(rgba(separate, 40, 20), [170, 0, 0, 191], tolerance: 2), "\(rgba(separate, 40, 20))")
        for b in [grouped, separate] { #expect(close(rgba(b, 55, 20), [0, 0, 0, 128], tolerance: 1)) }
    }

    /// `BlurOptions.opaque` keeps the blurred drawing opaque to its edge.
    @Test func opaqueBlur() throws {
        func draw(_ options: GraphicsContext.BlurOptions) throws -> Bitmap {
            try renderView(Canvas { ctx, size in
                var c = ctx
                c.clip(to: Path(CGRect(x: 10, y: 10, width: 20, height: 20)))
                c.addFilter(.blur(radius: 3, options: options))
                c.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(red: 0, green: 0, blue: 1))
            }, 40, 40)
        }
        // At the clip's edge a transparent-edged blur of σ 3 leaves 255·Φ(0.5/3)·Φ(0.5/3)... < 255.
        #expect(rgba(try draw([]), 10, 20)[3] < 200)
        #expect(rgba(try draw(.opaque), 10, 20) == [0, 0, 255, 255])
    }

    /// Gradient options, black → white from x = 0 to 20 filling 0..<100: plain extends white
    /// beyond 20; `.repeat` repeats (x 5, 25, 45, 65 → t 0.275 → 70); `.mirror` reflects odd
    /// periods (x 25, 65 → 185); `.linearColor` interpolates in linear sRGB (x 10: t 0.525 →
    /// encode(0.525) = 192, not 134; x 5 → 143). Radial from the centre, radius 10: pixel 63
    /// (distance 13.51) → 89 repeated, 166 mirrored.
    @Test func gradientOptions() throws {
        let g = Gradient(colors: [.black, .white])
        func linear(_ o: GraphicsContext.GradientOptions) throws -> Bitmap {
            try renderView(Canvas { ctx, _ in
                ctx.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 40)),
                         with: .linearGradient(g, startPoint: .zero, endPoint: CGPoint(x: 20, y: 0), options: o))
            }, 100, 40)
        }
        func radial(_ o: GraphicsContext.GradientOptions) throws -> Bitmap {
            try renderView(Canvas { ctx, _ in
                ctx.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 40)),
                         with: .radialGradient(g, center: CGPoint(x: 50, y: 20), startRadius: 0, endRadius: 10, options: o))
            }, 100, 40)
        }
        let plain = try linear([]), rep = try linear(.repeat), mir = try linear(.mirror), lin = try linear(.linearColor)
        #expect(rgba(plain, 25, 20)[0] == 255)
        for x in [5, 25, 45, 65] { #expect(close([rgba(rep, x, 20)[0]], [70], tolerance: 2), "repeat x \(x): \(rgba(rep, x, 20))") }
        #expect(close([rgba(mir, 5, 20)[0]], [70], tolerance: 2))
        for x in [25, 65] { #expect(close([rgba(mir, x, 20)[0]], [185], tolerance: 2), "mirror x \(x): \(rgba(mir, x, 20))") }
        #expect(close([rgba(lin, 10, 20)[0]], [192], tolerance: 2), "linearColor: \(rgba(lin, 10, 20))")
        #expect(close([rgba(lin, 5, 20)[0]], [143], tolerance: 2), "linearColor: \(rgba(lin, 5, 20))")
        #expect(close([rgba(try radial(.repeat), 63, 20)[0]], [89], tolerance: 2))
        #expect(close([rgba(try radial(.mirror), 63, 20)[0]], [166], tolerance: 2))
        #expect(rgba(try radial([]), 63, 20)[0] == 255)
    }
}

/// Bad input to the options never crashes and draws nothing wrong: NaN radii, offsets and
/// matrices, a zero-length or NaN gradient, a gradient far smaller than the drawing (its
/// periods are capped), NaN symbol rects.
@MainActor @Suite struct CanvasOptionsBadInputTests {
    @Test func badInputIsHarmless() throws {
        let b = try renderView(Canvas { ctx, _ in
            var c = ctx
            var m = ColorMatrix()
            m.r1 = .nan
            c.addFilter(.colorMatrix(m))  // ignored
            c.addFilter(.shadow(color: .black, radius: .nan, x: .nan, y: .infinity, blendMode: .multiply, options: [.invertsAlpha, .shadowAbove]))
            c.addFilter(.blur(radius: -3, options: .opaque))
            let g = Gradient(colors: [.red, .blue])
            let r = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
            c.fill(r, with: .linearGradient(g, startPoint: .zero, endPoint: .zero, options: .repeat))
            c.fill(r, with: .linearGradient(g, startPoint: CGPoint(x: CGFloat.nan, y: 0), endPoint: CGPoint(x: 1, y: 0), options: .mirror))
            c.fill(r, with: .linearGradient(g, startPoint: .zero, endPoint: CGPoint(x: 1e-6, y: 0), options: [.repeat, .linearColor]))
            c.fill(r, with: .radialGradient(g, center: CGPoint(x: 20, y: 20), startRadius: 5, endRadius: 5, options: .repeat))
            c.fill(r, with: .radialGradient(g, center: CGPoint(x: 20, y: 20), startRadius: 1e-6, endRadius: 0, options: .mirror))
            if let s = c.resolveSymbol(id: "s") {
                c.draw(s, in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
                c.draw(s, at: CGPoint(x: CGFloat.infinity, y: 0))
                c.draw(s, in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: -5))
            }
        } symbols: {
            Color.green.tag("s")
        }, 40, 40)
        #expect(b.width == 40)
    }
}
