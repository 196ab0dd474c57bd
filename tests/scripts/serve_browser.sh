#!/bin/sh
# The browser test of issue 18: `sitepub serve --livereload` on a copy of tvm-site (../shared), a post loaded in
# headless Chromium (DevTools protocol, tests/lib/cdp.py), the post's Markdown edited: the page shows the new
# text without a reload from the test; the post layout broken: the error overlay shows; fixed: the overlay goes.
# Screenshots of each state in $BUILD/tests/serve_browser/. Skips when Chromium (Debian `chromium`, installed by
# .ci/run through `scripts/install-deps.sh --browser`) or ../shared is missing.
set -u
. "$(dirname "$0")/../lib/check.sh"
. "$(dirname "$0")/../lib/serve.sh"
here=$(cd "$(dirname "$0")/.." && pwd)
shared=${SITEPUB_SHARED:-$(cd "$here/../.." && pwd)/shared}
if ! command -v chromium >/dev/null 2>&1; then
  echo "SKIP: chromium is not installed (apt-get install chromium, or scripts/install-deps.sh --browser)"; exit 0
fi
if [ ! -d "$shared/corpus/tvm-site" ]; then echo "SKIP: $shared/corpus/tvm-site is absent"; exit 0; fi
logdir=$(pwd)/${BUILD:-build}/tests/serve_browser
rm -rf "$logdir"; mkdir -p "$logdir"
tmp=$(mktemp -d)
trap 'serve_stop; rm -rf "$tmp"' EXIT
cp -r "$shared/corpus/tvm-site" "$tmp/site"
serve_start "$tmp/log" -s "$tmp/site" --livereload --livereload-port 0 || { cat "$tmp/log"; bad "serve did not start"; exit 1; }
ok "serve --livereload on tvm-site (port $PORT)"
/usr/bin/python3 "$here/lib/serve_browser.py" --url "$BASE/2017/08/17/tvm-release-announcement" \
  --post "$tmp/site/_posts/2017-08-17-tvm-release-announcement.markdown" --layout "$tmp/site/_layouts/post.html" \
  --logdir "$logdir" || bad "the browser checks failed"
serve_stop
eq "Ctrl-C exits 0" "$SERVE_RC" 0
cp "$tmp/log" "$logdir/serve.log"
for f in 1-loaded 2-edited 3-error-overlay 4-fixed; do
  if [ -s "$logdir/$f.png" ]; then ok "screenshot $f.png"; else bad "no screenshot $f.png"; fi
done
echo "# screenshots and the server's log: $logdir"
[ "$fails" -eq 0 ]
