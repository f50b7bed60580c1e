#!/usr/bin/env bash
# Independent text oracle: lays out the first 600 corpus paragraphs at widths 120, 200, 300 and
# 500 px with Pango (unhinted, unrounded) and with Typeset, for DejaVu Sans 15 px, Liberation
# Sans 17 px and DejaVu Sans 16 px (an even size: there Pango's 1/1024 px units are exact, so
# widths must agree bit for bit), and prints how many agree on line starts and widest-line width,
# with the disagreements grouped into explained classes (Oracle/README.md).
#
#   Oracle/run.sh [--count N] [--widths 120,200,300,500] [--with-lato] [--hyphens]
#
# --with-lato adds Lato 16 px; --hyphens lets Pango insert hyphens when it breaks inside a word
# (its default; off here because Typeset never does). Outputs go to Oracle/out/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

count=600
widths=120,200,300,500
fonts=("dejavu15|DejaVu Sans|15" "liberation17|Liberation Sans|17" "dejavu16|DejaVu Sans|16")
pango_opts=()
while [ $# -gt 0 ]; do
    case "$1" in
        --count) count=$2; shift 2 ;;
        --widths) widths=$2; shift 2 ;;
        --with-lato) fonts+=("lato16|Lato|16"); shift ;;
        --hyphens) pango_opts+=(--hyphens); shift ;;
        -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
        *) echo "Oracle/run.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done

Scripts/ensure-system-packages.sh libpango1.0-dev

out=Oracle/out
mkdir -p "$out" Benchmarks/out
corpus=Benchmarks/out/corpus.txt
python3 Benchmarks/gen_corpus.py -o "$corpus"
echo "corpus: $corpus sha256 $(sha256sum "$corpus" | cut -d' ' -f1)" >&2

# Pango must see exactly the bundled fonts: a fonts.conf whose only <dir> is Fonts/.
cat > "$out/fonts.conf" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>$root/Fonts</dir>
  <cachedir>$root/$out/fontconfig-cache</cachedir>
</fontconfig>
EOF
export FONTCONFIG_FILE=$root/$out/fonts.conf

echo "building pango_lines (gcc, pangocairo, icu-uc)" >&2
# shellcheck disable=SC2046
gcc -O2 -Wall -o "$out/pango_lines" Oracle/pango_lines.c $(pkg-config --cflags --libs pangocairo icu-uc)

echo "building TypesetOracle (swift build -c release --scratch-path .build-tools)" >&2
swift build -c release --scratch-path .build-tools --product TypesetOracle >&2
typeset_bin=$(swift build -c release --scratch-path .build-tools --show-bin-path)/TypesetOracle

font_args=()
for spec in "${fonts[@]}"; do
    IFS='|' read -r tag family px <<<"$spec"
    echo "laying out: $family ${px}px, $count paragraphs × widths $widths" >&2
    "$out/pango_lines" "${pango_opts[@]}" lines "$corpus" "$family" "$px" "$widths" "$count" >"$out/pango-$tag.tsv"
    "$typeset_bin" lines "$corpus" "$family" "$px" "$widths" "$count" >"$out/typeset-$tag.tsv"
    font_args+=(--font "$tag" "$family" "$px")
done

breaks=$("$out/pango_lines" breaks "$corpus" "$count" | wc -l)
python3 Oracle/compare.py --corpus "$corpus" --out "$out" "${font_args[@]}" \
    --pango-bin "$out/pango_lines" --typeset-bin "$typeset_bin"
echo
echo "break opportunities, Pango log attrs vs ICU UBRK_LINE, every position of the $count paragraphs: $breaks differ"
