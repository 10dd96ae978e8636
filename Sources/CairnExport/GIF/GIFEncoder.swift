import Foundation

/// The blocks of a GIF89a file (see the GIF89a specification, sections 17 to 27).
enum GIFEncoder {
    /// Header, logical screen descriptor, global colour table, and the NETSCAPE2.0
    /// application extension that makes the animation loop.
    ///
    /// - Parameter loopCount: plays in total; 0 plays forever. 1 writes no loop extension
    ///   (a GIF without one plays once); n > 1 stores n − 1 repetitions.
    static func header(width: Int, height: Int, palette: GIFPalette, loopCount: Int) -> Data {
        var data = Data("GIF89a".utf8)
        appendUInt16(width, to: &data)
        appendUInt16(height, to: &data)
        // Global colour table present, colour resolution 8 bits, not sorted, size 2^bits.
        data.append(0x80 | 0x70 | UInt8(palette.bitsPerIndex - 1))
        // Background colour: the transparent entry, so that "restore to background"
        // disposal clears to transparent.
        data.append(palette.transparentIndex ?? 0)
        data.append(0)  // pixel aspect ratio: square
        data.append(contentsOf: palette.tableBytes)
        if loopCount != 1 {
            data.append(contentsOf: [0x21, 0xFF, 0x0B])
            data.append(contentsOf: Array("NETSCAPE2.0".utf8))
            data.append(contentsOf: [0x03, 0x01])
            appendUInt16(loopCount == 0 ? 0 : loopCount - 1, to: &data)
            data.append(0)
        }
        return data
    }

    /// One frame: graphic control extension (delay, transparency, disposal), image
    /// descriptor covering `rect` (the whole canvas by default), and the LZW-compressed
    /// indices of that rectangle (`indices` holds the whole canvas, row-major).
    ///
    /// Disposal is "restore to background" when the palette has a transparent entry, so
    /// transparent pixels show through to what is behind the GIF rather than to the
    /// previous frame; otherwise "do not dispose" (so a frame may cover only the rectangle
    /// that changed: the rest of the previous frame stays).
    static func frame(indices: [UInt8], width: Int, height: Int, palette: GIFPalette, delay: Int, rect: FrameRect? = nil) -> Data {
        let rect = rect ?? FrameRect(x: 0, y: 0, width: width, height: height)
        var data = Data()
        data.append(contentsOf: [0x21, 0xF9, 0x04])
        let disposal: UInt8 = palette.transparentIndex == nil ? 1 : 2
        data.append(disposal << 2 | (palette.transparentIndex == nil ? 0 : 1))
        appendUInt16(delay, to: &data)
        data.append(palette.transparentIndex ?? 0)
        data.append(0)
        data.append(0x2C)
        appendUInt16(rect.x, to: &data)
        appendUInt16(rect.y, to: &data)
        appendUInt16(rect.width, to: &data)
        appendUInt16(rect.height, to: &data)
        data.append(0)  // no local colour table, not interlaced
        let minimumCodeSize = max(2, palette.bitsPerIndex)
        data.append(UInt8(minimumCodeSize))
        if rect.x == 0, rect.y == 0, rect.width == width, rect.height == height {
            data.append(LZW.compress(indices, minimumCodeSize: minimumCodeSize))
        } else {
            var cropped: [UInt8] = []
            cropped.reserveCapacity(rect.width * rect.height)
            for y in rect.y..<(rect.y + rect.height) {
                cropped.append(contentsOf: indices[(y * width + rect.x)..<(y * width + rect.x + rect.width)])
            }
            data.append(LZW.compress(cropped, minimumCodeSize: minimumCodeSize))
        }
        return data
    }

    /// A frame's rectangle on the canvas, in pixels.
    struct FrameRect: Equatable, Sendable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// The file's last byte.
    static let trailer = Data([0x3B])

    /// The palette indices of a frame's straight RGBA pixels: transparent entry for alpha
    /// below 128, otherwise the palette's colour for the pixel (`GIFPalette.refinedIndex`) (offset by a 4×4 Bayer
    /// threshold of ±15 levels first when `dithering` is `.ordered`).
    static func indices(rgba: [UInt8], width: Int, palette: GIFPalette, dithering: Dithering) -> [UInt8] {
        let count = rgba.count / 4
        let transparent = palette.transparentIndex ?? 0
        return [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
            rgba.withUnsafeBufferPointer { pixels in
                var lastColor = UInt32.max, lastIndex: UInt8 = 0  // runs of one colour look up once
                var cells = [UInt16](repeating: UInt16.max, count: 1 << 18)
                for i in 0..<count {
                    let r = pixels[4 * i], g = pixels[4 * i + 1], b = pixels[4 * i + 2], a = pixels[4 * i + 3]
                    if a < 128 {
                        output[i] = transparent
                    } else if dithering == .ordered {
                        let threshold = bayer[(i / width & 3) * 4 + (i % width & 3)]
                        output[i] = palette.index(offset(r, threshold), offset(g, threshold), offset(b, threshold))
                    } else {
                        let color = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                        if color != lastColor {
                            lastColor = color
                            lastIndex = palette.refinedIndex(r, g, b, cells: &cells)
                        }
                        output[i] = lastIndex
                    }
                }
            }
            initialized = count
        }
    }

    /// The 4×4 Bayer matrix, centred: thresholds −15…+15 in steps of 2.
    private static let bayer: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { 2 * $0 - 15 }

    @inline(__always)
    private static func offset(_ value: UInt8, _ threshold: Int) -> UInt8 {
        UInt8(min(max(Int(value) + threshold, 0), 255))
    }

    private static func appendUInt16(_ value: Int, to data: inout Data) {
        data.append(UInt8(value & 0xFF))
        data.append(UInt8(value >> 8 & 0xFF))
    }
}
