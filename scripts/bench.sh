#!/bin/sh
# sitepub's benchmark (issue 8): wall time, CPU time and peak memory, side by side in one run, with ratios.
#   1. ../shared/corpus/tvm-site: `sitepub publish` (source revision -> commit) vs `jekyll build` + the deploy
#      script's git steps, and vs `jekyll build` alone.
#   2. generated sites of 1,000 and 10,000 posts (../shared/tools/gen-site.py; Jekyll flavour for sitepub and
#      Jekyll, Hugo flavour for hugo): `sitepub build` vs `jekyll build` vs `hugo`, and `sitepub publish` vs
#      `hugo` + `git add -A && git commit`.
#   3. incremental: one post edited in the 10,000-post site, then `sitepub publish --full` again; the same
#      incremental (the default: and with nothing changed, and after a layout edit, beside a full publish after
#      a layout edit, which writes as many new blobs), and on tvm-site. Every
#      row of a whole build passes --full (builds are incremental by default, and the record of the run
#      before would be reused).
#   4. scale (issue 17): generated sites of 50,000 and 100,000 posts, `sitepub build` and a first `sitepub publish`
#      (peak memory: at most 1 GiB at 100,000 posts), beside `hugo` on 50,000; one run each (SCALE_SIZES="..."
#      chooses the sizes, SCALE_SIZES= skips it; --quick skips it).
# Each measurement is the median of RUNS runs (default 3; jekyll on 10,000 posts runs once unless RUNS_SLOW is
# set); the wall times of the tvm-site publish and jekyll build come from hyperfine -N (hf_wall).
# Usage: scripts/bench.sh [--quick]   (--quick: a smoke test of the script: 1,000 posts only, RUNS=1, so its
# figures are single and mostly cold runs, not comparable with a full run's)
# Wall and CPU are medians; peak memory is the largest of the runs. sitepub's medians are warm (from the second
# run on, its disk cache holds the converted Markdown, as Jekyll's .jekyll-cache does for Jekyll's); the
# "no disk cache" lines show the cold case. Jekyll on 10,000 posts runs once, so cold.
# No untimed setup step deletes files before a timed run (the deploy pipeline's own `git checkout` and
# `rm -rf _site` are part of what it times): sitepub and hugo write into a path of their own per run
# ($RUN is the run's number), jekyll writes over its last output as a user's repeated `jekyll build` does (its
# .jekyll-cache is cleared whenever the destination changes), and outputs are removed only when the script exits.
# On an ext4 without a journal (this machine's disk) the inode allocator reads past every inode freed in the last
# minute, six while its inode table block is not yet written back (ext4 `recently_deleted`), so an `rm -rf` of
# 10,000 output files just before a run made that run's file creation up to ten times slower, for every tool. For
# the same reason, run it when nothing has deleted many files on that disk in the last six minutes (a `make check`,
# an earlier bench's cleanup).
# Installs jekyll, hugo, hyperfine and GNU time when missing (scripts/install-deps.sh --bench).
set -eu
BENCH_RUNS=3
. "$(dirname "$0")/bench-lib.sh" # ROOT, SHARED, SITEPUB, RUNS; bench_build, bench_setup, make_repo
RUNS_SLOW=${RUNS_SLOW:-1}
SIZES="1000 10000"
SCALE_SIZES=${SCALE_SIZES-"50000 100000"}   # section 4; SCALE_SIZES= skips it
if [ "${1:-}" = "--quick" ]; then SIZES=1000; RUNS=1; SCALE_SIZES=; fi
sh "$ROOT/scripts/install-deps.sh" --bench
bench_build
[ -d "$SHARED/corpus/tvm-site" ] || { echo "bench: $SHARED/corpus/tvm-site not found (set SITEPUB_SHARED)" >&2; exit 2; }
bench_setup sitepub-bench # TMP, the timed runs' environment, no automatic `git gc`
RESULTS="$TMP/results.tsv"
: > "$RESULTS"

