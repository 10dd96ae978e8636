import CairnGeometry
import CairnDisplayList
import CairnViews
import Foundation

/// A type that produces previews, as SwiftUI's `PreviewProvider` (the form before `#Preview`,
/// iOS 13–16, still in many files): `struct Card_Previews: PreviewProvider { static var previews: some View { Card() } }`.
///
/// `cairn previews` renders each provider's `previews` as one image, after the `#Preview`s,
/// ordered by type name; `.previewLayout(_:)`, `.previewDisplayName(_:)` and
/// `.previewInterfaceOrientation(_:)` on the outermost view set its layout, name and
/// orientation. Xcode shows one canvas per view of a `Group`; Cairn draws a group's views
/// stacked in one image (a root with several views lays them out in a `VStack`).
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews of the provider.
    @ViewBuilder @MainActor static var previews: Previews { get }
}

/// How a preview's container is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Equatable, Sendable {
    /// The device's screen (the default).
    case device
    /// The view's own size when offered the device's screen.
    case sizeThatFits
    /// A container of `width` × `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview is shown on, as SwiftUI's `PreviewDevice` (`"iPhone 15 Pro"`): Cairn
/// renders on the device size `cairn previews` is given, whatever the name.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Equatable {
    /// The device's name.
    public let rawValue: String
    /// The device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The device named by the literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of the device a preview is shown on, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Equatable {
    let orientation: PreviewTrait<Preview.ViewTraits>.Orientation
    /// Upright (the default).
    public static var portrait: InterfaceOrientation { InterfaceOrientation(orientation: .portrait) }
    /// Upside down.
    public static var portraitUpsideDown: InterfaceOrientation { InterfaceOrientation(orientation: .portraitUpsideDown) }
    /// The top of the screen on the left.
    public static var landscapeLeft: InterfaceOrientation { InterfaceOrientation(orientation: .landscapeLeft) }
    /// The top of the screen on the right.
    public static var landscapeRight: InterfaceOrientation { InterfaceOrientation(orientation: .landscapeRight) }
}

/// The layout values the preview modifiers store on the view's nodes.
enum PreviewLayoutKey {}
enum PreviewNameKey {}
enum PreviewOrientationKey {}

extension View {
    /// Sizes the preview's container, as SwiftUI's `previewLayout(_:)`; nothing drawn changes.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(PreviewLayoutKey.self), value: value)
    }

    /// Names the preview, as SwiftUI's `previewDisplayName(_:)`; nothing drawn changes.
    public func previewDisplayName(_ value: String?) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(PreviewNameKey.self), value: value as Any)
    }

    /// Chooses the preview's device, as SwiftUI's `previewDevice(_:)`; Cairn renders on the
    /// device size it is given (see `PreviewDevice`), and nothing drawn changes.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// Turns the preview's device, as SwiftUI's `previewInterfaceOrientation(_:)`.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(PreviewOrientationKey.self), value: value)
    }

    /// Sets the preview's context, as SwiftUI's `previewContext(_:)` (widgets): nothing changes.
    public func previewContext<C>(_ context: C) -> some View { self }
}

extension Preview {
    /// The preview of `provider`'s `previews`: its name (`.previewDisplayName`, else the type's
    /// name without a `_Previews` suffix), layout and orientation, read from the outermost view.
    @MainActor
    public init<P: PreviewProvider>(provider: P.Type) {
        // The modifiers' values only: text is measured with fixed metrics, sizes do not matter.
        let layout = ViewLayout(of: P.previews, in: CGSize(width: 390, height: 300), textMeasurer: FixedMetricTextMeasurer())
        let values = layout.root.layoutValues
        var name = String(describing: P.self)
        if name.hasSuffix("_Previews") { name.removeLast("_Previews".count) }
        if let given = values[ObjectIdentifier(PreviewNameKey.self)] as? String { name = given }
        var traits: [PreviewTrait<Preview.ViewTraits>] = []
        switch values[ObjectIdentifier(PreviewLayoutKey.self)] as? PreviewLayout {
        case .sizeThatFits?: traits.append(.sizeThatFitsLayout)
        case let .fixed(width, height)?: traits.append(.fixedLayout(width: width, height: height))
        default: traits.append(.defaultLayout)
        }
        if let orientation = values[ObjectIdentifier(PreviewOrientationKey.self)] as? InterfaceOrientation {
            traits.append(PreviewTrait(layout: nil, orientation: orientation.orientation))
        }
        self.init(name: name, traitList: traits) { AnyView(P.previews) }
    }
}

extension PreviewRegistrations {
    /// Every `PreviewProvider` of the running program, ordered by type name, found through the
    /// Swift runtime's protocol conformance records like the `#Preview`s.
    public static var providers: [any PreviewProvider.Type] {
        conformingTypes(to: "PreviewProvider").compactMap { $0 as? any PreviewProvider.Type }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
    }
}
