/* pango_lines: the Pango side of Typeset's independent text oracle.
 *
 * Lays out paragraphs (one per line of a UTF-8 file) with Pango in the "EXACT" configuration of
 * research/perf-and-oracles.md §4 and prints line starts and line widths, so that compare.py can
 * check them against TypesetOracle (same input, same output format, Typeset's text engine).
 *
 *   pango_lines lines  CORPUS FAMILY PX WIDTHS [COUNT]   WIDTHS = comma-separated px, e.g. 120,200
 *   pango_lines probe  CORPUS FAMILY PX PROBES           PROBES = lines "key<TAB>para<TAB>start<TAB>end"
 *   pango_lines breaks CORPUS [COUNT]                    Pango vs ICU line-break opportunities
 *
 * Options (before the mode): --hyphens  keep Pango's default of inserting a hyphen when a word is
 * broken between characters (off by default: Typeset never inserts hyphens, SPEC §8.4).
 *
 * EXACT configuration: pangocairo font map, cairo hint metrics OFF and hint style NONE,
 * pango_context_set_round_glyph_positions(FALSE), PANGO_WRAP_WORD_CHAR, absolute size
 * px * PANGO_SCALE. Pango then shapes with HarfBuzz at scale px*1024 and keeps every advance in
 * 1/1024 px units, unrounded beyond that. Fonts come from fontconfig: run with FONTCONFIG_FILE
 * pointing at a fonts.conf whose only <dir> is the repository's Fonts/ (Oracle/run.sh writes it),
 * so Pango sees exactly the bundled font files. The resolved family is checked (exit 2 if the
 * requested family is not the one Pango loads).
 *
 * Offsets are Unicode code points (scalars) from the start of the paragraph, 0-based; paragraph
 * numbers are 0-based line numbers of CORPUS. Widths are px (= Pango units / 1024, printed
 * exactly with 10 decimals).
 *
 * Output of `lines`, one line per (paragraph, width), tab-separated:
 *   para  width  widest  starts  line_widths  line_glyphs
 * where starts / line_widths / line_glyphs are comma-separated, one entry per line. A line's width
 * is its logical width; Pango gives a wrapped line's final space zero width, like Typeset's
 * hanging whitespace.
 *
 * Output of `probe`, one line per probe:
 *   key  width  glyphs  pango_break_at_end  icu_break_at_end  pango_fit
 * width / glyphs: the line [start, end) laid out alone (no width), trailing white space included
 * in the shaping but not in the width or the glyph count (as Pango reports a wrapped line); the
 * break flags say whether a line may start at `end` in the whole paragraph according to Pango's
 * log attrs and to ICU's UBRK_LINE iterator (root locale, the library and rules Typeset uses);
 * pango_fit: the width Pango's break search compares with the layout width for a break at `end`
 * (the line re-shaped with its final space, minus that space's logical width in the paragraph's
 * shaping, i.e. including its kerning with the next line's first letter).
 *
 * Output of `breaks`: one line per interior position where Pango and ICU disagree:
 *   para  offset  pango  icu  context
 * with context = the 8 code points before and after the position, "|" marking it.
 *
 * Build: gcc -O2 -o pango_lines pango_lines.c $(pkg-config --cflags --libs pangocairo icu-uc)
 */
#include <pango/pangocairo.h>
#include <unicode/ubrk.h>
#include <unicode/ustring.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static int insert_hyphens = 0;

static void die(const char *msg, const char *arg) {
    fprintf(stderr, "pango_lines: %s%s%s\n", msg, arg ? ": " : "", arg ? arg : "");
    exit(2);
}

/* ---- corpus ---------------------------------------------------------------------------- */

typedef struct { char **text; int count; } Corpus;

static Corpus read_corpus(const char *path, int limit) {
    FILE *f = fopen(path, "rb");
    if (!f) die("cannot open corpus", path);
    Corpus c = {NULL, 0};
    int cap = 0;
    char *line = NULL;
    size_t n = 0;
    ssize_t len;
    while ((limit < 0 || c.count < limit) && (len = getline(&line, &n, f)) >= 0) {
        if (len > 0 && line[len - 1] == '\n') line[--len] = 0;
        if (len > 0 && line[len - 1] == '\r') line[--len] = 0;
        if (!g_utf8_validate(line, len, NULL)) die("corpus line is not UTF-8", path);
        if (c.count == cap) {
            cap = cap ? cap * 2 : 1024;
            c.text = realloc(c.text, sizeof(char *) * cap);
        }
        c.text[c.count++] = strdup(line);
    }
    free(line);
    fclose(f);
    return c;
}

