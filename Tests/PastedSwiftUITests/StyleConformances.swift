// Style conformances as iOS 17 and iOS 18 code writes them (issue 22): without `@MainActor`
// (iOS 17's SDK did not isolate the style protocols), and with it (iOS 18's `View` and styles
// are main-actor isolated, and code written since often says so on the type).
#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif

/// A button style with no isolation written, as iOS 17 code has it.
struct PillButtonStyle: ButtonStyle {
    var fill: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(fill, in: Capsule())
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// A toggle style with no isolation written, drawing a check box.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
            configuration.label
        }
    }
}

/// A style isolated to the main actor, as code written for iOS 18 often marks it.
@MainActor struct OutlineButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.blue, lineWidth: 2))
    }
}

/// A view isolated to the main actor on its type.
@MainActor struct StyledControls: View {
    @State private var agreed = true

    var body: some View {
        VStack(spacing: 12) {
            Button("Continue") {}.buttonStyle(PillButtonStyle()).id("pill")
            Toggle("I agree", isOn: $agreed).toggleStyle(CheckboxToggleStyle()).id("check")
            Button("Outline") {}.buttonStyle(OutlineButtonStyle()).id("outline")
        }
    }
}
