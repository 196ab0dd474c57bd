#!/bin/sh
# scripts/compare-jekyll.sh on a generated site (../shared/tools/gen-site.py, with the plugins): Jekyll 4.3 and
# sitepub must write the same set of files (nothing missing, nothing extra) and the outputs not made from
# Markdown must be identical or equal after normalisation; the script's classification and summary line are
# checked on the way. Skips when jekyll or the generator is not installed.
set -eu
BIN=${SITEPUB_BIN:?}
SHARED=${SITEPUB_SHARED:-../shared}
gen="$SHARED/tools/gen-site.py"
if ! command -v jekyll >/dev/null 2>&1 || [ ! -f "$gen" ]; then
  echo "skip: jekyll or $gen not available"
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 "$gen" --posts 20 --plugins "$tmp/site" >/dev/null
out=$(SITEPUB_BIN="$BIN" sh scripts/compare-jekyll.sh "$tmp/site" || true)
summary=$(printf '%s\n' "$out" | tail -n 1)
echo "$summary"
case "$summary" in
  "compare-jekyll: site: "*" files in Jekyll's output: "*" identical, "*" equal after normalisation, "*" different, 0 missing; 0 extra") ;;
  *) echo "FAIL: files missing or extra: $summary"; printf '%s\n' "$out" | grep -E '^(missing|extra):' | head; exit 1 ;;
esac
# outputs not made from Markdown (the site module's own: layouts, Liquid, plugins' templates) are identical or
# equal after normalisation; so are static files
bysrc=$(printf '%s\n' "$out" | grep '^compare-jekyll: by source: ' || true)
[ -n "$bysrc" ] || { echo "FAIL: no by-source line"; exit 1; }
echo "$bysrc"
if printf '%s\n' "$bysrc" | grep -qE '(not from Markdown|static files): [0-9]+ identical, [0-9]+ normalised, [1-9]'; then
  echo "FAIL: outputs not from Markdown differ"; printf '%s\n' "$out" | grep -E '\((other|static)\)$' | head; exit 1
fi
# every line before the summary classifies one file
n=$(printf '%s\n' "$out" | grep -cE '^(identical|equal after normalisation|different|missing|extra): ')
total=$(printf '%s\n' "$summary" | sed -n "s/.*: \([0-9][0-9]*\) files in Jekyll's output.*/\1/p")
[ "$n" = "$total" ] || { echo "FAIL: $n classified lines for $total files"; exit 1; }
[ "$total" -gt 20 ] || { echo "FAIL: only $total files"; exit 1; }
echo "build_compare: ok"