/* ---- Pango in the EXACT configuration --------------------------------------------------- */

static PangoContext *exact_context(void) {
    PangoFontMap *fm = pango_cairo_font_map_new();
    PangoContext *ctx = pango_font_map_create_context(fm);
    cairo_font_options_t *o = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(ctx, o);
    cairo_font_options_destroy(o);
    pango_context_set_round_glyph_positions(ctx, FALSE);
    return ctx;
}

static PangoFontDescription *font_description(PangoContext *ctx, const char *family, double px) {
    PangoFontDescription *d = pango_font_description_new();
    pango_font_description_set_family(d, family);
    pango_font_description_set_absolute_size(d, px * PANGO_SCALE);

    /* Check that fontconfig resolves the family to itself (i.e. the bundled font is found). */
    PangoFont *font = pango_context_load_font(ctx, d);
    if (!font) die("no font at all (is FONTCONFIG_FILE set to a fonts.conf listing Fonts/?)", family);
    PangoFontDescription *got = pango_font_describe(font);
    const char *got_family = pango_font_description_get_family(got);
    if (!got_family || strcasecmp(got_family, family) != 0) {
        fprintf(stderr, "pango_lines: requested family '%s' resolved to '%s'\n", family,
                got_family ? got_family : "(null)");
        exit(2);
    }
    hb_font_t *hb = pango_font_get_hb_font(font);
    int sx, sy;
    hb_font_get_scale(hb, &sx, &sy);
    fprintf(stderr, "pango_lines: %s %gpx -> '%s' (upem %u, hb scale %d), Pango %s, FONTCONFIG_FILE=%s%s\n",
            family, px, got_family, hb_face_get_upem(hb_font_get_face(hb)), sx, pango_version_string(),
            getenv("FONTCONFIG_FILE") ? getenv("FONTCONFIG_FILE") : "(unset)",
            insert_hyphens ? ", insert-hyphens on" : "");
    pango_font_description_free(got);
    g_object_unref(font);
    return d;
}

static PangoLayout *new_layout(PangoContext *ctx, PangoFontDescription *d) {
    PangoLayout *layout = pango_layout_new(ctx);
    pango_layout_set_font_description(layout, d);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    if (!insert_hyphens) {
        PangoAttrList *attrs = pango_attr_list_new();
        pango_attr_list_insert(attrs, pango_attr_insert_hyphens_new(FALSE));
        pango_layout_set_attributes(layout, attrs);
        pango_attr_list_unref(attrs);
    }
    return layout;
}

static int line_glyphs(PangoLayoutLine *line) {
    int n = 0;
    for (GSList *r = line->runs; r; r = r->next) n += ((PangoGlyphItem *)r->data)->glyphs->num_glyphs;
    return n;
}

static void print_px(GString *out, int units) { g_string_append_printf(out, "%.10f", units / 1024.0); }

/* ---- modes ------------------------------------------------------------------------------ */

static int mode_lines(int argc, char **argv) {
    if (argc < 4 || argc > 5) die("usage: pango_lines lines CORPUS FAMILY PX WIDTHS [COUNT]", NULL);
    double px = atof(argv[2]);
    Corpus c = read_corpus(argv[0], argc == 5 ? atoi(argv[4]) : -1);
    double widths[64];
    int nw = 0;
    for (char *s = strtok(argv[3], ","); s && nw < 64; s = strtok(NULL, ",")) widths[nw++] = atof(s);
    if (nw == 0) die("no widths", NULL);

    PangoContext *ctx = exact_context();
    PangoFontDescription *d = font_description(ctx, argv[1], px);
    PangoLayout *layout = new_layout(ctx, d);
    GString *out = g_string_new(NULL);
    for (int p = 0; p < c.count; p++) {
        const char *text = c.text[p];
        pango_layout_set_text(layout, text, -1);
        for (int k = 0; k < nw; k++) {
            pango_layout_set_width(layout, (int)(widths[k] * PANGO_SCALE));
            GSList *lines = pango_layout_get_lines_readonly(layout);
            GString *starts = g_string_new(NULL), *ws = g_string_new(NULL), *gs = g_string_new(NULL);
            int widest = 0;
            for (GSList *l = lines; l; l = l->next) {
                PangoLayoutLine *line = l->data;
                PangoRectangle logical;
                pango_layout_line_get_extents(line, NULL, &logical);
                if (logical.width > widest) widest = logical.width;
                const char *sep = l == lines ? "" : ",";
                g_string_append_printf(starts, "%s%ld", sep, g_utf8_pointer_to_offset(text, text + line->start_index));
                g_string_append(ws, sep);
                print_px(ws, logical.width);
                g_string_append_printf(gs, "%s%d", sep, line_glyphs(line));
            }
            g_string_append_printf(out, "%d\t%g\t", p, widths[k]);
            print_px(out, widest);
            g_string_append_printf(out, "\t%s\t%s\t%s\n", starts->str, ws->str, gs->str);
            g_string_free(starts, TRUE);
            g_string_free(ws, TRUE);
            g_string_free(gs, TRUE);
        }
        fputs(out->str, stdout);
        g_string_truncate(out, 0);
    }
    g_string_free(out, TRUE);
    return 0;
}

