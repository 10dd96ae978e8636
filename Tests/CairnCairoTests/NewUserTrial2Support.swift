import Cairn
import CairnCairo
import CairnTestSupport

// Pixel helpers for NewUserTrial2Tests, whose snippets import only `Cairn` as users' code does.

/// Draws `view` at scale 1.
@MainActor
func draw2<V: View>(_ view: V) throws -> Bitmap { try ImageRenderer(content: view).bitmap() }

/// The pixels of a rectangle of `bitmap`, as `[r, g, b, a]`.
func pixels(_ bitmap: Bitmap, x: Range<Int>, y: Range<Int>) -> [[Int]] {
    x.flatMap { px in y.map { py in rgba(bitmap, px, py) } }
}
