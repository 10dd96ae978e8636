import CairnGeometry
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

extension View {
    /// Mirrors the view horizontally when `behavior` says so for the environment's layout
    /// direction (Apple: `layoutDirectionBehavior(_:)`, iOS 17): `.mirrors` in right-to-left
    /// layouts, `.mirrors(in: .leftToRight)` in left-to-right ones, `.fixed` never. The mirror
    /// is drawn about the view's centre, as `flipsForRightToLeftLayoutDirection(true)` draws
    /// it; the frame does not change.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        EnvironmentReader { env in
            if case .mirrors(let direction) = behavior, env.layoutDirection == direction {
                self.scaleEffect(x: -1, y: 1)
            } else {
                self
            }
        }
    }
}
