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
}
