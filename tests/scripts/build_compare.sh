#!/bin/sh
# scripts/compare-jekyll.sh on a generated site (../shared/tools/gen-site.py, with the plugins): Jekyll 4.3 and
# sitepub must write the same set of files (nothing missing, nothing extra); the script's classification and
# summary line are checked on the way. Skips when jekyll or the generator is not installed.
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
# every line before the summary classifies one file
n=$(printf '%s\n' "$out" | grep -cE '^(identical|equal after normalisation|different|missing|extra): ')
total=$(printf '%s\n' "$summary" | sed -n "s/.*: \([0-9][0-9]*\) files in Jekyll's output.*/\1/p")
[ "$n" = "$total" ] || { echo "FAIL: $n classified lines for $total files"; exit 1; }
[ "$total" -gt 20 ] || { echo "FAIL: only $total files"; exit 1; }
echo "build_compare: ok"
