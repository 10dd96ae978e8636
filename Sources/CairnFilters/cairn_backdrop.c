#include "CairnFilters.h"
#include "filters_internal.h"
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* The backdrop of materials and Liquid Glass (cairn_backdrop, see the header): the target
 * block-averaged at reduced resolution, blurred there, saturated there and expanded over the
 * shape's pixels, with the glass's lens in the same expansion.
 *
 * The reduced image is blurred a whole row at a time: each box (or Gaussian) pass runs down
 * the columns with one running sum per float of a row, so the inner loop is a row of
 * independent additions (vectorised, no chain of dependent sums along the line), and the
 * horizontal passes run the same way over the image transposed. Its pixels are four floats in
 * the order blue, green, red, alpha: the bytes of a little-endian ARGB32 word, so a pixel is
 * packed with two saturating packs. */

typedef float bd_f4 __attribute__((ext_vector_type(4)));
typedef uint32_t bd_u4 __attribute__((ext_vector_type(4)));
typedef unsigned char bd_b4 __attribute__((ext_vector_type(4)));

/* Working memory kept by each thread between calls. A backdrop needs a few hundred kilobytes
 * to a few megabytes (its reduced image, the blur's two copies, the lens's field); fresh from
 * malloc each time, those pages were faulted in and zeroed by the kernel on every call, which
 * cost as much as the blur itself (40 % of the 1170 x 2532 glass screen's backdrops). Pieces
 * are taken in order from one block; what does not fit is allocated apart and freed at the
 * end, and the block grows to the call's need (up to BD_KEEP bytes) for the next call. The
 * block is freed when its thread exits. */
#define BD_KEEP ((size_t)8 << 20)
#define BD_SPILLS 24
typedef struct {
    unsigned char *base;
    size_t size, used, need;
    void *spill[BD_SPILLS];
    int spills;
} bd_arena;

static pthread_key_t bd_key;
static pthread_once_t bd_once = PTHREAD_ONCE_INIT;
static int bd_key_made;

static void bd_release(void *p) {
    bd_arena *arena = p;
    if (arena) free(arena->base);
    free(arena);
}

static void bd_make_key(void) { bd_key_made = pthread_key_create(&bd_key, bd_release) == 0; }

/* This thread's arena, or NULL (the caller then uses one of its own that keeps nothing). */
static bd_arena *bd_thread_arena(void) {
    pthread_once(&bd_once, bd_make_key);
    if (!bd_key_made) return NULL;
    bd_arena *arena = pthread_getspecific(bd_key);
    if (arena) return arena;
    arena = calloc(1, sizeof *arena);
    if (arena && pthread_setspecific(bd_key, arena) != 0) {
        free(arena);
        return NULL;
    }
    return arena;
}

/* `bytes` of working memory (64-byte aligned, contents undefined) until bd_end, or NULL. */
static void *bd_take(bd_arena *arena, size_t bytes) {
    bytes = (bytes + 63) & ~(size_t)63;
    arena->need += bytes;
    uintptr_t start = ((uintptr_t)arena->base + arena->used + 63) & ~(uintptr_t)63;
    size_t offset = arena->base ? (size_t)(start - (uintptr_t)arena->base) : 0;
    if (arena->base && offset + bytes <= arena->size) {
        arena->used = offset + bytes;
        return (void *)start;
    }
    if (arena->spills == BD_SPILLS) return NULL;
    void *p = malloc(bytes);
    if (p) arena->spill[arena->spills++] = p;
    return p;
}

/* Frees what was allocated apart and sizes the block for the next call (a thread's arena). */
static void bd_end(bd_arena *arena, int keep) {
    for (int i = 0; i < arena->spills; i++) free(arena->spill[i]);
    size_t want = arena->need + 64 * (BD_SPILLS + 1);
    if (!keep) {
        free(arena->base);
        arena->base = NULL;
        arena->size = 0;
    } else if (arena->spills > 0 && want <= BD_KEEP) {
        free(arena->base);
        arena->base = malloc(want);
        arena->size = arena->base ? want : 0;
    }
    arena->used = arena->need = 0;
    arena->spills = 0;
}

