// Declarations only: the symbols come from libFuzzer (-sanitize=fuzzer).
