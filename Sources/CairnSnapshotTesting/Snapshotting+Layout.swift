#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
import Foundation
import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// The placed view tree as text (`ViewLayout.description`: one line per view with the
    /// proposals it received, the sizes it reported and its frame), laid out in a canvas of
    /// `size` points; diagnostics (corrected bad input) follow the tree.
    ///
    /// Layout dumps diff as text, need no renderer and do not change with library versions:
    /// prefer them to images for layout tests.
    ///
    /// ```swift
    /// assertSnapshot(of: HStack { Text("A"); Spacer() }, as: .layout(in: CGSize(width: 200, height: 40)))
    /// ```
    public static func layout(
        in size: CGSize,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let context = SnapshotContext(fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
        let run = SnapshotRun()
        return Snapshotting<String, String>(
            pathExtension: "layout.txt",
            diffing: .diff(
                toData: { Data($0.utf8) },
                fromData: { String(decoding: $0, as: UTF8.self) },
                diffV2: { reference, dump in TextDiff.message(reference, dump, what: "Layout").map { ($0, []) } })
        )
        .guardingRecording(context, run)
        .pullback { (view: Value) in
            let layout = ViewLayout(of: view, in: size)
            let diagnostics = layout.diagnostics.map { "diagnostic: \($0)" }
            return ([layout.description] + diagnostics).joined(separator: "\n") + "\n"
        }
    }
}
#endif
