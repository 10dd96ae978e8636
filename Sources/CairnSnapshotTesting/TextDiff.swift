#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import SnapshotTesting

/// Line diffs that open with the first changed line, then the library's hunks.
enum TextDiff {
    /// nil when equal; otherwise `First difference at line N:` with both versions of the line,
    /// then unified hunks (`@@ −a,b +c,d @@`, `−` reference, `+` snapshot).
    static func message(_ reference: String, _ snapshot: String, what: String) -> String? {
        guard reference != snapshot else { return nil }
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
        let new = snapshot.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        let lineOf = { (lines: [Substring]) in index < lines.count ? "\(lines[index])" : "(no line: the text ends)" }
        var text = "\(what) differs from the reference. First difference at line \(index + 1):\n"
        text += "  reference: \(lineOf(old))\n  snapshot:  \(lineOf(new))\n"
        if let (hunks, _) = Diffing<String>.lines.diffV2(reference, snapshot) { text += hunks }
        return text
    }
}
#endif
