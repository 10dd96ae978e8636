import Cairn
import Foundation
import Testing
import CairnTestSupport

@MainActor @Suite(.designEra(.iOS17)) struct ShapeShorthandTests {
    /// A Path is a Shape: it strokes as itself, offset to its frame, not scaled into it, and
    /// takes the proposed size (Apple: "a Path view takes the proposed size").
    @Test func pathIsAShape() throws {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 5))
            p.addLine(to: CGPoint(x: 20, y: 5))
        }
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            path.stroke(Color.blue, lineWidth: 2).id("path")
        }.frame(width: 100, height: 50)
        let renderer = ImageRenderer(content: view)
        let dump = renderer.displayList.dump
        // The VStack gives the path 40 of the 50 points below the 10-point square; the path
        // keeps its own coordinates (0…20), moved to its frame's origin (0, 10).
        #expect(dump.contains("#007AFFFF path: 0 15 m 20 15 l"), "\(dump)")
        #expect(renderer.layout.frame(of: "path") == CGRect(x: 0, y: 10, width: 100, height: 40))
    }

    /// `.rect`, `.rect(cornerRadius:)`, `.circle`, `.capsule`, `.ellipse` are the named shapes.
    @Test func shorthandsAreTheNamedShapes() throws {
        func dump<S: Shape>(_ s: S) -> String { ImageRenderer(content: Color.red.frame(width: 40, height: 20).clipShape(s)).displayList.dump }
        #expect(dump(.rect) == dump(Rectangle()))
        #expect(dump(.rect(cornerRadius: 12)) == dump(RoundedRectangle(cornerRadius: 12)))
        #expect(dump(.rect(cornerRadius: 6, style: .circular)) == dump(RoundedRectangle(cornerRadius: 6, style: .circular)))
        #expect(dump(.circle) == dump(Circle()))
        #expect(dump(.capsule) == dump(Capsule()))
        #expect(dump(.ellipse) == dump(Ellipse()))
        #expect(dump(.rect(cornerRadii: RectangleCornerRadii(topLeading: 4))) == dump(UnevenRoundedRectangle(topLeadingRadius: 4)))
    }

    /// An uneven rounded rectangle 40×40 with only a 20-point top-leading corner: the corner
    /// pixel (2, 2) lies outside the quarter circle centred at (20, 20) (distance 24.7 > 20),
    /// the other three corners are square. Radii of 30 + 30 on a 40-point side are scaled by
    /// 40/60, to 20 each: the side's midpoint (20, 0.5) is then just inside.
    @Test func unevenRoundedRectangle() throws {
        let b = try renderView(UnevenRoundedRectangle(topLeadingRadius: 20).fill(Color.black), 40, 40)
        #expect(rgba(b, 2, 2)[3] == 0)
        #expect(rgba(b, 38, 1)[3] == 255)
        #expect(rgba(b, 1, 38)[3] == 255)
        #expect(rgba(b, 38, 38)[3] == 255)
        let path = UnevenRoundedRectangle(topLeadingRadius: 30, topTrailingRadius: 30).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(path.contains(CGPoint(x: 20, y: 0.5)))
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(UnevenRoundedRectangle(topLeadingRadius: .nan, bottomLeadingRadius: -5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// iOS 17 `fill(_:).stroke(_:lineWidth:)`: the fill, then the stroke of the same outline.
    @Test func fillThenStroke() throws {
        let dump = ImageRenderer(content: Circle().fill(Color.blue).stroke(Color.red, lineWidth: 4).frame(width: 20, height: 20)).displayList.dump
        let lines = dump.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("fill nonzero #007AFFFF"))
        #expect(lines[1].hasPrefix("stroke w=4 cap=butt join=miter miter=10 dash=[] phase=0 #FF3B30FF"))
        let b = try renderView(RoundedRectangle(cornerRadius: 4).fill(Color.blue).strokeBorder(Color.red, lineWidth: 4), 20, 20)
        #expect(rgba(b, 10, 1) == [255, 59, 48, 255])
        #expect(rgba(b, 10, 10) == [0, 122, 255, 255])
    }

    /// `.overlay(_:in:)` and `.background(_:in:)` fill the shape in the view's frame.
    @Test func overlayInShape() throws {
        let b = try renderView(Color.blue.overlay(Color.red, in: .circle), 20, 20)
        #expect(rgba(b, 10, 10) == [255, 59, 48, 255])
        #expect(rgba(b, 1, 1) == [0, 122, 255, 255])
    }

    /// `zIndex` reorders drawing in a ZStack, stable for ties; `hidden()` keeps the layout.
    @Test func zIndexAndHidden() throws {
        let front = try renderView(ZStack { Color.red.zIndex(1); Color.blue }, 10, 10)
        #expect(rgba(front, 5, 5) == [255, 59, 48, 255])
        let plain = try renderView(ZStack { Color.red; Color.blue }, 10, 10)
        #expect(rgba(plain, 5, 5) == [0, 122, 255, 255])
        let padded = try renderView(ZStack { Color.red.zIndex(2).padding(1); Color.blue.zIndex(1) }, 10, 10)
        #expect(rgba(padded, 5, 5) == [255, 59, 48, 255])
        let hidden = ImageRenderer(content: HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).hidden(); Color.blue.frame(width: 10, height: 10) })
        #expect(hidden.displayList.dump == "fill nonzero #007AFFFF path: 10 0 m 20 0 l 20 10 l 10 10 l h")
    }
}


/// `clipped(antialiased:)` honours its flag (default false, as SwiftUI's); `cornerRadius`
/// antialiases by default.
@MainActor @Test func clippedHonoursAntialiasing() {
    func dump<V: View>(_ v: V) -> String { ImageRenderer(content: v.frame(width: 10, height: 10)).displayList.dump }
    #expect(dump(Color.red.clipped()).contains("  clip nonzero aa=off path:"))
    #expect(dump(Color.red.clipped(antialiased: true)).contains("  clip nonzero path:"))
    #expect(dump(Color.red.cornerRadius(3)).contains("  clip nonzero path:"))
    #expect(dump(Color.red.cornerRadius(3, antialiased: false)).contains("  clip nonzero aa=off path:"))
}
