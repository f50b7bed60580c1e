// libFuzzer's driver entry point (compiler-rt FuzzerInterface.h): runs the fuzzing loop with
// `callback` as the target. The targets call it from their own `main`, since SwiftPM names an
// executable's entry point itself and so libFuzzer's `main` is never linked.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
