import CairnGeometry
import CairnShapes
import Foundation

extension DisplayList {
    /// A deterministic text dump of the list: one line per item, groups indented by two
    /// spaces, every number written with `NumberFormat`.
    ///
    /// The format, one line per item:
    /// ```
    /// fill nonzero #34C759FF path: 0 0 m 80 0 l 80 40 l h
    /// stroke w=2 cap=butt join=miter miter=10 dash=[6 3] phase=0 #007AFF80 path: 0 0 m 10 0 l
    /// group transform=[1 0 0 1 10 20] opacity=0.5 clips=1 {
    ///   clip evenodd path: 0 0 m 10 0 l 10 10 l h
    ///   fill evenodd aa=off #FF3B30FF path: ...
    /// }
    /// text at=10 20 width=100 lineLimit=1 truncation=tail alignment=leading lineSpacing=0 {
    ///   "Hello" font=system 17 w400 #000000FF kerning=0 tracking=0
    /// }
    /// image rect=0 0 30 20 "logo.png" bitmap 30x20@1 fnv=… interpolation=high aa=on tint=#FF3B30FF
    /// ```
    /// Path tokens are those of SwiftUI's `Path.description` (`x y m`, `x y l`,
    /// `cx cy x y q`, `c1x c1y c2x c2y x y c`, `h`); colours are `#RRGGBBAA`; angles are in
    /// degrees. Text diffs well, so snapshot tests of drawings should prefer this dump.
    public var dump: String {
        var lines: [String] = []
        DisplayListDumper.append(self, indent: "", to: &lines)
        return lines.joined(separator: "\n")
    }
}

/// Writes display-list items as dump lines (see `DisplayList.dump`).
enum DisplayListDumper {
    static func append(_ list: DisplayList, indent: String, to lines: inout [String]) {
        for item in list.items {
            switch item {
            case let .fill(path, paint, style):
                lines.append(indent + "fill " + fillStyle(style) + " " + paintText(paint) + " path:" + pathText(path))
            case let .stroke(path, paint, style):
                lines.append(indent + "stroke " + strokeStyle(style) + " " + paintText(paint) + " path:" + pathText(path))
            case .group(let group) where group.isSingleView && group.transform == .identity && group.opacity == 1 && group.clips.isEmpty:
                // One view's items, drawn as they are: the dump shows them alone.
                append(group.content, indent: indent, to: &lines)
            case .group(let group):
                let t = group.transform
                let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(NumberFormat.exact).joined(separator: " ")
                lines.append(
                    indent + "group transform=[\(matrix)] opacity=\(NumberFormat.exact(group.opacity)) clips=\(group.clips.count) {")
                let inner = indent + "  "
                for clip in group.clips {
                    lines.append(inner + "clip " + fillStyle(clip.style) + " path:" + pathText(clip.path))
                }
                append(group.content, indent: inner, to: &lines)
                lines.append(indent + "}")
            case let .text(run, origin):
                appendText(run, origin: origin, indent: indent, to: &lines)
            case .image(let item):
                lines.append(indent + DisplayListDumper.imageText(item))
            case .layer(let layer):
                appendLayer(layer, indent: indent, to: &lines)
            }
        }
    }

    /// `layer opacity=… blend=… filters=[…] {`, the content, then `mask {` … `}` if any.
    static func appendLayer(_ layer: DisplayList.Layer, indent: String, to lines: inout [String]) {
        let filters = layer.filters.map { f -> String in
            switch f {
            case let .shadow(color, sigma, offset):
                return "shadow(\(colorText(color)) sigma=\(NumberFormat.exact(sigma)) x=\(NumberFormat.exact(offset.width)) y=\(NumberFormat.exact(offset.height)))"
            case let .blur(sigma, opaque):
                return "blur(sigma=\(NumberFormat.exact(sigma))\(opaque ? " opaque" : ""))"
            case .colorMatrix(let m):
                return "matrix(" + m.map { NumberFormat.rounded($0, digits: 6) }.joined(separator: " ") + ")"
            case .projection(let m):
                return "projection(" + m.map { NumberFormat.rounded($0, digits: 6) }.joined(separator: " ") + ")"
            case let .backdropBlur(sigma, saturation):
                return "backdrop(sigma=\(NumberFormat.exact(sigma)) saturation=\(NumberFormat.exact(saturation)))"
            case let .refraction(amount, width):
                return "refraction(amount=\(NumberFormat.exact(amount)) width=\(NumberFormat.exact(width)))"
            case .shader(let program):
                let b = program.bounds
                return "shader(\(program.name) bounds=\(NumberFormat.exact(b.minX)),\(NumberFormat.exact(b.minY)),\(NumberFormat.exact(b.width)),\(NumberFormat.exact(b.height)) reach=\(NumberFormat.exact(program.sampleReach)))"
            }
        }.joined(separator: " ")
        lines.append(indent + "layer opacity=\(NumberFormat.exact(layer.opacity)) blend=\(layer.blendMode.rawValue) filters=[\(filters)] {")
        append(layer.content, indent: indent + "  ", to: &lines)
        if let mask = layer.mask {
            lines.append(indent + "  mask {")
            append(mask, indent: indent + "    ", to: &lines)
            lines.append(indent + "  }")
        }
        lines.append(indent + "}")
    }

