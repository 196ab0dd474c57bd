#!/bin/sh
# md-jekyll.sh [SRC]: build SRC (default ../shared/corpus/tvm-site) with Jekyll, recording each Markdown
# conversion (input after Liquid, kramdown's output), then render each input with sitepub's markdown module
# (build/tools/md_render, Rouge highlighting through the highlight module) and count identical outputs.
# The truest measure of the module: the same bytes Jekyll's converter sees. Files kept in $OUT.
set -u
SRC=${1:-../shared/corpus/tvm-site}
BUILD=${BUILD:-build}
OUT=${OUT:-/tmp/md-jekyll}
HERE=$(cd "$(dirname "$0")" && pwd)
rm -rf "$OUT"; mkdir -p "$OUT"
JEKYLL_NO_BUNDLER_REQUIRE=true TZ=UTC ruby "$HERE/jekyll-markdown-pairs.rb" "$SRC" "$OUT/site" "$OUT/pairs" >/dev/null || exit 1
same=0; total=0
for f in "$OUT"/pairs/*.md; do
  total=$((total+1))
  "$BUILD/tools/md_render" -f "$f" > "${f%.md}.sitepub.html" 2>/dev/null
  if cmp -s "${f%.md}.html" "${f%.md}.sitepub.html"; then
    same=$((same+1))
  else
    echo "DIFF $f ($(diff "${f%.md}.html" "${f%.md}.sitepub.html" | grep -c '^[<>]') lines; first line: $(head -c 60 "$f" | tr '\n' ' '))"
  fi
done
echo "markdown after Liquid (Jekyll's own converter input): $same of $total identical to Jekyll's kramdown"
