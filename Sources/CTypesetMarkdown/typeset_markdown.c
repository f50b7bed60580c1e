#include "typeset_markdown.h"

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* A growable byte buffer. */
typedef struct buffer {
    char *bytes;
    size_t length;
    size_t capacity;
} buffer;

/* Where one link destination lies in `links`. */
typedef struct link_range {
    int32_t start;
    int32_t length;
} link_range;

struct ts_markdown_result {
    buffer text;
    buffer links;
    ts_markdown_piece *pieces;
    int32_t piece_count;
    int32_t piece_capacity;
    link_range *link_ranges;
    int32_t link_count;
    int32_t link_capacity;
};

/* Grows `*storage` (of `*capacity` elements of `size` bytes) to hold `needed`; 0 when out of
 * memory or past INT32_MAX elements. */
static int reserve(void **storage, size_t size, int64_t needed, int64_t *capacity) {
    if (needed <= *capacity) return 1;
    if (needed > INT32_MAX) return 0;
    int64_t grown = *capacity < 16 ? 16 : *capacity * 2;
    if (grown < needed) grown = needed;
    if (grown > INT32_MAX) grown = INT32_MAX;
    void *moved = realloc(*storage, (size_t)grown * size);
    if (moved == NULL) return 0;
    *storage = moved;
    *capacity = grown;
    return 1;
}

/* Appends `length` bytes; the offset they start at, or -1 when out of memory. */
static int64_t append(buffer *into, const char *bytes, size_t length) {
    int64_t capacity = (int64_t)into->capacity;
    if (!reserve((void **)&into->bytes, 1, (int64_t)(into->length + length), &capacity)) return -1;
    into->capacity = (size_t)capacity;
    if (length > 0) memcpy(into->bytes + into->length, bytes, length);
    int64_t start = (int64_t)into->length;
    into->length += length;
    return start;
}

static int add_piece(ts_markdown_result *result, int32_t kind, uint32_t styles, const char *text, int32_t link) {
    size_t length = text ? strlen(text) : 0;
    int64_t start = append(&result->text, text, length);
    if (start < 0 || start > INT32_MAX || length > INT32_MAX) return 0;
    int64_t capacity = result->piece_capacity;
    if (!reserve((void **)&result->pieces, sizeof(ts_markdown_piece), (int64_t)result->piece_count + 1, &capacity))
        return 0;
    result->piece_capacity = (int32_t)capacity;
    ts_markdown_piece piece = {kind, styles, (int32_t)start, (int32_t)length, link};
    result->pieces[result->piece_count++] = piece;
    return 1;
}

/* Adds a link destination; its index, or -2 when out of memory. */
static int32_t add_link(ts_markdown_result *result, const char *url) {
    size_t length = url ? strlen(url) : 0;
    int64_t start = append(&result->links, url, length);
    if (start < 0 || start > INT32_MAX || length > INT32_MAX) return -2;
    int64_t capacity = result->link_capacity;
    if (!reserve((void **)&result->link_ranges, sizeof(link_range), (int64_t)result->link_count + 1, &capacity))
        return -2;
    result->link_capacity = (int32_t)capacity;
    link_range range = {(int32_t)start, (int32_t)length};
    result->link_ranges[result->link_count] = range;
    return result->link_count++;
}

static pthread_once_t registration = PTHREAD_ONCE_INIT;

/* cmark-gfm keeps the table of inline special characters in one global array: each parse adds
 * its extensions' characters ('~' for strikethrough) before processing inlines and removes them
 * after, so two parses at once can take '~' away from each other (github/cmark-gfm pull request
 * 176, not merged). Parses are therefore one at a time. */
static pthread_mutex_t parsing = PTHREAD_MUTEX_INITIALIZER;

/* cmark-gfm's registration sets a plain static flag: once per process, before any parser. */
static void register_extensions(void) { cmark_gfm_core_extensions_ensure_registered(); }

void ts_markdown_free(ts_markdown_result *result) {
    if (result == NULL) return;
    free(result->text.bytes);
    free(result->links.bytes);
    free(result->pieces);
    free(result->link_ranges);
    free(result);
}

/* Walks the tree in document order, counting how many emphasis, strong, strikethrough
 * and link nodes enclose each inline leaf. Links do not nest in CommonMark; an image inside a
 * link contributes its description (its children) like any other inline content. */
