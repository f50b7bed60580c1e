#include "typeset_icu.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/uenum.h>
#include <unicode/ulistformatter.h>
#include <unicode/uversion.h>

/* Each thread's ICU objects (below) are closed when the thread exits: the first one a thread
 * opens arms a thread-specific key whose destructor closes them all. Threads a deep layout
 * continues on (StackGuard) and any short-lived thread that measures text would otherwise leave
 * theirs open for the life of the process. */
static pthread_key_t thread_objects_key;
static pthread_once_t thread_objects_once = PTHREAD_ONCE_INIT;
static atomic_int closed_at_thread_exit = 0;

static void close_thread_objects(void *unused);

static void make_thread_objects_key(void) { pthread_key_create(&thread_objects_key, close_thread_objects); }

/* Arms the calling thread's cleanup (once per thread). */
static void arm_thread_cleanup(void) {
    pthread_once(&thread_objects_once, make_thread_objects_key);
    if (pthread_getspecific(thread_objects_key) == NULL) pthread_setspecific(thread_objects_key, (void *)1);
}

int32_t ts_icu_objects_closed_at_thread_exit(void) { return atomic_load(&closed_at_thread_exit); }

/* One line iterator per thread, reopened only when the locale changes (ubrk_open costs
 * microseconds; ubrk_setText is cheap). */
static _Thread_local UBreakIterator *line_iterator = NULL;
static _Thread_local char line_locale[64] = {0};

static UBreakIterator *iterator_for(const char *locale, UErrorCode *status) {
    const char *wanted = locale ? locale : "";
    if (line_iterator != NULL && strncmp(line_locale, wanted, sizeof line_locale) == 0) {
        return line_iterator;
    }
    if (line_iterator != NULL) {
        ubrk_close(line_iterator);
        line_iterator = NULL;
    }
    line_iterator = ubrk_open(UBRK_LINE, wanted, NULL, 0, status);
    if (U_FAILURE(*status)) {
        line_iterator = NULL;
        return NULL;
    }
    arm_thread_cleanup();
    strncpy(line_locale, wanted, sizeof line_locale - 1);
    line_locale[sizeof line_locale - 1] = 0;
    return line_iterator;
}

int32_t ts_icu_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                           int32_t *offsets, uint8_t *mandatory, int32_t capacity) {
    if (length <= 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *bi = iterator_for(locale, &status);
    if (bi == NULL) return -(int32_t)status;
    ubrk_setText(bi, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    int32_t count = 0;
    ubrk_first(bi);
    for (int32_t pos = ubrk_next(bi); pos != UBRK_DONE && count < capacity; pos = ubrk_next(bi)) {
        int32_t rule = ubrk_getRuleStatus(bi);
        offsets[count] = pos;
        mandatory[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        count++;
    }
    /* The iterator keeps pointing at the caller's buffer until the next call on this thread
     * replaces it with ubrk_setText; nothing reads it in between, so it is not detached (a
     * second ubrk_setText would cost as much as the first). */
    return count;
}

int32_t ts_icu_bidi_levels(const uint16_t *text, int32_t length, int32_t paragraph_level,
                           uint8_t *levels) {
    if (length <= 0) return paragraph_level == 1 || paragraph_level == -2 ? 1 : 0;
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    UBiDiLevel level;
    switch (paragraph_level) {
    case 0: level = 0; break;
    case 1: level = 1; break;
    case -2: level = UBIDI_DEFAULT_RTL; break;
    default: level = UBIDI_DEFAULT_LTR; break;
    }
    ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return -(int32_t)status;
    }
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return -(int32_t)status;
    }
    memcpy(levels, resolved, (size_t)length);
    int32_t paragraph = ubidi_getParaLevel(bidi) & 1;
    ubidi_close(bidi);
    return paragraph;
}

int32_t ts_icu_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visual_to_logical) {
    if (count <= 0) return 0;
    ubidi_reorderVisual((const UBiDiLevel *)levels, count, visual_to_logical);
    return 0;
}

