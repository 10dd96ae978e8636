import Cairn

/// A trip planner whose "Sort" button shows a popover that stays a popover on an iPhone
/// (`presentationCompactAdaptation(.popover)`), in one design era: the bubble and its arrow
/// point at the button, nothing behind is dimmed.
struct PopoverScreen: View {
    let era: DesignEra
    let scheme: ColorScheme

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        Text("12 places").foregroundStyle(.secondary)
                        Spacer()
                        Button {} label: { Label("Sort", systemImage: "arrow.up.arrow.down") }
                            .buttonStyle(.bordered)
                            .popover(isPresented: .constant(true)) {
                                VStack(alignment: .leading, spacing: 12) {
                                    Text("Sort by").font(.headline)
                                    Label("Date added", systemImage: "calendar")
                                    Label("Name", systemImage: "textformat")
                                    Label("Distance", systemImage: "location")
                                }
                                .padding(20)
                                .presentationCompactAdaptation(.popover)
                            }
                    }
                }
                Section("Lisbon") {
                    ForEach(["Belém Tower", "Alfama", "LX Factory", "Time Out Market"], id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Trip")
        }
        .frame(width: 390, height: 640)
        .environment(\.colorScheme, scheme)
        .environment(\.designEra, era)
    }
}

extension SampleCatalog {
    /// The popover kept on an iPhone, iOS 17 light and iOS 26 dark, at scale 2.
    static var popoverSamples: [Sample] {
        [Sample("popover", PopoverScreen(era: .iOS17, scheme: .light), width: 390, height: 640,
                outputs: [SampleOutput("popover@2x.png", scale: 2)], designEra: .iOS17),
         Sample("popover-ios26", PopoverScreen(era: .iOS26, scheme: .dark), width: 390, height: 640,
                outputs: [SampleOutput("popover-ios26@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
