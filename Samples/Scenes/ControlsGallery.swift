import Cairn

/// Issue 11's controls gallery: every button style and control size, tint, disabled and
/// destructive buttons, toggles, a slider, a stepper, progress views, gauges, pickers, text
/// fields, a menu and a share link, drawn as iOS 17 draws them at rest.
public struct ControlsGallery: View {
    @State private var on = true
    @State private var off = false
    @State private var volume = 0.6
    @State private var count = 3
    @State private var flavor = "Vanilla"
    @State private var name = ""
    @State private var email = "anna@example.com"
    @State private var password = "secret"

    public init() {}

    public var body: some View {
        HStack(alignment: .top, spacing: 32) {
            VStack(alignment: .leading, spacing: 14) {
                HStack(spacing: 12) {
                    Button("Automatic") {}
                    Button("Plain") {}.buttonStyle(.plain)
                    Button("Delete", role: .destructive) {}
                }
                HStack(spacing: 12) {
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                    Button("Red") {}.buttonStyle(.borderedProminent).tint(.red)
                }
                HStack(spacing: 12) {
                    Button("Mini") {}.controlSize(.mini)
                    Button("Small") {}.controlSize(.small)
                    Button("Regular") {}
                    Button("Large") {}.controlSize(.large)
                }
                .buttonStyle(.bordered)
                HStack(spacing: 12) {
                    Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                    Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
                    Button("Add", systemImage: "plus") {}.buttonStyle(.bordered).tint(.green)
                }
                Toggle("Wi-Fi", isOn: $on)
                Toggle("Bluetooth", isOn: $off)
                Toggle("Orange", isOn: $on).tint(.orange)
                Toggle("Locked", isOn: $on).disabled(true)
                Slider(value: $volume)
                Stepper("Count: \(count)", value: $count, in: 0...10)
            }
            .frame(width: 340)
            VStack(alignment: .leading, spacing: 14) {
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                    Text("Mint").tag("Mint")
                }
                .pickerStyle(.segmented)
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                }
                ProgressView(value: 0.4)
                ProgressView("Downloading", value: 0.7)
                HStack(spacing: 24) {
                    ProgressView()
                    ProgressView("Loading")
                    Gauge(value: 0.7) { Text("CPU") } currentValueLabel: { Text("70") }
                        .gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: 0.3) { Text("Temp") } currentValueLabel: { Text("18") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("60") }
                        .gaugeStyle(.accessoryCircular)
                }
                Gauge(value: 0.45) { Text("Storage") } currentValueLabel: { Text("45 %") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                TextField("Email", text: $email).textFieldStyle(.roundedBorder)
                SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
                HStack(spacing: 24) {
                    Menu("Options") { Button("Copy") {} }
                    ShareLink(item: URL(string: "https://example.com")!)
                }
            }
            .frame(width: 340)
        }
        .padding(24)
    }
}
