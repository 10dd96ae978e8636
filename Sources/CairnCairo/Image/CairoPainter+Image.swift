import CCairo
import CairnDisplayList
import CairnGeometry
import Foundation

extension CairoPainter {
    /// Draws an image item: a bitmap through a Cairo surface pattern (cell by cell when it
    /// has cap insets), an SVG document through librsvg, stretched to the item's rect. With a
    /// tint, the image is a mask through which the tint paint is drawn.
    ///
    /// Skipped: non-finite or empty rects, sources of no size, SVG that librsvg cannot draw.
    func drawImage(_ item: ImageItem) {
        let r = item.rect
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return }
        let size = item.source.size
        guard size.width > 0, size.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_set_antialias(cr, item.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        switch item.source.content {
        case .bitmap(let bitmap):
            guard let surface = Self.makeSurface(bitmap) else { return }
            defer { cairo_surface_destroy(surface) }
            for cell in ImageCells(item: item) {
                drawBitmapCell(surface, cell, item: item)
            }
        case let .svg(data, intrinsic):
            drawSVG(data, intrinsic: intrinsic, item: item)
        }
    }

    /// One cell: a pattern of the cell's source pixels mapped onto its destination rect.
    private func drawBitmapCell(_ surface: OpaquePointer, _ cell: ImageCells.Cell, item: ImageItem) {
        let px = cell.sourcePixels
        guard let sub = cairo_surface_create_for_rectangle(surface, px.minX, px.minY, px.width, px.height) else { return }
        defer { cairo_surface_destroy(sub) }
        guard cairo_surface_status(sub) == CAIRO_STATUS_SUCCESS, let pattern = cairo_pattern_create_for_surface(sub) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let d = cell.destination
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let perPixel = cell.tiles ? 1 / Double(item.source.scale) : Double(d.width / px.width)
        let perPixelY = cell.tiles ? 1 / Double(item.source.scale) : Double(d.height / px.height)
        let magnification = min(perPixel * (ctm.xx * ctm.xx + ctm.yx * ctm.yx).squareRoot(),
                                perPixelY * (ctm.xy * ctm.xy + ctm.yy * ctm.yy).squareRoot())
        cairo_pattern_set_filter(pattern, Self.filter(item.interpolation, magnification: magnification))
        cairo_pattern_set_extend(pattern, cell.tiles ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        var matrix = cairo_matrix_t()
        if cell.tiles {
            cairo_matrix_init_scale(&matrix, Double(item.source.scale), Double(item.source.scale))
        } else {
            cairo_matrix_init_scale(&matrix, Double(px.width / d.width), Double(px.height / d.height))
        }
        cairo_matrix_translate(&matrix, -Double(d.minX), -Double(d.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_rectangle(cr, Double(d.minX), Double(d.minY), Double(d.width), Double(d.height))
        if let tint = item.tint {
            cairo_save(cr)
            cairo_clip(cr)
            if setSource(tint, coverage: .fill) { cairo_mask(cr, pattern) }
            cairo_restore(cr)
        } else {
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
        }
    }

    /// Draws an SVG document stretched to the item's rect, clipped to it.
    private func drawSVG(_ data: Data, intrinsic: CGSize, item: ImageItem) {
        guard intrinsic.width > 0, intrinsic.height > 0, case .success(let document) = SVGDocument.open(data) else { return }
        defer { document.close() }
        let r = item.rect
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_clip(cr)
        let draw = {
            cairo_save(self.cr)
            cairo_translate(self.cr, Double(r.minX), Double(r.minY))
            cairo_scale(self.cr, Double(r.width / intrinsic.width), Double(r.height / intrinsic.height))
            document.render(on: self.cr, size: intrinsic)
            cairo_restore(self.cr)
        }
        if let tint = item.tint {
            cairo_push_group(cr)
            draw()
            guard let mask = cairo_pop_group(cr) else { return }
            defer { cairo_pattern_destroy(mask) }
            if setSource(tint, coverage: .fill) { cairo_mask(cr, mask) }
        } else {
            draw()
        }
    }

    /// SwiftUI's interpolation levels as Cairo filters, for an image whose source pixels each
    /// cover `magnification` device pixels (the smaller of the two axes).
    ///
    /// Cairo's best filter blends to square pixels above 2× ("blur up to 2x scale, then blend
    /// to square pixels for larger", cairo-image-source.c), so a small photo shown large came
    /// out in blocks; Core Graphics' medium and high interpolation magnify smoothly. Above 2×
    /// Cairn magnifies `.medium` and `.high` bilinearly (Cairn's choice: the smooth filter
    /// Cairo offers at any magnification); `.none` and `.low` keep their pixels.
    static func filter(_ interpolation: ImageItem.Interpolation, magnification: Double = 1) -> cairo_filter_t {
        switch interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_FAST
        case .medium: magnification > 2 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD
        case .high: magnification > 2 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_BEST
        }
    }

    /// A Cairo ARGB32 (premultiplied, native-endian) surface holding `bitmap`, or nil when
    /// Cairo cannot allocate it.
    static func makeSurface(_ bitmap: ImageBitmap) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        bitmap.rgba.withUnsafeBufferPointer { src in
            for y in 0..<bitmap.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var i = y * bitmap.width * 4
                for x in 0..<bitmap.width {
                    let a = UInt32(src[i + 3])
                    func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] = a << 24 | pre(src[i]) << 16 | pre(src[i + 1]) << 8 | pre(src[i + 2])
                    i += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

/// The cells an image item is drawn in: one for a plain stretch or tile; up to nine when it
/// has cap insets (corners at their own size, edges and centre stretched or tiled).
///
/// Cap insets are clamped to the source (leading + trailing ≤ width, top + bottom ≤ height);
/// where the destination is smaller than the caps, the caps shrink proportionally.
struct ImageCells: Sequence {
    struct Cell {
        /// The source pixels, in bitmap pixel coordinates.
        var sourcePixels: CGRect
        /// Where they go, in user space.
        var destination: CGRect
        /// Whether the pixels repeat at their own size instead of stretching.
        var tiles: Bool
    }

    let cells: [Cell]

    init(item: ImageItem) {
        let s = item.source.size, scale = item.source.scale, d = item.rect
        let c = item.capInsets
        func clampPair(_ a: CGFloat, _ b: CGFloat, within total: CGFloat) -> (CGFloat, CGFloat) {
            let a = a.isFinite ? Swift.max(a, 0) : 0, b = b.isFinite ? Swift.max(b, 0) : 0
            guard a + b > total, a + b > 0 else { return (a, b) }
            let k = total / (a + b)
            return (a * k, b * k)
        }
        let (sl, sr) = clampPair(c.leading, c.trailing, within: s.width)
        let (st, sb) = clampPair(c.top, c.bottom, within: s.height)
        let (dl, dr) = clampPair(sl, sr, within: d.width)
        let (dt, db) = clampPair(st, sb, within: d.height)
        let sx = [0, sl, s.width - sr, s.width], sy = [0, st, s.height - sb, s.height]
        let dx = [d.minX, d.minX + dl, d.maxX - dr, d.maxX], dy = [d.minY, d.minY + dt, d.maxY - db, d.maxY]
        var cells: [Cell] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let src = CGRect(x: sx[column] * scale, y: sy[row] * scale,
                                 width: (sx[column + 1] - sx[column]) * scale, height: (sy[row + 1] - sy[row]) * scale)
                let dst = CGRect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                guard src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 else { continue }
                let isCorner = row != 1 && column != 1
                cells.append(Cell(sourcePixels: src, destination: dst, tiles: item.resizingMode == .tile && !isCorner))
            }
        }
        self.cells = cells
    }

    func makeIterator() -> IndexingIterator<[Cell]> { cells.makeIterator() }
}
