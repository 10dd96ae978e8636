#ifndef CAIRN_PNG_DECODE_H
#define CAIRN_PNG_DECODE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The largest width or height `cairn_png_decode` accepts, in pixels.
#define CAIRN_PNG_MAX_SIDE 16384
/// The most pixels `cairn_png_decode` accepts (64 Mi: 256 MiB of RGBA), so a small file
/// that claims a huge size cannot exhaust memory.
#define CAIRN_PNG_MAX_PIXELS (64 * 1024 * 1024)

/// Decodes a PNG held in memory into 8-bit straight-alpha RGBA (any colour type, bit depth,
/// palette or transparency chunk is converted; interlaced files are read whole).
///
/// libpng's errors are contained here: this never longjmps into its caller. On success
/// returns 0, sets `*out_pixels` (width × height × 4 bytes, free with `cairn_png_free_pixels`),
/// `*out_width` and `*out_height`. On failure returns -1, leaves `*out_pixels` NULL and writes a
/// NUL-terminated reason into `error_message` (if `error_capacity` > 0).
int cairn_png_decode(const unsigned char *data, size_t size,
                     unsigned char **out_pixels, int *out_width, int *out_height,
                     char *error_message, size_t error_capacity);

/// Frees pixels returned by `cairn_png_decode`.
void cairn_png_free_pixels(unsigned char *pixels);

#ifdef __cplusplus
}
#endif

#endif
