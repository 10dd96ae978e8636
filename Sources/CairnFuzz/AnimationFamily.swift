import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `animation` family.

struct AnimationModel { var x: CGFloat = 10; var o: Double = 1 }

func randomAnimation(_ r: inout Random) -> Animation {
    var a: Animation
    switch r.int(0...5) {
    case 0: a = .linear(duration: r.number())
    case 1: a = .easeInOut(duration: r.number())
    case 2: a = .spring(response: r.number(), dampingFraction: r.number(), blendDuration: r.number())
    case 3: a = .interpolatingSpring(mass: r.number(), stiffness: r.number(), damping: r.number(), initialVelocity: r.number())
    case 4: a = .smooth(duration: r.number(), extraBounce: r.number())
    default: a = .default
    }
    if r.chance(0.3) { a = a.delay(r.number()) }
    if r.chance(0.3) { a = a.speed(r.number()) }
    if r.chance(0.2) { a = a.repeatCount(r.count(0...4), autoreverses: r.chance(0.5)) }
    if r.chance(0.1) { a = a.repeatForever(autoreverses: r.chance(0.5)) }
    return a
}

func animationFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let duration = r.chance(0.5) ? r.unit() * 2 : r.number()
    // Date-styled texts counting from the scene's clock (`\.referenceDate` follows the
    // timeline's start date frame by frame, as `cairn --now` sets it): hostile dates and
    // start dates, far past and future, NaN and infinite offsets among them.
    let target = Date(timeIntervalSinceReferenceDate: r.chance(0.5) ? r.number() : r.pick([0, 1e15, -1e15, .nan, .infinity, 8e11]))
    let styles: [Text.DateStyle] = [.relative, .offset, .timer, .date, .time]
    let style = r.pick(styles)
    // A ClosedRange needs ordered ends (a NaN date would trap in the range itself, on iOS too).
    let length = abs(r.number())
    let end = target.addingTimeInterval(length.isFinite ? length : 0)
    let interval = r.chance(0.5) && target <= end ? target...end : nil
    let timeline = AnimationTimeline(duration: duration, model: { AnimationModel() }) { m in
        VStack {
            Rectangle().frame(width: m.x, height: 10).opacity(m.o)
            Text(target, style: style)
            if let interval { Text(timerInterval: interval, countsDown: seed % 2 == 0) }
            // A relative format, anchored at the hostile scene clock.
            Text(target, format: .relative(presentation: seed % 2 == 0 ? .named : .numeric))
        }
    }
    if r.chance(0.7) { timeline.startDate = Date(timeIntervalSinceReferenceDate: r.chance(0.5) ? r.number() : r.pick([0, 1e15, -1e15, .nan, 8e11])) }
    for _ in 0..<r.int(1...3) {
        let animation = randomAnimation(&r), x = cg(&r), o = r.number()
        timeline.at(r.number()) { m in withAnimation(animation) { m.x = x; m.o = o } }
    }
    for _ in 0..<3 { _ = timeline.layout(at: r.chance(0.5) ? r.unit() * 2 : r.number()).displayList }
    let renderer = AnimationRenderer(timeline, framesPerSecond: r.chance(0.6) ? 10 : r.number())
    if r.chance(0.3) { _ = try renderer.animatedSVGData() }
    // A real export only when it is short; longer ones must be refused or are skipped.
    if renderer.frameCount <= 6 || r.chance(0.2) {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        if renderer.frameCount <= 6 {
            try renderer.export(to: .gif(dir.appendingPathComponent("a.gif")))
        } else {
            try ExportLimits.check(duration: timeline.duration, framesPerSecond: renderer.framesPerSecond)
        }
    }
}
