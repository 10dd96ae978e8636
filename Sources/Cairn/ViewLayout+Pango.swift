import CairnCairo
import CairnGeometry
import CairnViews
import Foundation

extension ViewLayout {
    /// Lays out `view` proposed `size`, the way SwiftUI's hosting view does, measuring text
    /// with Pango and Cairn's bundled fonts and decoding image files with libpng and librsvg
    /// (what `ImageRenderer` draws).
    public init<V: View>(of view: V, in size: CGSize) {
        self.init(of: view, in: size, textMeasurer: PangoTextMeasurer(), imageDecoder: CairoImageDecoder())
    }
}

extension ViewLayout {
    /// Lays out `view` like `init(of:in:)` from async code: ordinary trees are laid out on
    /// the calling task's thread; a tree too deep for that thread's stack is laid out on a
    /// dedicated large-stack thread while the task is suspended, so no cooperative thread
    /// is ever blocked (a Cairn extra; SwiftUI lays out on the main actor).
    public static func layingOut<V: View>(_ view: V, in size: CGSize) async -> ViewLayout {
        var environment = EnvironmentValues()
        environment.textMeasurer = PangoTextMeasurer()
        environment.imageDecoder = CairoImageDecoder()
        return await ViewLayout.make(of: view, proposal: ProposedViewSize(size), environment: environment)
    }
}
