import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

extension ViewLayout {
    /// Lays out `view` proposed `size`, measuring text with `textMeasurer` and decoding image
    /// files with `imageDecoder` (`import Cairn`'s `init(of:in:)` uses Pango and Cairo's
    /// decoder).
    public init<V: View>(of view: V, in size: CGSize, textMeasurer: any TextMeasurer, imageDecoder: any ImageDecoder) {
        var environment = EnvironmentValues()
        environment.textMeasurer = textMeasurer
        environment.imageDecoder = imageDecoder
        self.init(of: view, proposal: ProposedViewSize(size), environment: environment)
    }
}
