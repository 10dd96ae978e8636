import Cairn
import Foundation

/// Session 4 (textviews): `Font.smallCaps()`, `lowercaseSmallCaps()` and
/// `uppercaseSmallCaps()` beside plain text, `Font.leading(_:)` (tight, standard, loose),
/// and `ContentUnavailableView` (a label with a description and an action, and
/// `.search(text:)`), each in its own panel.
public struct SmallCapsAndEmptyState: View {
    /// The scene.
    public init() {}

    static let fonts: [(String, Font)] = [
        ("plain", .title2), ("smallCaps()", .title2.smallCaps()), ("lowercaseSmallCaps()", .title2.lowercaseSmallCaps()),
        ("uppercaseSmallCaps()", .title2.uppercaseSmallCaps()), ("serif, smallCaps()", .system(.title2, design: .serif).smallCaps()),
    ]

    static let leadings: [(String, Font.Leading)] = [(".leading(.tight)", .tight), (".standard", .standard), (".leading(.loose)", .loose)]

    /// The small-caps rows and the leadings above two empty states. (The panels have fixed
    /// frames: an HStack probing a text at width 0 gets 6 or 7 one-character lines for
    /// "No Mail" depending on what the process drew before — see the session note.)
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
            HStack(alignment: .top, spacing: 12) {
                ForEach(0..<Self.leadings.count, id: \.self) { i in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(Self.leadings[i].0).font(.footnote).foregroundStyle(.secondary)
                        Text("Three lines of body\ntext, 2 points apart\nper line, or not.")
                            .font(.body.leading(Self.leadings[i].1))
                            .background(Color(red: 0.9, green: 0.95, blue: 1))
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
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
                .frame(width: 296, height: 300)
                .background(Color(white: 0.97), in: RoundedRectangle(cornerRadius: 12))
                ContentUnavailableView.search(text: "Pizza")
                    .frame(width: 296, height: 300)
                    .background(Color(white: 0.97), in: RoundedRectangle(cornerRadius: 12))
            }
        }
        .padding(16)
        .background(Color.white)
    }
}
