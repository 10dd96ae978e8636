#include "CairnFilters.h"
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Linear gradients on image targets: Cairn's own rasteriser (see the header). Pixman's
   gradient walker takes about 11 ns a pixel (8.3 ms for a 1200 x 630 card background); a
   table of the gradient's colours, looked up per pixel, takes about 1. */

/// Entries in the colour table: adjacent entries differ by at most 255 / 4095 of a level,
/// so a looked-up colour rounds as the exact one would but where it lies within 0.03 of a
/// half level.
#define CAIRN_GRADIENT_TABLE 4096

/// A colour stop as pixman receives it from Cairo: 16-bit straight components
/// (`_cairo_color_double_to_short`), so the table's colours are the ones Cairo's gradients had.
static double cairn_short_component(double v) {
    if (!(v > 0)) return 0;
    if (v >= 1) return 255;
    return (double)(uint16_t)(v * 65535.0 + 0.5) / 257.0;
}

/// `source` over `destination`, premultiplied, with pixman's rounding (UN8x4_MUL_UN8_ADD_UN8x4).
static inline uint32_t cairn_over(uint32_t source, uint32_t destination) {
    uint32_t inverse = 255 - (source >> 24);
    if (inverse == 0) return source;
    uint32_t rb = (destination & 0x00ff00ff) * inverse + 0x00800080;
    rb = ((rb + ((rb >> 8) & 0x00ff00ff)) >> 8) & 0x00ff00ff;
    uint32_t ag = ((destination >> 8) & 0x00ff00ff) * inverse + 0x00800080;
    ag = (ag + ((ag >> 8) & 0x00ff00ff)) & 0xff00ff00;
    uint32_t product = rb | ag;
    /* Saturating per-byte add of the source. */
    uint32_t sum_rb = (product & 0x00ff00ff) + (source & 0x00ff00ff);
    sum_rb |= 0x01000100 - ((sum_rb >> 8) & 0x00010001);
    uint32_t sum_ag = ((product >> 8) & 0x00ff00ff) + ((source >> 8) & 0x00ff00ff);
    sum_ag |= 0x01000100 - ((sum_ag >> 8) & 0x00010001);
    return (sum_rb & 0x00ff00ff) | ((sum_ag & 0x00ff00ff) << 8);
}

int cairn_linear_gradient(unsigned char *data, int width, int height, int stride,
                          double tx, double ty, double t0,
                          const double *offsets, const double *colours, int count, int over) {
    if (!data || width <= 0 || height <= 0 || count <= 0 || !offsets || !colours) return -1;
    if (!isfinite(tx) || !isfinite(ty) || !isfinite(t0)) return -1;
    uint32_t table[CAIRN_GRADIENT_TABLE];
    int segment = 0;
    for (int k = 0; k < CAIRN_GRADIENT_TABLE; k++) {
        double t = (double)k / (CAIRN_GRADIENT_TABLE - 1);
        /* The stops either side of t (padded beyond the ends); at a stop's own offset the
           segment after it, as pixman's walker takes it. */
        while (segment < count && !(t < offsets[segment])) segment++;
        const double *left = colours + 4 * (segment == 0 ? 0 : segment - 1);
        const double *right = colours + 4 * (segment == count ? count - 1 : segment);
        double f = 0;
        if (segment > 0 && segment < count) {
            double span = offsets[segment] - offsets[segment - 1];
            f = span > 0 ? (t - offsets[segment - 1]) / span : 0;
        }
        double la = cairn_short_component(left[3]), ra = cairn_short_component(right[3]);
        double a = la + (ra - la) * f;
        double c[3];
        for (int i = 0; i < 3; i++) {
            double l = cairn_short_component(left[i]), r = cairn_short_component(right[i]);
            c[i] = a * (l + (r - l) * f) / 255.0;
        }
        uint32_t a8 = (uint32_t)(a + 0.5), r8 = (uint32_t)(c[0] + 0.5), g8 = (uint32_t)(c[1] + 0.5), b8 = (uint32_t)(c[2] + 0.5);
        if (a8 > 255) a8 = 255;
        if (r8 > a8) r8 = a8;
        if (g8 > a8) g8 = a8;
        if (b8 > a8) b8 = a8;
        table[k] = a8 << 24 | r8 << 16 | g8 << 8 | b8;
    }
    int opaque = 1;
    for (int k = 0; k < CAIRN_GRADIENT_TABLE; k++) opaque &= (table[k] >> 24) == 255;
    if (opaque) over = 0;
    const double scale = CAIRN_GRADIENT_TABLE - 1;
    /* Positions in table units as 32.32 fixed point, stepped by an integer add: over a row
       of 16,384 pixels the accumulated rounding stays below 1e-5 of an entry. */
    const double fixed = 4294967296.0;
    const int64_t last = (int64_t)(CAIRN_GRADIENT_TABLE - 1) << 32;
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(void *)(data + (size_t)y * (size_t)stride);
        double start = (t0 + ty * (y + 0.5) + tx * 0.5) * scale, step = tx * scale;
        /* Along x only and written, not blended: every row is the first. */
        if (ty == 0 && y > 0 && !over) {
            memcpy(row, data, (size_t)width * 4);
            continue;
        }
        /* Keeps every position of the row within ±2^29 entries, so the fixed-point sums
           cannot overflow; steeper or further gradients are left to Cairo (-1). */
        if (!(fabs(start) + fabs(step) * width < 536870912.0)) return -1;
        int64_t v = (int64_t)(start * fixed) + ((int64_t)1 << 31), dv = (int64_t)(step * fixed);
        if (over) {
            for (int x = 0; x < width; x++, v += dv) {
                int64_t clamped = v < 0 ? 0 : v > last ? last : v;
                row[x] = cairn_over(table[clamped >> 32], row[x]);
            }
        } else if (dv == 0) {
            /* Along y only: the row is one colour. */
            uint32_t colour = table[v <= 0 ? 0 : v >= last ? CAIRN_GRADIENT_TABLE - 1 : (int)(v >> 32)];
            for (int x = 0; x < width; x++) row[x] = colour;
        } else {
            for (int x = 0; x < width; x++, v += dv) {
                int64_t clamped = v < 0 ? 0 : v > last ? last : v;
                row[x] = table[clamped >> 32];
            }
        }
    }
    return 0;
}