/* ICU line-break opportunities of `text` as a bitmap over code-point offsets 0...n_chars. */
static unsigned char *icu_breaks(const char *text, long n_chars) {
    UErrorCode err = U_ZERO_ERROR;
    int32_t len16 = 0;
    u_strFromUTF8(NULL, 0, &len16, text, -1, &err);
    err = U_ZERO_ERROR;
    UChar *u = malloc(sizeof(UChar) * (len16 + 1));
    u_strFromUTF8(u, len16 + 1, NULL, text, -1, &err);
    if (U_FAILURE(err)) die("u_strFromUTF8 failed", u_errorName(err));
    /* UTF-16 offset -> code point offset */
    long *cp = malloc(sizeof(long) * (len16 + 1));
    long k = 0;
    for (int32_t i = 0; i <= len16; i++) {
        cp[i] = k;
        if (i < len16 && !(U16_IS_LEAD(u[i]) && i + 1 < len16 && U16_IS_TRAIL(u[i + 1]))) k++;
    }
    unsigned char *bits = calloc(n_chars + 1, 1);
    UBreakIterator *bi = ubrk_open(UBRK_LINE, "", u, len16, &err);
    if (U_FAILURE(err)) die("ubrk_open failed", u_errorName(err));
    for (int32_t b = ubrk_first(bi); b != UBRK_DONE; b = ubrk_next(bi)) bits[cp[b]] = 1;
    ubrk_close(bi);
    free(cp);
    free(u);
    return bits;
}

/* Logical width (Pango units) of the character at code-point offset `index` when the whole text
 * of `layout` (no width: one line) is shaped: the per-character widths Pango's line breaker
 * works with (pango_glyph_item_get_logical_widths), kerning with the next character included. */
static int whole_logical_width(PangoLayout *layout, const char *text, long index) {
    PangoLayoutLine *line = pango_layout_get_line_readonly(layout, 0);
    for (GSList *r = line ? line->runs : NULL; r; r = r->next) {
        PangoGlyphItem *run = r->data;
        long first = g_utf8_pointer_to_offset(text, text + run->item->offset);
        if (index < first || index >= first + run->item->num_chars) continue;
        int *widths = g_new(int, run->item->num_chars);
        pango_glyph_item_get_logical_widths(run, text, widths);
        int w = widths[index - first];
        g_free(widths);
        return w;
    }
    return 0;
}

