import Cairn
import Foundation
import Testing
import CairnTestSupport

/// A layout that stacks its subviews on top of each other at the top-leading corner.
private struct PileLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { acc, s in
            let d = s.sizeThatFits(proposal)
            return CGSize(width: max(acc.width, d.width), height: max(acc.height, d.height))
        }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: proposal) }
    }
}

/// One row of the deep-tree table: a modifier or container applied `depth` times around a
/// 4×4 red leaf, and where the leaf lands in a 40×40 canvas.
struct DeepCase: CustomTestStringConvertible, Sendable {
    let name: String
    let wrap: @Sendable (AnyView) -> AnyView
    /// The leaf's expected top-left corner.
    let leaf: CGPoint
    var testDescription: String { name }

    static let centre = CGPoint(x: 18, y: 18)
    static let all: [DeepCase] = [
        DeepCase(name: "padding", wrap: { AnyView($0.padding(0)) }, leaf: centre),
        DeepCase(name: "frame", wrap: { AnyView($0.frame(width: 4, height: 4)) }, leaf: centre),
        DeepCase(name: "flexible frame", wrap: { AnyView($0.frame(maxWidth: 30, maxHeight: 30)) }, leaf: centre),
        DeepCase(name: "offset", wrap: { AnyView($0.offset(x: 0, y: 0)) }, leaf: centre),
        DeepCase(name: "opacity", wrap: { AnyView($0.opacity(1)) }, leaf: centre),
        DeepCase(name: "HStack", wrap: { v in AnyView(HStack { v }) }, leaf: centre),
        DeepCase(name: "VStack", wrap: { v in AnyView(VStack { v }) }, leaf: centre),
        DeepCase(name: "ZStack", wrap: { v in AnyView(ZStack { v }) }, leaf: centre),
        DeepCase(name: "GeometryReader", wrap: { v in AnyView(GeometryReader { _ in v }) }, leaf: .zero),
        DeepCase(name: "alignmentGuide", wrap: { AnyView($0.alignmentGuide(HorizontalAlignment.center) { d in d.width / 2 }) }, leaf: centre),
        DeepCase(name: "fixedSize", wrap: { AnyView($0.fixedSize()) }, leaf: centre),
        DeepCase(name: "clipShape", wrap: { AnyView($0.clipShape(Rectangle())) }, leaf: centre),
        DeepCase(name: "rotationEffect", wrap: { AnyView($0.rotationEffect(.zero)) }, leaf: centre),
        DeepCase(name: "scaleEffect", wrap: { AnyView($0.scaleEffect(1)) }, leaf: centre),
        DeepCase(name: "Layout", wrap: { v in AnyView(PileLayout { v }) }, leaf: centre),
        DeepCase(name: "layoutPriority", wrap: { AnyView($0.layoutPriority(1)) }, leaf: centre),
        DeepCase(name: "background", wrap: { AnyView($0.background(Color.clear)) }, leaf: centre),
        DeepCase(name: "overlay", wrap: { AnyView($0.overlay(Color.clear)) }, leaf: centre),
        DeepCase(name: "id", wrap: { AnyView($0.id(1)) }, leaf: centre),
        DeepCase(name: "ViewThatFits", wrap: { v in AnyView(ViewThatFits { v }) }, leaf: centre),
    ]

    /// The case's view nested `depth` levels deep (built iteratively).
    func view(depth: Int) -> AnyView {
        var v = AnyView(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4).id("leaf"))
        for _ in 0..<depth { v = wrap(v) }
        return v
    }
}

