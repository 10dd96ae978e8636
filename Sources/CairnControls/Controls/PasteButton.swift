import CairnTransferable
import CairnViews
import Foundation

/// The system's Paste button, as SwiftUI's `PasteButton`: "The icon looks like a sheet of
/// paper above a clipboard, and the label's text reads 'Paste'" (Apple, `UIPasteControl`), the
/// icon and text in the foreground colour over a background filled in the button's shape.
///
/// Apple publishes no default colours or shape: Cairn draws it as a prominent bordered button
/// (Cairn's estimate: white on the tint, the era's prominent shape — a capsule on iOS 26, a
/// rounded rectangle on iOS 17), which `tint(_:)`, `buttonBorderShape(_:)` and `labelStyle(_:)`
/// change, as Apple documents; a button style does not (the system draws the button). The
/// pasteboard of a render is empty; Cairn draws the button enabled, as a design shows it
/// (on a device it dims while nothing of its types is on the pasteboard), and its action never runs.
public struct PasteButton: View {
    /// A Paste button that accepts `Transferable` values of `payloadType`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// A Paste button that accepts items of `supportedContentTypes`.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

    /// A Paste button that accepts items of `supportedContentTypes` that `validator` accepts (macOS).
    public init<Payload>(supportedContentTypes: [UTType], validator: @escaping ([NSItemProvider]) -> Payload?,
                         payloadAction: @escaping (Payload) -> Void) {}

    /// The button: the clipboard symbol and "Paste".
    public var body: some View {
        Button(action: {}) {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.borderedProminent)
    }
}
