#ifndef CAIRO_BASELINE_H
#define CAIRO_BASELINE_H

#include <cairo.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Draws the benchmark frame (seed 000's radar chart, 400x400) with raw cairo calls.
void cairo_baseline_draw_radar(cairo_t *cr);

/// A new 400x400 ARGB32 surface holding the benchmark frame (caller destroys it).
cairo_surface_t *cairo_baseline_frame(void);

/// Renders `frames` frames (new 400x400 ARGB32 surface, draw, destroy) and returns the
/// mean milliseconds per frame.
double cairo_baseline_draw_only(int frames);

/// As `cairo_baseline_draw_only`, plus `cairo_surface_write_to_png_stream` into memory
/// (Cairo's own PNG writer, without file I/O). `out_bytes` receives the last PNG's size.
double cairo_baseline_draw_png(int frames, long *out_bytes);

/// A new 400x400 ARGB32 surface: the benchmark frame on an opaque white background.
cairo_surface_t *cairo_baseline_frame_on_white(void);

/// A new 400x400 ARGB32 surface of twelve overlapping radial gradients (a colourful frame,
/// the hard case for PNG compression).
cairo_surface_t *cairo_baseline_gradient_frame(void);

/// Writes `surface` with `cairo_surface_write_to_png_stream` into memory `repeats` times and
/// returns the mean milliseconds per write; `out_bytes` receives the PNG's size.
double cairo_baseline_write_png(cairo_surface_t *surface, int repeats, long *out_bytes);

/// Writes the benchmark frame as an SVG document (`cairo_svg_surface_create_for_stream`
/// into memory, px units) `documents` times and returns the mean milliseconds per document;
/// `out_bytes` receives the last document's size.
double cairo_baseline_svg(int documents, long *out_bytes);

#ifdef __cplusplus
}
#endif

#endif
