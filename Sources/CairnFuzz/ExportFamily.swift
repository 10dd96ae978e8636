import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `export` family.

func exportFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let dir = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    var options = ExportOptions()
    if r.chance(0.3) { options.scale = r.chance(0.5) ? cg(&r) : CGFloat(r.pick([0.5, 2, 3, 100, 300, 1e4])) }
    if r.chance(0.3) { options.concurrency = r.count(1...4) }
    if r.chance(0.2) { options.everyNthFrame = r.count(1...3) }
    if r.chance(0.2) { options.loopCount = r.count(0...3) }
    if r.chance(0.2) { options.compressionLevel = r.count(0...9) }
    if r.chance(0.2) { options.frames = FrameRange(lowerBound: r.count(0...3), upperBound: r.chance(0.5) ? nil : r.count(1...5)) }
    if r.chance(0.1) { options.shard = Shard(index: r.count(0...2), count: r.count(1...3)) }
    if r.chance(0.1) { options.resume = true }
    let size = r.chance(0.7) ? CGSize(width: r.int(1...16), height: r.int(1...16)) : CGSize(width: cg(&r), height: cg(&r))
    let fps = r.chance(0.6) ? 30 : r.number()
    let frameCount = r.chance(0.7) ? r.int(1...5) : r.pick([0, -1, Int.min, Int.max, 1_000_000_000, 10_000_001])
    let destination: ExportDestination
    switch r.int(0...3) {
    case 0: destination = .pngSequence(directory: dir, baseName: r.pick(["f", "", "a/b", "..", "x%d"]))
    case 1: destination = .gif(dir.appendingPathComponent("a.gif"))
    case 2: destination = .apng(dir.appendingPathComponent("a.png"))
    default: destination = .gif(dir.appendingPathComponent("a.gif"))
    }
    let exporter = FrameExporter(size: size, framesPerSecond: fps, options: options)
    _ = try exporter.export(frameCount: frameCount, to: destination) { i in
        DisplayList([.fill(Path(CGRect(x: CGFloat(i), y: 1, width: 4, height: 4)), .color(Color.red.resolved), FillStyle())])
    }
}
