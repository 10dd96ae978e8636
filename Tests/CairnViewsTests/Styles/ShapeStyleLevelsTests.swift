import Cairn
import Testing
import CairnTestSupport

/// ShapeStyle levels on the background, foreground and other styles (iOS 17's instance
/// `secondary` … `quinary`) and `backgroundStyle(_:)` (iOS 16).
@Suite(.designEra(.iOS17)) struct ShapeStyleLevelsTests {
    /// The centre pixel of a 20-point square filled with `style` over `behind`.
    func centre<S: ShapeStyle>(_ style: S, over behind: Color = .white, scheme: ColorScheme = .light) throws -> [Int] {
        let view = Rectangle().fill(style).frame(width: 20, height: 20).background(behind).environment(\.colorScheme, scheme)
        return rgba(try ImageRenderer(content: view).bitmap(), 10, 10)
    }

    @Test func backgroundLevelsAreTheSystemBackgroundHierarchy() throws {
        // Over red so that a clear or missing fill shows.
        #expect(try centre(.background, over: .red) == [255, 255, 255, 255])                 // systemBackground
        #expect(try centre(.background.secondary, over: .red) == [242, 242, 247, 255])       // secondarySystemBackground
        #expect(try centre(.background.tertiary, over: .red) == [255, 255, 255, 255])        // tertiarySystemBackground
        #expect(try centre(.background.quaternary, over: .red) == [255, 255, 255, 255])      // the tertiary (Cairn's estimate)
        #expect(try centre(.background.secondary, over: .red, scheme: .dark) == [28, 28, 30, 255])
        #expect(try centre(.background.tertiary, over: .red, scheme: .dark) == [44, 44, 46, 255])
        #expect(try centre(.background.quinary, over: .red, scheme: .dark) == [44, 44, 46, 255])
    }

    @Test func backgroundStyleSetsWhatBackgroundResolvesTo() throws {
        // Apple's example: `.background(in: Circle()).backgroundStyle(.blue)` fills the circle.
        let circle = Color.clear.frame(width: 40, height: 40).background(in: Circle()).backgroundStyle(.blue).background(Color.white)
        let b = try ImageRenderer(content: circle).bitmap()
        #expect(rgba(b, 20, 20) == [0, 122, 255, 255])     // system blue inside
        #expect(rgba(b, 1, 1) == [255, 255, 255, 255])     // the corner is outside the circle
        // `.background.secondary` under a custom style: the style at 0.6 over white,
        // 255 − 0.6 × (255 − c): red (255, 59, 48) → (255, 137.4, 130.8).
        let secondary = Rectangle().fill(.background.secondary).frame(width: 20, height: 20).backgroundStyle(.red).background(Color.white)
        #expect(close(rgba(try ImageRenderer(content: secondary).bitmap(), 10, 10), [255, 137, 131, 255], tolerance: 1))
        // Text drawn in `.background` follows it too.
        let plain = Rectangle().fill(.background).frame(width: 20, height: 20).backgroundStyle(.green).background(Color.white)
        #expect(rgba(try ImageRenderer(content: plain).bitmap(), 10, 10) == [52, 199, 89, 255])
    }

    @Test func foregroundLevelsAreTheHierarchicalLevels() throws {
        // `.foreground.secondary` with no foreground set: secondaryLabel (60, 60, 67, 0.6) over
        // white = 255 − 0.6 × (255 − c) = (138, 138, 142.2).
        #expect(close(try centre(.foreground.secondary), [138, 138, 142, 255], tolerance: 1))
        // Under `.foregroundStyle(.blue)`: blue (0, 122, 255) at 0.3 = (178.5, 215.1, 255).
        let blue = Rectangle().fill(.foreground.tertiary).frame(width: 20, height: 20).foregroundStyle(.blue).background(Color.white)
        #expect(close(rgba(try ImageRenderer(content: blue).bitmap(), 10, 10), [179, 215, 255, 255], tolerance: 1))
        // As a foreground style it is a level of the enclosing one, like `.tertiary`.
        let asStyle = Rectangle().frame(width: 20, height: 20).foregroundStyle(.foreground.tertiary).foregroundStyle(.blue).background(Color.white)
        #expect(close(rgba(try ImageRenderer(content: asStyle).bitmap(), 10, 10), [179, 215, 255, 255], tolerance: 1))
    }

    @Test func levelsOfAnyStyleScaleItsOpacity() throws {
        // `.tint.secondary`: system blue at 0.6 over white = (102, 175.2, 255).
        #expect(close(try centre(.tint.secondary), [102, 175, 255, 255], tolerance: 1))
        // `Color.red.quaternary`: red at 0.18 = (255, 219.7, 217.7); quinary at 0.1.
        #expect(close(try centre(Color.red.quaternary), [255, 220, 218, 255], tolerance: 1))
        #expect(close(try centre(Color.black.quinary), [230, 230, 230, 255], tolerance: 1))
    }

    /// `ShapeStyle.tint` is "a style that reflects the current tint color": the accent colour
    /// (system blue) by default, the colour an enclosing `.tint(_:)` sets — iOS 17's system
    /// purple (175, 82, 222) — and at 0.5 opacity over white (215, 168, 238) after rounding.
    @Test func tintStyleFollowsTheTintModifier() throws {
        #expect(try centre(.tint) == [0, 122, 255, 255])
        let tinted = VStack { Rectangle().fill(.tint).frame(width: 20, height: 20) }.tint(.purple)
        #expect(rgba(try ImageRenderer(content: tinted).bitmap(), 10, 10) == [175, 82, 222, 255])
        let faded = VStack { Rectangle().fill(.tint.opacity(0.5)).frame(width: 20, height: 20) }
            .background(Color.white).tint(.purple)
        #expect(close(rgba(try ImageRenderer(content: faded).bitmap(), 10, 10), [215, 168, 238, 255], tolerance: 1))
        // A symbol in `.foregroundStyle(.tint)`, as a card's icon is drawn.
        let icon = Image(systemName: "circle.fill").resizable().foregroundStyle(.tint).frame(width: 20, height: 20).tint(.orange)
        #expect(rgba(try ImageRenderer(content: icon).bitmap(), 10, 10) == [255, 149, 0, 255])
    }
}
