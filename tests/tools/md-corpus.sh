#!/bin/sh
# md-corpus.sh [DIR]: render every .md file under DIR (default ../shared/corpus/tvm-site) with sitepub's
# markdown module (build/tools/md_render) and with kramdown 2.4 + kramdown-parser-gfm as Jekyll 4.3 configures
# it (front matter stripped, Liquid left in place), and report how many outputs are byte-identical.
# NOHL=1 compares with no syntax highlighter on both sides (kramdown's syntax_highlighter: nil), which
# takes Rouge's highlighting (the highlight module's job) out of the measure.
# Differences are kept in $OUT (default /tmp/md-corpus) as NAME.kramdown.html / NAME.sitepub.html.
set -u
DIR=${1:-../shared/corpus/tvm-site}
BUILD=${BUILD:-build}
OUT=${OUT:-/tmp/md-corpus}
HERE=$(cd "$(dirname "$0")" && pwd)
rm -rf "$OUT"; mkdir -p "$OUT/k" "$OUT/s"
# Liquid stays in place, except `{% post_url NAME %}` (a link destination with spaces would not be a link at
# all), which both sides see as /NAME/.
mkdir -p "$OUT/src"
for f in $(find "$DIR" -name '*.md' -not -name 'README.md' -not -path '*/node_modules/*' | sort); do
  sed -E 's/\{% *post_url +([^ %]+) *%\}/\/\1\//g' "$f" > "$OUT/src/$(basename "$f")"
done
files=$(find "$OUT/src" -name '*.md' | sort)
[ -n "$files" ] || { echo "no .md files under $DIR"; exit 1; }
set -- $files
ruby "$HERE/kramdown-render.rb" "$OUT/k" "$@" || exit 1
NFLAG=; [ "${NOHL:-}" = 1 ] && NFLAG=-n
"$BUILD/tools/md_render" $NFLAG -o "$OUT/s" "$@" || true
total=0; same=0
for f in "$@"; do
  b=$(basename "$f")
  total=$((total+1))
  if cmp -s "$OUT/k/$b.html" "$OUT/s/$b.html"; then
    same=$((same+1))
  else
    echo "DIFF $f ($(diff "$OUT/k/$b.html" "$OUT/s/$b.html" | grep -c '^[<>]') lines)"
  fi
done
echo "markdown corpus${NOHL:+ (no highlighter)}: $same of $total identical to kramdown"
