#!/usr/bin/env bash
# Text-engine benchmark: Typeset's TextEngine (cold, warm, relayout) against the raw hb_shape floor
# on the 2,000-paragraph corpus and the 2,000 UI labels (Benchmarks/README.md).
#
#   Benchmarks/run.sh [--passes N] [other TypesetBenchmarks options]
#
# Generates the corpora into Benchmarks/out/ (git-ignored), builds in release into .build-tools/
# and runs one process. Extra arguments go to TypesetBenchmarks (see its --help).
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/ensure-system-packages.sh
mkdir -p Benchmarks/out
python3 Benchmarks/gen_corpus.py -o Benchmarks/out/corpus.txt
python3 Benchmarks/gen_corpus.py --labels -o Benchmarks/out/labels.txt

swift build -c release --scratch-path .build-tools --product TypesetBenchmarks >&2
exec swift run -c release --skip-build --scratch-path .build-tools TypesetBenchmarks \
    --corpus Benchmarks/out/corpus.txt --labels Benchmarks/out/labels.txt "$@"
