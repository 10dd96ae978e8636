#include "cairn_png.h"

#include <limits.h>
#include <pthread.h>
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

void cairn_argb32_row_to_rgba(const uint32_t *source, unsigned char *destination, int width) {
    for (int x = 0; x < width; x++) {
        uint32_t pixel = source[x];
        uint32_t a = pixel >> 24;
        uint32_t r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
        unsigned char *out = destination + 4 * x;
        if (a == 0) {
            out[0] = out[1] = out[2] = out[3] = 0;
        } else if (a == 255) {
            out[0] = (unsigned char)r; out[1] = (unsigned char)g; out[2] = (unsigned char)b; out[3] = 255;
        } else {
            /* Same rounding as Cairo's own PNG writer: (c * 255 + a / 2) / a. */
            out[0] = (unsigned char)((r * 255 + a / 2) / a);
            out[1] = (unsigned char)((g * 255 + a / 2) / a);
            out[2] = (unsigned char)((b * 255 + a / 2) / a);
            out[3] = (unsigned char)a;
        }
    }
}

static void cairn_put32(unsigned char *p, uint32_t v);

static void cairn_set_error(char *error_message, size_t error_capacity, const char *text) {
    if (error_message && error_capacity > 0) snprintf(error_message, error_capacity, "%s", text);
}

/* ---- The encoder: Cairn's own filtering and zlib deflate, PNG chunks written here. ----

   Why not libpng's writer: its adaptive filter heuristic (minimum sum of absolute values)
   with the default deflate strategy is what `cairo_surface_write_to_png` uses; on
   anti-aliased flat graphics (charts, UI) unfiltered rows compress much better (LZ77 finds
   the previous rows' runs), on gradients and photos filtered rows with run-length deflate
   do. Cairn picks between those two per image (see `cairn_png_encode` in the header). */

/// The two ways of preparing the rows.
enum { CAIRN_METHOD_UNFILTERED = 0, CAIRN_METHOD_FILTERED_RLE = 1, CAIRN_METHOD_UNFILTERED_IMAGE = 2 };

#if defined(__SSE2__)
/// |v| of 16 signed residual bytes, as unsigned bytes: min(v, 256 - v).
static inline __m128i cairn_abs8(__m128i v) { return _mm_min_epu8(v, _mm_sub_epi8(_mm_setzero_si128(), v)); }

/// Paeth's predictor for 16 bytes: a (left), b (above), c (above left), in 16-bit lanes.
static inline __m128i cairn_paeth16(__m128i a, __m128i b, __m128i c) {
    const __m128i zero = _mm_setzero_si128();
    __m128i predicted[2];
    for (int half = 0; half < 2; half++) {
        __m128i a16 = half ? _mm_unpackhi_epi8(a, zero) : _mm_unpacklo_epi8(a, zero);
        __m128i b16 = half ? _mm_unpackhi_epi8(b, zero) : _mm_unpacklo_epi8(b, zero);
        __m128i c16 = half ? _mm_unpackhi_epi8(c, zero) : _mm_unpacklo_epi8(c, zero);
        __m128i dbc = _mm_sub_epi16(b16, c16), dac = _mm_sub_epi16(a16, c16);
        __m128i pa = _mm_max_epi16(dbc, _mm_sub_epi16(zero, dbc));
        __m128i pb = _mm_max_epi16(dac, _mm_sub_epi16(zero, dac));
        __m128i sum = _mm_add_epi16(dbc, dac);
        __m128i pc = _mm_max_epi16(sum, _mm_sub_epi16(zero, sum));
        /* pa <= pb && pa <= pc → a; else pb <= pc → b; else c. */
        __m128i takeA = _mm_andnot_si128(_mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc)), _mm_set1_epi16(-1));
        __m128i takeB = _mm_andnot_si128(_mm_cmpgt_epi16(pb, pc), _mm_set1_epi16(-1));
        __m128i bc = _mm_or_si128(_mm_and_si128(takeB, b16), _mm_andnot_si128(takeB, c16));
        predicted[half] = _mm_or_si128(_mm_and_si128(takeA, a16), _mm_andnot_si128(takeA, bc));
    }
    return _mm_packus_epi16(predicted[0], predicted[1]);
}

/// floor((a + b) / 2) for 16 bytes: pavgb rounds up, so take back the odd sums' half.
static inline __m128i cairn_mean16(__m128i a, __m128i b) {
    return _mm_sub_epi8(_mm_avg_epu8(a, b), _mm_and_si128(_mm_xor_si128(a, b), _mm_set1_epi8(1)));
}
#endif