# measure NAME RUNS PREP CMD: run PREP (untimed) then CMD under GNU time, RUNS times; record medians of wall and
# CPU (user+sys) seconds and the largest peak RSS (MiB). Wall includes starting `sh -c` and GNU time (about 1 ms).
measure() {
  name=$1 runs=$2 prep=$3 cmd=$4
  : > "$TMP/m.txt"
  i=0
  while [ "$i" -lt "$runs" ]; do
    export RUN=$i
    sh -c "$prep" > /dev/null 2>&1
    # wall from the nanosecond clock (GNU time's %e has 10 ms steps, too coarse for a 30 ms publish); CPU and
    # peak memory from GNU time
    t0=$(date +%s%N)
    /usr/bin/time -f "%U %S %M" -o "$TMP/t.txt" sh -c "$cmd" > "$TMP/out.log" 2>&1 || {
      echo "bench: '$name' failed:" >&2; tail -20 "$TMP/out.log" >&2; exit 1; }
    t1=$(date +%s%N)
    echo "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", (b - a) / 1e9 }') $(cat "$TMP/t.txt")" >> "$TMP/m.txt"
    i=$((i + 1))
  done
  med() { sort -n | awk '{ v[NR]=$1 } END { print v[int((NR+1)/2)] }'; }
  wall=$(awk '{ print $1 }' "$TMP/m.txt" | med)
  cpu=$(awk '{ print $2 + $3 }' "$TMP/m.txt" | med)
  peak=$(awk '$4 > m { m = $4 } END { print m }' "$TMP/m.txt")
  printf '%s\t%.4f\t%.3f\t%.1f\n' "$name" "$wall" "$cpu" "$(awk -v k="$peak" 'BEGIN { print k / 1024 }')" >> "$RESULTS"
  tail -1 "$RESULTS" | awk -F'\t' '{ printf "  %-44s wall %9.4f s  cpu %8.3f s  peak %7.1f MiB\n", $1, $2, $3, $4 }'
}
# hf_wall NAME RUNS PREP CMD: replace NAME's wall time by hyperfine's median of RUNS runs of CMD, started without
# a shell (-N), so that the tens of milliseconds of a tvm-site publish carry no `sh -c` and GNU time around
# them (about 2 ms). CMD must be a plain command line (no cd, no &&).
hf_wall() {
  name=$1 runs=$2 prep=$3 cmd=$4
  hyperfine -N -w 2 -r "$runs" --prepare "sh -c '$prep'" --export-json "$TMP/hf.json" "$cmd" > /dev/null 2>&1 || {
    echo "bench: hyperfine on '$name' failed" >&2; exit 1; }
  wall=$(python3 -c 'import json,sys; print("%.4f" % json.load(open(sys.argv[1]))["results"][0]["median"])' "$TMP/hf.json")
  awk -F'\t' -v OFS='\t' -v n="$name" -v w="$wall" '$1==n { $2=w } { print }' "$RESULTS" > "$TMP/r.tsv"
  mv "$TMP/r.tsv" "$RESULTS"
  echo "    (hyperfine -N, median of $runs: wall $wall s)"
}
get() { awk -F'\t' -v n="$1" -v col="$2" '$1==n { print $col }' "$RESULTS"; }
ratio() { # ratio NAME_SLOW NAME_FAST COLUMN
  awk -v a="$(get "$1" "$3")" -v b="$(get "$2" "$3")" 'BEGIN { if (b > 0) printf "%.1fx", a / b; else print "n/a" }'
}

echo "machine: $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2/1048576 }' /proc/meminfo), $(uname -sr)"
echo "versions: $("$SITEPUB" --version), $(jekyll --version), $(hugo version | cut -d' ' -f1-2), $(git --version)"

echo "1. tvm-site"
cp -R "$SHARED/corpus/tvm-site" "$TMP/tvm-src"   # jekyll writes .jekyll-cache into its source: use a copy
make_repo "$TMP/tvm" "$TMP/tvm-src"
# warm: the disk cache ($GIT_DIR/sitepub/cache) filled by the run before, as Jekyll's .jekyll-cache is for its
# runs below; cold: --disable-disk-cache, everything converted again
TVM_RUNS=$((RUNS * 5))  # a 30 ms run: more samples for a steady median
measure "tvm: sitepub publish" "$TVM_RUNS" "git -C $TMP/tvm branch -D asf-site || true" \
  "cd $TMP/tvm && $SITEPUB publish --source main --branch asf-site -q --full"
