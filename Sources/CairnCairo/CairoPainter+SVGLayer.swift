import CCairo
import CairnDisplayList
import Foundation

/// The SVG side of layers: on Cairn's SVG output, a layer SVG can express (shadow, blur,
/// colour filters incl. `luminanceToAlpha`, masks, the CSS blend modes) is drawn as a
/// placeholder that `SVGLayerFragments` replaces by native SVG (`<filter>` with
/// `feGaussianBlur`, `feOffset`, `feFlood`, `feComposite`, `feColorMatrix`; `<mask>`;
/// `mix-blend-mode`). Everything else keeps the raster path of `CairoPainter+Layer.swift`.
extension CairoPainter {
    /// Draws `layer` as a native-SVG placeholder and returns true, or returns false (drawing
    /// nothing) when SVG cannot express it.
    func drawAsSVGFragment(_ layer: DisplayList.Layer, opacity: Double, into fragments: SVGLayerFragments) -> Bool {
        guard SVGLayerMarkup.isExpressible(layer) else { return false }
        let ctm = currentMatrix()
        // The fallback pixels (see SVGLayerFragments) and the region the layer can cover:
        // the whole layer, blended normally, as the raster path draws it.
        var flat = layer
        flat.blendMode = .normal
        guard let raster = rasterize(DisplayList([.layer(flat)]), filters: []) else { return true }  // nothing visible
        defer { cairo_surface_destroy(raster.surface) }
        let k = raster.scale
        // The region's own coordinates: device space moved to the raster's top-left corner.
        var local = ctm
        local.x0 -= Double(raster.x) / k
        local.y0 -= Double(raster.y) / k
        let width = Double(raster.width) / k, height = Double(raster.height) / k
        guard let body = SVGLayerMarkup.layer(layer, opacity: opacity, ctm: local, width: width, height: height,
                                              prefix: fragments.nextPrefix) else { return false }
        // The placeholder's pixels are the raster's (k per device unit): scale the region up.
        let uri = fragments.add(attributes: " transform=\"matrix(\(SVGLayerMarkup.number(k)),0,0,\(SVGLayerMarkup.number(k)),0,0)\"",
                                body: body)
        guard let copy = strdup(uri) else { return false }
        let status = cairo_surface_set_mime_data(raster.surface, CAIRO_MIME_TYPE_URI, UnsafeRawPointer(copy).assumingMemoryBound(to: UInt8.self),
                                                 UInt(strlen(copy)), { free($0) }, copy)
        if status != CAIRO_STATUS_SUCCESS { free(copy) }  // then the raster itself is embedded
        guard let pattern = cairo_pattern_create_for_surface(raster.surface) else { return true }
        defer { cairo_pattern_destroy(pattern) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        raster.attach(pattern, userToDevice: ctm)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_paint(cr)
        return true
    }
}
