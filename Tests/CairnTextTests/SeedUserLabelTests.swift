import Cairn
import Foundation
import Testing

/// Seed 000's `HStack { Image(systemName: "person.circle"); Text("User:");
/// Text("onevcat | Wei Wang") }.lineLimit(1)` in its four variants, on a 400×400 canvas,
/// with a 20×20 stand-in for the image. Widths from Inter 17 (see PangoMeasurerTests):
/// "User:" 42.4043, the name 158.3369, "…" alone 13.9570; line height 20.5742.
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
        // 20 + 8 + 42.4043 + 8 + 158.3369 = 236.7412 wide, centred: x = 81.6294.
        let layout = pangoLayout(HStack { content(priority: false) }.lineLimit(1).id("stack"))
        #expect(close(layout.frame(of: "stack"), CGRect(x: 81.6294, y: 189.7129, width: 236.7412, height: 20.5742)))
        #expect(close(layout.frame(of: "img"), CGRect(x: 81.6294, y: 190, width: 20, height: 20)))
        #expect(close(layout.frame(of: "user"), CGRect(x: 109.6294, y: 189.7129, width: 42.4043, height: 20.5742)))
        #expect(close(layout.frame(of: "name"), CGRect(x: 160.0337, y: 189.7129, width: 158.3369, height: 20.5742)))
    }

    @Test func frameWidth200TruncatesTheName() {
        // 184 after spacing; least flexible first: the image (20 of 61.33), "User:" (its
        // 42.4043 of 82), the name gets 121.5957 and shows "onevcat | We…" = 118.3232
        // (checked with measure.c). The stack, 196.7275 wide, is centred in the 200 frame,
        // leaving the gaps on both sides that the seed points out.
        let layout = pangoLayout(HStack { content(priority: false) }.lineLimit(1).id("stack").frame(width: 200))
        #expect(close(layout.frame(of: "stack"), CGRect(x: 101.6362, y: 189.7129, width: 196.7275, height: 20.5742)))
        #expect(close(layout.frame(of: "user")?.width, 42.4043))
        #expect(close(layout.frame(of: "name"), CGRect(x: 180.0405, y: 189.7129, width: 118.3232, height: 20.5742)))
    }

    @Test func layoutPriorityGivesTheNameRoomFirst() {
        // The name goes first with 184 − 20 − 13.9570 (the others' minimums) = 150.0430:
        // "onevcat | Wei W…" = 142.3984. The image takes 20 of (184 − 142.3984) / 2, and
        // "User:" is left 21.6016: only "…" (13.9570) fits.
        let layout = pangoLayout(HStack { content(priority: true) }.lineLimit(1).id("stack").frame(width: 200))
        #expect(close(layout.frame(of: "name")?.width, 142.3984))
        #expect(close(layout.frame(of: "user")?.width, 13.9570))
        #expect(close(layout.frame(of: "stack"), CGRect(x: 103.8223, y: 189.7129, width: 192.3555, height: 20.5742)))
    }

    @Test func fixedSizeShowsEverythingAndOverflowsTheFrame() {
        // Ideal sizes again (236.7412), centred on the 200 frame: it overflows both sides.
        let layout = pangoLayout(
            HStack { content(priority: true) }.lineLimit(1).id("stack").fixedSize().frame(width: 200).id("frame"))
        #expect(close(layout.frame(of: "frame"), CGRect(x: 100, y: 189.7129, width: 200, height: 20.5742)))
        #expect(close(layout.frame(of: "stack"), CGRect(x: 81.6294, y: 189.7129, width: 236.7412, height: 20.5742)))
        #expect(close(layout.frame(of: "user")?.width, 42.4043) && close(layout.frame(of: "name")?.width, 158.3369))
    }
}
