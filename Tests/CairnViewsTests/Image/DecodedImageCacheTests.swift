import Cairn
import CairnCairo
import CairnDisplayList
@testable import CairnViews
import Foundation
import Synchronization
import Testing
import CairnTestSupport

/// Counts the files a decoder is asked to decode, then decodes them with Cairo.
final class DecodeCounter: Sendable {
    let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
}

struct CountingDecoder: ImageDecoder {
    let counter: DecodeCounter
    func decodeImage(_ data: Data, name: String, scale: CGFloat) -> Result<ImageSource, ImageDecodingError> {
        counter.count.withLock { $0 += 1 }
        return CairoImageDecoder().decodeImage(data, name: name, scale: scale)
    }
}

/// Image files are decoded once and reused until they change on disk (`DecodedImageCache`).
@Suite struct DecodedImageCacheTests {
    func layout(_ url: URL, _ counter: DecodeCounter) -> ViewLayout {
        ViewLayout(of: Image(contentsOf: url).id("i"), in: CGSize(width: 100, height: 100),
                   textMeasurer: FixedMetricTextMeasurer(), imageDecoder: CountingDecoder(counter: counter))
    }

    @Test func aFileIsDecodedOnceForManyRenders() throws {
        let dir = try ScratchDirectory("cache-once")
        defer { dir.cleanUp() }
        let url = dir.file("logo.png"), other = dir.file("other.png")
        try solidPNG(width: 30, height: 20, rgba: [255, 0, 0, 255]).write(to: url)
        try solidPNG(width: 10, height: 10, rgba: [0, 0, 255, 255]).write(to: other)
        let counter = DecodeCounter()
        for _ in 0..<5 { #expect(layout(url, counter).size == CGSize(width: 30, height: 20)) }
        #expect(counter.value == 1)
        // Another file is another entry; the first stays kept.
        #expect(layout(other, counter).size == CGSize(width: 10, height: 10))
        #expect(layout(url, counter).size == CGSize(width: 30, height: 20))
        #expect(counter.value == 2)
        // The cached pixels draw what a fresh decode draws.
        let fresh = ViewLayout(of: Image(contentsOf: url), in: CGSize(width: 100, height: 100),
                               textMeasurer: FixedMetricTextMeasurer(), imageDecoder: CairoImageDecoder())
        let cached = layout(url, counter)
        #expect(fresh.displayList == cached.displayList)
    }

    /// `UIImage(data:)` bytes are decoded once for many renders; other bytes of the same
    /// length are another entry.
    @Test func imageDataIsDecodedOnce() throws {
        let red = try solidPNG(width: 12, height: 8, rgba: [255, 0, 0, 255])
        let blue = try solidPNG(width: 12, height: 8, rgba: [0, 0, 255, 255])
        let counter = DecodeCounter()
        func layout(_ data: Data) throws -> ViewLayout {
            ViewLayout(of: Image(uiImage: try #require(UIImage(data: data))), in: CGSize(width: 50, height: 50),
                       textMeasurer: FixedMetricTextMeasurer(), imageDecoder: CountingDecoder(counter: counter))
        }
        for _ in 0..<4 { #expect(try layout(red).size == CGSize(width: 12, height: 8)) }
        #expect(counter.value == 1)
        #expect(try layout(blue).size == CGSize(width: 12, height: 8))
        #expect(counter.value == 2)
        let drawn = try ImageRenderer(content: Image(uiImage: try #require(UIImage(data: blue)))).bitmap()
        #expect(rgba(drawn, 6, 4) == [0, 0, 255, 255])
    }

    /// A file rewritten in place (a new size) or replaced (same size, new pixels, a later
    /// modification time) is decoded again: the render shows the new file.
    @Test func aChangedFileIsDecodedAgain() throws {
        let dir = try ScratchDirectory("cache-change")
        defer { dir.cleanUp() }
        let url = dir.file("badge.png")
        try solidPNG(width: 30, height: 20, rgba: [255, 0, 0, 255]).write(to: url)
        let counter = DecodeCounter()
        #expect(layout(url, counter).size == CGSize(width: 30, height: 20))
        try solidPNG(width: 40, height: 20, rgba: [255, 0, 0, 255]).write(to: url)
        #expect(layout(url, counter).size == CGSize(width: 40, height: 20))
        #expect(counter.value == 2)
        try solidPNG(width: 40, height: 20, rgba: [0, 255, 0, 255]).write(to: url, options: .atomic)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: url.path)
        let green = layout(url, counter)
        #expect(counter.value == 3)
        let r = ImageRenderer(content: Image(contentsOf: url))
        let pixel = try r.bitmap().pixel(x: 5, y: 5)
        #expect(pixel.green == 255 && pixel.red == 0, "\(pixel)")
        #expect(green.size == CGSize(width: 40, height: 20))
    }

    /// The least recently used images go first past the byte limit; an image over the limit
    /// is never kept.
    @Test func theLeastRecentlyUsedGoFirst() throws {
        let cache = DecodedImageCache(byteLimit: 100)
        func source(_ n: UInt8) throws -> ImageSource {
            ImageSource(.bitmap(try #require(ImageBitmap(width: 4, height: 3, rgba: [UInt8](repeating: n, count: 48)))), name: "\(n)")
        }
        func key(_ path: String) -> DecodedImageCache.Key {
            DecodedImageCache.Key(path: path, size: 1, modified: 0, file: 0, decoder: ObjectIdentifier(CountingDecoder.self))
        }
        cache.insert(try source(1), for: key("a"))
        cache.insert(try source(2), for: key("b"))
        #expect(cache.count == 2)
        // Touch "a", then a third 48-byte image: 144 > 100, so "b" (least recently used) goes.
        #expect(cache.source(for: key("a"))?.name == "1")
        cache.insert(try source(3), for: key("c"))
        #expect(cache.count == 2)
        #expect(cache.source(for: key("b")) == nil)
        #expect(cache.source(for: key("a"))?.name == "1")
        #expect(cache.source(for: key("c"))?.name == "3")
        // 4 × 8 × 4 = 128 bytes: over the limit, not kept, nothing evicted for it.
        let big = ImageSource(.bitmap(try #require(ImageBitmap(width: 4, height: 8, rgba: [UInt8](repeating: 9, count: 128)))), name: "big")
        cache.insert(big, for: key("big"))
        #expect(cache.source(for: key("big")) == nil)
        #expect(cache.count == 2)
    }
}