/* floor(u) for u > -1 without a libm call (x86-64's baseline has no rounding instruction). */
static inline int floor_above_minus_one(float u) { return (int)(u + 1.0f) - 1; }

/* A (blue, green, red, alpha) pixel already offset by 0.5 for rounding, clamped to 0...255
 * with colour at most alpha (premultiplied), truncated and packed as an ARGB32 word. */
static inline uint32_t pack_bgra(bd_f4 q) {
    q = __builtin_elementwise_min(__builtin_elementwise_max(q, (bd_f4)0.0f), (bd_f4)255.0f);
    q = __builtin_elementwise_min(q, (bd_f4)q.w);
#if defined(__SSE2__)
    __m128i i = _mm_cvttps_epi32((__m128)q);
    i = _mm_packs_epi32(i, i);
    i = _mm_packus_epi16(i, i);
    return (uint32_t)_mm_cvtsi128_si32(i);
#else
    bd_b4 b = __builtin_convertvector(__builtin_convertvector(q, bd_u4), bd_b4);
    return (uint32_t)b.x | (uint32_t)b.y << 8 | (uint32_t)b.z << 16 | (uint32_t)b.w << 24;
#endif
}

/* The row j of an image of h rows of n floats: beyond the ends the end row (clamp) or zeros. */
static inline const float *row_at(const float *img, size_t n, int h, int j, int clamp, const float *zero) {
    if (j < 0) return clamp ? img : zero;
    if (j >= h) return clamp ? img + (size_t)(h - 1) * n : zero;
    return img + (size_t)j * n;
}

/* A centred box of odd width d down the columns of `in` (h rows of n floats) into `out`, as
 * a running sum per column: one add and one subtract per float, a row at a time. */
static void box_columns(const float *in, float *out, size_t n, int h, int d, int clamp, float *sum, const float *zero) {
    int lo = (d - 1) / 2;
    float inv = 1.0f / (float)d;
    memset(sum, 0, sizeof(float) * n);
    for (int j = -lo; j <= d - 1 - lo; j++) {
        const float *r = row_at(in, n, h, j, clamp, zero);
        for (size_t i = 0; i < n; i++) sum[i] += r[i];
    }
    for (int y = 0; y < h; y++) {
        if (y > 0) {
            const float *enter = row_at(in, n, h, y - lo + d - 1, clamp, zero), *leave = row_at(in, n, h, y - lo - 1, clamp, zero);
            for (size_t i = 0; i < n; i++) sum[i] += enter[i] - leave[i];
        }
        float *o = out + (size_t)y * n;
        for (size_t i = 0; i < n; i++) o[i] = sum[i] * inv;
    }
}

/* A sampled Gaussian of radius r (weights k[0...2r]) down the columns, for narrow blurs. */
static void gauss_columns(const float *in, float *out, size_t n, int h, const float *k, int r, int clamp, const float *zero) {
    for (int y = 0; y < h; y++) {
        float *o = out + (size_t)y * n;
        memset(o, 0, sizeof(float) * n);
        for (int t = -r; t <= r; t++) {
            const float *s = row_at(in, n, h, y + t, clamp, zero);
            float w = k[t + r];
            for (size_t i = 0; i < n; i++) o[i] += w * s[i];
        }
    }
}

/* Blurs the columns of a (h rows of n floats) in place by sigma: three boxes whose variances
 * add up to sigma^2 from sigma 2 (the whole backdrop stays within 4 levels of the exact
 * Gaussian, as cairn_blur's path does: BackdropFilterTests), a sampled Gaussian below.
 * b is scratch of the same size; sum and zero hold n floats (zero all zeros). */
