import Cairn
import Foundation

/// Session 4 (textviews): `Font.smallCaps()`, `lowercaseSmallCaps()` and
/// `uppercaseSmallCaps()` beside plain text, and `ContentUnavailableView` (a label with a
/// description and an action, and `.search(text:)`), each in an iPhone-wide panel.
public struct SmallCapsAndEmptyState: View {
    /// The scene.
    public init() {}

    static let fonts: [(String, Font)] = [
        ("plain", .title2), ("smallCaps()", .title2.smallCaps()), ("lowercaseSmallCaps()", .title2.lowercaseSmallCaps()),
        ("uppercaseSmallCaps()", .title2.uppercaseSmallCaps()), ("serif, smallCaps()", .system(.title2, design: .serif).smallCaps()),
    ]

    /// The small-caps rows above two empty states.
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Small capitals").font(.headline)
            ForEach(0..<Self.fonts.count, id: \.self) { i in
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Text(Self.fonts[i].0).font(.footnote).foregroundStyle(.secondary).frame(width: 150, alignment: .leading)
                    Text("NASA Launches at Dawn").font(Self.fonts[i].1)
                }
            }
            Divider()
            HStack(spacing: 16) {
                ContentUnavailableView {
                    Label("No Mail", systemImage: "tray.fill")
                } description: {
                    Text("New mails you receive will appear here.")
                } actions: {
                    Button("Refresh") {}
                }
                .background(Color(white: 0.97), in: RoundedRectangle(cornerRadius: 12))
                ContentUnavailableView.search(text: "Pizza")
                    .background(Color(white: 0.97), in: RoundedRectangle(cornerRadius: 12))
            }
            .frame(height: 300)
        }
        .padding(16)
        .background(Color.white)
    }
}
