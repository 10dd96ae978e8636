#include "cairn_png.h"

#include <limits.h>
#include <pthread.h>
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
enum { CAIRN_METHOD_UNFILTERED = 0, CAIRN_METHOD_FILTERED_RLE = 1 };

/// Writes filter byte + filtered bytes of one row (`n` bytes, 4 per pixel) to `out`.
/// `prev` is the previous image row (all zero for the first). Adaptive: of the five PNG
/// filters the one with the smallest sum of |signed residual| (libpng's heuristic), the
/// lowest-numbered on ties. `scratch` holds 4 * n bytes. Branch-free loops (vectorisable).
static void cairn_filter_row(const unsigned char *restrict cur, const unsigned char *restrict prev, size_t n,
                             unsigned char *restrict out, unsigned char *restrict scratch) {
    unsigned char *restrict sub = scratch, *restrict up = scratch + n, *restrict avg = scratch + 2 * n,
                  *restrict paeth = scratch + 3 * n;
    unsigned sums[5] = {0, 0, 0, 0, 0};
    for (size_t i = 0; i < 4 && i < n; i++) {
        int x = cur[i], b = prev[i];
        sub[i] = (unsigned char)x;
        up[i] = (unsigned char)(x - b);
        avg[i] = (unsigned char)(x - (b >> 1));
        paeth[i] = (unsigned char)(x - b);  /* a = c = 0: Paeth predicts b */
    }
    for (size_t i = 4; i < n; i++) {
        int x = cur[i], a = cur[i - 4], b = prev[i], c = prev[i - 4];
        int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
        int predicted = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
        sub[i] = (unsigned char)(x - a);
        up[i] = (unsigned char)(x - b);
        avg[i] = (unsigned char)(x - ((a + b) >> 1));
        paeth[i] = (unsigned char)(x - predicted);
    }
    unsigned s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0;
    for (size_t i = 0; i < n; i++) {
        s0 += (unsigned)abs((signed char)cur[i]);
        s1 += (unsigned)abs((signed char)sub[i]);
        s2 += (unsigned)abs((signed char)up[i]);
        s3 += (unsigned)abs((signed char)avg[i]);
        s4 += (unsigned)abs((signed char)paeth[i]);
    }
    sums[0] = s0; sums[1] = s1; sums[2] = s2; sums[3] = s3; sums[4] = s4;
    int best = 0;
    for (int f = 1; f < 5; f++) if (sums[f] < sums[best]) best = f;
    out[0] = (unsigned char)best;
    memcpy(out + 1, best == 0 ? cur : scratch + (size_t)(best - 1) * n, n);
}

/// The rows `y` of the image for which `take(y)` holds, prepared by `method`, into `out`
/// (each row: filter byte + width * 4 bytes). `scratch`: 5 * row_bytes bytes, the last
/// row_bytes of them zero. Returns the number of bytes written.
static size_t cairn_prepare(const unsigned char *rgba, size_t row_bytes, int height, int method,
                            int sample, unsigned char *out, unsigned char *scratch) {
    size_t written = 0;
    for (int y = 0; y < height; y++) {
        /* Sample: bands of 16 rows, one band in every 8 (an eighth of the rows, each band
           contiguous so matches between neighbouring rows are represented). */
        if (sample && ((y >> 4) & 7) != 0) continue;
        const unsigned char *cur = rgba + (size_t)y * row_bytes;
        if (method == CAIRN_METHOD_UNFILTERED) {
            out[written] = 0;
            memcpy(out + written + 1, cur, row_bytes);
        } else {
            cairn_filter_row(cur, y > 0 ? cur - row_bytes : scratch + 4 * row_bytes, row_bytes, out + written, scratch);
        }
        written += row_bytes + 1;
    }
    return written;
}

/// Buffers and a zlib stream kept by each thread between encodes, so that a frame export's
/// workers neither allocate nor fault in fresh pages per frame (page faults and mmap/munmap
/// serialise threads on the process's memory map). Buffers larger in total than
/// `CAIRN_WORKSPACE_KEEP` are released after the encode that needed them.
typedef struct {
    unsigned char *rgba, *prepared, *compressed, *trial, *scratch;
    size_t rgba_capacity, prepared_capacity, compressed_capacity, trial_capacity, scratch_capacity;
    z_stream z;
    int z_ready;
} cairn_workspace;

#define CAIRN_WORKSPACE_KEEP ((size_t)32 << 20)

