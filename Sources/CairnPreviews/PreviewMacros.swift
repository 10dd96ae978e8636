import CairnViews

/// Declares a preview of the view `body` makes, as SwiftUI's `#Preview { … }` and
/// `#Preview("Name") { … }`: `cairn previews <package>` renders it into a PNG. `name` labels it
/// on the contact sheet (nil: its file and line). The macro's plug-in (`CairnMacroPlugin`)
/// reads the source text itself, so it needs no package and no trait.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "CairnMacroPlugin", type: "PreviewMacro")

/// Declares a preview of the view `body` makes with `traits` (and `additionalTraits`), as
/// SwiftUI's `#Preview("Name", traits: .sizeThatFitsLayout) { … }`: layout traits
/// (`.defaultLayout`, `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`) set the image's
/// size, orientation traits (`.landscapeLeft`, …) make the default canvas wider than tall.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CairnMacroPlugin", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as a property of the previewed view, as
/// SwiftUI's `@Previewable` (iOS 18): `#Preview { @Previewable @State var on = true; Toggle("Wi-Fi", isOn: $on) }`.
/// The preview wraps the rest of the body in a view that owns these properties.
@attached(peer)
public macro Previewable() = #externalMacro(module: "CairnMacroPlugin", type: "PreviewableMacro")
