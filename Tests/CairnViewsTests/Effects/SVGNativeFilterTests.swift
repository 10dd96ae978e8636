import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Native SVG layers: each effect's SVG uses SVG's own filter primitives, masks and blend
/// modes (no embedded raster), and drawn back by librsvg it matches Cairn's PNG.
@Suite struct SVGNativeFilterTests {
    static let size = CGSize(width: 60, height: 60)
    static let backdrop = fill(rectPath(0, 0, 60, 60), rgb(51, 153, 204))
    static let square = fill(rectPath(15, 12, 24, 24), rgb(230, 102, 26))
    static let twoTone = DisplayList([fill(rectPath(12, 12, 18, 30), rgb(220, 40, 40)), fill(rectPath(30, 12, 18, 30), rgb(40, 60, 220))])

    static func layer(_ content: DisplayList, opacity: Double = 1, blend: BlendMode = .normal,
                      _ filters: [LayerFilter] = [], mask: DisplayList? = nil) -> DisplayList.Item {
        .layer(DisplayList.Layer(content: content, opacity: opacity, blendMode: blend, filters: filters, mask: mask))
    }

    /// A scene, the SVG markup it must contain, and the largest premultiplied channel
    /// difference (0-255) allowed between librsvg's rendering of the SVG and the PNG, on
    /// every pixel. The bounds are the measured maxima plus 1. Colour matrices and blend
    /// modes match to 1-2 levels. Blurs differ because librsvg 2.54 does not draw an exact
    /// Gaussian: from σ 2 px on it uses the SVG specification's three box blurs (σ off by up
    /// to 6 %, corners of a blurred square ≤ 11/255 here); below σ 2 px its kernel takes
    /// each tap's weight one pixel too far out (a librsvg bug, reproduced exactly in Python:
    /// 33/255 instead of erf's 79/255 half a pixel outside an edge at σ 1), so the σ 1 and
    /// σ 1.5 scenes allow 26 and 21. Cairn writes σ itself, not a value tuned to librsvg.
    struct Case: Sendable {
        let name: String
        let items: [DisplayList.Item]
        let markup: [String]
        let tolerance: Int
    }

