import Cairn
import Foundation
import Testing

/// A preview whose view is sized by `UIScreen.main.bounds` (half its width, a quarter of its
/// height), laid out at its own size: what the screen was while the preview was made.
struct ScreenSizedPreview: PreviewRegistry {
    static var fileID: String { "UIScreenTests/ScreenSized.swift" }
    static var line: Int { 1 }
    static var column: Int { 1 }
    @MainActor static func makePreview() throws -> Preview {
        Preview("Screen", traits: .sizeThatFitsLayout) {
            Color.red.frame(width: UIScreen.main.bounds.width / 2, height: UIScreen.main.bounds.height / 4)
        }
    }
}

/// The same, on a device turned to landscape.
struct TurnedScreenPreview: PreviewRegistry {
    static var fileID: String { "UIScreenTests/ScreenSized.swift" }
    static var line: Int { 2 }
    static var column: Int { 1 }
    @MainActor static func makePreview() throws -> Preview {
        Preview("Turned", traits: .sizeThatFitsLayout, .landscapeLeft) {
            Color.red.frame(width: UIScreen.main.bounds.width / 2, height: UIScreen.main.bounds.height / 4)
        }
    }
}

/// `UIScreen.main`, which pasted pre-iOS 16 code sizes views by: an iPhone 17's screen
/// (402 × 874 points at 3×) outside a render, and the device while `PreviewSheet` renders.
@MainActor @Suite(.serialized) struct UIScreenTests {
    @Test func mainIsAnIPhone17OutsideARender() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1206, height: 2622))
        let hostile = UIScreen(bounds: CGRect(x: 5, y: 5, width: CGFloat.nan, height: -3), scale: 0)
        #expect(hostile.bounds == .zero && hostile.scale == 1)
    }

    /// On a 200 × 120 device at scale 2 the view is 100 × 30 points (200 × 60 pixels); on a
    /// 100 × 200 device turned to landscape the screen is 200 × 100, the view 100 × 25
    /// (200 × 50 pixels). Afterwards `main` is the iPhone 17 again.
    @Test func previewsSeeTheirDeviceAsTheScreen() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-uiscreen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let upright = try await PreviewSheet.render([ScreenSizedPreview.self], device: CGSize(width: 200, height: 120), scale: 2, to: folder)
        #expect(upright.first?.size == CGSize(width: 100, height: 30))
        let turned = try await PreviewSheet.render([TurnedScreenPreview.self], device: CGSize(width: 100, height: 200), scale: 2, to: folder)
        #expect(turned.first?.size == CGSize(width: 100, height: 25))
        let png = try Data(contentsOf: folder.appendingPathComponent("preview-0.png"))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 200 && height == 50)
        #expect(UIScreen.main.bounds.width == 402)
    }
}
