#include "CairnFilters.h"
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Blurs n samples of nc interleaved channels from in into out with a box of size d covering
 * [i - lo, i - lo + d - 1], as a sliding sum (one add and one subtract per sample). Outside
 * the line counts as 0, or as the nearest end sample when clamp. */
static inline float sample_at(const float *in, int n, int nc, int j, int c, int clamp) {
    if (j < 0) return clamp ? in[c] : 0.0f;
    if (j >= n) return clamp ? in[(n - 1) * nc + c] : 0.0f;
    return in[j * nc + c];
}

static void box_line(const float *in, float *out, int n, int nc, int d, int lo, int clamp) {
    float inv = 1.0f / (float)d;
    float sum[4] = {0, 0, 0, 0};
    for (int c = 0; c < nc; c++) {
        double s0 = 0;
        for (int j = -lo; j <= d - 1 - lo; j++) s0 += sample_at(in, n, nc, j, c, clamp);
        sum[c] = (float)s0;
        out[c] = sum[c] * inv;
    }
    int interior_start = lo + 1 > 1 ? lo + 1 : 1;
    int interior_end = n - d + lo; /* last i whose entering index i - lo + d - 1 < n */
    int i = 1;
    for (; i < n && i < interior_start; i++) {
        for (int c = 0; c < nc; c++) {
            sum[c] += sample_at(in, n, nc, i - lo + d - 1, c, clamp) - sample_at(in, n, nc, i - lo - 1, c, clamp);
            out[i * nc + c] = sum[c] * inv;
        }
    }
    /* Interior: both ends of the window inside the line, no bounds tests; the channel loop
     * has a fixed trip count for ARGB so the compiler can vectorise it. */
    if (nc == 4) {
        for (; i <= interior_end && i < n; i++) {
            const float *enter = in + (i - lo + d - 1) * 4, *leave = in + (i - lo - 1) * 4;
            float *o = out + i * 4;
            for (int c = 0; c < 4; c++) {
                sum[c] += enter[c] - leave[c];
                o[c] = sum[c] * inv;
            }
        }
    } else {
        for (; i <= interior_end && i < n; i++) {
            sum[0] += in[i - lo + d - 1] - in[i - lo - 1];
            out[i] = sum[0] * inv;
        }
    }
    for (; i < n; i++) {
        for (int c = 0; c < nc; c++) {
            sum[c] += sample_at(in, n, nc, i - lo + d - 1, c, clamp) - sample_at(in, n, nc, i - lo - 1, c, clamp);
            out[i * nc + c] = sum[c] * inv;
        }
    }
}

static void gauss_line(const float *in, float *out, int n, int nc, const double *k, int r, int clamp) {
    for (int i = 0; i < n; i++) {
        double s[4] = {0, 0, 0, 0};
        for (int t = -r; t <= r; t++) {
            int j = i + t;
            if (j < 0 || j >= n) {
                if (!clamp) continue;
                j = j < 0 ? 0 : n - 1;
            }
            for (int c = 0; c < nc; c++) s[c] += k[t + r] * in[j * nc + c];
        }
        for (int c = 0; c < nc; c++) out[i * nc + c] = (float)s[c];
    }
}

/* Blurs one line of n samples in place (buffer a, scratch b). */
static void blur_line(float *a, float *b, int n, int nc, double sigma, int clamp, const double *kernel, int r) {
    if (sigma < 5.0) {
        gauss_line(a, b, n, nc, kernel, r, clamp);
        memcpy(a, b, sizeof(float) * (size_t)nc * (size_t)n);
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
        if (pass % 2 == 0) box_line(a, b, n, nc, d, (d - 1) / 2, clamp);
        else box_line(b, a, n, nc, d, (d - 1) / 2, clamp);
    }
    memcpy(a, b, sizeof(float) * (size_t)nc * (size_t)n);
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
    float *a = malloc(sizeof(float) * 4 * (size_t)n);
    float *b = malloc(sizeof(float) * 4 * (size_t)n);
    int rx = 0, ry = 0;
    double *kx = make_kernel(sigma_x, &rx), *ky = make_kernel(sigma_y, &ry);
    if (!a || !b || !kx || !ky) {
        free(a); free(b); free(kx); free(ky);
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
            blur_line(a, b, width, 4, sigma_x, clamp_edges, kx, rx);
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
            blur_line(a, b, height, 4, sigma_y, clamp_edges, ky, ry);
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
    free(a); free(b); free(kx); free(ky);
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
            if ((p >> 24) == 255) continue; /* already opaque */
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

int cairn_blur_a8(unsigned char *data, int width, int height, int stride, double sigma_x, double sigma_y) {
    if (width <= 0 || height <= 0 || !data) return 0;
    if (!(sigma_x > 0)) sigma_x = 0;
    if (!(sigma_y > 0)) sigma_y = 0;
    if (sigma_x == 0 && sigma_y == 0) return 0;
    int n = width > height ? width : height;
    float *a = malloc(sizeof(float) * (size_t)n);
    float *b = malloc(sizeof(float) * (size_t)n);
    int rx = 0, ry = 0;
    double *kx = make_kernel(sigma_x, &rx), *ky = make_kernel(sigma_y, &ry);
    if (!a || !b || !kx || !ky) {
        free(a); free(b); free(kx); free(ky);
        return -1;
    }
    if (sigma_x > 0) {
        for (int y = 0; y < height; y++) {
            unsigned char *row = data + (size_t)y * stride;
            for (int x = 0; x < width; x++) a[x] = row[x];
            blur_line(a, b, width, 1, sigma_x, 0, kx, rx);
            for (int x = 0; x < width; x++) {
                float f = a[x] + 0.5f;
                row[x] = f <= 0 ? 0 : f >= 255 ? 255 : (unsigned char)f;
            }
        }
    }
    if (sigma_y > 0) {
        for (int x = 0; x < width; x++) {
            for (int y = 0; y < height; y++) a[y] = data[(size_t)y * stride + x];
            blur_line(a, b, height, 1, sigma_y, 0, ky, ry);
            for (int y = 0; y < height; y++) {
                float f = a[y] + 0.5f;
                data[(size_t)y * stride + x] = f <= 0 ? 0 : f >= 255 ? 255 : (unsigned char)f;
            }
        }
    }
    free(a); free(b); free(kx); free(ky);
    return 0;
}
