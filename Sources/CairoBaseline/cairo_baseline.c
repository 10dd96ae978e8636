#include "cairo_baseline.h"

#include <cairo-svg.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const double values[6] = {165, 129, 148, 176, 152, 140};
static const double max_value = 200;

/// One hexagon: vertices from the top (-90 degrees) clockwise on screen, radius 200 * v / max.
static void hexagon(cairo_t *cr, const double *v) {
    for (int i = 0; i < 6; i++) {
        double angle = -M_PI / 2 + i * M_PI / 3;
        double r = 200 * v[i] / max_value;
        double x = 200 + r * cos(angle), y = 200 + r * sin(angle);
        if (i == 0) cairo_move_to(cr, x, y); else cairo_line_to(cr, x, y);
    }
    cairo_close_path(cr);
}

void cairo_baseline_draw_radar(cairo_t *cr) {
    static const double full[6] = {200, 200, 200, 200, 200, 200};
    static const double dash[2] = {6, 3};
    /* Outer hexagon: stroke 2, dash [6 3], Color.blue at 0.5 opacity. */
    hexagon(cr, full);
    cairo_set_source_rgba(cr, 0, 122.0 / 255, 1, 0.5);
    cairo_set_line_width(cr, 2);
    cairo_set_dash(cr, dash, 2, 0);
    cairo_stroke(cr);
    /* Inner hexagon: filled with Color.blue. */
    hexagon(cr, values);
    cairo_set_source_rgba(cr, 0, 122.0 / 255, 1, 1);
    cairo_fill(cr);
}

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

typedef struct {
    unsigned char *data;
    size_t size, capacity;
} memory_stream;

static cairo_status_t write_memory(void *closure, const unsigned char *bytes, unsigned int length) {
    memory_stream *stream = (memory_stream *)closure;
    if (stream->size + length > stream->capacity) {
        size_t capacity = stream->capacity ? stream->capacity : 65536;
        while (capacity < stream->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(stream->data, capacity);
        if (!grown) return CAIRO_STATUS_NO_MEMORY;
        stream->data = grown;
        stream->capacity = capacity;
    }
    memcpy(stream->data + stream->size, bytes, length);
    stream->size += length;
    return CAIRO_STATUS_SUCCESS;
}

static double run(int frames, int png, long *out_bytes) {
    memory_stream stream = {NULL, 0, 0};
    double start = now_ms();
    for (int i = 0; i < frames; i++) {
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 400);
        cairo_t *cr = cairo_create(surface);
        cairo_baseline_draw_radar(cr);
        cairo_destroy(cr);
        cairo_surface_flush(surface);
        if (png) {
            stream.size = 0;
            cairo_surface_write_to_png_stream(surface, write_memory, &stream);
        }
        cairo_surface_destroy(surface);
    }
    double elapsed = now_ms() - start;
    if (out_bytes) *out_bytes = (long)stream.size;
    free(stream.data);
    return frames > 0 ? elapsed / frames : 0;
}

cairo_surface_t *cairo_baseline_frame(void) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 400);
    cairo_t *cr = cairo_create(surface);
    cairo_baseline_draw_radar(cr);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    return surface;
}

double cairo_baseline_draw_only(int frames) { return run(frames, 0, NULL); }

double cairo_baseline_draw_png(int frames, long *out_bytes) { return run(frames, 1, out_bytes); }

cairo_surface_t *cairo_baseline_frame_on_white(void) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 400);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_baseline_draw_radar(cr);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    return surface;
}

cairo_surface_t *cairo_baseline_gradient_frame(void) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 400);
    cairo_t *cr = cairo_create(surface);
    for (int k = 0; k < 12; k++) {
        double x = 30.0 * k, y = 400.0 - 33.0 * k;
        cairo_pattern_t *gradient = cairo_pattern_create_radial(x, y, 5, x, y, 120);
        cairo_pattern_add_color_stop_rgba(gradient, 0, fabs(sin(k)), fabs(cos(k * 1.3)), fabs(sin(k * 0.7)), 1);
        cairo_pattern_add_color_stop_rgba(gradient, 1, fabs(cos(k)), 0.2, fabs(sin(k * 2.1)), 0.3);
        cairo_set_source(cr, gradient);
        cairo_arc(cr, x + 10, y, 110, 0, 6.283185307179586);
        cairo_fill(cr);
        cairo_pattern_destroy(gradient);
    }
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    return surface;
}

double cairo_baseline_write_png(cairo_surface_t *surface, int repeats, long *out_bytes) {
    memory_stream stream = {NULL, 0, 0};
    double start = now_ms();
    for (int i = 0; i < repeats; i++) {
        stream.size = 0;
        cairo_surface_write_to_png_stream(surface, write_memory, &stream);
    }
    double elapsed = now_ms() - start;
    if (out_bytes) *out_bytes = (long)stream.size;
    free(stream.data);
    return repeats > 0 ? elapsed / repeats : 0;
}

double cairo_baseline_svg(int documents, long *out_bytes) {
    memory_stream stream = {NULL, 0, 0};
    double start = now_ms();
    for (int i = 0; i < documents; i++) {
        stream.size = 0;
        cairo_surface_t *surface = cairo_svg_surface_create_for_stream(write_memory, &stream, 400, 400);
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX);
        cairo_t *cr = cairo_create(surface);
        cairo_baseline_draw_radar(cr);
        cairo_destroy(cr);
        cairo_surface_finish(surface);
        cairo_surface_destroy(surface);
    }
    double elapsed = now_ms() - start;
    if (out_bytes) *out_bytes = (long)stream.size;
    free(stream.data);
    return documents > 0 ? elapsed / documents : 0;
}
