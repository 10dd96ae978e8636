import CairnCairo

/// The pixel at (`x`, `y`) of `bitmap` as [red, green, blue, alpha], each 0...255
/// (premultiplied, as Cairo stores it).
public func rgba(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let p = bitmap.pixel(x: x, y: y)
    return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
}
