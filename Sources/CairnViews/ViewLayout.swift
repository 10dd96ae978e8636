import CairnDisplayList
import CairnGeometry
import CairnLayout
import Foundation

/// A view laid out the way SwiftUI's hosting view does: proposed a size, its reported size
/// centred in it. The inspection API: frames by id, the negotiation as text, the drawing.
///
/// ```swift
/// let layout = ViewLayout(of: Text("Hello").frame(width: 100, height: 100).id("f"), in: CGSize(width: 200, height: 200))
/// layout.frame(of: "f")   // (50, 50, 100, 100)
/// print(layout)           // one line per view: proposals, sizes, frame
/// ```
public struct ViewLayout: CustomStringConvertible {
    /// The root's reported size.
    public let size: CGSize
    /// The size the root was proposed (the canvas).
    public let proposal: ProposedViewSize
    package let root: ViewNode
    package let graph: ViewGraph

    /// Lays out `view` proposed `size`, measuring text with `textMeasurer` (`import Cairn`
    /// adds `init(of:in:)`, which measures with Pango and the bundled fonts).
    public init<V: View>(of view: V, in size: CGSize, textMeasurer: any TextMeasurer) {
        var environment = EnvironmentValues()
        environment.textMeasurer = textMeasurer
        self.init(of: view, proposal: ProposedViewSize(size), environment: environment)
    }

    /// Lays out `view` for a proposal (nil axes: its ideal size) in an environment.
    package init<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues, graph: ViewGraph = ViewGraph()) {
        let job = UncheckedBox({ ViewLayout.layOut(view, proposal: proposal, environment: environment, graph: graph) })
        let result = LargeStack.run { UncheckedBox(job.value()) }
        (root, size) = result.value
        self.proposal = ViewNode.sanitize(proposal)
        self.graph = graph
    }

    /// A layout made of an already placed tree (an animation's presented frame).
    package init(root: ViewNode, size: CGSize, proposal: ProposedViewSize, graph: ViewGraph) {
        self.root = root
        self.size = size
        self.proposal = proposal
        self.graph = graph
    }

    /// Resolve, size, centre and place; run preference actions; repeat while they change
    /// state (at most 8 passes, as a hosting view settles).
    private static func layOut<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues, graph: ViewGraph) -> (ViewNode, CGSize) {
        let p = ViewNode.sanitize(proposal)
        var pass = 0
        while true {
            graph.isDirty = false
            let context = ResolveContext(environment: environment, graph: graph)
            let root = context.resolveSingle(view, implicit: .vertical)
            var size = root.sizeThatFits(p)
            if !size.width.isFinite { size.width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
            if !size.height.isFinite { size.height = p.height.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
            let canvas = CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? size.width,
                                height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? size.height)
            let origin = CGPoint(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
            root.place(at: origin, size: size, proposal: p)
            root.walk { node, _ in
                (node.behavior as? PreferenceChangeBehavior)?.fire(node)
                return true
            }
            pass += 1
            if !graph.isDirty || pass >= 8 { return (root, size) }
        }
    }

    /// The frame, in root (canvas) coordinates, of the first view in tree order that carries
    /// `.id(id)`; nil when there is none.
    public func frame(of id: AnyHashable) -> CGRect? {
        var found: CGRect?
        root.walk { node, _ in
            if node.viewIDs.contains(id) {
                found = node.frame
                return false
            }
            return true
        }
        return found
    }

    /// How many size computations the layout took (cache misses), for benchmarks.
    public var measurements: Int { graph.measurements }

    /// Messages about bad input that was corrected (contradictory frames, ...).
    public var diagnostics: [String] { graph.diagnostics }

    /// The drawing of the laid-out view, in canvas coordinates.
    public var displayList: DisplayList {
        var list = DisplayList()
        root.draw(into: &list)
        return list
    }

    /// The placed tree, one line per view: its type, each proposal it received with the
    /// size it reported, and its final frame.
    public var description: String {
        var lines: [String] = []
        root.walk { node, depth in
            let r = { NumberFormat.rounded($0) }
            let f = node.frame
            let proposals = node.sizeLog.map { "\($0.proposal) → \(r($0.size.width))×\(r($0.size.height))" }.joined(separator: ", ")
            var line = String(repeating: "  ", count: depth) + node.name
            if !node.viewIDs.isEmpty { line += " id=" + node.viewIDs.map { "\($0.base)" }.joined(separator: ",") }
            line += " frame=(\(r(f.minX)), \(r(f.minY)), \(r(f.width)), \(r(f.height)))"
            line += " proposals: [\(proposals)]"
            lines.append(line)
            return true
        }
        return lines.joined(separator: "\n")
    }
}

/// Carries a non-Sendable value across a thread hop the caller waits for.
package struct UncheckedBox<T>: @unchecked Sendable {
    package var value: T
    package init(_ value: T) { self.value = value }
}

/// Runs work on a thread with a large stack, so deeply nested view trees (1,000 levels and
/// more) lay out without overflowing the caller's stack.
package enum LargeStack {
    package static let stackSize = 512 << 20

    package static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
        let slot = LargeStackSlot<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            slot.value = work()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return slot.value!  // set before the signal
    }
}

private final class LargeStackSlot<T>: @unchecked Sendable {
    var value: T?
}
