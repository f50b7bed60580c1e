#ifndef TYPESET_STACK_H
#define TYPESET_STACK_H

/* The call stack of the current thread, for layout's stack-growth guard.
 *
 * Layout, view resolution and the release of erased views recurse once per level of the view
 * tree, and a custom `Layout` asks its subviews for sizes re-entrantly, so the recursion cannot
 * all be made iterative. Before each level the engine asks how much stack is left; below a red
 * zone it runs the rest of that level on a fresh thread with a large stack and waits for it
 * (the scheme of Rust's `stacker::maybe_grow`). The calling thread is blocked for the whole
 * call, so no two threads ever touch the work at once; thread creation and join order every
 * access (ThreadSanitizer sees them). */

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Bytes of stack left below the caller's frame on the current thread, or SIZE_MAX when the
 * thread's stack bounds are unknown (or the frame lies outside them, as on a sanitizer's fake
 * stack). The bounds are read once per thread (`pthread_getattr_np`) and cached. */
size_t ts_stack_remaining(void);

/* Whether the current thread may nest one more guarded call: more than `red_zone` bytes of
 * stack are left and fewer than `max_nesting` guarded calls are open on this thread (a second
 * bound that holds even where the stack bounds are misreported). */
int ts_stack_has_room(size_t red_zone, unsigned max_nesting);

/* `ts_stack_has_room`, and when it holds, opens one guarded call on the current thread (the
 * count `ts_stack_has_room` reads) in the same call: 1 when the call was opened, 0 when there
 * is no room. */
int ts_stack_enter_if_room(size_t red_zone, unsigned max_nesting);

/* Closes a guarded call `ts_stack_enter_if_room` opened. */
void ts_stack_leave(void);

/* Runs `body(context)` on a new thread whose stack is `stack_size` bytes and waits for it to
 * finish. Returns 0, or the error number when the thread could not be created (then `body` has
 * not run). */
int ts_stack_run_on_new_thread(size_t stack_size, void (*body)(void *), void *context);

#ifdef __cplusplus
}
#endif

#endif
