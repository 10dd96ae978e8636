import CairnGeometry
import Foundation

/// `GeometryReader` (reference §9) as a pure function: as big as the proposal (nil axes
/// 10, OpenSwiftUI's value); each content view is proposed the reader's size and put at
/// its top-leading corner, independently (iOS 14+).
package struct GeometryReaderLayout: Sendable {
    package init() {}

    /// The reader's size for `proposal`.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// Where each content view goes in a reader of `size`.
    package func placements(in size: CGSize, content: [LayoutSubview]) -> [LayoutPlacement] {
        let p = ProposedViewSize(size)
        return content.map { LayoutPlacement(origin: .zero, proposal: p, size: $0.sizeThatFits(p)) }
    }
}
