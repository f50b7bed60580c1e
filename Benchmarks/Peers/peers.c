/* The C peers of Typeset's text benchmark, loaded by TypesetBenchmarks into its own process
 * (dlopen), so that every peer is timed in the same run, on the same strings, by the same clock.
 *
 *   tp_hb_floor    hb_shape of each whole string: hb-ot font from a blob at scale = units per em,
 *                  one hb_buffer reused, UTF-8 input, default features. The least any
 *                  HarfBuzz-based engine does; no breaking.
 *   tp_wrap_floor  the least a HarfBuzz + ICU engine does to wrap: UTF-8 -> UTF-16, one hb_shape
 *                  of the whole string, ICU UBRK_LINE opportunities (one iterator, reused), a
 *                  greedy fill in font units where trailing spaces hang.
 *   tp_pango       a new PangoLayout per string in the "EXACT" configuration (research §4: cairo
 *                  hint metrics off, hint style none, unrounded glyph positions), width set,
 *                  PANGO_WRAP_WORD_CHAR, then pango_layout_get_size and get_baseline.
 *
 * Each call runs one pass over `count` strings and returns a checksum (advance sums or line
 * counts) so the work cannot be skipped. Built by Benchmarks/run:
 *   gcc -O2 -shared -fPIC peers.c $(pkg-config --cflags --libs harfbuzz icu-uc pangocairo)
 * Pango must see the bundled fonts: Benchmarks/run points FONTCONFIG_FILE at a fonts.conf whose
 * only <dir> is Fonts/ (as Oracle/run.sh does). */
#define _GNU_SOURCE /* sched_getcpu, sched_setaffinity */
#include <hb-ot.h>
#include <hb.h>
#include <pango/pangocairo.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unicode/ubrk.h>
#include <unicode/ustring.h>

static hb_font_t *floor_font;
static hb_buffer_t *floor_buffer;
static unsigned floor_upem;
static double floor_px;
static UBreakIterator *line_breaks;
static PangoContext *pango_context;
static PangoFontDescription *pango_font;

/* Opens the font file for the floors and the family for Pango at `px`; 0 on success, else a
 * negative code (-1 font file, -2 ICU, -3 Pango resolved another family). */
