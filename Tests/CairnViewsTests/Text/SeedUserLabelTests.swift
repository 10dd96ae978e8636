import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Seed 000's `HStack { Image(systemName: "person.circle"); Text("User:");
/// Text("onevcat | Wei Wang") }.lineLimit(1)` in its four variants, on a 400×400 canvas,
/// with a 20×20 stand-in for the image. Widths from Inter 17 with the system font's
/// tracking (see PangoMeasurerTests): "User:" 42.4043 + 5 × −0.4297 = 40.2559, the name
/// 158.3369 + 18 × −0.4297 = 150.6025, "…" alone 13.9570 − 0.4297 = 13.5273; line height
/// SF Pro's 20.2871. Text frames are those sizes rounded up to the pixel (1× here), as
/// SwiftUI rounds them: "User:" 41, the name 151, "…" 14, 21 tall, so the row's top is
/// (400 − 21) / 2 = 189.5.
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
        // 20 + 8 + 41 + 8 + 151 = 228 wide, centred: x = 86.
        let layout = pangoLayout(HStack { content(priority: false) }.lineLimit(1).id("stack"))
        #expect(close(layout.frame(of: "stack"), CGRect(x: 86, y: 189.5, width: 228, height: 21), 1e-9))
        #expect(close(layout.frame(of: "img"), CGRect(x: 86, y: 190, width: 20, height: 20), 1e-9))
        #expect(close(layout.frame(of: "user"), CGRect(x: 114, y: 189.5, width: pixelCeil(40.2559), height: pixelCeil(20.2871)), 1e-9))
        #expect(close(layout.frame(of: "name"), CGRect(x: 163, y: 189.5, width: pixelCeil(150.6025), height: 21), 1e-9))
    }

    @Test func frameWidth200TruncatesTheName() {
        // 184 after spacing; least flexible first: the image (20 of 61.33), "User:" (its
        // 41 of 82), the name gets 123 and shows "onevcat | Wei …": 127.1367 (measure.c,
        // untracked) + 14.5 × −0.4297 = 120.9063 (Pango keeps half a tracking step beside
        // the ellipsis), 121 on the pixel grid. The stack, 198 wide, is centred in the 200
        // frame, leaving the gaps on both sides that the seed points out.
        let layout = pangoLayout(HStack { content(priority: false) }.lineLimit(1).id("stack").frame(width: 200))
        #expect(close(layout.frame(of: "stack"), CGRect(x: 101, y: 189.5, width: 198, height: 21), 1e-9))
        #expect(close(layout.frame(of: "user")?.width, 41, 1e-9))
        #expect(close(layout.frame(of: "name"), CGRect(x: 178, y: 189.5, width: pixelCeil(120.9063), height: 21), 1e-9))
    }

    @Test func layoutPriorityGivesTheNameRoomFirst() {
        // The name goes first with 184 − 20 − 14 (the others' minimums; "…" is 13.5273) =
        // 150, 1 short of its 151: "onevcat | Wei Wa…" = 144.8955, 145 on the pixel grid.
        // "User:" is left only room for "…" (14). The stack is 20 + 8 + 14 + 8 + 145 = 195,
        // centred at 102.5. With the real person.circle (19 wide, see SeedImageTests) the
        // whole name fits, as in the article.
        let layout = pangoLayout(HStack { content(priority: true) }.lineLimit(1).id("stack").frame(width: 200))
        #expect(close(layout.frame(of: "name")?.width, pixelCeil(144.8955), 1e-9))
        #expect(close(layout.frame(of: "user")?.width, pixelCeil(13.5273), 1e-9))
        #expect(close(layout.frame(of: "stack"), CGRect(x: 102.5, y: 189.5, width: 195, height: 21), 1e-9))
    }

    @Test func fixedSizeShowsEverythingAndOverflowsTheFrame() {
        // Ideal sizes again (228), centred on the 200 frame: it overflows both sides.
        let layout = pangoLayout(
            HStack { content(priority: true) }.lineLimit(1).id("stack").fixedSize().frame(width: 200).id("frame"))
        #expect(close(layout.frame(of: "frame"), CGRect(x: 100, y: 189.5, width: 200, height: 21), 1e-9))
        #expect(close(layout.frame(of: "stack"), CGRect(x: 86, y: 189.5, width: 228, height: 21), 1e-9))
        #expect(close(layout.frame(of: "user")?.width, 41, 1e-9) && close(layout.frame(of: "name")?.width, 151, 1e-9))
    }
}
