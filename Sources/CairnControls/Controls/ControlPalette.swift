import CairnDisplayList
import Foundation
import CairnViews

/// The iOS system colours controls and lists are drawn with: Apple's published light-mode
/// values of the UIKit semantic colours (UIColor documentation, "UI element colors" and
/// "Standard colors"; HIG "Color" → "Specifications"). Each entry also records the dark value
/// Apple publishes (the same tables, as listed by noahgilmore.com's "Dark Mode UIColor
/// compatibility" measurements); `EnvironmentValues.controlPalette` picks one by `colorScheme`.
package struct ControlPalette: Sendable {
    /// `UIColor.label`: black (dark: white).
    package let label: Color
    /// `UIColor.secondaryLabel`: rgb(60, 60, 67) at 60 % (dark: rgb(235, 235, 245) at 60 %).
    package let secondaryLabel: Color
    /// `UIColor.tertiaryLabel`: rgb(60, 60, 67) at 30 % (dark: rgb(235, 235, 245) at 30 %);
    /// also the disabled-control foreground.
    package let tertiaryLabel: Color
    /// `UIColor.placeholderText`: rgb(60, 60, 67) at 30 % (dark: rgb(235, 235, 245) at 30 %).
    package let placeholder: Color
    /// `UIColor.separator`: rgb(60, 60, 67) at 29 % (dark: rgb(84, 84, 88) at 60 %).
    package let separator: Color
    /// `UIColor.systemFill`: rgb(120, 120, 128) at 20 % (dark: 36 %): slider and progress tracks.
    package let systemFill: Color
    /// `UIColor.secondarySystemFill`: rgb(120, 120, 128) at 16 % (dark: 32 %): a switch's off track.
    package let secondaryFill: Color
    /// `UIColor.tertiarySystemFill`: rgb(118, 118, 128) at 12 % (dark: 24 %): bordered
    /// buttons, segmented controls, steppers.
    package let tertiaryFill: Color
    /// `UIColor.systemBackground`: white (dark: black).
    package let background: Color
    /// `UIColor.systemGroupedBackground`: rgb(242, 242, 247) (dark: black).
    package let groupedBackground: Color
    /// `UIColor.secondarySystemGroupedBackground`: white (dark: rgb(28, 28, 30)): grouped rows.
    package let groupedRow: Color
    /// The selected segment of a segmented control: white (dark: rgb(99, 99, 102)).
    package let selectedSegment: Color
    /// A switch's or slider's knob: white in both schemes.
    package let knob: Color
    /// `UIColor.secondarySystemBackground`: rgb(242, 242, 247) (dark: rgb(28, 28, 30)):
    /// a `GroupBox`'s box.
    package var secondaryBackground: Color = rgb(242, 242, 247)
    /// `UIColor.opaqueSeparator`: rgb(198, 198, 200) (dark: rgb(56, 56, 58)): a rounded
    /// text field's hairline.
    package var opaqueSeparator: Color = rgb(198, 198, 200)
    /// The tab bar's background: rgb(249, 249, 249) at 94 % (UIKit's default bar tint);
    /// dark: rgb(22, 22, 23) at 94 % (Cairn's approximation of the dark chrome material).
    package var barBackground: Color = rgb(249, 249, 249, 0.94)
    /// The bar's top hairline: black at 30 % (dark: white at 15 %, Cairn's approximation).
    package var barHairline: Color = rgb(0, 0, 0, 0.3)

    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
    }

    /// The light-mode palette.
    package static let light = ControlPalette(
        label: .black, secondaryLabel: rgb(60, 60, 67, 0.6), tertiaryLabel: rgb(60, 60, 67, 0.3),
        placeholder: rgb(60, 60, 67, 0.3), separator: rgb(60, 60, 67, 0.29),
        systemFill: rgb(120, 120, 128, 0.2), secondaryFill: rgb(120, 120, 128, 0.16),
        tertiaryFill: rgb(118, 118, 128, 0.12), background: .white,
        groupedBackground: rgb(242, 242, 247), groupedRow: .white, selectedSegment: .white, knob: .white)

    /// The dark-mode palette.
    package static let dark = ControlPalette(
        label: .white, secondaryLabel: rgb(235, 235, 245, 0.6), tertiaryLabel: rgb(235, 235, 245, 0.3),
        placeholder: rgb(235, 235, 245, 0.3), separator: rgb(84, 84, 88, 0.6),
        systemFill: rgb(120, 120, 128, 0.36), secondaryFill: rgb(120, 120, 128, 0.32),
        tertiaryFill: rgb(118, 118, 128, 0.24), background: .black,
        groupedBackground: .black, groupedRow: rgb(28, 28, 30), selectedSegment: rgb(99, 99, 102), knob: .white,
        secondaryBackground: rgb(28, 28, 30), opaqueSeparator: rgb(56, 56, 58),
        barBackground: rgb(22, 22, 23, 0.94), barHairline: rgb(255, 255, 255, 0.15))
}

extension EnvironmentValues {
    /// The palette controls draw with in this environment: dark under `\.colorScheme == .dark`
    /// (`.preferredColorScheme(.dark)`, `.environment(\.colorScheme, .dark)`), else light.
    package var controlPalette: ControlPalette { colorScheme == .dark ? .dark : .light }
}
