#!/usr/bin/env bash
# Installs the Debian packages Typeset builds against, when they are missing.
# Sourced or run by Scripts/demo and Scripts/test; prints what it does and fails clearly.
set -euo pipefail

packages=(libfreetype-dev libharfbuzz-dev libharfbuzz-bin libicu-dev libcairo2-dev libcmark-gfm-dev libcmark-gfm-extensions-dev
          poppler-utils pkg-config)
extra=("$@")   # callers may add packages (the oracle adds libpango1.0-dev)

missing=()
for p in "${packages[@]}" "${extra[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Typeset: installing missing system packages: ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then sudo=(); elif command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
    echo "Typeset: cannot install ${missing[*]}: not root and no sudo. Install them with apt-get and retry." >&2
    exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "Typeset: cannot install ${missing[*]}: apt-get not found (Debian or Ubuntu expected)." >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! { "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq "${missing[@]}"; } >&2; then
    echo "Typeset: apt-get could not install ${missing[*]}; see the messages above." >&2
    exit 1
fi
