#include "CairnFilters.h"
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Blurs n samples of 4 channels (in, stepping `step` floats) into out with a box of size d
 * covering [i - lo, i - lo + d - 1]; tmp holds n + 2 d + 2 prefix sums per channel. */
static void box_line(const float *in, float *out, int n, int d, int lo, int clamp, double *prefix) {
    for (int c = 0; c < 4; c++) {
        /* prefix[k] = sum of samples with index < k - d - 1 (shifted so negative indices work). */
        int off = d + 1;
        int total = n + 2 * off;
        prefix[0] = 0;
        for (int k = 0; k < total; k++) {
            int j = k - off;
            float v;
            if (j < 0) v = clamp ? in[c] : 0.0f;
            else if (j >= n) v = clamp ? in[(n - 1) * 4 + c] : 0.0f;
            else v = in[j * 4 + c];
            prefix[k + 1] = prefix[k] + v;
        }
        for (int i = 0; i < n; i++) {
            int a = i - lo + off, b = a + d;
            out[i * 4 + c] = (float)((prefix[b] - prefix[a]) / d);
        }
    }
}

static void gauss_line(const float *in, float *out, int n, const double *k, int r, int clamp) {
    for (int i = 0; i < n; i++) {
        double s[4] = {0, 0, 0, 0};
        for (int t = -r; t <= r; t++) {
            int j = i + t;
            if (j < 0 || j >= n) {
                if (!clamp) continue;
                j = j < 0 ? 0 : n - 1;
            }
            for (int c = 0; c < 4; c++) s[c] += k[t + r] * in[j * 4 + c];
        }
        for (int c = 0; c < 4; c++) out[i * 4 + c] = (float)s[c];
    }
}

/* Blurs one line of n samples in place (buffer a, scratch b). */
static void blur_line(float *a, float *b, int n, double sigma, int clamp, double *prefix, const double *kernel, int r) {
    if (sigma < 5.0) {
        gauss_line(a, b, n, kernel, r, clamp);
        memcpy(a, b, sizeof(float) * 4 * (size_t)n);
        return;
    }
    /* Three centred boxes of odd widths wl or wl + 2 whose variances add up to sigma^2
     * (Kovesi, "Fast Almost-Gaussian Filtering", 2010): m boxes of wl, 3 - m of wl + 2. */
    double ideal = sqrt(12.0 * sigma * sigma / 3.0 + 1.0);
    int wl = (int)floor(ideal);
    if (wl % 2 == 0) wl--;
    int wu = wl + 2;
    double m_ideal = (12.0 * sigma * sigma - 3.0 * wl * wl - 12.0 * wl - 9.0) / (-4.0 * wl - 4.0);
    int m = (int)floor(m_ideal + 0.5);
    if (m < 0) m = 0;
    if (m > 3) m = 3;
    for (int pass = 0; pass < 3; pass++) {
        int d = pass < m ? wl : wu;
        if (pass % 2 == 0) box_line(a, b, n, d, (d - 1) / 2, clamp, prefix);
        else box_line(b, a, n, d, (d - 1) / 2, clamp, prefix);
    }
    memcpy(a, b, sizeof(float) * 4 * (size_t)n);
}

static double *make_kernel(double sigma, int *radius) {
    int r = sigma < 5.0 ? (int)ceil(3.0 * sigma) : 0;
    double *k = malloc(sizeof(double) * (size_t)(2 * r + 1));
    if (!k) return NULL;
    double sum = 0;
    for (int t = -r; t <= r; t++) {
        k[t + r] = r == 0 ? 1.0 : exp(-(double)(t * t) / (2 * sigma * sigma));
        sum += k[t + r];
    }
    for (int t = 0; t <= 2 * r; t++) k[t] /= sum;
    *radius = r;
    return k;
}

