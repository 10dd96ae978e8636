#ifndef CAIRN_PNG_H
#define CAIRN_PNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The layout of the pixels handed to `cairn_png_encode`.
typedef enum {
    /// Cairo's CAIRO_FORMAT_ARGB32: one native-endian uint32 per pixel, premultiplied alpha.
    CAIRN_PIXELS_ARGB32_PREMULTIPLIED = 0,
    /// Four bytes per pixel in the order R, G, B, A, straight (un-premultiplied) alpha.
    CAIRN_PIXELS_RGBA8_STRAIGHT = 1
} cairn_pixel_layout;

/// Encodes pixels as an 8-bit RGBA PNG (colour type 6, no interlace, no filter, no tIME or
/// other ancillary chunks) into a malloc'ed buffer.
///
/// libpng reports errors with longjmp; this function contains that: it never longjmps into
/// its caller. On success returns 0 and sets `*out_data` (free with `cairn_png_free`) and
/// `*out_size`. On failure returns -1, leaves `*out_data` NULL and writes a NUL-terminated
/// reason into `error_message` (if `error_capacity` > 0).
int cairn_png_encode(const unsigned char *pixels, int width, int height, int stride,
                     cairn_pixel_layout layout, int compression_level,
                     unsigned char **out_data, size_t *out_size,
                     char *error_message, size_t error_capacity);

/// Frees a buffer returned by `cairn_png_encode`.
void cairn_png_free(unsigned char *data);

/// Converts one row of `width` Cairo ARGB32 premultiplied pixels to straight RGBA bytes.
void cairn_argb32_row_to_rgba(const uint32_t *source, unsigned char *destination, int width);

#ifdef __cplusplus
}
#endif

#endif
