/* Everything is inline in include/typeset_memory.h; SwiftPM builds a C target from sources. */
#include "typeset_memory.h"
