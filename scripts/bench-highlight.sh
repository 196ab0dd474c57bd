#!/bin/sh
# Benchmark (not a test): highlighted megabytes per second per core, sitepub beside Rouge 3.30 (Debian's
# ruby-rouge, the library rougify runs) on the same input, and the ratio, from one run.
# Input: each tests/highlight/<lang>/sample.* repeated to about 256 KiB; with --conformance, the code of every
# ../shared/conformance/rouge/NAME.md page (or $SITEPUB_SHARED/conformance/rouge; Rouge's own sample for lexer NAME:
# the lines between the page's first opening fence and its closing fence, highlighted as the fence's info string)
# repeated to about 64 KiB; skipped with a message when the shared material is absent. A language sitepub does not
# highlight yet (plain text) is marked "plaintext". Both sides are timed the same way: in process, on CPU time, one
# thread each, the whole input highlighted again and again for at least BENCH_SECS seconds (2 by default) after one
# untimed warm-up run, MB/s = bytes highlighted / CPU seconds. What is timed is the lexing and the HTML formatting
# of the tokens only: for Rouge `Formatters::HTML.new.format(lexer.lex(src))` with the lexer found before, for
# sitepub `sp_highlight(lang, src)` into a reused buffer (its lexer lookup included). Not timed on either side:
# process start, Ruby's start-up and Rouge's loading, reading the file, sitepub's pattern compilation (the warm-up
# run), and the markup Jekyll wraps around a block. (A single timed Rouge run, as this script did before, is
# under 0.1 ms for the fast lexers: plaintext's Rouge figure then varied 3x between runs.)
# Usage: scripts/bench-highlight.sh [LANG...] | --conformance [NAME...]   (BUILD=build, BENCH_SECS=2 by default)
set -eu
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}
secs=${BENCH_SECS:-2}
conf=
if [ "${1:-}" = --conformance ]; then
  conf=${SITEPUB_SHARED:-$(pwd)/../shared}/conformance/rouge
  shift
  if [ ! -d "$conf" ]; then
    echo "bench-highlight: no conformance set at $conf (the shared material is absent): skipped"
    exit 0
  fi
fi
[ -x "$BUILD/tools/highlight" ] || make -j2 "$BUILD/tools/highlight" >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -n "$conf" ]; then
  [ $# -gt 0 ] || set -- $(cd "$conf" && ls *.md | sed -n 's/\.md$//p' | grep -vx README)
  target=65536; w=22
else
  [ $# -gt 0 ] || set -- $(ls tests/highlight)
  target=262144; w=10
fi
printf "%-${w}s %10s %12s %12s %8s\n" lang bytes "sitepub MB/s" "rouge MB/s" ratio
tot_bytes=0; tot_c=0; tot_r=0
for name in "$@"; do
  if [ -n "$conf" ]; then
    # Code between the first opening fence (3+ backticks or tildes, up to 3 spaces of indent) and the closing fence
    # (the same character, at least as many, nothing but spaces after); its info string's first word is the tag.
    sample=$tmp/$name.sample
    if [ ! -f "$conf/$name.md" ]; then
      printf "%-${w}s no page %s.md in the conformance set: skipped\n" "$name" "$name"
      continue
    fi
    lang=$(awk -v out="$sample" '
      BEGIN { printf "" > out }
      !open && match($0, /^ ? ? ?(```+|~~~+)/) {
        f = substr($0, RSTART, RLENGTH); sub(/^ +/, "", f); ch = substr(f, 1, 1); n = length(f)
        info = substr($0, RSTART + RLENGTH); sub(/^[ \t]+/, "", info); sub(/[ \t].*/, "", info)
        if (ch == "`" && index(info, "`")) next
        open = 1; print info; next
      }
      open {
        l = $0; sub(/^ ? ? ?/, "", l); c = l; sub(/[ \t]+$/, "", c)
        if (length(c) >= n && substr(c, 1, 1) == ch) {
          k = c; gsub(ch, "", k)
          if (k == "") exit
        }
        print > out
      }' "$conf/$name.md")
    if [ -z "$lang" ] || [ ! -s "$sample" ]; then
      printf "%-${w}s no fenced code with a language tag: skipped\n" "$name"
      continue
    fi
  else
    lang=$name
    sample=$(ls tests/highlight/$lang/sample.* | head -n 1)
  fi
  size=$(wc -c < "$sample")
  reps=$(( (target + size - 1) / size ))
  in=$tmp/$name.in
  : > "$in"
  i=0; while [ $i -lt $reps ]; do cat "$sample" >> "$in"; i=$((i+1)); done
  bytes=$(wc -c < "$in")
  line=$("$BUILD/tools/highlight" --bench "$lang" "$in" "$secs")
  c=$(printf '%s\n' "$line" | sed -n 's/.*: \([0-9.]*\) MB\/s$/\1/p')
  used=$(printf '%s\n' "$line" | sed -n 's/^.* (lexer \([^)]*\)): .*/\1/p')
  note=
  [ "$used" != plaintext ] || [ "$lang" = plaintext ] || note=" plaintext"
  [ "$lang" = "$name" ] || note="$note (tag $lang)"
  r=$(ruby -rrouge -e '
    src = File.read(ARGV[1], mode: "rb").force_encoding("UTF-8")
    lexer = Rouge::Lexer.find(ARGV[0]) or abort("rouge: no lexer #{ARGV[0]}")
    fmt = Rouge::Formatters::HTML.new
    fmt.format(lexer.lex(src))
    runs = 0
    t0 = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
    begin
      fmt.format(lexer.lex(src))
      runs += 1
      t = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) - t0
    end while t < ARGV[2].to_f
    printf("%.4f", runs * src.bytesize / t / 1e6)' "$lang" "$in" "$secs")
  ratio=$(awk -v c="$c" -v r="$r" 'BEGIN { printf "%.1f", c / r }')
  printf "%-${w}s %10d %12s %12s %7sx%s\n" "$name" "$bytes" "$c" "$r" "$ratio" "$note"
  tot_bytes=$((tot_bytes + bytes))
  tot_c=$(awk -v a="$tot_c" -v b="$bytes" -v c="$c" 'BEGIN { printf "%.6f", a + b / (c * 1e6) }')
  tot_r=$(awk -v a="$tot_r" -v b="$bytes" -v r="$r" 'BEGIN { printf "%.6f", a + b / (r * 1e6) }')
done
awk -v b="$tot_bytes" -v c="$tot_c" -v r="$tot_r" -v w="$w" 'BEGIN {
  printf "%-" w "s %10d %12.2f %12.4f %7.1fx\n", "all", b, b / c / 1e6, b / r / 1e6, r / c }'
