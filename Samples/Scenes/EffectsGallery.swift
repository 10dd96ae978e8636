import Cairn

/// Issue 9's effects, one labelled 80 × 80 cell each, in a light panel above a dark one (the
/// same views under `.environment(\.colorScheme, .dark)`: system and semantic colours take
/// their dark values).
///
/// | row | cells, left to right |
/// |---|---|
/// | 1 shadows and blur | default shadow · coloured offset shadow · shadow per child vs `compositingGroup` · blur 4 · blur opaque · mask (gradient through a star of circles) |
/// | 2 blend modes | multiply · screen · difference · plusLighter · plusDarker · hue |
/// | 3 colour filters | brightness 0.3 · contrast 2 · saturation 0.2 · grayscale · hueRotation 120° · colorInvert |
/// | 4 opacity, styles, shapes | opacity per child · opacity of a compositing group · colorMultiply · luminanceToAlpha as a mask · hierarchical styles · UnevenRoundedRectangle fill + stroke |
public struct EffectsGallery: View {
    /// The gallery.
    public init() {}

    /// The light panel above the dark one.
    public var body: some View {
        VStack(spacing: 0) {
            EffectsPanel()
            EffectsPanel().environment(\.colorScheme, .dark)
        }
    }
}

/// One panel of the gallery on the scheme's grouped background.
struct EffectsPanel: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                EffectCell("shadow") { card.shadow(radius: 6) }
                EffectCell("shadow x4 y6") { card.shadow(color: Color.indigo.opacity(0.6), radius: 3, x: 4, y: 6) }
                EffectCell("per child · group") {
                    HStack(spacing: 4) {
                        VStack(spacing: 2) { dot(.orange); dot(.pink) }.shadow(radius: 3)
                        VStack(spacing: 2) { dot(.orange); dot(.pink) }.compositingGroup().shadow(radius: 3)
                    }
                }
                EffectCell("blur 4") { stripes.blur(radius: 4) }
                EffectCell("blur opaque") { stripes.blur(radius: 4, opaque: true) }
                EffectCell("mask") {
                    LinearGradient(colors: [.purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .mask { ZStack { Circle().frame(width: 40, height: 40).offset(x: -14); Circle().frame(width: 40, height: 40).offset(x: 14) } }
                }
            }
            HStack(spacing: 12) {
                EffectCell("multiply") { pair(.multiply) }
                EffectCell("screen") { pair(.screen) }
                EffectCell("difference") { pair(.difference) }
                EffectCell("plusLighter") { pair(.plusLighter) }
                EffectCell("plusDarker") { pair(.plusDarker) }
                EffectCell("hue") { pair(.hue) }
            }
            HStack(spacing: 12) {
                EffectCell("brightness") { stripes.brightness(0.3) }
                EffectCell("contrast 2") { stripes.contrast(2) }
                EffectCell("saturation .2") { stripes.saturation(0.2) }
                EffectCell("grayscale") { stripes.grayscale(1) }
                EffectCell("hue 120°") { stripes.hueRotation(.degrees(120)) }
                EffectCell("colorInvert") { stripes.colorInvert() }
            }
            HStack(spacing: 12) {
                EffectCell("opacity") { overlap.opacity(0.5) }
                EffectCell("group opacity") { overlap.compositingGroup().opacity(0.5) }
                EffectCell("colorMultiply") { stripes.colorMultiply(.yellow) }
                EffectCell("luminance") { stripes.luminanceToAlpha() }
                EffectCell("hierarchy") {
                    VStack(spacing: 3) {
                        Capsule().fill(.primary).frame(height: 10)
                        Capsule().fill(.secondary).frame(height: 10)
                        Capsule().fill(.tertiary).frame(height: 10)
                        Capsule().fill(.quaternary).frame(height: 10)
                    }.foregroundStyle(.teal)
                }
                EffectCell("uneven") {
                    UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24)
                        .fill(Color(.systemGray5)).stroke(Color.accentColor, lineWidth: 3)
                }
            }
        }
        .padding(16)
        .background(Color(.systemGroupedBackground))
    }

    var card: some View { RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemGroupedBackground)).padding(12) }

    func dot(_ c: Color) -> some View { Circle().fill(c).frame(width: 30, height: 30) }

    var stripes: some View {
        ZStack {
            HStack(spacing: 0) { Color.red; Color.green; Color.blue }
            Circle().fill(Color.yellow).frame(width: 36, height: 36)
        }
        .clipShape(.rect(cornerRadius: 10))
    }

    func pair(_ mode: BlendMode) -> some View {
        ZStack {
            Circle().fill(Color.cyan).frame(width: 50, height: 50).offset(x: -12, y: -8)
            Circle().fill(Color.pink).frame(width: 50, height: 50).offset(x: 12, y: 8).blendMode(mode)
        }
    }

    var overlap: some View {
        ZStack {
            Circle().fill(Color.blue).frame(width: 50, height: 50).offset(x: -12)
            Circle().fill(Color.red).frame(width: 50, height: 50).offset(x: 12)
        }
    }
}

/// An effect in a square (80 × 80 unless `side` says otherwise) above its caption.
struct EffectCell<Content: View>: View {
    let title: String
    let side: CGFloat
    let content: Content
    init(_ title: String, side: CGFloat = 80, @ViewBuilder content: () -> Content) {
        self.title = title
        self.side = side
        self.content = content()
    }
    var body: some View {
        VStack(spacing: 4) {
            content.frame(width: side, height: side)
            Text(title).font(.caption).foregroundStyle(.secondary)
        }
    }
}
