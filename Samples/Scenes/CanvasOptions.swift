import Cairn

/// Issue 9, third session: Canvas symbols, the colour-matrix filter and the shadow, blur and
/// gradient options, one labelled 80 × 80 cell each (the cells of `EffectsGallery`).
///
/// | row | cells, left to right |
/// |---|---|
/// | 1 symbols and filters | symbols (a tagged dot and bar drawn four times) · `.colorMatrix` (red ↔ blue) · inner shadow (`.invertsAlpha` + `.shadowAbove`, `.sourceAtop`) · `.shadowOnly` · `.shadowAbove` · at opacity 0.6, a shadow grouped with its drawing (top) and with `.disablesGroup` (bottom: the shadow shows through) |
/// | 2 gradients and blur | plain · `.repeat` · `.mirror` · `.linearColor` · radial `.mirror` · `.blur(options: .opaque)` |
public struct CanvasOptionsGallery: View {
    /// The gallery.
    public init() {}

    /// Two rows of cells on the grouped background.
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                EffectCell("symbols") { symbols }
                EffectCell("colorMatrix") { canvas { ctx in
                    var m = ColorMatrix()
                    m.r1 = 0; m.r3 = 1; m.b1 = 1; m.b3 = 0
                    ctx.addFilter(.colorMatrix(m))
                    ctx.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 60, height: 60)), with: .color(.orange))
                } }
                EffectCell("inner shadow") { canvas { ctx in
                    ctx.addFilter(.shadow(color: .black.opacity(0.6), radius: 4, x: 3, y: 3, blendMode: .sourceAtop,
                                          options: [.invertsAlpha, .shadowAbove]))
                    ctx.fill(Path(roundedRect: CGRect(x: 10, y: 10, width: 60, height: 60), cornerRadius: 14), with: .color(.orange))
                } }
                EffectCell("shadowOnly") { canvas { ctx in
                    ctx.addFilter(.shadow(color: .blue, radius: 3, x: 6, y: 6, options: .shadowOnly))
                    ctx.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 54, height: 54)), with: .color(.orange))
                } }
                EffectCell("shadowAbove") { canvas { ctx in
                    ctx.addFilter(.shadow(color: .black.opacity(0.5), radius: 3, x: 8, y: 8, options: .shadowAbove))
                    ctx.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 54, height: 54)), with: .color(.orange))
                } }
                EffectCell("disablesGroup") { groupedShadow }
            }
            HStack(spacing: 12) {
                EffectCell("gradient") { gradient([]) }
                EffectCell("repeat") { gradient(.repeat) }
                EffectCell("mirror") { gradient(.mirror) }
                EffectCell("linearColor") { gradient(.linearColor) }
                EffectCell("radial mirror") { canvas { ctx in
                    ctx.fill(Path(CGRect(x: 0, y: 0, width: 80, height: 80)),
                             with: .radialGradient(Gradient(colors: [.indigo, .mint]), center: CGPoint(x: 40, y: 40),
                                                   startRadius: 0, endRadius: 10, options: .mirror))
                } }
                EffectCell("opaque blur") { canvas { ctx in
                    ctx.clip(to: Path(roundedRect: CGRect(x: 8, y: 8, width: 64, height: 64), cornerRadius: 12))
                    ctx.addFilter(.blur(radius: 6, options: .opaque))
                    ctx.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 80)), with: .color(.pink))
                    ctx.fill(Path(CGRect(x: 40, y: 0, width: 40, height: 80)), with: .color(.teal))
                } }
            }
        }
        .padding(16)
        .background(Color(.systemGroupedBackground))
    }

    private func canvas(_ draw: @escaping (inout GraphicsContext) -> Void) -> some View {
        Canvas { ctx, _ in
            var c = ctx
            draw(&c)
        }
    }

    private func gradient(_ options: GraphicsContext.GradientOptions) -> some View {
        canvas { ctx in
            ctx.fill(Path(CGRect(x: 0, y: 0, width: 80, height: 80)),
                     with: .linearGradient(Gradient(colors: [.blue, .yellow]), startPoint: CGPoint(x: 20, y: 0),
                                           endPoint: CGPoint(x: 40, y: 0), options: options))
        }
    }

    private var symbols: some View {
        Canvas { ctx, _ in
            guard let dot = ctx.resolveSymbol(id: "dot"), let bar = ctx.resolveSymbol(id: "bar") else { return }
            for i in 0..<4 {
                let y = 12 + CGFloat(i) * 18
                ctx.draw(dot, at: CGPoint(x: 14, y: y))
                ctx.draw(bar, in: CGRect(x: 26, y: y - 4, width: 20 + CGFloat(i) * 10, height: 8))
            }
        } symbols: {
            Circle().fill(Color.green).frame(width: 10, height: 10).tag("dot")
            Capsule().fill(Color.secondary).tag("bar")
        }
    }

    private var groupedShadow: some View {
        Canvas { ctx, _ in
            for (y, options) in [(CGFloat(4), GraphicsContext.ShadowOptions()), (42, .disablesGroup)] {
                var c = ctx
                c.opacity = 0.6
                c.addFilter(.shadow(color: .black, radius: 2, x: 10, y: 4, options: options))
                c.fill(Path(roundedRect: CGRect(x: 8, y: y, width: 52, height: 28), cornerRadius: 6), with: .color(.orange))
            }
        }
    }
}
