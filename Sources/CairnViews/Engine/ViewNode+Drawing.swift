import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

// The draw stage: the placed tree walked into a display list.
extension ViewNode {
    package func draw(into list: inout DisplayList) {
        guard graph.hasStack() else { return }
        if presentationEffects.isEmpty {
            behavior.draw(self, into: &list)
            return
        }
        var inner = DisplayList()
        behavior.draw(self, into: &inner)
        for effect in presentationEffects.reversed() where !inner.isEmpty {
            var group = effect.group(in: frame)
            group.content = inner
            inner = DisplayList([.group(group)])
        }
        list.items.append(contentsOf: inner.items)
    }

    /// Draws the children by `zIndex`, with the ghosts of removed children (transitions) at
    /// their old places. `skippingLast` leaves out the last children, which a container draws
    /// itself (a navigation stack's container background, under everything).
    package func drawChildren(into list: inout DisplayList, skippingLast skipped: Int = 0) {
        let drawn = skipped > 0 ? Array(children.dropLast(skipped)) : children
        if ghosts.isEmpty {
            for c in Self.inDrawingOrder(drawn) { c.draw(into: &list) }  // by zIndex (below)
            return
        }
        var pending = ghosts[...]
        for (i, c) in drawn.enumerated() {
            while let g = pending.first, g.index <= i {
                g.node.draw(into: &list)
                pending = pending.dropFirst()
            }
            c.draw(into: &list)
        }
        for g in pending { g.node.draw(into: &list) }
    }
}

extension ViewNode {
    /// The node's z-index: its own, or that of the view its modifiers wrap (a trait, as in
    /// SwiftUI: `.zIndex(1).padding()` keeps it).
    var zIndex: Double {
        var node = self
        while true {
            switch node.behavior.zIndexRole {
            case .none: return 0
            case let .value(z): return z
            case .wrapsFirstChild:
                guard let first = node.children.first else { return 0 }
                node = first
            }
        }
    }

    /// The children in drawing order: by z-index, ties in their order (stable).
    var childrenInDrawingOrder: [ViewNode] { Self.inDrawingOrder(children) }

    /// `nodes` by `zIndex`, in their order where equal.
    static func inDrawingOrder(_ nodes: [ViewNode]) -> [ViewNode] {
        guard nodes.contains(where: { $0.zIndex != 0 }) else { return nodes }
        return nodes.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }
}
