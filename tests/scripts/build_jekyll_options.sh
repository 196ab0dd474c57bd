#!/bin/sh
# Jekyll's command line for `sitepub build` (issue 13), each as Jekyll 4.3.1 defines it: --profile prints
# Jekyll's two tables (for this site Jekyll 4.3.1 printed the rows "| _layouts/default.html |     1 | 0.04K |"
# and "| _includes/nav.html    |     1 | 0.01K |", then "| TOTAL (for 2 files)   |     2 | 0.05K |"; times
# vary); --safe writes no disk cache and says nothing about _plugins; --limit_posts N keeps the N newest posts;
# --layouts DIR; -I, -w and --strict_front_matter are accepted; a bad --limit_posts is a usage error; --trace
# names the includes an error came through (Jekyll prints Ruby's backtrace).
set -eu
BIN=${SITEPUB_BIN:?}
. "$(dirname "$0")/../lib/check.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
mkdir -p s/_layouts s/_includes s/_posts s/_plugins s/lay
printf '<html>{%% include nav.html %%}{{ content }}</html>\n' > s/_layouts/default.html
printf -- '---\nlayout: default\n---\nabout\n' > s/about.md
printf '<nav>x</nav>\n' > s/_includes/nav.html
"$BIN" build --profile -s s -d out >stdout 2>err || bad "--profile build failed: $(cat err)"
out=$(cat stdout)
has "profile: phase table" "$out" "| PHASE      |   TIME |
+------------+--------+
| RESET      | "
has "profile: TOTAL TIME" "$out" "| TOTAL TIME | "
has "profile: render stats header" "$out" "Site Render Stats:

| Filename              | Count | Bytes |  Time |
+-----------------------+-------+-------+-------+"
has "profile: the layout's row" "$out" "| _layouts/default.html |     1 | 0.04K | "
has "profile: the include's row" "$out" "| _includes/nav.html    |     1 | 0.01K | "
has "profile: the total" "$out" "| TOTAL (for 2 files)   |     2 | 0.05K | "

# --safe: no disk cache, no word about _plugins (Jekyll ignores them silently in safe mode)
printf 'puts 1\n' > s/_plugins/x.rb
printf -- '---\n---\n# t\n' > s/md.md
rm -rf s/.jekyll-cache
"$BIN" build --safe -s s -d out >/dev/null 2>err || bad "--safe build failed: $(cat err)"
[ ! -e s/.jekyll-cache ] && ok "--safe: no disk cache written" || bad "--safe wrote $(ls -R s/.jekyll-cache)"
case "$(cat err)" in *_plugins*) bad "--safe warned about _plugins: $(cat err)";; *) ok "--safe: _plugins ignored silently";; esac
printf 'safe: true\n' > s/_config.yml
"$BIN" build -s s -d out >/dev/null 2>err || bad "safe: true build failed"
[ ! -e s/.jekyll-cache ] && ok "safe: true: no disk cache written" || bad "safe: true wrote a disk cache"
rm s/_config.yml
"$BIN" build -s s -d out >/dev/null 2>err || bad "build failed"
[ -d s/.jekyll-cache/sitepub ] && ok "without --safe: the disk cache is written" || bad "no disk cache without --safe"
has "without --safe: the _plugins warning" "$(cat err)" "Warning: Ruby plugins in _plugins/ are not run by sitepub"
rm -r s/_plugins s/md.md

# --limit_posts, --layouts
printf -- '---\n---\none\n' > s/_posts/2020-01-01-one.md
printf -- '---\n---\ntwo\n' > s/_posts/2020-01-02-two.md
"$BIN" build -q --limit_posts 1 -s s -d out 2>err || bad "--limit_posts failed: $(cat err)"
[ -f out/2020/01/02/two.html ] && [ ! -e out/2020/01/01/one.html ] && ok "--limit_posts 1: the newest post only" \
    || bad "--limit_posts 1: $(find out -name '*.html')"
printf -- '---\n---\n<i>{{ content }}</i>\n' > s/lay/default.html
"$BIN" build -q --layouts lay -s s -d out 2>err || bad "--layouts failed: $(cat err)"
eq "--layouts DIR: its default.html" "$(cat out/about.html)" "<i><p>about</p>
</i>"
rc=0; "$BIN" build -q --limit_posts x -s s -d out 2>err || rc=$?
eq "--limit_posts x: exit 2" "$rc" 2
has "--limit_posts x: OptionParser's words" "$(cat err)" "invalid argument: --limit_posts x"
rc=0; "$BIN" build -q -I -w --trace --strict_front_matter -s s -d out 2>err || rc=$?
eq "-I -w --trace --strict_front_matter accepted" "$rc" 0
has "-w is explained" "$(cat err)" "--watch: sitepub build does not watch for changes"

# --trace: the includes an error came through, and the document a layout was placing
mkdir -p t/_includes t/_layouts
printf -- '---
layout: l
---
x
{%% include a.html %%}
' > t/index.html
printf 'a
{%% include b.html %%}
' > t/_includes/a.html
printf '{{ 1 | divided_by: 0 }}
' > t/_includes/b.html
printf '{{ content }}
' > t/_layouts/l.html
rc=0; "$BIN" build -q --trace -s t -d tout 2>err || rc=$?
eq "--trace: exit 3" "$rc" 3
eq "--trace: the chain" "$(cat err)" "sitepub build: _includes/b.html:1:1: error: Liquid Exception: Liquid error (_includes/b.html line 1): divided by 0 (through _includes/a.html:2, index.html:5) included in index.html"
printf 'x
' > t/_includes/a.html
printf '{%% include b.html %%}{{ content }}
' > t/_layouts/l.html
rc=0; "$BIN" build -q --trace -s t -d tout 2>err || rc=$?
has "--trace: the layout's document" "$(cat err)" "included in _layouts/l.html (the layout of index.html)"
rc=0; "$BIN" build -q -s t -d tout 2>err || rc=$?
eq "without --trace: Jekyll's message" "$(cat err)" "sitepub build: _includes/b.html:1:1: error: Liquid Exception: Liquid error (_includes/b.html line 1): divided by 0 included in _layouts/l.html"
[ "$fails" -eq 0 ]
