// Independent check of Cairn's text numbers: measures a string in a bundled font two ways.
//   1. HarfBuzz alone: sum of glyph advances, and the font's hhea ascender/descender,
//      read straight from the font file (no Pango, no fontconfig, no Cairo).
//   2. Pango + Cairo with the same pinned options Cairn uses (hint style none, hint metrics
//      off, grey antialias, no glyph rounding) and a private fontconfig with only the font's
//      directory: logical width/height, first and last baseline, line count.
// Build: cc measure.c $(pkg-config --cflags --libs pangocairo pangoft2 harfbuzz fontconfig) -o measure
// Usage: ./measure FONT_FILE FAMILY SIZE_PX "TEXT" [WIDTH_PX [MAX_LINES]]
#include <fontconfig/fontconfig.h>
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc < 5) { fprintf(stderr, "usage: %s FONT FAMILY SIZE TEXT [WIDTH [LINES]]\n", argv[0]); return 2; }
    const char *file = argv[1], *family = argv[2], *text = argv[4];
    double size = atof(argv[3]);
    double width = argc > 5 ? atof(argv[5]) : -1;
    int lines = argc > 6 ? atoi(argv[6]) : 0;

    // 1. HarfBuzz: advances in font units scaled to px.
    hb_blob_t *blob = hb_blob_create_from_file(file);
    hb_face_t *face = hb_face_create(blob, 0);
    hb_font_t *font = hb_font_create(face);
    unsigned upem = hb_face_get_upem(face);
    hb_font_set_scale(font, upem, upem);
    hb_buffer_t *buf = hb_buffer_create();
    hb_buffer_add_utf8(buf, text, -1, 0, -1);
    hb_buffer_guess_segment_properties(buf);
    hb_shape(font, buf, NULL, 0);
    unsigned n; hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(buf, &n);
    long adv = 0; for (unsigned i = 0; i < n; i++) adv += pos[i].x_advance;
    hb_position_t asc, desc, gap, cap;
    hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &asc);
    hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &desc);
    hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, &gap);
    hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_CAP_HEIGHT, &cap);
    printf("harfbuzz: upem=%u glyphs=%u advance=%.4f px  ascender=%.4f descender=%.4f lineGap=%.4f capHeight=%.4f px\n",
           upem, n, adv * size / upem, asc * size / upem, desc * size / upem, gap * size / upem, cap * size / upem);

    // 2. Pango with a private fontconfig holding only the font's directory.
    FcConfig *config = FcConfigCreate();
    char *dir = strdup(file);
    FcConfigAppFontAddDir(config, (const FcChar8 *)dirname(dir));
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    PangoContext *ctx = pango_font_map_create_context(map);
    cairo_font_options_t *opts = cairo_font_options_create();
    cairo_font_options_set_hint_style(opts, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(opts, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(opts, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(ctx, opts);
    pango_context_set_round_glyph_positions(ctx, FALSE);
    PangoLayout *layout = pango_layout_new(ctx);
    PangoFontDescription *fd = pango_font_description_new();
    pango_font_description_set_family(fd, family);
    pango_font_description_set_absolute_size(fd, size * PANGO_SCALE);
    pango_layout_set_font_description(layout, fd);
    pango_layout_set_text(layout, text, -1);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    if (width >= 0) pango_layout_set_width(layout, (int)(width * PANGO_SCALE + 0.999));
    if (lines > 0) { pango_layout_set_height(layout, -lines); pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END); }
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    int first = pango_layout_get_baseline(layout);
    PangoLayoutIter *it = pango_layout_get_iter(layout);
    int last = first;
    do { last = pango_layout_iter_get_baseline(it); } while (pango_layout_iter_next_line(it));
    pango_layout_iter_free(it);
    printf("pango: width=%.4f height=%.4f firstBaseline=%.4f lastBaseline=%.4f lines=%d ellipsized=%d unknownGlyphs=%d\n",
           logical.width / (double)PANGO_SCALE, logical.height / (double)PANGO_SCALE, first / (double)PANGO_SCALE,
           last / (double)PANGO_SCALE, pango_layout_get_line_count(layout), pango_layout_is_ellipsized(layout),
           pango_layout_get_unknown_glyphs_count(layout));
    for (int i = 0; i < pango_layout_get_line_count(layout); i++) {
        PangoLayoutLine *line = pango_layout_get_line_readonly(layout, i);
        PangoRectangle r; pango_layout_line_get_extents(line, NULL, &r);
        // Pango pads the ellipsis to fill the line; SwiftUI's truncated text is only as wide
        // as what it shows, so also report the kept glyphs plus the ellipsis's own advance.
        int runs = 0, natural = 0;
        for (GSList *l = line->runs; l; l = l->next) {
            PangoGlyphItem *run = l->data;
            int w = pango_glyph_string_get_width(run->glyphs);
            runs += w;
            if (run->item->analysis.flags & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) {
                int own = 0;
                for (int g = 0; g < run->glyphs->num_glyphs; g++) {
                    PangoRectangle gl;
                    pango_font_get_glyph_extents(run->item->analysis.font, run->glyphs->glyphs[g].glyph, NULL, &gl);
                    own += gl.width;
                }
                natural += own;
                printf("  ellipsis run: cell=%.4f natural=%.4f\n", w / (double)PANGO_SCALE, own / (double)PANGO_SCALE);
            } else {
                natural += w;
            }
        }
        if (pango_layout_is_ellipsized(layout)) printf("  visible width (kept glyphs + natural ellipsis)=%.4f\n", natural / (double)PANGO_SCALE);
        printf("  line %d: start=%d length=%d width=%.4f glyphRunsWidth=%.4f \"%.*s\"\n", i, line->start_index, line->length,
               r.width / (double)PANGO_SCALE, runs / (double)PANGO_SCALE, line->length, text + line->start_index);
    }
    return 0;
}
