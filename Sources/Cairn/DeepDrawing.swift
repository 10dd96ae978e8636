import CairnDisplayList
import CairnViews
import Foundation

extension DisplayList {
    /// How deeply groups nest in the list (0: no group), counted without recursion.
    var groupDepth: Int {
        var deepest = 0
        var pending: [(DisplayList, Int)] = [(self, 0)]
        while let (list, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            for item in list.items {
                if case .group(let g) = item { pending.append((g.content, depth + 1)) }
            }
        }
        return deepest
    }
}

/// Bytes of stack the painters (Cairo, SVG, PDF) use per level of group nesting, with
/// room to spare: measured about 3 KB in debug builds (an 8 MiB stack overflowed at
/// 2,670 nested groups), far less in release.
private let paintStackPerLevel: UInt = 4096

/// Runs `work` (which paints `list`) on the caller's thread when its stack can hold the
/// painters' recursion over the list's groups, otherwise on the large-stack thread.
func paintingOnSufficientStack<T>(_ list: DisplayList, _ work: @escaping () throws -> T) throws -> T {
    let depth = UInt(list.groupDepth)
    if depth < 64 { return try work() }
    let floor = StackBudget.currentFloor()
    let here = StackBudget.currentAddress()
    if floor == 0 || (here > floor && (here - floor) / paintStackPerLevel > depth) { return try work() }
    let job = UncheckedBox(work)
    let result = LargeStack.run { UncheckedBox(Result { try job.value() }) }
    return try result.value.get()
}
