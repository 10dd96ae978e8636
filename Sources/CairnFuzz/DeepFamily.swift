import Cairn
import CairnCairo
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// The `deep` family.

/// 10,000 levels of one modifier or container (the kind by seed), laid out and drawn.
let deepKinds = ["padding", "frame", "flexFrame", "offset", "opacity", "VStack", "HStack", "ZStack", "GeometryReader",
                 "alignmentGuide", "fixedSize", "clipShape", "rotation", "layoutPriority", "background", "Layout"]

func deepFamily(_ seed: UInt64) throws {
    let kind = deepKinds[Int(seed % UInt64(deepKinds.count))]
    let depth = seed / UInt64(deepKinds.count) % 2 == 0 ? 10_000 : 2_000
    var v = AnyView(Color.red.frame(width: 4, height: 4))
    for _ in 0..<depth {
        switch kind {
        case "padding": v = AnyView(v.padding(0.001))
        case "frame": v = AnyView(v.frame(width: 8, height: 8))
        case "flexFrame": v = AnyView(v.frame(maxWidth: 10))
        case "offset": v = AnyView(v.offset(x: 0.001))
        case "opacity": v = AnyView(v.opacity(0.9999))
        case "VStack": v = AnyView(VStack { v })
        case "HStack": v = AnyView(HStack { v })
        case "ZStack": v = AnyView(ZStack { v })
        case "GeometryReader": let inner = v; v = AnyView(GeometryReader { _ in inner })
        case "alignmentGuide": v = AnyView(v.alignmentGuide(.leading) { $0.width / 2 })
        case "fixedSize": v = AnyView(v.fixedSize())
        case "clipShape": v = AnyView(v.clipShape(Rectangle()))
        case "rotation": v = AnyView(v.rotationEffect(.degrees(0.001)))
        case "layoutPriority": v = AnyView(v.layoutPriority(1))
        case "background": v = AnyView(v.background(Color.clear))
        default: let inner = v; v = AnyView(ChaosLayout(seed: 0) { inner })
        }
    }
    _ = try ImageRenderer(content: v.frame(width: 20, height: 20)).bitmap()
}
