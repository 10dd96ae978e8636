#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Foundation

/// Adds `tEXt` chunks to PNG data, after the header chunk, where every reader finds them.
enum PNGTextChunks {
    /// `png` with one `tEXt` chunk per field inserted after `IHDR`; `png` unchanged when it
    /// does not start with a PNG signature and an `IHDR` chunk.
    ///
    /// Keywords must be 1 to 79 Latin-1 characters (PNG spec, 11.3.4.3); longer ones are cut.
    static func inserting(_ fields: [(key: String, value: String)], into png: Data) -> Data {
        let headerEnd = 8 + 4 + 4 + 13 + 4
        guard !fields.isEmpty, png.count >= headerEnd,
              png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              png[png.startIndex + 12 ..< png.startIndex + 16].elementsEqual(Array("IHDR".utf8))
        else { return png }
        var result = Data(png.prefix(headerEnd))
        for field in fields {
            var body = Array("tEXt".utf8)
            body += Array(field.key.utf8.prefix(79)) + [0] + Array(field.value.utf8)
            let length = UInt32(body.count - 4)
            result.append(contentsOf: bigEndian(length))
            result.append(contentsOf: body)
            result.append(contentsOf: bigEndian(CRC32.checksum(body)))
        }
        result.append(png.dropFirst(headerEnd))
        return result
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

/// CRC-32 as PNG chunks use it (ISO 3309, polynomial 0xEDB88320, reflected).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
#endif
