import Cairn

/// Every iOS gauge style, with Apple's gradient tint from the `Gauge` documentation
/// (`.tint(Gradient(colors: [.green, .yellow, .orange, .red]))`) on the temperature gauges.
struct GaugeGallery: View {
    let heat = Gradient(colors: [.green, .yellow, .orange, .red])

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(spacing: 28) {
                Gauge(value: 23, in: 17...29) { Text("°C") } currentValueLabel: { Text("23") }
                    .gaugeStyle(.accessoryCircular)
                    .tint(heat)
                Gauge(value: 23, in: 17...29) { Text("°C") } currentValueLabel: { Text("23") }
                    minimumValueLabel: { Text("17") } maximumValueLabel: { Text("29") }
                    .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.62) { Text("Battery") } currentValueLabel: { Text("62") }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.green)
                Gauge(value: 0.8) { Text("Rings") } currentValueLabel: { Image(systemName: "figure.walk") }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(Gradient(colors: [.pink, .purple]))
            }
            Gauge(value: 23, in: 17...29) { Text("Temperature") } currentValueLabel: { Text("23°") }
                minimumValueLabel: { Text("17") } maximumValueLabel: { Text("29") }
                .gaugeStyle(.accessoryLinear)
                .tint(heat)
            Gauge(value: 0.4) { Text("Storage") } currentValueLabel: { Text("40 GB of 100 GB") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                .gaugeStyle(.accessoryLinearCapacity)
            Gauge(value: 0.7) { Text("Upload") } currentValueLabel: { Text("70 %") }
                .tint(Gradient(colors: [.teal, .blue]))
        }
        .padding(24)
        .frame(width: 420)
    }
}

extension SampleCatalog {
    /// Gauge styles and gradient tints, at scale 2.
    static var gaugeSamples: [Sample] {
        [Sample("gauges", GaugeGallery(), width: 420, height: 330, outputs: [SampleOutput("gauges@2x.png", scale: 2)], designEra: .iOS17)]
    }
}
