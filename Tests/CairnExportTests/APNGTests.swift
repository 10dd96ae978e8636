import CairnCairo
import CairnDisplayList
import CairnShapes
import Foundation
import Testing

@testable import CairnExport
import CairnTestSupport

@Suite struct APNGTests {
    @Test func delayIsAnExactFractionOfASecond() {
        #expect(FrameTiming.apngDelay(framesPerSecond: 30) == (1, 30))
        #expect(FrameTiming.apngDelay(framesPerSecond: 29.97) == (100, 2997))
        #expect(FrameTiming.apngDelay(framesPerSecond: 0.5) == (2, 1))
        #expect(FrameTiming.ffmpegRate(framesPerSecond: 30) == "30/1")
        #expect(FrameTiming.ffmpegRate(framesPerSecond: 30000.0 / 1001) == "30000/1001")
    }

    @Test(.enabled(if: hasFFmpeg, "ffprobe (apt-get install ffmpeg) is the independent APNG decoder"))
    func decodesWithTheRightFrameCountRateAndAlpha() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("square.png")
        let report = try FrameExporter(size: canvas, framesPerSecond: 24, options: ExportOptions(loopCount: 3))
            .export(frameCount: 10, to: .apng(url)) { i in
                var list = movingSquare(i)
                // A half-transparent green band: APNG keeps alpha 128 exactly (GIF cannot).
                list.append(.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 4)), .color(Color.Resolved(red: 0, green: 1, blue: 0, opacity: 0.5)), FillStyle()))
                return list
            }
        #expect(report.renderedFrames == 10)
        #expect(try fileNames(in: directory) == ["square.png"])

        let stream = try probe(url, "stream=codec_name,nb_read_frames,r_frame_rate,avg_frame_rate,width,height", countFrames: true)
        #expect(stream["codec_name"] == "apng")
        #expect(stream["nb_read_frames"] == "10")
        #expect(stream["r_frame_rate"] == "24/1")
        #expect(stream["width"] == "64" && stream["height"] == "48")

        let frames = try decodeFrames(url, width: 64, height: 48)
        #expect(frames.count == 10)
        for (i, frame) in frames.enumerated() {
            #expect(pixel(frame, width: 64, 2 * i + 8, 16) == [0, 122, 255, 255], "frame \(i) square")
            #expect(pixel(frame, width: 64, 2 * i + 17, 16) == [0, 0, 0, 0], "frame \(i) right of the square")
            let band = pixel(frame, width: 64, 40, 1)
            #expect(band[1] == 255 && band[3] == 128, "frame \(i) band \(band)")
        }
    }

    @Test func chunkLayoutFollowsTheSpecification() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("square.png")
        _ = try FrameExporter(size: canvas, framesPerSecond: 24, options: ExportOptions(loopCount: 3))
            .export(frameCount: 10, to: .apng(url), makeFrame: movingSquare)
        // Chunk layout: IHDR, acTL (10 frames, 3 plays), fcTL 0, IDAT, then fcTL/fdAT pairs with
        // sequence numbers 1, 2, …, IEND.
        let data = try Data(contentsOf: url)
        let chunks = try #require(PNGChunks.chunks(of: data))
        let types = chunks.map(\.type)
        #expect(types.prefix(4) == ["IHDR", "acTL", "fcTL", "IDAT"])
        #expect(types.last == "IEND")
        #expect(types.filter { $0 == "fcTL" }.count == 10)
        #expect(types.filter { $0 == "fdAT" }.count == 9)
        let actl = chunks[1].data
        #expect([UInt8](data[actl]) == [0, 0, 0, 10, 0, 0, 0, 3])
        let sequenceNumbers = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { chunk in
            data[chunk.data].prefix(4).reduce(0) { $0 << 8 | Int($1) }
        }
        #expect(sequenceNumbers == Array(0..<19))
        // The first fcTL: 64×48 at 0,0, delay 1/24, dispose none, blend source.
        #expect([UInt8](data[chunks[2].data].dropFirst(4)) == [0, 0, 0, 64, 0, 0, 0, 48, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 24, 0, 0])
        // The default image is frame 0: a plain PNG reader sees it.
        #expect(PNGChunks.isValidRGBA8(data, width: 64, height: 48))
    }

    /// After frame 0, each frame stores only the rectangle that changed: the square moving
    /// 2 px right covers x 2(i−1) ..< 2i + 16, rows 8 ..< 24 → fcTL 18×16 at (2(i−1), 8); an
    /// unchanged frame is 1×1 at (0, 0). ffmpeg composites them back: the square's old
    /// columns are transparent again, the band and the square are where they belong.
    @Test(.enabled(if: hasFFmpeg, "ffprobe (apt-get install ffmpeg) is the independent APNG decoder"))
    func laterFramesStoreOnlyTheChangedRectangle() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("square.png")
        _ = try FrameExporter(size: canvas, framesPerSecond: 24)
            .export(frameCount: 8, to: .apng(url)) { i in movingSquare(min(i, 5)) }
        let data = try Data(contentsOf: url)
        let chunks = try #require(PNGChunks.chunks(of: data))
        let rects = chunks.filter { $0.type == "fcTL" }.map { chunk -> [Int] in
            let bytes = [UInt8](data[chunk.data])
            return (0..<4).map { k in bytes[(4 + 4 * k)..<(8 + 4 * k)].reduce(0) { $0 << 8 | Int($1) } }
        }
        // width, height, x, y
        #expect(rects[0] == [64, 48, 0, 0])
        for i in 1...5 { #expect(rects[i] == [18, 16, 2 * (i - 1), 8], "frame \(i)") }
        #expect(rects[6] == [1, 1, 0, 0] && rects[7] == [1, 1, 0, 0])
        let frames = try decodeFrames(url, width: 64, height: 48)
        #expect(frames.count == 8)
        for (i, frame) in frames.enumerated() {
            let x = 2 * min(i, 5)
            #expect(pixel(frame, width: 64, x + 8, 16) == [0, 122, 255, 255], "frame \(i) square")
            #expect(pixel(frame, width: 64, 32, 44) == [255, 59, 48, 255], "frame \(i) bar")
            if x > 0 { #expect(pixel(frame, width: 64, x - 1, 16) == [0, 0, 0, 0], "frame \(i) left of the square") }
        }
    }

    @Test func bytesAreDeterministicAcrossConcurrency() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var data: [Data] = []
        for concurrency in [1, 2] {
            let url = directory.appendingPathComponent("c\(concurrency).png")
            _ = try FrameExporter(size: canvas, framesPerSecond: 30, options: ExportOptions(concurrency: concurrency))
                .export(frameCount: 9, to: .apng(url), makeFrame: movingSquare)
            data.append(try Data(contentsOf: url))
        }
        #expect(data[0] == data[1])
    }
}
