import Cairn
import CairnCairo
import CairnTestSupport
import CairnTipKit
import Foundation
import Testing

/// A tip with everything: image, message and two actions.
struct FullTip: Tip {
    static let messageText = "Your favorite landmarks always appear at the top of the list."
    var title: Text { Text("Save as a Favorite") }
    var message: Text? { Text(Self.messageText) }
    var image: Image? { Image(systemName: "star") }
    var actions: [Action] {
        Action(id: "learn", title: "Learn More")
        Action(id: "later", title: "Not Now")
    }
}

/// A tip the user closed.
struct ClosedTip: Tip {
    var title: Text { Text("Closed") }
}

/// `TipView` and `popoverTip` against Cairn's estimate of iOS 17's tip (TipView.swift's
/// header): 13 pt padding across, 14 down, a 44-pt image, 13 pt between the parts, the
/// message 4 below the title, each action 10 below a divider 10 below what precedes it.
extension TipKitTests { @MainActor @Suite(.serialized) struct TipViewTests {
    init() throws { try Tips.resetDatastore() }

    func height<V: View>(_ view: V, width: CGFloat? = nil) -> CGFloat {
        layOut(view.frame(width: width).fixedSize(horizontal: width == nil, vertical: true).id("v"), 400, 800).frame(of: "v")!.height
    }

    func width<V: View>(_ view: V) -> CGFloat {
        layOut(view.fixedSize().id("v"), 400, 800).frame(of: "v")!.width
    }

    @Test func cardMetrics() throws {
        let l = layOut(VStack { TipView(FullTip()).id("tip") }, 300, 600)
        let card = try #require(l.frame(of: "tip"))
        // The text column: 300 − 2 × 13 − the image (44) − 2 × 13 − the close button.
        let xmark = width(Image(systemName: "xmark").font(.footnote.bold()))
        let column = 300 - 26 - 44 - 26 - xmark
        let title = height(Text("Save as a Favorite").font(.headline))
        let message = height(Text(FullTip.messageText).font(.subheadline), width: column)
        let action = height(Text("Learn More").fontWeight(.semibold))
        #expect(card.width == 300)
        #expect(close(card.height, 14 + max(44, title + 4 + message) + 2 * (10 + 1 + 10 + action) + 14))
        let texts = frames("Text", l)
        #expect(texts.count == 4)
        #expect(close(texts[0].minX, 13 + 44 + 13) && close(texts[0].minY, card.minY + 14))
        #expect(close(texts[1].minY, texts[0].maxY + 4))
        #expect(close(texts[2].minX, 13) && close(texts[2].minY, texts[1].maxY + 21))
        #expect(drawnStrings(VStack { TipView(FullTip()) }, 300, 600) == ["Save as a Favorite", FullTip.messageText, "Learn More", "Not Now"])
    }

    @Test func titleOnlyCard() throws {
        let l = layOut(VStack { TipView(TitleOnlyTip()).id("tip") }, 300, 600)
        let card = try #require(l.frame(of: "tip"))
        #expect(card.size == CGSize(width: 300, height: 28 + height(Text("Tap to start").font(.headline))))
        #expect(close(frames("Text", l)[0].minX, 13))
    }

    @Test func hiddenTipTakesNoRoom() throws {
        ClosedTip().invalidate(reason: .tipClosed)
        let view = VStack(spacing: 8) {
            Color.red.frame(height: 10).id("before")
            TipView(ClosedTip())
            TipView(nil)
            Color.blue.frame(height: 10).id("after")
        }
        let l = layOut(view, 300, 600)
        // Nothing between the two colours but the stack's one spacing.
        #expect(l.frame(of: "after")!.minY - l.frame(of: "before")!.maxY == 8)
        #expect(drawnStrings(view, 300, 600).isEmpty)
    }

    @Test func cardPixels() throws {
        let view = TipView(TitleOnlyTip()).frame(width: 300).padding(10)
        let light = try ImageRenderer(content: view).bitmap()
        #expect(rgba(light, 15, 30) == [242, 242, 247, 255])   // secondarySystemBackground
        #expect(rgba(light, 10, 10)[3] == 0)                    // the rounded corner (13 pt)
        #expect(rgba(light, 16, 13)[3] == 255)                  // past the corner's curve
        let dark = try ImageRenderer(content: view.environment(\.colorScheme, .dark)).bitmap()
        #expect(rgba(dark, 15, 30) == [28, 28, 30, 255])
        // tipBackground and tipCornerRadius: a red square card.
        let red = try ImageRenderer(content: view.tipBackground(Color(red: 1, green: 0, blue: 0)).tipCornerRadius(0)).bitmap()
        #expect(rgba(red, 10, 10) == [255, 0, 0, 255])
    }

    @Test func imageSize() throws {
        let l = layOut(VStack { TipView(FullTip()).tipImageSize(CGSize(width: 20, height: 20)) }, 300, 600)
        #expect(close(frames("Text", l)[0].minX, 13 + 20 + 13))
        // A non-finite size keeps the default 44.
        let bad = layOut(VStack { TipView(FullTip()).tipImageSize(CGSize(width: CGFloat.nan, height: 20)) }, 300, 600)
        #expect(close(frames("Text", bad)[0].minX, 13 + 44 + 13))
    }

    /// `arrowEdge: .top` puts the arrow on the tip's top edge: the tip below the button.
    @Test func popoverTipPointsAtItsView() throws {
        let view = VStack {
            Button("Favorite") {}.id("button").popoverTip(TitleOnlyTip(), arrowEdge: .top)
            Spacer()
        }.frame(width: 390, height: 600)
        let l = layOut(view, 390, 600)
        let button = try #require(l.frame(of: "button"))
        let title = try #require(leavesText(l).first { $0.0 == "Tap to start" })
        #expect(title.1.minY > button.maxY)
        // An invalidated tip adds nothing: the same display list as the bare button.
        TitleOnlyTip().invalidate(reason: .actionPerformed)
        let hidden = layOut(view, 390, 600)
        let bare = layOut(VStack { Button("Favorite") {}.id("button"); Spacer() }.frame(width: 390, height: 600), 390, 600)
        #expect(hidden.displayList == bare.displayList)
    }

    /// The drawn strings with their text frames, layers opened.
    func leavesText(_ l: ViewLayout) -> [(String, CGRect)] {
        let texts = frames("Text", l)
        let strings = leaves(l.displayList).compactMap { item -> String? in
            if case .text(let run, _) = item { return run.string }
            return nil
        }
        return Array(zip(strings, texts))
    }
}
}
