#ifndef CAIRN_FILTERS_INTERNAL_H
#define CAIRN_FILTERS_INTERNAL_H

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

#endif
