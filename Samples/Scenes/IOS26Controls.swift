import Cairn

/// The standard controls at rest in one design era: switches on and off, a slider, a
/// segmented picker, a stepper, a linear and an indeterminate progress view.
struct EraControlsColumn: View {
    let era: DesignEra
    let scheme: ColorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text(era == .iOS26 ? "iOS 26" : "iOS 17").font(.headline)
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle("Bluetooth", isOn: .constant(false))
            Toggle("Tinted", isOn: .constant(true)).tint(.blue)
            Slider(value: .constant(0.6))
            Picker("Size", selection: .constant("M")) {
                Text("Small").tag("S")
                Text("Medium").tag("M")
                Text("Large").tag("L")
            }
            .pickerStyle(.segmented)
            Stepper("Guests: 2", value: .constant(2), in: 0...10)
            ProgressView(value: 0.4)
            ProgressView()
        }
        .padding(16)
        .frame(width: 260, height: 400, alignment: .top)
        .background(scheme == .dark ? Color.black : Color.white)
        .environment(\.colorScheme, scheme)
        .environment(\.designEra, era)
    }
}

/// Issue 24: each standard control in iOS 17 and iOS 26 side by side, light then dark; the
/// era is set per column, so the picture is the same whatever the renderer's default era.
struct IOS26Controls: View {
    var body: some View {
        HStack(spacing: 0) {
            EraControlsColumn(era: .iOS17, scheme: .light)
            EraControlsColumn(era: .iOS26, scheme: .light)
            EraControlsColumn(era: .iOS17, scheme: .dark)
            EraControlsColumn(era: .iOS26, scheme: .dark)
        }
    }
}

extension SampleCatalog {
    /// iOS 26's controls (issue 24) beside iOS 17's, light and dark, at scale 2.
    static var ios26ControlSamples: [Sample] {
        [Sample("ios26-controls", IOS26Controls(), width: 1040, height: 400, outputs: [SampleOutput("ios26-controls@2x.png", scale: 2)])]
    }
}
