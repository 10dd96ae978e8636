#include "cairn_snapshot_support.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static void cairn_fail(char *error_message, size_t capacity, const char *reason) {
    if (error_message && capacity > 0) snprintf(error_message, capacity, "%s", reason);
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

int cairn_snapshot_png_decode(const unsigned char *data, size_t size,
                     unsigned char **out_pixels, int *out_width, int *out_height,
                     char **out_text, char *error_message, size_t error_capacity) {
    *out_pixels = NULL;
    *out_text = NULL;
    *out_width = 0;
    *out_height = 0;
    if (!data || size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        cairn_fail(error_message, error_capacity, "the data is not a PNG (no PNG signature)");
        return -1;
    }
    cairn_decode_error context;
    context.message[0] = 0;
    cairn_source source = {data, size, 0};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, cairn_on_error, cairn_on_warning);
    if (!png) {
        cairn_fail(error_message, error_capacity, "libpng could not allocate a reader");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        cairn_fail(error_message, error_capacity, "libpng could not allocate an info struct");
        return -1;
    }
    // Volatile: modified between setjmp and a possible longjmp.
    unsigned char *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(context.jump)) {
        free(pixels);
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        cairn_fail(error_message, error_capacity, context.message[0] ? context.message : "libpng failed");
        return -1;
    }
    png_set_read_fn(png, &source, cairn_read);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    int colour = png_get_color_type(png, info);
    if (width == 0 || height == 0 || width > 65536 || height > 65536) {
        png_error(png, "the PNG's size is out of range (1...65536 pixels per side)");
    }
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
    char *text = cairn_collect_text(png, info);
    if (!text) png_error(png, "out of memory");
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    *out_pixels = pixels;
    *out_width = (int)width;
    *out_height = (int)height;
    *out_text = text;
    return 0;
}

void cairn_snapshot_free(void *buffer) { free(buffer); }
