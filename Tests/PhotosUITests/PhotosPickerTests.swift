import Cairn
import CairnTestSupport
import Foundation
import PhotosUI
import Testing

/// `import PhotosUI` as on iOS: `PhotosPicker` draws as the button iOS shows at rest, and the
/// picker is never presented (a render has no photo library).
@Suite struct PhotosPickerTests {
    @Test @MainActor func aPickerDrawsExactlyAsAButtonWithItsLabel() throws {
        let picker = PhotosPicker(selection: .constant(nil), matching: .images) { Label("Change Photo", systemImage: "photo") }
        let button = Button(action: {}) { Label("Change Photo", systemImage: "photo") }
        let a = try ImageRenderer(content: picker.frame(width: 240, height: 60)).pngData()
        let b = try ImageRenderer(content: button.frame(width: 240, height: 60)).pngData()
        #expect(a == b)
        #expect(a != (try ImageRenderer(content: Color.clear.frame(width: 240, height: 60)).pngData()))
    }

    @Test @MainActor func aTitledPickerIsAccentColouredText() throws {
        let renderer = ImageRenderer(content: PhotosPicker("Select Photos", selection: .constant([]), maxSelectionCount: 5,
                                                           matching: .any(of: [.images, .livePhotos]))
                .frame(width: 200, height: 40).background(Color.white))
        renderer.scale = 2
        let bitmap = try renderer.bitmap()
        // The text's solid pixels are the iOS 26 accent blue, (0, 136, 255); none is black.
        var accent = 0, black = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = rgba(bitmap, x, y)
                if p == [0, 136, 255, 255] { accent += 1 }
                if p[0] < 40 && p[1] < 40 && p[2] < 40 { black += 1 }
            }
        }
        #expect(accent > 50 && black == 0, "accent \(accent), black \(black)")
    }

    @Test @MainActor func thePresentedPickerChangesNothingAndItemsLoadNothing() async throws {
        let base = Text("Profile").frame(width: 120, height: 40)
        let presented = base.photosPicker(isPresented: .constant(true), selection: .constant(nil), matching: .images)
        #expect(try ImageRenderer(content: presented).pngData() == ImageRenderer(content: base).pngData())
        let item = PhotosPickerItem(itemIdentifier: "ABC/L0/001")
        #expect(item.itemIdentifier == "ABC/L0/001")
        let data = try await item.loadTransferable(type: Data.self)
        #expect(data == nil)
        #expect(PHPickerFilter.not(.videos).name == "not(videos)")
        #expect(PHPickerFilter.any(of: [.images, .screenshots]) != PHPickerFilter.images)
    }
}