static pthread_key_t cairn_workspace_key;
static pthread_once_t cairn_workspace_once = PTHREAD_ONCE_INIT;

static void cairn_workspace_release_buffers(cairn_workspace *w) {
    free(w->rgba); free(w->prepared); free(w->compressed); free(w->trial); free(w->scratch);
    w->rgba = w->prepared = w->compressed = w->trial = w->scratch = NULL;
    w->rgba_capacity = w->prepared_capacity = w->compressed_capacity = w->trial_capacity = w->scratch_capacity = 0;
}

static void cairn_workspace_destroy(void *pointer) {
    cairn_workspace *w = (cairn_workspace *)pointer;
    if (!w) return;
    cairn_workspace_release_buffers(w);
    if (w->z_ready) deflateEnd(&w->z);
    free(w);
}

static void cairn_workspace_make_key(void) { (void)pthread_key_create(&cairn_workspace_key, cairn_workspace_destroy); }

/// This thread's workspace (created on first use); NULL when out of memory.
static cairn_workspace *cairn_workspace_get(void) {
    pthread_once(&cairn_workspace_once, cairn_workspace_make_key);
    cairn_workspace *w = (cairn_workspace *)pthread_getspecific(cairn_workspace_key);
    if (w) return w;
    w = (cairn_workspace *)calloc(1, sizeof *w);
    if (!w) return NULL;
    if (pthread_setspecific(cairn_workspace_key, w) != 0) { free(w); return NULL; }
    return w;
}

/// Releases the buffers when together they exceed `CAIRN_WORKSPACE_KEEP`.
static void cairn_workspace_trim(cairn_workspace *w) {
    size_t total = w->rgba_capacity + w->prepared_capacity + w->compressed_capacity + w->trial_capacity + w->scratch_capacity;
    if (total > CAIRN_WORKSPACE_KEEP) cairn_workspace_release_buffers(w);
}

/// Makes `*buffer` hold at least `size` bytes (contents not kept); 0 when out of memory.
static int cairn_reserve(unsigned char **buffer, size_t *capacity, size_t size) {
    if (*capacity >= size && *buffer) return 1;
    free(*buffer);
    *buffer = (unsigned char *)malloc(size ? size : 1);
    *capacity = *buffer ? size : 0;
    return *buffer != NULL;
}

/// zlib-compresses `size` bytes into `out` (capacity `capacity`) with the workspace's stream;
/// returns the compressed size or 0 on failure (including too little room).
static size_t cairn_deflate(cairn_workspace *w, const unsigned char *data, size_t size, int level, int strategy,
                            unsigned char *out, size_t capacity) {
    if (size > UINT_MAX || capacity > UINT_MAX) return 0;  /* canvases are far smaller */
    if (!w->z_ready) {
        memset(&w->z, 0, sizeof w->z);
        if (deflateInit2(&w->z, level, Z_DEFLATED, 15, 8, strategy) != Z_OK) return 0;
        w->z_ready = 1;
    } else if (deflateReset(&w->z) != Z_OK || deflateParams(&w->z, level, strategy) != Z_OK) {
        return 0;
    }
    w->z.next_in = (Bytef *)(uintptr_t)data;
    w->z.avail_in = (uInt)size;
    w->z.next_out = out;
    w->z.avail_out = (uInt)capacity;
    int status = deflate(&w->z, Z_FINISH);
    return status == Z_STREAM_END ? (size_t)w->z.total_out : 0;
}

