import Cairn
import Foundation
import Testing
import CairnTestSupport

/// The ten-line example at the top of README.md, as written there.
@Suite(.designEra(.iOS17)) struct ReadmeExampleTests {
    var view: some View {
        HStack(alignment: .bottom, spacing: 12) {
            ForEach([165, 129, 148, 176], id: \.self) { value in
                RoundedRectangle(cornerRadius: 6).fill(Color.blue.gradient).frame(width: 30, height: CGFloat(value))
            }
        }
        .padding()
        .background(Color.white)
    }

    @Test func layoutAndPixels() throws {
        // Four 30-wide bars with 12 between them: 4·30 + 3·12 = 156 wide, 176 tall (the
        // tallest bar), plus the default padding of 16 on every side: 188 × 208.
        let bitmap = try ImageRenderer(content: view).bitmap()
        #expect(bitmap.width == 188 && bitmap.height == 208)
        // The background is white at the padding.
        #expect(rgba(bitmap, 2, 2) == [255, 255, 255, 255])
        // Bars are bottom-aligned: the second bar (129 tall) spans x 58…88 and ends at
        // y = 16 + 176 = 192, so it starts at y = 63. Above it is background, inside it is blue.
        #expect(rgba(bitmap, 73, 60) == [255, 255, 255, 255])
        let inside = rgba(bitmap, 73, 150)
        #expect(inside[2] > 200 && inside[0] < 40)
    }
}
