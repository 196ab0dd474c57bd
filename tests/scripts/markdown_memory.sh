#!/bin/sh
# The Markdown path's peak memory stays within 10x the page (issue 20, defect 11: a 50 MB page peaked at 1.8 GiB;
# the kramdown parser that replaced cmark-gfm peaked at ~85x). Large pages are converted block by block
# (src/markdown/kramdown/kd.h): the element tree of one stretch of top-level blocks is freed once they are written.
#
# Pages of several shapes from tests/tools/gen_md_page.py (3 MB each, prose also 12 MB):
# - `sitepub build --disable-disk-cache` of a site holding only that page: peak RSS minus the peak of the same site
#   with an empty page <= 10 x the page, for the shapes whose HTML is at most ~2x the page. Footnotes (HTML 2.7x the
#   page), a table or a post with highlighted code (4-5x) make more, and the build keeps that twice (the page's
#   content and its output, src/site/render.c), so those three are held by the next check only.
# - build/tools/md_render (the conversion alone, as Jekyll's converter: the page read, converted, written): peak RSS
#   minus that of a 20 KB page of the same shape (what any conversion costs: patterns compiled, the highlighter's
#   tables) <= 10 x the page, for every shape.
# RSS is the kernel's ru_maxrss of the finished child (Python's resource module). Under ASan (SITEPUB_SANITIZED=1)
# RSS measures the sanitizer's shadow memory and quarantine, not the program's: the memory checks are skipped there.
#
# Byte identity of the streamed conversion: the pages listed in tests/data/markdown-stream/pages.txt, converted with
# SITEPUB_MD_CHUNK=1 (a flush attempt after every top-level block; the 90 KB page with the default 16 KB), equal
# Ruby kramdown's HTML (tests/data/markdown-stream/gen-expected.sh made it). The post shape uses a tvm-site post and
# is skipped when $SITEPUB_SHARED/corpus is absent.
set -eu
B=${SITEPUB_BIN:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
case ${BUILD:-build} in
/*) MDR="$BUILD/tools/md_render" ;;
*) MDR="$ROOT/${BUILD:-build}/tools/md_render" ;;
esac
GEN="$ROOT/tests/tools/gen_md_page.py"
DATA="$ROOT/tests/data/markdown-stream"
PY=/usr/bin/python3
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
POST="${SITEPUB_SHARED:-}/corpus/tvm-site/_posts/2017-08-22-Optimize-Deep-Learning-GPU-Operators-with-TVM-A-Depthwise-Convolution-Example.md"
[ -f "$POST" ] || POST=

# byte identity
while read -r shape size; do
  "$PY" "$GEN" "$shape" "$size" "$T/p.md"
  if [ "$size" -lt 65536 ]; then chunk=1; else chunk=; fi
  SITEPUB_MD_CHUNK=$chunk "$MDR" "$T/p.md" > "$T/p.html"
  if cmp -s "$T/p.html" "$DATA/$shape-$size.html"; then
    ok "$shape page of $size bytes, streamed (chunk ${chunk:-16384}): kramdown's HTML"
  else
    bad "$shape page of $size bytes, streamed (chunk ${chunk:-16384}): differs from kramdown's HTML ($(cmp "$T/p.html" "$DATA/$shape-$size.html" 2>&1 | head -1))"
  fi
done < "$DATA/pages.txt"

if [ "${SITEPUB_SANITIZED:-}" = 1 ]; then
  echo "# skip: peak memory under ASan is the sanitizer's (shadow memory, quarantine), not sitepub's"
  [ "$fails" -eq 0 ]
  exit
fi

# peak RSS (KB) of the command
peak() {
  "$PY" -c 'import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$@"
}
# check LABEL PEAK-KB BASE-KB PAGE-BYTES: (peak - base) <= 10 x page
check() {
  extra=$(( ($2 - $3) * 1024 ))
  ratio=$(( extra * 10 / $4 ))
  if [ "$extra" -le $(( 10 * $4 )) ]; then
    ok "$1: peak $2 KB, $(( ratio / 10 )).$(( ratio % 10 ))x the page above the baseline's $3 KB"
  else
    bad "$1: peak $2 KB is $(( ratio / 10 )).$(( ratio % 10 ))x the page above the baseline's $3 KB (at most 10x)"
  fi
}
page() { # SHAPE BYTES OUT
  if [ "$1" = post ]; then "$PY" "$GEN" post "$2" "$3" "$POST"; else "$PY" "$GEN" "$1" "$2" "$3"; fi
}

mkdir -p "$T/s"
printf 'title: memory\n' > "$T/s/_config.yml"
printf -- '---\ntitle: big\n---\n' > "$T/s/big.md"
build() { peak "$B" build -q -j1 --disable-disk-cache -s "$T/s" -d "$T/out"; }
base=$(build)
for spec in prose:3000000 short:3000000 list:3000000 code:3000000 headers:3000000 mixed:3000000 \
            prose:12000000; do
  shape=${spec%%:*} size=${spec#*:}
  page "$shape" "$size" "$T/s/big.md"
  check "sitepub build, $shape page of $size bytes" "$(build)" "$base" "$(wc -c < "$T/s/big.md")"
done

for shape in prose short list table code headers footnotes mixed post; do
  if [ $shape = post ] && [ -z "$POST" ]; then
    echo "# skip: post shape (no tvm-site corpus under \$SITEPUB_SHARED)"
    continue
  fi
  page $shape 20000 "$T/small.md"
  page $shape 3000000 "$T/p.md"
  check "md_render, $shape page of 3 MB" "$(peak "$MDR" "$T/p.md")" "$(peak "$MDR" "$T/small.md")" "$(wc -c < "$T/p.md")"
done
[ "$fails" -eq 0 ]
