import Cairn
import Foundation

/// Issue 23: SF Symbols alive, at rest — variable values (`Image(systemName:variableValue:)`)
/// and the resting state of each symbol effect, as a still shows it.
public struct SymbolEffectsGallery: View {
    /// The gallery.
    public init() {}

    static let values = [0, 0.3, 0.6, 1.0]

    /// One row of a variable symbol at each value.
    func valueRow(_ name: String) -> some View {
        HStack(spacing: 14) {
            Text(name).font(.footnote).frame(width: 130, alignment: .leading)
            ForEach(Self.values, id: \.self) { value in
                Image(systemName: name, variableValue: value).frame(width: 34)
            }
        }
    }

    /// A symbol with its effect's name under it.
    func cell<V: View>(_ title: String, _ symbol: V) -> some View {
        VStack(spacing: 6) {
            symbol.frame(height: 32)
            Text(title).font(.caption2).foregroundStyle(.secondary)
        }
        .frame(width: 92)
    }

    /// The gallery's rows.
    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Variable values: 0, 0.3, 0.6, 1").font(.headline)
            valueRow("wifi")
            valueRow("speaker.wave.3.fill")
            valueRow("cellularbars")
            valueRow("chart.bar.fill")
            Divider()
            Text("Symbol effects at rest").font(.headline)
            HStack(spacing: 4) {
                cell("plain", Image(systemName: "drop.fill"))
                cell(".scale.up", Image(systemName: "drop.fill").symbolEffect(.scale.up))
                cell(".scale.down", Image(systemName: "drop.fill").symbolEffect(.scale.down))
                cell(".disappear", Image(systemName: "drop.fill").symbolEffect(.disappear))
            }
            HStack(spacing: 4) {
                cell(".variableColor", Image(systemName: "wifi").symbolEffect(.variableColor))
                cell("…hideInactive", Image(systemName: "speaker.wave.3.fill").symbolEffect(.variableColor.cumulative.hideInactiveLayers))
                cell(".bounce, value:", Image(systemName: "bell.fill").symbolEffect(.bounce, value: 0))
                cell(".pulse", Image(systemName: "mic.fill").symbolEffect(.pulse))
            }
        }
        .font(.title2)
        .foregroundStyle(Color.blue)
    }
}

/// Issue 23: symbol effects in motion — a bounce and a wiggle on value changes, an indefinite
/// pulse, variable colour, rotation and breath, a scale toggled on and off, and a replace.
struct SymbolEffectsScene: View {
    /// Changes at 0.3 s and 1.8 s (bounce, wiggle) and toggles at 1.0 s and 2.2 s.
    let taps: Int
    let on: Bool

    func cell<V: View>(_ title: String, _ symbol: V) -> some View {
        VStack(spacing: 6) {
            symbol.frame(width: 44, height: 36)
            Text(title).font(.caption2).foregroundStyle(.secondary)
        }
        .frame(width: 76)
    }

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 0) {
                cell("bounce", Image(systemName: "bell.fill").symbolEffect(.bounce, value: taps))
                cell("wiggle", Image(systemName: "bell.fill").symbolEffect(.wiggle.clockwise, value: taps))
                cell("pulse", Image(systemName: "mic.fill").symbolEffect(.pulse))
                cell("variableColor", Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing))
            }
            HStack(spacing: 0) {
                cell("rotate", Image(systemName: "gear").symbolEffect(.rotate))
                cell("breathe", Image(systemName: "heart.fill").symbolEffect(.breathe.pulse))
                cell("scale.up", Image(systemName: "drop.fill").symbolEffect(.scale.up, isActive: on))
                cell("replace", Image(systemName: on ? "pause.fill" : "play.fill").contentTransition(.symbolEffect(.replace)))
            }
        }
        .font(.title)
        .foregroundStyle(Color.blue)
        .padding(10)
        .background(Color.white)
    }
}
