import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// A scratch directory for files a test writes, removed by `cleanUp`.
struct ScratchDirectory {
    let url: URL

    init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-image-tests-\(name)-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}

/// A `width × height` PNG whose every pixel is `rgba`, written with Cairn's own encoder.
func solidPNG(width: Int, height: Int, rgba: [UInt8]) throws -> Data {
    let view = Color(.sRGB, red: Double(rgba[0]) / 255, green: Double(rgba[1]) / 255, blue: Double(rgba[2]) / 255,
                     opacity: Double(rgba[3]) / 255)
        .frame(width: CGFloat(width), height: CGFloat(height))
    return try ImageRenderer(content: view).pngData()
}

/// The image items of a display list, depth first.
func imageItems(_ list: DisplayList) -> [ImageItem] {
    var out: [ImageItem] = []
    for item in list.items {
        switch item {
        case .image(let i): out.append(i)
        case .group(let g): out += imageItems(g.content)
        default: break
        }
    }
    return out
}

/// A PNG drawn by Cairn itself from `view` at scale 1 (its pixels are the view's points).
func png<V: View>(_ view: V) throws -> Data { try ImageRenderer(content: view).pngData() }

/// A 20 × 10 PNG: the left half opaque `Color.red`, the right half transparent.
func halfRedPNG() throws -> Data {
    try png(HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.clear.frame(width: 10, height: 10) })
}

/// A 20 × 10 PNG: the left half `Color.red`, the right half `Color.blue`.
func redBluePNG(width: CGFloat = 20, height: CGFloat = 10) throws -> Data {
    try png(HStack(spacing: 0) { Color.red.frame(width: width / 2, height: height); Color.blue.frame(width: width / 2, height: height) })
}

/// The system colours as 8-bit RGBA.
enum Expected {
    static let red: [Int] = [255, 59, 48, 255]
    static let blue: [Int] = [0, 122, 255, 255]
    static let green: [Int] = [52, 199, 89, 255]
    static let transparent: [Int] = [0, 0, 0, 0]
}

/// The system font's metrics as the Pango measurer reports them: SF Pro's (`SystemFontMetrics`).
enum SystemFont {
    /// Cap height at 17 points (`.body`): SF Pro's 1443/2048 em.
    static let bodyCapHeight: CGFloat = 1443.0 / 2048 * 17
    /// Cap height at 28 points (`.title`).
    static let titleCapHeight: CGFloat = 1443.0 / 2048 * 28
    /// First baseline of one line at 17 points: SF Pro's ascender, 1950/2048 em.
    static let bodyBaseline: CGFloat = 1950.0 / 2048 * 17
}

/// Checks that each of `names` is a hand-drawn symbol that draws artwork: no diagnostic, a
/// non-empty display list, and between a tenth and 95 % of a 100-point square inked (its
/// ink bounds fill the square), never the empty unknown-name box.
func expectHandDrawnArtwork(_ names: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    for name in names {
        #expect(SymbolCatalog.handDrawnNames.contains(name), "\(name)", sourceLocation: sourceLocation)
        let layout = ViewLayout(of: Image(systemName: name), in: CGSize(width: 100, height: 100))
        #expect(layout.diagnostics.isEmpty && !layout.displayList.isEmpty, "\(name)", sourceLocation: sourceLocation)
        let count = inkCount(try symbolBitmap(name))
        #expect(count > 1_000 && count < 9_500, "\(name): \(count)", sourceLocation: sourceLocation)
    }
}

/// A symbol drawn 100 points square by `symbolBitmap`, read in grid units: its ink runs over
/// `x` and `y` units, which the square's 100 pixels span.
struct SymbolProbe {
    let bitmap: Bitmap
    let x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>

    init(_ name: String, x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) throws {
        bitmap = try symbolBitmap(name)
        self.x = x
        self.y = y
    }

    /// The pixel of grid unit `v` on a side whose ink runs over `range`.
    private func pixel(_ v: CGFloat, _ range: ClosedRange<CGFloat>) -> Int {
        Int(((v - range.lowerBound) / (range.upperBound - range.lowerBound) * 100).rounded())
    }

    /// Whether grid point (`u`, `v`) is ink.
    func dark(_ u: CGFloat, _ v: CGFloat) -> Bool { isDark(bitmap, pixel(u, x), pixel(v, y)) }
    /// Whether grid point (`u`, `v`) is white.
    func light(_ u: CGFloat, _ v: CGFloat) -> Bool { isLight(bitmap, pixel(u, x), pixel(v, y)) }
}
