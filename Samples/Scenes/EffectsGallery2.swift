import Cairn

/// Issue 9, second session: Canvas and the styles added with it, one labelled 80 × 80 cell
/// each, in a light panel above a dark one.
///
/// | row | cells, left to right |
/// |---|---|
/// | 1 Canvas and styles | Canvas chart (axes, polyline, labels) · Canvas filters, layer and blend · `.shadow(.drop)` fill · `.shadow(.inner)` fill · `foregroundStyle(_:_:_:)` levels and `.quinary` · `ContainerRelativeShape` in `.containerShape` |
/// | 2 redaction, materials | `.redacted(reason: .placeholder)` card · `.unredacted()` title · ultra-thin · regular · ultra-thick material over a photo-like backdrop · `.bar` |
/// | 3 3D and projection | `rotation3DEffect` 45° about y · 40° about x · 30° about (1, 1, 0) · perspective 0 · `projectionEffect` with a perspective term · z axis (vector) |
public struct EffectsGallery2: View {
    /// The gallery.
    public init() {}

    /// The light panel above the dark one.
    public var body: some View {
        VStack(spacing: 0) {
            EffectsPanel2()
            EffectsPanel2().environment(\.colorScheme, .dark)
        }
    }
}

/// One panel of the second gallery on the scheme's grouped background.
struct EffectsPanel2: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                EffectCell("Canvas chart") { chart }
                EffectCell("Canvas filters") { canvasEffects }
                EffectCell("drop style") {
                    RoundedRectangle(cornerRadius: 14).fill(Color(.secondarySystemGroupedBackground).shadow(.drop(radius: 5, y: 3))).padding(12)
                }
                EffectCell("inner style") {
                    Circle().fill(Color.orange.shadow(.inner(radius: 4, x: 3, y: 3))).padding(10)
                }
                EffectCell("levels") {
                    VStack(spacing: 3) {
                        Capsule().fill(.primary).frame(height: 10)
                        Capsule().fill(.secondary).frame(height: 10)
                        Capsule().fill(.tertiary).frame(height: 10)
                        Capsule().fill(.quinary).frame(height: 10)
                    }.foregroundStyle(.indigo, .pink, .orange)
                }
                EffectCell("containerRelative") {
                    ZStack { ContainerRelativeShape().fill(Color.teal).padding(8) }
                        .background(Color(.systemGray4), in: RoundedRectangle(cornerRadius: 22, style: .circular))
                        .containerShape(RoundedRectangle(cornerRadius: 22, style: .circular))
                }
            }
            HStack(spacing: 12) {
                EffectCell("redacted") { profile.redacted(reason: .placeholder) }
                EffectCell("unredacted") {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Title").font(.headline).unredacted()
                        Text("Some longer text that wraps").font(.caption)
                    }.redacted(reason: .placeholder)
                }
                EffectCell("ultraThin") { backdrop.overlay(alignment: .bottom) { material(.ultraThinMaterial) } }
                EffectCell("regular") { backdrop.overlay(alignment: .bottom) { material(.regularMaterial) } }
                EffectCell("ultraThick") { backdrop.overlay(alignment: .bottom) { material(.ultraThickMaterial) } }
                EffectCell("bar") { backdrop.overlay(alignment: .bottom) { Text("Tab").font(.caption).frame(maxWidth: .infinity).frame(height: 30).background(.bar) } }
            }
            HStack(spacing: 12) {
                EffectCell("3D y 45°") { tile.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)) }
                EffectCell("3D x 40°") { tile.rotation3DEffect(.degrees(40), axis: (x: 1, y: 0, z: 0)) }
                EffectCell("3D (1,1,0)") { tile.rotation3DEffect(.degrees(30), axis: (x: 1, y: 1, z: 0)) }
                EffectCell("perspective 0") { tile.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 0) }
                EffectCell("projection") { tile.projectionEffect(keystone) }
                EffectCell("3D z 20°") { tile.rotation3DEffect(.degrees(20), axis: (x: 0, y: 0, z: 1)) }
            }
        }
        .padding(16)
        .background(Color(.systemGroupedBackground))
    }

    /// A profile card (symbol, name, detail) to redact.
    var profile: some View {
        HStack(spacing: 6) {
            Image(systemName: "person.crop.circle.fill").font(.system(size: 22)).foregroundStyle(.blue)
            VStack(alignment: .leading, spacing: 3) {
                Text("Ada Lovelace").font(.caption.bold())
                Text("Analyst").font(.caption2).foregroundStyle(.secondary)
            }
        }
    }

    /// Coloured shapes for a material to blur.
    var backdrop: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
            Circle().fill(Color.blue).frame(width: 40, height: 40).offset(x: -14, y: 16)
            Rectangle().fill(Color.green).frame(width: 16, height: 60).offset(x: 22, y: 10)
        }
        .clipShape(.rect(cornerRadius: 10))
    }

    func material(_ m: Material) -> some View {
        Text("Aa").font(.headline).frame(width: 64, height: 36).background(m, in: RoundedRectangle(cornerRadius: 8)).padding(.bottom, 8)
    }

    /// A card to turn in 3D.
    var tile: some View {
        VStack(spacing: 2) {
            Image(systemName: "star.fill").font(.system(size: 18))
            Text("Cairn").font(.caption.bold())
        }
        .foregroundStyle(.white)
        .frame(width: 56, height: 56)
        .background(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom), in: RoundedRectangle(cornerRadius: 10))
    }

    /// A keystone: x and y divided by w = 1 + 0.006 y (the top wider than the bottom).
    var keystone: ProjectionTransform {
        var t = ProjectionTransform(CGAffineTransform(translationX: 6, y: 4))
        t.m23 = 0.006
        return t
    }

    /// A small line chart drawn by hand.
    var chart: some View {
        Canvas { ctx, size in
            let values: [CGFloat] = [0.3, 0.7, 0.45, 0.9, 0.6]
            var axes = Path()
            axes.move(to: CGPoint(x: 8, y: 4))
            axes.addLine(to: CGPoint(x: 8, y: size.height - 14))
            axes.addLine(to: CGPoint(x: size.width - 4, y: size.height - 14))
            ctx.stroke(axes, with: .style(.secondary), lineWidth: 1)
            var line = Path()
            let step = (size.width - 16) / CGFloat(values.count - 1)
            for (i, v) in values.enumerated() {
                let p = CGPoint(x: 8 + CGFloat(i) * step, y: size.height - 14 - v * (size.height - 22))
                if i == 0 { line.move(to: p) } else { line.addLine(to: p) }
                ctx.draw(Text("\(i + 1)").font(.system(size: 8)), at: CGPoint(x: p.x, y: size.height - 6))
            }
            ctx.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        }
    }

    /// A shadowed disc, a blurred square, and a multiply layer in a Canvas.
    var canvasEffects: some View {
        Canvas { ctx, size in
            var s = ctx
            s.addFilter(.shadow(color: .black.opacity(0.5), radius: 3, x: 2, y: 3))
            s.fill(Path(ellipseIn: CGRect(x: 6, y: 6, width: 36, height: 36)), with: .color(.mint))
            var b = ctx
            b.addFilter(.blur(radius: 3))
            b.fill(Path(CGRect(x: 44, y: 8, width: 28, height: 28)), with: .linearGradient(
                Gradient(colors: [.purple, .orange]), startPoint: CGPoint(x: 44, y: 8), endPoint: CGPoint(x: 72, y: 36)))
            ctx.drawLayer { layer in
                layer.fill(Path(CGRect(x: 10, y: 46, width: 40, height: 28)), with: .color(.cyan))
                var m = layer
                m.blendMode = .multiply
                m.translateBy(x: 30, y: 40)
                m.rotate(by: .degrees(20))
                m.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 28)), with: .color(.yellow))
            }
        }
    }
}