/// One residual byte of PNG filter `f` (0 none, 1 Sub, 2 Up, 3 Average, 4 Paeth) for byte x
/// with left a, above b and above-left c.
static inline unsigned char cairn_residual(int f, int x, int a, int b, int c) {
    switch (f) {
    case 0: return (unsigned char)x;
    case 1: return (unsigned char)(x - a);
    case 2: return (unsigned char)(x - b);
    case 3: return (unsigned char)(x - ((a + b) >> 1));
    default: {
        int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
        return (unsigned char)(x - ((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)));
    }
    }
}

/// Writes filter byte + filtered bytes of one row (`n` bytes, `BPP` per pixel) to `out`.
/// `prev` is the previous image row (all zero for the first). Adaptive: of the five PNG
/// filters the one with the smallest sum of |signed residual| (libpng's heuristic), the
/// lowest-numbered on ties. Two passes: the five sums first, from residuals kept in
/// registers (with SSE2 16 bytes at a time, Paeth's prediction in 16-bit lanes, sums by
/// `psadbw`), then only the chosen filter's residuals are written. A row's first pixel (no
/// left neighbour) and its last few bytes take the scalar path, which makes the same bytes.
/// Instantiated for 4 (RGBA) and 3 (RGB) bytes per pixel with a constant `BPP`.
static inline __attribute__((always_inline)) void cairn_filter_row_bpp(
    const unsigned char *restrict cur, const unsigned char *restrict prev, size_t n,
    unsigned char *restrict out, const size_t BPP) {
    uint64_t sums[5] = {0, 0, 0, 0, 0};
    size_t head = BPP < n ? BPP : n;
    for (size_t i = 0; i < head; i++)
        for (int f = 0; f < 5; f++) sums[f] += (uint64_t)abs((signed char)cairn_residual(f, cur[i], 0, prev[i], 0));
    size_t i = head;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    __m128i s0 = zero, s1 = zero, s2 = zero, s3 = zero, s4 = zero;
    for (; i + 16 <= n; i += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(cur + i));
        __m128i a = _mm_loadu_si128((const __m128i *)(const void *)(cur + i - BPP));
        __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(prev + i));
        __m128i c = _mm_loadu_si128((const __m128i *)(const void *)(prev + i - BPP));
        s0 = _mm_add_epi64(s0, _mm_sad_epu8(cairn_abs8(x), zero));
        s1 = _mm_add_epi64(s1, _mm_sad_epu8(cairn_abs8(_mm_sub_epi8(x, a)), zero));
        s2 = _mm_add_epi64(s2, _mm_sad_epu8(cairn_abs8(_mm_sub_epi8(x, b)), zero));
        s3 = _mm_add_epi64(s3, _mm_sad_epu8(cairn_abs8(_mm_sub_epi8(x, cairn_mean16(a, b))), zero));
        s4 = _mm_add_epi64(s4, _mm_sad_epu8(cairn_abs8(_mm_sub_epi8(x, cairn_paeth16(a, b, c))), zero));
    }
    __m128i lanes[5] = {s0, s1, s2, s3, s4};
    for (int f = 0; f < 5; f++) {
        uint64_t halves[2];
        _mm_storeu_si128((__m128i *)(void *)halves, lanes[f]);
        sums[f] += halves[0] + halves[1];
    }
#endif
    for (; i < n; i++)
        for (int f = 0; f < 5; f++)
            sums[f] += (uint64_t)abs((signed char)cairn_residual(f, cur[i], cur[i - BPP], prev[i], prev[i - BPP]));
    int best = 0;
    for (int f = 1; f < 5; f++) if (sums[f] < sums[best]) best = f;
    out[0] = (unsigned char)best;
    unsigned char *restrict dst = out + 1;
    if (best == 0) { memcpy(dst, cur, n); return; }
    for (i = 0; i < head; i++) dst[i] = cairn_residual(best, cur[i], 0, prev[i], 0);