static char icu_version[U_MAX_VERSION_STRING_LENGTH];
static pthread_once_t icu_version_once = PTHREAD_ONCE_INIT;

static void read_icu_version(void) {
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, icu_version);
}

int32_t ts_icu_case_map(const uint16_t *text, int32_t length, const char *locale, int32_t upper,
                        uint16_t *output, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const char *wanted = locale ? locale : "";
    int32_t written = upper ? u_strToUpper((UChar *)output, capacity, (const UChar *)text, length, wanted, &status)
                            : u_strToLower((UChar *)output, capacity, (const UChar *)text, length, wanted, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) return written;
    if (U_FAILURE(status)) return -(int32_t)status;
    return written;
}

/* One set of plural rules per thread, reopened only when the locale changes, and one number
 * formatter per thread, reopened only when the number of fraction digits changes. */
static _Thread_local UPluralRules *plural_rules = NULL;
static _Thread_local char plural_locale[64] = {0};
static _Thread_local UNumberFormatter *plural_formatter = NULL;
static _Thread_local int32_t plural_digits = -1;

static UPluralRules *plural_rules_for(const char *locale, UErrorCode *status) {
    const char *wanted = locale ? locale : "";
    if (plural_rules != NULL && strncmp(plural_locale, wanted, sizeof plural_locale) == 0) return plural_rules;
    if (plural_rules != NULL) {
        uplrules_close(plural_rules);
        plural_rules = NULL;
    }
    plural_rules = uplrules_open(wanted, status);
    if (U_FAILURE(*status)) {
        plural_rules = NULL;
        return NULL;
    }
    arm_thread_cleanup();
    strncpy(plural_locale, wanted, sizeof plural_locale - 1);
    plural_locale[sizeof plural_locale - 1] = 0;
    return plural_rules;
}

/* A formatter showing exactly `digits` fraction digits, without grouping (the digits are what
 * the rules read; the locale does not change them). */
static UNumberFormatter *plural_formatter_for(int32_t digits, UErrorCode *status) {
    if (plural_formatter != NULL && plural_digits == digits) return plural_formatter;
    if (plural_formatter != NULL) {
        unumf_close(plural_formatter);
        plural_formatter = NULL;
    }
    UChar skeleton[64];
    int32_t length = 0;
    const char *prefix = digits == 0 ? "precision-integer group-off" : "group-off .";
    for (const char *c = prefix; *c; c++) skeleton[length++] = (UChar)*c;
    for (int32_t i = 0; digits > 0 && i < digits && length < 62; i++) skeleton[length++] = (UChar)'0';
    plural_formatter = unumf_openForSkeletonAndLocale(skeleton, length, "en", status);
    if (U_FAILURE(*status)) {
        plural_formatter = NULL;
        return NULL;
    }
    arm_thread_cleanup();
    plural_digits = digits;
    return plural_formatter;
}

/* The destructor of `thread_objects_key`: closes the exiting thread's objects (its
 * thread-local variables are still there while key destructors run). */
static void close_thread_objects(void *unused) {
    (void)unused;
    int32_t closed = 0;
    if (line_iterator != NULL) {
        ubrk_close(line_iterator);
        line_iterator = NULL;
        closed++;
    }
    if (plural_rules != NULL) {
        uplrules_close(plural_rules);
        plural_rules = NULL;
        closed++;
    }
    if (plural_formatter != NULL) {
        unumf_close(plural_formatter);
        plural_formatter = NULL;
        closed++;
    }
    atomic_fetch_add(&closed_at_thread_exit, closed);
}

