import CairnGeometry
import CairnLayout
import Foundation
import CairnViews

/// The horizontal edges of a view (`.safeAreaInset(edge:)`).
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

extension View {
    /// Shows `content` along the top or bottom edge of this view and shrinks this view by
    /// its height plus `spacing` (nil: 0), as SwiftUI insets the safe area.
    ///
    /// A still image has no safe area to extend into: where SwiftUI lets a background that
    /// ignores the safe area run under the inset, Cairn stops it at the inset (the two are
    /// stacked, the inset aligned across by `alignment`).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        let gap = validLength(spacing) ?? 0
        return VStack(alignment: alignment, spacing: gap) {
            if edge == .top { inset }
            self.layoutPriority(-1)
            if edge == .bottom { inset }
        }
    }

    /// Shows `content` along the leading or trailing edge of this view and shrinks this view
    /// by its width plus `spacing` (nil: 0).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        let gap = validLength(spacing) ?? 0
        return HStack(alignment: alignment, spacing: gap) {
            if edge == .leading { inset }
            self.layoutPriority(-1)
            if edge == .trailing { inset }
        }
    }
}
