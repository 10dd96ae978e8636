import Cairn
import Foundation

/// The strings of every text run in `items`, in drawing order (groups opened).
public func drawnStrings(_ items: [DisplayList.Item]) -> [String] {
    items.flatMap { item -> [String] in
        switch item {
        case .text(let run, _): return [run.string]
        case .group(let g): return drawnStrings(g.content.items)
        default: return []
        }
    }
}

/// The strings a view draws laid out on a `width` × `height` canvas, in drawing order.
public func drawnStrings<V: View>(_ view: V, _ width: CGFloat = 390, _ height: CGFloat = 600) -> [String] {
    drawnStrings(ViewLayout(of: view, in: CGSize(width: width, height: height)).displayList.items)
}