#if defined(__SSE2__)
    for (; i + 16 <= n; i += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(cur + i));
        __m128i a = _mm_loadu_si128((const __m128i *)(const void *)(cur + i - BPP));
        __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(prev + i));
        __m128i r;
        if (best == 1) r = _mm_sub_epi8(x, a);
        else if (best == 2) r = _mm_sub_epi8(x, b);
        else if (best == 3) r = _mm_sub_epi8(x, cairn_mean16(a, b));
        else r = _mm_sub_epi8(x, cairn_paeth16(a, b, _mm_loadu_si128((const __m128i *)(const void *)(prev + i - BPP))));
        _mm_storeu_si128((__m128i *)(void *)(dst + i), r);
    }
#endif
    for (; i < n; i++) dst[i] = cairn_residual(best, cur[i], cur[i - BPP], prev[i], prev[i - BPP]);
}

static void cairn_filter_row4(const unsigned char *cur, const unsigned char *prev, size_t n, unsigned char *out) {
    cairn_filter_row_bpp(cur, prev, n, out, 4);
}

static void cairn_filter_row3(const unsigned char *cur, const unsigned char *prev, size_t n, unsigned char *out) {
    cairn_filter_row_bpp(cur, prev, n, out, 3);
}

/// The rows of the image (every row, or with `sample` the sampled bands), prepared by
/// `method`, into `out` (each row: filter byte + row_bytes bytes of `channels` bytes per
/// pixel). `zero_row`: row_bytes zero bytes (the row above the first). Returns the
/// number of bytes written.
static size_t cairn_prepare(const unsigned char *rgba, size_t row_bytes, int channels, int height, int method,
                            int sample, unsigned char *out, const unsigned char *zero_row) {
    size_t written = 0;
    for (int y = 0; y < height; y++) {
        /* Sample: bands of 16 rows, one band in every 16 (a sixteenth of the rows, spread
           over the image; each band contiguous so matches between neighbouring rows are
           represented: with bands of 8, an eighth of the sampled rows had no row above,
           which made the image deflate look worse than it is, 4,695 against 4,394 bytes
           of run-length deflate on the social card whose whole image it makes 18 % smaller). */
        if (sample && ((y >> 4) & 15) != 0) continue;
        const unsigned char *cur = rgba + (size_t)y * row_bytes;
        if (method != CAIRN_METHOD_FILTERED_RLE) {
            out[written] = 0;
            memcpy(out + written + 1, cur, row_bytes);
        } else {
            const unsigned char *prev = y > 0 ? cur - row_bytes : zero_row;
            if (channels == 3) cairn_filter_row3(cur, prev, row_bytes, out + written);
            else cairn_filter_row4(cur, prev, row_bytes, out + written);
        }
        written += row_bytes + 1;
    }
    return written;
}

/// Buffers and a zlib stream kept between encodes, so that a frame export's workers neither
/// allocate nor fault in fresh pages per frame (page faults and mmap/munmap serialise threads on
/// the process's memory map). Buffers larger in total than `CAIRN_WORKSPACE_KEEP` are released
/// after the encode that needed them.
///
/// Workspaces live in one pool, not one per thread: an encode takes one (or makes one) and
/// gives it back, and the pool keeps at most one idle workspace per processor. Kept per thread,
/// they grew with the number of threads that ever encoded, not with the encodes running at
/// once: a server whose render queue runs on Dispatch's worker threads met a new thread every
/// few minutes, each keeping about 9 MB for a 1200 × 630 card, and its resident memory climbed
/// for as long as it ran (`make bench-server`'s soak: +21-30 % in ten minutes).
typedef struct {
    unsigned char *rgba, *prepared, *compressed, *trial, *trial2, *scratch;
    size_t rgba_capacity, prepared_capacity, compressed_capacity, trial_capacity, trial2_capacity, scratch_capacity;
    uint32_t *symbols;  /* CAIRN_RLE_BLOCK_SYMBOLS entries for Cairn's deflate */
    uint32_t *hash;     /* CAIRN_IMAGE_HASH_ENTRIES entries for cairn_deflate_image */
    z_stream z;
    int z_ready;
} cairn_workspace;

#define CAIRN_WORKSPACE_KEEP ((size_t)32 << 20)
/// The most idle workspaces the pool keeps (at most one per processor, up to this many).
#define CAIRN_WORKSPACE_POOL_MAX 64

static pthread_mutex_t cairn_pool_lock = PTHREAD_MUTEX_INITIALIZER;
static cairn_workspace *cairn_pool[CAIRN_WORKSPACE_POOL_MAX];
static int cairn_pool_count = 0;
static int cairn_pool_limit = 0;  /* set on first use: the processor count, 1 ... POOL_MAX */

