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
        let unsupportedBlend = layer.blendMode != .normal && SVGLayerMarkup.cssBlendMode(layer.blendMode) == nil
        if fragments.isCapturing {
            guard unsupportedBlend, let captures = fragments.captures else { return false }
            captureBlended(layer, into: captures)
            return true
        }
        if unsupportedBlend, let captures = fragments.captures {
            guard let raster = captures.next(), let pattern = cairo_pattern_create_for_surface(raster.surface) else { return true }
            defer { cairo_pattern_destroy(pattern) }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            raster.attach(pattern, userToDevice: currentMatrix())
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_paint(cr)
            return true
        }
        guard SVGLayerMarkup.isExpressible(layer) else { return false }
        let ctm = currentMatrix()
        // The region the layer can cover, and the placeholder's pixels (see
        // SVGLayerFragments): the content with its filters, as the raster path draws it, at
        // 1 pixel per device unit (only a safety net: a quarter of the 2 px/pt cost).
        var probe = self
        probe.recordsRasterLayer = true
        guard let raster = probe.rasterize(layer.content, filters: layer.filters) else { return true }  // nothing visible
        defer { cairo_surface_destroy(raster.surface) }
        let k = raster.scale
        // The region's own coordinates: device space moved to the raster's top-left corner.
        var local = ctm
        local.x0 -= Double(raster.x) / k
        local.y0 -= Double(raster.y) / k
        let width = Double(raster.width) / k, height = Double(raster.height) / k
        guard let body = SVGLayerMarkup.layer(layer, opacity: opacity, ctm: local, width: width, height: height,
                                              prefix: fragments.nextPrefix, depth: fragments.depth + 1) else { return false }
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

    /// On the capturing image pass: draws `layer` normally and records its region of the
    /// target after blending, and whether painting that over the backdrop is exact (every
    /// pixel opaque afterwards or empty before).
    func captureBlended(_ layer: DisplayList.Layer, into captures: SVGLayerCaptures) {
        var inner = self
        inner.svgFragments = nil
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              let bounds = rasterize(layer.content, filters: layer.filters) else {
            inner.draw(layer)
            captures.append(nil, exact: true)
            return
        }
        cairo_surface_destroy(bounds.surface)
        let before = Self.copy(target, x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
        inner.draw(layer)
        let after = Self.copy(target, x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
        guard let before, let after else {
            if let before { cairo_surface_destroy(before) }
            if let after { cairo_surface_destroy(after) }
            captures.append(nil, exact: false)
            return
        }
        defer { cairo_surface_destroy(before) }
        var exact = true
        if let b = cairo_image_surface_get_data(before), let a = cairo_image_surface_get_data(after) {
            let stride = Int(cairo_image_surface_get_stride(after))
            rows: for row in 0..<bounds.height {
                let pb = UnsafeRawPointer(b + row * stride).assumingMemoryBound(to: UInt32.self)
                let pa = UnsafeRawPointer(a + row * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<bounds.width where pa[x] >> 24 != 255 && pb[x] != 0 {
                    exact = false
                    break rows
                }
            }
        } else {
            exact = false
        }
        captures.append(LayerRaster(surface: after, x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height,
                                    scale: CairoPainter.vectorRasterScale), exact: exact)
    }

    /// A new image of the target's pixels in the region (x, y, width, height) of device
    /// space; outside the target is transparent.
    static func copy(_ target: OpaquePointer, x: Int, y: Int, width: Int, height: Int) -> OpaquePointer? {
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let c = cairo_create(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        cairo_surface_flush(target)
        cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
        // A source surface's device offset applies by itself (cairo_surface_set_device_offset).
        cairo_set_source_surface(c, target, -Double(x), -Double(y))
        cairo_paint(c)
        cairo_destroy(c)
        cairo_surface_flush(image)
        return image
    }
}
