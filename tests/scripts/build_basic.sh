#!/bin/sh
# sitepub build end to end: the summary line, exit codes and file:line:column errors, the atomic replacement
# of DEST (a failed build leaves the last good site; stale files go; keep_files stay), symbolic links not
# followed, -V skip reasons, and output identical whatever -j.
set -eu
BIN=${SITEPUB_BIN:?}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
fail() { echo "FAIL: $*"; exit 1; }

mkdir -p site/_layouts site/_posts site/assets site/sub
cat > site/_config.yml <<'YML'
title: Test
time: 2026-07-01 12:00:00 +0000
keep_files: [.git, kept]
YML
printf -- '---\n---\n<html>{{ content }}</html>\n' > site/_layouts/default.html
printf -- '---\nlayout: default\ntitle: Home\n---\n{%% for p in site.posts %%}{{ p.url }};{%% endfor %%}\n' > site/index.html
printf -- '---\nlayout: default\n---\nhello\n' > site/_posts/2020-01-01-hello.md
printf -- '---\n---\nlater\n' > site/_posts/2099-01-01-future.md
printf 'body{}\n' > site/assets/a.css
printf 'secret\n' > outside.txt
ln -s ../../outside.txt site/sub/link.txt
ln -s /etc site/etc

# build 1
out=$("$BIN" build -s site -d dest 2>err.txt) || fail "build failed: $(cat err.txt)"
echo "$out" | grep -q "documents rendered" || fail "no summary line: $out"
echo "$out" | grep -q "^sitepub build: 2 documents rendered, 1 static files copied" || fail "summary: $out"
[ "$(cat dest/index.html)" = "$(printf "<html>/2020/01/01/hello.html;\n</html>")" ] || fail "index: $(cat dest/index.html)"
[ -f dest/2020/01/01/hello.html ] || fail "post missing"
[ ! -e dest/2099 ] || fail "future post written"
[ ! -e dest/sub/link.txt ] && [ ! -e dest/etc ] || fail "a symbolic link was followed"
grep -q "has a future date" err.txt || fail "no future-date notice: $(cat err.txt)"

# -V says why files are skipped
"$BIN" build -V -s site -d dest2 >/dev/null 2>v.txt || fail "verbose build failed"
grep -q "symbolic link" v.txt || fail "-V does not mention the symbolic link: $(cat v.txt)"
grep -q "_config.yml" v.txt && fail "-V reports _config.yml as skipped"

# stale files go, keep_files stay
mkdir -p dest/kept dest/.git
echo k > dest/kept/file; echo s > dest/stale.html; echo g > dest/.git/HEAD
"$BIN" build -q -s site -d dest || fail "rebuild failed"
[ ! -e dest/stale.html ] || fail "stale file kept"
[ "$(cat dest/kept/file)" = k ] || fail "keep_files not kept"
[ "$(cat dest/.git/HEAD)" = g ] || fail ".git not kept"
ls -a . | grep -q sitepub- && fail "temporary folder left beside DEST"

# a failed build leaves the last good site untouched, exit 3 and file:line:column (bad front matter is an error
# with --strict_front_matter; without it Jekyll's warning, tests/scripts/build_front_matter.sh)
printf -- '---\ntitle: [oops\n---\nx\n' > site/broken.html
if "$BIN" build -q --strict_front_matter -s site -d dest 2>err.txt; then fail "bad YAML accepted"; else rc=$?; fi
[ "$rc" = 3 ] || fail "exit code $rc for bad YAML"
grep -q "^sitepub build: broken.html:[0-9]*:[0-9]*: error: " err.txt || fail "error location: $(cat err.txt)"
[ -f dest/2020/01/01/hello.html ] && [ -f dest/kept/file ] || fail "failed build damaged DEST"
rm site/broken.html

