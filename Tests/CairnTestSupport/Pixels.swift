import Cairn
import CairnCairo

/// The pixel at (`x`, `y`) of `bitmap` as [red, green, blue, alpha], each 0...255
/// (premultiplied, as Cairo stores it).
public func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let p = bitmap.pixel(x: x, y: y)
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}

/// The symbol `name` drawn resizable in black on a white `side` × `side`-point square at 1×:
/// its ink bounds fill the square.
public func symbolBitmap(_ name: String, side: CGFloat = 100) throws -> Bitmap {
    let symbol = Image(systemName: name).resizable().frame(width: side, height: side)
    return try ImageRenderer(content: symbol.frame(width: side, height: side).background(Color.white)).bitmap()
}

/// Whether the pixel at (`x`, `y`) is ink on white (red below 60).
public func isDark(_ b: Bitmap, _ x: Int, _ y: Int) -> Bool { b.pixel(x: x, y: y).red < 60 }

/// Whether the pixel at (`x`, `y`) is white or nearly (red above 200).
public func isLight(_ b: Bitmap, _ x: Int, _ y: Int) -> Bool { b.pixel(x: x, y: y).red > 200 }

/// How many pixels of `b` are ink on white (`isDark`).
public func inkCount(_ b: Bitmap) -> Int {
    var count = 0
    for y in 0..<b.height { for x in 0..<b.width where isDark(b, x, y) { count += 1 } }
    return count
}
