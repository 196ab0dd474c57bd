#!/bin/sh
# Liquid as Jekyll 4.3.1 runs it (issue 13): `blank` without ActiveSupport (== blank never true, != blank always
# true, empty unchanged), {% link %} with a leading slash (static files only, as Jekyll), with Liquid in its path
# ({% link {{ p }} %}), and resolved when it renders (one in a branch that does not run is no error), and Liquid
# errors worded as Jekyll's after our
# file:line:column prefix: "Liquid Exception: MESSAGE in PATH", "(line N)" counted from the body, an include's
# path and " included". tests/data/jekyll/liquid/expected is Jekyll's _site (tests/ruby/gen_jekyll_expected.sh
# liquid); the messages below are what Jekyll 4.3.1 printed for each one-file site, its absolute paths made
# relative to the site (sitepub names files by their path in the site, which a git source also has).
set -eu
BIN=${SITEPUB_BIN:?}
. "$(dirname "$0")/../lib/check.sh"
fix=$(cd "$(dirname "$0")/../data/jekyll/liquid" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$fix/site" "$tmp/site"
rc=0; "$BIN" build -q --disable-disk-cache -s "$tmp/site" -d "$tmp/out" 2>"$tmp/err" || rc=$?
eq "the liquid site builds" "$rc" 0
if diff -r "$fix/expected" "$tmp/out" > "$tmp/diff"; then ok "blank, empty and link as Jekyll"
else bad "differs from Jekyll's: $(cat "$tmp/diff" "$tmp/err")"; fi

# case NAME LOCATION JEKYLL-MESSAGE: the site in $tmp/s fails with exit 3 and "LOCATION: error: MESSAGE"
case_() {
    rc=0; "$BIN" build -q --disable-disk-cache -s "$tmp/s" -d "$tmp/sout" 2>"$tmp/err" >/dev/null || rc=$?
    eq "$1: exit 3" "$rc" 3
    eq "$1: message" "$(cat "$tmp/err")" "sitepub build: $2: error: $3"
}
fresh() { rm -rf "$tmp/s"; mkdir -p "$tmp/s/_includes" "$tmp/s/_layouts"; }
fresh
printf 'liquid:\n  strict_variables: true\n' > "$tmp/s/_config.yml"
printf -- '---\ntitle: x\n---\nline1\nline2\n{{ author }}\n' > "$tmp/s/index.html"
case_ "undefined variable" "index.html:6:1" "Liquid Exception: Liquid error (line 3): undefined variable author in index.html"
fresh
printf -- '---\n---\nline1\n{%% include inc.html %%}\n' > "$tmp/s/index.html"
printf 'a\nb\n{{ 1 | divided_by: 0 }}\n' > "$tmp/s/_includes/inc.html"
case_ "error in an include" "_includes/inc.html:3:1" "Liquid Exception: Liquid error (_includes/inc.html line 3): divided by 0 included in index.html"
fresh
printf -- '---\nlayout: l\n---\nx\n' > "$tmp/s/index.html"
printf -- '---\n---\na\n{{ 1 | divided_by: 0 }}\n' > "$tmp/s/_layouts/l.html"
case_ "error in a layout" "_layouts/l.html:4:1" "Liquid Exception: Liquid error (line 2): divided by 0 in _layouts/l.html"
fresh
printf -- '---\n---\nx\n{%% link nosuch.md %%}\n' > "$tmp/s/index.html"
case_ "link to nothing" "index.html:4:1" "Liquid Exception: Could not find document 'nosuch.md' in tag 'link'. Make sure the document exists and the path is correct. in index.html"
fresh
printf -- '---\n---\nx\n{%% link /p2.md %%}\n' > "$tmp/s/index.html"; printf -- '---\n---\np\n' > "$tmp/s/p2.md"
case_ "link with a slash to a page" "index.html:4:1" "Liquid Exception: Could not find document '/p2.md' in tag 'link'. Make sure the document exists and the path is correct. in index.html"
fresh
printf -- '---\n---\n{%% assign p = "nope.md" %%}\n{%% link {{ p }} %%}\n' > "$tmp/s/index.html"
case_ "link with a variable path to nothing" "index.html:4:1" "Liquid Exception: Could not find document 'nope.md' in tag 'link'. Make sure the document exists and the path is correct. in index.html"
fresh
printf -- '---\n---\nx\n{%% post_url 2001-01-01-nope %%}\n' > "$tmp/s/index.html"
case_ "post_url to nothing" "index.html:4:1" "Liquid Exception: Could not find post \"2001-01-01-nope\" in tag 'post_url'. Make sure the post exists and the name is correct. in index.html"
[ "$fails" -eq 0 ]
