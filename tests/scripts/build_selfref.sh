#!/bin/sh
# Never crash on self-reference (issue 13): {{ page }} in a post, {{ site.posts[0] }}, {{ page.previous.next }},
# {{ site.collections }}, {{ site }}, inspect and jsonify of documents and collections print what Jekyll 4.3.1
# prints. tests/data/jekyll/selfref/site is the site, expected/ its _site as Debian's Jekyll 4.3.1 built it
# (tests/ruby/gen_jekyll_expected.sh selfref). A collection's "directory" is an absolute path in Jekyll (the
# source folder on disk) and relative in sitepub (a git source has no folder): that member is normalised.
set -eu
BIN=${SITEPUB_BIN:?}
. "$(dirname "$0")/../lib/check.sh"
fix=$(cd "$(dirname "$0")/../data/jekyll/selfref" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$fix/site" "$tmp/site"
rc=0; timeout 60 "$BIN" build -q --disable-disk-cache -s "$tmp/site" -d "$tmp/out" 2>"$tmp/err" || rc=$?
eq "the build succeeds (no crash, no error)" "$rc" 0
[ -s "$tmp/err" ] && bad "stderr: $(cat "$tmp/err")"
norm() { sed -e 's#&quot;directory&quot;: &quot;[^&]*&quot;#DIR#' -e 's#"directory":"[^"]*"#DIR#' "$1"; }
for f in index.html inspect.html json.html page.html 2020/01/02/two.html 2020/01/01/one.html things/a.html; do
    if [ ! -f "$tmp/out/$f" ]; then bad "$f not written"; continue; fi
    if [ "$(norm "$tmp/out/$f")" = "$(norm "$fix/expected/$f")" ]; then ok "$f as Jekyll prints it"
    else bad "$f differs from Jekyll's: $(norm "$fix/expected/$f" > "$tmp/want"; norm "$tmp/out/$f" | diff "$tmp/want" - | head -20)"; fi
done
[ "$fails" -eq 0 ]
