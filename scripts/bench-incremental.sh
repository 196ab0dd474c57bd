#!/bin/sh
# Issue 17's incremental speed rows alone, side by side in one run (scripts/bench.sh has them among all the
# others): on the 10,000-post generated site (../shared/tools/gen-site.py --posts 10000 --static 50 --seed 1),
# `sitepub publish --full` against incremental publishes after one post edited, after a new commit of the same
# tree (site.time changes), after the same revision again (the same-tree shortcut) and after a layout edit; on
# ../shared/corpus/tvm-site, an incremental publish of one edited post against a warm `jekyll build`.
# Each row is the median of RUNS runs (default 5) of wall and CPU (user+sys) seconds; the rows of one kind are
# measured in turns (full, edit, same tree, ...), so that a loaded machine weighs on all of them alike. Ratios
# are of the medians. The tvm-site rows (a 15 ms publish beside a 0.7 s Jekyll build) are timed by hyperfine -N,
# which starts each command without a shell (the generated site's rows include `sh -c` and GNU time, about 2 ms
# of 170). POSTS=N changes the site's size; JEKYLL=0 skips the tvm-site rows. Installs hyperfine when missing
# (scripts/install-deps.sh --bench).
# Usage: scripts/bench-incremental.sh
set -eu
BENCH_RUNS=5
. "$(dirname "$0")/bench-lib.sh" # ROOT, SHARED, SITEPUB, RUNS; bench_build, bench_setup, make_repo
POSTS=${POSTS:-10000}
JEKYLL=${JEKYLL:-1}
bench_build
[ "$JEKYLL" = 0 ] || command -v hyperfine > /dev/null || sh "$ROOT/scripts/install-deps.sh" --bench
bench_setup sitepub-bench-inc
RES="$TMP/res.tsv"
# one NAME PREP CMD: run PREP (untimed), then CMD timed; appends "NAME wall cpu" to $RES
one() {
  sh -c "$2" > /dev/null 2>&1
  t0=$(date +%s%N)
  /usr/bin/time -f "%U %S" -o "$TMP/t" sh -c "$3" > "$TMP/log" 2>&1 || { echo "bench: '$1' failed:" >&2; tail "$TMP/log" >&2; exit 1; }
  t1=$(date +%s%N)
  printf '%s\t%s\t%s\n' "$1" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')" \
    "$(awk '{ printf "%.3f", $1 + $2 }' "$TMP/t")" >> "$RES"
}
# hf NAME PREP RUNS CMD: RUNS runs of CMD started without a shell (hyperfine -N: a 15 ms publish carries no
# `sh -c` and GNU time around it, about 2 ms, nor does Jekyll's run beside it), PREP (untimed, a shell script)
# before each; appends "NAME wall cpu" per run to $RES (cpu: hyperfine's mean user+system of the RUNS runs)
hf() {
  printf '%s\n' "$2" > "$TMP/prep.sh"
  hyperfine -N -r "$3" --prepare "sh $TMP/prep.sh" --export-json "$TMP/hf.json" "$4" > "$TMP/log" 2>&1 ||
    { echo "bench: '$1' failed:" >&2; tail "$TMP/log" >&2; exit 1; }
  python3 - "$TMP/hf.json" "$1" >> "$RES" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
for t in r["times"]:
    print("%s\t%.4f\t%.3f" % (sys.argv[2], t, r["user"] + r["system"]))
PY
}
med() { # med NAME COLUMN
  awk -F'\t' -v n="$1" -v c="$2" '$1 == n { print $c }' "$RES" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
row() { printf '  %-44s wall %8.4f s  cpu %7.3f s  (median of %d)\n' "$1" "$(med "$1" 2)" "$(med "$1" 3)" "$RUNS"; }
share() { # share NAME BASE TARGET
  awk -v a="$(med "$1" 2)" -v b="$(med "$2" 2)" -v c="$(med "$1" 3)" -v d="$(med "$2" 3)" -v n="$1" -v t="$3" \
    'BEGIN { printf "  %-44s %5.1f%% of a full publish (wall), %5.1f%% (cpu); target %s\n", n, 100 * a / b, 100 * c / d, t }'
}

: > "$RES"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $("$SITEPUB" --version)"
python3 "$SHARED/tools/gen-site.py" --posts "$POSTS" --static 50 --seed 1 --force "$TMP/gen" > /dev/null
make_repo "$TMP/repo" "$TMP/gen"
R="$TMP/repo"
post=$(ls "$R/_posts" | head -1)
P="cd $R && $SITEPUB publish --source main -q"
sh -c "$P --branch full --full && $P --branch inc" # the disk cache and the record the timed runs start from
i=0
while [ "$i" -lt "$RUNS" ]; do
  one "full publish (--full)" "git -C $R branch -D full" "$P --branch full --full"
  one "incremental, one post edited" "cd $R && echo \"Edited \$(date +%s%N).\" >> _posts/$post && git commit -qam edit" "$P --branch inc"
  one "incremental, same tree, new commit" "cd $R && sleep 1 && git commit -q --allow-empty -m same" "$P --branch inc"
  one "incremental, the same revision again" ":" "$P --branch inc"
  one "incremental, a layout edited" "cd $R && echo \"<!-- \$(date +%s%N) -->\" >> _layouts/post.html && git commit -qam layout" "$P --branch inc"
  # its full counterpart writes as many new blobs (the full publish above finds most of its blobs stored)
  one "full publish (--full), a layout edited" "cd $R && echo \"<!-- \$(date +%s%N) -->\" >> _layouts/post.html && git commit -qam layout" "$P --branch full --full"
  i=$((i + 1))
done
echo "gen$POSTS:"
for n in "full publish (--full)" "incremental, one post edited" "incremental, same tree, new commit" \
  "incremental, the same revision again" "incremental, a layout edited" "full publish (--full), a layout edited"; do
  row "$n"
done
share "incremental, one post edited" "full publish (--full)" "<= 10%"
share "incremental, same tree, new commit" "full publish (--full)" "<= 5%"
share "incremental, the same revision again" "full publish (--full)" "(the same-tree shortcut)"
share "incremental, a layout edited" "full publish (--full), a layout edited" "<= 100% (of that full publish)"

if [ "$JEKYLL" = 1 ] && [ -d "$SHARED/corpus/tvm-site" ] && command -v jekyll > /dev/null; then
  cp -R "$SHARED/corpus/tvm-site" "$TMP/tvm-src"
  make_repo "$TMP/tvm" "$TMP/tvm-src"
  jekyll build -q -s "$TMP/tvm-src" -d "$TMP/tvm-jekyll" # warm .jekyll-cache
  tp=$(ls "$TMP/tvm/_posts" | head -1)
  (cd "$TMP/tvm" && $SITEPUB publish --source main --branch inc -q)
  # in turns, as above: one Jekyll build, then three edits published (a 15 ms run: more samples)
  i=0
  while [ "$i" -lt "$RUNS" ]; do
    hf "tvm: jekyll build (warm)" ":" 1 "jekyll build -q -s $TMP/tvm-src -d $TMP/tvm-jekyll"
    hf "tvm: incremental publish, one post edited" \
      "cd $TMP/tvm && echo \"Edited \$(date +%s%N).\" >> _posts/$tp && git commit -qam edit" 3 \
      "$SITEPUB publish --repo $TMP/tvm --source main --branch inc -q"
    i=$((i + 1))
  done
  echo "tvm-site:"
  row "tvm: jekyll build (warm)"
  row "tvm: incremental publish, one post edited"
  awk -v a="$(med 'tvm: jekyll build (warm)' 2)" -v b="$(med 'tvm: incremental publish, one post edited' 2)" \
    'BEGIN { printf "  tvm incremental publish vs warm jekyll build: %.1fx faster (wall; target >= 50x)\n", a / b }'
fi
