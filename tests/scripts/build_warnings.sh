#!/bin/sh
# Where Jekyll 4.3.1 warns and builds, sitepub warns in Jekyll's words and builds (issue 13): a missing layout
# (written without it), destinations shared by several files (the last one Jekyll writes wins: pages, then
# static files, then documents; jekyll-redirect-from's pages take a used permalink silently), a collection's
# Sort warning, post_url's Deprecation. --strict (or strict: true in _config.yml) makes the first warning an
# error, exit 3, with nothing written. tests/data/jekyll/warnings/expected{/,.log} are Jekyll's output and
# messages for the site (tests/ruby/gen_jekyll_expected.sh warnings).
set -eu
BIN=${SITEPUB_BIN:?}
. "$(dirname "$0")/../lib/check.sh"
fix=$(cd "$(dirname "$0")/../data/jekyll/warnings" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$fix/site" "$tmp/site"
rc=0; "$BIN" build --disable-disk-cache -s "$tmp/site" -d "$tmp/out" >/dev/null 2>"$tmp/err" || rc=$?
eq "builds with warnings, exit 0" "$rc" 0
err=$(cat "$tmp/err")
# every line Jekyll printed that names no absolute path
jekyll_lines "$fix/expected.log" "$err" '/SRC\|DEST/d'
eq "three conflicts, as Jekyll's (the redirect page is exempt)" \
    "$(grep -c '^Conflict: The following destination is shared by multiple files.$' "$tmp/err")" 3
case "$err" in *taken.html*) bad "taken.html (a redirect_from page) reported as a conflict";; *) ok "redirect page exempt";; esac
if diff -r "$fix/expected" "$tmp/out" > "$tmp/diff"; then ok "the site is Jekyll's, file for file (the last write wins)"
else bad "output differs from Jekyll's: $(head -30 "$tmp/diff")"; fi

# --strict: the first warning is an error, exit 3, nothing written
rc=0; "$BIN" build --strict --disable-disk-cache -s "$tmp/site" -d "$tmp/strict" >/dev/null 2>"$tmp/err" || rc=$?
eq "--strict: exit 3" "$rc" 3
has "--strict: the warning is the error" "$(cat "$tmp/err")" "error: Sort warning: 'weight' not defined in _things/a.md"
[ ! -e "$tmp/strict" ] && ok "--strict: nothing written" || bad "--strict wrote $tmp/strict"
printf 'strict: true\n' >> "$tmp/site/_config.yml"
rc=0; "$BIN" build --disable-disk-cache -s "$tmp/site" -d "$tmp/strict" >/dev/null 2>"$tmp/err" || rc=$?
eq "strict: true in _config.yml: exit 3" "$rc" 3
# only a layout missing: the error names the page and line of its layout key
mkdir "$tmp/l"; printf -- '---\nlayout: nope\n---\nx\n' > "$tmp/l/a.html"
rc=0; "$BIN" build --disable-disk-cache -s "$tmp/l" -d "$tmp/lout" 2>"$tmp/err" >/dev/null || rc=$?
eq "missing layout: exit 0" "$rc" 0
eq "missing layout: written without it" "$(cat "$tmp/lout/a.html")" "x"
has "missing layout: Jekyll's warning" "$(cat "$tmp/err")" "Build Warning: Layout 'nope' requested in a.html does not exist."
rc=0; "$BIN" build --strict --disable-disk-cache -s "$tmp/l" -d "$tmp/lout2" 2>"$tmp/err" >/dev/null || rc=$?
eq "missing layout --strict: exit 3" "$rc" 3
has "missing layout --strict: file:line" "$(cat "$tmp/err")" "a.html:2: error: Build Warning: Layout 'nope'"
[ "$fails" -eq 0 ]