static void cairn_workspace_release_buffers(cairn_workspace *w) {
    free(w->rgba); free(w->prepared); free(w->compressed); free(w->trial); free(w->trial2); free(w->scratch);
    w->rgba = w->prepared = w->compressed = w->trial = w->trial2 = w->scratch = NULL;
    w->rgba_capacity = w->prepared_capacity = w->compressed_capacity = w->trial_capacity = w->trial2_capacity = w->scratch_capacity = 0;
}

static void cairn_workspace_destroy(cairn_workspace *w) {
    if (!w) return;
    cairn_workspace_release_buffers(w);
    if (w->z_ready) deflateEnd(&w->z);
    free(w->symbols);
    free(w->hash);
    free(w);
}

/// An idle workspace from the pool, or a new one; NULL when out of memory.
static cairn_workspace *cairn_workspace_get(void) {
    cairn_workspace *w = NULL;
    pthread_mutex_lock(&cairn_pool_lock);
    if (cairn_pool_limit == 0) {
        long cpus = sysconf(_SC_NPROCESSORS_ONLN);
        cairn_pool_limit = cpus < 1 ? 1 : cpus > CAIRN_WORKSPACE_POOL_MAX ? CAIRN_WORKSPACE_POOL_MAX : (int)cpus;
    }
    if (cairn_pool_count > 0) w = cairn_pool[--cairn_pool_count];
    pthread_mutex_unlock(&cairn_pool_lock);
    return w ? w : (cairn_workspace *)calloc(1, sizeof(cairn_workspace));
}

/// Gives `w` back: its buffers are released when together they exceed `CAIRN_WORKSPACE_KEEP`,
/// and the workspace itself when the pool already keeps one per processor.
static void cairn_workspace_put(cairn_workspace *w) {
    if (!w) return;
    size_t total = w->rgba_capacity + w->prepared_capacity + w->compressed_capacity + w->trial_capacity + w->trial2_capacity
        + w->scratch_capacity;
    if (total > CAIRN_WORKSPACE_KEEP) cairn_workspace_release_buffers(w);
    pthread_mutex_lock(&cairn_pool_lock);
    if (cairn_pool_count < cairn_pool_limit) {
        cairn_pool[cairn_pool_count++] = w;
        w = NULL;
    }
    pthread_mutex_unlock(&cairn_pool_lock);
    cairn_workspace_destroy(w);
}

/// Makes `*buffer` hold at least `size` bytes (contents not kept); 0 when out of memory.
static int cairn_reserve(unsigned char **buffer, size_t *capacity, size_t size) {
    if (*capacity >= size && *buffer) return 1;
    free(*buffer);
    *buffer = (unsigned char *)malloc(size ? size : 1);
    *capacity = *buffer ? size : 0;
    return *buffer != NULL;
}

/// Adler-32 of `n` bytes (as zlib's `adler32`), 16 bytes at a time with SSE2 where available:
/// over a block of N bytes, s1 grows by their sum and s2 by N · s1 + Σ (N − i) · byte[i].
static uint32_t cairn_adler32(uint32_t adler, const unsigned char *p, size_t n) {
    const uint32_t base = 65521;
    uint32_t s1 = adler & 0xffff, s2 = adler >> 16;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i weights_low = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i weights_high = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    while (n >= 16) {
        /* At most 5552 bytes (zlib's NMAX) before reducing: no lane overflows. */
        size_t blocks = n / 16 > 347 ? 347 : n / 16;
        n -= blocks * 16;
        __m128i sums = zero, prefix = zero, weighted = zero;
        for (size_t k = 0; k < blocks; k++, p += 16) {
            __m128i bytes = _mm_loadu_si128((const __m128i *)(const void *)p);
            prefix = _mm_add_epi32(prefix, sums);
            sums = _mm_add_epi32(sums, _mm_sad_epu8(bytes, zero));
            weighted = _mm_add_epi32(weighted, _mm_add_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(bytes, zero), weights_low),
                                                             _mm_madd_epi16(_mm_unpackhi_epi8(bytes, zero), weights_high)));
        }
        uint32_t lanes[4];
        _mm_storeu_si128((__m128i *)(void *)lanes, sums);
        uint64_t sum = (uint64_t)lanes[0] + lanes[2];
        _mm_storeu_si128((__m128i *)(void *)lanes, prefix);
        uint64_t prefix_sum = (uint64_t)lanes[0] + lanes[2];
        _mm_storeu_si128((__m128i *)(void *)lanes, weighted);
        uint64_t weighted_sum = (uint64_t)lanes[0] + lanes[1] + lanes[2] + lanes[3];
        uint64_t t2 = (uint64_t)s2 + (uint64_t)blocks * 16 * s1 + 16 * prefix_sum + weighted_sum;
        s1 = (uint32_t)((s1 + sum) % base);
        s2 = (uint32_t)(t2 % base);
    }
