import CairnDisplayList
import CairnGeometry
import Foundation
import CairnViews

/// Controls shown as one unit, drawn as iOS 17 draws a control group outside a toolbar:
/// the controls side by side in equal widths, each a borderless button 7 points above and
/// below its label, on one rounded rectangle (radius 8) of `tertiarySystemFill`.
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of the builder's controls.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The controls in equal shares on their fill.
    public var body: some View {
        EnvironmentReader { env in
            HStack(spacing: 0) {
                Group { content }
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 7)
            }
            .buttonStyle(.borderless)
            .background(RoundedRectangle(cornerRadius: 8).fill(env.controlPalette.tertiaryFill))
        }
    }
}
