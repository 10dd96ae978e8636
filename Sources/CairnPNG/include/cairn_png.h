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

/// Which PNG colour type `cairn_png_encode_colour` writes.
typedef enum {
    /// Always 8-bit RGBA (colour type 6), whatever the pixels.
    CAIRN_PNG_RGBA = 0,
    /// 8-bit RGB (colour type 2) when every pixel is opaque (alpha 255), else RGBA (6), as
    /// `cairo_surface_write_to_png` decides: a quarter fewer bytes to filter and compress.
    CAIRN_PNG_RGB_WHEN_OPAQUE = 1
} cairn_png_colour;

/// The default `compression_level`: files no larger than `cairo_surface_write_to_png`'s
/// for the same pixels, in less time (ExportBench prints both).
#define CAIRN_PNG_DEFAULT_LEVEL 4

/// Encodes pixels as an 8-bit RGBA PNG (colour type 6, no interlace, chunks IHDR · IDAT… ·
/// IEND only) into a malloc'ed buffer, with zlib and Cairn's own deflate.
///
/// `compression_level` (clamped to 0...9): 0 stores, 1 is the fast setting (unfiltered rows,
/// zlib level 1). 2...9 choose per image between three: unfiltered rows with zlib's default
/// strategy at that level (flat, anti-aliased graphics: LZ77 finds the earlier rows' runs),
/// rows under PNG's adaptive filter (minimum sum of absolute residuals, as libpng) with
/// Cairn's run-length deflate (gradients and photos), and unfiltered rows with Cairn's
/// image deflate (`cairn_deflate_image`: matches with the pixel before and the pixels above;
/// shifted gradients, text). All three are tried on the whole image when it is at most
/// 256 KiB raw, else on a sixteenth of its rows (bands of 16), and the smallest wins. The
/// output is a function of the pixels and the level only.
///
/// On success returns 0 and sets `*out_data` (free with `cairn_png_free`) and `*out_size`.
/// On failure returns -1, leaves `*out_data` NULL and writes a NUL-terminated reason into
/// `error_message` (if `error_capacity` > 0).
int cairn_png_encode(const unsigned char *pixels, int width, int height, int stride,
                     cairn_pixel_layout layout, int compression_level,
                     unsigned char **out_data, size_t *out_size,
                     char *error_message, size_t error_capacity);

/// As `cairn_png_encode`, with the colour type chosen by `colour` (`cairn_png_encode` is
/// this with `CAIRN_PNG_RGBA`). Filtering works on whole pixels of 3 or 4 bytes. The output
/// is still a function of the pixels, the level and `colour` only.
int cairn_png_encode_colour(const unsigned char *pixels, int width, int height, int stride,
                            cairn_pixel_layout layout, int compression_level, cairn_png_colour colour,
                            unsigned char **out_data, size_t *out_size,
                            char *error_message, size_t error_capacity);

/// Symbols per block of `cairn_deflate_rle` (the size of its `symbols` scratch buffer).
#define CAIRN_RLE_BLOCK_SYMBOLS 16384

/// Raw deflate (RFC 1951, no zlib header or checksum) of `size` bytes of `data` with the
/// parse of zlib's Z_RLE strategy (runs of the previous byte, 3–258 long, at distance 1;
/// everything else literal), Huffman codes per block of at most 16 Ki symbols, each block
/// dynamic, fixed or stored, whichever is smallest. `symbols`: scratch room for
/// `CAIRN_RLE_BLOCK_SYMBOLS` entries. Returns the compressed size, or 0 when `capacity` is
/// too small. The output is a function of the input only. The PNG encoder's filtered rows
/// go through it.
size_t cairn_deflate_rle(const unsigned char *data, size_t size, unsigned char *out, size_t capacity, uint32_t *symbols);

/// Entries of the hash table `cairn_deflate_image` needs (uint32_t each).
#define CAIRN_IMAGE_HASH_ENTRIES 65536

/// Raw deflate of unfiltered image rows (`row_length` bytes a row, filter byte included;
/// `pixel_bytes` 3 or 4): at each position the longest match among the byte and the pixel
/// before, the pixel above and its neighbours one and two pixels away, two rows up, and the
/// last place the next 4 bytes were seen (one-entry hash), greedy, 3 bytes at least (6 for
/// the hash's); coded as `cairn_deflate_rle` codes. `symbols`: `CAIRN_RLE_BLOCK_SYMBOLS`
/// entries; `hash`: `CAIRN_IMAGE_HASH_ENTRIES` entries (cleared here). Returns the
/// compressed size, or 0 when `capacity` is too small. A function of the input only.
size_t cairn_deflate_image(const unsigned char *data, size_t size, size_t row_length, size_t pixel_bytes,
                           unsigned char *out, size_t capacity, uint32_t *symbols, uint32_t *hash);

/// Inflates raw deflate data (no zlib header) with zlib into `out`; returns the number of
/// bytes it decodes to, or (size_t)-1 when the data is invalid, incomplete, or decodes to
/// more than `capacity` bytes. For checking `cairn_deflate_rle` against zlib's own inflater.
size_t cairn_inflate_raw(const unsigned char *data, size_t size, unsigned char *out, size_t capacity);

/// Frees a buffer returned by `cairn_png_encode` or `cairn_png_encode_colour`.
void cairn_png_free(unsigned char *data);

/// Converts one row of `width` Cairo ARGB32 premultiplied pixels to straight RGBA bytes.
void cairn_argb32_row_to_rgba(const uint32_t *source, unsigned char *destination, int width);

#ifdef __cplusplus
}
#endif

#endif
