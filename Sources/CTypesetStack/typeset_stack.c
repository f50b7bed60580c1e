/* The current thread's stack bounds and a helper to continue on a fresh stack (typeset_stack.h). */
#define _GNU_SOURCE
#include "typeset_stack.h"

#include <pthread.h>
#include <stdint.h>

/* The lowest usable and the highest address of this thread's stack (stacks grow down on every
 * platform Swift runs on); low is 0 until read, 1 when it cannot be known. */
static _Thread_local uintptr_t stack_low;
static _Thread_local uintptr_t stack_high;

static uintptr_t read_stack_bounds(void) {
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    stack_high = (uintptr_t)pthread_get_stackaddr_np(self);
    return stack_high - pthread_get_stacksize_np(self);
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
    stack_high = (uintptr_t)address + size;
    return (uintptr_t)address + guard;
#endif
}

size_t ts_stack_remaining(void) {
    if (stack_low == 0) stack_low = read_stack_bounds();
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    if (stack_low == 1 || here < stack_low || here > stack_high) return SIZE_MAX;
    return here - stack_low;
}

/* Guarded calls open on this thread. */
static _Thread_local unsigned nesting;

int ts_stack_has_room(size_t red_zone, unsigned max_nesting) {
    return nesting < max_nesting && ts_stack_remaining() > red_zone;
}

void ts_stack_enter(void) { nesting++; }
void ts_stack_leave(void) { nesting--; }

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
