import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `destinations` family.

/// Writes to unusable destinations, some under a file-size limit: a success that wrote
/// less than the whole file, a changed previous file or a leftover temporary file is a
/// violation.
func destinationsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let dir = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let previous = Data("previous".utf8)
    let name = r.pick(["a.png", "a.svg", "a.pdf", "a.gif", "a", "a.PNG"])
    let target = dir.appendingPathComponent(name)
    try previous.write(to: target)
    var url = target
    switch r.int(0...9) {
    case 0: url = URL(fileURLWithPath: "/dev/full")
    case 1: url = dir.appendingPathComponent("missing/a.png")
    case 2: url = URL(fileURLWithPath: dir.path)
    case 3: url = URL(fileURLWithPath: "")
    case 4:
        let link = dir.appendingPathComponent("loop.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "loop.png")
        url = link
    case 5: url = URL(fileURLWithPath: "/proc/cairn-fuzz.png")
    default: break  // the real file, under a file-size limit
    }
    // Often larger than the 1 KiB limit set for this family.
    let view = ZStack {
        ForEach(0..<60) { i in Circle().fill(Color(hue: Double(i) / 60, saturation: 1, brightness: 1)).frame(width: CGFloat(i), height: CGFloat(i)) }
    }.frame(width: 80, height: 80)
    var succeeded = false
    do {
        switch r.int(0...2) {
        case 0:
            try ImageRenderer(content: view).write(to: url)
        case 1:
            try writeAtomically(try ImageRenderer(content: view).pngData(), to: url)
        default:
            _ = try FrameExporter(size: CGSize(width: 40, height: 40), framesPerSecond: 10)
                .export(frameCount: 4, to: r.chance(0.5) ? .gif(url) : .apng(url)) { i in
                    DisplayList([.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10 + 7 * i, height: 40)),
                                       .angularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                                                        center: CGPoint(x: 20, y: 20), startAngle: .zero, endAngle: .degrees(360)), FillStyle())])
                }
        }
        succeeded = true
    } catch {
        if ProcessInfo.processInfo.environment["CAIRN_FUZZ_DUMP"] != nil {
            FileHandle.standardError.write(Data("\(url.path): \(error)\n".utf8))
        }
    }
    // A success must have written a whole file (more than the limit allows: impossible).
    let leftovers = (try FileManager.default.contentsOfDirectory(atPath: dir.path)).filter { $0.hasPrefix(".") }
    if !leftovers.isEmpty { violation("temporary files left: \(leftovers)") }
    if url == target {
        let now = try Data(contentsOf: target)
        if succeeded, now.count >= 1024 || now == previous {
            violation("a write reported success but left \(now.count) bytes (the limit is 1,024)")
        }
        if !succeeded, now != previous { violation("the previous file was changed by a failed write") }
    }
}