#endif
    while (n > 0) {
        size_t chunk = n > 5552 ? 5552 : n;
        n -= chunk;
        while (chunk--) { s1 += *p++; s2 += s1; }
        s1 %= base;
        s2 %= base;
    }
    return (s2 << 16) | s1;
}

/// Deflates `size` bytes prepared by `method` into `out` (capacity `capacity`); returns the
/// compressed size or 0 on failure (including too little room). Filtered rows go through
/// Cairn's run-length deflate (`cairn_deflate_rle`: zlib's Z_RLE parse, within 0.6 % of its
/// size on every sample, 2.7× faster on the social card's rows), unfiltered rows through
/// zlib's default strategy at `level` or Cairn's image deflate (`cairn_deflate_image`;
/// `row_length` and `pixel_bytes` tell it where the pixel before and above are). With
/// `wrap`, the data is a zlib stream: the 2-byte header zlib would write for this level and
/// strategy, the deflate data, then the Adler-32 of the input (computed here, faster than
/// zlib's); without it only the raw data (the size trials compare those), so trials skip the
/// checksum.
static size_t cairn_deflate_method(cairn_workspace *w, const unsigned char *data, size_t size, int level, int method,
                                   size_t row_length, size_t pixel_bytes, unsigned char *out, size_t capacity, int wrap) {
    if (size > UINT_MAX || capacity > UINT_MAX || capacity < 6) return 0;  /* canvases are far smaller */
    size_t header = wrap ? 2 : 0, trailer = wrap ? 4 : 0;
    size_t body;
    int strategy = method == CAIRN_METHOD_UNFILTERED ? Z_DEFAULT_STRATEGY : Z_RLE;
    if (method != CAIRN_METHOD_UNFILTERED) {
        if (!w->symbols && !(w->symbols = (uint32_t *)malloc(CAIRN_RLE_BLOCK_SYMBOLS * sizeof *w->symbols))) return 0;
        if (method == CAIRN_METHOD_FILTERED_RLE) {
            body = cairn_deflate_rle(data, size, out + header, capacity - header - trailer, w->symbols);
        } else {
            if (!w->hash && !(w->hash = (uint32_t *)malloc(CAIRN_IMAGE_HASH_ENTRIES * sizeof *w->hash))) return 0;
            body = cairn_deflate_image(data, size, row_length, pixel_bytes, out + header, capacity - header - trailer,
                                       w->symbols, w->hash);
        }
        if (body == 0) return 0;
    } else {
        if (!w->z_ready) {
            memset(&w->z, 0, sizeof w->z);
            if (deflateInit2(&w->z, level, Z_DEFLATED, -15, 8, strategy) != Z_OK) return 0;
            w->z_ready = 1;
        } else if (deflateReset(&w->z) != Z_OK || deflateParams(&w->z, level, strategy) != Z_OK) {
            return 0;
        }
        w->z.next_in = (Bytef *)(uintptr_t)data;
        w->z.avail_in = (uInt)size;
        w->z.next_out = out + header;
        w->z.avail_out = (uInt)(capacity - header - trailer);
        if (deflate(&w->z, Z_FINISH) != Z_STREAM_END) return 0;
        body = (size_t)w->z.total_out;
    }
    if (!wrap) return body;
    /* zlib's deflate.c: CMF = deflate, 32 KiB window; FLEVEL from the level (0 for the
       Huffman-only and RLE strategies; Cairn's image deflate says 1, "fast", as zlib's
       levels 2–5 do); FCHECK makes the pair a multiple of 31. */
    unsigned level_flags = method == CAIRN_METHOD_UNFILTERED_IMAGE ? 1
        : (strategy >= Z_HUFFMAN_ONLY || level < 2) ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
    unsigned zheader = ((unsigned)(Z_DEFLATED + ((15 - 8) << 4)) << 8) | (level_flags << 6);
    zheader += 31 - (zheader % 31);
    out[0] = (unsigned char)(zheader >> 8);
    out[1] = (unsigned char)zheader;
    cairn_put32(out + 2 + body, cairn_adler32(1, data, size));
    return body + 6;
}

