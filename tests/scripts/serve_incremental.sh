#!/bin/sh
# sitepub serve rebuilds incrementally (issue 18): after each of a sequence of edits under `sitepub serve -V -d
# DEST` (a post's body, its front matter, a new post, a removed post, a renamed post, a layout, an include, a data
# file, static files added, changed and removed, a stylesheet, a page, a save through a temporary file, the
# config), every file of a fresh `sitepub build` of the same source (same url, no disk cache) is fetched from the
# server and must be byte for byte the same, the server has nothing more (DEST, written from the same snapshot,
# lists exactly the fresh build's files and holds the bytes served: serve updates it in place after the first),
# and the rebuild after a post edit reused outputs ("N of M outputs rendered, K reused" with K > 0). site.time
# (today's timestamps) is the one thing that may differ between two builds, so it is masked on both sides. On
# templates/site, then on a copy of tvm-site when ../shared is there.
set -u
. "$(dirname "$0")/../lib/check.sh"
. "$(dirname "$0")/../lib/serve.sh"
command -v curl >/dev/null || { echo "SKIP: curl is not installed"; exit 0; }
export TZ=UTC
tmp=$(mktemp -d)
trap 'serve_stop; rm -rf "$tmp"' EXIT
today=$(date -u +%Y-%m-%d); yday=$(date -u -d yesterday +%Y-%m-%d)
today2=$(date -u '+%d %b %Y'); yday2=$(date -u -d yesterday '+%d %b %Y')
norm() {
  sed -E "s/($today|$yday)[T ][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?( ?[+-][0-9]{2}:?[0-9]{2}|Z)?/SITE-TIME/g;
          s/($today2|$yday2) [0-9]{2}:[0-9]{2}:[0-9]{2} [+-][0-9]{4}/SITE-TIME/g" "$1"
}
builds() { grep -Ec '^ +(\.\.\.)?done in [0-9.]+ seconds\.$' "$tmp/log"; }
# wait for the rebuild after an edit: one more "...done in" line (or an error)
settle() {
  wait_for 20 sh -c "[ \$(grep -Ec '^ +(\\.\\.\\.)?done in [0-9.]+ seconds\\.\$|Error:' '$tmp/log') -gt $1 ]" ||
    bad "$2: no rebuild within 20 s: $(tail -3 "$tmp/log")"
  sleep 0.2 # a burst that arrived during the rebuild rebuilds again: let it finish
  n=$(builds)
  wait_for 5 sh -c "[ \$(grep -Ec '^ +(\\.\\.\\.)?done in' '$tmp/log') -eq $n ] && sleep 0.3 && [ \$(grep -Ec '^ +(\\.\\.\\.)?done in' '$tmp/log') -eq $n ]" || true
}
# compare LABEL: the served site against a fresh full build
compare() {
  rm -rf "$tmp/fresh"
  if ! "$SITEPUB_BIN" build -q -s "$site" -d "$tmp/fresh" --disable-disk-cache --config "$configs" > "$tmp/build.log" 2>&1; then
    bad "$1: the fresh build failed: $(cat "$tmp/build.log")"; return
  fi
  (cd "$tmp/fresh" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) > "$tmp/want.list"
  (cd "$dest" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) > "$tmp/got.list"
  if cmp -s "$tmp/want.list" "$tmp/got.list"; then ok "$1: the same $(wc -l < "$tmp/want.list") files"
  else bad "$1: the file lists differ: $(diff "$tmp/want.list" "$tmp/got.list" | head -5 | tr '\n' ' ')"; fi
  differ=0
  while IFS= read -r f; do
    u=$(printf '%s' "$f" | sed 's/%/%25/g; s/ /%20/g; s/#/%23/g; s/?/%3F/g')
    if ! curl -sf -o "$tmp/got" "$BASE/$u"; then differ=$((differ+1)); echo "# not served: $f"; continue; fi
    # DEST holds the bytes served (the same snapshot: written whole the first time, then updated in place)
    if [ ! -L "$dest/$f" ] && ! cmp -s "$tmp/got" "$dest/$f"; then differ=$((differ+1)); echo "# DEST differs: $f"; fi
    norm "$tmp/got" > "$tmp/got.n"; norm "$tmp/fresh/$f" > "$tmp/want.n"
    if ! cmp -s "$tmp/got.n" "$tmp/want.n"; then
      differ=$((differ+1)); echo "# differs: $f"; diff "$tmp/want.n" "$tmp/got.n" | head -4 | cut -c1-200
    fi
  done < "$tmp/want.list"
  eq "$1: every served file equals the full build's" "$differ" 0
}
# start SITE: serve a copy, with a config file giving the fresh build the server's url
start() {
  site=$1; dest=$tmp/dest; rm -rf "$dest"
  serve_start "$tmp/log" -V -s "$site" -d "$dest" || { cat "$tmp/log"; bad "serve did not start"; exit 1; }
  printf 'url: http://localhost:%s\n' "$PORT" > "$tmp/url.yml"
  configs=$site/_config.yml,$tmp/url.yml
  has "the startup says incremental" "$(cat "$tmp/log")" "Incremental build: enabled"
  compare "initial build"
}
# edit LABEL COMMAND: run the edit, wait for the rebuild, compare
edit() {
  label=$1; shift
  n0=$(builds)
  sh -c "$*"
  settle "$n0" "$label"
  compare "$label"
}

