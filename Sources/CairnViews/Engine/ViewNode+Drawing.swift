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

    package func drawChildren(into list: inout DisplayList) {
        if ghosts.isEmpty {
            for c in childrenInDrawingOrder { c.draw(into: &list) }  // zIndex (ShapeShorthands.swift)
            return
        }
        var pending = ghosts[...]
        for (i, c) in children.enumerated() {
            while let g = pending.first, g.index <= i {
                g.node.draw(into: &list)
                pending = pending.dropFirst()
            }
            c.draw(into: &list)
        }
        for g in pending { g.node.draw(into: &list) }
    }
}
