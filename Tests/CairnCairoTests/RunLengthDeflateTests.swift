import CairnPNG
import Foundation
import Testing

/// Cairn's deflate (`cairn_deflate_rle` for the PNG encoder's filtered rows,
/// `cairn_deflate_image` for unfiltered ones): whatever the input, zlib's own inflater gives
/// it back byte for byte, and the block kinds (stored, fixed, dynamic), every distance code
/// and the code-length limits are all exercised.
@Suite struct RunLengthDeflateTests {
    /// Compresses `input` with the run-length parse (or, with `rowLength`, the image parse
    /// for rows of that many bytes, 3 a pixel), inflates it with zlib; returns the size.
    func roundTrip(_ input: [UInt8], rowLength: Int? = nil) throws -> Int {
        let capacity = input.count + input.count / 1000 + 1024
        var compressed = [UInt8](repeating: 0, count: capacity)
        var symbols = [UInt32](repeating: 0, count: Int(CAIRN_RLE_BLOCK_SYMBOLS))
        var hash = [UInt32](repeating: 0, count: Int(CAIRN_IMAGE_HASH_ENTRIES))
        let size = rowLength.map { cairn_deflate_image(input, input.count, $0, 3, &compressed, capacity, &symbols, &hash) }
            ?? cairn_deflate_rle(input, input.count, &compressed, capacity, &symbols)
        try #require(size > 0, "no room for \(input.count) bytes")
        var back = [UInt8](repeating: 0, count: input.count + 16)
        let produced = cairn_inflate_raw(compressed, size, &back, back.count)
        try #require(produced == input.count, "inflated to \(produced) bytes, not \(input.count)")
        #expect(Array(back[0..<input.count]) == input)
        return size
    }

    /// A deterministic generator (64-bit LCG, high bits).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
    }

    @Test(arguments: [0, 1, 2, 3, 4, 257, 258, 259, 260, 261, 65_535, 65_536, 65_537, 300_000])
    func everyKindOfInputComesBack(count: Int) throws {
        var generator = Generator(state: UInt64(count) &+ 99)
        // Noise (stored blocks), zeros (runs of 258 and their remainders), sparse values in
        // zeros (filtered flat rows), a byte repeated 300 at a time, and rare values in runs.
        let kinds: [(Int, inout Generator, [UInt8]) -> UInt8] = [
            { _, g, _ in UInt8(truncatingIfNeeded: g.next()) },
            { _, _, _ in 0 },
            { i, g, _ in i % 3 == 0 ? UInt8(truncatingIfNeeded: g.next()) : 0 },
            { i, _, _ in UInt8((i / 300) & 1) },
            { i, g, made in g.next() % 4 == 0 ? UInt8(g.next() % 7) : (i > 0 ? made[i - 1] : 0) },
        ]
        for (k, make) in kinds.enumerated() {
            var input: [UInt8] = []
            input.reserveCapacity(count)
            for i in 0..<count { input.append(make(i, &generator, input)) }
            let size = try roundTrip(input)
            // The image parse on the same bytes, as rows of 301 (near rows) and of 12,001
            // (distances up to 24,002: the long distance codes and their extra bits).
            for rowLength in [301, 12_001] { _ = try roundTrip(input, rowLength: rowLength) }
            if k == 0 {
                // Noise cannot be compressed: stored blocks, one per block of 16,383 literals
                // (a block ends at 16 Ki symbols, as zlib's), each with 5 bytes of framing.
                #expect(size <= count + (count / 16_383 + 1) * 5 + 8, "noise of \(count) bytes took \(size)")
            }
            if k == 1 && count >= 65_535 {
                // Runs of 258 zeros, about 2 bits each: under 0.2 % of the input.
                #expect(Double(size) < 0.002 * Double(count), "zeros: \(size) bytes for \(count)")
            }
        }
    }

    /// Symbol frequencies halving at every step (byte b appears about 2^-b of the time)
    /// make a Huffman tree deeper than deflate's 15 bits; the coder limits it and zlib
    /// still decodes the block.
    @Test func skewedFrequenciesKeepCodesWithinFifteenBits() throws {
        var input: [UInt8] = []
        for i in 1...300_000 {
            var x = i, b = 0
            while x & 1 == 0 && b < 40 { x >>= 1; b += 1 }
            input.append(UInt8(b * 6 + i % 5))
        }
        _ = try roundTrip(input)
        _ = try roundTrip(input, rowLength: 1_000)
    }

    /// A diagonal gradient of whole colour bands, 600 pixels × 200 rows as unfiltered RGB
    /// rows: each row is the one above shifted by a pixel every other row, so the image parse
    /// finds it above or above and to one side; it must beat the run-length parse, which sees
    /// no runs in it, by far.
    @Test func imageParseFindsShiftedRows() throws {
        let width = 600, height = 200, rowLength = width * 3 + 1
        var input: [UInt8] = []
        for y in 0..<height {
            input.append(0)
            for x in 0..<width {
                let band = (x + y / 2) / 7
                input += [UInt8(band & 0xFF), UInt8((band * 3) & 0xFF), UInt8(255 - band & 0xFF)]
            }
        }
        let image = try roundTrip(input, rowLength: rowLength), runs = try roundTrip(input)
        #expect(image * 4 < runs, "image parse \(image) bytes, run-length \(runs)")
    }
}
