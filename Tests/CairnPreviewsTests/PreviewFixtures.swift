// A small "package" of previews, compiled into the test program as `cairn previews` compiles a
// package's files: the #Preview forms SwiftUI has for stills, and the registry type the
// command's `--scan` fallback writes for a #Preview.
import Cairn
// (The line numbers below are what PreviewSheetTests expects.)

#Preview {
    Text("Hello")
}

#Preview("Card", traits: .fixedLayout(width: 200, height: 120)) {
    Color.blue
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Color.red.frame(width: 50, height: 30)
}

#Preview("Landscape", traits: .defaultLayout, .landscapeLeft) {
    Color.green
}

#Preview("Builder", body: {
    let count = 3
    HStack(spacing: 0) {
        ForEach(0..<count, id: \.self) { _ in Color.yellow.frame(width: 10, height: 10) }
    }
})

/// What `cairn previews --scan` generates for `#Preview("Scanned") { Color.black … }` at line 900.
struct ScannedPreviewRegistry: PreviewRegistry {
    static let fileID = "CairnPreviewsTests/Scanned.swift"
    static let line = 900
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview("Scanned", traits: .sizeThatFitsLayout) { Color.black.frame(width: 7, height: 5) }
    }
}
