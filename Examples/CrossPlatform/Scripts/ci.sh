#!/bin/sh
# Verify layouts on a Linux CI machine: install the text libraries Typeset measures with, then
# run the tests, which lay the views out with real fonts and check baselines, truncation,
# overflow and overlaps. Copy this file into your package; it fails the step on any finding.
set -eu
cd "$(dirname "$0")/.."

packages="libfreetype-dev libharfbuzz-dev libicu-dev libcairo2-dev libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config"
if ! pkg-config --exists freetype2 harfbuzz icu-uc cairo libcmark-gfm 2>/dev/null; then
    if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq $packages
fi
# The numbers depend on these versions: print them next to the results.
echo "freetype $(pkg-config --modversion freetype2) · harfbuzz $(pkg-config --modversion harfbuzz) · icu $(pkg-config --modversion icu-uc)"

swift test
