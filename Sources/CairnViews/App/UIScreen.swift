import CairnGeometry
import Foundation

/// The screen a view is drawn for, as UIKit's `UIScreen`, which `import SwiftUI` brings with it
/// on iOS: code written before iOS 16 sizes views by `UIScreen.main.bounds.width`.
///
/// Cairn has no display: `main` is the screen of the render in progress — `cairn render`'s
/// canvas, `cairn previews`' device (a 402 × 874-point iPhone 17 screen unless `--size`
/// says otherwise), at their scale — and outside them an iPhone 17's, 402 × 874 points at
/// scale 3 (the screen `cairn previews` draws on; iPhone 17 and 17 Pro share it). A program
/// that renders for another screen sets `UIScreen.main` first. Apple deprecates `main` since
/// iOS 16 in favour of the window scene's screen; it still compiles, and so it does here.
public final class UIScreen: Sendable {
    /// The screen's rectangle in points, its origin at zero.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    /// A screen of `bounds` points at `scale` pixels per point (non-finite or negative sizes
    /// become zero, a scale that is not positive and finite becomes 1).
    public init(bounds: CGRect, scale: CGFloat) {
        let width = bounds.size.width.isFinite ? max(bounds.size.width, 0) : 0
        let height = bounds.size.height.isFinite ? max(bounds.size.height, 0) : 0
        self.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The screen in pixels, as UIKit's `nativeBounds` (portrait).
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Pixels per point of the physical screen: `scale`.
    public var nativeScale: CGFloat { scale }

    /// An iPhone 17's screen: 402 × 874 points at scale 3.
    public static let phone = UIScreen(bounds: CGRect(x: 0, y: 0, width: 402, height: 874), scale: 3)

    /// The screen views are drawn for (see the type's summary); set by `cairn render` and
    /// `cairn previews` to their canvas, settable by any program that renders for a screen.
    /// Readable from any thread (a view's body is not bound to the main actor in Cairn).
    public static var main: UIScreen {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var current = phone
}
