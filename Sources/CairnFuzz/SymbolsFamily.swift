import Cairn
import CairnCairo
import Foundation

// The `symbols` family.

/// System symbols: known, unknown and absurd names under every scale, variant and rendering
/// mode, at hostile font sizes (0, NaN, ±∞, 10⁶), resizable in hostile frames, inline in
/// text and in labels.
func symbolsFamily(_ seed: UInt64) throws {
    var r = Random(seed: seed)
    let known = SymbolCatalog.names
    let name: String
    switch r.int(0...5) {
    case 0: name = r.pick(["", "no.such.symbol", ".", "..fill", String(repeating: "circle.", count: 2000), "\u{0}", "heart.fill.fill.fill"])
    case 1: name = r.pick(["checkmark.circle.fill", "person.fill.badge.plus", "battery.100", "exclamationmark.triangle.fill"])
    default: name = known[r.int(0...(known.count - 1))]
    }
    let size: CGFloat = r.chance(0.5) ? r.pick([0, .nan, -1, .infinity, 1e6, 17]) : cg(&r)
    let font: Font = r.chance(0.3) ? r.pick([.body, .largeTitle, .caption2]) : .system(size: size, weight: r.pick([.ultraLight, .regular, .black]))
    let scale = r.pick(Image.Scale.allCases)
    let variant = r.pick([SymbolVariants.none, .fill, .circle.fill, .square, .slash, .rectangle])
    let mode = r.pick([nil, SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor])
    var image = Image(systemName: name)
    if r.chance(0.3) { image = image.resizable() }
    let symbol = image.imageScale(scale).symbolVariant(variant).symbolRenderingMode(mode).font(font)
    switch r.int(0...3) {
    case 0: try render(symbol, &r)
    case 1: try render(symbol.frame(width: r.mild(), height: r.mild()), &r, proposal: false)
    case 2: try render((Text(image) + Text(" 4.8")).font(font).imageScale(scale), &r)
    default: try render(HStack(alignment: r.pick([.center, .firstTextBaseline])) { Label("A", systemImage: name); symbol }.font(font), &r)
    }
}
