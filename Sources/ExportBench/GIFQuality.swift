#if Benchmarks
import BenchSupport
import CCairo
import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import CairnExport
import CairnPNG
import CairoBaseline
import Foundation

/// A colourful 60-frame test animation on white (opaque, so no alpha question): a drifting
/// linear rainbow gradient under twelve translucent circles of all hues that orbit the centre.
func colourfulFrame(_ i: Int) -> DisplayList {
    let t = Double(i) / 60
    let rainbow = (0...6).map { k in
        Gradient.Stop(color: Color(hue: (Double(k) / 6 + t).truncatingRemainder(dividingBy: 1), saturation: 0.8, brightness: 0.95), location: CGFloat(k) / 6)
    }
    var items: [DisplayList.Item] = [
        .fill(Path(CGRect(x: 0, y: 0, width: 400, height: 400)), .color(Color.white.resolved), FillStyle()),
        .fill(
            Path(CGRect(x: 20, y: 20, width: 360, height: 360)),
            .linearGradient(stops: rainbow, start: CGPoint(x: 20, y: 20), end: CGPoint(x: 380, y: 380)),
            FillStyle()),
    ]
    for k in 0..<12 {
        let angle = 2 * Double.pi * (Double(k) / 12 + t)
        let centre = CGPoint(x: 200 + 120 * cos(angle), y: 200 + 120 * sin(angle))
        let colour = Color(hue: Double(k) / 12, saturation: 0.9, brightness: 0.9, opacity: 0.55)
        items.append(.fill(Path(ellipseIn: CGRect(x: centre.x - 70, y: centre.y - 70, width: 140, height: 140)), .color(colour.resolved), FillStyle()))
    }
    return DisplayList(items)
}

/// Runs ffmpeg with `arguments`; returns its standard output (nil when it fails or is
/// missing).
func ffmpeg(_ arguments: [String]) -> Data? {
    runTool("/usr/bin/env", ["ffmpeg", "-v", "error", "-nostdin"] + arguments)
}

/// Every frame of an image file or sequence as packed 8-bit RGB (ffmpeg decodes it; GIF
/// frames are composited by the decoder, one output frame per stored frame).
func rgbFrames(_ input: [String]) -> Data? {
    ffmpeg(input + ["-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
}

/// PSNR in dB of `test` against `reference` (same length, 8-bit samples).
func psnr(_ reference: Data, _ test: Data) -> Double {
    guard reference.count == test.count, !reference.isEmpty else { return .nan }
    var squared = 0.0
    reference.withUnsafeBytes { r in
        test.withUnsafeBytes { t in
            for i in 0..<r.count {
                let d = Double(r[i]) - Double(t[i])
                squared += d * d
            }
        }
    }
    let mse = squared / Double(reference.count)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

/// GIF (and APNG) beside ffmpeg's `palettegen` + `paletteuse` on the same source frames,
/// written by Cairn as a PNG sequence: PSNR against the source, file size, time.
func gifQualityTable() throws {
    guard ffmpeg(["-version"]) != nil else {
        print("GIF quality: ffmpeg not found, skipped")
        return
    }
    let directory = root.appendingPathComponent("gif")
    try? FileManager.default.removeItem(at: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let count = 60
    let scenes: [(String, (Int) -> DisplayList)] = [("radar on white", { _ in list }), ("colourful", colourfulFrame)]
    print("GIF/APNG vs ffmpeg on the same \(count) source frames (400×400 on white, 30 fps), load average \(loadAverage())")
    print("scene            writer                                   PSNR dB     bytes     ms")
    for (name, scene) in scenes {
        let options = ExportOptions(background: .white, compressionLevel: 1)
        let exporter = FrameExporter(size: RadarFrame.size, framesPerSecond: 30, options: options)
        _ = try exporter.export(frameCount: count, to: .pngSequence(directory: directory, baseName: "source"), makeFrame: { scene($0) })
        let pattern = directory.appendingPathComponent("source_%04d.png").path
        guard let source = rgbFrames(["-framerate", "30", "-i", pattern]) else { print("ffmpeg could not read the source"); return }
        func row(_ writer: String, _ file: URL, _ seconds: Double) {
            let bytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            let decoded = rgbFrames(["-i", file.path]) ?? Data()
            let quality = decoded.count == source.count ? String(format: "%7.2f", psnr(source, decoded)) : "frames?"
            print(name.padding(toLength: 17, withPad: " ", startingAt: 0) + writer.padding(toLength: 41, withPad: " ", startingAt: 0)
                + quality + String(format: "  %8d  %5.0f", bytes, seconds * 1e3))
        }
        func seconds(_ body: () throws -> Void) rethrows -> Double {
            let start = ContinuousClock.now
            try body()
            let d = ContinuousClock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        }
        for dithering in [Dithering.none, .ordered] {
            let gif = directory.appendingPathComponent("cairn-\(dithering).gif")
            var gifOptions = options
            gifOptions.dithering = dithering
            let t = try seconds {
                _ = try FrameExporter(size: RadarFrame.size, framesPerSecond: 30, options: gifOptions).export(frameCount: count, to: .gif(gif), makeFrame: { scene($0) })
            }
            row("Cairn GIF, dithering \(dithering)", gif, t)
        }
        let palette = directory.appendingPathComponent("palette.png").path
        for (label, use) in [("ffmpeg GIF, paletteuse default (sierra2_4a)", "paletteuse"), ("ffmpeg GIF, paletteuse=dither=none", "paletteuse=dither=none")] {
            let gif = directory.appendingPathComponent("ffmpeg.gif")
            let t = seconds {
                _ = ffmpeg(["-y", "-framerate", "30", "-i", pattern, "-vf", "palettegen", palette])
                _ = ffmpeg(["-y", "-framerate", "30", "-i", pattern, "-i", palette, "-lavfi", use, gif.path])
            }
            row(label, gif, t)
        }
        let apng = directory.appendingPathComponent("cairn.png")
        let ta = try seconds {
            _ = try FrameExporter(size: RadarFrame.size, framesPerSecond: 30, options: ExportOptions(background: .white))
                .export(frameCount: count, to: .apng(apng), makeFrame: { scene($0) })
        }
        row("Cairn APNG", apng, ta)
        let fapng = directory.appendingPathComponent("ffmpeg.apng")
        let tf = seconds { _ = ffmpeg(["-y", "-framerate", "30", "-i", pattern, "-plays", "0", "-f", "apng", fapng.path]) }
        row("ffmpeg APNG", fapng, tf)
    }
}
#endif
