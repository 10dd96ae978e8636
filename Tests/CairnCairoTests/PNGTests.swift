import CCairo
import CairnCairo
import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation
import Testing
import CairnTestSupport

/// The libpng encoder: structure, determinism, and that it decodes to the rendered pixels.
@Suite struct PNGTests {
    let list = DisplayList([
        fill(rectPath(2, 2, 10, 6), Palette.green),
        fill(rectPath(6.5, 4, 10, 10), rgb(255, 0, 0, 0.5)),
    ])
    let size = CGSize(width: 20, height: 16)

    /// The PNG chunk types in file order.
    func chunkTypes(_ png: Data) -> [String] {
        let bytes = [UInt8](png)
        var types: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    func bigEndian32(_ bytes: [UInt8], _ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }

    @Test func pngHasSignatureAndRGBAHeaderAndNoTimeChunk() throws {
        let png = try CairoRenderer.pngData(list, size: size, scale: 2)
        let bytes = [UInt8](png)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
        #expect(bigEndian32(bytes, 16) == 40)  // width = 20 pt × 2
        #expect(bigEndian32(bytes, 20) == 32)  // height = 16 pt × 2
        #expect(bytes[24] == 8)  // bit depth
        #expect(bytes[25] == 6)  // colour type 6: RGBA
        let types = chunkTypes(png)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(Set(types) == ["IHDR", "IDAT", "IEND"])
    }

    @Test func samePNGBytesEveryTime() throws {
        let a = try CairoRenderer.pngData(list, size: size)
        let b = try CairoRenderer.pngData(list, size: size)
        #expect(a == b)
        // The bitmap's own encoder gives the same bytes as the surface fast path.
        #expect(try CairoRenderer.bitmap(list, size: size).pngData() == a)
    }

    @Test func opaqueImagesAreRGBAndOthersRGBA() throws {
        // As cairo_surface_write_to_png: colour type 2 (RGB) when every pixel is opaque, else 6.
        let png = try CairoRenderer.pngData(DisplayList(), size: CGSize(width: 3, height: 3))
        #expect([UInt8](png)[25] == 6)
        let opaque = try CairoRenderer.pngData(DisplayList(), size: CGSize(width: 3, height: 3), background: rgb(0, 0, 0))
        #expect([UInt8](opaque)[25] == 2)
        // A frame writer that needs one colour type for all its frames can keep RGBA.
        let rgba = try CairoRenderer.pngData(
            DisplayList(), size: CGSize(width: 3, height: 3), scale: 1, background: rgb(0, 0, 0), compressionLevel: 4,
            colourType: .rgba)
        #expect([UInt8](rgba)[25] == 6)
        #expect(decodeWithCairo(rgba)?.pixel(1, 1) == [0, 0, 0, 255])
        #expect(decodeWithCairo(opaque)?.pixel(1, 1) == [0, 0, 0, 255])
    }

    @Test func pngDecodesToTheBitmapsPixels() throws {
        let bitmap = try CairoRenderer.bitmap(list, size: size)
        let png = try CairoRenderer.pngData(list, size: size)
        let decoded = try #require(decodeWithCairo(png))
        #expect(decoded.width == bitmap.width && decoded.height == bitmap.height)
        // Opaque pixels round-trip exactly; the half-transparent red keeps alpha 128.
        #expect(decoded.pixel(4, 4) == rgba(bitmap, 4, 4))
        #expect(rgba(bitmap, 4, 4) == [52, 199, 89, 255])
        #expect(decoded.pixel(15, 12)[3] == rgba(bitmap, 15, 12)[3])
        #expect(abs(rgba(bitmap, 15, 12)[3] - 128) <= 1)
    }

    @Test func higherCompressionIsSmallerOrEqualAndStillDecodes() throws {
        let fast = try CairoRenderer.pngData(list, size: size, compressionLevel: 0)
        let small = try CairoRenderer.pngData(list, size: size, compressionLevel: 9)
        #expect(small.count <= fast.count)
        #expect(try #require(decodeWithCairo(small)).width == 20)
    }

    @Test func bitmapWithWrongPixelCountThrows() throws {
        var bitmap = try CairoRenderer.bitmap(list, size: size)
        bitmap.pixels.removeLast()
        #expect(throws: RenderError.self) { try bitmap.pngData() }
    }

    /// A PNG decoded by Cairo's reader (independent of libpng-writing code), un-premultiplied.
    struct Decoded {
        var width: Int, height: Int
        var argb: [UInt32]
        func pixel(_ x: Int, _ y: Int) -> [Int] {
            let v = argb[y * width + x]
            let a = Int(v >> 24)
            func c(_ shift: UInt32) -> Int {
                let p = Int((v >> shift) & 0xff)
                return a == 0 ? 0 : (p * 255 + a / 2) / a
            }
            return [c(16), c(8), c(0), a]
        }
    }

    final class Reader {
        var data: [UInt8]
        var offset = 0
        init(_ data: Data) { self.data = [UInt8](data) }
    }

    func decodeWithCairo(_ png: Data) -> Decoded? {
        let reader = Reader(png)
        return withExtendedLifetime(reader) {
            let read: cairo_read_func_t = { closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                let r = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                let n = Int(length)
                guard r.offset + n <= r.data.count else { return CAIRO_STATUS_READ_ERROR }
                for i in 0..<n { buffer[i] = r.data[r.offset + i] }
                r.offset += n
                return CAIRO_STATUS_SUCCESS
            }
            guard let surface = cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(reader).toOpaque())
            else { return nil }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
            else { return nil }
            let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            var argb: [UInt32] = []
            for y in 0..<h {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { argb.append(row[x]) }
            }
            return Decoded(width: w, height: h, argb: argb)
        }
    }
}

