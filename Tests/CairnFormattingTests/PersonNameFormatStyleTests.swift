#if !canImport(Darwin)
import Cairn
import Foundation
import Testing

/// Apple's documented example (`PersonNameComponents.FormatStyle.style`) and the zh_CN order.
struct PersonNameFormatStyleTests {
    var tlc: PersonNameComponents {
        var n = PersonNameComponents()
        n.familyName = "Clark"; n.givenName = "Thomas"; n.middleName = "Louis"
        n.namePrefix = "Dr."; n.nickname = "Tom"; n.nameSuffix = "Esq."
        return n
    }

    @Test func applesStyles() {
        #expect(tlc.formatted(.name(style: .long)) == "Dr. Thomas Louis Clark Esq.")
        #expect(tlc.formatted(.name(style: .medium)) == "Thomas Clark")
        #expect(tlc.formatted(.name(style: .short)) == "Tom")
        #expect(tlc.formatted(.name(style: .abbreviated)) == "TC")
        #expect(tlc.formatted() == "Thomas Clark")  // Apple, `formatted()`.
    }

    /// ampersandsoftworks.com FormatStyle deep dive, zh_CN: "Smith Elizabeth", "SE".
    @Test func familyFirstInChinese() {
        var n = PersonNameComponents(); n.givenName = "Elizabeth"; n.familyName = "Smith"
        let zh = Locale(identifier: "zh_CN")
        #expect(n.formatted(.name(style: .medium).locale(zh)) == "Smith Elizabeth")
        #expect(n.formatted(.name(style: .abbreviated).locale(zh)) == "SE")
    }
}
#endif
