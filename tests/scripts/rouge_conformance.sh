#!/bin/sh
# Highlighting conformance ratchet: build $SITEPUB_SHARED/conformance/rouge (one page per Rouge 3.30 lexer: Rouge's
# own visual sample in a fenced block, and what Jekyll 4.3.1 writes for it) as a site, count the pages whose output
# equals Jekyll's byte for byte, and fail when fewer than tests/rouge-conformance-baseline.txt records (raise that
# figure when the count goes up). Lists the pages that differ.
set -u
. "$(dirname "$0")/../lib/check.sh"
BUILD=${BUILD:-build}
SP=${SITEPUB_BIN:-$BUILD/sitepub}
conf="${SITEPUB_SHARED:-../shared}/conformance/rouge"
if [ ! -d "$conf" ]; then
  echo "skip: rouge conformance pages not found at $conf (set SITEPUB_SHARED)"
  exit 0
fi
baseline=$(tr -dc '0-9' < tests/rouge-conformance-baseline.txt)
work=$(mktemp -d "${TMPDIR:-/tmp}/rouge-conf.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/site/c"
printf 'title: conformance\ntime: 2026-06-26 20:10:36 +0000\n' > "$work/site/_config.yml"
cp "$conf"/*.md "$work/site/c/"
rm -f "$work/site/c/README.md"
if ! (cd "$work/site" && TZ=UTC "$SP" build -q -s . -d "$work/out") > "$work/build.log" 2>&1; then
  cat "$work/build.log"
  bad "sitepub build of the rouge conformance pages"
  exit 1
fi
passed=0
failed=""
for md in "$conf"/*.md; do
  n=$(basename "$md" .md)
  [ "$n" = README ] && continue
  if cmp -s "$conf/$n.html" "$work/out/c/$n.html"; then passed=$((passed + 1)); else failed="$failed $n"; fi
done
echo "differ:$failed"
echo "rouge conformance: $passed passed (baseline $baseline)"
if [ "$passed" -lt "$baseline" ]; then
  bad "the rouge conformance count dropped below the baseline in tests/rouge-conformance-baseline.txt"
else
  ok "rouge conformance: $passed >= $baseline"
fi
[ "$fails" -eq 0 ]