/// The encoder's level choices: every level decodes to exactly the encoded pixels, on a flat
/// picture and on a gradient, small (both methods compressed whole) and large (methods
/// chosen on a sample of rows); filtering pays on gradients.
@Suite struct PNGLevelTests {
    /// A `width`×`height` bitmap: opaque smooth gradients with a transparent band, or flat
    /// colour blocks with a transparent band; with `opaque`, no band (every pixel opaque).
    func picture(width: Int, height: Int, gradient: Bool, opaque: Bool = false) throws -> Bitmap {
        var bitmap = try CairoRenderer.bitmap(DisplayList(), size: CGSize(width: width, height: height))
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if y % 40 < 6 && !opaque {
                    bitmap.pixels[i..<i + 4] = [0, 0, 0, 0]
                } else if gradient {
                    bitmap.pixels[i..<i + 4] = [UInt8((x * 255) / width), UInt8((y * 255) / height), UInt8(((x + y) * 3) & 0xFF), 255]
                } else {
                    bitmap.pixels[i..<i + 4] = (x / 17 + y / 23) % 2 == 0 ? [0, 122, 255, 255] : [255, 255, 255, 255]
                }
            }
        }
        return bitmap
    }

    @Test(arguments: [(40, 30), (320, 240)])
    func everyLevelDecodesToThePixels(width: Int, height: Int) throws {
        for (gradient, opaque) in [(false, false), (true, false), (false, true), (true, true)] {
            let bitmap = try picture(width: width, height: height, gradient: gradient, opaque: opaque)
            for level in 0...9 {
                let png = try bitmap.pngData(compressionLevel: level)
                #expect(try bitmap.pngData(compressionLevel: level) == png)  // deterministic
                #expect(png[25] == (opaque ? 2 : 6), "colour type: RGB exactly when every pixel is opaque")
                let decoded = try #require(PNGTests().decodeWithCairo(png))
                #expect(decoded.width == width && decoded.height == height)
                var mismatches = 0
                for y in 0..<height {
                    for x in 0..<width where decoded.pixel(x, y) != rgba(bitmap, x, y) { mismatches += 1 }
                }
                #expect(mismatches == 0, "level \(level), gradient \(gradient), opaque \(opaque), \(width)×\(height)")
            }
        }
    }

    /// Gradients with grain, the content where rows are filtered and every filter (Paeth's
    /// three predictions included) wins somewhere: the encoder's vector loops, their scalar
    /// tails (widths not a multiple of 16 bytes) and the first pixel of each row all
    /// decode back to the pixels, opaque (RGB rows) and not (RGBA rows).
    @Test(arguments: [1, 5, 17, 333])
    func grainyGradientsDecodeToThePixels(width: Int) throws {
        for opaque in [true, false] {
            let height = 700  // over 256 KB raw at width 333: the method is chosen on a sample
            var bitmap = try CairoRenderer.bitmap(DisplayList(), size: CGSize(width: width, height: height))
            var state: UInt32 = 12345
            for y in 0..<height {
                for x in 0..<width {
                    state = state &* 1_103_515_245 &+ 12345
                    let grain = Int(state >> 28) % 5
                    let i = (y * width + x) * 4
                    // One transparent pixel makes the rows RGBA (4 bytes a pixel).
                    bitmap.pixels[i..<i + 4] = !opaque && x == 0 && y == 0 ? [0, 0, 0, 0]
                        : [UInt8((x * 2 + y + grain) & 0xFF), UInt8((y * 3 + grain * 7) & 0xFF), UInt8((x * y / 50 + grain) & 0xFF), 255]
                }
            }
            let png = try bitmap.pngData()
            let decoded = try #require(PNGTests().decodeWithCairo(png))
            var mismatches = 0
            for y in 0..<height {
                for x in 0..<width where decoded.pixel(x, y) != rgba(bitmap, x, y) { mismatches += 1 }
            }
            #expect(mismatches == 0, "width \(width), opaque \(opaque)")
        }
    }

    @Test func filteringPaysOnGradients() throws {
        let bitmap = try picture(width: 320, height: 240, gradient: true)
        let fast = try bitmap.pngData(compressionLevel: 1)
        let standard = try bitmap.pngData()
        // Unfiltered, a gradient has few repeats; filtered rows are almost constant.
        #expect(Double(standard.count) < 0.5 * Double(fast.count), "\(standard.count) vs \(fast.count)")
        #expect(try bitmap.pngData(compressionLevel: 0).count > rawSize(320, 240))
    }

    /// Each thread keeps its encoder buffers and zlib stream between images: encoding on
    /// several threads at once, and after images of other sizes and levels, gives the same
    /// bytes as a first encode.
    @Test func reusedBuffersGiveTheSameBytes() throws {
        let big = try picture(width: 320, height: 240, gradient: true)
        let small = try picture(width: 40, height: 30, gradient: false)
        let expectedBig = try big.pngData(), expectedSmall = try small.pngData(compressionLevel: 9)
        let results = UncheckedResults(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let first = i % 2 == 0 ? try? small.pngData(compressionLevel: 1) : try? big.pngData(compressionLevel: 0)
            _ = first
            results.set(i, [try? big.pngData(), try? small.pngData(compressionLevel: 9)])
        }
        for i in 0..<8 { #expect(results.get(i) == [expectedBig, expectedSmall]) }
    }

    /// Per-iteration results written by concurrent threads, each slot by one thread.
    final class UncheckedResults: @unchecked Sendable {
        private var slots: [[Data?]]
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: [], count: count) }
        func set(_ i: Int, _ value: [Data?]) { lock.withLock { slots[i] = value } }
        func get(_ i: Int) -> [Data?] { lock.withLock { slots[i] } }
    }

    /// Raw size of a stored (level 0) RGBA image: a filter byte per row plus 4 bytes a pixel.
    func rawSize(_ w: Int, _ h: Int) -> Int { h * (w * 4 + 1) }
}
