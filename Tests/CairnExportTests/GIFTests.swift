import CGIF
import CairnCairo
import CairnDisplayList
import CairnShapes
import Foundation
import Testing

@testable import CairnExport
import CairnTestSupport

@Suite struct GIFTests {
    @Test func delaysAccumulateSoTheTotalIsExact() {
        // 30 fps: frames start at 0, 3.33, 6.67, 10 cs → delays 3, 3, 4, repeating.
        let delays = FrameTiming.gifDelays(frames: Array(0..<30), range: 0..<30, framesPerSecond: 30)
        #expect(Array(delays.prefix(6)) == [3, 3, 4, 3, 3, 4])
        #expect(delays.reduce(0, +) == 100)
        // 24 fps with every 2nd frame: 12 frames of 8.33 cs → 8, 8, 9, …, exactly 100.
        let halved = FrameTiming.gifDelays(frames: Array(stride(from: 0, to: 24, by: 2)), range: 0..<24, framesPerSecond: 24)
        #expect(Array(halved.prefix(3)) == [8, 8, 9])
        #expect(halved.reduce(0, +) == 100)
        // A range that starts later counts from its own start.
        #expect(FrameTiming.gifDelays(frames: [10, 11, 12], range: 10..<13, framesPerSecond: 30) == [3, 3, 4])
    }

    @Test func giflibDecodesFramesDelaysLoopAndTransparency() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("square.gif")
        _ = try FrameExporter(size: canvas, framesPerSecond: 30, options: ExportOptions(scale: 2))
            .export(frameCount: 12, to: .gif(url), makeFrame: movingSquare)
        let gif = try GIFLibDecoded(contentsOf: url)
        #expect(gif.width == 128 && gif.height == 96)
        #expect(gif.frames.count == 12)
        #expect(gif.delays == [3, 3, 4, 3, 3, 4, 3, 3, 4, 3, 3, 4])
        #expect(gif.netscapeLoopCount == 0)  // forever
        // Blue, red, transparent: a 4-entry table; "restore to background" so transparency works.
        #expect(gif.globalColorCount == 4)
        #expect(gif.disposals.allSatisfy { $0 == DISPOSE_BACKGROUND })
        for (i, frame) in gif.frames.enumerated() {
            #expect(pixel(frame, width: 128, 4 * i + 16, 32) == [0, 122, 255, 255], "frame \(i) square")
            #expect(pixel(frame, width: 128, 64, 88) == [255, 59, 48, 255], "frame \(i) bar")
            #expect(pixel(frame, width: 128, 4 * i + 33, 32)[3] == 0, "frame \(i) right of the square")
            if i > 0 { #expect(pixel(frame, width: 128, 4 * i - 1, 32)[3] == 0, "frame \(i) left of the square") }
        }
    }

    /// An opaque animation stores, after the first frame, only the rectangle that changed
    /// (the square's old and new columns: x 2(i−1) ..< 2i + 16, rows 8 ..< 24), "do not
    /// dispose"; an unchanged frame is one pixel. giflib composites every frame back to
    /// exactly the rendered pixels (few colours: the palette holds them exactly).
    @Test func opaqueFramesStoreOnlyTheChangedRectangle() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("square.gif")
        let scene: (Int) -> DisplayList = { i in movingSquare(min(i, 5)) }
        _ = try FrameExporter(size: canvas, framesPerSecond: 30, options: ExportOptions(background: .white))
            .export(frameCount: 8, to: .gif(url), makeFrame: scene)
        let gif = try GIFLibDecoded(contentsOf: url)
        #expect(gif.rects[0] == [0, 0, 64, 48])
        for i in 1...5 { #expect(gif.rects[i] == [2 * (i - 1), 8, 18, 16], "frame \(i)") }
        #expect(gif.rects[6] == [0, 0, 1, 1] && gif.rects[7] == [0, 0, 1, 1])
        #expect(gif.disposals.allSatisfy { $0 == DISPOSE_DO_NOT })
        for i in 0..<8 {
            let expected = try CairoRenderer.bitmap(scene(i), size: canvas, background: Color.white.resolved).pixels
            #expect(gif.frames[i] == expected, "frame \(i)")
        }
    }

    @Test(.enabled(if: hasFFmpeg, "ffprobe (apt-get install ffmpeg) is needed for this second independent decoder"))
    func ffprobeDecodesFrameCountDelaysAndPixels() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("square.gif")
        let report = try FrameExporter(size: canvas, framesPerSecond: 30)
            .export(frameCount: 12, to: .gif(url), makeFrame: movingSquare)
        #expect(report.renderedFrames == 12)
        #expect(try fileNames(in: directory) == ["square.gif"])

        let stream = try probe(url, "stream=nb_read_frames,width,height,codec_name", countFrames: true)
        #expect(stream["codec_name"] == "gif")
        #expect(stream["nb_read_frames"] == "12")
        #expect(stream["width"] == "64" && stream["height"] == "48")
        // GIF's time base is 1/100 s: the delays themselves.
        #expect(try packetDurations(url) == ["3", "3", "4", "3", "3", "4", "3", "3", "4", "3", "3", "4"])

