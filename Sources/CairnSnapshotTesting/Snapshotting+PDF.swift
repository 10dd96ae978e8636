#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
import Foundation
import SnapshotTesting

extension Snapshotting where Value: View, Format == Data {
    /// The view as a one-page PDF, compared byte for byte.
    ///
    /// Cairn's PDFs carry fixed metadata, so the same drawing gives the same bytes with the
    /// same Cairo. On a mismatch both PDFs are written to the artifacts folder and, when
    /// poppler's `pdftoppm` is on the PATH, rasterised at 72 dpi and compared as images, so
    /// that the message says where the pages differ (or that they differ only in bytes).
    ///
    /// ```swift
    /// assertSnapshot(of: TriangleArrow().fill(.green), as: .pdf(layout: .fixed(width: 80, height: 80)))
    /// ```
    public static func pdf(
        layout: SnapshotLayout = .sizeThatFits,
        designEra: DesignEra = .default,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let context = SnapshotContext(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        let run = SnapshotRun()
        return Snapshotting<Data, Data>(
            pathExtension: "pdf",
            diffing: .diff(
                toData: { $0 },
                fromData: { $0 },
                diffV2: { reference, pdf in
                    PDFFailure.message(reference, pdf, context: context, index: run.index).map { ($0, []) }
                })
        )
        .guardingRecording(context, run)
        .pullback { (view: Value) in
            do {
                return try layout.renderer(for: view, designEra: designEra).pdfData()
            } catch {
                reportIssue("Could not render the view as PDF for its snapshot: \(error)", at: context)
                return Data()
            }
        }
    }
}

/// The failure message of a PDF comparison.
enum PDFFailure {
    static func message(_ reference: Data, _ pdf: Data, context: SnapshotContext, index: Int) -> String? {
        guard reference != pdf else { return nil }
        var lines = ["PDF differs from the reference: \(reference.count) bytes in the reference, \(pdf.count) now."]
        let (old, new) = (producer(reference), producer(pdf))
        if let old, let new, old != new {
            lines.append("Likely cause: the reference was written by \(old), this run by \(new); re-record it if the pages look right.")
        }
        let folder = context.artifactsFolder
        let stem = "\(context.sanitizedTestName).\(index)"
        let referenceURL = folder.appendingPathComponent("\(stem).reference.pdf")
        let actualURL = folder.appendingPathComponent("\(stem).actual.pdf")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try reference.write(to: referenceURL, options: .atomic)
            try pdf.write(to: actualURL, options: .atomic)
        } catch {
            lines.append("Could not write the PDFs to \(folder.path): \(error).")
            return lines.joined(separator: "\n")
        }
        lines.append("PDFs: \(referenceURL.path)\n      \(actualURL.path)")
        guard let pdftoppm = executable("pdftoppm") else {
            lines.append("Install poppler-utils (pdftoppm) to see where the pages differ.")
            return lines.joined(separator: "\n")
        }
        guard let old = rasterise(referenceURL, with: pdftoppm), let now = rasterise(actualURL, with: pdftoppm) else {
            lines.append("pdftoppm could not rasterise the PDFs.")
            return lines.joined(separator: "\n")
        }
        let tolerance = ImageTolerance()
        let comparison = ImageComparison.compare(old, now, tolerance: tolerance)
        if comparison.matches {
            lines.append("Rasterised at 72 dpi the pages match: the PDFs differ in structure or metadata, not in what they show.")
        } else {
            lines.append("Rasterised at 72 dpi by pdftoppm:")
            lines.append(ImageFailure.summary(comparison))
            lines.append(contentsOf: ImageFailure.writeArtifacts(old, now, tolerance: tolerance, context: context, index: index))
        }
        return lines.joined(separator: "\n")
    }

    /// The PDF's `/Producer` string, e.g. `cairo 1.16.0 (https://cairographics.org)`.
    static func producer(_ pdf: Data) -> String? {
        let text = String(decoding: pdf, as: UTF8.self)
        guard let start = text.range(of: "/Producer (")?.upperBound,
              let end = text[start...].firstIndex(of: ")") else { return nil }
        return String(text[start..<end])
    }

    /// The first page of `pdf` as an image, via `pdftoppm -png -r 72 -singlefile`.
    static func rasterise(_ pdf: URL, with pdftoppm: URL) -> SnapshotImage? {
        let output = pdf.deletingPathExtension()
        let process = Process()
        process.executableURL = pdftoppm
        process.arguments = ["-png", "-r", "72", "-singlefile", pdf.path, output.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            let png = output.appendingPathExtension("png")
            defer { try? FileManager.default.removeItem(at: png) }
            var image = try SnapshotImage(pngData: Data(contentsOf: png))
            image.versions = nil
            return image
        } catch {
            return nil
        }
    }

    /// `name` found on the PATH, or nil.
    static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
#endif
