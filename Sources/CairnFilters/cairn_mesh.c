#include "CairnFilters.h"
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Mesh gradients on image targets: Cairn's own rasteriser (see the header). Cairo's mesh
   rasteriser steps along every patch at sub-pixel intervals, about 80 ns a pixel (a 64 x 64
   patch mesh at 1000 x 1000 pixels: 80 ms); scanning triangles with the colour forward-
   differenced along each row takes a few. */

/** Rows of a bicubic cell at least this long are stepped by forward differences; shorter
 *  ones evaluate the polynomial at every pixel (7 evaluations set a row's differences up). */
#define CAIRN_MESH_DIFFERENCED_SPAN 24

/** A triangle corner: its position in the image's pixel space and its (s, t) in its quad. */
typedef struct {
    double x, y, s, t;
} cairn_mesh_vertex;

/** Whether `a` comes before `b` in the order every edge is evaluated in: by y, then by x. */
static inline int cairn_mesh_before(const cairn_mesh_vertex *a, const cairn_mesh_vertex *b) {
    return a->y < b->y || (a->y == b->y && a->x < b->x);
}

/** An edge as a scanline crosses it, from its upper end `a` (in the canonical order) with
 *  `slope` = dx / dy: the two triangles sharing an edge compute the same x from the same
 *  operations on the same endpoints, so their pixel ranges meet without a gap or overlap. */
typedef struct {
    double x, y, slope;
} cairn_mesh_edge;

static inline cairn_mesh_edge cairn_mesh_make_edge(const cairn_mesh_vertex *p, const cairn_mesh_vertex *q) {
    const cairn_mesh_vertex *a = p, *b = q;
    if (cairn_mesh_before(q, p)) { a = q; b = p; }
    cairn_mesh_edge e = { a->x, a->y, b->y > a->y ? (b->x - a->x) / (b->y - a->y) : 0 };
    return e;
}

static inline double cairn_mesh_edge_x(const cairn_mesh_edge *e, double yc) {
    return e->x + (yc - e->y) * e->slope;
}

/** Four float lanes (GCC and Clang vector extensions): blue, green, red, alpha. */
typedef float cairn_v4f __attribute__((vector_size(16)));
typedef int32_t cairn_v4i __attribute__((vector_size(16)));
typedef uint8_t cairn_v4u8 __attribute__((vector_size(4)));

/** Straight colour lanes (blue, green, red, alpha; 0...1 after clamping) as a premultiplied
 *  ARGB32 pixel, rounded. */
static inline uint32_t cairn_mesh_pixel(cairn_v4f colour) {
    const cairn_v4f zero = { 0, 0, 0, 0 }, one = { 1, 1, 1, 1 }, half = { 0.5f, 0.5f, 0.5f, 0.5f };
    cairn_v4f c = __builtin_elementwise_min(__builtin_elementwise_max(colour, zero), one);
    /* Premultiplied: blue, green and red times alpha; alpha times one. */
    cairn_v4f by = __builtin_shufflevector(c, one, 3, 3, 3, 4);
    cairn_v4u8 bytes = __builtin_convertvector(__builtin_convertvector(c * by * 255.0f + half, cairn_v4i), cairn_v4u8);
    uint32_t pixel;
    memcpy(&pixel, &bytes, 4);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    pixel = __builtin_bswap32(pixel);
#endif
    return pixel;
}

/** Whole-number ceiling of `v`, inline: the baseline x86-64 target has no rounding
 *  instruction, and libm's `ceil` would be a call for each end of every row. */
static inline double cairn_mesh_ceil(double v) {
    if (!(fabs(v) < 4.0e15)) return v; /* whole already (or not a number) */
    double t = (double)(int64_t)v;
    return t < v ? t + 1 : t;
}

typedef uint32_t cairn_v4u __attribute__((vector_size(16)));

/** Rows of a bilinear quad at least this long are written four pixels at a time. */
#define CAIRN_MESH_WIDE_SPAN 8

static inline cairn_v4f cairn_mesh_splat(float v) {
    cairn_v4f lanes = { v, v, v, v };
    return lanes;
}

