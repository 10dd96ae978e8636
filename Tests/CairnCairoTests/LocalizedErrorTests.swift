import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Every public error type answers `localizedDescription` with its own message (what went
/// wrong and what to do), not Foundation's "The operation could not be completed".
@Suite struct LocalizedErrorTests {
    static let cases: [(any Error, String)] = [
        (RenderError.invalidSize(width: 0, height: 10, scale: 1), "Pass a positive size"),
        (RenderError.canvasTooLarge(pixelWidth: 40000, pixelHeight: 10, limit: 32767), "Render a smaller size"),
        (RenderError.fileWriteFailed(path: "/nowhere/a.png", reason: "No such file or directory"),
         "Check that its folder exists and is writable"),
        (RenderError.pngEncodingFailed(reason: "empty"), "Check that the image is not empty"),
        (ImageRendererError.unknownFormat("jpg"), "use .png, .svg or .pdf"),
        (ExportError.invalidFrameRate(0), "e.g. 30"),
        (ExportError.programNotFound(name: "ffmpeg", installHint: "apt-get install ffmpeg"), "Install it (apt-get install ffmpeg)"),
        (AnimatedSVGError.unsupported("a blur changes"), "export a GIF, APNG or video instead"),
        (ImageDecodingError("not a PNG, JPEG or SVG file"), "Cairn reads PNG, JPEG and SVG files"),
    ]

    @Test(arguments: 0..<cases.count)
    func localizedDescriptionSaysWhatToDo(index: Int) {
        let (error, advice) = Self.cases[index]
        let message = error.localizedDescription
        #expect(!message.contains("The operation could not be completed"))
        #expect(message.contains(advice), "\(message)")
        #expect(error is LocalizedError)
    }

    /// `import Cairn` alone can name and catch the renderer's error.
    @Test func renderErrorIsCatchableThroughCairn() {
        #expect(throws: Cairn.RenderError.self) {
            try ImageRenderer(content: Color.red.frame(width: 0, height: 0)).pngData()
        }
    }
}
