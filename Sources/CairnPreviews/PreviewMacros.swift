#if Previews
import CairnViews

/// Declares a preview of the view `body` makes, as SwiftUI's `#Preview { … }` and
/// `#Preview("Name") { … }`: `cairn previews <package>` renders it into a PNG (package trait
/// `Previews`). `name` labels it on the contact sheet (nil: its file and line).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "CairnPreviewMacros", type: "PreviewMacro")

/// Declares a preview of the view `body` makes with `traits` (and `additionalTraits`), as
/// SwiftUI's `#Preview("Name", traits: .sizeThatFitsLayout) { … }`: layout traits
/// (`.defaultLayout`, `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`) set the image's
/// size, orientation traits (`.landscapeLeft`, …) turn the default canvas.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CairnPreviewMacros", type: "PreviewMacro")
#endif