/// Room for zlib's worst case (stored blocks) on `size` input bytes, with margin.
static size_t cairn_deflate_room(size_t size) { return size + size / 1000 + 1024; }

static void cairn_put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24); p[1] = (unsigned char)(v >> 16); p[2] = (unsigned char)(v >> 8); p[3] = (unsigned char)v;
}

/// Writes one chunk (length, type, data, CRC-32) at `p`; returns the bytes written.
static size_t cairn_put_chunk(unsigned char *p, const char *type, const unsigned char *data, size_t length) {
    cairn_put32(p, (uint32_t)length);
    memcpy(p + 4, type, 4);
    if (length) memmove(p + 8, data, length);
    uLong crc = crc32(0L, (const Bytef *)type, 4);
    if (length) crc = crc32(crc, p + 8, (uInt)length);
    cairn_put32(p + 8 + length, (uint32_t)crc);
    return 12 + length;
}

/// Largest data size of one IDAT chunk.
#define CAIRN_IDAT_PIECE ((size_t)1 << 20)

/// Whether every pixel of the image has alpha 255.
static int cairn_pixels_are_opaque(const unsigned char *pixels, int width, int height, int stride, cairn_pixel_layout layout) {
    for (int y = 0; y < height; y++) {
        const unsigned char *row = pixels + (size_t)y * (size_t)stride;
        if (layout == CAIRN_PIXELS_RGBA8_STRAIGHT) {
            unsigned all = 255;
            for (int x = 0; x < width; x++) all &= row[4 * x + 3];
            if (all != 255) return 0;
        } else {
            const uint32_t *source = (const uint32_t *)(const void *)row;
            uint32_t all = 0xff000000u;
            for (int x = 0; x < width; x++) all &= source[x];
            if ((all & 0xff000000u) != 0xff000000u) return 0;
        }
    }
    return 1;
}

/// Converts one row of `width` opaque pixels of `layout` to RGB bytes (alpha dropped; it is 255).
static void cairn_opaque_row_to_rgb(const unsigned char *source, cairn_pixel_layout layout, unsigned char *destination, int width) {
    if (layout == CAIRN_PIXELS_RGBA8_STRAIGHT) {
        for (int x = 0; x < width; x++) {
            destination[3 * x] = source[4 * x];
            destination[3 * x + 1] = source[4 * x + 1];
            destination[3 * x + 2] = source[4 * x + 2];
        }
    } else {
        const uint32_t *pixels = (const uint32_t *)(const void *)source;
        int x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        /* Four pixels (0x00RRGGBB each, alpha ignored) → 12 bytes R G B R G B …, as three
           little-endian words: a third of the stores of the byte loop below. */
        for (; x + 4 <= width; x += 4) {
            uint32_t p0 = pixels[x], p1 = pixels[x + 1], p2 = pixels[x + 2], p3 = pixels[x + 3];
            uint32_t words[3] = {
                ((p0 >> 16) & 0xff) | (p0 & 0xff00) | ((p0 & 0xff) << 16) | (((p1 >> 16) & 0xff) << 24),
                ((p1 >> 8) & 0xff) | ((p1 & 0xff) << 8) | (p2 & 0xff0000) | (((p2 >> 8) & 0xff) << 24),
                (p2 & 0xff) | ((p3 >> 8) & 0xff00) | ((p3 & 0xff00) << 8) | ((p3 & 0xff) << 24)};
            memcpy(destination + 3 * x, words, 12);
        }
#endif
        for (; x < width; x++) {
            uint32_t pixel = pixels[x];
            destination[3 * x] = (unsigned char)(pixel >> 16);
            destination[3 * x + 1] = (unsigned char)(pixel >> 8);
            destination[3 * x + 2] = (unsigned char)pixel;
        }
    }
}

int cairn_png_encode(const unsigned char *pixels, int width, int height, int stride,
                     cairn_pixel_layout layout, int compression_level,
                     unsigned char **out_data, size_t *out_size,
                     char *error_message, size_t error_capacity) {
    return cairn_png_encode_colour(pixels, width, height, stride, layout, compression_level, CAIRN_PNG_RGBA,
                                   out_data, out_size, error_message, error_capacity);
}

