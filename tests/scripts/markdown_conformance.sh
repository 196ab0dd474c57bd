#!/bin/sh
# Markdown conformance ratchet: build the pages of $SITEPUB_SHARED/conformance/markdown (each NAME.md a page; the
# texts of kramdown's, kramdown-parser-gfm's and cmark-gfm's tests) as one site and count the outputs equal byte
# for byte to NAME.html, Jekyll 4.3.1's output. Fails when fewer are equal than tests/markdown-conformance-baseline.txt
# records (raise that figure when the count goes up); the pages that differ are listed.
set -u
suite="${SITEPUB_SHARED:-../shared}/conformance/markdown"
if [ ! -d "$suite" ]; then
  echo "skip: the Markdown conformance pages are not at $suite (set SITEPUB_SHARED)"
  exit 0
fi
baseline=$(tr -dc '0-9' < tests/markdown-conformance-baseline.txt)
w=$(mktemp -d "${TMPDIR:-/tmp}/sitepub-mdconf.XXXXXX")
trap 'rm -rf "$w"' EXIT
mkdir -p "$w/site/c"
printf 'title: conformance\ntime: 2026-06-26 20:10:36 +0000\n' > "$w/site/_config.yml"
cp "$suite"/*.md "$w/site/c/"
rm -f "$w/site/c/README.md"
if ! (cd "$w/site" && TZ=UTC "$SITEPUB_BIN" build -q -s . -d "$w/out" > "$w/build.log" 2>&1); then
  echo "FAIL: the conformance site did not build"
  cat "$w/build.log"
  exit 1
fi
passed=0; failed=0
for md in "$suite"/*.md; do
  n=$(basename "$md" .md)
  [ "$n" = README ] && continue
  if cmp -s "$suite/$n.html" "$w/out/c/$n.html"; then
    passed=$((passed+1))
  else
    failed=$((failed+1)); echo "differs: $n"
  fi
done
echo "markdown conformance: $passed passed, $failed failed (baseline $baseline)"
if [ "$passed" -lt "$baseline" ]; then
  echo "FAIL: the Markdown conformance count dropped below the baseline in tests/markdown-conformance-baseline.txt"
  exit 1
fi
