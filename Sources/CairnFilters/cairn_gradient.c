#include "CairnFilters.h"
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
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

/* The gradient's colours at CAIRN_GRADIENT_TABLE evenly spaced positions from 0 to 1,
 * premultiplied ARGB32 (see cairn_linear_gradient). The stops' 16-bit components are
 * computed once per stop, not per entry: the table costs about 20 microseconds, which a glass
 * rim's few thousand pixels would otherwise spend ten times over. Returns 0, or -1 when out
 * of memory. */
static int cairn_gradient_table(uint32_t *table, const double *offsets, const double *colours, int count) {
    double *shorts = malloc(sizeof(double) * 4 * (size_t)count);
    if (!shorts) return -1;
    for (int i = 0; i < 4 * count; i++) shorts[i] = cairn_short_component(colours[i]);
    int segment = 0;
    for (int k = 0; k < CAIRN_GRADIENT_TABLE; k++) {
        double t = (double)k / (CAIRN_GRADIENT_TABLE - 1);
        /* The stops either side of t (padded beyond the ends); at a stop's own offset the
           segment after it, as pixman's walker takes it. */
        while (segment < count && !(t < offsets[segment])) segment++;
        const double *left = shorts + 4 * (segment == 0 ? 0 : segment - 1);
        const double *right = shorts + 4 * (segment == count ? count - 1 : segment);
        double f = 0;
        if (segment > 0 && segment < count) {
            double span = offsets[segment] - offsets[segment - 1];
            f = span > 0 ? (t - offsets[segment - 1]) / span : 0;
        }
        double la = left[3], ra = right[3];
        double a = la + (ra - la) * f;
        double c[3];
        for (int i = 0; i < 3; i++) c[i] = a * (left[i] + (right[i] - left[i]) * f) / 255.0;
        uint32_t a8 = (uint32_t)(a + 0.5), r8 = (uint32_t)(c[0] + 0.5), g8 = (uint32_t)(c[1] + 0.5), b8 = (uint32_t)(c[2] + 0.5);
        if (a8 > 255) a8 = 255;
        if (r8 > a8) r8 = a8;
        if (g8 > a8) g8 = a8;
        if (b8 > a8) b8 = a8;
        table[k] = a8 << 24 | r8 << 16 | g8 << 8 | b8;
    }
    free(shorts);
    return 0;
}

/* The last CAIRN_GRADIENT_CACHED_TABLES gradients' tables, kept by each thread: a glass
 * screen strokes six rims with the same stops between its other gradients (a background,
 * cards), and a table cost as much as a rim's pixels. Gradients of up to
 * CAIRN_GRADIENT_CACHED_STOPS stops are kept, the least recently used replaced; the memory
 * is freed when the thread exits. */
#define CAIRN_GRADIENT_CACHED_STOPS 16
#define CAIRN_GRADIENT_CACHED_TABLES 4
typedef struct {
    int count;
    unsigned long long used;
    double key[5 * CAIRN_GRADIENT_CACHED_STOPS];
    uint32_t table[CAIRN_GRADIENT_TABLE];
} cairn_gradient_entry;
typedef struct {
    unsigned long long clock;
    cairn_gradient_entry entries[CAIRN_GRADIENT_CACHED_TABLES];
} cairn_gradient_cache;

static pthread_key_t cairn_gradient_key;
static pthread_once_t cairn_gradient_once = PTHREAD_ONCE_INIT;
static int cairn_gradient_key_made;

static void cairn_gradient_make_key(void) { cairn_gradient_key_made = pthread_key_create(&cairn_gradient_key, free) == 0; }

/* The table of the gradient: this thread's cached one when the stops are the same, otherwise
 * built (into the cache, or into `local`). NULL when out of memory. */
