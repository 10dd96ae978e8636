import Foundation

/// QR codes as ISO/IEC 18004 specifies them (Apple: `CIQRCodeGenerator` "generates an output
/// image representing the input data according to the ISO/IEC 18004:2006 standard", each
/// module one point).
///
/// Cairn's encoder: the message's bytes in byte mode (Core Image takes `Data`), the smallest
/// version (1–40) that holds them at the requested error correction level, the codewords
/// split into the standard's blocks with Reed–Solomon error correction over GF(2⁸)
/// (polynomial 0x11D), placed in the standard's zigzag order, and the one of the eight masks
/// with the lowest penalty by the standard's four rules. The image is the symbol with a
/// one-module light margin on each side, as iOS's output has (developers measure a version-1
/// code's image at 23 × 23 points: 21 modules and two margins); black modules on white,
/// opaque, sampled nearest when scaled so that modules stay square.
enum QRCode {
    /// Error correction levels with their format bits (ISO/IEC 18004 table 12).
    enum Level: Int, CaseIterable {
        case L = 0, M, Q, H

        /// The level a letter names (`"L"`, `"M"`, `"Q"`, `"H"`, any case); nil for others.
        init?(letter: String) {
            switch letter.uppercased() {
            case "L": self = .L
            case "M": self = .M
            case "Q": self = .Q
            case "H": self = .H
            default: return nil
            }
        }

        var formatBits: Int { [1, 0, 3, 2][rawValue] }
    }

