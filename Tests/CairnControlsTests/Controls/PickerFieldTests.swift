import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `DatePicker` (compact pills), `ColorPicker` (28-point swatch) and `TextEditor`.
@Suite struct PickerFieldTests {
    func text(_ s: String) -> CGSize {
        ViewLayout(of: Text(verbatim: s).fixedSize().id("t"), in: CGSize(width: 1000, height: 1000)).frame(of: "t")!.size
    }

    @Test func datePickerShowsTheDateAndTimeOnPills() {
        // 1 700 000 000 s after 1970 is 2023-11-14 22:13:20 UTC.
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let l = layOut(DatePicker("Starts", selection: .constant(date)).id("d"), 390, 100)
        let d = text("Nov 14, 2023"), t = text("10:13 PM")
        // A row 390 wide, as tall as a pill (the text + 2 · 6).
        #expect(close(l.frame(of: "d")!.size, CGSize(width: 390, height: max(d.height, t.height) + 12)))
        let only = ViewLayout(of: DatePicker("", selection: .constant(date), displayedComponents: .date).fixedSize().id("d"), in: CGSize(width: 390, height: 100))
        // Label "" (0 wide) + the Spacer's 8 + the date pill (text + 2 · 11).
        #expect(close(only.frame(of: "d")!.width, 8 + d.width + 22))
    }

    @Test func colorPickerSwatchIs28Points() {
        let l = layOut(ColorPicker("Tint", selection: .constant(.orange)).id("c"), 300, 100)
        #expect(close(l.frame(of: "c")!.size, CGSize(width: 300, height: 28)))
    }

    @Test func textEditorFillsTheOfferedSize() {
        let l = layOut(TextEditor(text: .constant("Notes")).id("e"), 300, 200)
        expectFrame(l, "e", rect(0, 0, 300, 200))
    }

    /// iOS 26's rich text editor draws its attributed string's runs (a bold run in the bold
    /// face), inset as the plain editor: the text starts 5 points in and 8 down.
    @Test func richTextEditorDrawsItsRuns() throws {
        var text = AttributedString("Hello ")
        var bold = AttributedString("world")
        bold.font = .body.bold()
        text.append(bold)
        let editor = TextEditor(text: .constant(text), selection: .constant(AttributedTextSelection()))
        #expect(drawnStrings(editor, 300, 200) == ["Hello world"])
        var segments: [TextRun.Segment] = []
        for case .text(let run, _) in leaves(ImageRenderer(content: editor.frame(width: 300, height: 200)).displayList) { segments += run.segments }
        #expect(segments.map(\.string) == ["Hello ", "world"])
        #expect(segments.map(\.font.weight) == [400, 700])
        let plain = layOut(TextEditor(text: .constant("Hello world")).id("p"), 300, 200).description
        let rich = layOut(TextEditor(text: .constant(AttributedString("Hello world"))).id("p"), 300, 200).description
        #expect(plain == rich)
    }

    /// iOS 26's `buttonSizing(.flexible)` widens bordered and glass buttons to the offered
    /// width, their label centred; `.fitted` and the default fit the label.
    @Test func flexibleButtonsFillTheWidth() {
        func check<S: PrimitiveButtonStyle>(_ style: S) {
            let flexible = layOut(Button("Delete") {}.buttonStyle(style).buttonSizing(.flexible).id("b"), 300, 100)
            let fitted = layOut(Button("Delete") {}.buttonStyle(style).buttonSizing(.fitted).id("b"), 300, 100)
            let plain = layOut(Button("Delete") {}.buttonStyle(style).id("b"), 300, 100)
            #expect(flexible.frame(of: "b")?.width == 300)
            #expect((fitted.frame(of: "b")?.width ?? 300) < 100)
            #expect(plain.description == fitted.description)
        }
        check(.borderedProminent)
        check(.bordered)
        check(.glass)
        check(.glassProminent)
    }

    /// iOS 26's `safeAreaBar` lays its bar out as `safeAreaInset`.
    @Test func safeAreaBarIsLaidOutAsAnInset() {
        let bar = layOut(Color.red.safeAreaBar(edge: .top) { Color.blue.frame(height: 40).id("b") }, 300, 200)
        let inset = layOut(Color.red.safeAreaInset(edge: .top) { Color.blue.frame(height: 40).id("b") }, 300, 200)
        #expect(bar.frame(of: "b") == inset.frame(of: "b"))
        expectFrame(bar, "b", rect(0, 0, 300, 40))
    }
}
