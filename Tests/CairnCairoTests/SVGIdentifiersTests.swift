@testable import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Cairo's process-wide `surfaceN`/`imageN` ids renumbered by order of first appearance.
@Suite struct SVGIdentifiersTests {
    // Each distinct token after `"` or `#` gets the next number of its prefix; repeats keep
    // theirs; "surface012" is a token apart from "surface12"; tokens without digits, or not
    // after a quote or hash, and text around them are copied unchanged.
    @Test func renumbersByFirstAppearance() {
        let input = ##"<g id="surface37"><use xlink:href="#surface37"/><image id="image9" x="surface5"/>"##
            + ##"<use xlink:href="#surface12"/><use xlink:href="#surface012"/> surface99 "surface "image9"##
            + ##" #image123456789012345678901"##
        let expected = ##"<g id="surface1"><use xlink:href="#surface1"/><image id="image1" x="surface2"/>"##
            + ##"<use xlink:href="#surface3"/><use xlink:href="#surface4"/> surface99 "surface "image1"##
            + ##" #image2"##
        #expect(String(decoding: SVGIdentifiers.renumbered(Data(input.utf8)), as: UTF8.self) == expected)
        #expect(SVGIdentifiers.renumbered(Data()) == Data())
        #expect(SVGIdentifiers.renumbered(Data("\"surface".utf8)) == Data("\"surface".utf8))
    }
}
