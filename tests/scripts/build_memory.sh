#!/bin/sh
# The memory bound of issue 17 ("Scale": a 100,000-post site builds in at most 1 GiB) held in a quick form: peak
# RSS grows by at most 10 KiB per post between generated sites of 1,000 and 5,000 posts (../shared/tools/
# gen-site.py, as scripts/bench.sh makes them), so 100,000 posts stay under 1 GiB with the ~30 MB any build
# needs. Each output is freed once written; converted content and documents' outputs of a large build live in
# the spill file (src/site/spill.c), not the heap. The outputs are the same with and without the spill file.
# Measured with the normal build only (ASan's shadow memory and quarantine make RSS meaningless: skipped there).
set -eu
B=${SITEPUB_BIN:?}
. "$(dirname "$0")/../lib/check.sh"
SHARED=${SITEPUB_SHARED:-$(dirname "$0")/../../../shared}
GEN="$SHARED/tools/gen-site.py"
if [ ! -f "$GEN" ]; then
  echo "skip: $GEN not found (set SITEPUB_SHARED to the shared folder)"
  exit 0
fi
if ldd "$B" 2>/dev/null | grep -q libasan || case "${BUILD:-}" in *asan*) true ;; *) false ;; esac; then
  echo "skip: $B is an ASan build (peak RSS is not the program's there); the normal build's run holds the bound"
  exit 0
fi
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# peak RSS in KiB of one command (the child's ru_maxrss; no GNU time needed)
peak() {
  python3 -c 'import resource, subprocess, sys
r = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL)
if r.returncode: sys.exit("command failed: %d" % r.returncode)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$@"
}
for n in 1000 5000; do
  python3 "$GEN" --posts $n --static 10 --seed 1 --force "$T/gen$n" > /dev/null
done
# -j2: the same threads on any machine; no disk cache: every build converts (its worst case)
k1=$(peak "$B" build -q -j2 --disable-disk-cache -s "$T/gen1000" -d "$T/out1000")
k5=$(peak "$B" build -q -j2 --disable-disk-cache -s "$T/gen5000" -d "$T/out5000")
per=$(awk -v a="$k1" -v b="$k5" 'BEGIN { printf "%.1f", (b - a) / 4000 }')
echo "peak RSS: 1,000 posts $k1 KiB, 5,000 posts $k5 KiB: $per KiB per post"
if awk -v p="$per" 'BEGIN { exit !(p <= 10) }'; then ok "at most 10 KiB per post ($per)"; else bad "peak RSS grows by $per KiB per post (at most 10)"; fi
if [ "$k5" -le 102400 ]; then ok "5,000 posts in at most 100 MiB ($k5 KiB)"; else bad "5,000 posts took $k5 KiB (at most 102400)"; fi
# the spill file changes where text lives, never the bytes: the same site without it (and with it for every size)
SITEPUB_SPILL_MIN_DOCS=100000000 "$B" build -q -j2 --disable-disk-cache -s "$T/gen5000" -d "$T/heap5000"
eq "the same output without the spill file" "$(diff -r "$T/out5000" "$T/heap5000" >/dev/null && echo same)" same
SITEPUB_SPILL_MIN_DOCS=0 "$B" build -q -j2 --disable-disk-cache -s "$T/gen1000" -d "$T/spill1000"
eq "the same output with a spill file for a small site" "$(diff -r "$T/out1000" "$T/spill1000" >/dev/null && echo same)" same
[ "$fails" -eq 0 ]
