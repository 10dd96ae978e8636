import Cairn
import Foundation
import Testing
import CairnTestSupport

/// A user `GeometryEffect` moves the global frame of the views inside it, like `.offset`
/// and the other built-in effects (issue 13/14).
@Suite struct GeometryEffectFrameTests {
    struct Slide: GeometryEffect {
        var dx: CGFloat
        var animatableData: CGFloat {
            get { dx }
            set { dx = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: dx, y: size.height / 2))
        }
    }

    struct Grow: GeometryEffect {
        var animatableData: CGFloat = 0
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        }
    }

    @Test func userEffectsMoveFrames() throws {
        // A 20 × 10 dot centred in 100 × 100: (40, 45); the effect moves it by (30, 5).
        let layout = ImageRenderer(content: Color.red.frame(width: 20, height: 10).id("dot")
            .modifier(Slide(dx: 30)).frame(width: 100, height: 100)).layout
        #expect(layout.frame(of: "dot") == CGRect(x: 70, y: 50, width: 20, height: 10))
        // The same through `.offset`, for comparison: the built-in path agrees.
        let builtIn = ImageRenderer(content: Color.red.frame(width: 20, height: 10).id("dot")
            .offset(x: 30, y: 5).frame(width: 100, height: 100)).layout
        #expect(builtIn.frame(of: "dot") == layout.frame(of: "dot"))
        // Scale 2 about the effect's origin (the dot's top-leading corner at (40, 45)): the
        // 20 × 10 dot becomes 40 × 20 from that corner.
        let grown = ImageRenderer(content: Color.red.frame(width: 20, height: 10).id("dot")
            .modifier(Grow()).frame(width: 100, height: 100)).layout
        #expect(grown.frame(of: "dot") == CGRect(x: 40, y: 45, width: 40, height: 20))
    }

    @Test func globalFrameInsideAGeometryReader() throws {
        // GeometryReader inside the moved view reports the moved global frame.
        struct Probe: View {
            var body: some View {
                GeometryReader { proxy in
                    Color.clear.preference(key: OriginKey.self, value: proxy.frame(in: .global).origin.x)
                }
                .frame(width: 20, height: 10)
                .modifier(Slide(dx: 30))
                .frame(width: 100, height: 100)
            }
        }
        struct OriginKey: PreferenceKey {
            static let defaultValue: CGFloat = -1
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }
        let layout = ImageRenderer(content: Probe()).layout
        #expect(layout.root.preferenceValue(OriginKey.self) == 70)
    }
}
