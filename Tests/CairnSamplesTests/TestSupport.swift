import Cairn
import CairnCairo
import SampleScenes

/// The pixel at (x, y) of `bitmap` as [red, green, blue, alpha] (straight, not premultiplied).
func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
    let p = bitmap.pixel(x: x, y: y)
    return [p.red, p.green, p.blue, p.alpha]
}

/// Whether each channel of `actual` is within `tolerance` of `expected`.
func close(_ actual: [UInt8], _ expected: [UInt8], tolerance: Int = 2) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

/// The catalog's sample called `name`; fails the test when it is missing.
func sample(_ name: String) throws -> Sample {
    guard let sample = SampleCatalog.sample(named: name) else { throw MissingSample(name: name) }
    return sample
}

struct MissingSample: Error, CustomStringConvertible {
    let name: String
    var description: String { "the catalog has no sample called '\(name)'" }
}

/// The system palette colours the samples use, as 8-bit RGBA.
enum Expected {
    /// `Color.green`: (52, 199, 89).
    static let green: [UInt8] = [52, 199, 89, 255]
    /// `Color.blue`: (0, 122, 255).
    static let blue: [UInt8] = [0, 122, 255, 255]
    /// `Color.blue.opacity(0.5)`: alpha 0.5 · 255 = 127.5, stored as 127 or 128.
    static let halfBlue: [UInt8] = [0, 122, 255, 128]
    static let red: [UInt8] = [255, 59, 48, 255]
    static let yellow: [UInt8] = [255, 204, 0, 255]
    static let transparent: [UInt8] = [0, 0, 0, 0]
}
