#ifndef TYPESET_MEMORY_H
#define TYPESET_MEMORY_H

/* Cache hints for the text engine's walks over memory it has not touched for a while.
 *
 * A text laid out again at a new width reads its break table and writes its lines where the
 * memory was last touched long before: every cache line a miss. The hardware prefetcher follows
 * a walk only after a few misses in a row, so a short table costs one miss per line read in
 * turn. Asking for all of its lines first lets the misses overlap. Hints only: no effect on
 * what a program computes. */

#include <stddef.h>
#include <stdint.h>

/* The cache line's size on the machines Typeset runs on (x86-64, most ARM64 cores). */
#define TS_CACHE_LINE 64

/* Asks for the cache lines of `bytes` bytes from `start` to be read into the cache (`write`:
 * for writing): every line the range touches, from the one holding `start`. */
static inline void ts_prefetch(const void *start, size_t bytes, int write) {
    const char *end = (const char *)start + bytes;
    const char *line = (const char *)((uintptr_t)start & ~(uintptr_t)(TS_CACHE_LINE - 1));
    if (write) {
        for (; line < end; line += TS_CACHE_LINE) __builtin_prefetch(line, 1, 3);
    } else {
        for (; line < end; line += TS_CACHE_LINE) __builtin_prefetch(line, 0, 3);
    }
}

#endif
