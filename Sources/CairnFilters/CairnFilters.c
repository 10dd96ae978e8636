#include "CairnFilters.h"
#include "filters_internal.h"
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Four floats or 32-bit integers as one value (Clang's vector extension: SSE on x86-64, NEON
 * on arm64, scalar code elsewhere): a pixel's four channels at once. */
typedef float cairn_f4 __attribute__((ext_vector_type(4)));
typedef uint32_t cairn_u4 __attribute__((ext_vector_type(4)));
typedef unsigned char cairn_b4 __attribute__((ext_vector_type(4)));

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

/* Three centred boxes of odd widths wl or wl + 2 whose variances add up to sigma^2
 * (Kovesi, "Fast Almost-Gaussian Filtering", 2010): m boxes of wl, 3 - m of wl + 2. */
void cairn_filters_box_widths(double sigma, int d[3]) {
    double ideal = sqrt(12.0 * sigma * sigma / 3.0 + 1.0);
    int wl = (int)floor(ideal);
    if (wl % 2 == 0) wl--;
    int wu = wl + 2;
    double m_ideal = (12.0 * sigma * sigma - 3.0 * wl * wl - 12.0 * wl - 9.0) / (-4.0 * wl - 4.0);
    int m = (int)floor(m_ideal + 0.5);
    if (m < 0) m = 0;
    if (m > 3) m = 3;
    for (int pass = 0; pass < 3; pass++) d[pass] = pass < m ? wl : wu;
}

/* Blurs one line of n samples in place (buffer a, scratch b). */
static void blur_line(float *a, float *b, int n, int nc, double sigma, int clamp, const double *kernel, int r) {
    if (sigma < 5.0) {
        gauss_line(a, b, n, nc, kernel, r, clamp);
        memcpy(a, b, sizeof(float) * (size_t)nc * (size_t)n);
        return;
    }
    int widths[3];
    cairn_filters_box_widths(sigma, widths);
    for (int pass = 0; pass < 3; pass++) {
        int d = widths[pass];
        if (pass % 2 == 0) box_line(a, b, n, nc, d, (d - 1) / 2, clamp);
        else box_line(b, a, n, nc, d, (d - 1) / 2, clamp);
    }
    memcpy(a, b, sizeof(float) * (size_t)nc * (size_t)n);
}


/* The resolution factor for a blur of sigma_x, sigma_y pixels: the largest power of two
 * (at most 8) that leaves at least 8 pixels of sigma at the reduced resolution. A Gaussian
 * that wide keeps no detail finer than sigma / 8, so blurring a block-averaged copy and
 * interpolating it back bilinearly gives the same result within an 8-bit level or two
 * (tested against erf), for a quarter (or less) of the work. */
static int blur_factor(double sigma_x, double sigma_y, int width, int height) {
    double s = sigma_x < sigma_y ? sigma_x : sigma_y;
    int f = 1;
    while (f < 8 && s / (2 * f) >= 8.0 && width >= 4 * f && height >= 4 * f) f *= 2;
    return f;
}