static const uint32_t *cairn_gradient_lookup(const double *offsets, const double *colours, int count, uint32_t *local) {
    cairn_gradient_cache *cache = NULL;
    if (count <= CAIRN_GRADIENT_CACHED_STOPS) {
        pthread_once(&cairn_gradient_once, cairn_gradient_make_key);
        if (cairn_gradient_key_made) {
            cache = pthread_getspecific(cairn_gradient_key);
            if (!cache && (cache = calloc(1, sizeof *cache)) != NULL && pthread_setspecific(cairn_gradient_key, cache) != 0) {
                free(cache);
                cache = NULL;
            }
        }
    }
    if (!cache) return cairn_gradient_table(local, offsets, colours, count) == 0 ? local : NULL;
    double key[5 * CAIRN_GRADIENT_CACHED_STOPS];
    memcpy(key, offsets, sizeof(double) * (size_t)count);
    memcpy(key + count, colours, sizeof(double) * 4 * (size_t)count);
    cairn_gradient_entry *oldest = &cache->entries[0];
    cache->clock++;
    for (int i = 0; i < CAIRN_GRADIENT_CACHED_TABLES; i++) {
        cairn_gradient_entry *e = &cache->entries[i];
        if (e->count == count && memcmp(e->key, key, sizeof(double) * 5 * (size_t)count) == 0) {
            e->used = cache->clock;
            return e->table;
        }
        if (e->used < oldest->used) oldest = e;
    }
    oldest->count = 0;
    if (cairn_gradient_table(oldest->table, offsets, colours, count) != 0) return NULL;
    memcpy(oldest->key, key, sizeof(double) * 5 * (size_t)count);
    oldest->count = count;
    oldest->used = cache->clock;
    return oldest->table;
}

int cairn_linear_gradient(unsigned char *data, int width, int height, int stride,
                          double tx, double ty, double t0,
                          const double *offsets, const double *colours, int count, int over) {
    if (!data || width <= 0 || height <= 0 || count <= 0 || !offsets || !colours) return -1;
    if (!isfinite(tx) || !isfinite(ty) || !isfinite(t0)) return -1;
    uint32_t local[CAIRN_GRADIENT_TABLE];
    const uint32_t *table = cairn_gradient_lookup(offsets, colours, count, local);
    if (!table) return -1;
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

int cairn_linear_gradient_masked(unsigned char *data, int width, int height, int stride,
                                 const unsigned char *mask, int mask_stride,
                                 double tx, double ty, double t0,
                                 const double *offsets, const double *colours, int count) {
    if (!data || !mask || width <= 0 || height <= 0 || count <= 0 || !offsets || !colours) return -1;
    if (!isfinite(tx) || !isfinite(ty) || !isfinite(t0)) return -1;
    const double scale = CAIRN_GRADIENT_TABLE - 1, fixed = 4294967296.0;
    /* Every position within ±2^29 entries (as cairn_linear_gradient), checked before a pixel
       is written, so a refusal leaves the image as it was. */
    for (int y = 0; y < height; y += height - 1 > 0 ? height - 1 : 1) {
        double start = (t0 + ty * (y + 0.5) + tx * 0.5) * scale;
        if (!(fabs(start) + fabs(tx * scale) * width < 536870912.0)) return -1;
    }
    uint32_t local[CAIRN_GRADIENT_TABLE];
    const uint32_t *table = cairn_gradient_lookup(offsets, colours, count, local);
    if (!table) return -1;
    const int64_t last = (int64_t)(CAIRN_GRADIENT_TABLE - 1) << 32;
    int64_t dv = (int64_t)(tx * scale * fixed);
    for (int y = 0; y < height; y++) {
        const unsigned char *m = mask + (size_t)y * (size_t)mask_stride;
        uint32_t *row = (uint32_t *)(void *)(data + (size_t)y * (size_t)stride);
        int64_t v0 = (int64_t)((t0 + ty * (y + 0.5) + tx * 0.5) * scale * fixed) + ((int64_t)1 << 31);
        for (int x = 0; x < width; x++) {
            /* Eight uncovered pixels at a time: a rim's box is mostly uncovered. */
            if ((x & 7) == 0 && x + 8 <= width) {
                uint64_t eight;
                memcpy(&eight, m + x, sizeof eight);
                if (eight == 0) {
                    x += 7;
                    continue;
                }
            }
            uint32_t a = m[x];
            if (a == 0) continue;
            int64_t v = v0 + dv * x;
            int64_t clamped = v < 0 ? 0 : v > last ? last : v;
            uint32_t source = table[clamped >> 32];
            if (a != 255) { /* the source in the mask, as pixman rounds it (UN8x4_MUL_UN8) */
                uint32_t rb = (source & 0x00ff00ff) * a + 0x00800080;
                rb = ((rb + ((rb >> 8) & 0x00ff00ff)) >> 8) & 0x00ff00ff;
                uint32_t ag = ((source >> 8) & 0x00ff00ff) * a + 0x00800080;
                ag = (ag + ((ag >> 8) & 0x00ff00ff)) & 0xff00ff00;
                source = rb | ag;
            }
            row[x] = cairn_over(source, row[x]);
        }
    }
    return 0;
}
