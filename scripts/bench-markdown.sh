#!/bin/sh
# Markdown conversion cost of the current tree against an older commit (default db8e06e, main before the kramdown
# parser of issue 14, when Markdown went through cmark-gfm and a kramdown compatibility layer), counted in
# instructions by valgrind's callgrind rather than timed: the count does not depend on what else the machine runs
# (wall time on a shared machine does), so the comparison can be repeated under load.
#
# For ../shared/corpus/tvm-site and a site of POSTS posts made by ../shared/tools/gen-site.py (--static 10
# --seed 1), each binary runs `sitepub build --disable-disk-cache -j 1 -q` under callgrind (no disk cache, so every
# Markdown text is really converted; one render thread). The table gives the program's total instructions and the
# inclusive instructions of sp_markdown_render (the converter: parse + HTML + code highlighting hooks), old and new,
# and new/old ratios.
#
# Usage: scripts/bench-markdown.sh [OLD_COMMIT]
# Environment: POSTS (default 10000; under callgrind a 10,000-post build takes a few minutes), SITEPUB (the new
# binary, default build/sitepub, built with make -j2 when missing), SITEPUB_SHARED (default ../shared),
# BENCH_DIR (work folder, default /tmp/sitepub-bench-markdown: the old worktree, its build, the generated site and
# the callgrind files stay there for a rerun; remove it with `git worktree remove` + rm -rf).
# REUSE_OLD=1 keeps the old tree's callgrind files from an earlier run (the old commit does not change).
# Needs valgrind (scripts/install-deps.sh installs it).
set -eu
BENCH_RUNS=1
. "$(dirname "$0")/bench-lib.sh" # ROOT, SHARED, SITEPUB (RUNS unused: callgrind counts do not vary)
OLD=${1:-db8e06e}
POSTS=${POSTS:-10000}
W=${BENCH_DIR:-/tmp/sitepub-bench-markdown}
command -v valgrind > /dev/null || { echo "bench-markdown: valgrind is needed (scripts/install-deps.sh installs it)" >&2; exit 2; }
[ -d "$SHARED/corpus/tvm-site" ] || { echo "bench-markdown: $SHARED/corpus/tvm-site not found (set SITEPUB_SHARED)" >&2; exit 2; }
mkdir -p "$W"
if [ ! -x "$W/old/build/sitepub" ]; then
  [ -d "$W/old" ] || git -C "$ROOT" worktree add --detach "$W/old" "$OLD"
  make -s -C "$W/old" -j2 build/sitepub
fi
[ -x "$SITEPUB" ] || make -s -C "$ROOT" -j2 build/sitepub
GEN="$W/gen$POSTS"
[ -d "$GEN/_posts" ] || python3 "$SHARED/tools/gen-site.py" --posts "$POSTS" --static 10 --seed 1 --force "$GEN" > /dev/null
export TZ=UTC JEKYLL_NO_BUNDLER_REQUIRE=true

# ir FILE [FUNCTION]: the program's total instructions, or FUNCTION's inclusive count, from a callgrind file
ir() {
  if [ $# -eq 1 ]; then
    callgrind_annotate "$1" 2> /dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }'
  else
    callgrind_annotate --inclusive=yes --threshold=100 "$1" 2> /dev/null |
      awk -v f="$2" '$0 ~ (":" f " ") || $0 ~ (":" f "$") { gsub(",", "", $1); print $1; exit }'
  fi
}

printf '%-8s %-4s %16s %16s %7s\n' site tree total sp_markdown_render share
for site in tvm "gen$POSTS"; do
  src=$GEN
  [ "$site" = tvm ] && src="$SHARED/corpus/tvm-site"
  for tree in old new; do
    bin=$SITEPUB
    [ "$tree" = old ] && bin="$W/old/build/sitepub"
    cg="$W/$tree-$site.callgrind"
    if [ "$tree" = old ] && [ "${REUSE_OLD:-0}" = 1 ] && [ -s "$cg" ]; then :; else
    rm -rf "$W/out-$tree-$site"
    valgrind --tool=callgrind --callgrind-out-file="$cg" "$bin" build -s "$src" -d "$W/out-$tree-$site" \
      --disable-disk-cache -j 1 -q > "$W/$tree-$site.log" 2>&1 || { echo "bench-markdown: $tree build of $site failed, see $W/$tree-$site.log" >&2; exit 1; }
    fi
    t=$(ir "$cg")
    m=$(ir "$cg" sp_markdown_render)
    eval "T_${tree}=$t M_${tree}=${m:-0}"
    printf '%-8s %-4s %16s %16s %6s%%\n' "$site" "$tree" "$t" "${m:-?}" "$(awk -v m="${m:-0}" -v t="$t" 'BEGIN { printf "%.1f", 100 * m / t }')"
  done
  printf '%-8s %-4s %16s %16s\n' "$site" new/old "$(awk -v a="$T_new" -v b="$T_old" 'BEGIN { printf "%.3f", a / b }')" \
    "$(awk -v a="$M_new" -v b="$M_old" 'BEGIN { if (b > 0) printf "%.3f", a / b; else print "?" }')"
done