double cairn_filters_reduced_sigma(double sigma, int f) {
    double v = sigma * sigma - (double)(f * f - 1) / 12.0 - (double)(f * f) / 6.0;
    if (v < sigma * sigma / 4) v = sigma * sigma / 4;
    return sqrt(v) / f;
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

/* Blurs a float image of lw x lh pixels of nc channels in place, rows by sigma_x, then
 * columns by sigma_y (0: that direction is left alone); a and b hold nc * max(lw, lh) + 1
 * floats. Narrow blurs (sigma below 5) convolve with a sampled Gaussian. Returns 0, or -1
 * when out of memory for that kernel (the image is then unchanged). */
static int blur_image(float *img, int lw, int lh, int nc, double sigma_x, double sigma_y, int clamp, float *a, float *b) {
    int rx = 0, ry = 0;
    double *kx = sigma_x > 0 && sigma_x < 5.0 ? make_kernel(sigma_x, &rx) : NULL;
    double *ky = sigma_y > 0 && sigma_y < 5.0 ? make_kernel(sigma_y, &ry) : NULL;
    if ((sigma_x > 0 && sigma_x < 5.0 && !kx) || (sigma_y > 0 && sigma_y < 5.0 && !ky)) {
        free(kx); free(ky);
        return -1;
    }
    if (sigma_x > 0) {
        for (int ly = 0; ly < lh; ly++) {
            float *row = img + (size_t)ly * lw * nc;
            memcpy(a, row, sizeof(float) * (size_t)nc * (size_t)lw);
            blur_line(a, b, lw, nc, sigma_x, clamp, kx, rx);
            memcpy(row, a, sizeof(float) * (size_t)nc * (size_t)lw);
        }
    }
    if (sigma_y > 0) {
        for (int lx = 0; lx < lw; lx++) {
            for (int ly = 0; ly < lh; ly++)
                for (int c = 0; c < nc; c++) a[ly * nc + c] = img[((size_t)ly * lw + lx) * nc + c];
            blur_line(a, b, lh, nc, sigma_y, clamp, ky, ry);
            for (int ly = 0; ly < lh; ly++)
                for (int c = 0; c < nc; c++) img[((size_t)ly * lw + lx) * nc + c] = a[ly * nc + c];
        }
    }
    free(kx); free(ky);
    return 0;
}

/* Blurs at 1/f resolution: f x f blocks averaged into floats, blurred there, and
 * interpolated back bilinearly (pixel centres aligned). nc is 4 (ARGB32 words) or 1 (A8). */
static int blur_reduced(unsigned char *data, int width, int height, int stride, int nc,
                        double sigma_x, double sigma_y, int clamp, int f) {
    int lw = (width + f - 1) / f, lh = (height + f - 1) / f;
    int n = lw > lh ? lw : lh;
    float *img = malloc(sizeof(float) * (size_t)nc * (size_t)lw * (size_t)lh);
    float *a = malloc(sizeof(float) * ((size_t)nc * (size_t)n + 1));
    float *b = malloc(sizeof(float) * ((size_t)nc * (size_t)n + 1));
    if (!img || !a || !b) {
        free(img); free(a); free(b);
        return -1;
    }
    memset(img, 0, sizeof(float) * (size_t)nc * (size_t)lw * (size_t)lh);
    int sh = f == 2 ? 1 : f == 4 ? 2 : 3; /* f is 2, 4 or 8 */
    for (int y = 0; y < height; y++) {
        float *lrow = img + (size_t)(y >> sh) * lw * nc;
        if (nc == 1) {
            const unsigned char *row = data + (size_t)y * stride;
            for (int x = 0; x < width; x++) lrow[x >> sh] += (float)row[x];
        } else {
            const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
            for (int x = 0; x < width; x++) {
                uint32_t p = row[x];
                float *o = lrow + (x >> sh) * 4;
                o[0] += (float)(p >> 24); o[1] += (float)((p >> 16) & 255);
                o[2] += (float)((p >> 8) & 255); o[3] += (float)(p & 255);
            }
        }
    }
    for (int ly = 0; ly < lh; ly++) {
        int bh = height - ly * f < f ? height - ly * f : f;
        for (int lx = 0; lx < lw; lx++) {
            int bw = width - lx * f < f ? width - lx * f : f;
            /* Outside the image: transparent (a partial block averages in zeros), or the
             * edge pixels repeated (the average of the pixels inside). */
            float inv = 1.0f / (float)(clamp ? bw * bh : f * f);
            float *o = img + ((size_t)ly * lw + lx) * nc;
            for (int c = 0; c < nc; c++) o[c] *= inv;
        }
    }
    double lsx = sigma_x > 0 ? cairn_filters_reduced_sigma(sigma_x, f) : 0, lsy = sigma_y > 0 ? cairn_filters_reduced_sigma(sigma_y, f) : 0;
    if (blur_image(img, lw, lh, nc, lsx, lsy, clamp, a, b) != 0) {
        free(img); free(a); free(b);
        return -1;
    }
    /* Back to full resolution: pixel x's centre x + 0.5 lies at (x + 0.5) / f - 0.5 in
     * reduced pixel centres. */
    int *x0 = malloc(sizeof(int) * (size_t)width);
    float *tx = malloc(sizeof(float) * (size_t)width);
    if (!x0 || !tx) {
        free(img); free(a); free(b); free(x0); free(tx);
        return -1;
    }
    for (int x = 0; x < width; x++) cairn_filters_reduced_position(x, f, lw, &x0[x], &tx[x]);
    /* Separable: the two reduced rows around y are blended into `a` (lw samples), then each
     * pixel blends two neighbours of it. */
    for (int y = 0; y < height; y++) {
        int j;
        float ty;
        cairn_filters_reduced_position(y, f, lh, &j, &ty);
        const float *r0 = img + (size_t)j * lw * nc;
        const float *r1 = j + 1 < lh ? r0 + (size_t)lw * nc : r0;
        for (int i = 0; i < lw * nc; i++) a[i] = r0[i] + (r1[i] - r0[i]) * ty;
        a[lw * nc] = 0; /* never read with a non-zero weight */
        if (nc == 1) {
            cairn_filters_expand_a8_row_pow2(a, lw, f, data + (size_t)y * stride, width); /* f is 2, 4 or 8 */
        } else {
            uint32_t *row = (uint32_t *)(data + (size_t)y * stride);
            for (int x = 0; x < width; x++) {
                const float *p0 = a + x0[x] * 4, *p1 = x0[x] + 1 < lw ? p0 + 4 : p0;
                float t = tx[x];
                uint32_t u[4];
                for (int c = 0; c < 4; c++) {
                    float q = p0[c] + (p1[c] - p0[c]) * t + 0.5f;
                    u[c] = q <= 0 ? 0 : q >= 255 ? 255 : (uint32_t)q;
                }
                /* Premultiplied colour never exceeds alpha. */
                for (int c = 1; c < 4; c++) if (u[c] > u[0]) u[c] = u[0];
                row[x] = u[0] << 24 | u[1] << 16 | u[2] << 8 | u[3];
            }
        }
    }
    free(img); free(a); free(b); free(x0); free(tx);
    return 0;
}

int cairn_blur(unsigned char *data, int width, int height, int stride,
               double sigma_x, double sigma_y, int clamp_edges) {
    if (width <= 0 || height <= 0 || !data) return 0;
    if (!(sigma_x > 0)) sigma_x = 0;
    if (!(sigma_y > 0)) sigma_y = 0;
    if (sigma_x == 0 && sigma_y == 0) return 0;
    int f = sigma_x > 0 && sigma_y > 0 ? blur_factor(sigma_x, sigma_y, width, height) : 1;
    if (f > 1) return blur_reduced(data, width, height, stride, 4, sigma_x, sigma_y, clamp_edges, f);
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
            uint32_t any = 0;
            for (int x = 0; x < width; x++) any |= row[x];
            if (!any) continue; /* a transparent row stays transparent */
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
            uint32_t any = 0;
            for (int y = 0; y < height; y++) {
                uint32_t p = ((uint32_t *)(data + (size_t)y * stride))[x];
                any |= p;
                a[y * 4 + 0] = (float)(p >> 24); a[y * 4 + 1] = (float)((p >> 16) & 255);
                a[y * 4 + 2] = (float)((p >> 8) & 255); a[y * 4 + 3] = (float)(p & 255);
            }
            if (!any) continue; /* a transparent column stays transparent */
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
    int f = sigma_x > 0 && sigma_y > 0 ? blur_factor(sigma_x, sigma_y, width, height) : 1;
    if (f > 1) return blur_reduced(data, width, height, stride, 1, sigma_x, sigma_y, 0, f);
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
            unsigned any = 0;
            for (int x = 0; x < width; x++) any |= row[x];
            if (!any) continue; /* a transparent row stays transparent */
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
            unsigned any = 0;
            for (int y = 0; y < height; y++) { a[y] = data[(size_t)y * stride + x]; any |= data[(size_t)y * stride + x]; }
            if (!any) continue; /* a transparent column stays transparent */
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

int cairn_blur_a8_reduced(unsigned char *data, int width, int height, int stride, double sigma, int f) {
    if (width <= 0 || height <= 0 || !data || !(sigma > 0)) return 0;
    if ((f != 2 && f != 4 && f != 8) || width < 4 * f || height < 4 * f) return cairn_blur_a8(data, width, height, stride, sigma, sigma);
    return blur_reduced(data, width, height, stride, 1, sigma, sigma, 0, f);
}

int cairn_refract(unsigned char *data, int width, int height, int stride,
                  const unsigned char *field, int field_stride, int field_x, int field_y, int field_w, int field_h,
                  double scale, int x0, int y0, int x1, int y1)
{
    if (width <= 0 || height <= 0 || field_w <= 0 || field_h <= 0 || !(scale == scale) || scale == 0) return 0;
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if (x1 > width) x1 = width;
    if (y1 > height) y1 = height;
    /* Pixels the field does not cover have no gradient: they stay. */
    if (x0 < field_x) x0 = field_x;
    if (y0 < field_y) y0 = field_y;
    if (x1 > field_x + field_w) x1 = field_x + field_w;
    if (y1 > field_y + field_h) y1 = field_y + field_h;
    if (x0 >= x1 || y0 >= y1) return 0;
    size_t size = (size_t)height * (size_t)stride;
    unsigned char *src = malloc(size);
    if (!src) return -1;
    memcpy(src, data, size);
    float k = (float)(scale / 510.0); /* displacement per unit of the field's central difference */
    for (int y = y0; y < y1; y++) {
        int fy = y - field_y;
        const unsigned char *f = field + (size_t)fy * field_stride - field_x;
        const unsigned char *fu = field + (size_t)(fy > 0 ? fy - 1 : fy) * field_stride - field_x;
        const unsigned char *fd = field + (size_t)(fy + 1 < field_h ? fy + 1 : fy) * field_stride - field_x;
        uint32_t *out = (uint32_t *)(data + (size_t)y * stride);
        for (int x = x0; x < x1; x++) {
            int dx = (int)f[x + 1 < field_x + field_w ? x + 1 : x] - (int)f[x > field_x ? x - 1 : x];
            int dy = (int)fd[x] - (int)fu[x];
            if (dx == 0 && dy == 0) continue;
            float sx = (float)x - k * (float)dx, sy = (float)y - k * (float)dy;
            sx = sx < 0 ? 0 : sx > (float)(width - 1) ? (float)(width - 1) : sx;
            sy = sy < 0 ? 0 : sy > (float)(height - 1) ? (float)(height - 1) : sy;
            int ix = (int)sx, iy = (int)sy;
            int ix1 = ix + 1 < width ? ix + 1 : ix, iy1 = iy + 1 < height ? iy + 1 : iy;
            float tx = sx - (float)ix, ty = sy - (float)iy;
            const uint32_t *r0 = (const uint32_t *)(src + (size_t)iy * stride);
            const uint32_t *r1 = (const uint32_t *)(src + (size_t)iy1 * stride);
            /* A pixel's four bytes as four floats (in memory order; the blend treats each
             * channel alike), blended bilinearly and rounded. */
            cairn_b4 b00, b10, b01, b11;
            memcpy(&b00, r0 + ix, 4); memcpy(&b10, r0 + ix1, 4);
            memcpy(&b01, r1 + ix, 4); memcpy(&b11, r1 + ix1, 4);
            cairn_f4 c00 = __builtin_convertvector(b00, cairn_f4), c10 = __builtin_convertvector(b10, cairn_f4);
            cairn_f4 c01 = __builtin_convertvector(b01, cairn_f4), c11 = __builtin_convertvector(b11, cairn_f4);
            cairn_f4 top = c00 + (c10 - c00) * tx, bottom = c01 + (c11 - c01) * tx;
            cairn_f4 v = __builtin_elementwise_min(top + (bottom - top) * ty + 0.5f, (cairn_f4)255.0f);
            cairn_b4 result = __builtin_convertvector(v, cairn_b4);
            memcpy(out + x, &result, 4);
        }
    }
    free(src);
    return 0;
}

void cairn_mask_in(unsigned char *data, int width, int height, int stride, const unsigned char *mask, int mask_stride) {
    if (!data || !mask || width <= 0 || height <= 0) return;
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(data + (size_t)y * stride);
        const uint32_t *m = (const uint32_t *)(mask + (size_t)y * mask_stride);
        for (int x = 0; x < width; x++) {
            uint32_t a = m[x] >> 24;
            if (a == 255) continue;
            if (a == 0) { row[x] = 0; continue; }
            uint32_t p = row[x], r = 0;
            for (int shift = 0; shift < 32; shift += 8) {
                uint32_t t = ((p >> shift) & 255) * a + 128;
                r |= ((t + (t >> 8)) >> 8) << shift;
            }
            row[x] = r;
        }
    }
}

void cairn_wash_mask_in(unsigned char *data, int width, int height, int stride, uint32_t wash,
                        const unsigned char *mask, int mask_stride) {
    if (!data || !mask || width <= 0 || height <= 0) return;
    const uint32_t lanes = 0x00ff00ffu, inverse = 255 - (wash >> 24);
    const uint32_t wash_rb = wash & lanes, wash_ag = (wash >> 8) & lanes;
    /* Branch-free (two channels to a word, as pixman's UN8x4 macros), so it vectorises: a
     * coverage of 255 multiplies exactly by one and 0 gives 0. */
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(data + (size_t)y * stride);
        const uint32_t *m = (const uint32_t *)(mask + (size_t)y * mask_stride);
        for (int x = 0; x < width; x++) {
            uint32_t d = row[x], a = m[x] >> 24;
            /* The wash over the pixel: UN8x4_MUL_UN8_ADD_UN8x4, saturating. */
            uint32_t rb = (d & lanes) * inverse + 0x00800080u;
            rb = (((rb + ((rb >> 8) & lanes)) >> 8) & lanes) + wash_rb;
            rb = (rb | (0x01000100u - ((rb >> 8) & 0x00010001u))) & lanes;
            uint32_t ag = ((d >> 8) & lanes) * inverse + 0x00800080u;
            ag = (((ag + ((ag >> 8) & lanes)) >> 8) & lanes) + wash_ag;
            ag = (ag | (0x01000100u - ((ag >> 8) & 0x00010001u))) & lanes;
            /* In the coverage: UN8x4_MUL_UN8. */
            rb = rb * a + 0x00800080u;
            rb = ((rb + ((rb >> 8) & lanes)) >> 8) & lanes;
            ag = ag * a + 0x00800080u;
            ag = (ag + ((ag >> 8) & lanes)) & ~lanes;
            row[x] = rb | ag;
        }
    }
}