hf_wall "tvm: sitepub publish" "$TVM_RUNS" "git -C $TMP/tvm branch -D asf-site || true" \
  "$SITEPUB publish --repo $TMP/tvm --source main --branch asf-site -q --full"
measure "tvm: sitepub publish, no disk cache" "$TVM_RUNS" "git -C $TMP/tvm branch -D asf-site || true" \
  "cd $TMP/tvm && $SITEPUB publish --source main --branch asf-site -q --disable-disk-cache"
hf_wall "tvm: sitepub publish, no disk cache" "$TVM_RUNS" "git -C $TMP/tvm branch -D asf-site || true" \
  "$SITEPUB publish --repo $TMP/tvm --source main --branch asf-site -q --disable-disk-cache"
jekyll build -q -s "$TMP/tvm-src" -d "$TMP/tvm-jekyll"   # fills .jekyll-cache: every timed run is warm
measure "tvm: jekyll build" "$RUNS" ":" \
  "jekyll build -q -s $TMP/tvm-src -d $TMP/tvm-jekyll"
hf_wall "tvm: jekyll build" "$RUNS" ":" "jekyll build -q -s $TMP/tvm-src -d $TMP/tvm-jekyll"
# The deploy script's git steps (scripts/task_deploy_asf_site.sh) after a jekyll build, in a clone whose
# .jekyll-cache is warm; before each run asf-site is reset to an empty commit (no work tree file is touched).
git clone -q "$TMP/tvm" "$TMP/tvm-deploy"
(cd "$TMP/tvm-deploy" && jekyll build -q -d _site && rm -rf _site)
measure "tvm: jekyll build + deploy git steps" "$RUNS" \
  "cd $TMP/tvm-deploy && git update-ref refs/heads/asf-site \$(git commit-tree -m init \$(git mktree < /dev/null))" \
  "cd $TMP/tvm-deploy && jekyll build -q -d _site && git checkout -q asf-site && git ls-files | grep -v -e ^docs -e ^ffi | xargs rm -rf && cp -rf _site/* . && rm -rf _site && git add --all && git commit -qam \"Build at \$(date)\" && git checkout -q main"

# incremental (issue 17, the default): one post edited in a new revision; the first publish to asf-inc
# (untimed) writes the record the timed ones start from
tvm_post=$(ls "$TMP/tvm/_posts" | head -1)
(cd "$TMP/tvm" && $SITEPUB publish --source main --branch asf-inc -q)
measure "tvm: sitepub publish, incremental, one post edited" "$TVM_RUNS" \
  "cd $TMP/tvm && echo \"Edited \$(date +%s%N).\" >> _posts/$tvm_post && git commit -qam edit" \
  "cd $TMP/tvm && $SITEPUB publish --source main --branch asf-inc -q"
hf_wall "tvm: sitepub publish, incremental, one post edited" "$TVM_RUNS" \
  "cd $TMP/tvm && echo \"Edited \$(date +%s%N).\" >> _posts/$tvm_post && git commit -qam edit" \
  "$SITEPUB publish --repo $TMP/tvm --source main --branch asf-inc -q"

for n in $SIZES; do
  echo "2. generated site, $n posts"
  python3 "$SHARED/tools/gen-site.py" --posts "$n" --static 50 --seed 1 --force "$TMP/gen$n-j" > /dev/null
  python3 "$SHARED/tools/gen-site.py" --posts "$n" --static 50 --seed 1 --flavor hugo --force "$TMP/gen$n-h" > /dev/null
  runs_j=$RUNS; [ "$n" -ge 10000 ] && runs_j=$RUNS_SLOW
  measure "gen$n: sitepub build" "$RUNS" ":" "$SITEPUB build -q --full -s $TMP/gen$n-j -d $TMP/out$n-s.\$RUN"
  measure "gen$n: sitepub build, no disk cache" "$RUNS" ":" \
    "$SITEPUB build -q --disable-disk-cache -s $TMP/gen$n-j -d $TMP/out$n-c.\$RUN"
  measure "gen$n: jekyll build" "$runs_j" ":" "jekyll build -q -s $TMP/gen$n-j -d $TMP/out$n-j"
  measure "gen$n: hugo" "$RUNS" ":" "hugo --quiet -s $TMP/gen$n-h -d $TMP/out$n-h.\$RUN"
  make_repo "$TMP/repo$n" "$TMP/gen$n-j"
  measure "gen$n: sitepub publish" "$RUNS" "git -C $TMP/repo$n branch -D asf-site || true" \
    "cd $TMP/repo$n && $SITEPUB publish --source main --branch asf-site -q --full"
  # each run is a first commit into a new repository, as each sitepub run is a first publish of asf-site
  measure "gen$n: hugo + git add -A && git commit" "$RUNS" \
    "git init -q -b main $TMP/hrepo$n.\$RUN" \
    "hugo --quiet -s $TMP/gen$n-h -d $TMP/hrepo$n.\$RUN && cd $TMP/hrepo$n.\$RUN && git add -A && git commit -qm \"Build at \$(date)\""
