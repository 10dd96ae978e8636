import Cairn

/// Symbol metrics (issue 26): `checkmark.circle.fill` and `gearshape` at each `imageScale`
/// beside body text, their frames outlined in red and the text's in blue; the medium box is the
/// text's line (20.29 points), small 15.89, large 26.17, and every symbol centres on the
/// capitals. The last row: `Label`s, which put the icon on the title's first baseline.
public struct SymbolMetrics: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(Image.Scale.allCases, id: \.self) { scale in
                HStack(spacing: 8) {
                    Image(systemName: "checkmark.circle.fill").foregroundColor(.green).border(Color.red, width: 0.5)
                    Image(systemName: "gearshape").border(Color.red, width: 0.5)
                    Text(scale == .small ? "Small" : scale == .medium ? "Medium" : "Large").border(Color.blue, width: 0.5)
                }
                .imageScale(scale)
            }
            HStack(spacing: 16) {
                Label("Favourites", systemImage: "star.fill")
                Label("Add friend", systemImage: "person.fill.badge.plus")
            }
        }
    }
}
