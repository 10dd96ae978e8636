#ifndef CAIRN_SNAPSHOT_SUPPORT_H
#define CAIRN_SNAPSHOT_SUPPORT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

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