done

if echo "$SIZES" | grep -q 10000; then
  echo "3. incremental: one post edited in the 10,000-post site"
  post=$(ls "$TMP/repo10000/_posts" | head -1)
  measure "gen10000: sitepub publish after one edit" "$RUNS" \
    "cd $TMP/repo10000 && echo \"Edited \$(date +%s%N).\" >> _posts/$post && git commit -qam edit" \
    "cd $TMP/repo10000 && $SITEPUB publish --source main --branch asf-site -q --full"
  # the same incremental (the default): the record is written by one untimed publish to asf-inc first
  (cd "$TMP/repo10000" && $SITEPUB publish --source main --branch asf-inc -q)
  measure "gen10000: sitepub publish, incremental, after one edit" "$RUNS" \
    "cd $TMP/repo10000 && echo \"Edited \$(date +%s%N).\" >> _posts/$post && git commit -qam edit" \
    "cd $TMP/repo10000 && $SITEPUB publish --source main --branch asf-inc -q"
  measure "gen10000: sitepub publish, incremental, nothing changed" "$RUNS" \
    "cd $TMP/repo10000 && sleep 1 && git commit -q --allow-empty -m same-tree" \
    "cd $TMP/repo10000 && $SITEPUB publish --source main --branch asf-inc -q"
  measure "gen10000: sitepub publish, incremental, after a layout edit" "$RUNS" \
    "cd $TMP/repo10000 && echo \"<!-- \$(date +%s%N) -->\" >> _layouts/post.html && git commit -qam layout" \
    "cd $TMP/repo10000 && $SITEPUB publish --source main --branch asf-inc -q"
  # its full counterpart: a layout edit makes 10,000 new blobs to write, which a full publish of an unchanged
  # layout (the rows above) finds stored already
  measure "gen10000: sitepub publish --full, after a layout edit" "$RUNS" \
    "cd $TMP/repo10000 && echo \"<!-- \$(date +%s%N) -->\" >> _layouts/post.html && git commit -qam layout" \
    "cd $TMP/repo10000 && $SITEPUB publish --source main --branch asf-site -q --full"
fi

if [ "$SCALE_SIZES" ]; then
  # scale (issue 17): peak memory of a build and a first publish at 50,000 and 100,000 posts (target: at most 1 GiB
  # at 100,000), beside hugo on 50,000; one run each (minutes of work), so their wall times are single runs
  echo "4. scale: generated sites of $SCALE_SIZES posts"
  for n in $SCALE_SIZES; do
    python3 "$SHARED/tools/gen-site.py" --posts "$n" --static 50 --seed 1 --force "$TMP/gen$n-j" > /dev/null
    measure "gen$n: sitepub build" 1 ":" "$SITEPUB build -q -s $TMP/gen$n-j -d $TMP/out$n-s"
    make_repo "$TMP/repo$n" "$TMP/gen$n-j"
    measure "gen$n: sitepub publish" 1 ":" "cd $TMP/repo$n && $SITEPUB publish --source main --branch asf-site -q"
    if [ "$n" -eq 50000 ]; then
      python3 "$SHARED/tools/gen-site.py" --posts "$n" --static 50 --seed 1 --flavor hugo --force "$TMP/gen$n-h" > /dev/null
      measure "gen$n: hugo" 1 ":" "hugo --quiet -s $TMP/gen$n-h -d $TMP/out$n-h"
    fi
  done
