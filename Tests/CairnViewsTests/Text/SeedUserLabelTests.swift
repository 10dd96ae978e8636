import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Seed 000's `HStack { Image(systemName: "person.circle"); Text("User:");
/// Text("onevcat | Wei Wang") }.lineLimit(1)` in its four variants, on a 400×400 canvas,
/// with a 20×20 stand-in for the image. Widths from Inter 17 with the system font's
/// tracking (see PangoMeasurerTests): "User:" 42.4043 + 5 × −0.4297 = 40.2559, the name
/// 158.3369 + 18 × −0.4297 = 150.6025, "…" alone 13.9570 − 0.4297 = 13.5273; line height
/// SF Pro's 20.2871, so the row's top is (400 − 20.2871) / 2 = 189.8564.
@Suite struct SeedUserLabelTests {
    @ViewBuilder func content(priority: Bool) -> some View {
        PersonIcon().id("img")
        Text("User:").id("user")
        if priority {
            Text("onevcat | Wei Wang").layoutPriority(1).id("name")
        } else {
            Text("onevcat | Wei Wang").id("name")
        }
    }

    @Test func plain() {
        // 20 + 8 + 40.2559 + 8 + 150.6025 = 226.8584 wide, centred: x = 86.5708.
        let layout = pangoLayout(HStack { content(priority: false) }.lineLimit(1).id("stack"))
        #expect(close(layout.frame(of: "stack"), CGRect(x: 86.5708, y: 189.8564, width: 226.8584, height: 20.2871), 0.01))
        #expect(close(layout.frame(of: "img"), CGRect(x: 86.5708, y: 190, width: 20, height: 20), 0.01))
        #expect(close(layout.frame(of: "user"), CGRect(x: 114.5708, y: 189.8564, width: 40.2559, height: 20.2871), 0.01))
        #expect(close(layout.frame(of: "name"), CGRect(x: 162.8267, y: 189.8564, width: 150.6025, height: 20.2871), 0.01))
    }

    @Test func frameWidth200TruncatesTheName() {
        // 184 after spacing; least flexible first: the image (20 of 61.33), "User:" (its
        // 40.2559 of 82), the name gets 123.7441 and shows "onevcat | Wei …": 127.1367
        // (measure.c, untracked) + 14.5 × −0.4297 = 120.9063 (Pango keeps half a tracking
        // step beside the ellipsis). The stack, 197.1621 wide, is centred in the 200 frame,
        // leaving the gaps on both sides that the seed points out.
        let layout = pangoLayout(HStack { content(priority: false) }.lineLimit(1).id("stack").frame(width: 200))
        #expect(close(layout.frame(of: "stack"), CGRect(x: 101.4189, y: 189.8564, width: 197.1621, height: 20.2871), 0.01))
        #expect(close(layout.frame(of: "user")?.width, 40.2559, 0.01))
        #expect(close(layout.frame(of: "name"), CGRect(x: 177.6748, y: 189.8564, width: 120.9063, height: 20.2871), 0.01))
    }

    @Test func layoutPriorityGivesTheNameRoomFirst() {
        // The name goes first with 184 − 20 − 13.5273 (the others' minimums) = 150.4727,
        // 0.13 short of its 150.6025: "onevcat | Wei Wa…" = 144.8955. "User:" is left
        // only room for "…" (13.5273). With the real person.circle (18.9964 wide, see
        // SeedImageTests) the whole name fits, as in the article.
        let layout = pangoLayout(HStack { content(priority: true) }.lineLimit(1).id("stack").frame(width: 200))
        #expect(close(layout.frame(of: "name")?.width, 144.8955, 0.01))
        #expect(close(layout.frame(of: "user")?.width, 13.5273, 0.01))
        #expect(close(layout.frame(of: "stack"), CGRect(x: 102.7886, y: 189.8564, width: 194.4229, height: 20.2871), 0.01))
    }

    @Test func fixedSizeShowsEverythingAndOverflowsTheFrame() {
        // Ideal sizes again (226.8584), centred on the 200 frame: it overflows both sides.
        let layout = pangoLayout(
            HStack { content(priority: true) }.lineLimit(1).id("stack").fixedSize().frame(width: 200).id("frame"))
        #expect(close(layout.frame(of: "frame"), CGRect(x: 100, y: 189.8564, width: 200, height: 20.2871), 0.01))
        #expect(close(layout.frame(of: "stack"), CGRect(x: 86.5708, y: 189.8564, width: 226.8584, height: 20.2871), 0.01))
        #expect(close(layout.frame(of: "user")?.width, 40.2559, 0.01) && close(layout.frame(of: "name")?.width, 150.6025, 0.01))
    }
}
