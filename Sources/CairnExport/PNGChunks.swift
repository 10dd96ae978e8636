import CairnPNG
import Foundation

/// Reading and writing PNG chunks: what APNG assembly and resume validation need.
///
/// A PNG is the 8-byte signature and chunks of `length (4, big-endian) · type (4) · data ·
/// CRC-32 of type and data (4)`.
enum PNGChunks {
    /// The PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk's type and the range of its data in the file.
    struct Chunk {
        var type: String
        var data: Range<Int>
    }

    /// The chunks of `png`, in order; nil when the signature is wrong or a chunk runs past
    /// the end. CRCs are not checked here (libpng checks them when decoding).
    static func chunks(of png: Data) -> [Chunk]? {
        png.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [Chunk]? in
            guard bytes.count >= 8, bytes.prefix(8).elementsEqual(signature) else { return nil }
            var chunks: [Chunk] = []
            var offset = 8
            while offset + 12 <= bytes.count {
                let length = Int(readUInt32(bytes, at: offset))
                let typeBytes = bytes[(offset + 4)..<(offset + 8)]
                let type = String(decoding: typeBytes, as: UTF8.self)
                let start = offset + 8
                guard length <= bytes.count - start - 4 else { return nil }
                chunks.append(Chunk(type: type, data: start..<(start + length)))
                offset = start + length + 4
            }
            return offset == bytes.count ? chunks : nil
        }
    }

    /// Appends a chunk: length, type, data and CRC.
    static func append(_ type: String, _ data: Data, to output: inout Data) {
        let typeBytes = Array(type.utf8)
        append(UInt32(data.count), to: &output)
        output.append(contentsOf: typeBytes)
        output.append(data)
        var crc = typeBytes.withUnsafeBufferPointer { cairn_png_crc32(0, $0.baseAddress, $0.count) }
        crc = data.withUnsafeBytes { buffer in
            cairn_png_crc32(crc, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count)
        }
        append(crc, to: &output)
    }

    /// Appends a big-endian 32-bit integer.
    static func append(_ value: UInt32, to output: inout Data) {
        output.append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a big-endian 16-bit integer.
    static func append(_ value: UInt16, to output: inout Data) {
        output.append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }

    /// The big-endian 32-bit integer at `offset`.
    static func readUInt32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// Whether `png` is a complete, valid 8-bit PNG of the given pixel size and one of
    /// `colourTypes` (default: RGBA, colour type 6): signature, IHDR, IEND last, and a full
    /// libpng decode (every CRC, the whole zlib stream).
    static func isValidRGBA8(_ png: Data, width: Int, height: Int, colourTypes: Set<UInt8> = [6]) -> Bool {
        guard let chunks = chunks(of: png), let header = chunks.first, header.type == "IHDR", header.data.count == 13,
            chunks.last?.type == "IEND"
        else { return false }
        let headerOK = png.withUnsafeBytes { bytes in
            Int(readUInt32(bytes, at: header.data.lowerBound)) == width
                && Int(readUInt32(bytes, at: header.data.lowerBound + 4)) == height
                && bytes[header.data.lowerBound + 8] == 8 && colourTypes.contains(bytes[header.data.lowerBound + 9])
        }
        guard headerOK else { return false }
        return png.withUnsafeBytes { buffer in
            var w: Int32 = 0, h: Int32 = 0
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return false }
            let checkOnly = cairn_png_decode_options(samples: CAIRN_PNG_AS_DISPLAYED, max_side: 0, max_pixels: 0, keep_pixels: 0)
            return cairn_png_decode(base, buffer.count, checkOnly, nil, &w, &h, nil, nil, 0) == 0 && Int(w) == width && Int(h) == height
        }
    }
}