        let frames = try decodeFrames(url, width: 64, height: 48)
        #expect(frames.count == 12)
        for (i, frame) in frames.enumerated() {
            // The square's columns 2i..<2i+16, rows 8..<24: blue; the bar: red; elsewhere transparent.
            #expect(pixel(frame, width: 64, 2 * i + 8, 16) == [0, 122, 255, 255], "frame \(i) square")
            #expect(pixel(frame, width: 64, 32, 44) == [255, 59, 48, 255], "frame \(i) bar")
            #expect(pixel(frame, width: 64, 2 * i + 17, 16)[3] == 0, "frame \(i) right of the square")
            if i > 0 { #expect(pixel(frame, width: 64, 2 * i - 1, 16)[3] == 0, "frame \(i) left of the square (disposal)") }
        }
    }

    @Test func loopCountAndEveryNthFrame() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("nth.gif")
        var calls: [Int] = []
        let options = ExportOptions(everyNthFrame: 3, loopCount: 2)
        let report = try FrameExporter(size: canvas, framesPerSecond: 30, options: options)
            .export(frameCount: 12, to: .gif(url)) { calls.append($0); return movingSquare($0) }
        #expect(calls == [0, 3, 6, 9])
        #expect(report.selectedFrames == [0, 3, 6, 9])
        let gif = try GIFLibDecoded(contentsOf: url)
        #expect(gif.frames.count == 4)
        #expect(gif.delays == [10, 10, 10, 10])
        #expect(gif.netscapeLoopCount == 1)
        // NETSCAPE2.0 block with 1 repetition (2 plays in total).
        let bytes = [UInt8](try Data(contentsOf: url))
        let marker = Array("NETSCAPE2.0".utf8)
        let at = try #require((0...(bytes.count - marker.count)).first { Array(bytes[$0..<($0 + marker.count)]) == marker })
        #expect(Array(bytes[(at + 11)..<(at + 16)]) == [3, 1, 1, 0, 0])
    }

    @Test func loopForeverByDefaultAndNoExtensionForOnePlay() throws {
        let palette = GIFPalette(histogram: ColorHistogram(rgba: try CairoRenderer.bitmap(movingSquare(0), size: canvas).pixels), mapsEveryBin: false)
        let forever = [UInt8](GIFEncoder.header(width: 4, height: 4, palette: palette, loopCount: 0))
        #expect(Array(forever.suffix(19)) == [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0])
        let once = GIFEncoder.header(width: 4, height: 4, palette: palette, loopCount: 1)
        #expect(once.count == forever.count - 19)
    }

    @Test func paletteIsExactForFewColoursAndReservesTransparency() throws {
        let histogram = ColorHistogram(rgba: try CairoRenderer.bitmap(movingSquare(0), size: canvas).pixels)
        let palette = GIFPalette(histogram: histogram, mapsEveryBin: false)
        // Blue, red (no antialiasing on whole-point rectangles) and transparency.
        #expect(palette.colors.count == 2)
        #expect(palette.transparentIndex == 2)
        #expect(palette.bitsPerIndex == 2)
        #expect(Set(palette.colors.map { [$0.0, $0.1, $0.2] }) == [[0, 122, 255], [255, 59, 48]])
    }

    @Test func frameHistogramsMergeToTheCountsOfAllPixels() throws {
        // Two frames counted one by one on this thread (its scratch is reused and must be
        // left zero), merged in either order: the same bins as counting every pixel at once,
        // checked against counts computed here directly.
        let a = try CairoRenderer.bitmap(movingSquare(0), size: canvas).pixels
        let b = try CairoRenderer.bitmap(movingSquare(9), size: canvas).pixels
        var ab = ColorHistogram(), ba = ColorHistogram()
        ab.merge(ColorHistogram.Frame(rgba: a))
        ab.merge(ColorHistogram.Frame(rgba: b))
        ba.merge(ColorHistogram.Frame(rgba: b))
        ba.merge(ColorHistogram.Frame(rgba: a))
        let all = ColorHistogram(rgba: a + b)
        #expect(ab.bins == all.bins && ba.bins == all.bins)
        #expect(ab.exactColors == all.exactColors && ab.transparentPixels == all.transparentPixels)
        var expected = [UInt64](repeating: 0, count: 4 * ColorHistogram.binCount)
        var transparent: UInt64 = 0
        for i in stride(from: 0, to: a.count + b.count, by: 4) {
            let p = i < a.count ? Array(a[i..<i + 4]) : Array(b[(i - a.count)..<(i - a.count + 4)])
            if p[3] < 128 { transparent += 1; continue }
            let bin = 4 * ColorHistogram.bin(p[0], p[1], p[2])
            expected[bin] += 1
            for c in 0..<3 { expected[bin + 1 + c] += UInt64(p[c]) }
        }
        #expect(all.bins == expected)
        #expect(all.transparentPixels == transparent)
        // 64×48 pixels each: the red bar (64×8) and the blue square (16×16) are opaque.
        #expect(all.exactColors == [0xFF3B30: 2 * 512, 0x007AFF: 2 * 256])
    }

    @Test func manyColoursFitIn256AndStayClose() throws {
        // A gradient of 4096 colours: median cut keeps 256 of them, each pixel within a few levels.
        var rgba: [UInt8] = []
        for y in 0..<64 { for x in 0..<64 { rgba += [UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2), 255] } }
        let palette = GIFPalette(histogram: ColorHistogram(rgba: rgba), mapsEveryBin: true)
        #expect(palette.colors.count == 256)
        #expect(palette.transparentIndex == nil)
        let indices = GIFEncoder.indices(rgba: rgba, width: 64, palette: palette, dithering: .none)
        var worst = 0
        for i in 0..<(64 * 64) {
            let c = palette.colors[Int(indices[i])]
            let p = rgba[(4 * i)..<(4 * i + 3)].map(Int.init)
            worst = max(worst, abs(Int(c.0) - p[0]), abs(Int(c.1) - p[1]), abs(Int(c.2) - p[2]))
        }
        #expect(worst <= 24, "worst channel error \(worst)")
    }

    @Test func bytesAreDeterministicAcrossConcurrency() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var data: [Data] = []
        for concurrency in [1, 3] {
            let url = directory.appendingPathComponent("c\(concurrency).gif")
            let options = ExportOptions(scale: 1.5, concurrency: concurrency, dithering: .ordered)
            _ = try FrameExporter(size: canvas, framesPerSecond: 25, options: options)
                .export(frameCount: 10, to: .gif(url)) { i in
                    var list = movingSquare(i)
                    list.append(.fill(Path(ellipseIn: CGRect(x: 30, y: 0, width: 30, height: 30)),
                                      .linearGradient(stops: [.init(color: .white, location: 0), .init(color: .purple, location: 1)],
                                                      start: .zero, end: CGPoint(x: 60, y: 30)), FillStyle()))
                    return list
                }
            data.append(try Data(contentsOf: url))
        }
        #expect(data[0] == data[1])
        #expect(data[0].count > 100)
    }

    @Test func lzwRoundTripsThroughADecoder() throws {
        // Enough varied indices to fill the 4096-entry table several times (clear codes).
        var indices: [UInt8] = []
        var seed: UInt32 = 12345
        for _ in 0..<60_000 {
            seed = seed &* 1_103_515_245 &+ 12345
            indices.append(UInt8((seed >> 16) % 256 < 200 ? (seed >> 24) % 7 : (seed >> 16) % 256))
        }
        let compressed = LZW.compress(indices, minimumCodeSize: 8)
        #expect(try LZWTestDecoder.decode(compressed, minimumCodeSize: 8) == indices)
        let small: [UInt8] = [0, 1, 1, 1, 2, 3, 3, 3, 3, 0, 0]
        #expect(try LZWTestDecoder.decode(LZW.compress(small, minimumCodeSize: 2), minimumCodeSize: 2) == small)
        #expect(try LZWTestDecoder.decode(LZW.compress([], minimumCodeSize: 2), minimumCodeSize: 2) == [])
    }
}

