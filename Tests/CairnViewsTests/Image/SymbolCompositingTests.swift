import Cairn
import CairnCairo
import CairnDisplayList
import Foundation
import Testing
import CairnTestSupport

/// A symbol is one view on iOS: its fill and the strokes drawn with it cast one shadow and
/// take an opacity once. A pasted profile's `person.fill` in white on a grey avatar with
/// `.shadow(radius: 4)` drew each part's shadow over the other parts (the figure's inside
/// 227 instead of 255); `.opacity` likewise darkened where the parts overlap.
@Suite struct SymbolCompositingTests {
    /// `heart.fill`, resizable, 100 points square, `colour` on `background`, through `effect`.
    func heart<V: View>(_ colour: Color, on background: Color, _ effect: (AnyView) -> V) throws -> Bitmap {
        let symbol = AnyView(Image(systemName: "heart.fill").resizable().foregroundStyle(colour).frame(width: 100, height: 100))
        return try ImageRenderer(content: effect(symbol).frame(width: 100, height: 100).background(background)).bitmap()
    }

    @Test func aSymbolCastsOneShadowUnderItsParts() throws {
        // The heart is drawn as more than one item (what let the parts shadow each other).
        let layout = ViewLayout(of: Image(systemName: "heart.fill").resizable().frame(width: 100, height: 100).shadow(color: .red, radius: 4), in: CGSize(width: 100, height: 100))
        var shadowLayers = 0
        func count(_ list: DisplayList) {
            for item in list.items {
                switch item {
                case .layer(let l):
                    if l.filters.contains(where: { if case .shadow = $0 { return true } else { return false } }) { shadowLayers += 1 }
                    count(l.content)
                case .group(let g):
                    count(g.content)
                default: break
                }
            }
        }
        count(layout.displayList)
        #expect(shadowLayers == 1)
        // White over its red shadow: the heart's inside is white wherever the parts meet.
        let b = try heart(.white, on: Color(red: 0.5, green: 0.5, blue: 0.5)) { $0.shadow(color: .red, radius: 4) }
        for (x, y) in [(50, 50), (30, 35), (70, 35), (50, 75), (25, 30)] {
            let p = b.pixel(x: x, y: y)
            #expect(p.red == 255 && p.green == 255 && p.blue == 255, "(\(x), \(y)): \(p)")
        }
    }

    @Test func aSymbolTakesAnOpacityOnce() throws {
        // Black at opacity 0.5 on white: 255 − 0.5 × 255 = 127.5, so 127 or 128 inside and
        // nothing darker anywhere (a band covered twice would be 255 × 0.25 = 64).
        let b = try heart(.black, on: .white) { $0.opacity(0.5) }
        var darkest = 255
        for y in 0..<b.height { for x in 0..<b.width { darkest = min(darkest, Int(b.pixel(x: x, y: y).red)) } }
        #expect(darkest >= 127 && darkest <= 128)
        #expect(abs(Int(b.pixel(x: 50, y: 50).red) - 128) <= 1)
    }
}
