#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
import Foundation
import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// The view rendered as SVG by Cairo, compared as text line by line.
    ///
    /// The reference's second line is a comment with the library versions it was made with
    /// (`<!-- Cairn rendering versions: cairo 1.16.0, ... -->`); it is left out of the
    /// comparison, and named in the message when it differs from this run's.
    ///
    /// ```swift
    /// assertSnapshot(of: TriangleArrow().fill(.green), as: .svg(layout: .fixed(width: 80, height: 80)))
    /// ```
    public static func svg(
        layout: SnapshotLayout = .sizeThatFits,
        designEra: DesignEra = .default,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        Snapshotting<ImageRenderer<AnyView>, String>.svg(
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
        ).pullback { view in layout.renderer(for: view, designEra: designEra) }
    }
}

extension Snapshotting where Format == String {
    /// A configured `ImageRenderer`'s SVG output (its `proposedSize` applies), compared as
    /// text line by line.
    public static func svg<Content: View>(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting where Value == ImageRenderer<Content> {
        let context = SnapshotContext(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        let run = SnapshotRun()
        return Snapshotting<String, String>(
            pathExtension: "svg",
            diffing: .diff(
                toData: { Data($0.utf8) },
                fromData: { String(decoding: $0, as: UTF8.self) },
                diffV2: { reference, svg in
                    let (old, oldVersions) = SVGVersionStamp.split(reference)
                    let (new, _) = SVGVersionStamp.split(svg)
                    guard var message = TextDiff.message(old, new, what: "SVG") else { return nil }
                    if let note = RenderingVersions.note(reference: oldVersions) { message = note + "\n" + message }
                    return (message, [])
                })
        )
        .guardingRecording(context, run)
        .pullback { (renderer: ImageRenderer<Content>) in
            do {
                return SVGVersionStamp.stamp(String(decoding: try renderer.svgData(), as: UTF8.self))
            } catch {
                reportIssue("Could not render the view as SVG for its snapshot: \(error)", at: context)
                return "(the view could not be rendered: \(error))\n"
            }
        }
    }
}

/// The version comment on an SVG reference's second line.
enum SVGVersionStamp {
    static let prefix = "<!-- Cairn rendering versions: "
    static let suffix = " -->"

    /// `svg` with a version comment after its XML declaration (or first, without one).
    static func stamp(_ svg: String, versions: RenderingVersions = .current) -> String {
        let fields = versions.fields.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
        let comment = prefix + fields.replacingOccurrences(of: "--", with: "- -") + suffix
        var lines = svg.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let at = lines.first?.hasPrefix("<?xml") == true ? 1 : 0
        lines.insert(comment, at: at)
        return lines.joined(separator: "\n")
    }

    /// The SVG with its version comment blanked (so that line numbers still match the
    /// file), and the versions the comment records.
    static func split(_ svg: String) -> (svg: String, versions: RenderingVersions?) {
        var lines = svg.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.prefix(2).firstIndex(where: { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }) else {
            return (svg, nil)
        }
        let body = lines[index].dropFirst(prefix.count).dropLast(suffix.count)
        lines[index] = prefix + "(not compared)" + suffix
        var fields: [String: String] = [:]
        for field in body.components(separatedBy: "; ") {
            guard let equals = field.firstIndex(of: "=") else { continue }
            fields[String(field[..<equals])] = String(field[field.index(after: equals)...])
        }
        return (lines.joined(separator: "\n"), RenderingVersions(fields: fields))
    }
}
#endif