static int blur_columns(float *a, float *b, size_t n, int h, double sigma, int clamp, float *sum, const float *zero) {
    if (!(sigma > 0) || h <= 0) return 0;
    if (sigma < 2.0) {
        int r = (int)ceil(3.0 * sigma);
        float *k = malloc(sizeof(float) * (size_t)(2 * r + 1));
        if (!k) return -1;
        double total = 0;
        for (int t = -r; t <= r; t++) total += exp(-(double)(t * t) / (2 * sigma * sigma));
        for (int t = -r; t <= r; t++) k[t + r] = (float)(exp(-(double)(t * t) / (2 * sigma * sigma)) / total);
        gauss_columns(a, b, n, h, k, r, clamp, zero);
        free(k);
    } else {
        int d[3];
        cairn_filters_box_widths(sigma, d);
        box_columns(a, b, n, h, d[0], clamp, sum, zero);
        box_columns(b, a, n, h, d[1], clamp, sum, zero);
        box_columns(a, b, n, h, d[2], clamp, sum, zero);
    }
    memcpy(a, b, sizeof(float) * n * (size_t)h);
    return 0;
}

/* out (w rows of h pixels of nc floats) = in (h rows of w pixels) transposed. */
static void transpose(const float *in, float *out, int w, int h, int nc) {
    const int tile = 32;
    for (int y0 = 0; y0 < h; y0 += tile) {
        for (int x0 = 0; x0 < w; x0 += tile) {
            int y1 = y0 + tile < h ? y0 + tile : h, x1 = x0 + tile < w ? x0 + tile : w;
            if (nc == 4) {
                for (int y = y0; y < y1; y++)
                    for (int x = x0; x < x1; x++)
                        memcpy(out + ((size_t)x * h + y) * 4, in + ((size_t)y * w + x) * 4, sizeof(float) * 4);
            } else {
                for (int y = y0; y < y1; y++)
                    for (int x = x0; x < x1; x++) out[(size_t)x * h + y] = in[(size_t)y * w + x];
            }
        }
    }
}

/* Blurs img (w x h pixels of nc floats) in place by sigma in both directions: the columns,
 * then the rows through the transpose. Returns 0, or -1 when out of memory. */
static int blur_2d(bd_arena *arena, float *img, int w, int h, int nc, double sigma, int clamp) {
    size_t count = (size_t)w * (size_t)h * (size_t)nc, line = (size_t)(w > h ? w : h) * (size_t)nc;
    float *t = bd_take(arena, sizeof(float) * count), *b = bd_take(arena, sizeof(float) * count);
    float *sum = bd_take(arena, sizeof(float) * line), *zero = bd_take(arena, sizeof(float) * line);
    if (!t || !b || !sum || !zero) return -1;
    memset(zero, 0, sizeof(float) * line);
    int status = blur_columns(img, b, (size_t)w * nc, h, sigma, clamp, sum, zero);
    if (status == 0) {
        transpose(img, t, w, h, nc);
        status = blur_columns(t, b, (size_t)h * nc, w, sigma, clamp, sum, zero);
        if (status == 0) transpose(t, img, h, w, nc);
    }
    return status;
}

/* The resolution factor of a backdrop blurred by sigma pixels: none below sigma 16 (as
 * cairn_blur), then the largest power of two (at most 8) that leaves at least 4.5 pixels of
 * sigma at the reduced resolution. The backdrop is shown only through the glass and a
 * material (with their wash over it) and the blurred image is smooth at that scale: block
 * averages, the blur and a bilinear expansion stay within two 8-bit levels of the exact
 * Gaussian (tested against it in BackdropFilterTests), where cairn_blur's rule (8 pixels of
 * sigma) would blur four times the pixels. */
static int backdrop_factor(double sigma, int width, int height) {
    if (!(sigma >= 16.0) || width < 8 || height < 8) return 1;
    int f = 2;
    while (f < 8 && sigma / (2 * f) >= 4.5 && width >= 8 * f && height >= 8 * f) f *= 2;
    return f;
}

