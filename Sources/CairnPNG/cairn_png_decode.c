#include "cairn_png_decode.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// Cairn's one PNG decoder: images drawn by views (as displayed), snapshot references (as
// stored, with their text chunks) and the frames an export resumes from (checked whole).

static void cairn_decode_fail(char *error_message, size_t error_capacity, const char *reason) {
    if (error_message && error_capacity > 0) snprintf(error_message, error_capacity, "%s", reason);
}

/// Why a `width` × `height` image is refused under `options`, written into `reason`; 0 when it is accepted.
static int cairn_size_refused(cairn_png_decode_options options, png_uint_32 width, png_uint_32 height,
                              char *reason, size_t capacity) {
    if (options.max_side == 0) return 0;
    int too_large = width == 0 || height == 0 || width > options.max_side || height > options.max_side
        || (options.max_pixels > 0 && (unsigned long long)width * height > options.max_pixels);
    if (!too_large) return 0;
    if (options.max_pixels > 0) {
        snprintf(reason, capacity, "PNG of %ux%u pixels is too large (at most %u on a side and %llu pixels)",
                 (unsigned)width, (unsigned)height, options.max_side, options.max_pixels);
    } else {
        snprintf(reason, capacity, "the PNG's size is out of range (1...%u pixels per side)", options.max_side);
    }
    return 1;
}

// MARK: - As displayed: libpng's simplified API (its longjmp stays inside libpng)

static int cairn_decode_displayed(const unsigned char *data, size_t size, cairn_png_decode_options options,
                                  unsigned char **out_pixels, int *out_width, int *out_height,
                                  char *error_message, size_t error_capacity) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        cairn_decode_fail(error_message, error_capacity, image.message[0] ? image.message : "unreadable PNG header");
        png_image_free(&image);
        return -1;
    }
    char reason[160];
    if (cairn_size_refused(options, image.width, image.height, reason, sizeof reason)) {
        cairn_decode_fail(error_message, error_capacity, reason);
        png_image_free(&image);
        return -1;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t bytes = PNG_IMAGE_SIZE(image);
    unsigned char *pixels = (unsigned char *)malloc(bytes ? bytes : 1);
    if (pixels == NULL) {
        cairn_decode_fail(error_message, error_capacity, "out of memory for the decoded pixels");
        png_image_free(&image);
        return -1;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        cairn_decode_fail(error_message, error_capacity, image.message[0] ? image.message : "corrupt PNG data");
        free(pixels);
        png_image_free(&image);
        return -1;
    }
    if (options.keep_pixels) {
        *out_pixels = pixels;
    } else {
        free(pixels);
    }
    *out_width = (int)image.width;
    *out_height = (int)image.height;
    png_image_free(&image);
    return 0;
}

// MARK: - As stored: libpng's full API, its longjmp caught here

/// The compressed bytes libpng reads from.
typedef struct {
    const unsigned char *data;
    size_t size;
    size_t offset;
} cairn_source;

/// Error context shared with libpng's error callback.
typedef struct {
    jmp_buf jump;
    char message[256];
} cairn_decode_error;

static void cairn_read(png_structp png, png_bytep bytes, png_size_t length) {
    cairn_source *source = (cairn_source *)png_get_io_ptr(png);
    if (source->size - source->offset < length) {
        png_error(png, "the PNG data ends early (truncated file?)");
        return;
    }
    memcpy(bytes, source->data + source->offset, length);
    source->offset += length;
}

static void cairn_on_error(png_structp png, png_const_charp message) {
    cairn_decode_error *context = (cairn_decode_error *)png_get_error_ptr(png);
    snprintf(context->message, sizeof context->message, "%s", message ? message : "libpng error");
    longjmp(context->jump, 1);
}

