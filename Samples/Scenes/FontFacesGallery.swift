import Cairn
import Foundation

/// Issue 26: the bundled faces. Every weight from ultralight to black, upright and italic;
/// the text and display optical sizes (Inter below 24 points, Inter Display from 24); and the
/// four designs of the system font (default, rounded, serif, monospaced).
public struct FontFacesGallery: View {
    /// The gallery.
    public init() {}

    static let weights: [(String, Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    static let designs: [(String, Font.Design)] = [
        ("default", .default), ("rounded", .rounded), ("serif", .serif), ("monospaced", .monospaced),
    ]

    /// The gallery's rows.
    public var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Font.Weight").font(.headline)
                ForEach(0..<Self.weights.count, id: \.self) { i in
                    HStack(alignment: .firstTextBaseline, spacing: 8) {
                        Text(Self.weights[i].0).font(.footnote).foregroundStyle(Color.gray).frame(width: 74, alignment: .leading)
                        Text("Weight").font(.system(size: 17, weight: Self.weights[i].1))
                        Text("Italic").font(.system(size: 17, weight: Self.weights[i].1)).italic()
                        Text("Title").font(.system(size: 28, weight: Self.weights[i].1))
                    }
                }
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("Optical sizes").font(.headline)
                Text("Large Title 34").font(.largeTitle.bold())
                Text("Title 28").font(.title)
                Text("Title 2, 22 pt").font(.title2)
                Text("Title 3, 20 pt").font(.title3)
                Text("Body, 17 pt").font(.body)
                Divider()
                Text("Font.Design").font(.headline)
                ForEach(0..<Self.designs.count, id: \.self) { i in
                    HStack(alignment: .firstTextBaseline, spacing: 8) {
                        Text(Self.designs[i].0).font(.footnote).foregroundStyle(Color.gray).frame(width: 84, alignment: .leading)
                        Text("Quick fox 0123").font(.system(size: 17, design: Self.designs[i].1))
                        Text("Bold").font(.system(size: 17, weight: .bold, design: Self.designs[i].1))
                    }
                }
                Text("func main() { print(42) }").font(.system(.callout, design: .monospaced))
                Text("The serif design, *in italic*").font(.system(.body, design: .serif))
            }
        }
    }
}
