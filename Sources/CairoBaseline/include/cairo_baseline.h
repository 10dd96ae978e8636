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

#ifdef __cplusplus
}
#endif

#endif
