import Cairn
import CairnCairo
import SampleScenes
import CairnTestSupport

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
    static let green: [Int] = [52, 199, 89, 255]
    /// `Color.blue`: (0, 122, 255).
    static let blue: [Int] = [0, 122, 255, 255]
    /// `Color.blue.opacity(0.5)`: alpha 0.5 · 255 = 127.5, stored as 127 or 128.
    static let halfBlue: [Int] = [0, 122, 255, 128]
    static let red: [Int] = [255, 59, 48, 255]
    static let yellow: [Int] = [255, 204, 0, 255]
    static let transparent: [Int] = [0, 0, 0, 0]
}