int cairn_png_encode_colour(const unsigned char *pixels, int width, int height, int stride,
                            cairn_pixel_layout layout, int compression_level, cairn_png_colour colour,
                            unsigned char **out_data, size_t *out_size,
                            char *error_message, size_t error_capacity) {
    *out_data = NULL;
    *out_size = 0;
    if (!pixels || width <= 0 || height <= 0 || stride < width * 4 || width > (1 << 24) || height > (1 << 24)) {
        cairn_set_error(error_message, error_capacity, "invalid pixel buffer (empty image or stride too small)");
        return -1;
    }
    if (compression_level < 0) compression_level = 0;
    if (compression_level > 9) compression_level = 9;

    /* RGB (colour type 2) when asked for and every pixel is opaque, else RGBA (6). */
    const int channels = colour == CAIRN_PNG_RGB_WHEN_OPAQUE && cairn_pixels_are_opaque(pixels, width, height, stride, layout) ? 3 : 4;
    const size_t row_bytes = (size_t)width * (size_t)channels;
    const size_t raw_size = (size_t)height * (row_bytes + 1);
    if ((size_t)height > ((size_t)1 << 40) / (row_bytes + 1)) {
        cairn_set_error(error_message, error_capacity, "image too large to encode");
        return -1;
    }

    cairn_workspace *w = cairn_workspace_get();
    if (!w) goto out_of_memory;
    /* Straight RGBA (or RGB) rows, contiguous; the prepared (filtered) rows; the compressed
       data; for levels 2...9 the other methods' trial outputs. */
    int small = raw_size <= 256 * 1024;
    size_t trial_size = small ? raw_size : ((size_t)height / 16 + 8) * (row_bytes + 1);
    if (!cairn_reserve(&w->rgba, &w->rgba_capacity, (size_t)height * row_bytes)
        || !cairn_reserve(&w->prepared, &w->prepared_capacity, raw_size)
        || !cairn_reserve(&w->compressed, &w->compressed_capacity, cairn_deflate_room(raw_size))
        || !cairn_reserve(&w->scratch, &w->scratch_capacity, row_bytes)
        || (compression_level > 1 && (!cairn_reserve(&w->trial, &w->trial_capacity, cairn_deflate_room(trial_size))
                                      || !cairn_reserve(&w->trial2, &w->trial2_capacity, cairn_deflate_room(trial_size)))))
        goto out_of_memory;
    unsigned char *rgba = w->rgba, *prepared = w->prepared, *zero_row = w->scratch;
    unsigned char *compressed = w->compressed;
    memset(zero_row, 0, row_bytes);  /* the row above the first */
    for (int y = 0; y < height; y++) {
        const unsigned char *source = pixels + (size_t)y * (size_t)stride;
        unsigned char *destination = rgba + (size_t)y * row_bytes;
        if (channels == 3) cairn_opaque_row_to_rgb(source, layout, destination, width);
        else if (layout == CAIRN_PIXELS_RGBA8_STRAIGHT) memcpy(destination, source, row_bytes);
        else cairn_argb32_row_to_rgba((const uint32_t *)(const void *)source, destination, width);
    }

    size_t compressed_size = 0;
    const size_t row_length = row_bytes + 1;
    if (compression_level <= 1) {
        /* 0: stored; 1: the fast setting. Unfiltered rows, zlib at that level. */
        size_t n = cairn_prepare(rgba, row_bytes, channels, height, CAIRN_METHOD_UNFILTERED, 0, prepared, zero_row);
        compressed_size = cairn_deflate_method(w, prepared, n, compression_level, CAIRN_METHOD_UNFILTERED, row_length, (size_t)channels,
                                               compressed, w->compressed_capacity, 1);
    } else {
        /* Choose the method by compressing with all three: the whole image when it is small,
           else a sixteenth of its rows (bands of 16), then the whole image with the smallest
           (on a tie the earlier: zlib on unfiltered rows, run-length on filtered rows,
           Cairn's image deflate on unfiltered rows). */
        unsigned char *outputs[3] = {w->trial, compressed, w->trial2};
        size_t capacities[3] = {w->trial_capacity, w->compressed_capacity, w->trial2_capacity}, sizes[3];
        size_t n0 = cairn_prepare(rgba, row_bytes, channels, height, CAIRN_METHOD_UNFILTERED, !small, prepared, zero_row);
        sizes[0] = cairn_deflate_method(w, prepared, n0, compression_level, CAIRN_METHOD_UNFILTERED, row_length, (size_t)channels,
                                        outputs[0], capacities[0], small);
        sizes[2] = cairn_deflate_method(w, prepared, n0, compression_level, CAIRN_METHOD_UNFILTERED_IMAGE, row_length, (size_t)channels,
                                        outputs[2], capacities[2], small);
        size_t n1 = cairn_prepare(rgba, row_bytes, channels, height, CAIRN_METHOD_FILTERED_RLE, !small, prepared, zero_row);
        sizes[1] = cairn_deflate_method(w, prepared, n1, compression_level, CAIRN_METHOD_FILTERED_RLE, row_length, (size_t)channels,
                                        outputs[1], capacities[1], small);
        if (sizes[0] == 0 || sizes[1] == 0 || sizes[2] == 0) goto deflate_failed;
        int method = CAIRN_METHOD_UNFILTERED;
        if (sizes[1] < sizes[method]) method = CAIRN_METHOD_FILTERED_RLE;
        if (sizes[2] < sizes[method]) method = CAIRN_METHOD_UNFILTERED_IMAGE;
        if (small) {
            compressed = outputs[method];
            compressed_size = sizes[method];
        } else {
            size_t n = cairn_prepare(rgba, row_bytes, channels, height, method, 0, prepared, zero_row);
            compressed_size = cairn_deflate_method(w, prepared, n, compression_level, method, row_length, (size_t)channels,
                                                   compressed, w->compressed_capacity, 1);
            /* A sixteenth of the rows can mislead when two methods come within 5 %: then the
               runner-up compresses the whole image too (into the room of the full raw
               image, which the trial buffers lack), and the smaller is kept. */
            int second = -1;
            for (int m = 0; m < 3; m++)
                if (m != method && (second < 0 || sizes[m] < sizes[second])) second = m;
            if (compressed_size && sizes[second] * 100 <= sizes[method] * 105) {
                if (!cairn_reserve(&w->trial2, &w->trial2_capacity, cairn_deflate_room(raw_size))) goto out_of_memory;
                n = cairn_prepare(rgba, row_bytes, channels, height, second, 0, prepared, zero_row);
                size_t other = cairn_deflate_method(w, prepared, n, compression_level, second, row_length, (size_t)channels,
                                                    w->trial2, w->trial2_capacity, 1);
                if (other && other < compressed_size) {
                    compressed = w->trial2;
                    compressed_size = other;
                }
            }
        }
    }
    if (compressed_size == 0) goto deflate_failed;

    /* signature · IHDR · IDAT… · IEND */
    size_t pieces = (compressed_size + CAIRN_IDAT_PIECE - 1) / CAIRN_IDAT_PIECE;
    size_t total = 8 + (12 + 13) + compressed_size + 12 * pieces + 12;
    unsigned char *png = (unsigned char *)malloc(total);
    if (!png) goto out_of_memory;
    static const unsigned char signature[8] = {0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A};
    memcpy(png, signature, 8);
    size_t at = 8;
    unsigned char header[13];
    cairn_put32(header, (uint32_t)width);
    cairn_put32(header + 4, (uint32_t)height);
    header[8] = 8;   /* bit depth */
    header[9] = channels == 3 ? 2 : 6;   /* colour type: RGB or RGBA */
    header[10] = 0;  /* deflate */
    header[11] = 0;  /* filter method 0 */
    header[12] = 0;  /* no interlace */
    at += cairn_put_chunk(png + at, "IHDR", header, 13);
    for (size_t offset = 0; offset < compressed_size; offset += CAIRN_IDAT_PIECE) {
        size_t length = compressed_size - offset < CAIRN_IDAT_PIECE ? compressed_size - offset : CAIRN_IDAT_PIECE;
        at += cairn_put_chunk(png + at, "IDAT", compressed + offset, length);
    }
    at += cairn_put_chunk(png + at, "IEND", NULL, 0);
    cairn_workspace_put(w);
    *out_data = png;
    *out_size = at;
    return 0;

out_of_memory:
    cairn_workspace_put(w);
    cairn_set_error(error_message, error_capacity, "out of memory while encoding the PNG");
    return -1;
deflate_failed:
    cairn_workspace_put(w);
    cairn_set_error(error_message, error_capacity, "zlib: deflate failed");
    return -1;
}

void cairn_png_free(unsigned char *data) { free(data); }