/** Writes the `count` pixels of a row whose colour at pixel k is `value` + k `step` +
 *  k (k - 1) / 2 `accel` (lanes blue, green, red, alpha), as `cairn_mesh_pixel` rounds them.
 *  Rows of `CAIRN_MESH_WIDE_SPAN` pixels or more go four pixels at a time, each channel of
 *  the four in one vector (the channels' own forward differences, four pixels apart), and
 *  with `opaque` (alpha 1 at every corner of the quad, so everywhere: premultiplying is
 *  the identity) without the alpha channel: about half the time per pixel of one pixel at a
 *  time (a C harness on the 2-core machine: two triangles covering 1170 x 2532 pixels,
 *  3.6 ms against 7.0). */
static void cairn_mesh_quadratic_row(uint32_t *row, int count, cairn_v4f value, cairn_v4f step, cairn_v4f accel, int opaque) {
    if (count < CAIRN_MESH_WIDE_SPAN) {
        for (int x = 0; x < count; x++) {
            row[x] = cairn_mesh_pixel(value);
            value += step;
            step += accel;
        }
        return;
    }
    const cairn_v4f zero = { 0, 0, 0, 0 }, one = { 1, 1, 1, 1 }, half = { 0.5f, 0.5f, 0.5f, 0.5f };
    const cairn_v4f k = { 0, 1, 2, 3 }, triangular = { 0, 0, 1, 3 }, scale = cairn_mesh_splat(255.0f);
    /* Lane k holds pixel x + k: value + k step + k (k - 1) / 2 accel. Four pixels on, each
       lane moves by d = 4 step + (4 k + 6) accel, and d by 16 accel. */
    cairn_v4f v[4], d[4], jerk[4];
    for (int c = 0; c < 4; c++) {
        cairn_v4f s = cairn_mesh_splat(step[c]), a = cairn_mesh_splat(accel[c]);
        v[c] = cairn_mesh_splat(value[c]) + k * s + triangular * a;
        d[c] = 4.0f * s + (4.0f * k + 6.0f) * a;
        jerk[c] = 16.0f * a;
    }
    int x = 0;
    if (opaque) {
        const cairn_v4u alpha = { 0xff000000u, 0xff000000u, 0xff000000u, 0xff000000u };
        for (; x + 4 <= count; x += 4) {
            cairn_v4u lanes[3];
            for (int c = 0; c < 3; c++) {
                cairn_v4f channel = __builtin_elementwise_min(__builtin_elementwise_max(v[c], zero), one);
                /* Converted as signed (what SSE2 converts), each lane 0...255, then as bits. */
                lanes[c] = (cairn_v4u)__builtin_convertvector(channel * scale + half, cairn_v4i);
                v[c] += d[c];
                d[c] += jerk[c];
            }
            cairn_v4u pixels = alpha | (lanes[2] << 16) | (lanes[1] << 8) | lanes[0];
            memcpy(row + x, &pixels, 16);
        }
    } else {
        for (; x + 4 <= count; x += 4) {
            cairn_v4f channel[4];
            for (int c = 0; c < 4; c++) {
                channel[c] = __builtin_elementwise_min(__builtin_elementwise_max(v[c], zero), one);
                v[c] += d[c];
                d[c] += jerk[c];
            }
            cairn_v4f alpha = channel[3] * scale;
            cairn_v4u b = (cairn_v4u)__builtin_convertvector(channel[0] * alpha + half, cairn_v4i);
            cairn_v4u g = (cairn_v4u)__builtin_convertvector(channel[1] * alpha + half, cairn_v4i);
            cairn_v4u r = (cairn_v4u)__builtin_convertvector(channel[2] * alpha + half, cairn_v4i);
            cairn_v4u a = (cairn_v4u)__builtin_convertvector(alpha + half, cairn_v4i);
            cairn_v4u pixels = (a << 24) | (r << 16) | (g << 8) | b;
            memcpy(row + x, &pixels, 16);
        }
    }
    /* The last one to three pixels: lanes 0, 1, 2 of the next four. */
    for (int lane = 0; x < count; x++, lane++) {
        cairn_v4f colour = { v[0][lane], v[1][lane], v[2][lane], v[3][lane] };
        row[x] = cairn_mesh_pixel(colour);
    }
}

