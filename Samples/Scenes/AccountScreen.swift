import Cairn

/// An account screen written the way pasted 2025 code writes it: a profile header row on the
/// list's own background (`.listRowBackground(Color.clear)`), `Label` rows with `hand.raised.fill`
/// and `circle.lefthalf.filled`, a stopwatch-style pair of buttons whose `foregroundStyle`
/// outranks the tint, and iOS 26's close and confirm buttons (the confirm one on tinted glass)
/// over the grouped background.
struct AccountScreen: View {
    let era: DesignEra

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(spacing: 6) {
                        Circle().fill(.blue.gradient).frame(width: 64, height: 64)
                            .overlay { Text("M").font(.title.bold()).foregroundStyle(.white) }
                        Text("Maya Chen").font(.title3.bold())
                        Text("@mayac").foregroundStyle(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                    .listRowBackground(Color.clear)
                }
                Section("Preferences") {
                    Toggle(isOn: .constant(true)) { Label("Notifications", systemImage: "bell.fill") }
                    Label("Appearance", systemImage: "circle.lefthalf.filled")
                    Label("Privacy", systemImage: "hand.raised.fill")
                }
                Section {
                    HStack {
                        Button("Reset") {}
                            .frame(width: 72, height: 72)
                            .background(Color(.systemGray5), in: Circle())
                            .foregroundStyle(.primary)
                        Spacer()
                        Button("Start") {}
                            .frame(width: 72, height: 72)
                            .background(Color.green.opacity(0.2), in: Circle())
                            .foregroundStyle(.green)
                    }
                    .listRowBackground(Color.clear)
                }
            }
            .overlay { if false { Text("No account") } }
            .navigationTitle("Account")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button(role: .close) {} }
                ToolbarItem(placement: .confirmationAction) { Button(role: .confirm) {} }
            }
        }
        .frame(width: 390, height: 640)
        .environment(\.designEra, era)
    }
}

/// The account screen in iOS 26 and iOS 17.
struct AccountScreenSample: View {
    var body: some View {
        HStack(spacing: 0) {
            AccountScreen(era: .iOS26)
            AccountScreen(era: .iOS17)
        }
    }
}

extension SampleCatalog {
    /// An account screen of pasted code, at scale 2.
    static var accountScreenSamples: [Sample] {
        [Sample("account-screen", AccountScreenSample(), width: 780, height: 640,
                outputs: [SampleOutput("account-screen@2x.png", scale: 2)])]
    }
}
