import Cairn

/// Every SF Symbols name Cairn draws with a Material Design Icons glyph, in name order, 30 to
/// a row at `.body` size; each row starts with the first name it shows, in `.caption2`.
public struct SymbolAtlas: View {
    public init() {}

    let names = SymbolCatalog.materialDesignNames
    let columns = 30

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("\(names.count) SF Symbols names drawn with Material Design Icons (CC BY 4.0)")
                .font(.headline)
                .padding(.bottom, 6)
            ForEach(0..<((names.count + columns - 1) / columns)) { row in
                HStack(spacing: 0) {
                    Text(names[row * columns])
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                        .frame(width: 170, alignment: .leading)
                    ForEach(row * columns..<min(row * columns + columns, names.count)) { i in
                        Image(systemName: names[i])
                            .frame(width: 26, height: 24)
                    }
                }
            }
        }
        .padding(16)
        .background(Color.white)
    }
}