/* Bilinear sample of the reduced image img (lw x lh pixels of 4 floats, factor f) at the
 * full-resolution point (px, py), both at least 0. */
static inline bd_f4 sample_reduced_f4(const float *img, int lw, int lh, int f, float px, float py) {
    float inv = 1.0f / (float)f; /* exact: f is a power of two */
    float u = (px + 0.5f) * inv - 0.5f, v = (py + 0.5f) * inv - 0.5f;
    int i = floor_above_minus_one(u), j = floor_above_minus_one(v);
    float t = u - (float)i, s = v - (float)j;
    if (i < 0) { i = 0; t = 0; }
    if (i >= lw - 1) { i = lw - 1; t = 0; }
    if (j < 0) { j = 0; s = 0; }
    if (j >= lh - 1) { j = lh - 1; s = 0; }
    int i1 = i + 1 < lw ? i + 1 : i, j1 = j + 1 < lh ? j + 1 : j;
    bd_f4 p00, p10, p01, p11;
    memcpy(&p00, img + ((size_t)j * lw + i) * 4, sizeof p00);
    memcpy(&p10, img + ((size_t)j * lw + i1) * 4, sizeof p10);
    memcpy(&p01, img + ((size_t)j1 * lw + i) * 4, sizeof p01);
    memcpy(&p11, img + ((size_t)j1 * lw + i1) * 4, sizeof p11);
    bd_f4 top = p00 + (p10 - p00) * t, bottom = p01 + (p11 - p01) * t;
    return top + (bottom - top) * s;
}

/* The lens's field: the coverage's alpha, block-averaged at 1/g (g 2 when sigma is 12 pixels
 * or more, else 1) over the coverage grown by the blur's reach, blurred by sigma (outside
 * transparent). Returns the reduced field (fw x fh floats, its pixel (0, 0) covering rect
 * pixels from (*fx, *fy)), or NULL when out of memory. */
static float *lens_field(bd_arena *arena, const cairn_lens *lens, int *g_out, int *fx, int *fy, int *fw, int *fh) {
    int g = lens->sigma >= 12.0 ? 2 : 1;
    int margin = (int)ceil(3.0 * lens->sigma) + 2 + g;
    margin = (margin + g - 1) / g * g;
    int W = lens->width + 2 * margin, H = lens->height + 2 * margin;
    int w = (W + g - 1) / g, h = (H + g - 1) / g;
    float *field = bd_take(arena, sizeof(float) * (size_t)w * (size_t)h);
    if (!field) return NULL;
    memset(field, 0, sizeof(float) * (size_t)w * (size_t)h);
    float inv = 1.0f / (float)(g * g);
    int sh = g == 2 ? 1 : 0;
    for (int y = 0; y < lens->height; y++) {
        const uint32_t *row = (const uint32_t *)(lens->coverage + (size_t)y * lens->stride);
        float *frow = field + (size_t)((y + margin) >> sh) * w + (margin >> sh);
        int x = 0;
        if (g == 2) /* margin is even: pixels 2i and 2i + 1 share a field pixel */
            for (; x + 1 < lens->width; x += 2) frow[x >> 1] += (float)((row[x] >> 24) + (row[x + 1] >> 24)) * inv;
        for (; x < lens->width; x++) frow[x >> sh] += (float)(row[x] >> 24) * inv;
    }
    double s = g > 1 ? cairn_filters_reduced_sigma(lens->sigma, g) : lens->sigma;
    if (blur_2d(arena, field, w, h, 1, s, 0) != 0) return NULL;
    *g_out = g; *fx = lens->x - margin; *fy = lens->y - margin; *fw = w; *fh = h;
    return field;
}

/* Block averages of the target's pixels under the rectangle (bx, by, width, height) at 1/f
 * (f 2, 4 or 8) into img (lw x lh pixels of blue, green, red, alpha floats); beyond the target
 * its edge pixels repeat, so the blur does not darken the borders. A block's sums are
 * integers (red and blue, alpha and green, two 16-bit lanes to a word: 64 x 255 fits), exact.
 * Returns 0, or -1 when out of memory. */
