#ifndef TYPESET_MARKDOWN_H
#define TYPESET_MARKDOWN_H

/* Inline Markdown through cmark-gfm, behind a header with no cmark types.
 *
 * cmark-gfm builds a document tree; this target walks it and hands back a flat list of
 * pieces: runs of UTF-8 text with the inline styles in force over them (emphasis, strong
 * emphasis, strikethrough, code) and the link they belong to. Block structure is not
 * reported: the caller arranges the source so that it is one paragraph (see
 * InlineMarkdown.swift). cmark-gfm is included only by the implementation file. */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Styles in force over a piece: bits of `ts_markdown_piece.styles`. */
enum {
    TS_MARKDOWN_EMPHASIS = 1,        /* `*x*`, `_x_` */
    TS_MARKDOWN_STRONG = 2,          /* `**x**`, `__x__` */
    TS_MARKDOWN_STRIKETHROUGH = 4,   /* `~x~`, `~~x~~` (the GFM extension) */
    TS_MARKDOWN_CODE = 8,            /* `` `x` `` */
};

/* What a piece is. */
enum {
    TS_MARKDOWN_TEXT = 0,        /* text, entities and escapes already resolved */
    TS_MARKDOWN_LINE_ENDING = 1, /* a soft or hard line break of the source */
    TS_MARKDOWN_HTML = 2,        /* raw inline HTML, as written */
};

/* One piece of the inline content, in document order. */
typedef struct ts_markdown_piece {
    int32_t kind;         /* TS_MARKDOWN_TEXT, _LINE_ENDING or _HTML */
    uint32_t styles;      /* TS_MARKDOWN_EMPHASIS | ... */
    int32_t text_start;   /* byte offset of the piece's text in ts_markdown_text() */
    int32_t text_length;  /* bytes; 0 for a line ending */
    int32_t link;         /* index of the enclosing link's destination, or -1 */
} ts_markdown_piece;

/* A parsed source; opaque. */
typedef struct ts_markdown_result ts_markdown_result;

/* Parses `length` bytes of UTF-8 `source` with cmark-gfm and the strikethrough extension
 * (one or two tildes). Returns NULL when memory runs out. Thread-safe. */
ts_markdown_result *ts_markdown_parse(const char *source, size_t length);

/* The pieces, in document order. */
int32_t ts_markdown_piece_count(const ts_markdown_result *result);
ts_markdown_piece ts_markdown_piece_at(const ts_markdown_result *result, int32_t index);

/* The text every piece points into (not NUL-terminated; `*length` receives its size). */
const char *ts_markdown_text(const ts_markdown_result *result, size_t *length);

/* The destination of link `index` as cmark-gfm resolved it (escapes and entities undone). */
const char *ts_markdown_link(const ts_markdown_result *result, int32_t index, size_t *length);

/* Frees a result. */
void ts_markdown_free(ts_markdown_result *result);

/* The cmark-gfm version string, e.g. "0.29.0.gfm.6". */
const char *ts_markdown_version(void);

#ifdef __cplusplus
}
#endif

#endif
