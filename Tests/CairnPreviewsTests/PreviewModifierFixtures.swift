// Previews with `PreviewModifier` traits (iOS 18), compiled into the test program as
// `cairn previews` compiles a package's files. (PreviewSheetTests expects the line numbers.)
import Cairn

#Preview("Modified", traits: .fixedLayout(width: 30, height: 20), .modifier(OrangeBackdrop()), .modifier(BluePadding())) {
    Color.clear.frame(width: 10, height: 10)
}

/// How many times each fixture modifier made its shared context.
@MainActor enum ContextsMade {
    static var orange = 0
}

/// A modifier with a shared context: the colour it puts behind the preview.
struct OrangeBackdrop: PreviewModifier {
    static func makeSharedContext() async throws -> Color {
        ContextsMade.orange += 1
        return Color(red: 1, green: 0.5, blue: 0)
    }

    func body(content: Content, context: Color) -> some View {
        content.background(context)
    }
}

/// A modifier without a context: 5 points of padding on blue around what it is given.
struct BluePadding: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.padding(5).background(Color(red: 0, green: 0, blue: 1))
    }
}
