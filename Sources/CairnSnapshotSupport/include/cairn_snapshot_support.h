#ifndef CAIRN_SNAPSHOT_SUPPORT_H
#define CAIRN_SNAPSHOT_SUPPORT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Decodes a PNG (any colour type and bit depth) into straight 8-bit RGBA, row-major, top
/// row first, with no gamma or colour-space conversion (the bytes as stored, widened to RGBA).
///
/// libpng reports errors with longjmp; this function contains that: it never longjmps into
/// its caller. On success returns 0 and sets `*out_pixels` (width * height * 4 bytes),
/// `*out_width`, `*out_height`, and `*out_text`: every tEXt chunk as "key=value" lines
/// separated by '\n' (an empty string when there are none). Free both buffers with
/// `cairn_snapshot_free`. On failure returns -1, leaves the outputs NULL and writes a
/// NUL-terminated reason into `error_message` (if `error_capacity` > 0).
int cairn_snapshot_png_decode(const unsigned char *data, size_t size,
                     unsigned char **out_pixels, int *out_width, int *out_height,
                     char **out_text, char *error_message, size_t error_capacity);

/// Frees a buffer returned by this module.
void cairn_snapshot_free(void *buffer);

/// Cairo's run-time version, e.g. "1.16.0".
const char *cairn_cairo_version(void);
/// Pango's run-time version, e.g. "1.50.12".
const char *cairn_pango_version(void);
/// HarfBuzz's run-time version, e.g. "6.0.0".
const char *cairn_harfbuzz_version(void);
/// fontconfig's run-time version as "major.minor.revision", written into `buffer`.
void cairn_fontconfig_version(char *buffer, size_t capacity);
/// The font fontconfig picks for `family` (e.g. "sans-serif") as
/// "Family version (file name)", e.g. "DejaVu Sans 2.37 (DejaVuSans.ttf)", written into
/// `buffer`; "none" when nothing matches.
void cairn_font_description(const char *family, char *buffer, size_t capacity);

/// The font in the file at `path` as "Family version (file name)", e.g.
/// "Inter 4.00 (Inter-Regular.otf)", written into `buffer`; "none" when unreadable.
void cairn_font_file_description(const char *path, char *buffer, size_t capacity);

#ifdef __cplusplus
}
#endif

#endif
