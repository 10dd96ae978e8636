import Cairn
import CairnViews
import Foundation

/// The map's drawing: the land, the overlays, then the markers and annotations.
struct MapCanvas: View {
    let records: [MapRecord]
    let projection: MapProjection
    let style: MapStyle
    let dark: Bool

    var body: some View {
        ZStack(alignment: .topLeading) {
            Rectangle().fill(style.landColor(dark: dark))
            ForEach(Array(overlays.enumerated()), id: \.offset) { _, overlay in overlay }
            MapPlacementLayout {
                ForEach(Array(placed.enumerated()), id: \.offset) { _, item in item }
            }
        }
    }

    /// The overlays, in declaration order.
    var overlays: [AnyView] {
        records.compactMap { record -> AnyView? in
            let attributes = record.attributes
            let tint = attributes.tint ?? AnyShapeStyle(.tint)
            switch record.kind {
            case .circle(let radius):
                guard CLLocationCoordinate2DIsValid(record.coordinate), radius.isFinite, radius > 0 else { return nil }
                let center = projection.point(record.coordinate)
                let r = radius * MKMapPointsPerMeterAtLatitude(record.coordinate.latitude) * projection.scale
                guard r.isFinite else { return nil }
                let path = Path(ellipseIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
                return styled(path, attributes: attributes, defaultFill: AnyShapeStyle(tint.opacity(0.3)), defaultStroke: nil)
            case .polygon(let points, let holes):
                guard points.count >= 3 else { return nil }
                var path = ring(points)
                for hole in holes where hole.count >= 3 { path.addPath(ring(hole)) }
                return styled(path, attributes: attributes, defaultFill: AnyShapeStyle(tint.opacity(0.3)), defaultStroke: nil, evenOdd: true)
            case .polyline(let points, let geodesic):
                guard points.count >= 2 else { return nil }
                var path = Path()
                let line = geodesic ? MapCanvas.geodesic(points) : points.filter(CLLocationCoordinate2DIsValid)
                for (index, coordinate) in line.enumerated() {
                    let p = projection.point(MKMapPoint(coordinate), wrapping: false)
                    if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
                }
                let stroke = attributes.stroke ?? tint
                let strokeStyle = attributes.strokeStyle ?? StrokeStyle(lineWidth: 1)
                return AnyView(MapPathShape(path: path).stroke(stroke, style: strokeStyle))
            default:
                return nil
            }
        }
    }

    /// A closed ring through `points` in view coordinates.
    func ring(_ points: [CLLocationCoordinate2D]) -> Path {
        var path = Path()
        for (index, coordinate) in points.filter(CLLocationCoordinate2DIsValid).enumerated() {
            let p = projection.point(MKMapPoint(coordinate), wrapping: false)
            if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    /// `path` filled (the content's foreground style, else `defaultFill`) and stroked when the
    /// content has a stroke.
    func styled(_ path: Path, attributes: MapContentAttributes, defaultFill: AnyShapeStyle, defaultStroke: AnyShapeStyle?,
                evenOdd: Bool = false) -> AnyView {
        let fill = attributes.fill ?? defaultFill
        let shape = MapPathShape(path: path)
        let stroke = attributes.stroke ?? defaultStroke
        return AnyView(ZStack {
            shape.fill(fill, style: FillStyle(eoFill: evenOdd))
            if let stroke { shape.stroke(stroke, style: attributes.strokeStyle ?? StrokeStyle(lineWidth: 1)) }
        })
    }

    /// The most points a geodesic line is cut into (100,000); past it, legs run straight.
    static let geodesicPointLimit = 100_000

    /// The great-circle path through `points`, each leg cut into steps of at most 1°.
    static func geodesic(_ points: [CLLocationCoordinate2D]) -> [CLLocationCoordinate2D] {
        let valid = points.filter(CLLocationCoordinate2DIsValid)
        guard var previous = valid.first else { return [] }
        var out = [previous]
        out.reserveCapacity(min(valid.count * 4, geodesicPointLimit))
        func vector(_ c: CLLocationCoordinate2D) -> (Double, Double, Double) {
            let φ = c.latitude * .pi / 180, λ = c.longitude * .pi / 180
            return (cos(φ) * cos(λ), cos(φ) * sin(λ), sin(φ))
        }
        for next in valid.dropFirst() {
            let a = vector(previous), b = vector(next)
            let dot = max(-1, min(1, a.0 * b.0 + a.1 * b.1 + a.2 * b.2))
            let angle = acos(dot)
            let budget = out.count < geodesicPointLimit ? 360 : 1
            let steps = max(1, min(budget, Int((angle * 180 / .pi).rounded(.up))))
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                let (wa, wb) = angle < 1e-9 ? (1 - t, t) : (sin((1 - t) * angle) / sin(angle), sin(t * angle) / sin(angle))
                let x = wa * a.0 + wb * b.0, y = wa * a.1 + wb * b.1, z = wa * a.2 + wb * b.2
                var longitude = atan2(y, x) * 180 / .pi
                // Keep the line continuous across the antimeridian.
                let last = out[out.count - 1].longitude
                while longitude - last > 180 { longitude -= 360 }
                while longitude - last < -180 { longitude += 360 }
                out.append(CLLocationCoordinate2D(latitude: atan2(z, sqrt(x * x + y * y)) * 180 / .pi, longitude: longitude))
            }
            previous = next
        }
        return out
    }

    /// Markers, pins and annotations placed at their points, the lower on screen in front
    /// (as MapKit orders them), each with its title under it.
    var placed: [AnyView] {
        var items: [(y: CGFloat, order: Int, views: [(AnyView, MapPlacement)])] = []
        for (order, record) in records.enumerated() {
            guard CLLocationCoordinate2DIsValid(record.coordinate) else { continue }
            let point = projection.point(record.coordinate)
            guard point.x.isFinite, point.y.isFinite else { continue }
            let showsTitle = record.attributes.titles != .hidden
            let tint = record.attributes.tint ?? AnyShapeStyle(Color.red)
            switch record.kind {
            case .marker(let title, let glyph):
                var views: [(AnyView, MapPlacement)] = [(AnyView(MarkerBalloon(tint: tint, glyph: glyph)), .anchored(point, .bottom))]
                if showsTitle, let title { views.append((titleView(title), .below(gap: 2))) }
                items.append((point.y, order, views))
            case .pin:
                items.append((point.y, order, [(AnyView(MapPinView(tint: tint)), .anchored(point, .bottom))]))
            case .annotation(let title, let anchor, let content):
                var views: [(AnyView, MapPlacement)] = [(content, .anchored(point, anchor))]
                if showsTitle, let title { views.append((titleView(title), .below(gap: 2))) }
                items.append((point.y, order, views))
            default:
                continue
            }
        }
        items.sort { $0.y != $1.y ? $0.y < $1.y : $0.order < $1.order }
        return items.flatMap { item in item.views.map { view, placement in AnyView(view.layoutValue(key: MapPlacementKey.self, value: placement)) } }
    }

    /// A marker's or annotation's title as MapKit sets it under the point: Cairn's estimate,
    /// 12 pt semibold (the caption size), centred, at most two lines 120 pt wide, in the
    /// primary colour (white over imagery).
    func titleView(_ title: AnyView) -> AnyView {
        AnyView(title
            .font(.caption.weight(.semibold))
            .foregroundStyle(style.isImagery ? Color.white : Color.primary)
            .multilineTextAlignment(.center)
            .lineLimit(2))
    }
}

/// A path as a shape, for the overlays.
struct MapPathShape: Shape {
    let path: Path
    func path(in rect: CGRect) -> Path { path }
}

/// Where `MapPlacementLayout` puts a view.
enum MapPlacement {
    /// The view's `anchor` point (unit coordinates) at `point`.
    case anchored(CGPoint, UnitPoint)
    /// Centred under the view placed before it, `gap` below it (a title).
    case below(gap: CGFloat)
}

/// The placement of a view of the map's layout.
struct MapPlacementKey: LayoutValueKey {
    static let defaultValue = MapPlacement.anchored(.zero, .center)
}

/// Places each view at its map point at its ideal size (a title at most 120 pt wide); fills
/// whatever it is offered.
struct MapPlacementLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var previous = CGRect(x: bounds.minX, y: bounds.minY, width: 0, height: 0)
        for subview in subviews {
            switch subview[MapPlacementKey.self] {
            case .anchored(let point, let anchor):
                let size = subview.sizeThatFits(.unspecified)
                let origin = CGPoint(x: bounds.minX + point.x - anchor.x * size.width, y: bounds.minY + point.y - anchor.y * size.height)
                subview.place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(size))
                previous = CGRect(origin: origin, size: size)
            case .below(let gap):
                let size = subview.sizeThatFits(ProposedViewSize(width: 120, height: nil))
                let origin = CGPoint(x: previous.midX - size.width / 2, y: previous.maxY + gap)
                subview.place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(size))
            }
        }
    }
}