int cairn_blur(unsigned char *data, int width, int height, int stride,
               double sigma_x, double sigma_y, int clamp_edges) {
    if (width <= 0 || height <= 0 || !data) return 0;
    if (!(sigma_x > 0)) sigma_x = 0;
    if (!(sigma_y > 0)) sigma_y = 0;
    if (sigma_x == 0 && sigma_y == 0) return 0;
    int n = width > height ? width : height;
    int dmax = (int)ceil(sqrt(4.0 * (sigma_x > sigma_y ? sigma_x : sigma_y) * (sigma_x > sigma_y ? sigma_x : sigma_y) + 1.0)) + 4;
    float *a = malloc(sizeof(float) * 4 * (size_t)n);
    float *b = malloc(sizeof(float) * 4 * (size_t)n);
    double *prefix = malloc(sizeof(double) * ((size_t)n + 2 * (size_t)dmax + 4));
    int rx = 0, ry = 0;
    double *kx = make_kernel(sigma_x, &rx), *ky = make_kernel(sigma_y, &ry);
    if (!a || !b || !prefix || !kx || !ky) {
        free(a); free(b); free(prefix); free(kx); free(ky);
        return -1;
    }
    if (sigma_x > 0) {
        for (int y = 0; y < height; y++) {
            uint32_t *row = (uint32_t *)(data + (size_t)y * stride);
            for (int x = 0; x < width; x++) {
                uint32_t p = row[x];
                a[x * 4 + 0] = (float)(p >> 24); a[x * 4 + 1] = (float)((p >> 16) & 255);
                a[x * 4 + 2] = (float)((p >> 8) & 255); a[x * 4 + 3] = (float)(p & 255);
            }
            blur_line(a, b, width, sigma_x, clamp_edges, prefix, kx, rx);
            for (int x = 0; x < width; x++) {
                uint32_t v[4];
                for (int c = 0; c < 4; c++) {
                    float f = a[x * 4 + c] + 0.5f;
                    v[c] = f <= 0 ? 0 : f >= 255 ? 255 : (uint32_t)f;
                }
                row[x] = v[0] << 24 | v[1] << 16 | v[2] << 8 | v[3];
            }
        }
    }
    if (sigma_y > 0) {
        for (int x = 0; x < width; x++) {
            for (int y = 0; y < height; y++) {
                uint32_t p = ((uint32_t *)(data + (size_t)y * stride))[x];
                a[y * 4 + 0] = (float)(p >> 24); a[y * 4 + 1] = (float)((p >> 16) & 255);
                a[y * 4 + 2] = (float)((p >> 8) & 255); a[y * 4 + 3] = (float)(p & 255);
            }
            blur_line(a, b, height, sigma_y, clamp_edges, prefix, ky, ry);
            for (int y = 0; y < height; y++) {
                uint32_t v[4];
                for (int c = 0; c < 4; c++) {
                    float f = a[y * 4 + c] + 0.5f;
                    v[c] = f <= 0 ? 0 : f >= 255 ? 255 : (uint32_t)f;
                }
                /* Premultiplied colour never exceeds alpha. */
                for (int c = 1; c < 4; c++) if (v[c] > v[0]) v[c] = v[0];
                ((uint32_t *)(data + (size_t)y * stride))[x] = v[0] << 24 | v[1] << 16 | v[2] << 8 | v[3];
            }
        }
    }
    free(a); free(b); free(prefix); free(kx); free(ky);
    return 0;
}

static uint32_t pack(double r, double g, double b, double a) {
    if (!(a > 0)) return 0;
    if (a > 1) a = 1;
    r = r < 0 ? 0 : r > 1 ? 1 : r;
    g = g < 0 ? 0 : g > 1 ? 1 : g;
    b = b < 0 ? 0 : b > 1 ? 1 : b;
    uint32_t A = (uint32_t)(a * 255 + 0.5);
    uint32_t R = (uint32_t)(r * a * 255 + 0.5), G = (uint32_t)(g * a * 255 + 0.5), B = (uint32_t)(b * a * 255 + 0.5);
    return A << 24 | R << 16 | G << 8 | B;
}

void cairn_color_matrix(unsigned char *data, int width, int height, int stride, const double *m) {
    if (!data || !m) return;
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(data + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            uint32_t p = row[x];
            double a = (p >> 24) / 255.0, r = 0, g = 0, b = 0;
            if (a > 0) {
                r = ((p >> 16) & 255) / 255.0 / a;
                g = ((p >> 8) & 255) / 255.0 / a;
                b = (p & 255) / 255.0 / a;
            }
            double o[4];
            for (int i = 0; i < 4; i++) o[i] = m[i * 5] * r + m[i * 5 + 1] * g + m[i * 5 + 2] * b + m[i * 5 + 3] * a + m[i * 5 + 4];
            row[x] = pack(o[0], o[1], o[2], o[3]);
        }
    }
}

void cairn_make_opaque(unsigned char *data, int width, int height, int stride) {
    if (!data) return;
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(data + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            uint32_t p = row[x];
            double a = (p >> 24) / 255.0;
            if (a <= 0) { row[x] = 0xFF000000u; continue; }
            row[x] = pack(((p >> 16) & 255) / 255.0 / a, ((p >> 8) & 255) / 255.0 / a, (p & 255) / 255.0 / a, 1);
        }
    }
}

void cairn_plus_darker(unsigned char *dst, int dst_stride, const unsigned char *src, int src_stride,
                       int width, int height) {
    if (!dst || !src) return;
    for (int y = 0; y < height; y++) {
        uint32_t *d = (uint32_t *)(dst + (size_t)y * dst_stride);
        const uint32_t *s = (const uint32_t *)(src + (size_t)y * src_stride);
        for (int x = 0; x < width; x++) {
            int sa = s[x] >> 24, da = d[x] >> 24;
            int ra = sa + da > 255 ? 255 : sa + da;
            uint32_t out = (uint32_t)ra << 24;
            for (int shift = 0; shift <= 16; shift += 8) {
                int sc = (s[x] >> shift) & 255, dc = (d[x] >> shift) & 255;
                int v = ra - ((sa - sc) + (da - dc));
                out |= (uint32_t)(v < 0 ? 0 : v) << shift;
            }
            d[x] = out;
        }
    }
}