/** Fills the triangle (p0, p1, p2) with the quad colour c(s, t) = A + B s + C t + D s t
 *  (`coef`: the lanes of A, B, C and D), (s, t) affine across the triangle: along a row the
 *  colour is a quadratic in x, stepped by forward differences. */
static void cairn_mesh_triangle(unsigned char *data, int width, int height, int stride,
                                cairn_mesh_vertex p0, cairn_mesh_vertex p1, cairn_mesh_vertex p2,
                                const cairn_v4f *coef, int cubic, int opaque) {
    if (!isfinite(p0.x) || !isfinite(p0.y) || !isfinite(p1.x) || !isfinite(p1.y) || !isfinite(p2.x) || !isfinite(p2.y))
        return;
    double det = (p1.x - p0.x) * (p2.y - p0.y) - (p2.x - p0.x) * (p1.y - p0.y);
    if (!(fabs(det) > 1e-12)) return; /* no area: no pixel centre is inside */
    /* (s, t) at (x, y) = (s0, t0) + (sx, tx) (x - x0) + (sy, ty) (y - y0). */
    double sx = ((p1.s - p0.s) * (p2.y - p0.y) - (p2.s - p0.s) * (p1.y - p0.y)) / det;
    double sy = ((p2.s - p0.s) * (p1.x - p0.x) - (p1.s - p0.s) * (p2.x - p0.x)) / det;
    double tx = ((p1.t - p0.t) * (p2.y - p0.y) - (p2.t - p0.t) * (p1.y - p0.y)) / det;
    double ty = ((p2.t - p0.t) * (p1.x - p0.x) - (p1.t - p0.t) * (p2.x - p0.x)) / det;
    double ox = p0.x, oy = p0.y, os = p0.s, ot = p0.t;

    /* Sort by y (then x): v0 the top, v2 the bottom. */
    cairn_mesh_vertex v[3] = { p0, p1, p2 }, swap;
    if (cairn_mesh_before(&v[1], &v[0])) { swap = v[0]; v[0] = v[1]; v[1] = swap; }
    if (cairn_mesh_before(&v[2], &v[1])) { swap = v[1]; v[1] = v[2]; v[2] = swap; }
    if (cairn_mesh_before(&v[1], &v[0])) { swap = v[0]; v[0] = v[1]; v[1] = swap; }
    cairn_mesh_edge longEdge = cairn_mesh_make_edge(&v[0], &v[2]);
    cairn_mesh_edge upper = cairn_mesh_make_edge(&v[0], &v[1]);
    cairn_mesh_edge lower = cairn_mesh_make_edge(&v[1], &v[2]);

    /* Rows whose centre y + 0.5 lies in [top, bottom). */
    double firstRow = fmax(cairn_mesh_ceil(v[0].y - 0.5), 0.0), endRow = fmin(cairn_mesh_ceil(v[2].y - 0.5), (double)height);
    if (!(firstRow < endRow)) return;
    /* Along a row s and t step by sx and tx: the colour's first difference at (s, t) is
       B sx + C tx + D (s tx + t sx + sx tx), its second 2 D sx tx. */
    float fsx = (float)sx, ftx = (float)tx;
    cairn_v4f constantStep = coef[1] * fsx + coef[2] * ftx + coef[3] * (fsx * ftx);
    cairn_v4f accel = coef[3] * (2 * fsx * ftx);
    if (cubic) constantStep = accel = coef[0] * 0.0f;
    /* Rows in batches: first every row's span and its (s, t) at the first pixel centre,
       with no branch but the loop's, so the rows' arithmetic overlaps (each row's is a
       chain of dependent steps: edges, ceilings, (s, t)); then the pixels. About a quarter
       less time for a mesh of small quads (62 x 59 quads over 1170 x 2532 pixels, a C
       harness: 13 ms against 18), the same pixels. */
    enum { batch = 32 };
    int firsts[batch], counts[batch];
    float starts[batch][2];
    for (int y0 = (int)firstRow; y0 < (int)endRow; y0 += batch) {
        int n = (int)endRow - y0 < batch ? (int)endRow - y0 : batch;
        for (int r = 0; r < n; r++) {
            double yc = y0 + r + 0.5;
            double xa = cairn_mesh_edge_x(&longEdge, yc);
            double xu = cairn_mesh_edge_x(&upper, yc), xl = cairn_mesh_edge_x(&lower, yc);
            double xb = yc < v[1].y ? xu : xl;
            double left = fmin(xa, xb), right = fmax(xa, xb);
            /* Pixel centres x + 0.5 in [left, right), within the image. */
            double first = fmin(fmax(cairn_mesh_ceil(left - 0.5), 0.0), (double)width);
            double end = fmin(cairn_mesh_ceil(right - 0.5), (double)width);
            double xc = first + 0.5;
            firsts[r] = (int)first;
            counts[r] = end > first ? (int)(end - first) : 0;
            starts[r][0] = (float)(os + sx * (xc - ox) + sy * (yc - oy));
            starts[r][1] = (float)(ot + tx * (xc - ox) + ty * (yc - oy));
        }
        for (int r = 0; r < n; r++) {
            if (counts[r] <= 0) continue;
            uint32_t *row = (uint32_t *)(data + (ptrdiff_t)(y0 + r) * stride) + firsts[r];
            int count = counts[r];
            float s = starts[r][0], t = starts[r][1];
            if (cubic && count >= CAIRN_MESH_DIFFERENCED_SPAN) {
                /* (s, t) is the cell's (u, v), both linear along the row: the bicubic is a
                   polynomial of degree 6 in the pixel index, stepped by its forward
                   differences (from its values at the first 7 pixels, in double). Within a
                   cell the row spans at most the whole range of u and v, which keeps the
                   differences' rounding below 1e-5 of a level's range. */
                double value[7][4];
                for (int k = 0; k < 7; k++) {
                    double u = (double)s + k * sx, w = (double)t + k * tx;
                    for (int c = 0; c < 4; c++) {
                        double p[4];
                        for (int b = 0; b < 4; b++)
                            p[b] = ((coef[12 + b][c] * u + coef[8 + b][c]) * u + coef[4 + b][c]) * u + coef[b][c];
                        value[k][c] = ((p[3] * w + p[2]) * w + p[1]) * w + p[0];
                    }
                }
                for (int order = 1; order < 7; order++)
                    for (int k = 6; k >= order; k--)
                        for (int c = 0; c < 4; c++) value[k][c] -= value[k - 1][c];
                cairn_v4f d[7];
                for (int k = 0; k < 7; k++) {
                    cairn_v4f lanes = { (float)value[k][0], (float)value[k][1], (float)value[k][2], (float)value[k][3] };
                    d[k] = lanes;
                }
                for (int x = 0; x < count; x++) {
                    row[x] = cairn_mesh_pixel(d[0]);
                    d[0] += d[1]; d[1] += d[2]; d[2] += d[3]; d[3] += d[4]; d[4] += d[5]; d[5] += d[6];
                }
            } else if (cubic) {
                /* (s, t) is the cell's (u, v): the bicubic sum of coef[4 a + b] u^a v^b, by
                   Horner's rule at every pixel. */
                for (int x = 0; x < count; x++) {
                    cairn_v4f p[4];
                    for (int b = 0; b < 4; b++)
                        p[b] = ((coef[12 + b] * s + coef[8 + b]) * s + coef[4 + b]) * s + coef[b];
                    row[x] = cairn_mesh_pixel(((p[3] * t + p[2]) * t + p[1]) * t + p[0]);
                    s += fsx;
                    t += ftx;
                }
            } else {
                cairn_v4f value = coef[0] + coef[1] * s + coef[2] * t + coef[3] * (s * t);
                cairn_v4f step = constantStep + coef[3] * (s * ftx + t * fsx);
                cairn_mesh_quadratic_row(row, count, value, step, accel, opaque);
            }
        }
    }
}

