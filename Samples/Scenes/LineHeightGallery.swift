import Cairn
import Foundation

/// iOS 26's `lineHeight(_:)`: one paragraph in Body without a line height and at five,
/// each with its baseline-to-baseline pitch in points.
public struct LineHeightGallery: View {
    /// The gallery.
    public init() {}

    static let paragraph = "Line height is the distance from one baseline to the next."

    struct Column: Identifiable {
        let id: String
        let lineHeight: AttributedString.LineHeight?
        let note: String
    }

    static let columns: [Column] = [
        Column(id: "nil", lineHeight: nil, note: "the fonts' own"),
        Column(id: ".tight", lineHeight: .tight, note: "20 pt"),
        Column(id: ".normal", lineHeight: .normal, note: "22 pt"),
        Column(id: ".loose", lineHeight: .loose, note: "24 pt"),
        Column(id: ".multiple(factor: 1.6)", lineHeight: .multiple(factor: 1.6), note: "27.2 pt"),
        Column(id: ".exact(points: 17)", lineHeight: .exact(points: 17), note: "17 pt"),
    ]

    /// The columns.
    public var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("lineHeight(_:)").font(.title2).bold()
            Grid(alignment: .topLeading, horizontalSpacing: 18, verticalSpacing: 16) {
                ForEach(0..<2) { row in
                    GridRow {
                        ForEach(Self.columns[(row * 3)..<(row * 3 + 3)]) { column in
                            VStack(alignment: .leading, spacing: 6) {
                                Text(column.id).font(.caption.monospaced()).foregroundStyle(.secondary)
                                Text(Self.paragraph)
                                    .font(.body)
                                    .lineHeight(column.lineHeight)
                                    .frame(width: 150, alignment: .leading)
                                    .padding(8)
                                    .background(Color.blue.opacity(0.08), in: .rect(cornerRadius: 6))
                                Text(column.note).font(.caption2).foregroundStyle(.tertiary)
                            }
                        }
                    }
                }
            }
        }
    }
}
