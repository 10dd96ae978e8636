import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `matchedGeometryEffect(..., isSource: false)` (issue 13): the non-source view takes its
/// source's frame.
@Suite struct MatchedGeometrySourceTests {
    struct Pair: View {
        let properties: MatchedGeometryProperties
        let anchor: UnitPoint
        let showsSource: Bool
        @Namespace private var ns
        var body: some View {
            HStack(spacing: 10) {
                if showsSource {
                    Color.red.frame(width: 80, height: 40)
                        .matchedGeometryEffect(id: "card", in: ns)
                        .id("source")
                }
                Color.blue.frame(width: 20, height: 20)
                    .matchedGeometryEffect(id: "card", in: ns, properties: properties, anchor: anchor, isSource: false)
                    .id("follower")
            }
            .frame(width: 300, height: 100)
        }
    }

    func frames(_ properties: MatchedGeometryProperties, anchor: UnitPoint = .center, source: Bool = true) throws -> (CGRect, CGRect?) {
        let layout = ImageRenderer(content: Pair(properties: properties, anchor: anchor, showsSource: source)).layout
        return (try #require(layout.frame(of: "follower")), layout.frame(of: "source"))
    }

    @Test func followerTakesTheSourceFrame() throws {
        // HStack of 80 + 10 + 20 = 110 centred in 300: source at (95, 30, 80, 40); the
        // follower's own slot would be (185, 40, 20, 20).
        let (follower, source) = try frames(.frame)
        #expect(source == CGRect(x: 95, y: 30, width: 80, height: 40))
        // The follower's content is a fixed 20 × 20 frame: proposed 80 × 40 it stays 20 × 20,
        // centred (anchor .center) on the source's centre (135, 50).
        #expect(follower == CGRect(x: 125, y: 40, width: 20, height: 20))
    }

    @Test func positionAndSizeSeparately() throws {
        // .position with anchor .topLeading: its top-leading corner on the source's.
        #expect(try frames(.position, anchor: .topLeading).0 == CGRect(x: 95, y: 30, width: 20, height: 20))
        // .size alone: proposed 80 × 40 (a fixed 20 × 20 frame stays 20 × 20), kept centred
        // on its own slot's centre (195, 50).
        #expect(try frames(.size).0 == CGRect(x: 185, y: 40, width: 20, height: 20))
    }

    @Test func flexibleFollowerTakesTheSourceSize() throws {
        struct Flexible: View {
            @Namespace private var ns
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 120, height: 30).matchedGeometryEffect(id: 1, in: ns).id("source")
                    Color.blue.matchedGeometryEffect(id: 1, in: ns, isSource: false).id("follower")
                }
                .frame(width: 200, height: 200)
            }
        }
        let layout = ImageRenderer(content: Flexible()).layout
        let source = try #require(layout.frame(of: "source"))
        // A colour fills what it is offered: the follower becomes the source's frame exactly.
        #expect(layout.frame(of: "follower") == source)
        #expect(source == CGRect(x: 40, y: 0, width: 120, height: 30))
    }

    @Test func withoutASourceTheFollowerKeepsItsPlace() throws {
        // Only the follower: 20 × 20 centred in 300 × 100.
        #expect(try frames(.frame, source: false).0 == CGRect(x: 140, y: 40, width: 20, height: 20))
    }
}
