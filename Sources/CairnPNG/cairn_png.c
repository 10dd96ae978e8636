#include "cairn_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// A growable memory buffer that libpng writes into.
typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
    int failed;
} cairn_buffer;

/// Error context shared with libpng's error callback.
typedef struct {
    jmp_buf jump;
    char message[256];
} cairn_error_context;

static void cairn_write(png_structp png, png_bytep bytes, png_size_t length) {
    cairn_buffer *buffer = (cairn_buffer *)png_get_io_ptr(png);
    if (buffer->failed) return;
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(buffer->data, capacity);
        if (!grown) {
            buffer->failed = 1;
            png_error(png, "out of memory while growing the PNG buffer");
            return;
        }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static void cairn_flush(png_structp png) { (void)png; }

static void cairn_error(png_structp png, png_const_charp message) {
    cairn_error_context *context = (cairn_error_context *)png_get_error_ptr(png);
    snprintf(context->message, sizeof context->message, "libpng: %s", message ? message : "unknown error");
    longjmp(context->jump, 1);
}

static void cairn_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

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

int cairn_png_encode(const unsigned char *pixels, int width, int height, int stride,
                     cairn_pixel_layout layout, int compression_level,
                     unsigned char **out_data, size_t *out_size,
                     char *error_message, size_t error_capacity) {
    *out_data = NULL;
    *out_size = 0;
    if (!pixels || width <= 0 || height <= 0 || stride < width * 4) {
        cairn_set_error(error_message, error_capacity, "invalid pixel buffer (empty image or stride too small)");
        return -1;
    }
    if (compression_level < 0) compression_level = 0;
    if (compression_level > 9) compression_level = 9;

    /* What changes after setjmp lives on the heap (`buffer`) or is volatile (`row`), so it
       is still valid after a longjmp; `png`, `info` and `buffer` are not reassigned. */
    cairn_error_context context;
    context.message[0] = 0;
    unsigned char *volatile row = NULL;
    cairn_buffer *buffer = (cairn_buffer *)calloc(1, sizeof(cairn_buffer));
    if (!buffer) {
        cairn_set_error(error_message, error_capacity, "out of memory");
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, cairn_error, cairn_warning);
    if (!png) {
        free(buffer);
        cairn_set_error(error_message, error_capacity, "libpng: could not create the write structure");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        free(buffer);
        cairn_set_error(error_message, error_capacity, "libpng: could not create the info structure");
        return -1;
    }
    if (setjmp(context.jump)) {
        png_destroy_write_struct(&png, &info);
        free(buffer->data);
        free(buffer);
        free(row);
        cairn_set_error(error_message, error_capacity, context.message[0] ? context.message : "libpng: unknown error");
        return -1;
    }

    png_set_write_fn(png, buffer, cairn_write, cairn_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_write_info(png, info);

    if (layout == CAIRN_PIXELS_RGBA8_STRAIGHT) {
        for (int y = 0; y < height; y++) {
            png_write_row(png, (png_const_bytep)(pixels + (size_t)y * (size_t)stride));
        }
    } else {
        row = (unsigned char *)malloc((size_t)width * 4);
        if (!row) png_error(png, "out of memory for a row buffer");
        for (int y = 0; y < height; y++) {
            cairn_argb32_row_to_rgba((const uint32_t *)(const void *)(pixels + (size_t)y * (size_t)stride), row, width);
            png_write_row(png, row);
        }
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);

    *out_data = buffer->data;
    *out_size = buffer->size;
    free(buffer);
    return 0;
}

void cairn_png_free(unsigned char *data) { free(data); }