# an unknown layout is Jekyll's warning (tests/scripts/build_warnings.sh); missing include, Liquid syntax errors
# stop the build
printf -- '---\nlayout: nope\n---\nx\n' > site/l.html
"$BIN" build -s site -d dest >/dev/null 2>err.txt || fail "unknown layout stopped the build"
grep -q "^Build Warning: Layout 'nope' requested in l.html does not exist." err.txt || fail "unknown layout message: $(cat err.txt)"
rm site/l.html
printf -- '---\n---\n\n{%% if x %%}\n' > site/l.html
if "$BIN" build -q -s site -d dest 2>err.txt; then fail "Liquid syntax error accepted"; fi
grep -q "^sitepub build: l.html:4:" err.txt || fail "Liquid error location: $(cat err.txt)"
rm site/l.html

# two documents writing the same file: Jekyll's Conflict warning, the last one wins (build_warnings.sh)
printf -- '---\npermalink: /same.html\n---\na\n' > site/a.html
printf -- '---\npermalink: /same.html\n---\nb\n' > site/b.html
"$BIN" build -s site -d dest >/dev/null 2>err.txt || fail "duplicate output stopped the build"
grep -q "^Conflict: The following destination is shared by multiple files." err.txt || fail "duplicate message: $(cat err.txt)"
[ "$(cat dest/same.html)" = b ] || fail "the later page does not win: $(cat dest/same.html)"
rm site/a.html site/b.html

# include_relative reads files beside the page, never through a link or out of the source
mkdir -p site/docs
printf 'snippet {{ page.title }}\n' > site/docs/part.txt
printf -- '---\ntitle: Rel\n---\n[{%% include_relative part.txt %%}]\n' > site/docs/rel.html
"$BIN" build -q -s site -d dest || fail "include_relative build failed"
[ "$(cat dest/docs/rel.html)" = "$(printf '[snippet Rel\n]')" ] || fail "include_relative: $(cat dest/docs/rel.html)"
ln -s ../../outside.txt site/docs/out.txt
printf -- '---\n---\n{%% include_relative out.txt %%}\n' > site/docs/bad.html
if "$BIN" build -q -s site -d dest 2>err.txt; then fail "include_relative followed a link"; fi
printf -- '---\n---\n{%% include_relative ../../outside.txt %%}\n' > site/docs/bad.html
if "$BIN" build -q -s site -d dest 2>err.txt; then fail "include_relative left the source"; fi
grep -q "outside.txt" err.txt || fail "include_relative error: $(cat err.txt)"
# a missing file names the folder searched, as Jekyll 4.3 does: in any of ["<source>/docs"]
printf -- '---\n---\n{%% include_relative nope.html %%}\n' > site/docs/bad.html
if "$BIN" build -q -s site -d dest 2>err.txt; then fail "missing include_relative accepted"; fi
grep -q "Could not locate the included file 'nope.html' in any of \[\"docs\"\]" err.txt || fail "include_relative folder: $(cat err.txt)"
rm -r site/docs

# the same output whatever the number of threads
i=0
while [ $i -lt 40 ]; do
  printf -- '---\nlayout: default\ntags: [t%d]\n---\npost %d {{ site.posts | size }} {{ page.previous.url }}\n' $((i % 3)) $i \
    > site/_posts/2021-01-$(printf %02d $((i % 28 + 1)))-p$i.md
  i=$((i + 1))
done
"$BIN" build -q -j 1 -s site -d one || fail "-j 1 failed"
"$BIN" build -q -j 4 -s site -d four || fail "-j 4 failed"
diff -r one four >/dev/null || fail "output differs between -j 1 and -j 4"

# --drafts, --future, --unpublished, --baseurl
mkdir -p site/_drafts
printf -- '---\n---\ndraft\n' > site/_drafts/a-draft.md
printf -- '---\npublished: false\n---\nhidden\n' > site/_posts/2020-02-02-unpub.md
printf -- '---\n---\n{{ site.baseurl }}|{{ site.show_drafts }}\n' > site/base.html
"$BIN" build -q -s site -d plain || fail "plain build failed"
[ ! -e plain/2099/01/01/future.html ] && [ ! -e plain/2020/02/02/unpub.html ] || fail "future/unpublished written"
ls plain | grep -q a-draft && fail "draft written without --drafts"
"$BIN" build -q --drafts --future --unpublished --baseurl /sub -s site -d all || fail "build with flags failed"
[ -f all/2099/01/01/future.html ] || fail "--future: no future post"
[ -f all/2020/02/02/unpub.html ] || fail "--unpublished: no unpublished post"
find all -name 'a-draft.html' | grep -q . || fail "--drafts: no draft"
[ "$(cat all/base.html)" = "/sub|true" ] || fail "--baseurl/--drafts in site: $(cat all/base.html)"
rm -r site/_drafts site/_posts/2020-02-02-unpub.md site/base.html

