#!/bin/sh
# Save-to-reload latency of `sitepub serve --livereload` in headless Chromium (a measurement, not a test): K
# edits of one post, each timed from the end of the file write to the reloaded page's DOMContentLoaded (the
# page's performance clock), on a copy of tvm-site (../shared/corpus/tvm-site) and, with --posts N, on a
# generated N-post site (../shared/tools/gen-site.py). Every rebuild is a whole build for now (issue 17's
# incremental engine will replace it), so the figure is the full build time plus the reload.
# Usage: scripts/serve-latency.sh [--posts N] [--edits K] [BIN]   (default BIN build/sitepub, K 10)
# As every benchmark here: run it on a quiet machine (CONTRIBUTING "Benchmarks").
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${SITEPUB_SHARED:-$(cd "$here/.." && pwd)/shared}
posts=0; edits=10; BIN=$here/build/sitepub
while [ $# -gt 0 ]; do
  case "$1" in
  --posts) posts=$2; shift 2;;
  --edits) edits=$2; shift 2;;
  *) BIN=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); shift;;
  esac
done
command -v chromium >/dev/null || { echo "serve-latency: chromium is not installed (scripts/install-deps.sh --browser)" >&2; exit 1; }
[ -d "$SHARED/corpus/tvm-site" ] || { echo "serve-latency: $SHARED/corpus/tvm-site is absent" >&2; exit 1; }
SITEPUB_BIN=$BIN
. "$here/tests/lib/check.sh"
. "$here/tests/lib/serve.sh"
tmp=$(mktemp -d)
trap 'serve_stop; rm -rf "$tmp"' EXIT

measure() { # NAME SITE POST URLPATH LAYOUT
  serve_start "$tmp/$1.log" -s "$2" --livereload --livereload-port 0 || { cat "$tmp/$1.log"; exit 1; }
  grep 'done in' "$tmp/$1.log" | head -n 1 | sed "s/^ */$1: first build: /"
  printf '%s: ' "$1"
  /usr/bin/python3 "$here/tests/lib/serve_browser.py" --latency "$edits" --url "$BASE/$4" --post "$3" \
    --layout "$5" --logdir "$tmp/shots" | grep -v '^ok - '
  grep '\.\.\.done in' "$tmp/$1.log" | sed 's/.*done in \([0-9.]*\) seconds./\1/' | sort -n |
    awk -v n="$1" '{a[NR]=$1} END {if (NR) printf "%s: rebuilds (the server'"'"'s own figure): median %.0f ms over %d\n", n, a[int((NR+1)/2)]*1000, NR}'
  serve_stop
}

cp -r "$SHARED/corpus/tvm-site" "$tmp/tvm"
measure tvm-site "$tmp/tvm" "$tmp/tvm/_posts/2017-08-17-tvm-release-announcement.markdown" \
  2017/08/17/tvm-release-announcement "$tmp/tvm/_layouts/post.html"
if [ "$posts" -gt 0 ]; then
  python3 "$SHARED/tools/gen-site.py" --posts "$posts" --static 50 --seed 1 --force "$tmp/gen" > /dev/null
  p=$(ls "$tmp/gen/_posts" | head -n 1)
  url=$(echo "$p" | sed 's|^\([0-9]*\)-\([0-9]*\)-\([0-9]*\)-\(.*\)\.md$|\1/\2/\3/\4.html|')
  measure "$posts-posts" "$tmp/gen" "$tmp/gen/_posts/$p" "$url" "$tmp/gen/_layouts/post.html"
fi
