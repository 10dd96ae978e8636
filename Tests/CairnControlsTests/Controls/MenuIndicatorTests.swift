import Cairn
import Testing
import CairnTestSupport

/// `menuIndicator(_:)`, `labelsVisibility(_:)` and `searchFocused(_:)`.
@Suite(.designEra(.iOS17)) struct MenuIndicatorTests {
    var picker: some View { Picker("Size", selection: .constant(1)) { Text("Small").tag(1); Text("Large").tag(2) }.pickerStyle(.menu) }

    @Test func hiddenIndicatorRemovesTheMenuPickersChevrons() {
        let shown = layOut(picker.fixedSize().id("p"), 300, 100).frame(of: "p")!
        let hidden = layOut(picker.menuIndicator(.hidden).fixedSize().id("p"), 300, 100).frame(of: "p")!
        // The chevrons' 9-point box and the 4-point spacing before it go.
        #expect(close(shown.width - hidden.width, 13))
        let visible = layOut(picker.menuIndicator(.visible).fixedSize().id("p"), 300, 100).frame(of: "p")!
        #expect(close(visible.width, shown.width))
    }

    @Test func labelsVisibilityHiddenIsLabelsHidden() throws {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        let hidden = layOut(toggle.labelsVisibility(.hidden).fixedSize().id("t"), 390, 100).frame(of: "t")!
        let labelsHidden = layOut(toggle.labelsHidden().fixedSize().id("t"), 390, 100).frame(of: "t")!
        #expect(close(hidden.size, labelsHidden.size))
        #expect(close(hidden.size, CGSize(width: 51, height: 31)))   // the switch alone
        // `.visible` inside `labelsHidden()` shows the label again.
        let shown = layOut(toggle.labelsVisibility(.visible).labelsHidden().fixedSize().id("t"), 390, 100).frame(of: "t")!
        #expect(shown.width > 51 + 20)
    }

    @Test func searchFocusChangesNothingDrawn() throws {
        struct Scene: View {
            @FocusState var focused: Bool
            let modified: Bool
            var body: some View {
                let list = NavigationStack { List { Text("Row") }.navigationTitle("Find") }
                if modified { return AnyView(list.searchable(text: .constant("")).searchFocused($focused)) }
                return AnyView(list.searchable(text: .constant("")))
            }
        }
        let a = try ImageRenderer(content: Scene(modified: false).frame(width: 390, height: 300)).bitmap()
        let b = try ImageRenderer(content: Scene(modified: true).frame(width: 390, height: 300)).bitmap()
        #expect(a.pixels == b.pixels)
    }
}
