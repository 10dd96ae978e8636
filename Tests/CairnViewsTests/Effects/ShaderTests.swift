import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// `colorEffect`, `distortionEffect` and `layerEffect` running Swift versions of shader
/// functions (`ShaderLibrary.implement`), and the fallback without one. Each test registers
/// names of its own: the registry is process-wide and suites run in parallel.
@Suite struct ShaderTests {
    /// A 40 × 20 red bar at (10, 10) in a 60 × 40 white canvas.
    func bar<V: View>(_ effect: (AnyView) -> V) -> some View {
        ZStack(alignment: .topLeading) {
            Color.white
            effect(AnyView(Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 20)))
                .offset(x: 10, y: 10)
        }
        .frame(width: 60, height: 40)
    }

    /// A colour effect swapping red and blue: the bar turns blue, the canvas stays white.
    @Test func colorEffectRunsTheSwiftVersion() throws {
        ShaderLibrary.implement("swapRB", .colorEffect { _, color, _ in SIMD4(color.z, color.y, color.x, color.w) })
        let b = try ImageRenderer(content: bar { $0.colorEffect(ShaderLibrary.swapRB()) }).bitmap()
        #expect(rgba(b, 30, 20) == [0, 0, 255, 255])
        #expect(rgba(b, 5, 5) == [255, 255, 255, 255])
        #expect(rgba(b, 55, 35) == [255, 255, 255, 255])
    }

    /// Positions are the view's own points at pixel centres: grey = x / width with
    /// `.boundingRect` (0, 0, 40, 20). At 2× device column X has its centre at X / 2 + 0.25
    /// points of the canvas, x = X / 2 + 0.25 − 10 of the bar: column 21 is x 0.75, grey
    /// 0.75 / 40 × 255 = 4.8 → 5; column 99 is x 39.75 → 253.
    @Test func positionsAreInTheViewsPointsAndBoundingRectIsItsSize() throws {
        ShaderLibrary.implement("rampX", .colorEffect { p, _, args in
            let rect = args.float4(0)
            let v = p.x / rect.z
            return SIMD4(v, v, v, 1)
        })
        let renderer = ImageRenderer(content: bar { $0.colorEffect(ShaderLibrary.rampX(.boundingRect)) })
        renderer.scale = 2
        let b = try renderer.bitmap()
        // Device pixel column X (2×) has its centre at X/2 + 0.25 points; the bar starts at 10.
        for X in [21, 40, 60, 99] {
            let x = Double(X) / 2 + 0.25 - 10
            let expected = Int((x / 40 * 255).rounded())
            #expect(abs(rgba(b, X, 40)[0] - expected) <= 1, "column \(X): \(rgba(b, X, 40)) vs \(expected)")
        }
    }

    /// A distortion reading 10 points to the left moves the bar's content 10 points right:
    /// its first 10 points show what lies left of the bar (nothing: the canvas shows through).
    @Test func distortionEffectMovesPixels() throws {
        ShaderLibrary.implement("shiftRight", .distortionEffect { p, args in p - SIMD2(args.float(0), 0) })
        let b = try ImageRenderer(content: bar { $0.distortionEffect(ShaderLibrary.shiftRight(.float(10)), maxSampleOffset: CGSize(width: 10, height: 0)) }).bitmap()
        #expect(rgba(b, 15, 20) == [255, 255, 255, 255])  // x 5 of the bar reads x −5: transparent
        #expect(rgba(b, 25, 20) == [255, 0, 0, 255])      // x 15 reads x 5
        #expect(rgba(b, 49, 20) == [255, 0, 0, 255])      // the frame's last column reads x 29
        #expect(rgba(b, 52, 20) == [255, 255, 255, 255])  // outside the frame: nothing drawn
    }

    /// A layer effect mirroring the view left to right from its bounding rect: a bar whose
    /// left half is red and right half blue comes out blue then red.
    @Test func layerEffectSamplesTheLayer() throws {
        ShaderLibrary.implement("mirror", .layerEffect { p, layer, args in
            layer.sample(SIMD2(args.float4(0).z - p.x, p.y))
        })
        let split = HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }
            .frame(width: 40, height: 20)
            .layerEffect(ShaderLibrary.mirror(.boundingRect), maxSampleOffset: CGSize(width: 40, height: 0))
        let b = try ImageRenderer(content: split).bitmap()
        #expect(rgba(b, 5, 10) == [0, 0, 255, 255])
        #expect(rgba(b, 35, 10) == [255, 0, 0, 255])
    }

    /// Colour arguments arrive premultiplied, resolved in the view's environment; answers
    /// out of range are clamped (colour to at most alpha), NaN to 0.
    @Test func colourArgumentsArePremultipliedAndAnswersClamped() throws {
        ShaderLibrary.implement("paint", .colorEffect { p, _, args in
            p.x < 20 ? args.float4(0) : SIMD4(.nan, 2, -1, 0.5)
        })
        let view = Color.black.frame(width: 40, height: 20)
            .colorEffect(ShaderLibrary.paint(.color(Color(red: 0, green: 0, blue: 1).opacity(0.5))))
        let b = try ImageRenderer(content: view).bitmap()
        // (0, 0, 0.5, 0.5) premultiplied = blue at half opacity; (0, 0.5, 0, 0.5) on the right.
        #expect(close(rgba(b, 5, 10), [0, 0, 255, 128], tolerance: 1))
        #expect(close(rgba(b, 30, 10), [0, 255, 0, 128], tolerance: 1))
    }

    /// Without a Swift version, or with one of another kind, or disabled, the view draws as
    /// without the modifier; the first two record why.
    @Test func missingShadersDrawTheViewUnchanged() throws {
        ShaderLibrary.implement("onlyColour", .colorEffect { _, c, _ in c })
        let plain = try ImageRenderer(content: bar { $0 }).pngData()
        let missing = bar { $0.colorEffect(ShaderLibrary.noSuchFunction(.float(1))) }
        #expect(try ImageRenderer(content: missing).pngData() == plain)
        let layout = ViewLayout(of: missing, in: CGSize(width: 60, height: 40))
        #expect(layout.diagnostics.contains { $0.contains("Cairn cannot run Metal shaders") && $0.contains("noSuchFunction") }, "\(layout.diagnostics)")
        let wrongKind = bar { $0.layerEffect(ShaderLibrary.onlyColour(), maxSampleOffset: .zero) }
        #expect(try ImageRenderer(content: wrongKind).pngData() == plain)
        #expect(ViewLayout(of: wrongKind, in: CGSize(width: 60, height: 40)).diagnostics.contains { $0.contains("its Swift version is a colorEffect") })
        ShaderLibrary.implement("black", .colorEffect { _, _, _ in SIMD4(0, 0, 0, 1) })
        #expect(try ImageRenderer(content: bar { $0.colorEffect(ShaderLibrary.black(), isEnabled: false) }).pngData() == plain)
        #expect(try ImageRenderer(content: bar { $0.colorEffect(ShaderLibrary.black()) }).pngData() != plain)
    }

    /// The `visualEffect` forms run the same program over the view's frame.
    @Test func visualEffectFormsRunTheShader() throws {
        ShaderLibrary.implement("toGreen", .colorEffect { _, c, _ in SIMD4(0, c.w, 0, c.w) })
        let b = try ImageRenderer(content: bar { $0.visualEffect { content, _ in content.colorEffect(ShaderLibrary.toGreen()) } }).bitmap()
        #expect(rgba(b, 30, 20) == [0, 255, 0, 255])
        #expect(rgba(b, 5, 5) == [255, 255, 255, 255])
    }

    /// A shader as a shape style: a 10-point checkerboard of blue and clear filling a
    /// 40 × 40 rectangle (the square at (0, 0) blue, at (10, 0) clear), inside a circle only
    /// inside it, at half opacity through `opacity(_:)`.
    @Test func shadersFillShapes() throws {
        ShaderLibrary.implement("checker", .shapeStyle { p, arguments in
            let size = arguments.float(0)
            let odd = (Int((p.x / size).rounded(.down)) + Int((p.y / size).rounded(.down))) % 2 != 0
            return odd ? .zero : arguments.float4(1)
        })
        let checker = ShaderLibrary.checker(.float(10), .color(Color(red: 0, green: 0, blue: 1)))
        let b = try ImageRenderer(content: Rectangle().fill(checker).frame(width: 40, height: 40)).bitmap()
        #expect(rgba(b, 5, 5) == [0, 0, 255, 255])
        #expect(rgba(b, 15, 5)[3] == 0)
        #expect(rgba(b, 15, 15) == [0, 0, 255, 255])
        let circle = try ImageRenderer(content: Circle().fill(checker).frame(width: 40, height: 40)).bitmap()
        #expect(rgba(circle, 1, 1)[3] == 0)                 // outside the circle
        #expect(rgba(circle, 15, 15) == [0, 0, 255, 255])    // inside, a blue square
        let faded = try ImageRenderer(content: Rectangle().fill(checker.opacity(0.5)).frame(width: 40, height: 40)).bitmap()
        #expect(close(rgba(faded, 5, 5), [0, 0, 255, 128], tolerance: 1))
        // Without a Swift version the shape takes the foreground style.
        let plain = try ImageRenderer(content: Rectangle().fill(ShaderLibrary.noStyle()).foregroundStyle(.red).frame(width: 20, height: 20)).pngData()
        #expect(plain == (try ImageRenderer(content: Rectangle().fill(.red).frame(width: 20, height: 20)).pngData()))
    }

    /// `GraphicsContext`'s shader filters: a colour shader turns a canvas's red square blue, a
    /// distortion reading 10 points to the left moves it 10 right (positions in the canvas's
    /// points), and without a Swift version the drawing is unchanged, with a diagnostic.
    @Test func canvasShaderFilters() throws {
        ShaderLibrary.implement("canvasSwap", .colorEffect { _, c, _ in SIMD4(c.z, c.y, c.x, c.w) })
        ShaderLibrary.implement("canvasShift", .distortionEffect { p, _ in p - SIMD2(10, 0) })
        func canvas(_ filter: GraphicsContext.Filter?) -> some View {
            Canvas { context, _ in
                if let filter { context.addFilter(filter) }
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
            }
            .frame(width: 40, height: 20)
        }
        let swapped = try ImageRenderer(content: canvas(.colorShader(ShaderLibrary.canvasSwap()))).bitmap()
        #expect(rgba(swapped, 10, 10) == [0, 0, 255, 255])
        #expect(rgba(swapped, 30, 10)[3] == 0)
        let shifted = try ImageRenderer(content: canvas(.distortionShader(ShaderLibrary.canvasShift(), maxSampleOffset: CGSize(width: 10, height: 0)))).bitmap()
        #expect(rgba(shifted, 5, 10)[3] == 0)
        #expect(rgba(shifted, 25, 10) == [255, 0, 0, 255])
        let missing = canvas(.layerShader(ShaderLibrary.canvasMissing(), maxSampleOffset: .zero))
        #expect(try ImageRenderer(content: missing).pngData() == ImageRenderer(content: canvas(nil)).pngData())
        let layout = ViewLayout(of: missing, in: CGSize(width: 40, height: 20))
        _ = layout.displayList  // a canvas draws (and adds its filters) when its list is made
        #expect(layout.diagnostics.contains { $0.contains("canvasMissing") }, "\(layout.diagnostics)")
    }

    /// `compile(as:)` succeeds for the use its Swift version was given, and throws for
    /// another use or a function without one.
    @Test func compileChecksTheUse() async throws {
        ShaderLibrary.implement("compiled", .layerEffect { p, layer, _ in layer.sample(p) })
        try await ShaderLibrary.compiled().compile(as: .layerEffect)
        await #expect(throws: ShaderCompilationError.self) { try await ShaderLibrary.compiled().compile(as: .colorEffect) }
        await #expect(throws: ShaderCompilationError.self) { try await ShaderLibrary.neverGiven().compile(as: .shapeStyle) }
    }

    /// In SVG the shaded layer is embedded as an image (2 px/pt); the dump names the shader
    /// and its bounds (the bar's own frame: the offset is a group transform around it).
    @Test func vectorOutputsEmbedTheShadedPixels() throws {
        ShaderLibrary.implement("swapRB2", .colorEffect { _, color, _ in SIMD4(color.z, color.y, color.x, color.w) })
        let renderer = ImageRenderer(content: bar { $0.colorEffect(ShaderLibrary.swapRB2()) })
        #expect(renderer.displayList.dump.contains("shader(swapRB2 bounds=0,0,40,20 reach=0)"), "\(renderer.displayList.dump)")
        let svg = String(decoding: try renderer.svgData(), as: UTF8.self)
        #expect(svg.contains("<image"))
    }
}
