#ifndef CAIRN_FILTERS_INTERNAL_H
#define CAIRN_FILTERS_INTERNAL_H

#include <stdint.h>
#include <string.h>

/* Shared by the filters' sources, not part of the module's interface. */

/* The widths d[0], d[1], d[2] (odd) of three centred boxes whose variances add up to sigma^2
 * (Kovesi, "Fast Almost-Gaussian Filtering", 2010). */
void cairn_filters_box_widths(double sigma, int d[3]);

/* Sigma at 1/f resolution, less the variance the block average (f^2 - 1) / 12 and the
 * bilinear reconstruction (about f^2 / 6) already add, in full-resolution pixels. */
double cairn_filters_reduced_sigma(double sigma, int f);

/* Where full-resolution pixel p samples an image reduced by f to n pixels, pixel centres
 * aligned (p + 0.5 lies at (p + 0.5) / f - 0.5 in reduced pixels): the lower neighbour *i
 * and the upper one's weight *t, clamped to the image (its edge pixels repeat). */
static inline void cairn_filters_reduced_position(int p, int f, int n, int *i, float *t) {
    float u = ((float)p + 0.5f) / (float)f - 0.5f;
    int k = (int)(u + 1.0f) - 1; /* the floor, for u > -1 */
    float w = u - (float)k;
    if (k < 0) { k = 0; w = 0; }
    if (k >= n - 1) { k = n - 1; w = 0; }
    *i = k;
    *t = w;
}

/* One full-resolution A8 row from `line`, a reduced row of lw floats already blended between
 * its two rows: pixel x blends line[x0[x]] and its right neighbour by tx[x] (from
 * cairn_filters_reduced_position), rounded and clamped to 0...255. */
static inline void cairn_filters_expand_a8_row(const float *line, int lw, const int *x0, const float *tx,
                                               unsigned char *row, int width) {
    for (int x = 0; x < width; x++) {
        int i = x0[x];
        float q = line[i] + (line[i + 1 < lw ? i + 1 : i] - line[i]) * tx[x] + 0.5f;
        row[x] = q <= 0 ? 0 : q >= 255 ? 255 : (unsigned char)q;
    }
}

/* cairn_filters_expand_a8_row for f of 2, 4 or 8, with the same bytes in a quarter of the
 * time: pixel x's position (x + 0.5) / f - 0.5 is exact in floats, so the f pixels
 * f / 2 + k f + j between reduced centres k and k + 1 take the fixed weights (j + 0.5) / f,
 * and eight of them are one vector expression (the scalar row's operations in its order,
 * so the same rounding). Pixels before the first centre and after the last take the end
 * values, as cairn_filters_reduced_position clamps them. */
static inline void cairn_filters_expand_a8_row_pow2(const float *line, int lw, int f, unsigned char *row, int width) {
    typedef float ex_f8 __attribute__((ext_vector_type(8)));
    typedef int32_t ex_i8 __attribute__((ext_vector_type(8)));
    typedef unsigned char ex_b8 __attribute__((ext_vector_type(8)));
    int half = f / 2, per = 8 / f, x = 0;
    float first = line[0] + 0.5f, last = line[lw - 1] + 0.5f;
    unsigned char fb = first <= 0 ? 0 : first >= 255 ? 255 : (unsigned char)first;
    unsigned char lb = last <= 0 ? 0 : last >= 255 ? 255 : (unsigned char)last;
    for (; x < half && x < width; x++) row[x] = fb;
    float inv = 1.0f / (float)f; /* exact: f is a power of two */
    ex_f8 t;
    for (int m = 0; m < 8; m++) t[m] = ((float)(m % f) + 0.5f) * inv;
    int end = half + (lw - 1) * f; /* the first pixel at or past the last centre */
    if (end > width) end = width;
    /* Eight pixels from x = half + k f: per = 8 / f intervals k ... k + per - 1. */
    for (int k = 0; x + 8 <= end; x += 8, k += per) {
        ex_f8 a, d;
        if (f == 8) {
            a = (ex_f8)line[k];
            d = (ex_f8)(line[k + 1] - line[k]);
        } else if (f == 4) {
            float a0 = line[k], a1 = line[k + 1], d0 = line[k + 1] - line[k], d1 = line[k + 2] - line[k + 1];
            a = (ex_f8){a0, a0, a0, a0, a1, a1, a1, a1};
            d = (ex_f8){d0, d0, d0, d0, d1, d1, d1, d1};
        } else {
            float a0 = line[k], a1 = line[k + 1], a2 = line[k + 2], a3 = line[k + 3];
            float d0 = a1 - a0, d1 = a2 - a1, d2 = a3 - a2, d3 = line[k + 4] - a3;
            a = (ex_f8){a0, a0, a1, a1, a2, a2, a3, a3};
            d = (ex_f8){d0, d0, d1, d1, d2, d2, d3, d3};
        }
        ex_f8 q = a + d * t + 0.5f;
        q = __builtin_elementwise_min(__builtin_elementwise_max(q, (ex_f8)0.0f), (ex_f8)255.0f);
        ex_b8 b = __builtin_convertvector(__builtin_convertvector(q, ex_i8), ex_b8);
        memcpy(row + x, &b, 8);
    }
    for (; x < end; x++) {
        int p = x - half, k = p / f;
        float q = line[k] + (line[k + 1] - line[k]) * (((float)(p - k * f) + 0.5f) * inv) + 0.5f;
        row[x] = q <= 0 ? 0 : q >= 255 ? 255 : (unsigned char)q;
    }
    for (; x < width; x++) row[x] = lb;
}

#endif