fi

echo
echo "ratios (how many times faster sitepub is; memory: how many times less)"
echo "  tvm publish vs jekyll build alone:           $(ratio 'tvm: jekyll build' 'tvm: sitepub publish' 2) wall"
echo "  tvm publish, no disk cache, vs jekyll build:  $(ratio 'tvm: jekyll build' 'tvm: sitepub publish, no disk cache' 2) wall"
echo "  tvm publish vs jekyll build + deploy steps:  $(ratio 'tvm: jekyll build + deploy git steps' 'tvm: sitepub publish' 2) wall"
for n in $SIZES; do
  echo "  gen$n build vs jekyll:  $(ratio "gen$n: jekyll build" "gen$n: sitepub build" 2) wall, $(ratio "gen$n: jekyll build" "gen$n: sitepub build" 3) cpu"
  echo "  gen$n build vs hugo:    $(ratio "gen$n: hugo" "gen$n: sitepub build" 2) wall, $(ratio "gen$n: hugo" "gen$n: sitepub build" 4) peak memory"
  echo "  gen$n build, no disk cache, vs jekyll: $(ratio "gen$n: jekyll build" "gen$n: sitepub build, no disk cache" 2) wall; vs hugo: $(ratio "gen$n: hugo" "gen$n: sitepub build, no disk cache" 2) wall"
  echo "  gen$n publish vs hugo + git commit: $(ratio "gen$n: hugo + git add -A && git commit" "gen$n: sitepub publish" 2) wall"
done
echo "  tvm publish, incremental (one post edited) vs jekyll build: $(ratio 'tvm: jekyll build' 'tvm: sitepub publish, incremental, one post edited' 2) wall (target >= 50)"
if echo "$SIZES" | grep -q 10000; then
  awk -v a="$(get 'gen10000: sitepub publish, incremental, after one edit' 2)" -v b="$(get 'gen10000: sitepub publish' 2)" \
    'BEGIN { printf "  gen10000 incremental publish after one edit, share of a full publish: %.0f%% (target <= 10%%)\n", 100*a/b }'
  awk -v a="$(get 'gen10000: sitepub publish, incremental, nothing changed' 2)" -v b="$(get 'gen10000: sitepub publish' 2)" \
    'BEGIN { printf "  gen10000 incremental publish, nothing changed, share of a full publish: %.0f%% (target <= 5%%)\n", 100*a/b }'
  awk -v a="$(get 'gen10000: sitepub publish, incremental, after a layout edit' 2)" \
    -v b="$(get 'gen10000: sitepub publish --full, after a layout edit' 2)" \
    'BEGIN { printf "  gen10000 incremental publish after a layout edit, share of a full publish of one: %.0f%% (target <= 100%%)\n", 100*a/b }'
  awk -v a="$(get 'gen1000: sitepub build' 2)" -v b="$(get 'gen10000: sitepub build' 2)" \
    'BEGIN { printf "  per-post cost at 10,000 vs 1,000 posts: %.2f (target <= 1.2)\n", (b/10000)/(a/1000) }'
  awk -v a="$(get 'gen1000: sitepub build, no disk cache' 2)" -v b="$(get 'gen10000: sitepub build, no disk cache' 2)" \
    'BEGIN { printf "  same, no disk cache: %.2f\n", (b/10000)/(a/1000) }'
fi
for n in $SCALE_SIZES; do
  awk -v b="$(get "gen$n: sitepub build" 4)" -v p="$(get "gen$n: sitepub publish" 4)" -v n="$n" \
    'BEGIN { printf "  gen%d peak memory: build %.0f MiB, publish %.0f MiB (target <= 1024 MiB at 100,000 posts)\n", n, b, p }'
done
if echo "$SCALE_SIZES" | grep -q 50000; then
  echo "  gen50000 build vs hugo: $(ratio "gen50000: hugo" "gen50000: sitepub build" 4) peak memory, $(ratio "gen50000: hugo" "gen50000: sitepub build" 2) wall"
fi