static int block_average(bd_arena *arena, const unsigned char *target, int tw, int th, int tstride, int bx, int by, int width, int height,
                         int f, float *img, int lw, int lh) {
    int *xs = bd_take(arena, sizeof(int) * (size_t)width);
    uint32_t *sums = bd_take(arena, sizeof(uint32_t) * 2 * (size_t)lw);
    uint32_t *edge = bd_take(arena, sizeof(uint32_t) * (size_t)width);
    if (!xs || !sums || !edge) return -1;
    int sh = f == 2 ? 1 : f == 4 ? 2 : 3;
    int inside = bx >= 0 && bx + width <= tw;
    for (int x = 0; x < width; x++) {
        int tx = bx + x;
        xs[x] = tx < 0 ? 0 : tx >= tw ? tw - 1 : tx;
    }
    uint32_t *rb = sums, *ag = sums + lw;
    const uint32_t m = 0x00ff00ffu;
    for (int ly = 0; ly < lh; ly++) {
        memset(sums, 0, sizeof(uint32_t) * 2 * (size_t)lw);
        int bh = height - ly * f < f ? height - ly * f : f;
        for (int y = ly * f; y < ly * f + bh; y++) {
            int ty = by + y;
            ty = ty < 0 ? 0 : ty >= th ? th - 1 : ty;
            const uint32_t *row = (const uint32_t *)(target + (size_t)ty * tstride);
            if (inside) {
                row += bx;
            } else {
                for (int x = 0; x < width; x++) edge[x] = row[xs[x]];
                row = edge;
            }
            int x = 0, lx = 0;
            if (f == 2) {
                for (; x + 1 < width; lx++, x += 2) {
                    uint32_t p = row[x], q = row[x + 1];
                    rb[lx] += (p & m) + (q & m);
                    ag[lx] += ((p >> 8) & m) + ((q >> 8) & m);
                }
            } else if (f == 4) {
                for (; x + 3 < width; lx++, x += 4) {
                    uint32_t p = row[x], q = row[x + 1], r = row[x + 2], s = row[x + 3];
                    rb[lx] += (p & m) + (q & m) + (r & m) + (s & m);
                    ag[lx] += ((p >> 8) & m) + ((q >> 8) & m) + ((r >> 8) & m) + ((s >> 8) & m);
                }
            }
            for (; x < width; x++) {
                uint32_t p = row[x];
                rb[x >> sh] += p & m;
                ag[x >> sh] += (p >> 8) & m;
            }
        }
        float *lrow = img + (size_t)ly * lw * 4;
        for (int lx = 0; lx < lw; lx++) {
            int bw = width - lx * f < f ? width - lx * f : f;
            float inv = 1.0f / (float)(bw * bh);
            float *o = lrow + lx * 4;
            o[0] = (float)(rb[lx] & 0xffffu) * inv; o[1] = (float)(ag[lx] & 0xffffu) * inv;
            o[2] = (float)(rb[lx] >> 16) * inv; o[3] = (float)(ag[lx] >> 16) * inv;
        }
    }
    return 0;
}

static int backdrop_in(bd_arena *arena, const unsigned char *target, int tw, int th, int tstride, int bx, int by,
                       int width, int height, int f, double sigma, const double *m, const cairn_lens *lens,
                       unsigned char *out, int ostride, int x0, int y0, int x1, int y1);

