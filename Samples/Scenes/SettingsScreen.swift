import Cairn

/// Issue 11's settings screen: an inset grouped `List` with toggles, a slider, a menu
/// picker, a stepper, a destructive button, section headers and a footer, on an
/// iPhone-sized canvas, navigation rows with chevrons, under a navigation bar with a large "Settings" title and an "Edit"
/// toolbar button.
public struct SettingsScreen: View {
    @State private var airplane = false
    @State private var wifi = true
    @State private var bluetooth = true
    @State private var brightness = 0.7
    @State private var appearance = 0
    @State private var fontSize = 17

    public init() {}

    public var body: some View {
        NavigationStack {
        List {
            Section {
                Toggle("Airplane Mode", isOn: $airplane)
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: $bluetooth)
            }
            Section {
                NavigationLink("General") { Text("General") }
                NavigationLink("Privacy & Security") { Text("Privacy") }
            }
            Section("Display") {
                Slider(value: $brightness)
                Picker("Appearance", selection: $appearance) {
                    Text("Automatic").tag(0)
                    Text("Light").tag(1)
                    Text("Dark").tag(2)
                }
                Stepper("Text Size: \(fontSize)", value: $fontSize, in: 12...24)
            }
            Section {
                Picker("Mode", selection: $appearance) {
                    Text("Auto").tag(0)
                    Text("Light").tag(1)
                    Text("Dark").tag(2)
                }
                .pickerStyle(.segmented)
            } header: {
                Text("Theme")
            } footer: {
                Text("Automatic follows the time of day.")
            }
            Section {
                Button("Reset All Settings", role: .destructive) {}
            }
        }
        .navigationTitle("Settings")
        .toolbar {
            Button("Edit") {}
        }
        }
    }
}
