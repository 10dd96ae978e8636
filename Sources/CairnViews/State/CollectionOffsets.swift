import Foundation

// SwiftUI's collection helpers for `onDelete(perform:)` and `onMove(perform:)` closures
// (Apple: `RangeReplaceableCollection.remove(atOffsets:)` and
// `MutableCollection.move(fromOffsets:toOffset:)`), which pasted list code calls as
// `items.remove(atOffsets: offsets)` and `items.move(fromOffsets: source, toOffset: destination)`.
// Offsets count from the collection's start; offsets outside it are ignored (SwiftUI traps).

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (counted from the start); offsets past the end are
    /// ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var kept = Self()
        for (offset, element) in self.enumerated() where !offsets.contains(offset) {
            kept.append(element)
        }
        self = kept
    }
}

extension MutableCollection {
    /// Moves the elements at `source` (offsets from the start) so that they sit, in their
    /// order, before the element that was at offset `destination` (`count`: to the end),
    /// as SwiftUI's `move(fromOffsets:toOffset:)` does. Offsets outside the collection are
    /// ignored and a destination past the end counts as the end.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let total = count
        let moving = Set(source.filter { $0 >= 0 && $0 < total })
        guard !moving.isEmpty else { return }
        let all = Array(self)
        let target = Swift.min(Swift.max(destination, 0), total)
        var before: [Element] = []
        var picked: [Element] = []
        var after: [Element] = []
        for (offset, element) in all.enumerated() {
            if moving.contains(offset) {
                picked.append(element)
            } else if offset < target {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        for (index, element) in zip(indices, before + picked + after) { self[index] = element }
    }
}
