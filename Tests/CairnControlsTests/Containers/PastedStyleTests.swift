import Cairn
import Foundation
import Testing
import CairnTestSupport

/// Style modifiers pasted code sets: `groupBoxStyle`, `menuStyle`, `controlGroupStyle` (and
/// labelled control groups), `textEditorStyle`, `navigationViewStyle`, and
/// `flipsForRightToLeftLayoutDirection`. Built-in styles draw as iOS does (the same bytes as
/// the automatic drawing where iOS draws the same); custom styles get a configuration whose
/// parts, and `GroupBox(configuration)`/`Menu(configuration)`, draw as documented.
@Suite(.designEra(.iOS17)) struct PastedStyleTests {
    func png<V: View>(_ view: V) throws -> Data { try ImageRenderer(content: view.frame(width: 200, height: 120).background(Color.white)).pngData() }

    /// A card style of the kind tutorials write: the label over the content, padded 10, on a
    /// pure red rounded fill.
    struct CardGroupBoxStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 4) {
                configuration.label
                configuration.content
            }
            .padding(10)
            .background(Color(red: 1, green: 0, blue: 0), in: RoundedRectangle(cornerRadius: 6))
        }
    }

    /// A style that wraps the automatic box in 5 more points of padding.
    struct PaddedGroupBoxStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            GroupBox(configuration).padding(5)
        }
    }

    @Test func customGroupBoxStylesGetTheLabelAndContent() throws {
        let card = layOut(GroupBox { fixed(50, 20).id("c") } label: { fixed(30, 10).id("l") }
            .groupBoxStyle(CardGroupBoxStyle()).id("box"), 300, 200)
        // 10 + 10 + 4 + 20 + 10 = 54 tall, 10 + 50 + 10 = 70 wide, centred.
        expectFrame(card, "box", rect(115, 73, 70, 54))
        expectFrame(card, "l", rect(125, 83, 30, 10))
        expectFrame(card, "c", rect(125, 97, 50, 20))
        // GroupBox(configuration) draws the automatic box (inset 16, label 8 above the content,
        // full width) inside the custom style's padding.
        let padded = layOut(GroupBox { fixed(50, 20).id("c") } label: { fixed(30, 10).id("l") }
            .groupBoxStyle(PaddedGroupBoxStyle()).id("box"), 300, 200)
        // 5 + 16 + 10 + 8 + 20 + 16 + 5 = 80 tall.
        expectFrame(padded, "box", rect(0, 60, 300, 80))
        expectFrame(padded, "l", rect(21, 81, 30, 10))
        expectFrame(padded, "c", rect(21, 99, 50, 20))
        // `.automatic` is the drawing without the modifier.
        let box = GroupBox("Title") { Text("Body") }
        #expect(try png(box.groupBoxStyle(.automatic)) == png(box))
    }

    /// A menu style that pads the automatic menu by 10 on a pure green fill.
    struct BadgeMenuStyle: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            Menu(configuration).padding(10).background(Color(red: 0, green: 1, blue: 0))
        }
    }

    @Test func menuStylesDrawTheClosedLabel() throws {
        let menu = Menu("Sort") { Button("Name") {}; Button("Date") {} }
        // `.automatic` and `.button` draw the label as a button in the button style in effect,
        // as iOS's closed menu; `.borderlessButton` keeps it borderless whatever that style is.
        #expect(try png(menu.menuStyle(.automatic)) == png(menu))
        #expect(try png(menu.menuStyle(.button)) == png(menu))
        #expect(try png(menu.menuStyle(.button).buttonStyle(.borderedProminent)) == png(Button("Sort") {}.buttonStyle(.borderedProminent)))
        #expect(try png(menu.menuStyle(.borderlessButton).buttonStyle(.borderedProminent)) == png(Button("Sort") {}.buttonStyle(.borderless)))
        #expect(try png(menu.menuStyle(.button).buttonStyle(.borderedProminent)) != png(menu))
        // A custom style: the menu's own frame plus 10 on each side.
        let plain = try #require(layOut(menu.id("m"), 300, 200).frame(of: "m"))
        let badged = try #require(layOut(menu.menuStyle(BadgeMenuStyle()).id("m"), 300, 200).frame(of: "m"))
        #expect(badged.width == plain.width + 20 && badged.height == plain.height + 20)
    }

    /// A control group style that pads the automatic group by 5.
    struct PaddedControlGroupStyle: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            ControlGroup(configuration).padding(5)
        }
    }

    @Test func controlGroupStylesAndLabels() throws {
        let plain = ControlGroup { Button("Cut") {}; Button("Copy") {} }
        let labelled = ControlGroup("Edit", systemImage: "pencil") { Button("Cut") {}; Button("Copy") {} }
        // The automatic style does not show the label; .navigation and .palette draw it too.
        #expect(try png(labelled) == png(plain))
        #expect(try png(labelled.controlGroupStyle(.automatic)) == png(plain))
        #expect(try png(labelled.controlGroupStyle(.navigation)) == png(plain))
        #expect(try png(labelled.controlGroupStyle(.palette)) == png(plain))
        // .menu and .compactMenu draw the closed menu: the group's label as a menu's.
        let menu = Menu { Button("Cut") {}; Button("Copy") {} } label: { Label("Edit", systemImage: "pencil") }
        #expect(try png(labelled.controlGroupStyle(.menu)) == png(menu))
        #expect(try png(labelled.controlGroupStyle(.compactMenu)) == png(menu))
        #expect(try png(labelled.controlGroupStyle(.menu)) != png(plain))
        // The iOS 16 builder label and a custom style around ControlGroup(configuration).
        let built = ControlGroup { Button("Cut") {} } label: { Text("Edit") }
        let unpadded = try #require(layOut(built.id("g"), 300, 200).frame(of: "g"))
        let padded = try #require(layOut(built.controlGroupStyle(PaddedControlGroupStyle()).id("g"), 300, 200).frame(of: "g"))
        #expect(padded.width == unpadded.width && padded.height == unpadded.height + 10)
    }

    /// A text editor style drawing a pure blue box in the editor's place (its configuration
    /// has no public parts, as Apple's).
    struct BoxTextEditorStyle: TextEditorStyle {
        func makeBody(configuration: Configuration) -> some View { Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 10) }
    }

    @Test func textEditorStyles() throws {
        let editor = TextEditor(text: .constant("Notes\nSecond line"))
        // On iOS the automatic editor has no decoration, so `.plain` draws the same.
        #expect(try png(editor.textEditorStyle(.plain)) == png(editor))
        #expect(try png(editor.textEditorStyle(.automatic)) == png(editor))
        // The editor fills its proposal, its text inset 8 from the top and 5 from the sides.
        let l = layOut(TextEditor(text: .constant("Notes")).id("e"), 300, 200)
        expectFrame(l, "e", rect(0, 0, 300, 200))
        // A custom style draws its body in the editor's place.
        let boxed = layOut(TextEditor(text: .constant("Notes")).textEditorStyle(BoxTextEditorStyle()).id("e"), 300, 200)
        expectFrame(boxed, "e", rect(140, 95, 20, 10))
    }

    @Test func everyNavigationViewStyleDrawsTheIPhoneStack() throws {
        let nav = NavigationView { List { Text("One"); Text("Two") }.navigationTitle("Items") }
        let plain = try png(nav)
        #expect(try png(nav.navigationViewStyle(.stack)) == plain)
        #expect(try png(nav.navigationViewStyle(.automatic)) == plain)
        #expect(try png(nav.navigationViewStyle(.columns)) == plain)
        #expect(try png(nav.navigationViewStyle(DoubleColumnNavigationViewStyle())) == plain)
        #expect(try png(nav.navigationViewStyle(StackNavigationViewStyle())) == plain)
    }

    /// Left half pure red, right half pure blue, 40 × 20.
    var halves: some View {
        HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }.frame(width: 40, height: 20)
    }

    func leftPixel<V: View>(_ view: V) throws -> [Int] {
        let p = try ImageRenderer(content: view).bitmap().pixel(x: 5, y: 10)
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    @Test func flipsForRightToLeftMirrorsOnlyInRightToLeft() throws {
        let red = [255, 0, 0], blue = [0, 0, 255]
        // An HStack lays out right to left, so without the flip red is on the right in RTL.
        #expect(try leftPixel(halves.environment(\.layoutDirection, .rightToLeft)) == blue)
        #expect(try leftPixel(halves.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft)) == red)
        #expect(try leftPixel(halves.flipsForRightToLeftLayoutDirection(false).environment(\.layoutDirection, .rightToLeft)) == blue)
        #expect(try leftPixel(halves.flipsForRightToLeftLayoutDirection(true)) == red)
        // The frame is unchanged: mirroring is a drawing effect.
        let l = layOut(halves.flipsForRightToLeftLayoutDirection(true).id("h").environment(\.layoutDirection, .rightToLeft), 100, 100)
        expectFrame(l, "h", rect(30, 40, 40, 20))
    }

    /// `layoutDirectionBehavior(_:)` (iOS 17): `.mirrors` flips in right-to-left layouts,
    /// `.mirrors(in: .leftToRight)` in left-to-right ones, `.fixed` never.
    @Test func layoutDirectionBehaviorMirrorsInItsDirection() throws {
        let red = [255, 0, 0], blue = [0, 0, 255]
        func rtl<V: View>(_ v: V) -> some View { v.environment(\.layoutDirection, .rightToLeft) }
        #expect(try leftPixel(rtl(halves.layoutDirectionBehavior(.mirrors))) == red)
        #expect(try leftPixel(rtl(halves.layoutDirectionBehavior(.fixed))) == blue)
        #expect(try leftPixel(rtl(halves.layoutDirectionBehavior(.mirrors(in: .leftToRight)))) == blue)
        #expect(try leftPixel(halves.layoutDirectionBehavior(.mirrors(in: .leftToRight))) == blue)
        #expect(try leftPixel(halves.layoutDirectionBehavior(.mirrors)) == red)
        #expect(try leftPixel(halves.layoutDirectionBehavior(.fixed)) == red)
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
    }
}