    /// `nonzero` or `evenodd`, plus ` aa=off` when antialiasing is off.
    static func fillStyle(_ style: FillStyle) -> String {
        (style.isEOFilled ? "evenodd" : "nonzero") + (style.isAntialiased ? "" : " aa=off")
    }

    static func strokeStyle(_ s: StrokeStyle) -> String {
        let cap: String
        switch s.lineCap {
        case .butt: cap = "butt"
        case .round: cap = "round"
        case .square: cap = "square"
        }
        let join: String
        switch s.lineJoin {
        case .miter: join = "miter"
        case .round: join = "round"
        case .bevel: join = "bevel"
        }
        let dash = s.dash.map(NumberFormat.exact).joined(separator: " ")
        return "w=\(NumberFormat.exact(s.lineWidth)) cap=\(cap) join=\(join) miter=\(NumberFormat.exact(s.miterLimit))"
            + " dash=[\(dash)] phase=\(NumberFormat.exact(s.dashPhase))"
    }

    static func colorText(_ c: Color.Resolved) -> String { Color(c).description }

    static func stopsText(_ stops: [Gradient.Stop]) -> String {
        "[" + stops.map { colorText($0.color.resolved) + "@" + NumberFormat.exact($0.location) }.joined(separator: " ") + "]"
    }

    static func point(_ p: CGPoint) -> String { NumberFormat.exact(p.x) + " " + NumberFormat.exact(p.y) }

    /// Degrees, rounded to 9 decimals so that `.degrees(90)` prints 90, not 90.00000000000001.
    static func degrees(_ a: Angle) -> String { NumberFormat.rounded(a.degrees, digits: 9) }

    static func paintText(_ paint: Paint) -> String {
        switch paint {
        case .color(let c):
            return colorText(c)
        case let .linearGradient(stops, start, end):
            return "linear(stops=\(stopsText(stops)) start=\(point(start)) end=\(point(end)))"
        case let .radialGradient(stops, center, r0, r1, t):
            let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(NumberFormat.exact).joined(separator: " ")
            return "radial(stops=\(stopsText(stops)) center=\(point(center)) r0=\(NumberFormat.exact(r0))"
                + " r1=\(NumberFormat.exact(r1)) transform=[\(matrix)])"
        case let .angularGradient(stops, center, a0, a1):
            return "angular(stops=\(stopsText(stops)) center=\(point(center)) start=\(degrees(a0)) end=\(degrees(a1)))"
        case .meshGradient(let mesh):
            let points = mesh.vertices.map { point($0.position) }.joined(separator: ", ")
            let colors = mesh.colors.map(colorText).joined(separator: " ")
            return "mesh(\(mesh.width)x\(mesh.height) points=[\(points)] colors=[\(colors)] background=\(colorText(mesh.background))"
                + " smooth=\(mesh.smoothsColors) space=\(mesh.colorSpace == .perceptual ? "perceptual" : "device"))"
        case .shader(let program):
            let b = program.bounds
            return "shader(\(program.name) bounds=\(NumberFormat.exact(b.minX)),\(NumberFormat.exact(b.minY)),\(NumberFormat.exact(b.width)),\(NumberFormat.exact(b.height)))"
        }
    }

    /// The path's elements as SwiftUI `Path.description` tokens, each preceded by a space.
    static func pathText(_ path: Path) -> String {
        var text = ""
        path.forEach { element in
            switch element {
            case .move(let p): text += " " + point(p) + " m"
            case .line(let p): text += " " + point(p) + " l"
            case let .quadCurve(p, c): text += " " + point(c) + " " + point(p) + " q"
            case let .curve(p, c1, c2): text += " " + point(c1) + " " + point(c2) + " " + point(p) + " c"
            case .closeSubpath: text += " h"
            }
        }
        return text
    }
}
