import Cairn
@testable import CairnCoreImage
import Foundation
import Testing

/// QR codes checked against ISO/IEC 18004's numbers and by decoding them back.
@Suite struct QRCodeTests {
    /// The standard's worked example (ISO/IEC 18004 annex: "01234567" as 1-M): its 16 data
    /// codewords give the error correction A5 24 D4 C1 ED 36 C7 87 2C 55.
    @Test func reedSolomonMatchesTheStandardsExample() {
        let data: [UInt8] = [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11]
        #expect(ReedSolomon.remainder(data, divisor: ReedSolomon.divisor(degree: 10)) == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    /// Thonky's QR tutorial: "HELLO WORLD" as 1-M gives 196 35 39 119 235 215 231 226 93 23.
    @Test func reedSolomonMatchesHelloWorld() {
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        #expect(ReedSolomon.remainder(data, divisor: ReedSolomon.divisor(degree: 10)) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }

    /// The format strings of mask 0 at each level (ISO/IEC 18004 annex C's table).
    @Test func formatBitsMatchTheStandardsTable() {
        #expect(QRCode.Symbol.formatBits(level: .L, mask: 0) == 0b111011111000100)
        #expect(QRCode.Symbol.formatBits(level: .M, mask: 0) == 0b101010000010010)
        #expect(QRCode.Symbol.formatBits(level: .Q, mask: 0) == 0b011010101011111)
        #expect(QRCode.Symbol.formatBits(level: .H, mask: 0) == 0b001011010001001)
    }

    /// Data codewords from the standard's table 7 (1-L 19 … 1-H 9, 5-Q 62, 10-H 122, 40-L 2956)
    /// and total codewords (version 1: 26, 7: 196, 40: 3706).
    @Test func capacitiesMatchTheStandardsTable() {
        #expect(QRCode.Level.allCases.map { QRCode.dataCodewords(1, $0) } == [19, 16, 13, 9])
        #expect(QRCode.dataCodewords(5, .Q) == 62)
        #expect(QRCode.dataCodewords(10, .H) == 122)
        #expect(QRCode.dataCodewords(40, .L) == 2956)
        #expect([1, 7, 40].map { QRCode.rawDataModules($0) / 8 } == [26, 196, 3706])
        // Byte capacities: 17/14/11/7 bytes in version 1; 2,953 bytes at most (40-L).
        for (level, bytes) in zip(QRCode.Level.allCases, [17, 14, 11, 7]) {
            #expect(QRCode.encode([UInt8](repeating: 65, count: bytes), level: level)?.count == 21)
            #expect(QRCode.encode([UInt8](repeating: 65, count: bytes + 1), level: level)?.count == 25)
        }
        #expect(QRCode.encode([UInt8](repeating: 7, count: 2953), level: .L)?.count == 177)
        #expect(QRCode.encode([UInt8](repeating: 7, count: 2954), level: .L) == nil)
    }

    /// Codes of several sizes and levels decode back to their messages, every block's
    /// syndromes zero (a decoder written here, reading the symbol as a scanner would).
    @Test(arguments: [("Hello", "M"), ("https://www.apple.com/swift/", "L"), (String(repeating: "Cairn QR ", count: 30), "Q"),
                      (String(repeating: "é", count: 200), "H")])
    func codesDecodeToTheirMessages(_ message: String, _ level: String) throws {
        let lvl = try #require(QRCode.Level(letter: level))
        let modules = try #require(QRCode.encode(Array(message.utf8), level: lvl))
        #expect(try Decoder.decode(modules) == Array(message.utf8))
    }

    /// The image: one module a point with a one-module light margin (23 × 23 for version 1);
    /// scaled by 10, modules stay square (nearest sampling): the finder's dark ring at pixels
    /// 10–19, its light ring at 20–29, its dark centre from 30.
    @Test func imageHasAMarginAndScalesCrisply() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("Hello".utf8)
        let output = try #require(filter.outputImage)
        #expect(output.extent == CGRect(x: 0, y: 0, width: 23, height: 23))
        let scaled = output.transformed(by: CGAffineTransform(scaleX: 10, y: 10))
        #expect(scaled.extent == CGRect(x: 0, y: 0, width: 230, height: 230))
        let image = try #require(CIContext().createCGImage(scaled, from: scaled.extent))
        #expect(image.width == 230 && image.height == 230)
        func grey(_ x: Int, _ y: Int) -> Int { Int(image.bitmap.pixel(x: x, y: y)?.r ?? 7) }
        let diagonal = [5, 9, 10, 19, 20, 29, 30, 45].map { grey($0, $0) }
        #expect(diagonal == [255, 255, 0, 0, 255, 255, 0, 0])
        // The top-right and bottom-left finders too (the symbol is 21 modules: 10…219).
        #expect(grey(219, 10) == 0 && grey(10, 219) == 0)
        #expect(image.bitmap.pixel(x: 0, y: 0)?.a == 255)
    }

    /// Bad input gives no image, never a crash: an unknown level, a message too long.
    @Test func badInputGivesNoImage() {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("x".utf8)
        filter.correctionLevel = "X"
        #expect(filter.outputImage == nil)
        filter.correctionLevel = "h"
        #expect(filter.outputImage?.extent.width == 23)
        filter.message = Data(repeating: 1, count: 10_000)
        #expect(filter.outputImage == nil)
        filter.setValue(42, forKey: "inputMessage")
        filter.correctionLevel = "L"
        #expect(filter.outputImage?.extent.width == 23)  // not data: the empty message
    }
}

/// A small QR decoder for the tests: format bits, unmasking, zigzag reading,
/// de-interleaving, syndromes, byte mode.
enum Decoder {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func decode(_ m: [[Bool]]) throws -> [UInt8] {
        let size = m.count
        let version = (size - 17) / 4
        // Format bits, first copy: (8, 0…5), (8, 7), (8, 8), (7, 8), (5…0, 8).
        var bits = 0
        let positions: [(Int, Int)] = (0...5).map { (8, $0) } + [(8, 7), (8, 8), (7, 8)] + (9..<15).map { (14 - $0, 8) }
        for (i, p) in positions.enumerated() where m[p.1][p.0] { bits |= 1 << i }
        guard let (levelBits, mask) = (0..<32).lazy.compactMap({ d -> (Int, Int)? in
            var r = d
            for _ in 0..<10 { r = (r << 1) ^ ((r >> 9) * 0x537) }
            return ((d << 10 | r) ^ 0x5412) == bits ? (d >> 3, d & 7) : nil
        }).first else { throw Failure(description: "format bits \(bits) are no valid code") }
        let level = QRCode.Level.allCases.first { $0.formatBits == levelBits }!
        var functions = QRCode.Symbol(version: version)
        functions.drawFunctionPatterns()
        // Read the codewords, unmasking.
        var stream: [Bool] = []
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vert in 0..<size {
                for j in 0..<2 {
                    let x = right - j
                    let y = (right + 1) & 2 == 0 ? size - 1 - vert : vert
                    if !functions.isFunction[y][x] { stream.append(m[y][x] != QRCode.Symbol.masks(mask, x, y)) }
                }
            }
            right -= 2
        }
        let total = QRCode.rawDataModules(version) / 8
        let codewords = (0..<total).map { i in (0..<8).reduce(UInt8(0)) { $0 << 1 | (stream[i * 8 + $1] ? 1 : 0) } }
        // De-interleave.
        let blocks = QRCode.blockCount[level.rawValue][version], ecc = QRCode.eccPerBlock[level.rawValue][version]
        let short = blocks - total % blocks, shortLength = total / blocks
        var split = (0..<blocks).map { _ in [UInt8]() }
        var k = 0
        let dataLengths = (0..<blocks).map { shortLength - ecc + ($0 < short ? 0 : 1) }
        for i in 0..<dataLengths.max()! { for b in 0..<blocks where i < dataLengths[b] { split[b].append(codewords[k]); k += 1 } }
        for _ in 0..<ecc { for b in 0..<blocks { split[b].append(codewords[k]); k += 1 } }
        // Every block is a codeword: its polynomial vanishes at α^0 … α^(ecc−1).
        var alpha: UInt8 = 1
        for _ in 0..<ecc {
            for block in split {
                let value = block.reduce(UInt8(0)) { ReedSolomon.multiply($0, alpha) ^ $1 }
                if value != 0 { throw Failure(description: "a block's syndrome is \(value)") }
            }
            alpha = ReedSolomon.multiply(alpha, 2)
        }
        let data: [UInt8] = zip(split, dataLengths).flatMap { Array($0.prefix($1)) }
        let bitList: [Bool] = data.flatMap { byte in (0..<8).map { (byte >> (7 - UInt8($0))) & 1 == 1 } }
        var reader = bitList.makeIterator()
        func read(_ n: Int) -> Int { (0..<n).reduce(0) { v, _ in v << 1 | ((reader.next() ?? false) ? 1 : 0) } }
        guard read(4) == 0b0100 else { throw Failure(description: "not byte mode") }
        let count = read(version <= 9 ? 8 : 16)
        return (0..<count).map { _ in UInt8(read(8)) }
    }
}
