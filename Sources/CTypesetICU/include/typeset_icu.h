#ifndef TYPESET_ICU_H
#define TYPESET_ICU_H

/* The ICU services Typeset needs, behind a header with no ICU types.
 *
 * Swift's Foundation carries its own ICU headers; importing the system's next to it does not
 * compile. Everything here takes UTF-16 code units and plain integers, and ICU is included only
 * by the implementation file. */

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Line break opportunities (UAX #14) of `text`.
 *
 * Writes the UTF-16 offsets at which a line may start (excluding 0, including `length`) to
 * `offsets`, and for each one writes 1 to `mandatory` when the break is forced (after a line
 * feed, paragraph separator, ...), else 0. Returns the number of offsets written, or a negative
 * ICU error code. Writes at most `capacity` entries; `length + 1` is always enough.
 * `locale` may be NULL (root). Thread-safe: each thread reuses its own iterator. */
int32_t ts_icu_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                           int32_t *offsets, uint8_t *mandatory, int32_t capacity);

/* Bidi embedding levels (UAX #9) of one paragraph.
 *
 * `paragraph_level`: 0 = left to right, 1 = right to left, -1 = from the first strong
 * character with left to right as default, -2 = the same with right to left as default.
 * Writes one level per UTF-16 unit to `levels` and returns the resolved paragraph level
 * (0 or 1), or a negative ICU error code. */
int32_t ts_icu_bidi_levels(const uint16_t *text, int32_t length, int32_t paragraph_level,
                           uint8_t *levels);

/* Visual order of `count` runs with the given levels (UAX #9 rule L2).
 * Writes `visual_to_logical[i]` = the logical index shown at visual position i.
 * Returns 0, or a negative error code. */
int32_t ts_icu_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visual_to_logical);

/* Full case mapping of `text` (Unicode SpecialCasing with the locale's rules: "ß" → "SS",
 * Turkish and Azeri dotted/dotless i, Lithuanian dot above): to uppercase when `upper` is
 * non-zero, else to lowercase (`u_strToUpper` / `u_strToLower`).
 *
 * Writes at most `capacity` UTF-16 units to `output` and returns the length of the mapped
 * text, which may exceed `capacity` (then call again with a larger buffer), or a negative ICU
 * error code. `locale` may be NULL (root). */
int32_t ts_icu_case_map(const uint16_t *text, int32_t length, const char *locale, int32_t upper,
                        uint16_t *output, int32_t capacity);

/* The CLDR plural category of a number in `locale` (`uplrules_selectFormatted`): the number
 * is formatted with exactly `fraction_digits` digits after the point (0: an integer), since
 * visible fraction digits change the category ("1 file" but "1.0 files" in English).
 *
 * Writes the keyword ("zero", "one", "two", "few", "many" or "other") as NUL-terminated ASCII
 * to `keyword` (16 bytes are enough) and returns its length, or a negative ICU error code.
 * `locale` may be NULL (root). Thread-safe: each thread keeps the rules and the number
 * formatter of its last request. */
int32_t ts_icu_plural_select(const char *locale, double value, int32_t fraction_digits, char *keyword,
                             int32_t capacity);

/* The plural categories `locale` uses (`uplrules_getKeywords`), as NUL-terminated ASCII
 * keywords separated by single spaces ("one other"). Returns the length written (at most
 * `capacity - 1`), or a negative ICU error code. */
int32_t ts_icu_plural_keywords(const char *locale, char *keywords, int32_t capacity);

/* A list of durations in words, as a units list: "2 hours, 23 minutes" (en), "2 Stunden,
 * 23 Minuten" (de). `units` holds `count` CLDR duration unit names separated by single spaces
 * ("hour minute"; names: year, month, week, day, hour, minute, second), `values` their amounts; each is formatted with its unit's
 * full name (`unumf`, skeleton `measure-unit/duration-… unit-width-full-name`) and the list is
 * joined with `ulistfmt` (type units, width wide).
 *
 * Writes at most `capacity` UTF-16 units to `output` and returns the length of the text, which
 * may exceed `capacity` (then call again with a larger buffer), or a negative ICU error code. */
int32_t ts_icu_format_durations(const char *locale, const int64_t *values, const char *units, int32_t count,
                                uint16_t *output, int32_t capacity);

/* How many per-thread ICU objects (line iterators, plural rules, number formatters) have been
 * closed so far because their thread exited. */
int32_t ts_icu_objects_closed_at_thread_exit(void);

/* The ICU version string, e.g. "72.1". */
const char *ts_icu_version(void);

#ifdef __cplusplus
}
#endif

#endif
