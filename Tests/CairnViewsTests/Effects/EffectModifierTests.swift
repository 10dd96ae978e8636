import Cairn
import Foundation
import Testing
import CairnTestSupport

@MainActor @Suite(.designEra(.iOS17)) struct EffectModifierTests {
    /// Two overlapping squares, red then blue, under `.opacity(0.5)` on their ZStack.
    /// Per child (SwiftUI's default): the overlap is blue 0.5 over red 0.5, alpha
    /// 0.5 + 0.5 × 0.5 = 0.75, straight colour (0.25, 0, 0.5) / 0.75 → (85, 0, 170, 191).
    /// With `.compositingGroup()` first the group fades as one: blue at 0.5 → (0, 0, 255, 128).
    @Test func containerOpacityAppliesToEachChildUnlessComposited() throws {
        func pair() -> some View {
            ZStack(alignment: .topLeading) {
                Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 10)
                Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 10).offset(x: 10)
            }
        }
        let perChild = try renderView(pair().opacity(0.5), 30, 10)
        let grouped = try renderView(pair().compositingGroup().opacity(0.5), 30, 10)
        #expect(close(rgba(perChild, 15, 5), [85, 0, 170, 191], tolerance: 1), "\(rgba(perChild, 15, 5))")
        #expect(close(rgba(grouped, 15, 5), [0, 0, 255, 128], tolerance: 1), "\(rgba(grouped, 15, 5))")
        // Outside the overlap both forms agree: red at 0.5.
        #expect(close(rgba(perChild, 5, 5), [255, 0, 0, 128], tolerance: 1))
        #expect(rgba(perChild, 5, 5) == rgba(grouped, 5, 5))
        #expect(ImageRenderer(content: pair().drawingGroup().opacity(0.5)).displayList == ImageRenderer(content: pair().compositingGroup().opacity(0.5)).displayList)
    }

    /// The default shadow colour is `Color(.sRGBLinear, white: 0, opacity: 0.33)`: where the
    /// shadow is fully covered (far from its blurred edges) its alpha is 0.33 × 255 = 84.
    @Test func defaultShadowColour() throws {
        let view = Color.white.frame(width: 40, height: 40).shadow(radius: 2, x: 0, y: 30)
            .frame(width: 60, height: 90, alignment: .top)
        let b = try renderView(view, 60, 90)
        #expect(close(rgba(b, 30, 55), [0, 0, 0, 84], tolerance: 1), "\(rgba(b, 30, 55))")
        #expect(rgba(b, 30, 20) == [255, 255, 255, 255])
    }

    /// `.shadow` on a container shadows each child; after `.compositingGroup()` one layer.
    @Test func containerShadowIsPerChild() throws {
        let stack = VStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        let perChild = ImageRenderer(content: stack.shadow(radius: 3)).displayList
        let grouped = ImageRenderer(content: stack.compositingGroup().shadow(radius: 3)).displayList
        #expect(perChild.dump.components(separatedBy: "layer opacity=1 blend=normal filters=[shadow(").count - 1 == 2)
        #expect(grouped.dump.components(separatedBy: "filters=[shadow(").count - 1 == 1)
        #expect(grouped.dump.contains("sigma=3 x=0 y=0"))
    }

    /// `.mask { Circle() }` keeps the content inside the circle only (mask alpha), and
    /// `.blur`/colour filters wrap the whole view in one layer.
    @Test func maskAndFilters() throws {
        let masked = try renderView(Color.red.mask { Circle() }, 40, 40)
        #expect(rgba(masked, 20, 20) == [255, 59, 48, 255])
        #expect(rgba(masked, 1, 1)[3] == 0)
        let inverted = try renderView(Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255).colorInvert(), 10, 10)
        #expect(rgba(inverted, 5, 5) == [55, 155, 205, 255])
        let gray = try renderView(Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255).grayscale(1), 10, 10)
        #expect(close(rgba(gray, 5, 5), [118, 118, 118, 255], tolerance: 1))
        let l2a = try renderView(Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255).luminanceToAlpha(), 10, 10)
        #expect(close(rgba(l2a, 5, 5), [0, 0, 0, 118], tolerance: 1))
        let blended = try renderView(ZStack { Color(red: 51 / 255, green: 153 / 255, blue: 204 / 255); Color(red: 230 / 255, green: 102 / 255, blue: 26 / 255).blendMode(.multiply) }, 10, 10)
        #expect(close(rgba(blended, 5, 5), [46, 61, 21, 255], tolerance: 2))
    }

    /// A single-leaf `.opacity` keeps its old dump (a group with opacity around the leaf).
    @Test func singleLeafOpacityDumpUnchanged() throws {
        let list = ImageRenderer(content: Color.red.frame(width: 10, height: 10).opacity(0.5)).displayList
        #expect(list.dump == """
        group transform=[1 0 0 1 0 0] opacity=0.5 clips=0 {
          fill nonzero #FF3B30FF path: 0 0 m 10 0 l 10 10 l 0 10 l h
        }
        """)
    }
}
