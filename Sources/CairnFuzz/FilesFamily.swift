import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `files` family.

/// Image files: corrupt, truncated, bombs, directories, devices.
func filesFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let dir = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let png = try ImageRenderer(content: Color.red.frame(width: 8, height: 8)).pngData()
    let ext = r.chance(0.5) ? "png" : "svg"
    let file = dir.appendingPathComponent("i.\(ext)")
    var bytes: [UInt8]
    // A 16 × 8 JPEG (ffmpeg's encoder), to truncate, flip and inflate.
    let jpeg = [UInt8](Data(base64Encoded: "/9j//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/xABOAAEBAAAAAAAAAAAAAAAAAAAABgEBAQEBAAAAAAAAAAAAAAAAAAgHBhABAAAAAAAAAAAAAAAAAAAAABEBAAAAAAAAAAAAAAAAAAAAAP/AABEIAAgAEAMBEgACEgADEgD/2gAMAwEAAhEDEQA/AIscoN/EgKqE1j//2Q==") ?? Data())
    switch r.int(0...10) {
    case 0: bytes = Array(png.prefix(r.int(0...png.count)))  // truncated
    case 1:
        bytes = Array(png)  // flipped bits
        for _ in 0..<r.int(1...8) { bytes[r.int(8...(bytes.count - 1))] ^= UInt8(1 << r.int(0...7)) }
    case 2:
        // A header claiming huge dimensions (a decompression bomb's first chunk).
        bytes = Array(png.prefix(16)) + [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF] + Array(png.dropFirst(24))
    case 3: bytes = (0..<r.int(0...300)).map { _ in UInt8(truncatingIfNeeded: r.next()) }
    case 4:
        let w = r.pick(["1e308", "-5", "nan", "100000000", "10", "0"])
        bytes = Array("<svg xmlns='http://www.w3.org/2000/svg' width='\(w)' height='\(w)'><circle r='\(r.number())' fill='red'/></svg>".utf8)
    case 5:
        // Billion laughs: nested entities.
        var s = "<?xml version='1.0'?><!DOCTYPE svg [<!ENTITY a 'aaaaaaaaaa'>"
        for i in 1..<12 { s += "<!ENTITY \(Character(UnicodeScalar(97 + i)!)) '" + String(repeating: "&\(Character(UnicodeScalar(96 + i)!));", count: 10) + "'>" }
        s += "]><svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><text>&l;</text></svg>"
        bytes = Array(s.utf8)
    case 6:
        // Deeply nested groups and a self-referencing <use>.
        bytes = Array(("<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='10' height='10'>"
            + String(repeating: "<g>", count: 5000) + "<use id='u' xlink:href='#u'/>" + String(repeating: "</g>", count: 5000) + "</svg>").utf8)
    case 7: bytes = Array(jpeg.prefix(r.int(0...jpeg.count)))  // a truncated JPEG
    case 8:
        bytes = jpeg  // a JPEG with flipped bits, in its tables, header or scan
        for _ in 0..<r.int(1...8) { bytes[r.int(2...(jpeg.count - 1))] ^= UInt8(1 << r.int(0...7)) }
    case 9:
        // A JPEG whose frame header claims a huge, zero or odd size, or whose segment
        // lengths point past the end.
        bytes = jpeg
        if let sof = (2..<(jpeg.count - 9)).first(where: { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 }) {
            let side = r.pick([0, 1, 16_385, 65_535, r.int(0...65_535)])
            bytes[sof + 5] = UInt8(side >> 8); bytes[sof + 6] = UInt8(side & 0xFF)
            bytes[sof + 7] = UInt8(side >> 8); bytes[sof + 8] = UInt8(side & 0xFF)
        }
        if r.chance(0.3) { bytes[4] = 0xFF; bytes[5] = 0xFF }
    default: bytes = []
    }
    try Data(bytes).write(to: file)
    let url: URL
    switch r.int(0...9) {
    case 0: url = dir  // a directory
    case 1: url = dir.appendingPathComponent("missing.png")
    case 2: url = URL(fileURLWithPath: "/dev/zero")
    case 3: url = URL(fileURLWithPath: "/dev/null")
    default: url = file
    }
    let view = Image(contentsOf: url).resizable().frame(width: r.mild(), height: r.mild())
    try render(view, &r, proposal: false)
    try render(Image(contentsOf: url), &r, proposal: false)
    // The same hostile files through AsyncImage, at a hostile scale, beside a remote URL it
    // must not fetch.
    let scale = CGFloat(r.pick([1, 2, 0, -1, .nan, .infinity, 1e-9, 1e9]))
    try render(AsyncImage(url: url, scale: scale) { $0.resizable() } placeholder: { Color.gray }, &r, proposal: false)
    try render(AsyncImage(url: r.chance(0.5) ? URL(string: "https://example.com/a.png") : nil, scale: scale), &r, proposal: false)
}
