#!/bin/sh
# The Markdown path's peak memory stays within 10x the page (issue 20, defect 11: a 50 MB page peaked at 1.8 GiB;
# the kramdown parser that replaced cmark-gfm peaked at ~85x). Large pages are converted block by block
# (src/markdown/kramdown/kd.h): the element tree of one stretch of top-level blocks is freed once they are written.
#
# Pages of several shapes from tests/tools/gen_md_page.py (3 MB each, prose also 12 MB):
# - `sitepub build --disable-disk-cache` of a site holding only that page (incremental, the default, and --full;
#   without a layout and, for the shapes whose HTML is largest, in one): peak RSS minus the peak of the same site
#   with an empty page <= 10 x the page, for every shape. The HTML (up to ~4.5x the page for a table) is held
#   once: without a layout the output is the content itself (src/site/render.c); the content of a large page is
#   kept in the spill file, whose pages a layout copying it gives back as it reads (src/site/spill.c); the HTML
#   is written into room reserved up front (src/markdown/markdown.c), not grown by doubling in the heap. Before
#   that, a 5 MB table peaked at 11.5x (12.0x), a tvm post repeated at 10.6x.
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

page() { # SHAPE BYTES OUT
  if [ "$1" = post ]; then "$PY" "$GEN" post "$2" "$3" "$POST"; else "$PY" "$GEN" "$1" "$2" "$3"; fi
}

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

mkdir -p "$T/s/_layouts"
printf 'title: memory\n' > "$T/s/_config.yml"
printf '<html><body>{{ content }}</body></html>\n' > "$T/s/_layouts/default.html"
# a large page's content is kept in the spill file and its pages dropped from memory once read (spill.c): the
# bytes stay the same, read again by a page after it (site.pages) and placed in a layout
page table 3000000 "$T/p.md"
sed '2s/^/layout: default\n/' "$T/p.md" > "$T/s/big.md"
printf -- '---\n---\n{%% for p in site.pages %%}{%% if p.name == "big.md" %%}{{ p.content }}{%% endif %%}{%% endfor %%}' \
  > "$T/s/reader.html"
"$B" build -q -j2 --full --disable-disk-cache -s "$T/s" -d "$T/out"
"$MDR" "$T/p.md" > "$T/p.html"
{ printf '<html><body>'; cat "$T/p.html"; printf '</body></html>\n'; } > "$T/want.html"
if cmp -s "$T/out/big.html" "$T/want.html"; then ok "a 3 MB table page in a layout: its HTML, as md_render's"
else bad "a 3 MB table page in a layout differs from md_render's HTML ($(cmp "$T/out/big.html" "$T/want.html" 2>&1 | head -1))"; fi
if cmp -s "$T/out/reader.html" "$T/p.html"; then ok "its content read by the page after it: the same bytes"
else bad "its content read by the page after it differs ($(cmp "$T/out/reader.html" "$T/p.html" 2>&1 | head -1))"; fi
rm -f "$T/s/reader.html"

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

# the default build is incremental (each page differs from the one the last build recorded: rendered again);
# ARGS: --full, or none
build() { peak "$B" build -q -j1 --disable-disk-cache "$@" -s "$T/s" -d "$T/out"; }
printf -- '---\ntitle: big\n---\n' > "$T/s/big.md"
base=$(build)
printf -- '---\ntitle: big\nlayout: default\n---\n' > "$T/s/big.md"
lbase=$(build)
for spec in prose:3000000 short:3000000 list:3000000 table:3000000 code:3000000 headers:3000000 \
            footnotes:3000000 mixed:3000000 quotes:3000000 html:3000000 post:3000000 prose:12000000 \
            table:3000000:layout post:3000000:layout table:3000000:layout:--full html:3000000:layout; do
  shape=${spec%%:*} rest=${spec#*:} size=${rest%%:*} lay= full=
  case $rest in *:layout*) lay=layout ;; esac
  case $rest in *:--full) full=--full ;; esac
  if [ $shape = post ] && [ -z "$POST" ]; then
    echo "# skip: post shape (no tvm-site corpus under \$SITEPUB_SHARED)"
    continue
  fi
  page "$shape" "$size" "$T/p.md"
  if [ -n "$lay" ]; then sed '2s/^/layout: default\n/' "$T/p.md" > "$T/s/big.md"; else cp "$T/p.md" "$T/s/big.md"; fi
  check "sitepub build${full:+ $full}, $shape page of $size bytes${lay:+ in a layout}" "$(build $full)" \
    "$(if [ -n "$lay" ]; then echo "$lbase"; else echo "$base"; fi)" "$(wc -c < "$T/s/big.md")"
done


for shape in prose short list table code headers footnotes mixed quotes html post; do
  if [ $shape = post ] && [ -z "$POST" ]; then
    echo "# skip: post shape (no tvm-site corpus under \$SITEPUB_SHARED)"
    continue
  fi
  page $shape 20000 "$T/small.md"
  page $shape 3000000 "$T/p.md"
  check "md_render, $shape page of 3 MB" "$(peak "$MDR" "$T/p.md")" "$(peak "$MDR" "$T/small.md")" "$(wc -c < "$T/p.md")"
done
[ "$fails" -eq 0 ]
