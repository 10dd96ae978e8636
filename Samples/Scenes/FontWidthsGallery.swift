import Cairn
import Foundation

/// Issue 10, session 3: the system font's widths (`fontWidth(_:)`, `Font.width(_:)`):
/// compressed, condensed, standard and expanded, a width value between two of them, bold,
/// and a fallback script that keeps its own width.
public struct FontWidthsGallery: View {
    /// The gallery.
    public init() {}

    static let widths: [(String, Font.Width)] = [
        ("compressed", .compressed), ("condensed", .condensed), ("standard", .standard), ("expanded", .expanded),
        ("Width(-0.1)", Font.Width(-0.1)),
    ]

    /// The gallery's rows.
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("fontWidth(_:)").font(.headline)
            ForEach(0..<Self.widths.count, id: \.self) { i in
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Text(Self.widths[i].0).font(.footnote).foregroundStyle(Color.gray).frame(width: 86, alignment: .leading)
                    Text("Hamburgefonstiv 0123").font(.title2).fontWidth(Self.widths[i].1)
                }
            }
            Divider()
            Text("Bold condensed headline").font(.title2.bold().width(.condensed))
            Text("Expanded, with 中文 at its own width").fontWidth(.expanded)
        }
    }
}
