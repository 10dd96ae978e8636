import Foundation

/// GIF's variable-length-code LZW compression (GIF89a appendix F).
///
/// Steps:
///   1. Emit the clear code; codes start at `minimumCodeSize + 1` bits.
///   2. Grow the current string while `string + next index` is in the table; otherwise emit
///      the string's code, add `string + index` as the next code (widening the codes when
///      that code reaches `2^bits`, up to 12 bits), and restart the string at the index.
///   3. When code 4095 has been assigned, emit a clear code and start a fresh table.
///   4. Emit the last string's code and the end-of-information code.
/// Codes are packed least significant bit first into sub-blocks of at most 255 bytes,
/// followed by a zero-length block.
enum LZW {
    /// The compressed, sub-blocked image data of `indices` (each below `2^minimumCodeSize`).
    static func compress(_ indices: [UInt8], minimumCodeSize: Int) -> Data {
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        // The table: child code of (prefix code, index), 0 for none. Codes < 4096.
        var table = [UInt16](repeating: 0, count: 4096 * 256)
        var used: [Int] = []
        used.reserveCapacity(4096)
        var packer = BitPacker()

        var codeSize = minimumCodeSize + 1
        var lastCode = endCode
        packer.write(clearCode, bits: codeSize)  // Step 1.
        guard let first = indices.first else {
            packer.write(endCode, bits: codeSize)
            return packer.finish()
        }
        var current = Int(first)
        table.withUnsafeMutableBufferPointer { table in
            indices.withUnsafeBufferPointer { indices in
                for i in 1..<indices.count {
                    let index = Int(indices[i])
                    let key = current << 8 | index
                    let child = table[key]
                    if child != 0 {  // Step 2: the string goes on.
                        current = Int(child)
                        continue
                    }
                    packer.write(current, bits: codeSize)
                    lastCode += 1
                    table[key] = UInt16(lastCode)
                    used.append(key)
                    if lastCode >= 1 << codeSize, codeSize < 12 { codeSize += 1 }
                    if lastCode == 4095 {  // Step 3.
                        packer.write(clearCode, bits: codeSize)
                        for key in used { table[key] = 0 }
                        used.removeAll(keepingCapacity: true)
                        codeSize = minimumCodeSize + 1
                        lastCode = endCode
                    }
                    current = index
                }
            }
        }
        packer.write(current, bits: codeSize)  // Step 4.
        packer.write(endCode, bits: codeSize)
        return packer.finish()
    }
}

/// Packs codes LSB-first into bytes and the bytes into GIF sub-blocks.
private struct BitPacker {
    private var output = Data()
    private var block = [UInt8]()
    private var accumulator: UInt32 = 0
    private var bitCount = 0

    init() { block.reserveCapacity(255) }

    mutating func write(_ code: Int, bits: Int) {
        accumulator |= UInt32(code) << UInt32(bitCount)
        bitCount += bits
        while bitCount >= 8 {
            appendByte(UInt8(accumulator & 0xFF))
            accumulator >>= 8
            bitCount -= 8
        }
    }

    private mutating func appendByte(_ byte: UInt8) {
        block.append(byte)
        if block.count == 255 { flushBlock() }
    }

    private mutating func flushBlock() {
        guard !block.isEmpty else { return }
        output.append(UInt8(block.count))
        output.append(contentsOf: block)
        block.removeAll(keepingCapacity: true)
    }

    /// The sub-blocks with the last partial byte and the zero-length terminator.
    mutating func finish() -> Data {
        if bitCount > 0 { appendByte(UInt8(accumulator & 0xFF)) }
        accumulator = 0
        bitCount = 0
        flushBlock()
        output.append(0)
        return output
    }
}
