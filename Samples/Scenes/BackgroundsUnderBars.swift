import Cairn

/// Backgrounds that reach under the navigation bar, as iOS draws them: a mesh gradient with
/// `.ignoresSafeArea()` behind a scroll view, and a list whose own background is hidden over a
/// shape-style `.background(...)`; toolbar buttons made with `Button(_:systemImage:)` show
/// their symbol alone.
struct BackgroundsUnderBars: View {
    var body: some View {
        HStack(spacing: 0) {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 12) {
                        ForEach(["Morning run", "Yoga", "Evening walk"], id: \.self) { name in
                            Label(name, systemImage: "figure.run")
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding()
                                .background(.background.opacity(0.7), in: .rect(cornerRadius: 16))
                        }
                    }
                    .padding(.horizontal)
                }
                .background {
                    MeshGradient(width: 3, height: 3, points: [
                        [0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.7, 0.4], [1, 0.5], [0, 1], [0.5, 1], [1, 1],
                    ], colors: [.orange, .pink, .purple, .yellow, .orange, .pink, .mint, .teal, .blue])
                    .ignoresSafeArea()
                }
                .navigationTitle("Activity")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add", systemImage: "plus") {}
                    }
                }
            }
            .frame(width: 320, height: 420)
            NavigationStack {
                List {
                    Section("Today") {
                        Text("Water the plants")
                        Text("Call the bakery")
                    }
                }
                .scrollContentBackground(.hidden)
                .background(.teal.gradient)
                .navigationTitle("Reminders")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Label("Share", systemImage: "square.and.arrow.up")
                    }
                }
            }
            .frame(width: 320, height: 420)
        }
    }
}

extension SampleCatalog {
    /// Backgrounds under navigation bars, iOS 26, at scale 2.
    static var backgroundsUnderBarsSamples: [Sample] {
        [Sample("backgrounds-under-bars", BackgroundsUnderBars(), width: 640, height: 420,
                outputs: [SampleOutput("backgrounds-under-bars@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
