import Cairn

/// Every hand-drawn symbol Cairn draws for `Image(systemName:)`, six to a row at `.title` size, each
/// named below in `.caption2`, on white; of the numbered symbols (0 to 50 in four forms),
/// those of 1 and 10.
public struct SymbolGallery: View {
    public init() {}

    let names = SymbolCatalog.handDrawnNames.filter { name in
        !(name.first?.isNumber ?? false) || name.hasPrefix("1.") || name.hasPrefix("10.")
    }
    let columns = 6

    public var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            ForEach(0..<((names.count + columns - 1) / columns)) { row in
                HStack(alignment: .top, spacing: 4) {
                    ForEach(row * columns..<min(row * columns + columns, names.count)) { i in
                        VStack(spacing: 6) {
                            Image(systemName: names[i])
                                .font(.title)
                                .frame(height: 36)
                            Text(names[i])
                                .font(.caption2)
                                .lineLimit(2)
                                .multilineTextAlignment(.center)
                        }
                        .frame(width: 112)
                    }
                }
            }
        }
        .padding(16)
        .background(Color.white)
    }
}
