import CairnGeometry
import CairnViews
import Foundation

/// A preview of a view, as DeveloperToolsSupport's `Preview`: what `#Preview` makes, with its
/// name, its traits and the closure that makes the view.
///
/// `cairn previews <package>` renders every preview of a package into a PNG. You rarely make
/// one yourself: write `#Preview("Name") { MyView() }` (package trait `Previews`).
public struct Preview {
    /// Traits that apply to previews of views, as DeveloperToolsSupport's
    /// `Preview.ViewTraits`: the `T` of `PreviewTrait<T>` for a view's preview.
    public enum ViewTraits {}

    /// The preview's display name, or nil (then a contact sheet labels it with its line).
    public let name: String?
    /// The traits given to the preview, in the order written (`traits:` first).
    public let traits: [PreviewTrait<ViewTraits>]
    private let make: @MainActor () -> AnyView

    /// A preview named `name` (nil: unnamed) of the view `body` makes, with the default layout.
    public init<Content: View>(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> Content) {
        self.name = name
        self.traits = []
        self.make = { AnyView(body()) }
    }

    /// A preview named `name` (nil: unnamed) of the view `body` makes, with `traits` and then
    /// `additionalTraits` applied (a later layout or orientation trait wins over an earlier one).
    public init<Content: View>(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> Content
    ) {
        self.name = name
        self.traits = [traits] + additionalTraits
        self.make = { AnyView(body()) }
    }

    /// A preview named `name` with the trait list `traits`, of the view `make` makes.
    package init(name: String?, traitList traits: [PreviewTrait<ViewTraits>], make: @escaping @MainActor () -> AnyView) {
        self.name = name
        self.traits = traits
        self.make = make
    }

    /// Makes the previewed view (runs the preview's closure), wrapped in the bodies of its
    /// `.modifier(_:)` traits in order. Call `prepare()` first when a modifier has a shared
    /// context: until it is made, such a modifier is left out (one without a context applies).
    @MainActor public func makeView() -> AnyView {
        traits.reduce(make()) { view, trait in trait.modifier?.apply(view) ?? view }
    }

    /// Makes the shared contexts of the preview's `.modifier(_:)` traits
    /// (`PreviewModifier.makeSharedContext()`), each once per modifier type in the program,
    /// as Xcode does before it shows the preview. Throws what a context's maker throws.
    @MainActor public func prepare() async throws {
        for trait in traits {
            try await trait.modifier?.prepare()
        }
    }

    /// The layout the traits choose: the last layout trait given, else `.device`.
    public var layout: PreviewTrait<ViewTraits>.Layout {
        traits.reduce(.device) { result, trait in trait.layout ?? result }
    }

    /// The orientation the traits choose: the last orientation trait given, else `.portrait`.
    public var orientation: PreviewTrait<ViewTraits>.Orientation {
        traits.reduce(.portrait) { result, trait in trait.orientation ?? result }
    }

    /// The device's screen as the preview holds it: wider than tall in a landscape
    /// orientation, as given otherwise (the default layout's canvas, and what a
    /// `.sizeThatFitsLayout` view is offered).
    public func screenSize(device: CGSize) -> CGSize {
        orientation.isLandscape ? CGSize(width: max(device.width, device.height), height: min(device.width, device.height)) : device
    }

    /// The canvas the preview is drawn on, in points, for a device screen of `device` points:
    /// `device` for the default layout — in a landscape orientation turned so that it is
    /// wider than tall (a portrait 402 × 874, `cairn previews`' default, becomes 874 × 402; a
    /// canvas already wider than tall stays) — the given size for `.fixedLayout(width:height:)`, and nil for
    /// `.sizeThatFitsLayout` (the image is the view's own size when offered the device's).
    public func canvasSize(device: CGSize) -> CGSize? {
        let screen = screenSize(device: device)
        switch layout {
        case .device: return screen
        case .sizeThatFits: return nil
        case let .fixed(width, height): return CGSize(width: width, height: height)
        }
    }
}

/// A customisation of a preview, as DeveloperToolsSupport's `PreviewTrait<T>`: its layout or
/// the orientation of the device it is shown on.
public struct PreviewTrait<T> {
    /// How a preview's container is sized, as DeveloperToolsSupport's `PreviewLayout`.
    public enum Layout: Equatable {
        /// The container is the device's screen (the default), the view centred in it.
        case device
        /// The container fits the view's size when it is offered the device's screen.
        case sizeThatFits
        /// The container is `width` × `height` points, the view centred in it.
        case fixed(width: CGFloat, height: CGFloat)
    }

    /// The orientation of the device a preview is shown on, as `InterfaceOrientation`.
    public enum Orientation: Equatable {
        /// Upright, home button (or indicator) at the bottom: the default.
        case portrait
        /// Upside down: the screen keeps its portrait size.
        case portraitUpsideDown
        /// Turned so that the top of the screen is on the left: width and height swap.
        case landscapeLeft
        /// Turned so that the top of the screen is on the right: width and height swap.
        case landscapeRight

        /// Whether width and height of the screen swap.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }

    /// The layout this trait sets, or nil.
    public let layout: Layout?
    /// The orientation this trait sets, or nil.
    public let orientation: Orientation?
    /// The `PreviewModifier` this trait attaches (`.modifier(_:)`), or nil.
    let modifier: PreviewModifierApplication?

    init(layout: Layout?, orientation: Orientation?, modifier: PreviewModifierApplication? = nil) {
        self.layout = layout
        self.orientation = orientation
        self.modifier = modifier
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Centres the preview in a container the size of the device's screen (the default).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: .device, orientation: nil) }
    /// Fits the container to the preview's size when it is offered the device's screen.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: .sizeThatFits, orientation: nil) }
    /// Centres the preview in a container of `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width, height: height), orientation: nil)
    }
    /// Shows the preview on a device held upright (the default orientation).
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: nil, orientation: .portrait) }
    /// Shows the preview on a device turned with its top to the left (screen sides swapped).
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: nil, orientation: .landscapeLeft) }
    /// Shows the preview on a device turned with its top to the right (screen sides swapped).
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: nil, orientation: .landscapeRight) }
    /// Shows the preview on a device held upside down (the portrait screen size).
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: nil, orientation: .portraitUpsideDown) }
}