# reused: the last rebuild took some outputs from the previous snapshot unrendered
reused() {
  last=$(grep -E 'Incremental: [0-9]+ of [0-9]+ outputs rendered, [0-9]+ reused' "$tmp/log" | tail -n 1)
  k=$(printf '%s' "$last" | sed -E 's/.*rendered, ([0-9]+) reused.*/\1/')
  if [ -n "$k" ] && [ "$k" -gt 0 ]; then ok "the rebuild reused outputs ($last)"
  else bad "the rebuild after a post edit reused nothing: [$last]"; fi
}

# ---- templates/site, with a fixed site.time (its footer prints the year of site.time, so with the clock's
# time every page would render on every rebuild; tvm-site below runs with the clock) ----
cp -r "$(dirname "$0")/../../templates/site" "$tmp/site"
s=$tmp/site
printf 'time: 2026-11-30 12:00:00\n' >> "$s/_config.yml"
start "$s"
edit "a post's body" "printf '\nINCR-BODY-ONE\n' >> '$s/_posts/2026-09-01-hello-world.md'"
reused
edit "a post's front matter (title)" "sed -i 's/^title: .*/title: Renamed Hello INCR/' '$s/_posts/2026-09-01-hello-world.md'"
edit "a new post" "printf -- '---\ntitle: New INCR post\ntags: [incr]\n---\nBrand new {{ site.title }}.\n' > '$s/_posts/2020-01-01-new-incr.md'"
edit "a removed post" "rm '$s/_posts/2026-10-15-release-1-0.md'"
edit "a renamed post" "mv '$s/_posts/2026-11-20-fast-builds.md' '$s/_posts/2026-11-21-faster-builds.md'"
edit "a layout" "sed -i 's|</body>|<p>INCR-LAYOUT</p></body>|' '$s/_layouts/default.html'"
edit "an include" "printf '<!-- INCR-INCLUDE -->\n' >> '$s/_includes/header.html'"
edit "a data file" "printf -- '- title: INCR-MENU\n  url: /incr.html\n' >> '$s/_data/menu.yml'"
edit "static files added, changed, removed" "echo incr-static > '$s/assets/incr.txt'; echo 'p { color: red }' >> '$s/css/main.css'; rm '$s/assets/images/logo.svg'"
edit "a page" "printf '\nINCR-ABOUT\n' >> '$s/about.md'"
edit "a save through a temporary file" "cp '$s/index.md' '$s/.index.md.tmp' && printf '\nINCR-RENAMED-OVER\n' >> '$s/.index.md.tmp' && mv '$s/.index.md.tmp' '$s/index.md'"
edit "the config" "sed -i 's/^title: Example Project/title: INCR Project/' '$s/_config.yml'"
edit "a post's body again" "printf '\nINCR-BODY-TWO\n' >> '$s/_posts/2020-01-01-new-incr.md'"
# a page that shows every post's content, excerpt and output: the posts it shows are reused, their texts taken
# from the last rebuild (src/site/memo.c), not rendered again; after each edit it must still be the full build's
edit "a page showing every post whole" "printf -- '---\ntitle: All\n---\n{%% for p in site.posts %%}<h2>{{ p.title }}</h2>{{ p.excerpt }}<div>{{ p.content }}</div><pre>{{ p.output | size }} {{ p.output | slice: 0, 40 | escape }}</pre>{%% endfor %%}\n' > '$s/all.html'"
edit "a post shown whole: its body" "printf '\nINCR-WHOLE-BODY\n' >> '$s/_posts/2020-01-01-new-incr.md'"
reused
has "the posts shown whole were not rendered again" "$(tail -n 12 "$tmp/log")" "unchanged pages and documents shown as the last build made them"
edit "a post shown whole: its excerpt" "sed -i 's/^Brand new/INCR-EXCERPT Brand new/' '$s/_posts/2020-01-01-new-incr.md'"
edit "a post shown whole: another one" "printf '\nINCR-WHOLE-OTHER\n' >> '$s/_posts/2026-09-01-hello-world.md'"
edit "a post shown whole: its layout" "sed -i 's|</body>|<p>INCR-LAYOUT-2</p></body>|' '$s/_layouts/default.html'"
n0=$(builds); printf '{%% if %%}\n' >> "$s/_includes/header.html"; settle "$n0" "a broken include"
has "a broken include fails the rebuild" "$(tail -n 5 "$tmp/log")" "Error:"
edit "a post shown whole: the include fixed after a failed build" "sed -i 's/{% if %}//' '$s/_includes/header.html'"
serve_stop
eq "Ctrl-C exits 0" "$SERVE_RC" 0

# ---- tvm-site (../shared) ----
tvm=${SITEPUB_SHARED:-}/corpus/tvm-site
if [ -n "${SITEPUB_SHARED:-}" ] && [ -d "$tvm" ]; then
  cp -r "$tvm" "$tmp/tvm"
  t=$tmp/tvm
  start "$t"
  post=$(ls "$t/_posts" | grep -E '\.(md|markdown)$' | head -n 1)
  edit "tvm: a post's body" "printf '\nINCR-TVM-BODY\n' >> '$t/_posts/$post'"
  reused
  edit "tvm: an include" "printf '<!-- INCR-TVM-INCLUDE -->\n' >> '$t/_includes/header.html'"
  edit "tvm: a new post" "printf -- '---\nlayout: post\ntitle: INCR tvm post\n---\nHello.\n' > '$t/_posts/2021-01-01-incr.md'"
  edit "tvm: a removed post" "rm '$t/_posts/$post'"
  serve_stop
else
  echo "SKIP: tvm-site part: ../shared/corpus/tvm-site is not there"
fi
[ "$fails" -eq 0 ]
