#include "typeset_icu.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

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

const char *ts_icu_version(void) {
    pthread_once(&icu_version_once, read_icu_version);
    return icu_version;
}
