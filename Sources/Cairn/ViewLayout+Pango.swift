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