int32_t ts_icu_plural_select(const char *locale, double value, int32_t fraction_digits, char *keyword,
                             int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    if (capacity <= 0) return -(int32_t)U_ILLEGAL_ARGUMENT_ERROR;
    if (fraction_digits < 0) fraction_digits = 0;
    if (fraction_digits > 20) fraction_digits = 20;
    UPluralRules *rules = plural_rules_for(locale, &status);
    if (rules == NULL) return -(int32_t)status;
    UNumberFormatter *formatter = plural_formatter_for(fraction_digits, &status);
    if (formatter == NULL) return -(int32_t)status;
    UFormattedNumber *formatted = unumf_openResult(&status);
    if (U_FAILURE(status)) return -(int32_t)status;
    unumf_formatDouble(formatter, value, formatted, &status);
    UChar word[16];
    int32_t length = 0;
    if (U_SUCCESS(status)) length = uplrules_selectFormatted(rules, formatted, word, 16, &status);
    unumf_closeResult(formatted);
    if (U_FAILURE(status)) return -(int32_t)status;
    if (length >= capacity || length > 15) return -(int32_t)U_BUFFER_OVERFLOW_ERROR;
    for (int32_t i = 0; i < length; i++) keyword[i] = (char)word[i];
    keyword[length] = 0;
    return length;
}

int32_t ts_icu_plural_keywords(const char *locale, char *keywords, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    if (capacity <= 0) return -(int32_t)U_ILLEGAL_ARGUMENT_ERROR;
    UPluralRules *rules = plural_rules_for(locale, &status);
    if (rules == NULL) return -(int32_t)status;
    UEnumeration *list = uplrules_getKeywords(rules, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    int32_t written = 0;
    int32_t length = 0;
    for (const char *word = uenum_next(list, &length, &status); word != NULL && U_SUCCESS(status);
         word = uenum_next(list, &length, &status)) {
        if (written + length + 1 >= capacity) break;
        if (written > 0) keywords[written++] = ' ';
        memcpy(keywords + written, word, (size_t)length);
        written += length;
    }
    uenum_close(list);
    keywords[written] = 0;
    if (U_FAILURE(status)) return -(int32_t)status;
    return written;
}

int32_t ts_icu_format_durations(const char *locale, const int64_t *values, const char *units, int32_t count,
                                uint16_t *output, int32_t capacity) {
    if (count <= 0 || count > 8) return -(int32_t)U_ILLEGAL_ARGUMENT_ERROR;
    const char *wanted = locale ? locale : "";
    UErrorCode status = U_ZERO_ERROR;
    UChar parts[8][64];
    const UChar *items[8];
    int32_t lengths[8];
    const char *unit = units;
    for (int32_t i = 0; i < count; i++) {
        const char *end = strchr(unit, ' ');
        int unit_length = end ? (int)(end - unit) : (int)strlen(unit);
        char skeleton_ascii[96];
        int written = snprintf(skeleton_ascii, sizeof skeleton_ascii, "measure-unit/duration-%.*s unit-width-full-name",
                               unit_length, unit);
        unit = end ? end + 1 : unit + unit_length;
        if (written <= 0 || written >= (int)sizeof skeleton_ascii) return -(int32_t)U_ILLEGAL_ARGUMENT_ERROR;
        UChar skeleton[96];
        for (int j = 0; j <= written; j++) skeleton[j] = (UChar)skeleton_ascii[j];
        UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, written, wanted, &status);
        if (U_FAILURE(status)) return -(int32_t)status;
        UFormattedNumber *result = unumf_openResult(&status);
        if (U_SUCCESS(status)) unumf_formatInt(formatter, values[i], result, &status);
        int32_t length = 0;
        if (U_SUCCESS(status)) length = unumf_resultToString(result, parts[i], 64, &status);
        if (result != NULL) unumf_closeResult(result);
        unumf_close(formatter);
        if (U_FAILURE(status) || length >= 64) return -(int32_t)(U_FAILURE(status) ? status : U_BUFFER_OVERFLOW_ERROR);
        items[i] = parts[i];
        lengths[i] = length;
    }
    UListFormatter *list = ulistfmt_openForType(wanted, ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    int32_t length = ulistfmt_format(list, items, lengths, count, (UChar *)output, capacity, &status);
    ulistfmt_close(list);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) return length;
    if (U_FAILURE(status)) return -(int32_t)status;
    return length;
}

const char *ts_icu_version(void) {
    pthread_once(&icu_version_once, read_icu_version);
    return icu_version;
}
