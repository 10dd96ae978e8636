import Cairn
import CairnCairo
@testable import CairnViews
@testable import CairnControls
import Foundation
import CairnTestSupport

/// Helpers shared by the presentation tests (alerts, confirmation dialogs, sheets).
enum PresentationTestSupport {
    /// The frame of the view presented by the first node whose behavior is a `Presenter`
    /// (the presenter node's second child), or nil when nothing is presented.
    static func presentedFrame<Presenter>(in layout: ViewLayout, by presenter: Presenter.Type) -> CGRect? {
        var found: CGRect?
        _ = layout.root.walk { node, _ in
            if node.behavior is Presenter {
                found = node.children[1].frame
                return false
            }
            return true
        }
        return found
    }

    /// The PNG of `view` at `scale`.
    static func png<V: View>(_ view: V, scale: CGFloat = 1) throws -> Data {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try renderer.pngData()
    }

    /// The strings of the text runs in `items`, groups included, in drawing order.
    static func strings(_ items: [DisplayList.Item]) -> [String] { drawnStrings(items) }

    /// The screen with the three-button alert both eras' tests present: "Photo", with Cancel,
    /// Save and Discard (ids `cancel`, `save`, `discard`), declared in that order.
    static func photoAlertScreen() -> some View {
        PresentationScreen {
            $0.alert("Photo", isPresented: .constant(true)) {
                Button(role: .cancel, action: {}) { Text("Cancel").id("cancel") }
                Button(action: {}) { Text("Save").id("save") }
                Button(role: .destructive, action: {}) { Text("Discard").id("discard") }
            }
        }
    }

    /// A 300 × 400 white scene presenting a dialog whose Delete button, tapped, dismisses it
    /// and turns the text "Kept" into "Deleted".
    struct ConfirmDeleteScene: View {
        @State private var shown = true
        @State private var deleted = false
        var body: some View {
            Text(deleted ? "Deleted" : "Kept")
                .frame(width: 300, height: 400)
                .background(Color.white)
                .confirmationDialog("Delete?", isPresented: $shown) {
                    Button("Delete", role: .destructive) { deleted = true }
                }
        }
    }

    /// The red, green and blue of a pixel.
    static func rgb(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let p = bitmap.pixel(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }
}

/// A screen: a heading and a row on white, 390 wide (the modifier goes on the row).
struct PresentationScreen<Modified: View>: View {
    var height: CGFloat = 844
    let modify: (AnyView) -> Modified
    var body: some View {
        VStack(spacing: 12) {
            Text("Inbox").font(.largeTitle).id("heading")
            modify(AnyView(Text("Row").id("row")))
            Spacer()
        }
        .padding()
        .frame(width: 390, height: height)
        .background(Color.white)
    }
}