/// A plain GIF LZW decoder, written from the specification, to check the encoder.
enum LZWTestDecoder {
    struct Failure: Error {}

    static func decode(_ blocks: Data, minimumCodeSize: Int) throws -> [UInt8] {
        // Join the sub-blocks.
        var bytes: [UInt8] = []
        var i = blocks.startIndex
        while i < blocks.endIndex {
            let n = Int(blocks[i])
            if n == 0 { break }
            bytes += blocks[(i + 1)..<(i + 1 + n)]
            i += 1 + n
        }
        let clear = 1 << minimumCodeSize, end = clear + 1
        var table: [[UInt8]] = []
        func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []] }
        reset()
        var codeSize = minimumCodeSize + 1
        var bitPosition = 0
        var output: [UInt8] = []
        var previous: [UInt8]?
        while bitPosition + codeSize <= bytes.count * 8 {
            var code = 0
            for b in 0..<codeSize where bytes[(bitPosition + b) / 8] >> ((bitPosition + b) % 8) & 1 == 1 { code |= 1 << b }
            bitPosition += codeSize
            if code == clear {
                reset()
                codeSize = minimumCodeSize + 1
                previous = nil
                continue
            }
            if code == end { return output }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
            } else if code == table.count, let previous {
                entry = previous + [previous[0]]
            } else {
                throw Failure()
            }
            output += entry
            if let previous, table.count < 4096 { table.append(previous + [entry[0]]) }
            if table.count == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            previous = entry
        }
        throw Failure()
    }
}