int cairn_backdrop(const unsigned char *target, int tw, int th, int tstride, int bx, int by, int width, int height,
                   double sigma, const double *m, const cairn_lens *lens,
                   unsigned char *out, int ostride, int x0, int y0, int x1, int y1) {
    if (!target || !out || tw <= 0 || th <= 0 || width <= 0 || height <= 0 || !(sigma > 0)) return 0;
    if (m) {
        /* Only a colour matrix that mixes red, green and blue alone is linear on premultiplied
         * colour (saturation is): anything else takes the full-resolution path. */
        for (int i = 0; i < 3; i++) if (m[i * 5 + 3] != 0 || m[i * 5 + 4] != 0) return 0;
        if (m[15] != 0 || m[16] != 0 || m[17] != 0 || m[18] != 1 || m[19] != 0) return 0;
    }
    int f = backdrop_factor(sigma, width, height);
    if (f < 2) return 0;
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if (x1 > width) x1 = width;
    if (y1 > height) y1 = height;
    if (x0 >= x1 || y0 >= y1) return 1;
    bd_arena own = {0};
    bd_arena *arena = bd_thread_arena();
    if (!arena) arena = &own;
    int status = backdrop_in(arena, target, tw, th, tstride, bx, by, width, height, f, sigma, m, lens, out, ostride, x0, y0, x1, y1);
    bd_end(arena, arena != &own);
    return status;
}

