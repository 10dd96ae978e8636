import Cairn

/// A Notes-like folder screen in one design era: a large title, a `.secondaryAction` (the
/// "More" button), and a bottom toolbar with a leading item, a status text in the centre and a
/// trailing item pushed to the end by a `Spacer()`; the secondary text uses `textScale`.
struct BottomToolbarScreen: View {
    let era: DesignEra
    let scheme: ColorScheme

    var body: some View {
        NavigationStack {
            List {
                ForEach(["Groceries", "Trip ideas", "Book list", "Recipes"], id: \.self) { note in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(note).font(.headline)
                        Text("Yesterday  ·  12 items").foregroundStyle(.secondary).textScale(.secondary)
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                ToolbarItem(placement: .secondaryAction) { Button("Sort by Date") {} }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button {} label: { Image(systemName: "folder.badge.plus") }
                    Spacer()
                    Button {} label: { Image(systemName: "square.and.pencil") }
                }
                ToolbarItem(placement: .status) { Text("4 Notes").font(.caption) }
                ToolbarItem(placement: .keyboard) { Button("Done") {} }
            }
        }
        .frame(width: 320, height: 600)
        .environment(\.colorScheme, scheme)
        .environment(\.designEra, era)
    }
}

/// Issue 23: the bottom toolbar (`.bottomBar`, `.status`) in iOS 17's look and iOS 26's, light
/// and dark, with `.secondaryAction`'s More button and `textScale(.secondary)` captions.
struct BottomToolbarSample: View {
    var body: some View {
        HStack(spacing: 0) {
            BottomToolbarScreen(era: .iOS17, scheme: .light)
            BottomToolbarScreen(era: .iOS26, scheme: .light)
            BottomToolbarScreen(era: .iOS26, scheme: .dark)
        }
    }
}

extension SampleCatalog {
    /// The bottom toolbar in both eras, at scale 2.
    static var bottomToolbarSamples: [Sample] {
        [Sample("bottom-toolbar", BottomToolbarSample(), width: 960, height: 600, outputs: [SampleOutput("bottom-toolbar@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
