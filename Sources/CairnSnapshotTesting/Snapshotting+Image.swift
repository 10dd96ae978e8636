#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
import CairnCairo
import Foundation
import SnapshotTesting

extension Snapshotting where Value: View, Format == SnapshotImage {
    /// Renders a view (or a shape: shapes are views) with Cairo and compares its pixels with
    /// a PNG reference.
    ///
    /// ```swift
    /// assertSnapshot(of: Circle().fill(.red), as: .image(layout: .fixed(width: 40, height: 40)))
    /// assertSnapshot(of: card, as: .image(scale: 2, perceptualPrecision: 0.98))  // text-heavy
    /// assertSnapshot(of: screen, as: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark)))
    /// ```
    ///
    /// - Parameters:
    ///   - layout: How the view is sized (default: its ideal size).
    ///   - traits: The interface traits to render in (`UITraitCollection`, as on iOS:
    ///     `.init(userInterfaceStyle: .dark)`, size classes, content size category, layout
    ///     direction); a display scale given there replaces `scale`.
    ///   - scale: Pixels per point.
    ///   - precision: The fraction of pixels that must match (default 1: all).
    ///   - perceptualPrecision: Below 1, pixels match by CIE76 ΔE ≤ `(1 - p) * 100` instead of
    ///     per channel (0.98 suits text).
    ///   - channelTolerance: The largest difference per channel, out of 255, a matching
    ///     pixel may show (default 1).
    ///   - designEra: The system look to render in (`DesignEra`). The reference records it,
    ///     and a comparison against a reference of the other era says so first.
    ///   - fileID, filePath, testName, line, column: Where the assertion is; leave the defaults,
    ///     which Swift fills in at the call.
    public static func image(
        layout: SnapshotLayout = .sizeThatFits,
        traits: UITraitCollection = UITraitCollection(),
        scale: CGFloat = 1,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        channelTolerance: Int = 1,
        designEra: DesignEra = .default,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        Snapshotting<ImageRenderer<AnyView>, SnapshotImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, channelTolerance: channelTolerance,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
        ).pullback { view in
            layout.renderer(for: view, traits: traits, scale: traits.displayScale > 0 ? traits.displayScale : scale, designEra: designEra)
        }
    }
}

extension Snapshotting where Format == SnapshotImage {
    /// Renders a configured `ImageRenderer` (its `proposedSize`, `scale`, `isOpaque`,
    /// `designEra` and `showsLayoutFrames` apply) and compares its pixels with a PNG reference,
    /// which records the design era.
    ///
    /// ```swift
    /// let renderer = ImageRenderer(content: RadarView())
    /// renderer.proposedSize = ProposedViewSize(width: 200, height: 200)
    /// renderer.showsLayoutFrames = true
    /// assertSnapshot(of: renderer, as: .image())
    /// ```
    public static func image<Content: View>(
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        channelTolerance: Int = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting where Value == ImageRenderer<Content> {
        let context = SnapshotContext(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        return Snapshotting<SnapshotImage, SnapshotImage>.image(
            tolerance: ImageTolerance(
                channelTolerance: channelTolerance, precision: precision, perceptualPrecision: perceptualPrecision),
            context: context
        ).pullback { (renderer: ImageRenderer<Content>) in
            do {
                var image = SnapshotImage(try renderer.bitmap())
                image.designEra = renderer.designEra
                return image
            } catch {
                reportIssue("Could not render the view for its snapshot: \(error)", at: context)
                return SnapshotImage(problem: "the view could not be rendered: \(error)")
            }
        }
    }

    /// Compares a bitmap (e.g. from `CairoRenderer.bitmap`) with a PNG reference.
    public static func image(
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        channelTolerance: Int = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting where Value == Bitmap {
        Snapshotting<SnapshotImage, SnapshotImage>.image(
            tolerance: ImageTolerance(
                channelTolerance: channelTolerance, precision: precision, perceptualPrecision: perceptualPrecision),
            context: SnapshotContext(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        ).pullback(SnapshotImage.init)
    }
}

extension Snapshotting where Value == SnapshotImage, Format == SnapshotImage {
    /// Compares images with a PNG reference under `tolerance`: the strategy every image
    /// strategy pulls back from.
    public static func image(
        tolerance: ImageTolerance = ImageTolerance(),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        image(tolerance: tolerance, context: SnapshotContext(
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column))
    }

    static func image(tolerance: ImageTolerance, context: SnapshotContext) -> Snapshotting {
        let run = SnapshotRun()
        return Snapshotting(
            pathExtension: "png",
            diffing: .image(tolerance: tolerance, context: context, run: run)
        ).guardingRecording(context, run)
    }
}

extension Diffing where Value == SnapshotImage {
    /// PNG references with version stamps, compared under `tolerance`; on a mismatch the
    /// reference, the new image and a difference picture are written to the artifacts folder.
    static func image(tolerance: ImageTolerance, context: SnapshotContext, run: SnapshotRun) -> Diffing {
        .diff(
            toData: { image in (try? image.pngData()) ?? Data() },
            fromData: { data in
                do { return try SnapshotImage(pngData: data) } catch {
                    return SnapshotImage(problem: "\(error)", versions: nil)
                }
            },
            diffV2: { reference, image in
                ImageFailure.message(reference, image, tolerance: tolerance, context: context, index: run.index)
                    .map { ($0, []) }
            })
    }
}
#endif
