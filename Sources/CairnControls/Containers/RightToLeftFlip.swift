import Foundation
import CairnViews

extension View {
    /// Mirrors the view horizontally when the layout direction is right to left and
    /// `enabled` is true (Apple: `flipsForRightToLeftLayoutDirection(_:)`: "Sets whether this
    /// view mirrors its contents horizontally when the layout direction is right-to-left").
    /// The mirror is a drawing effect about the view's centre (`scaleEffect(x: -1, y: 1)`);
    /// its frame does not change. Otherwise the view is drawn as it is.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        EnvironmentReader { env in
            if enabled && env.layoutDirection == .rightToLeft {
                self.scaleEffect(x: -1, y: 1)
            } else {
                self
            }
        }
    }
}
