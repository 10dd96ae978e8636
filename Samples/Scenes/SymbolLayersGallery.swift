import Cairn
import Foundation

/// Issue 10, session 2: symbol rendering modes on the layered symbols (monochrome,
/// hierarchical, palette, multicolor), two foreground styles without a mode, and
/// `allowsTightening` beside a truncated line.
public struct SymbolLayersGallery: View {
    /// The gallery.
    public init() {}

    static let names = ["checkmark.circle.fill", "xmark.circle.fill", "plus.circle.fill", "info.circle.fill", "exclamationmark.triangle.fill"]
    /// Layered weather symbols, as a weather screen draws them over a blue sky.
    static let weather = ["sun.max.fill", "cloud.sun.fill", "cloud.rain.fill", "cloud.sun.rain.fill", "cloud.bolt.rain.fill", "cloud.sun"]

    /// One row: every layered symbol in one mode, in the styles `styled` gives.
    func row<V: View>(_ title: String, _ mode: SymbolRenderingMode, _ styled: (AnyView) -> V) -> some View {
        HStack(spacing: 10) {
            Text(title).frame(width: 130, alignment: .leading)
            styled(AnyView(HStack(spacing: 10) {
                ForEach(Self.names, id: \.self) { name in
                    Image(systemName: name).symbolRenderingMode(mode)
                }
            }))
        }
    }

    /// The gallery's rows.
    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Symbol rendering modes").font(.headline)
            row("monochrome", .monochrome) { $0.foregroundStyle(Color.blue) }
            row("hierarchical", .hierarchical) { $0.foregroundStyle(Color.blue) }
            row("palette", .palette) { $0.foregroundStyle(Color.white, Color.blue) }
            row("multicolor", .multicolor) { $0.foregroundStyle(Color.blue) }
            HStack(spacing: 10) {
                Text("weather").frame(width: 130, alignment: .leading)
                HStack(spacing: 10) {
                    ForEach(Self.weather, id: \.self) { name in Image(systemName: name).symbolRenderingMode(.multicolor) }
                }
                .foregroundStyle(Color.white)
                .padding(6)
                .background(Color.blue, in: .rect(cornerRadius: 8))
            }
            HStack(spacing: 10) {
                Text("two styles").frame(width: 130, alignment: .leading)
                // No rendering mode: two foreground styles mean palette, and the icon set's
                // filled symbols take their cut-out mark as the primary layer.
                Image(systemName: "checkmark.seal.fill").foregroundStyle(.white, .blue)
                Image(systemName: "xmark.circle.fill").foregroundStyle(.gray, Color(white: 0.9))
                Image(systemName: "heart.circle.fill").foregroundStyle(.white, .pink)
                Image(systemName: "star.square.fill").foregroundStyle(.yellow, .indigo)
                Image(systemName: "person.crop.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue)
            }
            Divider()
            Text("allowsTightening").font(.headline)
            Text("This is a wide text element").lineLimit(1).frame(width: 232, alignment: .leading)
            Text("This is a wide text element").lineLimit(1).allowsTightening(true).frame(width: 232, alignment: .leading)
        }
        .font(.title3)
    }
}
