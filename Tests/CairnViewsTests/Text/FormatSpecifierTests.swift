import Cairn
import CairnViews
import Foundation
import Testing
import CairnTestSupport

/// `Text("w: \(geo.size.width, specifier: "%.1f")")` (seed 003) and SwiftUI's default
/// interpolation formats.
@Suite struct FormatSpecifierTests {
    func text(_ key: LocalizedStringKey) -> String { key.text }

    @Test func specifiers() {
        let width: CGFloat = 123.456
        #expect(text("w: \(width, specifier: "%.1f") \n h: \(100.0, specifier: "%.1f")") == "w: 123.5 \n h: 100.0")
        #expect(text("\(42)") == "42")
        #expect(text("\(0.5)") == "0.500000")  // SwiftUI formats Double with %lf
        #expect(text("\(7, specifier: "%03d")") == "007")
        #expect(text("\("name")!") == "name!")
    }

    @Test func mismatchedOrUnsafeSpecifiersNeverCrash() {
        #expect(text("\(2.7, specifier: "%d")") == "2")
        #expect(text("\(3, specifier: "%.1f")") == "3.0")
        #expect(text("\(3.5, specifier: "%@")") == "3.5")
        #expect(text("\(3.5, specifier: "%s %s")") == "3.5")
        #expect(text("\(3.5, specifier: "no conversion")") == "3.5")
        #expect(text("\(Double.infinity, specifier: "%d")") == "inf")
        #expect(text("\(50, specifier: "%d%%")") == "50%")
    }
}