# plugins: the Gemfile's :jekyll_plugins group (ignored under JEKYLL_NO_BUNDLER_REQUIRE), unknown plugins and
# Ruby files in _plugins/ are named in warnings
mkdir -p gem/_plugins
printf 'source "https://rubygems.org"\ngroup :jekyll_plugins do\n  gem "jekyll-sitemap"\n  gem "jekyll-coffeescript"\nend\n' > gem/Gemfile
printf 'plugins: [jekyll-octicons]\ntime: 2026-07-01 12:00:00 +0000\n' > gem/_config.yml
printf 'puts 1\n' > gem/_plugins/x.rb
printf -- '---\n---\nhi\n' > gem/index.html
"$BIN" build -s gem -d gem-out >/dev/null 2>warn.txt || fail "plugin site failed: $(cat warn.txt)"
[ -f gem-out/sitemap.xml ] && [ -f gem-out/robots.txt ] || fail "Gemfile plugin jekyll-sitemap not run"
grep -q "jekyll-coffeescript" warn.txt && grep -q "jekyll-octicons" warn.txt || fail "unknown plugins not named: $(cat warn.txt)"
grep -q "_plugins/x.rb" warn.txt || fail "Ruby plugin not named: $(cat warn.txt)"
JEKYLL_NO_BUNDLER_REQUIRE=true "$BIN" build -q -s gem -d gem-out2 || fail "plugin site failed"
[ ! -e gem-out2/sitemap.xml ] || fail "the Gemfile group was read under JEKYLL_NO_BUNDLER_REQUIRE"

# --config merges left to right, files inside and outside the source alike (Jekyll gives "inside 1 2" and
# "outside 1 2" for these two orders)
mkdir -p cfg/s
printf 'title: inside\nx: 1\n' > cfg/s/_config.yml
printf 'title: outside\ny: 2\n' > cfg/out.yml
printf -- '---\n---\n{{ site.title }} {{ site.x }} {{ site.y }}\n' > cfg/s/index.html
"$BIN" build -q -s cfg/s -d cfg/o1 --config cfg/out.yml,cfg/s/_config.yml || fail "--config build failed"
"$BIN" build -q -s cfg/s -d cfg/o2 --config cfg/s/_config.yml,cfg/out.yml || fail "--config build failed"
[ "$(cat cfg/o1/index.html)" = "inside 1 2" ] && [ "$(cat cfg/o2/index.html)" = "outside 1 2" ] \
  || fail "--config order: $(cat cfg/o1/index.html) / $(cat cfg/o2/index.html)"
if "$BIN" build -q -s cfg/s -d cfg/o3 --config cfg/missing.yml 2>err.txt; then fail "missing config accepted"; fi

# unknown options are usage errors
if "$BIN" build --nope 2>/dev/null; then fail "unknown option accepted"; else rc=$?; fi
[ "$rc" = 2 ] || fail "exit code $rc for a usage error"
# -j takes a whole number of threads: a word or a negative number is a usage error naming the option
for j in abc -1 2x ''; do
  if "$BIN" build -q -j "$j" -s cfg/s -d cfg/oj 2>err.txt; then fail "-j '$j' accepted"; else rc=$?; fi
  [ "$rc" = 2 ] || fail "exit code $rc for -j '$j'"
  grep -q -- "-j/--jobs" err.txt || fail "-j '$j' message: $(cat err.txt)"
done
[ ! -e cfg/oj ] || fail "-j abc built a site"
"$BIN" build -q -j 0 -s cfg/s -d cfg/oj || fail "-j 0 failed"
echo "build_basic: ok"