/* cairn_backdrop's work, its memory taken from `arena`. */
static int backdrop_in(bd_arena *arena, const unsigned char *target, int tw, int th, int tstride, int bx, int by,
                       int width, int height, int f, double sigma, const double *m, const cairn_lens *lens,
                       unsigned char *out, int ostride, int x0, int y0, int x1, int y1) {
    int lw = (width + f - 1) / f, lh = (height + f - 1) / f;
    float *img = bd_take(arena, sizeof(float) * 4 * (size_t)lw * (size_t)lh);
    float *a = bd_take(arena, sizeof(float) * (4 * (size_t)lw + 4));
    int *xs = bd_take(arena, sizeof(int) * (size_t)width);
    float *tx = bd_take(arena, sizeof(float) * (size_t)width);
    if (!img || !a || !xs || !tx || block_average(arena, target, tw, th, tstride, bx, by, width, height, f, img, lw, lh) != 0 ||
        blur_2d(arena, img, lw, lh, 4, cairn_filters_reduced_sigma(sigma, f), 1) != 0) return -1;
    /* A lens reads up to `reach` pixels beyond the region: its samples are kept inside. */
    int reach = lens && lens->reach > 0 ? lens->reach : 0;
    int rx0 = x0 - reach < 0 ? 0 : x0 - reach, ry0 = y0 - reach < 0 ? 0 : y0 - reach;
    int rx1 = x1 + reach > width ? width : x1 + reach, ry1 = y1 + reach > height ? height : y1 + reach;
    int lx0 = floor_above_minus_one(((float)rx0 + 0.5f) / (float)f - 0.5f);
    int lx1 = floor_above_minus_one(((float)rx1 - 0.5f) / (float)f - 0.5f) + 1;
    int ly0 = floor_above_minus_one(((float)ry0 + 0.5f) / (float)f - 0.5f);
    int ly1 = floor_above_minus_one(((float)ry1 - 0.5f) / (float)f - 0.5f) + 1;
    lx0 = lx0 < 0 ? 0 : lx0; ly0 = ly0 < 0 ? 0 : ly0;
    lx1 = lx1 >= lw ? lw - 1 : lx1; ly1 = ly1 >= lh ? lh - 1 : ly1;
    /* The colour matrix on the reduced pixels that reach the region: linear, so applying it
     * before the bilinear expansion equals applying it after; clamping waits for the end. */
    if (m) {
        float k[9];
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++) k[i * 3 + j] = (float)m[i * 5 + j];
        for (int ly = ly0; ly <= ly1; ly++) {
            for (int lx = lx0; lx <= lx1; lx++) {
                float *o = img + ((size_t)ly * lw + lx) * 4;
                float r = o[2], g = o[1], bl = o[0];
                o[2] = k[0] * r + k[1] * g + k[2] * bl;
                o[1] = k[3] * r + k[4] * g + k[5] * bl;
                o[0] = k[6] * r + k[7] * g + k[8] * bl;
            }
        }
    }
    /* Back to full resolution over the region only (pixel x's centre x + 0.5 lies at
     * (x + 0.5) / f - 0.5 in reduced pixel centres), clamped once: colour to [0, alpha]. */
    for (int x = x0; x < x1; x++) {
        float u = ((float)x + 0.5f) / (float)f - 0.5f;
        int i = floor_above_minus_one(u);
        float t = u - (float)i;
        if (i < 0) { i = 0; t = 0; }
        if (i >= lw - 1) { i = lw - 1; t = 0; }
        if (i + 1 > lx1) t = 0; /* the last reduced pixel the region reads */
        xs[x] = i;
        tx[x] = t;
    }
    a[(lx1 + 1) * 4 + 0] = a[(lx1 + 1) * 4 + 1] = a[(lx1 + 1) * 4 + 2] = a[(lx1 + 1) * 4 + 3] = 0; /* read with weight 0 */
    int g = 1, fx0 = 0, fy0 = 0, fw = 0, fh = 0;
    float *field = NULL;
    if (lens && lens->coverage && lens->width > 0 && lens->height > 0 && lens->sigma > 0 && lens->scale == lens->scale && lens->scale != 0) {
        field = lens_field(arena, lens, &g, &fx0, &fy0, &fw, &fh);
        if (!field) return -1;
    }
    /* The lens at the reduced resolution: each reduced pixel of the region is sampled where
     * the lens sends its centre, then expanded with the rest. The displacement per level per
     * pixel of the field's slope is refraction's `scale` / 255 (cairn_refract: scale times
     * the central difference over two pixels, / 510). */
    if (field) {
        float *lensed = bd_take(arena, sizeof(float) * 4 * (size_t)lw * (size_t)lh);
        if (!lensed) return -1;
        memcpy(lensed, img, sizeof(float) * 4 * (size_t)lw * (size_t)lh);
        float k = (float)(lens->scale / 255.0), ginv = 1.0f / (float)g;
        for (int ly = ly0; ly <= ly1; ly++) {
            float cy = ((float)ly + 0.5f) * (float)f - 0.5f;
            float fv = (cy - (float)fy0 + 0.5f) * ginv - 0.5f;
            if (fv < 0) continue;
            int fj = (int)fv;
            if (fj + 1 >= fh) continue;
            float fs = fv - (float)fj;
            const float *f0 = field + (size_t)fj * fw, *f1 = f0 + fw;
            for (int lx = lx0; lx <= lx1; lx++) {
                float cx = ((float)lx + 0.5f) * (float)f - 0.5f;
                float fu = (cx - (float)fx0 + 0.5f) * ginv - 0.5f;
                if (fu < 0) continue;
                int fi = (int)fu;
                if (fi + 1 >= fw) continue;
                float ft = fu - (float)fi;
                float d0 = f0[fi + 1] - f0[fi], d1 = f1[fi + 1] - f1[fi];
                float e0 = f1[fi] - f0[fi], e1 = f1[fi + 1] - f0[fi + 1];
                float gx = (d0 + (d1 - d0) * fs) * ginv, gy = (e0 + (e1 - e0) * ft) * ginv;
                /* Below a quarter level per pixel the central difference rounds to 0: no
                 * displacement, as cairn_refract. */
                if (!(fabsf(gx) >= 0.25f || fabsf(gy) >= 0.25f)) continue;
                float px = cx - k * gx, py = cy - k * gy;
                px = px < (float)rx0 ? (float)rx0 : px > (float)(rx1 - 1) ? (float)(rx1 - 1) : px;
                py = py < (float)ry0 ? (float)ry0 : py > (float)(ry1 - 1) ? (float)(ry1 - 1) : py;
                bd_f4 q = sample_reduced_f4(img, lw, lh, f, px, py);
                memcpy(lensed + ((size_t)ly * lw + lx) * 4, &q, sizeof q);
            }
        }
        img = lensed;
    }
    for (int y = y0; y < y1; y++) {
        float v = ((float)y + 0.5f) / (float)f - 0.5f;
        int j = floor_above_minus_one(v);
        float ty = v - (float)j;
        if (j < 0) { j = 0; ty = 0; }
        if (j >= lh - 1) { j = lh - 1; ty = 0; }
        const float *r0 = img + (size_t)j * lw * 4;
        const float *r1 = j + 1 < lh ? r0 + (size_t)lw * 4 : r0;
        for (int i = lx0 * 4; i < (lx1 + 1) * 4; i++) a[i] = r0[i] + (r1[i] - r0[i]) * ty;
        uint32_t *row = (uint32_t *)(out + (size_t)(y - y0) * ostride) - x0;
        for (int x = x0; x < x1; x++) {
            bd_f4 p0, p1;
            memcpy(&p0, a + xs[x] * 4, sizeof p0);
            memcpy(&p1, a + xs[x] * 4 + 4, sizeof p1);
            row[x] = pack_bgra(p0 + (p1 - p0) * tx[x] + 0.5f);
        }
    }
    return 1;
}