/// MapKit's marker balloon (`Marker`, `MapMarker`).
///
/// Apple publishes no dimensions; Cairn's estimate, from the iOS 17 simulator's markers at
/// 3×: a 28 pt circle in the tint whose sides run straight to a tip 36 pt below the balloon's
/// top (so 8 pt under the circle), a white glyph centred in the circle (an SF Symbol at 14 pt
/// semibold, or a monogram at 12 pt bold, 10 pt for three letters), and a soft shadow.
struct MarkerBalloon: View {
    let tint: AnyShapeStyle
    let glyph: MarkerGlyph

    static let diameter: CGFloat = 28
    static let height: CGFloat = 36

    var body: some View {
        ZStack(alignment: .top) {
            BalloonShape()
                .fill(tint)
                .shadow(color: Color.black.opacity(0.25), radius: 1.5, x: 0, y: 1)
            glyphView
                .foregroundStyle(Color.white)
                .frame(width: MarkerBalloon.diameter, height: MarkerBalloon.diameter)
        }
        .frame(width: MarkerBalloon.diameter, height: MarkerBalloon.height)
    }

    @ViewBuilder var glyphView: some View {
        switch glyph {
        case .standard:
            Image(systemName: "mappin").font(.system(size: 14, weight: .semibold))
        case .systemImage(let name):
            Image(systemName: name).font(.system(size: 14, weight: .semibold))
        case .image(let name):
            Image(name).resizable().scaledToFit().frame(width: 16, height: 16)
        case .monogram(let text):
            text.font(.system(size: 12, weight: .bold)).lineLimit(1).minimumScaleFactor(0.7).frame(maxWidth: 24)
        case .view(let view):
            view.font(.system(size: 14, weight: .semibold))
        }
    }
}

