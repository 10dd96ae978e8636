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

/// Every leaf item of a list, descending through groups and layers (their transforms, clips
/// and opacities not applied).
public func leaves(_ list: DisplayList) -> [DisplayList.Item] {
    list.items.flatMap { item -> [DisplayList.Item] in
        switch item {
        case .group(let g): return leaves(g.content)
        case .layer(let l): return leaves(l.content)
        default: return [item]
        }
    }
}