int cairn_blur_a8_boxes(unsigned char *data, int width, int height, int stride, double sigma) {
    if (!data || width <= 0 || height <= 0 || !(sigma > 0)) return 0;
    bd_arena own = {0};
    bd_arena *arena = bd_thread_arena();
    if (!arena) arena = &own;
    int status = -1;
    float *img = bd_take(arena, sizeof(float) * (size_t)width * (size_t)height);
    if (img) {
        for (int y = 0; y < height; y++) {
            const unsigned char *row = data + (size_t)y * stride;
            float *frow = img + (size_t)y * width;
            for (int x = 0; x < width; x++) frow[x] = (float)row[x];
        }
        status = blur_2d(arena, img, width, height, 1, sigma, 0);
        if (status == 0) {
            for (int y = 0; y < height; y++) {
                unsigned char *row = data + (size_t)y * stride;
                const float *frow = img + (size_t)y * width;
                for (int x = 0; x < width; x++) {
                    float q = frow[x] + 0.5f;
                    row[x] = q <= 0 ? 0 : q >= 255 ? 255 : (unsigned char)q;
                }
            }
        }
    }
    bd_end(arena, arena != &own);
    return status;
}

int cairn_a8_expand(const unsigned char *small, int lw, int lh, int sstride, int f,
                    unsigned char *out, int width, int height, int ostride) {
    if (!small || !out || lw <= 0 || lh <= 0 || width <= 0 || height <= 0 || f < 1 || f > 8) return -1;
    bd_arena own = {0};
    bd_arena *arena = bd_thread_arena();
    if (!arena) arena = &own;
    int *x0 = bd_take(arena, sizeof(int) * (size_t)width);
    float *tx = bd_take(arena, sizeof(float) * (size_t)width);
    float *line = bd_take(arena, sizeof(float) * (size_t)lw);
    if (!x0 || !tx || !line) {
        bd_end(arena, arena != &own);
        return -1;
    }
    for (int x = 0; x < width; x++) cairn_filters_reduced_position(x, f, lw, &x0[x], &tx[x]);
    for (int y = 0; y < height; y++) {
        int j;
        float ty;
        cairn_filters_reduced_position(y, f, lh, &j, &ty);
        const unsigned char *r0 = small + (size_t)j * sstride, *r1 = j + 1 < lh ? r0 + sstride : r0;
        for (int i = 0; i < lw; i++) line[i] = (float)r0[i] + ((float)r1[i] - (float)r0[i]) * ty;
        if (f == 2 || f == 4 || f == 8) cairn_filters_expand_a8_row_pow2(line, lw, f, out + (size_t)y * ostride, width);
        else cairn_filters_expand_a8_row(line, lw, x0, tx, out + (size_t)y * ostride, width);
    }
    bd_end(arena, arena != &own);
    return 0;
}
