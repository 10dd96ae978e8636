#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
extension ImageComparison {
    /// A picture of where `image` differs from `reference`: the reference, faded to a light
    /// grey, with pixels beyond the tolerance in red and pixels that changed within it in
    /// orange. When the sizes differ the picture covers both, and the area only one covers
    /// is red.
    public static func differenceImage(
        _ reference: SnapshotImage, _ image: SnapshotImage, tolerance: ImageTolerance
    ) -> SnapshotImage {
        let width = max(reference.width, image.width), height = max(reference.height, image.height)
        guard width > 0, height > 0 else { return SnapshotImage(width: 0, height: 0, pixels: [], versions: nil) }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let red: (UInt8, UInt8, UInt8) = (255, 0, 0), orange: (UInt8, UInt8, UInt8) = (255, 165, 0)
        func paint(_ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8)) {
            let i = (y * width + x) * 4
            pixels[i] = c.0; pixels[i + 1] = c.1; pixels[i + 2] = c.2; pixels[i + 3] = 255
        }
        for y in 0..<height {
            for x in 0..<width {
                let inReference = x < reference.width && y < reference.height
                let inImage = x < image.width && y < image.height
                guard inReference && inImage else { paint(x, y, red); continue }
                let i = (y * reference.width + x) * 4
                guard i + 3 < reference.pixels.count else { continue }
                // Luma of the reference pixel on white, faded three quarters towards white.
                let alpha = Int(reference.pixels[i + 3])
                let luma = (299 * Int(reference.pixels[i]) + 587 * Int(reference.pixels[i + 1]) + 114 * Int(reference.pixels[i + 2])) / 1000
                let onWhite = (luma * alpha + 255 * (255 - alpha)) / 255
                let faded = UInt8(255 - (255 - onWhite) / 4)
                paint(x, y, (faded, faded, faded))
            }
        }
        if reference.width == image.width, reference.height == image.height {
            var beyond = ImageComparison.compare(reference, reference, tolerance: tolerance)
            beyond.tolerance = tolerance
            // Orange first for every changed pixel, then red over those beyond the tolerance.
            var within = beyond
            within.tolerance = ImageTolerance(channelTolerance: 0)
            within.scan(reference, image) { x, y in paint(x, y, orange) }
            beyond.scan(reference, image) { x, y in paint(x, y, red) }
        }
        return SnapshotImage(width: width, height: height, pixels: pixels, versions: nil)
    }
}
#endif
