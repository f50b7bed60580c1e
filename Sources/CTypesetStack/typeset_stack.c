/* The current thread's stack bounds and a helper to continue on a fresh stack (typeset_stack.h). */
#define _GNU_SOURCE
#include "typeset_stack.h"

#include <pthread.h>
#include <stdint.h>

/* This thread's stack: its lowest usable and its highest address (stacks grow down on every
 * platform Swift runs on; `low` is 0 until read, 1 when it cannot be known) and the guarded
 * calls open on it. One thread-local block, read through one address per call; the
 * initial-exec model makes that address one register-relative load where the platform has it
 * (the engine's objects are linked into the program, never loaded later with dlopen). */
struct stack_state {
    uintptr_t low;
    uintptr_t high;
    unsigned nesting;
};
#if defined(__ELF__)
static _Thread_local struct stack_state state __attribute__((tls_model("initial-exec")));
#else
static _Thread_local struct stack_state state;
#endif

static uintptr_t read_stack_bounds(struct stack_state *s) {
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    s->high = (uintptr_t)pthread_get_stackaddr_np(self);
    return s->high - pthread_get_stacksize_np(self);
#else
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 1;
    void *address = NULL;
    size_t size = 0;
    size_t guard = 0;
    int status = pthread_attr_getstack(&attributes, &address, &size);
    pthread_attr_getguardsize(&attributes, &guard);
    pthread_attr_destroy(&attributes);
    if (status != 0 || address == NULL) return 1;
    s->high = (uintptr_t)address + size;
    return (uintptr_t)address + guard;
#endif
}

static inline size_t remaining(struct stack_state *s, uintptr_t here) {
    if (s->low == 0) s->low = read_stack_bounds(s);
    if (s->low == 1 || here < s->low || here > s->high) return SIZE_MAX;
    return here - s->low;
}

size_t ts_stack_remaining(void) {
    return remaining(&state, (uintptr_t)__builtin_frame_address(0));
}

int ts_stack_has_room(size_t red_zone, unsigned max_nesting) {
    struct stack_state *s = &state;
    return s->nesting < max_nesting && remaining(s, (uintptr_t)__builtin_frame_address(0)) > red_zone;
}

/* The first guarded call on a thread, or one on a thread whose bounds cannot be known: out of
 * line, so that the common path below keeps no registers to save. */
__attribute__((noinline, cold)) static int enter_if_room_slowly(size_t red_zone, unsigned max_nesting) {
    if (!ts_stack_has_room(red_zone, max_nesting)) return 0;
    state.nesting++;
    return 1;
}

int ts_stack_enter_if_room(size_t red_zone, unsigned max_nesting) {
    struct stack_state *s = &state;
    uintptr_t low = s->low;
    if (__builtin_expect(low <= 1, 0)) return enter_if_room_slowly(red_zone, max_nesting);
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    /* Outside the bounds read (a fresh stack of another kind): no limit known, as `remaining`. */
    int known = here >= low && here <= s->high;
    if (s->nesting >= max_nesting || (known && here - low <= red_zone)) return 0;
    s->nesting++;
    return 1;
}

void ts_stack_leave(void) { state.nesting--; }

struct continuation {
    void (*body)(void *);
    void *context;
};

static void *run_continuation(void *argument) {
    struct continuation *continuation = argument;
    continuation->body(continuation->context);
    return NULL;
}

int ts_stack_run_on_new_thread(size_t stack_size, void (*body)(void *), void *context) {
    pthread_attr_t attributes;
    int status = pthread_attr_init(&attributes);
    if (status != 0) return status;
    status = pthread_attr_setstacksize(&attributes, stack_size);
    if (status != 0) {
        pthread_attr_destroy(&attributes);
        return status;
    }
    struct continuation continuation = {body, context};
    pthread_t thread;
    status = pthread_create(&thread, &attributes, run_continuation, &continuation);
    pthread_attr_destroy(&attributes);
    if (status != 0) return status;
    return pthread_join(thread, NULL);
}
