#ifndef CAIRN_PNG_DECODE_H
#define CAIRN_PNG_DECODE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The largest width or height an image file may have, in pixels (`cairn_png_decode`'s
/// `max_side` for images).
#define CAIRN_PNG_MAX_SIDE 16384
/// The most pixels an image file may have (64 Mi: 256 MiB of RGBA), so a small file
/// that claims a huge size cannot exhaust memory.
#define CAIRN_PNG_MAX_PIXELS 67108864  /* 64 * 1024 * 1024 */

/// How `cairn_png_decode` turns the stored samples into 8-bit RGBA.
typedef enum {
    /// As displayed: libpng's simplified API converts the file's gamma (and 16-bit
    /// linear samples) to 8-bit sRGB, as an image on screen shows it.
    CAIRN_PNG_AS_DISPLAYED = 0,
    /// As stored: every sample widened or cut to 8 bits without gamma or colour-space
    /// conversion, and the file's `tEXt` chunks collected (snapshot references).
    CAIRN_PNG_AS_STORED = 1
} cairn_png_samples;

/// What `cairn_png_decode` accepts and how it converts.
typedef struct {
    cairn_png_samples samples;
    /// The largest width or height accepted; 0: libpng's own limit.
    unsigned max_side;
    /// The most pixels accepted; 0: no limit beyond `max_side`.
    unsigned long long max_pixels;
    /// Whether to allocate and return the pixels (0: only check that the whole file decodes).
    int keep_pixels;
} cairn_png_decode_options;

/// Decodes a PNG held in memory into 8-bit straight-alpha RGBA, row-major, top row first
/// (any colour type, bit depth, palette or transparency chunk is converted; interlaced files
/// are read whole; every chunk CRC and the whole zlib stream are checked).
///
/// libpng's errors (its longjmp) are contained here: this never longjmps into its caller. On
/// success returns 0, sets `*out_width` and `*out_height`, `*out_pixels` (width × height × 4
/// bytes, when `keep_pixels`) and `*out_text` (as stored, when `out_text` is not NULL: every
/// tEXt chunk as "key=value\n" lines, an empty string when there are none); free both with
/// `cairn_png_free_pixels`. On failure returns -1, leaves the outputs NULL and writes a
/// NUL-terminated reason into `error_message` (if `error_capacity` > 0).
int cairn_png_decode(const unsigned char *data, size_t size, cairn_png_decode_options options,
                     unsigned char **out_pixels, int *out_width, int *out_height, char **out_text,
                     char *error_message, size_t error_capacity);

/// Frees a buffer returned by `cairn_png_decode`.
void cairn_png_free_pixels(void *buffer);

/// zlib's CRC-32 of `length` bytes, continuing from `crc` (start with 0): the checksum
/// of PNG chunks.
uint32_t cairn_png_crc32(uint32_t crc, const unsigned char *data, size_t length);

#ifdef __cplusplus
}
#endif

#endif
