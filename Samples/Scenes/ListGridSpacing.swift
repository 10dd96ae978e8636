import Cairn

/// Session 4's list, grid and scroll-view modifiers: Apple's `gridCellUnsizedAxes(_:)`
/// Divider example (with `hand.thumbsup` for Apple's `hand.wave`, which Cairn's symbol set
/// lacks) without and with the modifier, a list with `.listRowSpacing` and
/// `.listSectionSpacing` (its second section narrowed by iOS 26's `.listSectionMargins`), and a carousel inset with `.contentMargins`.
public struct ListGridSpacing: View {
    public init() {}

    let colors: [Color] = [.indigo, .teal, .orange, .pink]

    /// Apple's example grid: a Divider between two rows of a text and a symbol.
    func grid(unsized: Bool) -> some View {
        Grid {
            GridRow {
                Text("Hello")
                Image(systemName: "globe")
            }
            Divider().gridCellUnsizedAxes(unsized ? .horizontal : [])
            GridRow {
                Image(systemName: "hand.thumbsup")
                Text("World")
            }
        }
        .padding(8)
        .background(Color.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 8))
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Grid").font(.headline)
            HStack(alignment: .top, spacing: 16) {
                grid(unsized: false)
                grid(unsized: true)
            }
            Text("List").font(.headline)
            List {
                Section("Colors") {
                    Text("Blue")
                    Text("Red")
                    Text("Green")
                }
                Section("Shapes") {
                    Text("Square")
                    Text("Circle")
                }
                .listSectionMargins(.horizontal, 40)   // iOS 26: a narrower card
            }
            .listRowSpacing(6)
            .listSectionSpacing(12)
            .frame(height: 350)
            .padding(.horizontal, -16)
            Text("Scroll view").font(.headline)
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<4, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(colors[i].gradient)
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                    }
                }
            }
            .contentMargins(.horizontal, 16)
            .frame(height: 80)
            .padding(.horizontal, -16)
        }
        .padding(16)
    }
}
