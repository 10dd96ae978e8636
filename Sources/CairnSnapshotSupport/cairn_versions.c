#include "cairn_snapshot_support.h"

#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <string.h>

// Declared here rather than through the libraries' headers, whose include directories
// (cairo/, pango-1.0/, harfbuzz/) a package target cannot add without unsafe flags. These
// are stable C entry points of each library.
const char *cairo_version_string(void);
const char *pango_version_string(void);
const char *hb_version_string(void);

const char *cairn_cairo_version(void) { return cairo_version_string(); }
const char *cairn_pango_version(void) { return pango_version_string(); }
const char *cairn_harfbuzz_version(void) { return hb_version_string(); }

void cairn_fontconfig_version(char *buffer, size_t capacity) {
    int version = FcGetVersion();
    snprintf(buffer, capacity, "%d.%d.%d", version / 10000, (version / 100) % 100, version % 100);
}

void cairn_font_description(const char *family, char *buffer, size_t capacity) {
    snprintf(buffer, capacity, "none");
    FcPattern *pattern = FcNameParse((const FcChar8 *)family);
    if (!pattern) return;
    FcConfigSubstitute(NULL, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result = FcResultNoMatch;
    FcPattern *match = FcFontMatch(NULL, pattern, &result);
    FcPatternDestroy(pattern);
    if (!match) return;
    FcChar8 *name = NULL;
    FcChar8 *file = NULL;
    int version = 0;
    FcPatternGetString(match, FC_FAMILY, 0, &name);
    FcPatternGetString(match, FC_FILE, 0, &file);
    FcPatternGetInteger(match, FC_FONTVERSION, 0, &version);
    const char *base = file ? strrchr((const char *)file, '/') : NULL;
    base = base ? base + 1 : (file ? (const char *)file : "?");
    // FC_FONTVERSION is the font's 'head' revision in 16.16 fixed point.
    snprintf(buffer, capacity, "%s %d.%02d (%s)", name ? (const char *)name : "?",
             version >> 16, (int)(((version & 0xffff) * 100 + 0x8000) >> 16), base);
    FcPatternDestroy(match);
}

void cairn_font_file_description(const char *path, char *buffer, size_t capacity) {
    snprintf(buffer, capacity, "none");
    FcConfig *config = FcConfigCreate();
    if (!config) return;
    if (FcConfigAppFontAddFile(config, (const FcChar8 *)path)) {
        FcFontSet *fonts = FcConfigGetFonts(config, FcSetApplication);
        if (fonts && fonts->nfont > 0) {
            FcChar8 *name = NULL;
            int version = 0;
            FcPatternGetString(fonts->fonts[0], FC_FAMILY, 0, &name);
            FcPatternGetInteger(fonts->fonts[0], FC_FONTVERSION, 0, &version);
            const char *base = strrchr(path, '/');
            snprintf(buffer, capacity, "%s %d.%02d (%s)", name ? (const char *)name : "?",
                     version >> 16, (int)(((version & 0xffff) * 100 + 0x8000) >> 16), base ? base + 1 : path);
        }
    }
    FcConfigDestroy(config);
}