static void cairn_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/// Joins every text chunk of `info` as "key=value\n" lines into a malloc'ed string.
static char *cairn_collect_text(png_structp png, png_infop info) {
    png_textp text = NULL;
    int count = 0;
    png_get_text(png, info, &text, &count);
    size_t length = 1;
    for (int i = 0; i < count; i++) {
        length += strlen(text[i].key) + 1 + (text[i].text ? strlen(text[i].text) : 0) + 1;
    }
    char *joined = (char *)malloc(length);
    if (!joined) return NULL;
    joined[0] = 0;
    size_t used = 0;
    for (int i = 0; i < count; i++) {
        used += (size_t)snprintf(joined + used, length - used, "%s=%s\n",
                                 text[i].key, text[i].text ? text[i].text : "");
    }
    return joined;
}

static int cairn_decode_stored(const unsigned char *data, size_t size, cairn_png_decode_options options,
                               unsigned char **out_pixels, int *out_width, int *out_height, char **out_text,
                               char *error_message, size_t error_capacity) {
    cairn_decode_error context;
    context.message[0] = 0;
    cairn_source source = {data, size, 0};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, cairn_on_error, cairn_on_warning);
    if (!png) {
        cairn_decode_fail(error_message, error_capacity, "libpng could not allocate a reader");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        cairn_decode_fail(error_message, error_capacity, "libpng could not allocate an info struct");
        return -1;
    }
    // Volatile: modified between setjmp and a possible longjmp.
    unsigned char *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(context.jump)) {
        free(pixels);
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        cairn_decode_fail(error_message, error_capacity, context.message[0] ? context.message : "libpng failed");
        return -1;
    }
    png_set_read_fn(png, &source, cairn_read);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    int colour = png_get_color_type(png, info);
    char reason[160];
    if (cairn_size_refused(options, width, height, reason, sizeof reason)) png_error(png, reason);
    // Widen everything to 8-bit RGBA; no gamma handling: the stored values are compared.
    png_set_expand(png);
    png_set_strip_16(png);
    if (colour == PNG_COLOR_TYPE_GRAY || colour == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(colour & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "the PNG did not widen to 8-bit RGBA");
    }
    size_t row_bytes = (size_t)width * 4;
    pixels = (unsigned char *)malloc(row_bytes * height);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
    if (!pixels || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + y * row_bytes;
    png_read_image(png, rows);
    png_read_end(png, info);
    char *text = NULL;
    if (out_text) {
        text = cairn_collect_text(png, info);
        if (!text) png_error(png, "out of memory");
    }
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    if (options.keep_pixels) {
        *out_pixels = pixels;
    } else {
        free(pixels);
    }
    *out_width = (int)width;
    *out_height = (int)height;
    if (out_text) *out_text = text;
    return 0;
}

int cairn_png_decode(const unsigned char *data, size_t size, cairn_png_decode_options options,
                     unsigned char **out_pixels, int *out_width, int *out_height, char **out_text,
                     char *error_message, size_t error_capacity) {
    if (out_pixels) *out_pixels = NULL;
    if (out_text) *out_text = NULL;
    *out_width = 0;
    *out_height = 0;
    if (options.keep_pixels && !out_pixels) options.keep_pixels = 0;
    if (data == NULL || size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        cairn_decode_fail(error_message, error_capacity, "the data is not a PNG (no PNG signature)");
        return -1;
    }
    if (options.samples == CAIRN_PNG_AS_STORED) {
        return cairn_decode_stored(data, size, options, out_pixels, out_width, out_height, out_text,
                                   error_message, error_capacity);
    }
    return cairn_decode_displayed(data, size, options, out_pixels, out_width, out_height,
                                  error_message, error_capacity);
}

void cairn_png_free_pixels(void *buffer) { free(buffer); }

uint32_t cairn_png_crc32(uint32_t crc, const unsigned char *data, size_t length) {
    /* zlib's crc32 takes a uInt length: feed large buffers in pieces. */
    uLong value = crc;
    while (length > 0) {
        uInt piece = length > 0x40000000u ? 0x40000000u : (uInt)length;
        value = crc32(value, data, piece);
        data += piece;
        length -= piece;
    }
    return (uint32_t)value;
}
