#!/bin/sh
# Front matter that is not valid YAML (issue 13), as Jekyll 4.3.1 takes it without strict_front_matter: the
# file is logged in Jekyll's words (a post or collection document under "Error:", a page or layout as a plain
# warning) and built with no front matter data: its body is the text after the front matter, defaults still
# apply, a post gets no date, title or slug from its file name (site.time and the file's base name), a layout
# still wraps. Exit 0. --strict_front_matter (or strict_front_matter: true) stops the build with exit 3; --strict
# makes the warning an error (exit 3). tests/data/jekyll/frontmatter/expected{/,.log} are Jekyll's output and
# messages for the site (tests/ruby/gen_jekyll_expected.sh frontmatter).
set -eu
BIN=${SITEPUB_BIN:?}
. "$(dirname "$0")/../lib/check.sh"
fix=$(cd "$(dirname "$0")/../data/jekyll/frontmatter" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$fix/site" "$tmp/site"
rc=0; "$BIN" build --disable-disk-cache -s "$tmp/site" -d "$tmp/out" >/dev/null 2>"$tmp/err" || rc=$?
eq "bad front matter: builds, exit 0" "$rc" 0
err=$(cat "$tmp/err")
# Jekyll's lines name the absolute path (SRC/...); sitepub names the source-relative one
jekyll_lines "$fix/expected.log" "$err" 's#SRC/##g'
has "our advice: file:line:column and what to do" "$err" "(page.md:2:8: close the [ ] list that starts there"
eq "four files logged" "$(grep -c 'YAML Exception reading' "$tmp/err")" 4
if diff -r "$fix/expected" "$tmp/out" > "$tmp/diff"; then ok "the site is Jekyll's, file for file"
else bad "output differs from Jekyll's: $(head -30 "$tmp/diff")"; fi

rc=0; "$BIN" build --strict_front_matter --disable-disk-cache -s "$tmp/site" -d "$tmp/s1" >/dev/null 2>"$tmp/err" || rc=$?
eq "--strict_front_matter: exit 3" "$rc" 3
has "--strict_front_matter: the first bad file (layouts are read first), file:line:col" "$(cat "$tmp/err")" \
    "_layouts/badlayout.html:2:5: error: mapping values are not allowed in this context"
[ ! -e "$tmp/s1" ] && ok "--strict_front_matter: nothing written" || bad "--strict_front_matter wrote $tmp/s1"
rc=0; "$BIN" build --strict --disable-disk-cache -s "$tmp/site" -d "$tmp/s2" >/dev/null 2>"$tmp/err" || rc=$?
eq "--strict: exit 3" "$rc" 3
has "--strict: the warning is the error" "$(cat "$tmp/err")" "error: YAML Exception reading _layouts/badlayout.html"
[ ! -e "$tmp/s2" ] && ok "--strict: nothing written" || bad "--strict wrote $tmp/s2"
printf 'strict_front_matter: true\n' >> "$tmp/site/_config.yml"
rc=0; "$BIN" build --disable-disk-cache -s "$tmp/site" -d "$tmp/s3" >/dev/null 2>"$tmp/err" || rc=$?
eq "strict_front_matter: true in _config.yml: exit 3" "$rc" 3
[ "$fails" -eq 0 ]