int tp_open(const char *font_path, const char *family, double px) {
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(font_path);
    if (!blob) return -1;
    hb_face_t *face = hb_face_create(blob, 0);
    floor_upem = hb_face_get_upem(face);
    floor_font = hb_font_create(face);
    hb_ot_font_set_funcs(floor_font);
    hb_font_set_scale(floor_font, (int)floor_upem, (int)floor_upem);
    floor_buffer = hb_buffer_create();
    floor_px = px;

    UErrorCode status = U_ZERO_ERROR;
    line_breaks = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
    if (U_FAILURE(status)) return -2;

    PangoFontMap *map = pango_cairo_font_map_new();
    pango_context = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(pango_context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(pango_context, FALSE);
    pango_font = pango_font_description_new();
    pango_font_description_set_family(pango_font, family);
    pango_font_description_set_absolute_size(pango_font, px * PANGO_SCALE);
    PangoFont *font = pango_context_load_font(pango_context, pango_font);
    if (!font) return -3;
    PangoFontDescription *got = pango_font_describe(font);
    const char *got_family = pango_font_description_get_family(got);
    int same = got_family && strcasecmp(got_family, family) == 0;
    pango_font_description_free(got);
    g_object_unref(font);
    return same ? 0 : -3;
}

long long tp_hb_floor(const char *const *texts, const int32_t *lengths, int32_t count) {
    long long sum = 0;
    for (int32_t i = 0; i < count; i++) {
        hb_buffer_clear_contents(floor_buffer);
        hb_buffer_add_utf8(floor_buffer, texts[i], lengths[i], 0, lengths[i]);
        hb_buffer_guess_segment_properties(floor_buffer);
        hb_shape(floor_font, floor_buffer, NULL, 0);
        unsigned glyphs = 0;
        hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(floor_buffer, &glyphs);
        for (unsigned g = 0; g < glyphs; g++) sum += positions[g].x_advance;
    }
    return sum;
}

/* Scratch buffers of the wrap floor, grown as needed and kept. */
static UChar *units;
static int64_t *advances;
static int32_t capacity;

static void reserve(int32_t needed) {
    if (needed <= capacity) return;
    capacity = needed * 2;
    units = realloc(units, sizeof(UChar) * (size_t)capacity);
    advances = realloc(advances, sizeof(int64_t) * (size_t)(capacity + 1));
}

static int is_space(UChar unit) { return unit == 0x20 || unit == 0x09; }

long long tp_wrap_floor(const char *const *texts, const int32_t *lengths, int32_t count, double width) {
    const int64_t limit = (int64_t)(width * floor_upem / floor_px + 1e-9);
    long long lines = 0;
    for (int32_t i = 0; i < count; i++) {
        reserve(lengths[i] + 1);
        UErrorCode status = U_ZERO_ERROR;
        int32_t length = 0;
        u_strFromUTF8(units, capacity, &length, texts[i], lengths[i], &status);
        if (U_FAILURE(status)) continue;

        hb_buffer_clear_contents(floor_buffer);
        hb_buffer_add_utf16(floor_buffer, units, length, 0, length);
        hb_buffer_guess_segment_properties(floor_buffer);
        hb_shape(floor_font, floor_buffer, NULL, 0);
        unsigned glyphs = 0;
        hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(floor_buffer, &glyphs);
        hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(floor_buffer, NULL);
        /* Prefix sums of the advances by UTF-16 offset (each glyph counted at its cluster). */
        memset(advances, 0, sizeof(int64_t) * (size_t)(length + 1));
        for (unsigned g = 0; g < glyphs; g++) advances[infos[g].cluster + 1] += positions[g].x_advance;
        for (int32_t u = 0; u < length; u++) advances[u + 1] += advances[u];

        ubrk_setText(line_breaks, units, length, &status);
        int32_t start = 0, fit = -1;
        ubrk_first(line_breaks);
        for (int32_t end = ubrk_next(line_breaks); end != UBRK_DONE;) {
            int32_t trimmed = end;
            while (trimmed > start && is_space(units[trimmed - 1])) trimmed--;
            if (advances[trimmed] - advances[start] <= limit) {
                fit = end;
                end = ubrk_next(line_breaks);
                continue;
            }
            lines++;
            if (fit < 0) {  /* an overlong word: a line of its own */
                start = end;
                end = ubrk_next(line_breaks);
            } else {
                start = fit;  /* `end` is evaluated again on the next line */
            }
            fit = -1;
        }
        if (start < length || length == 0) lines++;
    }
    return lines;
}

long long tp_pango(const char *const *texts, const int32_t *lengths, int32_t count, double width) {
    long long sum = 0;
    for (int32_t i = 0; i < count; i++) {
        PangoLayout *layout = pango_layout_new(pango_context);
        pango_layout_set_font_description(layout, pango_font);
        pango_layout_set_width(layout, (int)(width * PANGO_SCALE));
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
        pango_layout_set_text(layout, texts[i], lengths[i]);
        int w = 0, h = 0;
        pango_layout_get_size(layout, &w, &h);
        sum += pango_layout_get_line_count(layout) + (pango_layout_get_baseline(layout) > 0);
        g_object_unref(layout);
    }
    return sum;
}

/* A busy loop with no memory traffic: the control for the parallel scenarios (how many cores
 * the machine actually gives this process right now). Returns a value so it is not removed. */
unsigned long tp_spin(unsigned long iterations) {
    volatile unsigned long sum = 0;
    for (unsigned long i = 0; i < iterations; i++) sum += i;
    return sum;
}

/* The calling thread's CPUs before tp_pin_to_current_cpu, for tp_restore_affinity. */
static cpu_set_t saved_affinity;
static int affinity_saved;

/* Pins the calling thread to the CPU it runs on, so that a child process it starts runs there
 * too (a child inherits its parent thread's CPUs): Yoga's process and the layouts it alternates
 * with then run on one CPU, at one speed. Returns the CPU, or -1 when the thread was not pinned. */
int tp_pin_to_current_cpu(void) {
    int cpu = sched_getcpu();
    if (cpu < 0 || sched_getaffinity(0, sizeof saved_affinity, &saved_affinity) != 0) return -1;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    if (sched_setaffinity(0, sizeof one, &one) != 0) return -1;
    affinity_saved = 1;
    return cpu;
}

/* Gives the calling thread back the CPUs it had before tp_pin_to_current_cpu. */
void tp_restore_affinity(void) {
    if (!affinity_saved) return;
    sched_setaffinity(0, sizeof saved_affinity, &saved_affinity);
    affinity_saved = 0;
}
