#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
@testable import CairnSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import CairnTestSupport

/// `.svg` and `.layout`: text references whose diffs point at the changed line.
@Suite struct TextStrategyTests {
    /// Two bars side by side; `second` sets the second bar's width.
    struct Bars: View {
        var second: CGFloat = 20
        var body: some View {
            HStack(spacing: 4) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: second, height: 10)
            }
        }
    }

    func text<V>(_ strategy: Snapshotting<V, String>, _ value: V) -> String {
        var result = ""
        strategy.snapshot(value).run { result = $0 }
        return result
    }

    @Test func layoutDiffPointsAtTheChangedLine() throws {
        let strategy = Snapshotting<Bars, String>.layout(in: CGSize(width: 100, height: 40))
        let reference = text(strategy, Bars())
        let changed = text(strategy, Bars(second: 30))
        #expect(strategy.diffing.diffV2(reference, text(strategy, Bars())) == nil)
        let message = try #require(strategy.diffing.diffV2(reference, changed)?.0)
        // Line 1 is the root HStack (its width grows too); the message names the first.
        let lines = reference.split(separator: "\n")
        let first = try #require((0..<lines.count).first { lines[$0] != changed.split(separator: "\n")[$0] })
        #expect(message.contains("Layout differs from the reference. First difference at line \(first + 1):"))
        #expect(message.contains("  reference: \(lines[first])"))
        #expect(message.contains("@@"))
        #expect(reference.hasSuffix("\n"))
    }

    @Test func layoutDumpListsFramesInTheCanvas() {
        // HStack 10 + 4 + 20 = 34 wide, centred in 100×40: x = 33, y = 15.
        let dump = text(Snapshotting<Bars, String>.layout(in: CGSize(width: 100, height: 40)), Bars())
        #expect(dump.contains("frame=(33, 15, 34, 10)"), "\(dump)")
    }

    @Test func svgDiffPointsAtTheChangedLine() throws {
        let strategy = Snapshotting<Bars, String>.svg()
        let reference = text(strategy, Bars())
        #expect(reference.hasPrefix("<?xml"))
        let lines = reference.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1].hasPrefix("<!-- Cairn rendering versions: cairo="), "\(lines[1])")
        let changed = text(strategy, Bars(second: 30))
        let message = try #require(strategy.diffing.diffV2(reference, changed)?.0)
        let new = changed.split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require((0..<min(lines.count, new.count)).first { lines[$0] != new[$0] })
        // Line numbers are the file's: the version comment keeps its line.
        #expect(message.contains("SVG differs from the reference. First difference at line \(first + 1):"))
        #expect(message.contains("  reference: \(lines[first])"))
        #expect(message.contains("  snapshot:  \(new[first])"))
    }

    @Test func svgVersionCommentIsNotComparedButNamedWhenItDiffers() throws {
        let strategy = Snapshotting<Bars, String>.svg()
        let reference = text(strategy, Bars())
        var old = RenderingVersions.current
        old.cairo = "1.14.0"
        let restamped = SVGVersionStamp.stamp(SVGVersionStamp.split(reference).svg.replacingOccurrences(
            of: SVGVersionStamp.prefix + "(not compared)" + SVGVersionStamp.suffix + "\n", with: ""), versions: old)
        #expect(SVGVersionStamp.split(restamped).versions == old)
        // Same drawing, other versions: passes (only the drawing is compared).
        #expect(strategy.diffing.diffV2(restamped, reference) == nil)
        // Other drawing: fails and names the version change.
        let message = try #require(strategy.diffing.diffV2(restamped, text(strategy, Bars(second: 30)))?.0)
        #expect(message.contains("Likely cause: the reference was made with other library or font versions (cairo 1.14.0 → "))
    }
}
#endif
