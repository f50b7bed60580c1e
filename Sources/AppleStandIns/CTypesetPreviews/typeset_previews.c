// The linker defines `__start_NAME` and `__stop_NAME` around a section whose name is a C
// identifier when something refers to them (ELF: GNU ld, gold and lld alike). Weak, so a program
// with no preview links and reads an empty range. A test program on Linux is one linked image,
// so the records of every module it links are in one section.
#include "typeset_previews.h"

#if defined(__ELF__)
extern const char __start_typeset_previews[] __attribute__((weak));
extern const char __stop_typeset_previews[] __attribute__((weak));

const void *typeset_previews_start(void) { return __start_typeset_previews; }
const void *typeset_previews_end(void) { return __stop_typeset_previews; }
#else
const void *typeset_previews_start(void) { return 0; }
const void *typeset_previews_end(void) { return 0; }
#endif
