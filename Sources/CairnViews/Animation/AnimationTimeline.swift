import CairnAnimation
import CairnGeometry
import CairnLayout
import Foundation

/// A scene that changes over time: a view of a model, and state changes scripted at given
/// times — the way an app's state changes while it runs, for rendering animations.
///
/// ```swift
/// let timeline = AnimationTimeline(duration: 3.5, model: { RadarModel() }) { model in
///     RadarView(values: model.values, progress: model.progress)
/// }
/// timeline.at(0.5) { model in withAnimation(.linear(duration: 3)) { model.progress = 1 } }
/// let frame = timeline.layout(at: 2)   // the view as it is on screen 2 s in
/// ```
/// A change wrapped in `withAnimation` (or reaching an `.animation(_:value:)` modifier)
/// animates every animatable value of the views that keep their identity; others jump.
/// The model can be a struct or a class (an `@Observable` model works as it is). Every time
/// is evaluated from a fresh model, so frames can be asked for in any order and always agree.
public final class AnimationTimeline<Model, Content: View> {
    /// How long the scene runs, in seconds.
    public let duration: Double
    /// The size proposed to the view at every frame (nil axes: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// The environment the view is laid out in.
    public var environment = EnvironmentValues()

    private let makeModel: () -> Model
    private let content: (Model, Double) -> Content
    private var events: [(time: Double, action: (inout Model) -> Void)] = []

    /// A scene of `content` over a model made by `model`, lasting `duration` seconds.
    public convenience init(duration: Double, model: @escaping () -> Model, @ViewBuilder content: @escaping (Model) -> Content) {
        self.init(duration: duration, model: model, content: { m, _ in content(m) })
    }

    private init(duration: Double, model: @escaping () -> Model, content: @escaping (Model, Double) -> Content) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        makeModel = model
        self.content = content
    }

    /// Schedules a state change at `time` seconds; wrap it in `withAnimation` to animate it.
    /// Changes at the same time run in the order they were added.
    @discardableResult
    public func at(_ time: Double, perform action: @escaping (inout Model) -> Void) -> Self {
        let t = time.isFinite ? max(time, 0) : 0
        let index = events.firstIndex { $0.time > t } ?? events.count
        events.insert((t, action), at: index)
        return self
    }

    /// Each scheduled change's time and the animation of its transaction, plus the animations
    /// of the `.animation(_:)` modifiers of the scene at time 0 (for exporters that replay
    /// timing curves, such as animated SVG).
    package func scheduledAnimations() -> (events: [(time: Double, animation: Animation?)], implicit: [Animation]) {
        var model = makeModel()
        var result: [(Double, Animation?)] = []
        for event in events {
            TransactionContext.last = nil
            event.action(&model)
            result.append((event.time, TransactionContext.last?.animation))
            TransactionContext.last = nil
        }
        var implicit: [Animation] = []
        layout(at: 0).root.walk { node, _ in
            if let a = (node.behavior as? AnimationBehavior)?.animation, !implicit.contains(a) { implicit.append(a) }
            return true
        }
        return (result, implicit)
    }

    /// The view as it is on screen at `time` seconds: laid out for the state at that time,
    /// with every running animation applied.
    public func layout(at time: Double) -> ViewLayout {
        let t = time.isNaN ? 0 : max(time, 0)
        let graph = ViewGraph()
        var model = makeModel()
        var from: ViewNode?
        var segmentStart = 0.0
        var transaction = Transaction()
        for event in events where event.time <= t {
            // What is on screen when the change happens becomes where its animation starts.
            from = presented(model, at: event.time, graph: graph, from: from, elapsed: event.time - segmentStart, transaction: transaction).root
            TransactionContext.last = nil
            event.action(&model)
            transaction = TransactionContext.last ?? Transaction()
            TransactionContext.last = nil
            segmentStart = event.time
        }
        return presented(model, at: t, graph: graph, from: from, elapsed: t - segmentStart, transaction: transaction)
    }

    private func presented(_ model: Model, at time: Double, graph: ViewGraph, from: ViewNode?, elapsed: Double, transaction: Transaction) -> ViewLayout {
        let layout = ViewLayout(of: content(model, time), proposal: proposedSize, environment: environment, graph: graph)
        if let from {
            Presentation.animate(layout.root, from: from, elapsed: elapsed, transaction: transaction)
        }
        return layout
    }
}

extension AnimationTimeline where Model == Void {
    /// A scene that is a plain function of time, as with `TimelineView`: `content(t)` is the
    /// view at `t` seconds.
    public convenience init(duration: Double, @ViewBuilder content: @escaping (Double) -> Content) {
        self.init(duration: duration, model: {}, content: { _, t in content(t) })
    }
}
