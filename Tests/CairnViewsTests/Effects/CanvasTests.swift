import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Holds what a canvas renderer saw, for tests.
final class CanvasProbe: @unchecked Sendable {
    var sizes: [CGSize] = []
    var measured: CGSize = .zero
    var baseline: CGFloat = 0
}

/// The bounding box of pixels with alpha above `threshold` (nil when none).
func inkBox(_ b: Bitmap, xs: Range<Int>? = nil, threshold: Int = 20) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<b.height {
        for x in xs ?? 0..<b.width where Int(b.pixel(x: x, y: y).alpha) > threshold {
            if let (a, c, d, e) = box { box = (min(a, x), min(c, y), max(d, x), max(e, y)) } else { box = (x, y, x, y) }
        }
    }
    return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
}

@MainActor @Suite(.designEra(.iOS17)) struct CanvasTests {
    /// A canvas takes the size it is proposed, like a shape (10×10 when unspecified), and its
    /// renderer receives that size.
    @Test func canvasIsGreedyLikeAShape() throws {
        let probe = CanvasProbe()
        _ = try renderView(Canvas { _, size in probe.sizes.append(size) }, 70, 30)
        #expect(probe.sizes.last == CGSize(width: 70, height: 30))
        let layout = ImageRenderer(content: Canvas { _, _ in }.fixedSize()).layout
        #expect(layout.size == CGSize(width: 10, height: 10))
    }

    /// Fills land where the path says; drawing outside the canvas's frame is clipped.
    @Test func fillAndFrameClip() throws {
        let view = Canvas { ctx, size in
            ctx.fill(Path(CGRect(x: -20, y: 5, width: 80, height: 10)), with: .color(.red))
        }
        .frame(width: 20, height: 20)
        .frame(width: 40, height: 40)
        let b = try renderView(view, 40, 40)
        // The canvas sits at (10,10)-(30,30); the bar spans y 15..25 in the root.
        #expect(rgba(b, 20, 20) == [255, 59, 48, 255])  // Color.red is systemRed
        #expect(rgba(b, 5, 20)[3] == 0)
        #expect(rgba(b, 35, 20)[3] == 0)
        #expect(rgba(b, 20, 12)[3] == 0)
    }

    /// translateBy, scaleBy, rotate and concatenate compose as Core Graphics' CTM:
    /// each prepends to the current transform.
    @Test func transforms() throws {
        let b = try renderView(Canvas { ctx, _ in
            var c = ctx
            c.translateBy(x: 20, y: 0)
            c.scaleBy(x: 2, y: 2)
            c.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))  // → (20,0)-(30,10)
            var r = ctx
            r.translateBy(x: 20, y: 20)
            r.rotate(by: .degrees(90))
            r.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 5)), with: .color(.black))  // → (15,20)-(20,30)
            var m = ctx
            m.concatenate(CGAffineTransform(translationX: 0, y: 30))
            m.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.black))  // → (0,30)-(4,34)
        }, 40, 40)
        #expect(rgba(b, 25, 5)[3] == 255)
        #expect(rgba(b, 31, 5)[3] == 0)
        #expect(rgba(b, 25, 11)[3] == 0)
        #expect(rgba(b, 17, 25)[3] == 255)
        #expect(rgba(b, 22, 25)[3] == 0)
        #expect(rgba(b, 17, 31)[3] == 0)
        #expect(rgba(b, 2, 32)[3] == 255)
        #expect(rgba(b, 2, 28)[3] == 0)
    }

    /// clip(to:) keeps the inside; `.inverse` the outside; clips in user space.
    @Test func clips() throws {
        let b = try renderView(Canvas { ctx, size in
            var c = ctx
            c.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 40)))
            c.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(.black))
            var i = ctx
            i.clip(to: Path(CGRect(x: 0, y: 0, width: 30, height: 40)), options: .inverse)
            i.fill(Path(CGRect(x: 0, y: 20, width: 40, height: 20)), with: .color(.black))
        }, 40, 40)
        #expect(rgba(b, 5, 10)[3] == 255)
        #expect(rgba(b, 15, 10)[3] == 0)
        #expect(rgba(b, 35, 30)[3] == 255)
        #expect(rgba(b, 25, 30)[3] == 0)
    }

    /// Opacity applies to each drawing operation separately (overlap 1 − 0.5² = 0.75 → 191),
    /// while drawLayer composites its content first (overlap 0.5 → 128), as SwiftUI documents
    /// for transparency layers.
    @Test func opacityPerOperationAndDrawLayer() throws {
        let b = try renderView(Canvas { ctx, _ in
            var c = ctx
            c.opacity = 0.5
            c.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.black))
            c.fill(Path(CGRect(x: 10, y: 0, width: 20, height: 10)), with: .color(.black))
            c.drawLayer { l in
                l.fill(Path(CGRect(x: 0, y: 20, width: 20, height: 10)), with: .color(.black))
                l.fill(Path(CGRect(x: 10, y: 20, width: 20, height: 10)), with: .color(.black))
            }
        }, 40, 40)
        #expect(rgba(b, 5, 5)[3] == 128)
        #expect(close([rgba(b, 15, 5)[3]], [191], tolerance: 1))
        #expect(rgba(b, 15, 25)[3] == 128)
        #expect(rgba(b, 5, 25)[3] == 128)
    }

    /// Blend modes and colour filters use the layer machinery: multiply of (230,102,26) over
    /// (51,153,204) is (46,61,21) (W3C: Cs·Cb); colorMultiply(red) on white is systemRed.
    @Test func blendModeAndColorFilter() throws {
        let b = try renderView(Canvas { ctx, _ in
            ctx.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(Color(red: 51 / 255, green: 153 / 255, blue: 204 / 255)))
            var m = ctx
            m.blendMode = .multiply
            m.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 230 / 255, green: 102 / 255, blue: 26 / 255)))
            var f = ctx
            f.addFilter(.colorMultiply(.red))
            f.fill(Path(CGRect(x: 0, y: 20, width: 20, height: 20)), with: .color(.white))
        }, 40, 40)
        #expect(close(rgba(b, 10, 10), [46, 61, 21, 255], tolerance: 1))
        #expect(close(rgba(b, 30, 10), [51, 153, 204, 255], tolerance: 0))
        #expect(close(rgba(b, 10, 30), [255, 59, 48, 255], tolerance: 1))
    }

    /// A blur filter of radius 3 on a hard vertical edge gives the Gaussian's CDF across it:
    /// 50 % at the edge, Φ(−1) ≈ 15.9 % one σ outside (erf, Python).
    @Test func blurAndShadowFilters() throws {
        let b = try renderView(Canvas { ctx, _ in
            var c = ctx
            c.addFilter(.blur(radius: 3))
            c.fill(Path(CGRect(x: -20, y: 0, width: 40, height: 20)), with: .color(.black))
            var s = ctx
            s.addFilter(.shadow(color: .black, radius: 0, x: 5, y: 5))
            s.fill(Path(CGRect(x: 5, y: 22, width: 10, height: 10)), with: .color(.white))
        }, 40, 40)
        // Pixel 20 covers x 20..21: its centre is 0.5 px outside the edge: Φ(−0.5/3) = 0.434 → 111.
        #expect(close([rgba(b, 20, 10)[3]], [111], tolerance: 4))
        // Pixel 22's centre is 2.5 px out: Φ(−2.5/3) = 0.202 → 52.
        #expect(close([rgba(b, 22, 10)[3]], [52], tolerance: 4))
        // The shadow (black, offset 5,5) shows beside the white square, beneath it.
        #expect(rgba(b, 17, 34) == [0, 0, 0, 255])
        #expect(rgba(b, 10, 27) == [255, 255, 255, 255])
        #expect(rgba(b, 3, 37)[3] == 0)  // beyond both the blur's reach and the shadow
    }

    /// Shadings: a linear gradient in user-space points, black to white over 0…100, is
    /// half-grey at x = 50; `.style` resolves a unit-point gradient over the path's bounds.
    @Test func shadings() throws {
        let b = try renderView(Canvas { ctx, _ in
            ctx.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 10)),
                     with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
            ctx.fill(Path(CGRect(x: 50, y: 10, width: 50, height: 10)),
                     with: .style(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)))
            ctx.stroke(Path(CGRect(x: 10, y: 30, width: 20, height: 20)), with: .color(.black), lineWidth: 4)
        }, 100, 60)
        #expect(close([rgba(b, 50, 5)[0]], [129], tolerance: 2))  // (50.5/100) × 255
        #expect(close([rgba(b, 75, 15)[0]], [130], tolerance: 2))  // (25.5/50) × 255
        #expect(rgba(b, 10, 40)[3] == 255)  // on the stroke (x 8…12)
        #expect(rgba(b, 20, 40)[3] == 0)  // inside, unfilled
    }

    /// Text: `resolve(_:).measure(in:)` is the Text view's own size, and `draw(_:at:anchor:)`
    /// puts that box's anchor on the point; `draw(_:in:)` starts at the rect's top-leading corner.
    @Test func textDrawing() throws {
        let probe = CanvasProbe()
        let b = try renderView(Canvas { ctx, size in
            let t = ctx.resolve(Text("Hello").font(.system(size: 20)))
            probe.measured = t.measure(in: size)
            probe.baseline = t.firstBaseline(in: size)
            ctx.draw(t, at: CGPoint(x: 100, y: 30), anchor: .center)
        }, 200, 60)
        let viewSize = ImageRenderer(content: Text("Hello").font(.system(size: 20))).layout.size
        #expect(probe.measured == viewSize)
        #expect(probe.baseline > 0 && probe.baseline < viewSize.height)
        let ink = try #require(inkBox(b))
        #expect(CGFloat(ink.minX) >= 100 - viewSize.width / 2 - 1 && CGFloat(ink.maxX) <= 100 + viewSize.width / 2 + 1)
        #expect(CGFloat(ink.minY) >= 30 - viewSize.height / 2 - 1 && CGFloat(ink.maxY) <= 30 + viewSize.height / 2 + 1)
        // Centred: the ink's middle is within a few points of the anchor.
        #expect(abs(Double(ink.minX + ink.maxX) / 2 - 100) < 4)

        var shaded = ImageRenderer(content: Canvas { ctx, _ in
            var t = ctx.resolve(Text("Wrapped words here").font(.system(size: 12)))
            t.shading = .color(.blue)
            ctx.draw(t, in: CGRect(x: 10, y: 10, width: 60, height: 100))
        }.frame(width: 100, height: 100)).displayList.dump
        #expect(shaded.contains("#007AFFFF"))  // systemBlue glyphs
        shaded = ""
        let wrapped = try renderView(Canvas { ctx, _ in
            ctx.draw(Text("Wrapped words here").font(.system(size: 12)), in: CGRect(x: 10, y: 10, width: 60, height: 100))
        }, 100, 100)
        let box = try #require(inkBox(wrapped))
        #expect(box.minX >= 10 && box.maxX <= 71)
        #expect(box.maxY - box.minY > 20)  // two or more lines
    }

    /// Images: drawn stretched into a rect, or at their natural size around a point.
    @Test func imageDrawing() throws {
        let b = try renderView(Canvas { ctx, _ in
            ctx.draw(Image(systemName: "square.fill"), in: CGRect(x: 10, y: 10, width: 30, height: 20))
            let r = ctx.resolve(Image(systemName: "circle.fill"))
            ctx.draw(r, at: CGPoint(x: 70, y: 20))
        }, 100, 40)
        let left = try #require(inkBox(b, xs: 0..<50))
        #expect(left.minX >= 9 && left.maxX <= 40 && left.minY >= 9 && left.maxY <= 30)
        #expect(left.maxX - left.minX >= 20)  // stretched: wider than tall
        let right = try #require(inkBox(b, xs: 50..<100))
        #expect(abs(Double(right.minX + right.maxX) / 2 - 70) <= 2)
    }

    /// clipToLayer masks by the alpha of what it draws; `.inverse` by its complement.
    @Test func clipToLayer() throws {
        let b = try renderView(Canvas { ctx, _ in
            var c = ctx
            c.clipToLayer { m in m.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 40)), with: .color(.black.opacity(0.4))) }
            c.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(.black))
            var i = ctx
            i.clipToLayer(options: .inverse) { m in m.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 40)), with: .color(.black)) }
            i.fill(Path(CGRect(x: 0, y: 20, width: 40, height: 20)), with: .color(.black))
        }, 40, 40)
        #expect(rgba(b, 5, 10)[3] == 102)
        #expect(rgba(b, 15, 10)[3] == 0)
        #expect(rgba(b, 35, 30)[3] == 255)
        #expect(rgba(b, 25, 30)[3] == 0)
    }

    /// A hand-drawn chart (axes, a polyline, labels) renders in PNG, SVG and PDF; the SVG stays
    /// vector (no embedded raster) and librsvg draws it back like the PNG.
    @Test func handDrawnChart() throws {
        let values: [CGFloat] = [3, 7, 4, 9, 6]
        let chart = Canvas { ctx, size in
            var axes = Path()
            axes.move(to: CGPoint(x: 20, y: 10))
            axes.addLine(to: CGPoint(x: 20, y: size.height - 20))
            axes.addLine(to: CGPoint(x: size.width - 10, y: size.height - 20))
            ctx.stroke(axes, with: .color(.gray), lineWidth: 1)
            var line = Path()
            for (i, v) in values.enumerated() {
                let p = CGPoint(x: 20 + CGFloat(i) * 35, y: size.height - 20 - v * 10)
                if i == 0 { line.move(to: p) } else { line.addLine(to: p) }
                ctx.draw(Text("\(i)").font(.caption), at: CGPoint(x: p.x, y: size.height - 10))
            }
            ctx.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
        }
        .frame(width: 180, height: 120)
        let r = ImageRenderer(content: chart)
        let png = try r.bitmap()
        // The polyline's third vertex (90, 60) is blue (the 2-pt line covers most of pixel
        // (90,60)); the 1-pt x axis centred on y = 100 covers half of pixel row 100.
        #expect(close(Array(rgba(png, 90, 60).prefix(3)), [0, 122, 255], tolerance: 2) && rgba(png, 90, 60)[3] > 150)
        #expect(close([rgba(png, 100, 100)[3]], [128], tolerance: 3))
        let svg = try r.svgData()
        #expect(!String(decoding: svg, as: UTF8.self).contains("<image"))
        let size = CGSize(width: 180, height: 120)
        let back = try CairoRenderer.bitmap(DisplayList([.image(ImageItem(
            source: ImageSource(.svg(svg, size: size), name: "chart.svg"), rect: CGRect(origin: .zero, size: size)))]), size: size)
        var total = 0
        for y in 0..<120 { for x in 0..<180 { total += abs(rgba(png, x, y)[3] - rgba(back, x, y)[3]) } }
        #expect(Double(total) / (180 * 120) < 2)
        #expect(try r.pdfData().count > 500)
    }

    /// Bad input draws nothing for that operation and never crashes: NaN transforms, NaN
    /// geometry, a huge blur, NaN opacity, an image in a NaN rect.
    @Test func badInputIsHarmless() throws {
        let b = try renderView(Canvas { ctx, _ in
            var c = ctx
            c.translateBy(x: .nan, y: 0)
            c.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))
            ctx.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)), with: .color(.black))
            var blur = ctx
            blur.addFilter(.blur(radius: 10_000))
            blur.opacity = .nan
            blur.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))
            ctx.draw(Image(systemName: "star"), in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            ctx.draw(Text("x"), at: CGPoint(x: CGFloat.infinity, y: 0))
            ctx.fill(Path(CGRect(x: 30, y: 30, width: 5, height: 5)), with: .color(.black))
        }, 40, 40)
        #expect(rgba(b, 32, 32)[3] == 255)  // later drawing still happens
    }
}