static int walk(cmark_node *root, ts_markdown_result *result) {
    cmark_iter *iter = cmark_iter_new(root);
    if (iter == NULL) return 0;
    int emphasis = 0, strong = 0, strike = 0;
    int32_t link = -1;
    int ok = 1;
    cmark_event_type event;
    while (ok && (event = cmark_iter_next(iter)) != CMARK_EVENT_DONE) {
        cmark_node *node = cmark_iter_get_node(iter);
        int entering = event == CMARK_EVENT_ENTER;
        cmark_node_type type = cmark_node_get_type(node);
        const char *name = cmark_node_get_type_string(node);
        int delta = entering ? 1 : -1;
        uint32_t styles = (emphasis > 0 ? TS_MARKDOWN_EMPHASIS : 0) | (strong > 0 ? TS_MARKDOWN_STRONG : 0)
                        | (strike > 0 ? TS_MARKDOWN_STRIKETHROUGH : 0);
        switch (type) {
        case CMARK_NODE_EMPH: emphasis += delta; break;
        case CMARK_NODE_STRONG: strong += delta; break;
        case CMARK_NODE_LINK:
            if (entering) {
                link = add_link(result, cmark_node_get_url(node));
                ok = link >= -1;
            } else {
                link = -1;
            }
            break;
        case CMARK_NODE_TEXT:
            ok = add_piece(result, TS_MARKDOWN_TEXT, styles, cmark_node_get_literal(node), link);
            break;
        case CMARK_NODE_CODE:
            ok = add_piece(result, TS_MARKDOWN_TEXT, styles | TS_MARKDOWN_CODE, cmark_node_get_literal(node), link);
            break;
        case CMARK_NODE_HTML_INLINE:
            ok = add_piece(result, TS_MARKDOWN_HTML, styles, cmark_node_get_literal(node), link);
            break;
        case CMARK_NODE_SOFTBREAK:
        case CMARK_NODE_LINEBREAK:
            ok = add_piece(result, TS_MARKDOWN_LINE_ENDING, styles, NULL, link);
            break;
        default:
            if (name != NULL && strcmp(name, "strikethrough") == 0) strike += delta;
            break;
        }
    }
    cmark_iter_free(iter);
    return ok;
}

ts_markdown_result *ts_markdown_parse(const char *source, size_t length) {
    pthread_once(&registration, register_extensions);
    ts_markdown_result *result = calloc(1, sizeof(ts_markdown_result));
    if (result == NULL) return NULL;
    cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
    if (parser == NULL) {
        ts_markdown_free(result);
        return NULL;
    }
    cmark_syntax_extension *strikethrough = cmark_find_syntax_extension("strikethrough");
    if (strikethrough != NULL) cmark_parser_attach_syntax_extension(parser, strikethrough);
    pthread_mutex_lock(&parsing);
    cmark_parser_feed(parser, source, length);
    cmark_node *document = cmark_parser_finish(parser);
    pthread_mutex_unlock(&parsing);
    int ok = document != NULL && walk(document, result);
    if (document != NULL) cmark_node_free(document);
    cmark_parser_free(parser);
    if (!ok) {
        ts_markdown_free(result);
        return NULL;
    }
    return result;
}

int32_t ts_markdown_piece_count(const ts_markdown_result *result) { return result ? result->piece_count : 0; }

ts_markdown_piece ts_markdown_piece_at(const ts_markdown_result *result, int32_t index) {
    ts_markdown_piece none = {TS_MARKDOWN_TEXT, 0, 0, 0, -1};
    if (result == NULL || index < 0 || index >= result->piece_count) return none;
    return result->pieces[index];
}

const char *ts_markdown_text(const ts_markdown_result *result, size_t *length) {
    if (length) *length = result ? result->text.length : 0;
    return result && result->text.bytes ? result->text.bytes : "";
}

const char *ts_markdown_link(const ts_markdown_result *result, int32_t index, size_t *length) {
    if (result == NULL || index < 0 || index >= result->link_count) {
        if (length) *length = 0;
        return "";
    }
    if (length) *length = (size_t)result->link_ranges[index].length;
    return result->links.bytes ? result->links.bytes + result->link_ranges[index].start : "";
}

const char *ts_markdown_version(void) { return cmark_version_string(); }
