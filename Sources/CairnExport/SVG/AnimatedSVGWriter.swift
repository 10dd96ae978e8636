import CairnDisplayList
import CairnGeometry
import CairnShapes
import Foundation

/// Writes an animation as one SVG document animated with SMIL (`<animate>`), for scenes whose
/// changes it can express: what is drawn keeps its structure while paths move, resize or
/// reshape, colours change and opacity fades.
///
/// Steps:
/// 1. Sample the scene at every frame time (and at the end, and at every segment's start and
///    end) and flatten each sample into leaves (`SVGFlattener`): paths in canvas coordinates
///    with their paint, opacity and clips. Every sample must have the same leaves with the
///    same path structure, else `AnimatedSVGError.unsupported` says why.
/// 2. Each number of each leaf is a track over time. A track that never changes is written as
///    a plain attribute.
/// 3. A changing track becomes keyframes. Over a `SplineSegment` (an animation with a cubic
///    timing curve) the samples are checked against the curve; when they follow it, the whole
///    segment is two keyframes joined by the curve's `keySplines` (the same control points as
///    SwiftUI's timing curve), otherwise every sample is a keyframe (springs, overlapping
///    animations). Keyframes outside segments are the samples, joined linearly.
/// 4. The document loops (`repeatCount="indefinite"`) over the scene's duration.
package enum AnimatedSVGWriter {
    package static func data(size: CGSize, duration: Double, framesPerSecond: Double, segments: [SplineSegment],
                             frame: (Double) throws -> DisplayList) throws -> Data {
        guard duration.isFinite, duration > 0 else { throw AnimatedSVGError.unsupported("its duration is not positive") }
        // Bounded work: at most ExportLimits.maximumKeyframes samples.
        try ExportLimits.check(framesPerSecond: framesPerSecond)
        guard duration * framesPerSecond <= Double(ExportLimits.maximumKeyframes) else {
            throw ExportError.invalidOption(
                name: "duration",
                reason: "\(duration) s at \(framesPerSecond) fps is outside 0...\(Double(ExportLimits.maximumKeyframes) / framesPerSecond) s for an animated SVG (at most \(ExportLimits.maximumKeyframes) keyframes)")
        }
        // Step 1: sample times.
        var times = Set<Double>()
        let count = max(Int(saturating: duration * framesPerSecond, rounding: .toNearestOrAwayFromZero), 1)
        for k in 0..<count { times.insert(Double(k) / framesPerSecond) }
        times.insert(duration)
        for s in segments where s.start < duration { times.insert(s.start); times.insert(min(s.end, duration)) }
        var sorted: [Double] = []
        for t in times.sorted() where sorted.last.map({ t - $0 > 1e-9 }) ?? true { sorted.append(t) }
        var samples: [[SVGLeaf]] = []
        for t in sorted { samples.append(try SVGFlattener.leaves(of: frame(t))) }
        let first = samples[0]
        for (i, s) in samples.enumerated() {
            guard s.count == first.count else {
                throw AnimatedSVGError.unsupported("something drawn appears or disappears at \(fmt(sorted[i])) s (an inserted or removed view, or a path that becomes empty)")
            }
            for (a, b) in zip(first, s) where a.signature != b.signature || a.isStroke != b.isStroke || a.clips.count != b.clips.count
                || a.clips.map(\.signature) != b.clips.map(\.signature) || !samePaintKind(a.paint, b.paint) {
                throw AnimatedSVGError.unsupported("a path changes its structure at \(fmt(sorted[i])) s (for example a trimmed path growing)")
            }
        }
        let keyTimes = sorted.map { $0 / duration }
        let segs = segments.filter { $0.end > $0.start && $0.start < duration }
        func animate(_ attribute: String, _ values: [[Double]], _ text: ([Double]) -> String) -> String {
            animation(attribute: attribute, values: values, times: sorted, keyTimes: keyTimes, duration: duration, segments: segs, text: text)
        }

        var defs = ""
        var body = ""
        for (index, leaf) in first.enumerated() {
            let track = samples.map { $0[index] }
            var attrs = ""
            var children = ""
            // Geometry.
            let d = track.map(\.coordinates)
            attrs += " d=\"\(pathData(leaf.signature, d[0]))\""
            children += animate("d", d) { pathData(leaf.signature, $0) }
            // Paint.
            let paintAttr = leaf.isStroke ? "stroke" : "fill"
            switch leaf.paint {
            case .color:
                let colors = track.map { leafColor($0) }
                attrs += " \(paintAttr)=\"\(rgb(colors[0]))\""
                children += animate(paintAttr, colors, rgb)
                let alphas = zip(track, colors).map { [$1[3] * $0.opacity] }
                attrs += " \(paintAttr)-opacity=\"\(fmt(alphas[0][0]))\""
                children += animate("\(paintAttr)-opacity", alphas) { fmt($0[0]) }
            default:
                let id = "g\(index)"
                let gradients = track.map { gradientNumbers($0.paint) }
                defs += gradientElement(id: id, paint: leaf.paint, animated: animate("x1", gradients.map { [$0[0]] }) { fmt($0[0]) }
                    + animate("y1", gradients.map { [$0[1]] }) { fmt($0[0]) }
                    + animate("x2", gradients.map { [$0[2]] }) { fmt($0[0]) }
                    + animate("y2", gradients.map { [$0[3]] }) { fmt($0[0]) })
                attrs += " \(paintAttr)=\"url(#\(id))\""
                let alphas = track.map { [$0.opacity] }
                attrs += " \(paintAttr)-opacity=\"\(fmt(alphas[0][0]))\""
                children += animate("\(paintAttr)-opacity", alphas) { fmt($0[0]) }
            }
            if leaf.isStroke {
                attrs += " fill=\"none\""
                let widths = track.map { [Double($0.strokeStyle.lineWidth)] }
                attrs += " stroke-width=\"\(fmt(widths[0][0]))\""
                children += animate("stroke-width", widths) { fmt($0[0]) }
                let s = leaf.strokeStyle
                attrs += " stroke-linecap=\"\(["butt", "round", "square"][Int(s.lineCap.rawValue)])\""
                attrs += " stroke-linejoin=\"\(["miter", "round", "bevel"][Int(s.lineJoin.rawValue)])\""
                attrs += " stroke-miterlimit=\"\(fmt(Double(s.miterLimit)))\""
                if !s.dash.isEmpty {
                    attrs += " stroke-dasharray=\"\(s.dash.map { fmt(Double($0)) }.joined(separator: " "))\""
                    attrs += " stroke-dashoffset=\"\(fmt(Double(s.dashPhase)))\""
                }
            } else {
                attrs += " fill-rule=\"\(leaf.fillStyle.isEOFilled ? "evenodd" : "nonzero")\""
            }
            // Clips: one clipPath per clip, nested through groups.
            var open = "", close = ""
            for (c, clip) in leaf.clips.enumerated() {
                let id = "c\(index)_\(c)"
                let coords = track.map { $0.clips[c].coordinates }
                defs += "<clipPath id=\"\(id)\"><path d=\"\(pathData(clip.signature, coords[0]))\" clip-rule=\"\(clip.evenOdd ? "evenodd" : "nonzero")\">"
                    + animate("d", coords) { pathData(clip.signature, $0) } + "</path></clipPath>\n"
                open += "<g clip-path=\"url(#\(id))\">"
                close += "</g>"
            }
            body += open + (children.isEmpty ? "<path\(attrs)/>" : "<path\(attrs)>\n\(children)</path>") + close + "\n"
        }
        let w = fmt(Double(size.width)), h = fmt(Double(size.height))
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)px\" height=\"\(h)px\" viewBox=\"0 0 \(w) \(h)\">\n"
            + (defs.isEmpty ? "" : "<defs>\n\(defs)</defs>\n") + body + "</svg>\n"
        return Data(svg.utf8)
    }

    // Steps 2 and 3.
    static func animation(attribute: String, values: [[Double]], times: [Double], keyTimes: [Double], duration: Double,
                          segments: [SplineSegment], text: ([Double]) -> String) -> String {
        guard let first = values.first, values.contains(where: { $0 != first }) else { return "" }
        var frames: [(key: Double, value: [Double], spline: String)] = [(keyTimes[0], values[0], "")]
        var i = 1
        while i < times.count {
            if let s = segments.first(where: { abs($0.start - times[i - 1]) < 1e-9 }),
               let endIndex = times.firstIndex(where: { abs($0 - min(s.end, duration)) < 1e-9 }), endIndex > i - 1,
               follows(values, times, from: i - 1, to: endIndex, segment: s) {
                let (x1, y1, x2, y2) = s.controlPoints
                frames.append((keyTimes[endIndex], values[endIndex], "\(fmt(x1)) \(fmt(y1)) \(fmt(x2)) \(fmt(y2))"))
                i = endIndex + 1
                continue
            }
            frames.append((keyTimes[i], values[i], "0 0 1 1"))
            i += 1
        }
        // Inside a run of equal values the middle keyframes add nothing.
        var kept: [(key: Double, value: [Double], spline: String)] = []
        for (j, f) in frames.enumerated() {
            if j > 0, j < frames.count - 1, frames[j - 1].value == f.value, frames[j + 1].value == f.value { continue }
            kept.append(f)
        }
        frames = kept
        let keys = frames.map { fmt($0.key) }.joined(separator: ";")
        let vals = frames.map { text($0.value) }.joined(separator: ";")
        let splines = frames.dropFirst().map(\.spline).joined(separator: ";")
        return "<animate attributeName=\"\(attribute)\" dur=\"\(fmt(duration))s\" repeatCount=\"indefinite\" calcMode=\"spline\" "
            + "keyTimes=\"\(keys)\" keySplines=\"\(splines)\" values=\"\(vals)\"/>\n"
    }

    /// Whether every sample between `a` and `b` is the segment's curve between their values.
    static func follows(_ values: [[Double]], _ times: [Double], from a: Int, to b: Int, segment s: SplineSegment) -> Bool {
        let start = values[a], end = values[b]
        for k in a...b {
            let f = s.ease((times[k] - times[a]) / (times[b] - times[a]))
            for (j, v) in values[k].enumerated() {
                let expected = start[j] + (end[j] - start[j]) * f
                if abs(v - expected) > 1e-3 * max(1, abs(end[j] - start[j])) { return false }
            }
        }
        return true
    }

    static func samePaintKind(_ a: Paint, _ b: Paint) -> Bool {
        switch (a, b) {
        case (.color, .color): return true
        case let (.linearGradient(s1, _, _), .linearGradient(s2, _, _)): return s1 == s2
        case (.radialGradient, .radialGradient), (.angularGradient, .angularGradient): return a == b
        default: return false
        }
    }

    static func leafColor(_ leaf: SVGLeaf) -> [Double] {
        guard case .color(let c) = leaf.paint else { return [0, 0, 0, 1] }
        return [c.red, c.green, c.blue, c.opacity]
    }

    static func gradientNumbers(_ paint: Paint) -> [Double] {
        if case let .linearGradient(_, s, e) = paint { return [s.x, s.y, e.x, e.y] }
        return [0, 0, 0, 0]
    }

    static func gradientElement(id: String, paint: Paint, animated: String) -> String {
        func stops(_ list: [Gradient.Stop]) -> String {
            list.map { s in
                let c = s.color.resolved
                return "<stop offset=\"\(fmt(Double(s.location)))\" stop-color=\"\(rgb([c.red, c.green, c.blue]))\" stop-opacity=\"\(fmt(c.opacity))\"/>"
            }.joined()
        }
        switch paint {
        case let .linearGradient(list, s, e):
            return "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(fmt(s.x))\" y1=\"\(fmt(s.y))\" x2=\"\(fmt(e.x))\" y2=\"\(fmt(e.y))\">\(stops(list))\(animated)</linearGradient>\n"
        case let .radialGradient(list, c, r0, r1, t):
            // The gradient's own transform (elliptical gradients, baked group transforms).
            let matrix = t.isIdentity ? "" : " gradientTransform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { fmt($0) }.joined(separator: " ")))\""
            return "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\"\(matrix) cx=\"\(fmt(c.x))\" cy=\"\(fmt(c.y))\" fx=\"\(fmt(c.x))\" fy=\"\(fmt(c.y))\" fr=\"\(fmt(r0))\" r=\"\(fmt(r1))\">\(stops(list))</radialGradient>\n"
        case .angularGradient, .meshGradient, .shader, .color:
            // Angular and mesh gradients are refused while flattening; colours need no element.
            return ""
        }
    }

    static func pathData(_ signature: [UInt8], _ c: [Double]) -> String {
        var parts: [String] = []
        var i = 0
        func take(_ n: Int) -> String {
            defer { i += n }
            return c[i..<(i + n)].map { fmt($0) }.joined(separator: " ")
        }
        for kind in signature {
            switch kind {
            case 0: parts.append("M " + take(2))
            case 1: parts.append("L " + take(2))
            case 2: parts.append("Q " + take(4))
            case 3: parts.append("C " + take(6))
            default: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    static func rgb(_ c: [Double]) -> String {
        func byte(_ v: Double) -> Int { Int(saturating: v.clamped(to: 0...1, nan: 0) * 255, rounding: .toNearestOrAwayFromZero) }
        return "rgb(\(byte(c[0])),\(byte(c[1])),\(byte(c[2])))"
    }

    static func fmt(_ v: Double) -> String { NumberFormat.rounded(CGFloat(v), digits: 3) }
    static func fmt(_ v: CGFloat) -> String { NumberFormat.rounded(v, digits: 3) }
}
