import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnShapes
import Foundation
import CairnViews

/// The geometry of the standard controls in one design era (`DesignEra`): one table for
/// `Toggle`'s switch, `Slider`, the segmented `Picker`, `Stepper` and the linear
/// `ProgressView`, so every number and its source live in one place.
///
/// iOS 17's numbers are UIKit's (each control's doc comment). iOS 26's shapes follow WWDC25
/// "Get to know the new design system": of its three shape types (fixed, capsule,
/// concentric) the capsule — a corner radius of half the height — is the one the system uses
/// for sliders, switches, bars and buttons (the session as noted by p0dee.com, June 2025).
/// iOS 26's numbers, and where they come from:
///
/// - **Switch 63 × 28**: the frame Xcode 26 writes for a `UISwitch` in Interface Builder
///   (`<rect … width="63" height="28"/>`, gini-mobile-ios pull request 1213, a layout fix for
///   iOS 26) — the size change that broke React Native's hard-coded 51 × 31 switch (React
///   Native pull request 53067: Apple "changed the sizes" of `UISwitch`). Its **knob** is a
///   white capsule 37 × 24 inset 2 points: the height follows from the track (28 − 2 × 2, the
///   inset iOS 17 keeps); the width is **Cairn's estimate** — a pill a point narrower than the
///   slider's 38 × 24 thumb below, so it travels 22 points, about the 20 of iOS 17's knob.
/// - **Slider**: a 6-point capsule track and a white 38 × 24 capsule thumb whose centre
///   travels from 19 points in at either end (Telegram for iOS's `FallbackSlider`, written
///   to mimic "the Liquid Glass slider of iOS 26": `trackHeight = 6`, `minThumb` 38 × 24,
///   the thumb inset half its width). The frame stays 30 tall (**Cairn's estimate**: no
///   changed `UISlider` height is published).
/// - **Segmented picker 36 tall**, a capsule track with a capsule selected segment inset 2
///   points: **Cairn's estimate** — Apple publishes no height; 36 keeps the selected capsule
///   32 tall, iOS 17's whole control, within a capsule track.
/// - **Stepper 94 × 32, a capsule**: the size is iOS 17's (**Cairn's estimate**: unlike the
///   switch's, no change of `UIStepper`'s size has been reported), the shape the capsule.
/// - **Linear progress 6 tall**, a capsule: **Cairn's estimate** — the slider's 6-point
///   track (Apple publishes no thickness).
package struct ControlMetrics: Sendable, Equatable {
    /// The switch's track.
    package var switchSize: CGSize
    /// The switch's knob (a circle on iOS 17, a capsule on iOS 26).
    package var switchKnob: CGSize
    /// The knob's inset from the track's leading, trailing, top and bottom edges.
    package var switchInset: CGFloat
    /// The slider's frame height.
    package var sliderHeight: CGFloat
    /// The slider track's thickness (a capsule).
    package var sliderTrack: CGFloat
    /// The slider's thumb (a circle on iOS 17, a capsule on iOS 26).
    package var sliderThumb: CGSize
    /// The segmented control's height.
    package var segmentedHeight: CGFloat
    /// The segmented control's corner radius (nil: a capsule, half the height).
    package var segmentedRadius: CGFloat?
    /// The selected segment's inset from the control's edge.
    package var selectedSegmentInset: CGFloat
    /// The selected segment's corner radius (nil: a capsule).
    package var selectedSegmentRadius: CGFloat?
    /// The stepper's size.
    package var stepperSize: CGSize
    /// The stepper's corner radius (nil: a capsule).
    package var stepperRadius: CGFloat?
    /// The linear progress bar's thickness (a capsule).
    package var progressBarHeight: CGFloat

    /// iOS 17: `UISwitch` 51 × 31 with a 27-point knob, `UISlider` 30 tall with a 4-point
    /// track and a 28-point knob, `UISegmentedControl` 32 tall (radius 9, selected radius 7),
    /// `UIStepper` 94 × 32 (radius 8), `UIProgressView` 4 tall.
    package static let iOS17 = ControlMetrics(
        switchSize: CGSize(width: 51, height: 31), switchKnob: CGSize(width: 27, height: 27), switchInset: 2,
        sliderHeight: 30, sliderTrack: 4, sliderThumb: CGSize(width: 28, height: 28),
        segmentedHeight: 32, segmentedRadius: 9, selectedSegmentInset: 2, selectedSegmentRadius: 7,
        stepperSize: CGSize(width: 94, height: 32), stepperRadius: 8, progressBarHeight: 4)

    /// iOS 26 (sources in the type's summary).
    package static let iOS26 = ControlMetrics(
        switchSize: CGSize(width: 63, height: 28), switchKnob: CGSize(width: 37, height: 24), switchInset: 2,
        sliderHeight: 30, sliderTrack: 6, sliderThumb: CGSize(width: 38, height: 24),
        segmentedHeight: 36, segmentedRadius: nil, selectedSegmentInset: 2, selectedSegmentRadius: nil,
        stepperSize: CGSize(width: 94, height: 32), stepperRadius: nil, progressBarHeight: 6)

    /// The metrics of `era`.
    package static func of(_ era: DesignEra) -> ControlMetrics {
        switch era {
        case .iOS17: .iOS17
        case .iOS26: .iOS26
        }
    }
}

extension EnvironmentValues {
    /// The control metrics of this environment's design era.
    package var controlMetrics: ControlMetrics { .of(designEra) }
}

extension DisplayList {
    /// Fills `path` with `color` resolved in `environment` (its scheme and design era), so a
    /// system colour takes its iOS 26 or dark value.
    mutating func fill(_ path: Path, _ color: Color, in environment: EnvironmentValues) {
        if !path.isEmpty { append(.fill(path, .color(color.resolve(in: environment)), FillStyle())) }
    }

    /// An iOS 26 knob or thumb: a white capsule filling `rect`, ringed by a hairline (black at
    /// 6 %) and a soft 1-point outer edge 0.5 points low (black at 4 %) where UIKit draws its
    /// drop shadow — the iOS 17 knob's edge (`knob(center:diameter:color:)`) on a capsule.
    mutating func pillKnob(_ rect: CGRect, color: Color) {
        guard rect.width > 0, rect.height > 0 else { return }
        let r = min(rect.width, rect.height) / 2
        let halo = rect.insetBy(dx: -1, dy: -1).offsetBy(dx: 0, dy: 0.5)
        fill(Path(roundedRect: halo, cornerRadius: r + 1, style: .circular), Color.black.opacity(0.04))
        fill(Path(roundedRect: rect, cornerRadius: r, style: .circular), color)
        stroke(Path(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: r - 0.25, style: .circular), Color.black.opacity(0.06), width: 0.5)
    }
}
