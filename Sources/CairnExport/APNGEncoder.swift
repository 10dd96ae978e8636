import CairnCairo
import CairnPNG
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The chunks of an animated PNG (APNG, PNG third edition): 8-bit RGBA with full alpha.
///
/// Layout: signature · IHDR · acTL(frame count, plays) · for frame 0: fcTL · IDAT… (the
/// default image is the first frame) · for each later frame: fcTL · fdAT… · IEND.
/// fcTL and fdAT share one sequence number counter starting at 0. Frame 0 covers the whole
/// canvas; every later frame covers only the rectangle of pixels that differ from the frame
/// before (one pixel when none does), with `dispose_op = NONE` and `blend_op = SOURCE` (the
/// rectangle is replaced, alpha included; the rest of the canvas stays as the previous
/// frame left it, which is what this frame holds there). Each lasts `1/fps` s as an exact
/// fraction (`FrameTiming.apngDelay`).
enum APNGEncoder {
    /// Largest data size of one IDAT/fdAT chunk written (splitting keeps chunks modest).
    static let maximumChunkData = 1 << 20

    /// The rectangle of a frame to store and its zlib stream.
    struct Region: Sendable {
        var x: Int, y: Int, width: Int, height: Int
        var data: Data
    }

    /// Signature, IHDR (8-bit RGBA) and acTL (`frameCount` frames, `loopCount` plays; 0 forever).
    static func header(width: Int, height: Int, frameCount: Int, loopCount: Int) -> Data {
        var header = Data(PNGChunks.signature)
        var ihdr = Data()
        PNGChunks.append(UInt32(width), to: &ihdr)
        PNGChunks.append(UInt32(height), to: &ihdr)
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])  // 8-bit, RGBA, deflate, filter method 0, no interlace
        PNGChunks.append("IHDR", ihdr, to: &header)
        var actl = Data()
        PNGChunks.append(UInt32(frameCount), to: &actl)
        PNGChunks.append(UInt32(loopCount), to: &actl)
        PNGChunks.append("acTL", actl, to: &header)
        return header
    }

    /// One frame: its fcTL and its data as IDAT (the first frame, the default image) or fdAT
    /// chunks of at most `maximumChunkData` bytes, numbered from `sequence` on.
    static func frame(
        _ region: Region, isFirst: Bool, delay: (numerator: UInt16, denominator: UInt16), sequence: inout UInt32
    ) -> Data {
        let imageData = region.data
        var chunks = Data()
        var fctl = Data()
        PNGChunks.append(sequence, to: &fctl)
        sequence += 1
        PNGChunks.append(UInt32(region.width), to: &fctl)
        PNGChunks.append(UInt32(region.height), to: &fctl)
        PNGChunks.append(UInt32(region.x), to: &fctl)
        PNGChunks.append(UInt32(region.y), to: &fctl)
        PNGChunks.append(delay.numerator, to: &fctl)
        PNGChunks.append(delay.denominator, to: &fctl)
        fctl.append(contentsOf: [0, 0])  // dispose_op NONE, blend_op SOURCE
        PNGChunks.append("fcTL", fctl, to: &chunks)
        var offset = imageData.startIndex
        repeat {
            let end = min(offset + maximumChunkData, imageData.endIndex)
            let piece = imageData[offset..<end]
            if isFirst {
                PNGChunks.append("IDAT", Data(piece), to: &chunks)
            } else {
                var fdat = Data()
                PNGChunks.append(sequence, to: &fdat)
                sequence += 1
                fdat.append(piece)
                PNGChunks.append("fdAT", fdat, to: &chunks)
            }
            offset = end
        } while offset < imageData.endIndex
        return chunks
    }

    /// The IEND chunk that ends the file.
    static var trailer: Data {
        var trailer = Data()
        PNGChunks.append("IEND", Data(), to: &trailer)
        return trailer
    }

    /// The region of `current` (straight RGBA, `width` × `height`) to store: where it differs
    /// from `previous` (the whole canvas for the first frame, nil `previous`; the top-left
    /// pixel when nothing changed), encoded as a PNG at `compressionLevel` (the encoder of
    /// PNG export) whose zlib stream is kept.
    static func region(of current: [UInt8], since previous: [UInt8]?, width: Int, height: Int, compressionLevel: Int) throws -> Region {
        var rect = (x: 0, y: 0, width: width, height: height)
        if let previous {
            rect = changedRect(current, previous, width: width, height: height) ?? (0, 0, 1, 1)
        }
        let png = try current.withUnsafeBufferPointer { buffer -> Data in
            guard let base = buffer.baseAddress else { throw RenderError.pngEncodingFailed(reason: "the frame has no pixels") }
            var output: UnsafeMutablePointer<UInt8>?
            var size = 0
            var message = [CChar](repeating: 0, count: 256)
            let status = message.withUnsafeMutableBufferPointer { m in
                cairn_png_encode(
                    base + (rect.y * width + rect.x) * 4, Int32(rect.width), Int32(rect.height), Int32(width * 4),
                    CAIRN_PIXELS_RGBA8_STRAIGHT, Int32(compressionLevel), &output, &size, m.baseAddress, m.count)
            }
            guard status == 0, let output else {
                throw RenderError.pngEncodingFailed(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            return Data(bytesNoCopy: output, count: size, deallocator: .free)
        }
        return Region(x: rect.x, y: rect.y, width: rect.width, height: rect.height, data: try imageData(of: png))
    }
    /// The smallest rectangle holding every pixel (4 bytes each) where `a` and `b` differ;
    /// nil when they are equal.
    static func changedRect(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard a.count == b.count, a.count == width * height * 4 else { return (0, 0, width, height) }
        var top = -1, bottom = -1, left = width, right = -1
        a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                for y in 0..<height {
                    let row = y * width * 4
                    if memcmp(pa.baseAddress! + row, pb.baseAddress! + row, width * 4) == 0 { continue }
                    if top < 0 { top = y }
                    bottom = y
                    for x in 0..<left where pa.loadUnaligned(fromByteOffset: row + 4 * x, as: UInt32.self)
                        != pb.loadUnaligned(fromByteOffset: row + 4 * x, as: UInt32.self) {
                        left = x
                        break
                    }
                    var x = width - 1
                    while x > right {
                        if pa.loadUnaligned(fromByteOffset: row + 4 * x, as: UInt32.self)
                            != pb.loadUnaligned(fromByteOffset: row + 4 * x, as: UInt32.self) {
                            right = x
                            break
                        }
                        x -= 1
                    }
                }
            }
        }
        guard top >= 0 else { return nil }
        return (left, top, right - left + 1, bottom - top + 1)
    }

    /// The concatenated data of the IDAT chunks of `png` (one zlib stream).
    ///
    /// - Throws: `RenderError.pngEncodingFailed` if the encoder's output is not a PNG we can read
    ///   (never expected).
    static func imageData(of png: Data) throws -> Data {
        guard let chunks = PNGChunks.chunks(of: png) else {
            throw RenderError.pngEncodingFailed(reason: "the encoded frame is not a well-formed PNG")
        }
        var data = Data()
        for chunk in chunks where chunk.type == "IDAT" { data.append(png[chunk.data]) }
        return data
    }
}
