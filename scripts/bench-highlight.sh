#!/bin/sh
# Benchmark (not a test): highlighted megabytes per second per core, sitepub beside Rouge 3.30 (Debian's
# ruby-rouge, the library rougify runs) on the same input, and the ratio, from one run.
# Input: each tests/highlight/<lang>/sample.* repeated to about 256 KiB. Both sides are timed in process on CPU time
# (Ruby's start-up and Rouge's loading are not counted; sitepub's pattern compilation is not counted either), one
# thread each. Usage: scripts/bench-highlight.sh [LANG...]   (BUILD=build by default)
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
[ -x "$BUILD/tools/highlight" ] || make -j2 "$BUILD/tools/highlight" >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[ $# -gt 0 ] || set -- $(ls tests/highlight)
printf '%-10s %10s %12s %12s %8s\n' lang bytes "sitepub MB/s" "rouge MB/s" ratio
tot_bytes=0; tot_c=0; tot_r=0
for lang in "$@"; do
  sample=$(ls tests/highlight/$lang/sample.* | head -n 1)
  size=$(wc -c < "$sample")
  reps=$(( (262144 + size - 1) / size ))
  in=$tmp/$lang.in
  : > "$in"
  i=0; while [ $i -lt $reps ]; do cat "$sample" >> "$in"; i=$((i+1)); done
  bytes=$(wc -c < "$in")
  c=$("$BUILD/tools/highlight" --bench "$lang" "$in" 2 | sed -n 's/.*: \([0-9.]*\) MB\/s$/\1/p')
  r=$(ruby -rrouge -e '
    src = File.read(ARGV[1], mode: "rb").force_encoding("UTF-8")
    lexer = Rouge::Lexer.find(ARGV[0]); fmt = Rouge::Formatters::HTML.new
    fmt.format(lexer.lex(src[0, 4096]))
    t0 = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
    fmt.format(lexer.lex(src))
    t = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) - t0
    printf("%.4f", src.bytesize / t / 1e6)' "$lang" "$in")
  ratio=$(awk -v c="$c" -v r="$r" 'BEGIN { printf "%.1f", c / r }')
  printf '%-10s %10d %12s %12s %7sx\n' "$lang" "$bytes" "$c" "$r" "$ratio"
  tot_bytes=$((tot_bytes + bytes))
  tot_c=$(awk -v a="$tot_c" -v b="$bytes" -v c="$c" 'BEGIN { printf "%.6f", a + b / (c * 1e6) }')
  tot_r=$(awk -v a="$tot_r" -v b="$bytes" -v r="$r" 'BEGIN { printf "%.6f", a + b / (r * 1e6) }')
done
awk -v b="$tot_bytes" -v c="$tot_c" -v r="$tot_r" 'BEGIN {
  printf "%-10s %10d %12.2f %12.4f %7.1fx\n", "all", b, b / c / 1e6, b / r / 1e6, r / c }'