static size_t cairn_deflate_method(cairn_workspace *w, const unsigned char *data, size_t size, int level, int method,
                                   unsigned char *out, size_t capacity) {
    return cairn_deflate(w, data, size, level, method == CAIRN_METHOD_UNFILTERED ? Z_DEFAULT_STRATEGY : Z_RLE, out, capacity);
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

int cairn_png_encode(const unsigned char *pixels, int width, int height, int stride,
                     cairn_pixel_layout layout, int compression_level,
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

    const size_t row_bytes = (size_t)width * 4;
    const size_t raw_size = (size_t)height * (row_bytes + 1);
    if ((size_t)height > ((size_t)1 << 40) / (row_bytes + 1)) {
        cairn_set_error(error_message, error_capacity, "image too large to encode");
        return -1;
    }

    cairn_workspace *w = cairn_workspace_get();
    if (!w) goto out_of_memory;
    /* Straight RGBA rows, contiguous; the prepared (filtered) rows; the compressed data;
       for levels 2...9 the other method's trial output. */
    int small = raw_size <= 256 * 1024;
    size_t trial_size = small ? raw_size : ((size_t)height / 8 + 16) * (row_bytes + 1);
    if (!cairn_reserve(&w->rgba, &w->rgba_capacity, (size_t)height * row_bytes)
        || !cairn_reserve(&w->prepared, &w->prepared_capacity, raw_size)
        || !cairn_reserve(&w->compressed, &w->compressed_capacity, cairn_deflate_room(raw_size))
        || !cairn_reserve(&w->scratch, &w->scratch_capacity, 5 * row_bytes)
        || (compression_level > 1 && !cairn_reserve(&w->trial, &w->trial_capacity, cairn_deflate_room(trial_size))))
        goto out_of_memory;
    unsigned char *rgba = w->rgba, *prepared = w->prepared, *scratch = w->scratch;
    unsigned char *compressed = w->compressed;
    memset(scratch + 4 * row_bytes, 0, row_bytes);  /* the zero row above the first */
    for (int y = 0; y < height; y++) {
        const unsigned char *source = pixels + (size_t)y * (size_t)stride;
        unsigned char *destination = rgba + (size_t)y * row_bytes;
        if (layout == CAIRN_PIXELS_RGBA8_STRAIGHT) memcpy(destination, source, row_bytes);
        else cairn_argb32_row_to_rgba((const uint32_t *)(const void *)source, destination, width);
    }

    size_t compressed_size = 0;
    if (compression_level <= 1) {
        /* 0: stored; 1: the fast setting. Unfiltered rows, zlib at that level. */
        size_t n = cairn_prepare(rgba, row_bytes, height, CAIRN_METHOD_UNFILTERED, 0, prepared, scratch);
        compressed_size = cairn_deflate(w, prepared, n, compression_level, Z_DEFAULT_STRATEGY, compressed, w->compressed_capacity);
    } else {
        /* Choose the method by compressing both: the whole image when it is small, else an
           eighth of its rows (bands of 16), then the whole image with the smaller one. */
        unsigned char *trial = w->trial;
        size_t n0 = cairn_prepare(rgba, row_bytes, height, CAIRN_METHOD_UNFILTERED, !small, prepared, scratch);
        size_t c0 = cairn_deflate_method(w, prepared, n0, compression_level, CAIRN_METHOD_UNFILTERED, trial, w->trial_capacity);
        size_t n1 = cairn_prepare(rgba, row_bytes, height, CAIRN_METHOD_FILTERED_RLE, !small, prepared, scratch);
        size_t c1 = cairn_deflate_method(w, prepared, n1, compression_level, CAIRN_METHOD_FILTERED_RLE, compressed, w->compressed_capacity);
        if (c0 == 0 || c1 == 0) goto deflate_failed;
        int method = c1 < c0 ? CAIRN_METHOD_FILTERED_RLE : CAIRN_METHOD_UNFILTERED;
        if (small) {
            if (method == CAIRN_METHOD_UNFILTERED) {
                compressed = trial;
                compressed_size = c0;
            } else {
                compressed_size = c1;
            }
        } else {
            size_t n = cairn_prepare(rgba, row_bytes, height, method, 0, prepared, scratch);
            compressed_size = cairn_deflate_method(w, prepared, n, compression_level, method, compressed, w->compressed_capacity);
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
    header[9] = 6;   /* colour type: RGBA */
    header[10] = 0;  /* deflate */
    header[11] = 0;  /* filter method 0 */
    header[12] = 0;  /* no interlace */
    at += cairn_put_chunk(png + at, "IHDR", header, 13);
    for (size_t offset = 0; offset < compressed_size; offset += CAIRN_IDAT_PIECE) {
        size_t length = compressed_size - offset < CAIRN_IDAT_PIECE ? compressed_size - offset : CAIRN_IDAT_PIECE;
        at += cairn_put_chunk(png + at, "IDAT", compressed + offset, length);
    }
    at += cairn_put_chunk(png + at, "IEND", NULL, 0);
    cairn_workspace_trim(w);
    *out_data = png;
    *out_size = at;
    return 0;

out_of_memory:
    if (w) cairn_workspace_trim(w);
    cairn_set_error(error_message, error_capacity, "out of memory while encoding the PNG");
    return -1;
deflate_failed:
    cairn_workspace_trim(w);
    cairn_set_error(error_message, error_capacity, "zlib: deflate failed");
    return -1;
}

void cairn_png_free(unsigned char *data) { free(data); }