/// The balloon's outline: a circle whose tangents meet at the tip.
struct BalloonShape: Shape {
    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.minY + r)
        let tip = CGPoint(x: rect.midX, y: rect.maxY)
        let d = max(r + 0.001, tip.y - center.y)
        // The tangent points sit at ±φ from straight down, cos φ = r / d.
        let φ = acos(r / d)
        var path = Path()
        path.move(to: tip)
        let steps = 48
        let start = Double.pi / 2 - φ, end = Double.pi / 2 + φ - 2 * .pi
        for step in 0...steps {
            let angle = start + (end - start) * Double(step) / Double(steps)
            path.addLine(to: CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle)))
        }
        path.closeSubpath()
        return path
    }
}

/// The iOS 14 pin (`MapPin`): Cairn's estimate, a 14 pt head in the tint with a lighter spot,
/// on a 2 pt grey needle 18 pt long whose point is the coordinate.
struct MapPinView: View {
    let tint: AnyShapeStyle
    var body: some View {
        VStack(spacing: 0) {
            Circle().fill(tint)
                .overlay(Circle().fill(Color.white.opacity(0.35)).frame(width: 5, height: 5).offset(x: -2, y: -2))
                .frame(width: 14, height: 14)
            Rectangle().fill(Color(white: 0.55)).frame(width: 2, height: 18)
        }
        .shadow(color: Color.black.opacity(0.25), radius: 1, x: 0, y: 1)
    }
}
