import Cairn
import Foundation

/// Issue 10's text gallery: Markdown, formatted values, decorations, Label/Divider/Link
/// rows, colour emoji and a Dynamic Type ladder, all measured with SF Pro's metrics on the bundled Inter.
public struct TextGallery: View {
    /// The gallery.
    public init() {}

    static let ref = Date(timeIntervalSinceReferenceDate: 0)

    /// The gallery's rows.
    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Text gallery").font(.title2).bold()
            Text("**Total:** \(1234.5, format: .currency(code: "EUR"))")
            Text("*Italic*, ***bold italic***, `code`, ~~gone~~ and a [link](https://example.org)")
            Text("Shared \(0.25, format: .percent) · \(["Ann", "Bo", "Cy"], format: .list(type: .and))")
            HStack {
                Text(Self.ref.addingTimeInterval(11 * 3600 + 23 * 60), style: .time)
                Text(Self.ref.addingTimeInterval(2 * 3600 + 23 * 60), style: .relative)
                Text(Self.ref.addingTimeInterval(152), style: .timer).monospacedDigit()
            }
            Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE"))
            HStack(spacing: 12) {
                Text("underline").underline()
                Text("dashed").underline(pattern: .dash, color: .red)
                Text("struck").strikethrough(color: .orange)
                Text("x") + Text("2").baselineOffset(7).font(.caption)
                Text("upper").textCase(.uppercase)
            }
            Text("Rated \(Image(systemName: "star.fill")) 4.8 · ") + Text(Image(systemName: "heart.fill")).foregroundColor(.red) + Text(" 1,024")
            Text("שלום עולם · مرحبا بالعالم")
            Text("Colour emoji 😀 🎉 🇫🇷 👩‍👩‍👧 and symbols \(Image(systemName: "house")) \(Image(systemName: "envelope.fill")) \(Image(systemName: "wifi.slash"))")
            Divider()
            Label("Inbox", systemImage: "tray.and.arrow.down")
            Label("Favourites", systemImage: "star.fill").foregroundColor(.orange)
            HStack {
                Label("Icon only", systemImage: "heart").labelStyle(.iconOnly)
                Divider().frame(height: 20)
                Link("Visit example.org", destination: URL(string: "https://example.org")!)
            }
            Divider()
            ForEach(Array([DynamicTypeSize.xSmall, .large, .xxxLarge, .accessibility2].enumerated()), id: \.offset) { item in
                Text("Body at \(String(describing: item.element))").dynamicTypeSize(item.element)
            }
        }
    }
}