/** The lanes in pixel order (blue, green, red, alpha) of straight RGBA `q`. */
static inline cairn_v4f cairn_mesh_lanes(const float *q) {
    cairn_v4f lanes = { q[2], q[1], q[0], q[3] };
    return lanes;
}

/** Draws the nu x nv quads of a cell's grid `xy`: with `cubic` (16 coefficient lanes) each
 *  triangle carries the cell's (u, v) to the polynomial; otherwise each quad's bilinear
 *  colour from the vertices' straight colours `rgba`, over its own (s, t). */
static void cairn_mesh_grid(unsigned char *data, int width, int height, int stride, int nu, int nv,
                            const double *xy, const float *rgba, const cairn_v4f *cubic) {
    int row = nu + 1;
    for (int j = 0; j < nv; j++) {
        for (int i = 0; i < nu; i++) {
            int k00 = j * row + i, k10 = k00 + 1, k01 = k00 + row, k11 = k01 + 1;
            const double *a = xy + 2 * k00, *b = xy + 2 * k10, *c = xy + 2 * k11, *d = xy + 2 * k01;
            /* Quads wholly off the image are skipped. */
            double minX = fmin(fmin(a[0], b[0]), fmin(c[0], d[0])), maxX = fmax(fmax(a[0], b[0]), fmax(c[0], d[0]));
            double minY = fmin(fmin(a[1], b[1]), fmin(c[1], d[1])), maxY = fmax(fmax(a[1], b[1]), fmax(c[1], d[1]));
            if (!(maxX > 0 && minX < width && maxY > 0 && minY < height)) continue;
            double s0 = 0, s1 = 1, t0 = 0, t1 = 1;
            cairn_v4f bilinear[4];
            const cairn_v4f *coef = cubic;
            int opaque = 0;
            if (cubic) {
                s0 = (double)i / nu; s1 = (double)(i + 1) / nu; t0 = (double)j / nv; t1 = (double)(j + 1) / nv;
            } else {
                cairn_v4f c00 = cairn_mesh_lanes(rgba + 4 * k00), c10 = cairn_mesh_lanes(rgba + 4 * k10);
                cairn_v4f c01 = cairn_mesh_lanes(rgba + 4 * k01), c11 = cairn_mesh_lanes(rgba + 4 * k11);
                opaque = c00[3] >= 1 && c10[3] >= 1 && c01[3] >= 1 && c11[3] >= 1;
                bilinear[0] = c00; bilinear[1] = c10 - c00; bilinear[2] = c01 - c00; bilinear[3] = c00 - c10 - c01 + c11;
                coef = bilinear;
            }
            cairn_mesh_vertex va = { a[0], a[1], s0, t0 }, vb = { b[0], b[1], s1, t0 };
            cairn_mesh_vertex vc = { c[0], c[1], s1, t1 }, vd = { d[0], d[1], s0, t1 };
            cairn_mesh_triangle(data, width, height, stride, va, vb, vc, coef, cubic != NULL, opaque);
            cairn_mesh_triangle(data, width, height, stride, va, vc, vd, coef, cubic != NULL, opaque);
        }
    }
}

int cairn_mesh_cell(unsigned char *data, int width, int height, int stride,
                    int nu, int nv, const double *xy, const float *rgba) {
    if (!data || !xy || !rgba || width <= 0 || height <= 0 || stride < 4 * width || nu < 1 || nv < 1) return -1;
    cairn_mesh_grid(data, width, height, stride, nu, nv, xy, rgba, NULL);
    return 0;
}

int cairn_mesh_cell_bicubic(unsigned char *data, int width, int height, int stride,
                            int nu, int nv, const double *xy, const float *coefficients) {
    if (!data || !xy || !coefficients || width <= 0 || height <= 0 || stride < 4 * width || nu < 1 || nv < 1) return -1;
    cairn_v4f coef[16];
    for (int k = 0; k < 16; k++) coef[k] = cairn_mesh_lanes(coefficients + 4 * k);
    cairn_mesh_grid(data, width, height, stride, nu, nv, xy, NULL, coef);
    return 0;
}