/// Deep trees never overflow the stack: nested 10,000 levels deep every modifier and
/// container lays out and renders (the leaf where the shallow tree puts it, its red pixels
/// in the image); nested 100,000 deep they are refused with a diagnostic, drawing nothing
/// (six representative cases here; `.id` adds no level, so it is not refused).
@Suite struct DeepTreeTests {
    @Test(arguments: DeepCase.all)
    func tenThousandLevelsLayOutAndRender(_ c: DeepCase) throws {
        let view = c.view(depth: 10_000)
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 40, height: 40)
        let layout = renderer.layout
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        #expect(layout.frame(of: "leaf") == CGRect(origin: c.leaf, size: CGSize(width: 4, height: 4)))
        let bitmap = try renderer.bitmap()
        let p = bitmap.pixel(x: Int(c.leaf.x) + 2 - Int(layout.rootFrame.minX), y: Int(c.leaf.y) + 2 - Int(layout.rootFrame.minY))
        #expect([p.red, p.green, p.blue, p.alpha] == [255, 0, 0, 255])
    }

    /// The layout itself does not need the big stack, but a 100,000-deep `AnyView` value
    /// is released recursively by Swift (about 47,000 levels fit an 8 MiB stack), so the
    /// test builds and drops it on a thread with a large stack.
    @Test(arguments: DeepCase.all.filter { ["padding", "opacity", "VStack", "GeometryReader", "overlay", "Layout"].contains($0.name) })
    func hundredThousandLevelsAreRefused(_ c: DeepCase) {
        let (diagnostics, leaf, drawsNothing) = onLargeStack {
            let view = c.view(depth: 100_000)
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = ProposedViewSize(width: 40, height: 40)
            let layout = renderer.layout
            return (layout.diagnostics, layout.frame(of: "leaf"), renderer.displayList.isEmpty)
        }
        #expect(diagnostics.contains { $0.contains("nested more than 20000 levels") }, "\(diagnostics)")
        #expect(leaf == nil)
        #expect(drawsNothing)
    }

    /// From async code a 10,000-deep tree is laid out without blocking the cooperative
    /// thread (the task suspends while the large-stack thread works): 10,000 `.padding(1)`
    /// around a 4×4 leaf → 20,004 × 20,004, the leaf at (10,000, 10,000) in that canvas.
    @Test func asyncLayoutOfADeepTree() async {
        var view = AnyView(Color.red.frame(width: 4, height: 4).id("leaf"))
        for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
        let layout = await ViewLayout.layingOut(view, in: CGSize(width: 20_004, height: 20_004))
        #expect(layout.size == CGSize(width: 20_004, height: 20_004))
        #expect(layout.frame(of: "leaf") == CGRect(x: 10_000, y: 10_000, width: 4, height: 4))
        #expect(layout.diagnostics.isEmpty)
    }

    /// Trees that fit the caller's stack are laid out on the caller's thread.
    @Test func shallowTreesStayOnTheCallersThread() {
        let here = Thread.current
        nonisolated(unsafe) var seen: Thread?
        let view = GeometryReader { _ in
            seen = Thread.current
            return Color.red
        }
        _ = ImageRenderer(content: view).layout
        #expect(seen === here)
    }
}

/// Runs `work` on a thread with a 1 GiB stack and waits for its result.
func onLargeStack<T>(_ work: @escaping () -> T) -> T {
    let slot = LargeStackSlot<T>()
    slot.work = work
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        slot.value = slot.work?()
        slot.work = nil
        done.signal()
    }
    thread.stackSize = 1 << 30
    thread.start()
    done.wait()
    return slot.value!
}

private final class LargeStackSlot<T>: @unchecked Sendable {
    var work: (() -> T)?
    var value: T?
}

/// A layout's teardown stays within a small stack however deep the content built at
/// placement: 10,000 nested GeometryReaders (each one's content made while placing) are
/// released on a thread with a 256 KiB stack. Shallow subtrees are released by Swift's own
/// recursion, so this holds only while each node counts the levels built below it.
@Suite struct DeepTeardownTests {
    @Test func tenThousandGeometryReadersReleaseOnASmallStack() {
        let view = DeepCase.all.first { $0.name == "GeometryReader" }!.view(depth: 10_000)
        let box: LayoutBox = {
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = ProposedViewSize(width: 40, height: 40)
            return LayoutBox(renderer.layout)
        }()
        #expect(box.layout?.frame(of: "leaf") == CGRect(x: 0, y: 0, width: 4, height: 4))
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.layout = nil
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
        #expect(box.layout == nil)
        _ = view
    }
}

private final class LayoutBox: @unchecked Sendable {
    var layout: ViewLayout?
    init(_ layout: ViewLayout) { self.layout = layout }
}
