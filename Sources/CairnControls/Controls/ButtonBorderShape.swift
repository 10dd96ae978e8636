import CairnGeometry
import CairnShapes
import Foundation
import CairnViews

/// The shape a bordered button is drawn in (`.buttonBorderShape(_:)`), as in SwiftUI.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case capsule
        case circle
        case roundedRectangle(CGFloat?)
    }
    let kind: Kind

    /// The system's choice: a rounded rectangle whose radius follows the control size.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule (fully rounded ends).
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle (iOS 17), inscribed in the button's frame.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the control size's radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with corners of `radius` points (negative radii count as 0).
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius.isFinite ? max(radius, 0) : 0))
    }

    /// The shape drawn for a control of `size`: `automatic` and `roundedRectangle` take the
    /// size's corner radius (see `ButtonMetrics`).
    func shape(for size: ControlSize) -> AnyShape {
        switch kind {
        case .capsule: AnyShape(Capsule())
        case .circle: AnyShape(Circle())
        case .roundedRectangle(let r?): AnyShape(RoundedRectangle(cornerRadius: r))
        case .automatic, .roundedRectangle(nil): AnyShape(RoundedRectangle(cornerRadius: ButtonMetrics(size).cornerRadius))
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

extension EnvironmentValues {
    /// The shape bordered buttons are drawn in. Under `DesignEra.iOS26` the automatic shape
    /// is a capsule: iOS 26's bordered and prominent buttons are capsules (Apple's iOS 26
    /// pictures in the HIG's "Buttons" and WWDC25 "Meet Liquid Glass"; measured on iOS 26
    /// snapshots in Cairn's issue 24).
    package var buttonBorderShape: ButtonBorderShape {
        get {
            let shape = self[ButtonBorderShapeKey.self]
            return shape == .automatic && designEra == .iOS26 ? .capsule : shape
        }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Draws the bordered buttons in this view in `shape`.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

/// The padding, corner radius and font of a bordered button at one control size.
///
/// Insets follow `UIButton.Configuration`'s content insets, which SwiftUI's bordered styles
/// match on iOS 17: regular 7 × 12 (a 17-point label line of 20.3 points gives the familiar
/// 34.3-point button), large 14 × 20 (the 50-point "large" button), small 5 × 10 and mini
/// 3 × 8 with the subheadline and footnote fonts.
struct ButtonMetrics {
    let vertical: CGFloat
    let horizontal: CGFloat
    let cornerRadius: CGFloat
    let font: Font?

    init(_ size: ControlSize) {
        switch size {
        case .mini: (vertical, horizontal, cornerRadius, font) = (3, 8, 6, .footnote)
        case .small: (vertical, horizontal, cornerRadius, font) = (5, 10, 7, .subheadline)
        case .regular: (vertical, horizontal, cornerRadius, font) = (7, 12, 8, nil)
        case .large, .extraLarge: (vertical, horizontal, cornerRadius, font) = (14, 20, 12, nil)
        }
    }

    var insets: EdgeInsets { EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal) }
}