static int mode_probe(int argc, char **argv) {
    if (argc != 4) die("usage: pango_lines probe CORPUS FAMILY PX PROBES", NULL);
    double px = atof(argv[2]);
    Corpus c = read_corpus(argv[0], -1);
    PangoContext *ctx = exact_context();
    PangoFontDescription *d = font_description(ctx, argv[1], px);
    PangoLayout *layout = new_layout(ctx, d);   /* the probed line, no width */
    PangoLayout *whole = new_layout(ctx, d);    /* the whole paragraph, no width */
    FILE *f = fopen(argv[3], "rb");
    if (!f) die("cannot open probes", argv[3]);
    char *line = NULL;
    size_t n = 0;
    int last_p = -1;
    unsigned char *icu = NULL;
    const PangoLogAttr *attrs = NULL;
    int n_attrs = 0;
    while (getline(&line, &n, f) >= 0) {
        char key[256];
        int p;
        long start, end;
        if (sscanf(line, "%255[^\t]\t%d\t%ld\t%ld", key, &p, &start, &end) != 4) die("bad probe line", line);
        if (p < 0 || p >= c.count) die("probe paragraph out of range", line);
        const char *text = c.text[p];
        long n_chars = g_utf8_strlen(text, -1);
        if (start < 0 || end < start || end > n_chars) die("probe offsets out of range", line);
        if (p != last_p) {
            free(icu);
            icu = icu_breaks(text, n_chars);
            pango_layout_set_text(whole, text, -1);
            attrs = pango_layout_get_log_attrs_readonly(whole, &n_attrs);
            last_p = p;
        }
        const char *a = g_utf8_offset_to_pointer(text, start);
        const char *b = g_utf8_offset_to_pointer(text, end);
        const char *t = b;   /* start of the trailing white space */
        while (t > a) {
            const char *prev = g_utf8_prev_char(t);
            if (!g_unichar_isspace(g_utf8_get_char(prev))) break;
            t = prev;
        }
        /* The line shaped on its own, trailing white space included (it can kern with the last
         * visible glyph), then the trailing white space's glyphs taken out of the width: the
         * width Pango reports for such a line once zero_line_final_space has run. */
        pango_layout_set_text(layout, a, (int)(b - a));
        int full = 0, trailing = 0, glyphs = 0;
        for (GSList *l = pango_layout_get_lines_readonly(layout); l; l = l->next) {
            PangoLayoutLine *pl = l->data;
            PangoRectangle logical;
            pango_layout_line_get_extents(pl, NULL, &logical);
            full += logical.width;
            for (GSList *r = pl->runs; r; r = r->next) {
                PangoGlyphItem *run = r->data;
                for (int i = 0; i < run->glyphs->num_glyphs; i++) {
                    if (run->item->offset + run->glyphs->log_clusters[i] >= (int)(t - a))
                        trailing += run->glyphs->glyphs[i].geometry.width;
                    else
                        glyphs++;
                }
            }
        }
        /* What Pango 1.50's break search compares with the width for a break at `end`: the
         * re-shaped line including its final space, minus that space's logical width in the
         * whole item's shaping (find_break_extra_width), which includes the kerning of the space
         * with the first letter of the next line. */
        int fit = full;
        if (end > start && end < n_chars && g_unichar_isspace(g_utf8_get_char(g_utf8_prev_char(b))))
            fit -= whole_logical_width(whole, text, end - 1);
        /* A line may always end at the paragraph end. */
        int pango_break = end >= n_chars || end >= n_attrs ? 1 : attrs[end].is_line_break;
        int icu_break = end >= n_chars ? 1 : icu[end];
        printf("%s\t%.10f\t%d\t%d\t%d\t%.10f\n", key, (full - trailing) / 1024.0, glyphs, pango_break, icu_break,
               fit / 1024.0);
    }
    free(line);
    free(icu);
    fclose(f);
    return 0;
}

static int mode_breaks(int argc, char **argv) {
    if (argc < 1 || argc > 2) die("usage: pango_lines breaks CORPUS [COUNT]", NULL);
    Corpus c = read_corpus(argv[0], argc == 2 ? atoi(argv[1]) : -1);
    PangoContext *ctx = exact_context();
    PangoFontDescription *d = pango_font_description_from_string("Sans 15px");
    PangoLayout *layout = new_layout(ctx, d);
    for (int p = 0; p < c.count; p++) {
        const char *text = c.text[p];
        long n_chars = g_utf8_strlen(text, -1);
        unsigned char *icu = icu_breaks(text, n_chars);
        pango_layout_set_text(layout, text, -1);
        int n_attrs;
        const PangoLogAttr *attrs = pango_layout_get_log_attrs_readonly(layout, &n_attrs);
        for (long i = 1; i < n_chars; i++) {
            if (!attrs[i].is_line_break == !icu[i]) continue;
            long lo = i >= 8 ? i - 8 : 0, hi = i + 8 <= n_chars ? i + 8 : n_chars;
            const char *s = g_utf8_offset_to_pointer(text, lo), *m = g_utf8_offset_to_pointer(text, i),
                       *e = g_utf8_offset_to_pointer(text, hi);
            printf("%d\t%ld\t%d\t%d\t%.*s|%.*s\n", p, i, attrs[i].is_line_break, icu[i], (int)(m - s), s,
                   (int)(e - m), m);
        }
        free(icu);
    }
    return 0;
}

int main(int argc, char **argv) {
    int i = 1;
    for (; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
        if (strcmp(argv[i], "--hyphens") == 0) insert_hyphens = 1;
        else die("unknown option", argv[i]);
    }
    if (i >= argc) die("usage: pango_lines [--hyphens] lines|probe|breaks ...", NULL);
    const char *mode = argv[i];
    if (strcmp(mode, "lines") == 0) return mode_lines(argc - i - 1, argv + i + 1);
    if (strcmp(mode, "probe") == 0) return mode_probe(argc - i - 1, argv + i + 1);
    if (strcmp(mode, "breaks") == 0) return mode_breaks(argc - i - 1, argv + i + 1);
    die("unknown mode", mode);
    return 2;
}
