import Cairn
import Foundation

/// SF Symbols 7 (iOS 26) at rest: `symbolColorRenderingMode(.gradient)` beside flat fills,
/// and `symbolVariableValueMode(.draw)` beside the colour mode at the same values.
public struct SymbolsSevenGallery: View {
    /// The gallery.
    public init() {}

    static let values = [0.25, 0.5, 0.75, 1.0]
    static let tinted: [(String, Color)] = [("heart.fill", .pink), ("flame.fill", .orange), ("leaf.fill", .green),
                                             ("drop.fill", .blue), ("moon.stars.fill", .indigo)]

    /// One row of `name` at each value in `mode`.
    func valueRow(_ name: String, _ mode: SymbolVariableValueMode) -> some View {
        HStack(spacing: 14) {
            Text("\(name) \(mode == .draw ? "draw" : "color")").font(.footnote).frame(width: 170, alignment: .leading)
            ForEach(Self.values, id: \.self) { value in
                Image(systemName: name, variableValue: value).symbolVariableValueMode(mode).frame(width: 34)
            }
        }
    }

    /// The gallery's rows.
    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Colour rendering: flat, then gradient").font(.headline)
            ForEach([false, true], id: \.self) { gradient in
                HStack(spacing: 18) {
                    ForEach(Self.tinted, id: \.0) { name, color in
                        Image(systemName: name).font(.system(size: 36)).foregroundStyle(color).symbolColorRenderingMode(gradient ? .gradient : .flat)
                    }
                }
            }
            Divider()
            Text("Variable values 0.25, 0.5, 0.75, 1").font(.headline)
            valueRow("wifi", .color)
            valueRow("wifi", .draw)
            valueRow("speaker.wave.3.fill", .color)
            valueRow("speaker.wave.3.fill", .draw)
            valueRow("cellularbars", .draw)
        }
        .font(.title2)
    }
}
