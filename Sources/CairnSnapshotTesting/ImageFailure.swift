#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
import Foundation

/// The failure message of an image comparison, and the artifacts it points at.
enum ImageFailure {
    /// nil when `image` matches `reference`; otherwise the message, after writing
    /// `<test>.<index>.reference.png`, `.actual.png` and `.difference.png` into the
    /// context's artifacts folder.
    static func message(
        _ reference: SnapshotImage, _ image: SnapshotImage, tolerance: ImageTolerance,
        context: SnapshotContext, index: Int
    ) -> String? {
        if let problem = image.problem { return "Image snapshot failed: \(problem)." }
        if let problem = reference.problem { return "Image snapshot failed: \(problem)" }
        let comparison = ImageComparison.compare(reference, image, tolerance: tolerance)
        if comparison.matches { return nil }

        var lines: [String] = []
        // Another era draws other colours and shapes: say that first, not as pixels.
        if let recorded = reference.designEra, let rendered = image.designEra, recorded != rendered {
            lines.append("The reference was recorded in the \(recorded.rawValue) design era and this run renders \(rendered.rawValue): "
                + "pass designEra: .\(recorded.rawValue) to the strategy (or set the renderer's designEra), or re-record the reference in \(rendered.rawValue).")
        } else if reference.designEra == nil, image.designEra == .iOS26 {
            // References made before iOS 26 became the default were drawn in iOS 17's look.
            lines.append("The reference records no design era (it predates the eras, so it was drawn in iOS 17's look) and this run "
                + "renders iOS26, the default: pass designEra: .iOS17 to the strategy (or run the suite in DesignEra.withDefault(.iOS17)), "
                + "or re-record the reference in iOS26.")
        }
        lines.append(summary(comparison))
        if let note = RenderingVersions.note(reference: reference.versions) { lines.append(note) }
        lines.append(contentsOf: writeArtifacts(reference, image, tolerance: tolerance, context: context, index: index))
        return lines.joined(separator: "\n")
    }

    /// What differs, in numbers.
    static func summary(_ c: ImageComparison) -> String {
        guard c.referenceSize == c.imageSize else {
            return "Image snapshot is \(c.imageSize.width)×\(c.imageSize.height) pixels but the reference is "
                + "\(c.referenceSize.width)×\(c.referenceSize.height): the view's size changed."
        }
        let t = c.tolerance
        let criterion = t.isPerceptual
            ? "by more than ΔE \(format(t.maximumDeltaE)) (CIE76)"
            : "by more than \(t.channelTolerance)/255 in a channel"
        var text = "Image snapshot differs from the reference: \(c.differingPixels) of \(c.pixelCount) pixels "
            + "(\(percent(c.differingPixels, of: c.pixelCount))) differ \(criterion); allowed: \(c.allowedDifferingPixels)."
        let m = c.maximumChannelDifference
        text += "\nLargest difference per channel: red \(m[0]), green \(m[1]), blue \(m[2]), alpha \(m[3])"
        if let e = c.maximumDeltaE { text += "; largest ΔE \(format(e))" }
        text += "."
        if let b = c.differingBounds {
            text += "\nPixels beyond the tolerance lie in x \(b.minX)...\(b.maxX), y \(b.minY)...\(b.maxY) "
                + "(pixels, origin top-left); \(c.changedPixels) pixels changed in all."
        }
        return text
    }

    /// Writes the three PNGs; returns the lines naming them (or saying why they are missing).
    static func writeArtifacts(
        _ reference: SnapshotImage, _ image: SnapshotImage, tolerance: ImageTolerance,
        context: SnapshotContext, index: Int
    ) -> [String] {
        let folder = context.artifactsFolder
        let stem = "\(context.sanitizedTestName).\(index)"
        let files: [(label: String, url: URL, image: SnapshotImage)] = [
            ("reference: ", folder.appendingPathComponent("\(stem).reference.png"), reference),
            ("actual:    ", folder.appendingPathComponent("\(stem).actual.png"), image),
            ("difference:", folder.appendingPathComponent("\(stem).difference.png"),
             ImageComparison.differenceImage(reference, image, tolerance: tolerance)),
        ]
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                try file.image.pngData(compressionLevel: 1).write(to: file.url, options: .atomic)
            }
        } catch {
            return ["Could not write the failure images to \(folder.path): \(error)."]
        }
        return ["Failure images:"] + files.map { "  \($0.label) \($0.url.path)" }
            + ["  (difference: the reference faded; red = beyond the tolerance, orange = changed within it)"]
    }

    private static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0%" }
        let value = Double(part) * 100 / Double(whole)
        return value >= 0.01 || value == 0 ? String(format: "%.2f%%", value) : "<0.01%"
    }

    private static func format(_ value: Float) -> String {
        String(format: "%.2f", Double(value))
    }
}
#endif