    static let cases: [Case] = [
        Case(name: "shadow", items: [layer(DisplayList([square]), [.shadow(color: rgb(0, 0, 0, 0.5), sigma: 3, offset: CGSize(width: 2, height: 6))])],
             markup: ["<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"3\"", "<feOffset", "dx=\"2\" dy=\"6\"", "<feFlood", "flood-opacity=\"0.5\"",
                      "operator=\"in\"", "operator=\"over\"", "color-interpolation-filters=\"sRGB\""], tolerance: 5),
        Case(name: "shadow-on-backdrop", items: [backdrop, layer(DisplayList([square]), [.shadow(color: rgb(0, 0, 80), sigma: 1.5, offset: CGSize(width: -3, height: 3))])],
             markup: ["stdDeviation=\"1.5\"", "flood-color=\"rgb(0%,0%,31.3725%)\""], tolerance: 21),
        Case(name: "blur", items: [layer(DisplayList([square]), [.blur(sigma: 2, opaque: false)])],
             markup: ["<feGaussianBlur in=\"SourceGraphic\" stdDeviation=\"2\""], tolerance: 12),
        Case(name: "blur-wide", items: [backdrop, layer(twoTone, [.blur(sigma: 6, opaque: false)])],
             markup: ["stdDeviation=\"6\""], tolerance: 8),
        Case(name: "blur-opaque", items: [layer(twoTone, [.blur(sigma: 3, opaque: true)])],
             markup: ["edgeMode=\"duplicate\"", "values=\"1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 0 1\""], tolerance: 6),
        Case(name: "invert", items: [backdrop, layer(twoTone, [.colorMatrix(ColorMatrix.invert)])],
             markup: ["<feColorMatrix in=\"SourceGraphic\" type=\"matrix\" values=\"-1 0 0 0 1 0 -1 0 0 1"], tolerance: 1),
        Case(name: "grayscale", items: [layer(twoTone, [.colorMatrix(ColorMatrix.saturation(0))])],
             markup: ["<feColorMatrix"], tolerance: 1),
        Case(name: "hue-rotation", items: [layer(twoTone, [.colorMatrix(ColorMatrix.hueRotation(.degrees(90)))])],
             markup: ["<feColorMatrix"], tolerance: 1),
        Case(name: "brightness-contrast", items: [layer(twoTone, [.colorMatrix(ColorMatrix.brightness(0.2)), .colorMatrix(ColorMatrix.contrast(1.5))])],
             markup: ["in=\"r0\""], tolerance: 1),
        Case(name: "luminance-to-alpha", items: [layer(twoTone, [.colorMatrix(ColorMatrix.luminanceToAlpha)])],
             markup: ["values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.2125 0.7154 0.0721 0 0\""], tolerance: 1),
        Case(name: "mask-and-shadow", items: [backdrop, layer(DisplayList([square]), [.shadow(color: rgb(0, 0, 0), sigma: 2, offset: CGSize(width: 0, height: 4))],
                                                             mask: DisplayList([fill(rectPath(0, 0, 30, 60), rgb(0, 255, 0, 0.6))]))],
             markup: ["<mask id=", "mask-type=\"alpha\"", "mask=\"url(#fx0-mask)\""], tolerance: 7),
        Case(name: "opacity-and-blur", items: [backdrop, layer(DisplayList([square]), opacity: 0.5, [.blur(sigma: 1, opaque: false)])],
             markup: ["opacity=\"0.5\"", "<feGaussianBlur"], tolerance: 26),
        Case(name: "multiply-with-mask", items: [backdrop, layer(DisplayList([square]), blend: .multiply,
                                                                mask: DisplayList([fill(rectPath(0, 0, 27, 60), rgb(0, 0, 0, 0.8))]))],
             markup: ["mix-blend-mode:multiply", "mask-type=\"alpha\""], tolerance: 1),
        Case(name: "transformed-shadow", items: [.group(DisplayList.Group(
            transform: CGAffineTransform(a: 1.5 * cos(Double.pi / 6), b: 1.5 * sin(Double.pi / 6), c: -1.5 * sin(Double.pi / 6), d: 1.5 * cos(Double.pi / 6), tx: 30, ty: 4),
            content: DisplayList([layer(DisplayList([fill(rectPath(0, 0, 16, 12), rgb(230, 102, 26))]),
                                        [.shadow(color: rgb(0, 0, 0, 0.6), sigma: 2, offset: CGSize(width: 0, height: 4))])])))],
             // σ 2 pt at scale 1.5 is 3 px; the offset (0, 4) rotated by 30° and scaled: (-3, 5.1962).
             markup: ["stdDeviation=\"3\"", "dx=\"-3\" dy=\"5.1962\""], tolerance: 6),
        Case(name: "nested", items: [backdrop, layer(DisplayList([layer(DisplayList([square]), [.shadow(color: rgb(0, 0, 0), sigma: 2, offset: CGSize(width: 3, height: 3))])]),
                                                     [.colorMatrix(ColorMatrix.saturation(0))])],
             markup: ["url(#fx0-c-fx0-filter)", "<feColorMatrix"], tolerance: 10),
        Case(name: "in-group-opacity", items: [backdrop, .group(DisplayList.Group(opacity: 0.6, content: DisplayList([
            fill(rectPath(5, 5, 20, 20), rgb(255, 255, 255)), layer(DisplayList([square]), [.blur(sigma: 2, opaque: false)])])))],
             markup: ["<feGaussianBlur"], tolerance: 8),
    ]

    /// An inner shadow as `ShadowStyle.inner` builds it: a big shadow-colour rectangle with
    /// the moved content cut out (destinationOut), blurred, drawn sourceAtop the content.
    static var innerShadow: [DisplayList.Item] {
        let content = DisplayList([fill(Path(ellipseIn: CGRect(x: 12, y: 12, width: 36, height: 36)), rgb(255, 160, 40))])
        let moved = DisplayList([.group(DisplayList.Group(transform: CGAffineTransform(translationX: 3, y: 3), content: content))])
        let hole = DisplayList.Layer(content: DisplayList([fill(rectPath(-10, -10, 80, 80), rgb(0, 0, 0, 0.55)),
                                                           .layer(DisplayList.Layer(content: moved, blendMode: .destinationOut))]),
                                     blendMode: .sourceAtop, filters: [.blur(sigma: 3, opaque: false)])
        return [backdrop, .layer(DisplayList.Layer(content: DisplayList(content.items + [.layer(hole)])))]
    }

