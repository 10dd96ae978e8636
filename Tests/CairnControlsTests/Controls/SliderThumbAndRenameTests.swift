import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// `.sliderThumbVisibility(_:)` (iOS 26), `RenameButton` with `renameAction(_:)`, and
/// `dialogIcon(_:)`, which has no effect on iOS.
@Suite struct SliderThumbAndRenameTests {
    func bitmap<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 30) throws -> Bitmap {
        let r = ImageRenderer(content: view.frame(width: w, height: h).background(Color.white))
        r.scale = 1
        return try r.bitmap()
    }

    /// Whether two views draw the same pixels (a Boolean, so a failure prints no arrays).
    func identical<A: View, B: View>(_ a: A, _ b: B, _ w: CGFloat = 200, _ h: CGFloat = 30) throws -> Bool {
        try bitmap(a, w, h).pixels == bitmap(b, w, h).pixels
    }

    /// Hidden, the thumb is gone and the tint fills the track up to the value along its whole
    /// length: at 0.25 of 200 points, x 50. The track's centre row is tinted left of 50 and
    /// track grey right of it; no white knob pixel rises above the track.
    @Test(arguments: [DesignEra.iOS17, .iOS26]) func aHiddenThumbLeavesTheFilledTrack(era: DesignEra) throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let slider = Slider(value: .constant(0.25)).tint(red).environment(\.designEra, era)
        let hidden = try bitmap(slider.sliderThumbVisibility(.hidden))
        let shown = try bitmap(slider.sliderThumbVisibility(.visible))
        let p = hidden.pixel(x: 45, y: 15), q = hidden.pixel(x: 55, y: 15)
        #expect(p.red == 255 && p.green == 0 && p.blue == 0, "\(p)")
        #expect(q.red == q.green && q.red < 250, "track grey \(q)")
        // Above the track (y 5) all white: no thumb. With the thumb, its rim or shadow shows there.
        for x in 0..<200 { #expect(hidden.pixel(x: x, y: 5).red == 255 && hidden.pixel(x: x, y: 5).blue == 255) }
        #expect((0..<200).contains { shown.pixel(x: $0, y: 5).red < 255 || shown.pixel(x: $0, y: 24).red < 255 })
        // `.automatic` and `.visible` draw the default slider.
        #expect(try identical(slider, slider.sliderThumbVisibility(.automatic)))
        #expect(try identical(slider, slider.sliderThumbVisibility(.visible)))
        // Empty and full.
        let empty = try bitmap(Slider(value: .constant(0.0)).tint(red).sliderThumbVisibility(.hidden).environment(\.designEra, era))
        #expect(empty.pixel(x: 2, y: 15).red < 250 || empty.pixel(x: 2, y: 15).green > 0)
        let full = try bitmap(Slider(value: .constant(1.0)).tint(red).sliderThumbVisibility(.hidden).environment(\.designEra, era))
        #expect(full.pixel(x: 195, y: 15).red == 255 && full.pixel(x: 195, y: 15).green == 0)
    }

    struct Renaming: View {
        @State var renamed = false
        var body: some View {
            VStack {
                Text(renamed ? "Renaming" : "Named")
                RenameButton()
            }
            .renameAction { renamed = true }
        }
    }

    /// Without an action the button is "Rename" with a pencil, disabled (as Apple documents);
    /// with one it is enabled and a tap runs it.
    @Test func renameButtonRunsTheEnvironmentsAction() throws {
        let expected = Button {} label: { Label("Rename", systemImage: "pencil") }
        #expect(try identical(RenameButton(), expected.disabled(true), 200, 60))
        #expect(try identical(RenameButton().renameAction {}, expected, 200, 60))
        #expect(try !identical(expected, expected.disabled(true), 200, 60))
        let r = AnimationRenderer(content: Renaming(), duration: 1).tap("Rename", at: 0.5)
        let strings = PresentationTestSupport.strings
        #expect(strings(r.displayList(atFrame: 0).items).contains("Named"))
        #expect(strings(r.displayList(atFrame: 29).items).contains("Renaming"))
    }

    /// `dialogIcon(_:)` changes nothing on iOS: Apple, "no effect on other platforms" than
    /// macOS and watchOS.
    @Test func dialogIconChangesNothingOnIOS() throws {
        let alert = Color.white.alert("Delete?", isPresented: .constant(true)) { Button("Delete", role: .destructive) {} }
        #expect(try identical(alert.dialogIcon(Image(systemName: "trash")), alert, 390, 400))
    }
}
