import Cairn
import Foundation

/// Modifiers and controls pasted from current apps: a media scrubber with iOS 26's hidden
/// slider thumb, iOS 26's slider ticks (one per step) and neutral value, a `RenameButton` that reads its action from `renameAction(_:)`, and a grid
/// whose badge is placed by `gridCellAnchor(_:)`.
struct PastedControlsScene: View {
    @State private var progress = 0.62
    @State private var isRenaming = false
    @State private var textSize = 4.0
    @State private var balance = -0.35

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Episode 12 · The Long Walk").font(.headline)
                Slider(value: $progress)
                    .sliderThumbVisibility(.hidden)
                HStack {
                    Text("24:48")
                    Spacer()
                    Text("−15:12")
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }
            VStack(alignment: .leading, spacing: 4) {
                Text("Text Size").font(.subheadline)
                Slider(value: $textSize, in: 0...6, step: 1) { Text("Text Size") } tick: { SliderTick($0) }
                Text("Balance").font(.subheadline)
                Slider(value: $balance, in: -1...1, neutralValue: 0) { Text("Balance") }
            }
            HStack {
                Text("Holiday Photos").font(.body.weight(.semibold))
                Spacer()
                RenameButton()
                    .buttonStyle(.bordered)
            }
            .renameAction { isRenaming = true }
            Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                GridRow {
                    tile(.orange)
                    tile(.pink)
                    tile(.purple)
                }
                GridRow {
                    tile(.teal)
                    tile(.indigo)
                    Circle().fill(.red).frame(width: 14, height: 14)
                        .gridCellAnchor(.topTrailing)
                }
            }
        }
        .padding(20)
    }

    private func tile(_ color: Color) -> some View {
        RoundedRectangle(cornerRadius: 8).fill(color.gradient).frame(width: 60, height: 60)
    }
}

extension SampleCatalog {
    /// A thumbless slider, ticked and neutral-valued sliders, a rename button and a grid cell anchor.
    static var pastedControlsSamples: [Sample] {
        [Sample("pasted-controls", PastedControlsScene().background(Color.white), width: 390, height: 440,
                outputs: [SampleOutput("pasted-controls@2x.png", scale: 2)], designEra: .iOS26)]
    }
}