    /// Error correction codewords per block, by level and version (index 0 unused).
    static let eccPerBlock: [[Int]] = [
        [-1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
        [-1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        [-1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    ]

    /// Error correction blocks, by level and version (index 0 unused).
    static let blockCount: [[Int]] = [
        [-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        [-1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
        [-1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
    ]

    /// Modules of a version's symbol that carry codewords (all but the function patterns).
    static func rawDataModules(_ version: Int) -> Int {
        var result = (16 * version + 128) * version + 64
        if version >= 2 {
            let align = version / 7 + 2
            result -= (25 * align - 10) * align - 55
            if version >= 7 { result -= 36 }
        }
        return result
    }

    /// Data codewords a version holds at a level.
    static func dataCodewords(_ version: Int, _ level: Level) -> Int {
        rawDataModules(version) / 8 - eccPerBlock[level.rawValue][version] * blockCount[level.rawValue][version]
    }

    /// The image of `message` at the level `level` names; nil for a level other than L, M,
    /// Q or H, or a message longer than a version-40 code holds (2,953 bytes at L), as Core
    /// Image gives no output then.
    static func image(message: Data, level: String) -> CIImage? {
        guard let level = Level(letter: level), let modules = encode(Array(message), level: level) else { return nil }
        let n = modules.count
        let side = n + 2
        return CIImage(extent: CGRect(x: 0, y: 0, width: side, height: side), samplesNearest: true) { rect in
            var out = Raster(clear: rect)
            let white = SIMD4<Float>(1, 1, 1, 1), black = SIMD4<Float>(0, 0, 0, 1)
            for row in 0..<rect.height {
                let y = rect.y + row
                guard y >= 0, y < side else { continue }
                // Core Image's y grows upward: the symbol's top row is at y = side − 2.
                let moduleRow = side - 2 - y
                for col in 0..<rect.width {
                    let x = rect.x + col
                    guard x >= 0, x < side else { continue }
                    let moduleCol = x - 1
                    let dark = moduleRow >= 0 && moduleRow < n && moduleCol >= 0 && moduleCol < n && modules[moduleRow][moduleCol]
                    out.pixels[row * rect.width + col] = dark ? black : white
                }
            }
            return out
        }
    }

    /// The symbol's modules, rows top to bottom, true for dark; nil when `bytes` do not fit.
    static func encode(_ bytes: [UInt8], level: Level) -> [[Bool]]? {
        guard let version = (1...40).first(where: { v in
            let countBits = v <= 9 ? 8 : 16
            return bytes.count < (1 << countBits) && 4 + countBits + bytes.count * 8 <= dataCodewords(v, level) * 8
        }) else { return nil }
        let codewords = addErrorCorrection(dataCodewords(bytes, version: version, level: level), version: version, level: level)
        var symbol = Symbol(version: version)
        symbol.drawFunctionPatterns()
        symbol.drawCodewords(codewords)
        var best: Symbol?
        var bestPenalty = Int.max
        for mask in 0..<8 {
            var candidate = symbol
            candidate.applyMask(mask)
            candidate.drawFormatBits(level: level, mask: mask)
            let penalty = candidate.penalty()
            if penalty < bestPenalty { bestPenalty = penalty; best = candidate }
        }
        return best?.modules
    }

    /// The data codewords: mode 0100 (bytes), the count, the bytes, up to four zero bits of
    /// terminator, zero bits to a byte, then the pad bytes 0xEC and 0x11 in turn.
    static func dataCodewords(_ bytes: [UInt8], version: Int, level: Level) -> [UInt8] {
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) { for i in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> i) & 1 == 1) } }
        append(0b0100, 4)
        append(bytes.count, version <= 9 ? 8 : 16)
        for b in bytes { append(Int(b), 8) }
        let capacity = dataCodewords(version, level) * 8
        append(0, min(4, capacity - bits.count))
        append(0, (8 - bits.count % 8) % 8)
        var result = stride(from: 0, to: bits.count, by: 8).map { start in
            (0..<8).reduce(UInt8(0)) { $0 << 1 | (bits[start + $1] ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while result.count < capacity / 8 {
            result.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return result
    }

    /// The data split into blocks (the shorter ones first), each block's error correction
    /// appended, interleaved as the standard orders them.
    static func addErrorCorrection(_ data: [UInt8], version: Int, level: Level) -> [UInt8] {
        let blocks = blockCount[level.rawValue][version]
        let eccLength = eccPerBlock[level.rawValue][version]
        let raw = rawDataModules(version) / 8
        let shortBlocks = blocks - raw % blocks
        let shortLength = raw / blocks
        let divisor = ReedSolomon.divisor(degree: eccLength)
        var split: [[UInt8]] = []
        var k = 0
        for i in 0..<blocks {
            let length = shortLength - eccLength + (i < shortBlocks ? 0 : 1)
            let part = Array(data[k..<(k + length)])
            k += length
            split.append(part + ReedSolomon.remainder(part, divisor: divisor))
        }
        var result: [UInt8] = []
        for i in 0..<(shortLength + 1) {
            for (j, block) in split.enumerated() {
                // Short blocks have no codeword at the data's last index.
                if j < shortBlocks, i == shortLength - eccLength { continue }
                let index = j < shortBlocks && i > shortLength - eccLength ? i - 1 : i
                if index < block.count { result.append(block[index]) }
            }
        }
        return result
    }

    /// A symbol being built: modules and which of them are function patterns.
    struct Symbol {
        let version: Int
        let size: Int
        var modules: [[Bool]]
        var isFunction: [[Bool]]

        init(version: Int) {
            self.version = version
            size = version * 4 + 17
            modules = Array(repeating: Array(repeating: false, count: size), count: size)
            isFunction = modules
        }

        mutating func set(_ x: Int, _ y: Int, _ dark: Bool) {
            modules[y][x] = dark
            isFunction[y][x] = true
        }

        /// The alignment patterns' centre coordinates (both axes).
        var alignmentPositions: [Int] {
            guard version > 1 else { return [] }
            let count = version / 7 + 2
            let step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
            var result = [6]
            for i in (0..<(count - 1)).reversed() { result.append(size - 7 - i * step) }
            return result
        }

        mutating func drawFunctionPatterns() {
            for i in 0..<size {
                set(6, i, i % 2 == 0)
                set(i, 6, i % 2 == 0)
            }
            drawFinder(3, 3)
            drawFinder(size - 4, 3)
            drawFinder(3, size - 4)
            let positions = alignmentPositions
            let last = positions.count - 1
            for (i, x) in positions.enumerated() {
                for (j, y) in positions.enumerated() where !((i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0)) {
                    for dy in -2...2 {
                        for dx in -2...2 { set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1) }
                    }
                }
            }
            // Reserve the format areas (drawn per mask), then the version areas.
            drawFormatBits(level: .M, mask: 0)
            if version >= 7 {
                var remainder = version
                for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
                let bits = version << 12 | remainder
                for i in 0..<18 {
                    let dark = (bits >> i) & 1 == 1
                    let a = size - 11 + i % 3, b = i / 3
                    set(a, b, dark)
                    set(b, a, dark)
                }
            }
        }

        mutating func drawFinder(_ cx: Int, _ cy: Int) {
            for dy in -4...4 {
                for dx in -4...4 {
                    let x = cx + dx, y = cy + dy
                    guard x >= 0, x < size, y >= 0, y < size else { continue }
                    let d = max(abs(dx), abs(dy))
                    set(x, y, d != 2 && d != 4)
                }
            }
        }

        /// The 15 format bits: level and mask, BCH(15, 5) with generator 0x537, XOR 0x5412.
        static func formatBits(level: Level, mask: Int) -> Int {
            let data = level.formatBits << 3 | mask
            var remainder = data
            for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
            return (data << 10 | remainder) ^ 0x5412
        }

        mutating func drawFormatBits(level: Level, mask: Int) {
            let bits = Symbol.formatBits(level: level, mask: mask)
            func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
            for i in 0...5 { set(8, i, bit(i)) }
            set(8, 7, bit(6))
            set(8, 8, bit(7))
            set(7, 8, bit(8))
            for i in 9..<15 { set(14 - i, 8, bit(i)) }
            for i in 0..<8 { set(size - 1 - i, 8, bit(i)) }
            for i in 8..<15 { set(8, size - 15 + i, bit(i)) }
            set(8, size - 8, true)
        }

        /// The codewords' bits, most significant first, up and down the two-column strips
        /// from the right edge, skipping the vertical timing column.
        mutating func drawCodewords(_ data: [UInt8]) {
            var i = 0
            var right = size - 1
            while right >= 1 {
                if right == 6 { right = 5 }
                for vert in 0..<size {
                    for j in 0..<2 {
                        let x = right - j
                        let upward = (right + 1) & 2 == 0
                        let y = upward ? size - 1 - vert : vert
                        if !isFunction[y][x], i < data.count * 8 {
                            modules[y][x] = (data[i >> 3] >> (7 - UInt8(i & 7))) & 1 == 1
                            i += 1
                        }
                    }
                }
                right -= 2
            }
        }

        /// Whether mask `mask` flips the module at column `x`, row `y` (ISO/IEC 18004 table 10).
        static func masks(_ mask: Int, _ x: Int, _ y: Int) -> Bool {
            switch mask {
            case 0: (x + y) % 2 == 0
            case 1: y % 2 == 0
            case 2: x % 3 == 0
            case 3: (x + y) % 3 == 0
            case 4: (x / 3 + y / 2) % 2 == 0
            case 5: x * y % 2 + x * y % 3 == 0
            case 6: (x * y % 2 + x * y % 3) % 2 == 0
            default: ((x + y) % 2 + x * y % 3) % 2 == 0
            }
        }

        mutating func applyMask(_ mask: Int) {
            for y in 0..<size {
                for x in 0..<size where !isFunction[y][x] && Symbol.masks(mask, x, y) { modules[y][x].toggle() }
            }
        }

        /// The standard's penalty: runs of five or more (3 + the excess), 2 × 2 blocks (3
        /// each), finder-like 1:1:3:1:1 patterns with four light modules on a side (40 each),
        /// and 10 for every 5 % the dark share strays from 50 %.
        func penalty() -> Int {
            var total = 0
            func line(_ get: (Int) -> Bool) {
                var run = 1
                for i in 1..<size {
                    if get(i) == get(i - 1) {
                        run += 1
                    } else {
                        if run >= 5 { total += 3 + run - 5 }
                        run = 1
                    }
                }
                if run >= 5 { total += 3 + run - 5 }
                let pattern: [Bool] = [true, false, true, true, true, false, true, false, false, false, false]
                let reversed = Array(pattern.reversed())
                if size >= 11 {
                    for start in 0...(size - 11) {
                        var a = true, b = true
                        for k in 0..<11 {
                            let v = get(start + k)
                            if v != pattern[k] { a = false }
                            if v != reversed[k] { b = false }
                            if !a && !b { break }
                        }
                        if a { total += 40 }
                        if b { total += 40 }
                    }
                }
            }
            for y in 0..<size { line { modules[y][$0] } }
            for x in 0..<size { line { modules[$0][x] } }
            for y in 0..<(size - 1) {
                for x in 0..<(size - 1) {
                    let c = modules[y][x]
                    if c == modules[y][x + 1], c == modules[y + 1][x], c == modules[y + 1][x + 1] { total += 3 }
                }
            }
            let dark = modules.reduce(0) { $0 + $1.reduce(0) { $0 + ($1 ? 1 : 0) } }
            let percent = dark * 100 / (size * size)
            total += abs(percent - 50) / 5 * 10
            return total
        }
    }
}

/// Reed–Solomon error correction over GF(2⁸) with the QR polynomial x⁸ + x⁴ + x³ + x² + 1.
enum ReedSolomon {
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var z: Int = 0
        for i in stride(from: 7, through: 0, by: -1) {
            z = (z << 1) ^ ((z >> 7) * 0x11D)
            z ^= ((Int(y) >> i) & 1) * Int(x)
        }
        return UInt8(z & 0xFF)
    }

    /// The generator polynomial of `degree` (roots α⁰ … α^(degree−1)), its coefficients from
    /// the highest power down, the leading 1 left out.
    static func divisor(degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for j in 0..<degree {
                result[j] = multiply(result[j], root)
                if j + 1 < degree { result[j] ^= result[j + 1] }
            }
            root = multiply(root, 0x02)
        }
        return result
    }

    /// The error correction codewords of `data`: its remainder divided by `divisor`.
    static func remainder(_ data: [UInt8], divisor: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: divisor.count)
        for b in data {
            let factor = b ^ result[0]
            result.removeFirst()
            result.append(0)
            for i in 0..<result.count { result[i] ^= multiply(divisor[i], factor) }
        }
        return result
    }
}