    /// Porter–Duff layers among a layer's children are native too (see `SVGLayerMarkup.assemble`):
    /// knockout (destinationOut, even inside a moved group), destinationOver, and the inner
    /// shadow (sourceAtop of a blurred destinationOut). Bounds: measured + 1; the inner
    /// shadow's 26 is on the content's antialiased rim, where sourceAtop is approximated.
    @Test(arguments: ["knockout", "destination-over", "inner-shadow"])
    func porterDuffChildrenAreNative(_ name: String) throws {
        let items: [DisplayList.Item]
        let markup: [String]
        let tolerance: Int
        switch name {
        case "knockout":
            let hole = DisplayList([Self.layer(DisplayList([fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), rgb(0, 0, 0, 0.8))]), blend: .destinationOut)])
            items = [Self.backdrop, Self.layer(DisplayList([fill(rectPath(10, 10, 40, 40), rgb(240, 230, 90)),
                                                            .group(DisplayList.Group(transform: CGAffineTransform(translationX: 15, y: 18), content: hole))]))]
            markup = ["values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1 1\"", "mask=\"url(#fx0-c-s1-out)\""]
            tolerance = 1
        case "destination-over":
            items = [Self.backdrop, Self.layer(DisplayList([Self.square, Self.layer(DisplayList([fill(rectPath(25, 25, 30, 30), rgb(60, 60, 200, 0.7))]), blend: .destinationOver)]))]
            markup = ["fx0-c-s1-"]
            tolerance = 1
        default:
            items = Self.innerShadow
            markup = ["<use xlink:href=\"#fx0-c-s1-below\"/>", "mask=\"url(#fx0-c-s1-atop)\"", "<feGaussianBlur"]
            tolerance = 27
        }
        let list = DisplayList(items)
        let svgData = try CairoRenderer.svgData(list, size: Self.size)
        let svg = String(decoding: svgData, as: UTF8.self)
        for m in markup { #expect(svg.contains(m), "\(name): no \(m)") }
        #expect(!svg.contains("<image"), "\(name)")
        #expect(svgData == (try CairoRenderer.svgData(list, size: Self.size)))
        if let dir = ProcessInfo.processInfo.environment["SVGFX_DUMP"] {
            try svgData.write(to: URL(fileURLWithPath: "\(dir)/\(name).svg"))
            try CairoRenderer.bitmap(list, size: Self.size).pngData().write(to: URL(fileURLWithPath: "\(dir)/\(name).png"))
        }
        let differences = try Self.differences(list, svg: svgData)
        let worst = differences.max() ?? 0
        #expect(worst <= tolerance, "\(name): worst difference \(worst)")
        if name == "inner-shadow" {
            // Off the circle's antialiased rim the inner shadow is within 9 (librsvg's blur);
            // 47 rim pixels differ more (the sourceAtop rim approximation, up to 26).
            #expect(differences.filter { $0 > 9 }.count <= 50)
        }
    }

    @Test(arguments: cases.map(\.name))
    func svgIsNativeAndMatchesPNG(_ name: String) throws {
        let scene = try #require(Self.cases.first { $0.name == name })
        let list = DisplayList(scene.items)
        let svgData = try CairoRenderer.svgData(list, size: Self.size)
        let svg = String(decoding: svgData, as: UTF8.self)
        for markup in scene.markup { #expect(svg.contains(markup), "\(name): no \(markup)") }
        #expect(!svg.contains("<image"), "\(name): an embedded raster")
        #expect(!svg.contains("cairn-svgfx:"), "\(name): an unresolved placeholder")
        #expect(svgData == (try CairoRenderer.svgData(list, size: Self.size)), "\(name): not deterministic")
        if let dir = ProcessInfo.processInfo.environment["SVGFX_DUMP"] {
            try svgData.write(to: URL(fileURLWithPath: "\(dir)/\(name).svg"))
            try CairoRenderer.bitmap(list, size: Self.size).pngData().write(to: URL(fileURLWithPath: "\(dir)/\(name).png"))
        }
        let worst = try Self.worstDifference(list, svg: svgData)
        #expect(worst <= scene.tolerance, "\(name): worst difference \(worst)")
    }

    /// Every CSS blend mode becomes `mix-blend-mode`, and librsvg's result is within 2/255 of
    /// Cairo's operator on every pixel (a half-transparent layer over two backdrop colours).
    @Test(arguments: BlendMode.allCases.filter { ![.normal, .plusLighter, .plusDarker, .sourceAtop, .destinationOver, .destinationOut].contains($0) })
    func blendModeIsNative(_ mode: BlendMode) throws {
        let list = DisplayList([Self.backdrop, fill(rectPath(0, 30, 60, 30), rgb(240, 230, 90)),
                                Self.layer(DisplayList([fill(rectPath(10, 10, 40, 40), rgb(200, 60, 120, 0.7))]), blend: mode)])
        let svgData = try CairoRenderer.svgData(list, size: Self.size)
        let svg = String(decoding: svgData, as: UTF8.self)
        #expect(svg.contains("mix-blend-mode:"), "\(mode)")
        #expect(!svg.contains("<image"), "\(mode)")
        let worst = try Self.worstDifference(list, svg: svgData)
        #expect(worst <= 2, "\(mode): worst difference \(worst)")  // measured: 2 for colorDodge, ≤ 1 for the rest
    }

    /// A layer blended with a mode SVG 1.1 cannot express, over an opaque backdrop: its
    /// region is one local raster (composited with the backdrop on an image pass), the rest
    /// stays vector, including a native layer beneath; within 4/255 of the PNG everywhere.
    @Test(arguments: [BlendMode.plusLighter, .sourceAtop, .destinationOver])
    func unsupportedBlendModeIsALocalRaster(_ mode: BlendMode) throws {
        let list = DisplayList([Self.backdrop, Self.layer(DisplayList([Self.square]), blend: .multiply, [.blur(sigma: 2, opaque: false)]),
                                Self.layer(DisplayList([fill(rectPath(20, 20, 30, 30), rgb(60, 60, 60, 0.8))]), blend: mode)])
        let svgData = try CairoRenderer.svgData(list, size: Self.size)
        let svg = String(decoding: svgData, as: UTF8.self)
        #expect(svg.contains("mix-blend-mode:multiply"))
        // One image, the 30 x 30 pt square at 2 px/pt, and no page-sized one.
        #expect(svg.components(separatedBy: "<image").count == 2)
        #expect(svg.contains("width=\"60\" height=\"60\""))
        #expect(svgData == (try CairoRenderer.svgData(list, size: Self.size)))
        let worst = try Self.worstDifference(list, svg: svgData)
        #expect(worst <= 12, "\(mode): worst difference \(worst)")
    }

    /// The same inside a clipped group at an opacity: the capture reads the group's own
    /// offscreen surface (offset by the clip), and the raster lands in place.
    @Test func localRasterInsideAnOpacityGroup() throws {
        let list = DisplayList([Self.backdrop, .group(DisplayList.Group(opacity: 0.7, clips: [DisplayList.Clip(path: rectPath(10, 10, 45, 45))], content: DisplayList([
            fill(rectPath(12, 12, 30, 30), rgb(255, 255, 255)),
            Self.layer(DisplayList([fill(rectPath(20, 20, 30, 30), rgb(60, 60, 200))]), blend: .plusLighter)])))])
        let svgData = try CairoRenderer.svgData(list, size: Self.size)
        let svg = String(decoding: svgData, as: UTF8.self)
        #expect(svg.components(separatedBy: "<image").count == 2)
        #expect(svg.contains("<path"))  // not Cairo's page image
        let worst = try Self.worstDifference(list, svg: svgData)
        #expect(worst <= 4, "worst difference \(worst)")
    }

    /// When the local raster cannot be exact (destinationOut erases a translucent backdrop)
    /// or a plusLighter layer lies inside another layer, the page is Cairo's one page image, as
    /// before, with no native layer; within 4/255 of the PNG everywhere.
    @Test func inexactLocalRasterFallsBackToThePage() throws {
        let translucent = fill(rectPath(0, 0, 60, 60), rgb(51, 153, 204, 0.5))
        let erase = Self.layer(DisplayList([fill(rectPath(20, 20, 30, 30), rgb(0, 0, 0))]), blend: .destinationOut)
        for list in [DisplayList([translucent, Self.layer(DisplayList([Self.square]), [.blur(sigma: 2, opaque: false)]), erase]),
                     DisplayList([Self.backdrop, Self.layer(DisplayList([Self.square, Self.layer(DisplayList([fill(rectPath(20, 20, 30, 30), rgb(60, 60, 60))]), blend: .plusLighter)]),
                                                             [.blur(sigma: 2, opaque: false)])])] {
            let svgData = try CairoRenderer.svgData(list, size: Self.size)
            let svg = String(decoding: svgData, as: UTF8.self)
            #expect(!svg.contains("fx0-"))
            #expect(svg.components(separatedBy: "<image").count == 2)  // Cairo's page image
            #expect(!svg.contains("<path"))
            let worst = try Self.worstDifference(list, svg: svgData)
            #expect(worst <= 4, "worst difference \(worst)")
        }
    }

    /// plusDarker has no SVG mode: like PDF, SVG draws it as multiply, natively.
    @Test func plusDarkerIsMultiply() throws {
        let list = DisplayList([Self.backdrop, Self.layer(DisplayList([Self.square]), blend: .plusDarker)])
        let svg = String(decoding: try CairoRenderer.svgData(list, size: Self.size), as: UTF8.self)
        #expect(svg.contains("mix-blend-mode:multiply"))
        #expect(!svg.contains("<image"))
    }

    /// A scene without native layers gives the bytes Cairo writes, untouched.
    @Test func plainSceneHasNoFragments() throws {
        let list = DisplayList([Self.backdrop, Self.layer(DisplayList([Self.square]), opacity: 0.5, mask: DisplayList([fill(rectPath(0, 0, 30, 60), rgb(0, 0, 0))]))])
        let svg = String(decoding: try CairoRenderer.svgData(list, size: Self.size), as: UTF8.self)
        #expect(!svg.contains("fx0-"))
        #expect(!svg.contains("<filter id=\"fx"))
        #expect(svg.contains("<mask"))
    }

    /// Bad filter values never break the SVG: NaN and negative σ draw no blur, a σ of 10,000
    /// and NaN offsets are harmless, an invalid colour matrix is ignored, a layer in a
    /// zero-size frame draws nothing; every page is deterministic and fully resolved.
    @Test func badInputIsHarmless() throws {
        let nan = Double.nan
        let scenes: [[DisplayList.Item]] = [
            [Self.layer(DisplayList([Self.square]), [.blur(sigma: nan, opaque: false), .blur(sigma: -3, opaque: true)])],
            [Self.layer(DisplayList([Self.square]), [.blur(sigma: 10_000, opaque: false)])],
            [Self.layer(DisplayList([Self.square]), [.shadow(color: rgb(0, 0, 0), sigma: nan, offset: CGSize(width: nan, height: .infinity))])],
            [Self.layer(DisplayList([Self.square]), [.colorMatrix([1, 2, 3]), .colorMatrix(Array(repeating: nan, count: 20))])],
            [.group(DisplayList.Group(clips: [DisplayList.Clip(path: rectPath(10, 10, 0, 0))],
                                      content: DisplayList([Self.layer(DisplayList([Self.square]), [.blur(sigma: 2, opaque: false)])])))],
        ]
        for items in scenes {
            let list = DisplayList(items)
            let svg = try CairoRenderer.svgData(list, size: Self.size)
            #expect(svg == (try CairoRenderer.svgData(list, size: Self.size)))
            let text = String(decoding: svg, as: UTF8.self)
            #expect(!text.contains("cairn-svgfx:") && !text.contains("nan") && !text.contains("inf"))
        }
        // NaN σ: the square drawn unblurred and opaque (the opaque blur of σ -3 keeps it as is).
        let back = try Self.worstDifference(DisplayList(scenes[0]), svg: try CairoRenderer.svgData(DisplayList(scenes[0]), size: Self.size))
        #expect(back <= 1)
    }

    /// The largest premultiplied channel difference between the PNG of `list` and librsvg's
    /// rendering of `svg`, over every `step`-th pixel.
    static func worstDifference(_ list: DisplayList, svg: Data, step: Int = 1) throws -> Int {
        try differences(list, svg: svg, step: step).max() ?? 0
    }

    /// The premultiplied channel difference of every `step`-th pixel (see `worstDifference`).
    static func differences(_ list: DisplayList, svg: Data, step: Int = 1) throws -> [Int] {
        let png = try CairoRenderer.bitmap(list, size: size)
        let back = try CairoRenderer.bitmap(DisplayList([.image(ImageItem(
            source: ImageSource(.svg(svg, size: size), name: "out.svg"), rect: CGRect(origin: .zero, size: size)))]), size: size)
        var out: [Int] = []
        for y in stride(from: 0, to: png.height, by: step) {
            for x in stride(from: 0, to: png.width, by: step) {
                let a = rgba(png, x, y), b = rgba(back, x, y)
                var worst = abs(a[3] - b[3])
                for c in 0..<3 { worst = max(worst, abs(a[c] * a[3] - b[c] * b[3]) / 255) }
                out.append(worst)
            }
        }
        return out
    }
}
