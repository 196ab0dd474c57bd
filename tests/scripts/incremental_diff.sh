#!/bin/sh
# Incremental builds (issue 17, the default) are proven equal to full ones: tests/tools/incremental_diff.py makes
# a seeded random sequence of edits and after each one compares the tree of `sitepub publish` (incremental) with
# the tree of a full publish of the same revision, or (build mode) the folder `sitepub build` made with the
# folder of a full build, byte for byte, and the warnings both printed. Sites: a small generated one
# (../shared/tools/gen-site.py, INCR_STEPS edits, default 200, published and built), a copy of
# ../shared/corpus/tvm-site (INCR_TVM_STEPS, default 30) and the gem-theme site jekyll-new of
# ../shared/corpus/sites with minima (INCR_THEME_STEPS, default 60, built and published); the generated site's
# build sequence has INCR_BUILD_STEPS (default 200); 40, 8, 8 and 20 in the sanitizer build. The seed is random
# unless INCR_SEED is set, and printed: a failing seed is replayed with INCR_SEED=N. Before that, the
# regressions the random runs found, and the cases of the folder build, as fixed sequences.
set -eu
B=${SITEPUB_BIN:?}
SHARED="${SITEPUB_SHARED:-../shared}"
DRIVER="$(cd "$(dirname "$0")/../tools" && pwd)/incremental_diff.py"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
export HOME="$T/home" GIT_CONFIG_NOSYSTEM=1; mkdir -p "$HOME"
export GIT_AUTHOR_NAME="Site Builder" GIT_AUTHOR_EMAIL=builder@example.org
export GIT_COMMITTER_NAME="Site Builder" GIT_COMMITTER_EMAIL=builder@example.org

# --- fixed sequences (each a regression a random seed found) -------------------------------------------
R="$T/fixed"; git init -q -b main "$R"; cd "$R"
mkdir -p _posts _layouts
printf -- '---\n---\n<html>{{ content }}</html>\n' > _layouts/default.html
printf -- '---\ntitle: One\nlayout: default\n---\nBuilt {{ site.time | date: "%%H:%%M" }}.\n' > _posts/2020-01-01-one.md
printf -- '---\ntitle: Two\nlayout: default\n---\nPlain.\n' > _posts/2020-01-02-two.md
printf -- '---\n---\n{{ site.posts.last.content }}\n' > recent.html
printf -- '---\n---\n{{ site.posts.first.title }}\n' > first.html
commit() { GIT_COMMITTER_DATE="$1 +0000" GIT_AUTHOR_DATE="$1 +0000" git commit -q --allow-empty -m "$2"; }
git add -A; commit 1767225600 start
same() { # $1 name: the incremental tree is the full one
  "$B" publish -q --branch inc 2>"$T/err" || bad "$1: incremental publish failed: $(cat "$T/err")"
  "$B" publish -q --full --disable-disk-cache --branch full 2>"$T/err" || bad "$1: full publish failed: $(cat "$T/err")"
  eq "$1" "$(git rev-parse inc^{tree})" "$(git rev-parse full^{tree})"
}
same "first build"
# publish_edit MSG: commit the work tree at the same time as the start (site.time unchanged) and publish it
# incrementally; its -V output in $out
publish_edit() { git add -A; commit 1767225600 "$1"; out=$("$B" publish -q -V --branch inc 2>&1); }
commit 1767225660 "nothing changed, a minute later"
# seed 7, step 171: a page printing a post's content that shows site.time kept the old time
same "a page showing a post that shows site.time follows the time"
"$B" publish -I -V --branch inc 2>&1 | grep -q "outputs rendered" &&
  ok "-V says how many outputs were rendered (-I accepted: the default)" || bad "-V gave no count"
printf -- '---\ntitle: Two\nlayout: default\n---\nPlain, longer.\n' > _posts/2020-01-02-two.md
git add -A; commit 1767225660 "a body, same time"
out=$("$B" publish -q -V --branch inc 2>&1)
has "-V names the post whose source changed" "$out" "2020/01/02/two.html: its source changed (_posts/2020-01-02-two.md)"
case "$out" in *"first.html"*) bad "first.html (shows only a title) was rendered again: $out";;
  *) ok "a page that shows only another post's title is reused";; esac
same "a body edited at the same time"
printf -- '---\ntitle: Two\nlayout: default\n---\nPlain, edited for diff.\n' > _posts/2020-01-02-two.md
git add -A; commit 1767225690 "for diff"
eq "diff (incremental) names what a full diff names" "$("$B" diff --name-only --branch full 2>/dev/null)" \
  "$("$B" diff --name-only --branch full --full 2>/dev/null)"
printf -- '---\n---\n<html><b>{{ content }}</b></html>\n' > _layouts/default.html
git add -A; commit 1767225690 "a layout"
out=$("$B" publish -q -V --branch inc 2>&1)
has "-V names the changed layout" "$out" "recent.html: a site-wide input changed: _layouts/default.html changed"
same "a layout edited"
out=$("$B" publish -q -V --full --branch inc 2>&1)
has "--full renders everything" "$out" "Incremental: 4 of 4 outputs rendered, 0 reused"
# a build that stops before its plan (the record read beside the reader, sp_site_inc_preload): exit 3, the branch
# and the record as they were; the next build reuses what the record says
cp .git/sitepub/cache/incremental "$T/rec"
tip=$(git rev-parse inc)
[ ! -e _config.yml ] || bad "this site was to have no _config.yml"
printf 'limit_posts: -1\n' > _config.yml
git add -A; commit 1767225700 "a bad configuration"
rc=0; "$B" publish -q --branch inc 2>"$T/err" || rc=$?
eq "a configuration error after the record was read: exit 3" "$rc" 3
eq "the branch did not move" "$(git rev-parse inc)" "$tip"
cmp -s .git/sitepub/cache/incremental "$T/rec" && ok "the record was not rewritten" || bad "the record changed"
rm _config.yml
git add -A; commit 1767225710 "the configuration again"
out=$("$B" publish -q -V --branch inc 2>&1)
has "then the record is used (the two pages that show site.time render)" "$out" "Incremental: 2 of 4 outputs rendered, 2 reused"
same "after a build that stopped"
# a damaged record is ignored with a warning, never trusted
printf 'garbage\n' > .git/sitepub/cache/incremental
printf -- '---\ntitle: Two\nlayout: default\n---\nPlain, longer still.\n' > _posts/2020-01-02-two.md
git add -A; commit 1767225720 "after damage"
out=$("$B" publish --branch inc 2>&1) || bad "publish with a damaged record failed: $out"
has "a damaged record is reported" "$out" "is damaged"
same "after a damaged record"
head -c 200 .git/sitepub/cache/incremental > "$T/part" && cp "$T/part" .git/sitepub/cache/incremental
out=$("$B" publish --branch inc 2>&1) || bad "publish with a truncated record failed: $out"
has "a truncated record is reported" "$out" "is damaged"
same "after a truncated record"
# the record's trailer is "end N CRC ID" (CRC-32 of the bytes before it; ID the SHA-1 of the first line and "N
# CRC"): a flipped byte, a header changed under a good CRC, and a record of the previous version (SHA-1
# trailer) are each ignored with a warning, never trusted, and rewritten
REC=.git/sitepub/cache/incremental
damage() { # $1 what, $2 the reason printed, $3 python code changing the text t (bytes) into t
  python3 - "$REC" "$3" <<'PY'
import hashlib, sys, zlib
f, code = sys.argv[1], sys.argv[2]
t = open(f, 'rb').read()
def retrail(body, n):  # a trailer that matches body
    crc = b'%08x' % (zlib.crc32(body) & 0xffffffff)
    head = body[:body.index(b'\n') + 1]
    return body + b'end %d %s %s\n' % (n, crc, hashlib.sha1(head + b'%d %s' % (n, crc)).hexdigest().encode())
exec(code)
open(f, 'wb').write(t)
PY
  printf -- '---\ntitle: Two\nlayout: default\n---\nPlain, %s.\n' "$1" > _posts/2020-01-02-two.md
  git add -A; commit 1767225750 "$1"
  out=$("$B" publish -V --branch inc 2>&1) || bad "publish with $1 failed: $out"
  has "$1: reported" "$out" "incremental is damaged ($2)"
  has "$1: not trusted" "$out" "no earlier record"
  same "after $1"
}
damage "a flipped byte" "its checksum does not match" 't = t[:300] + bytes([t[300] ^ 1]) + t[301:]'
damage "a header changed under a good crc" "its checksum does not match" '
body, last = t[:t.rindex(b"end ")], t[t.rindex(b"end "):].split()
body = body[:22] + (b"0" if body[22:23] != b"0" else b"1") + body[23:]
crc = b"%08x" % (zlib.crc32(body) & 0xffffffff)
t = body + b"end %s %s %s\n" % (last[1], crc, last[3])'
damage "a record of version 2" "not a record of this version" '
body = b"sitepub-incremental 2" + t[t.index(b" ", 20):t.rindex(b"end ")]
t = body + b"end 0 " + hashlib.sha1(body).hexdigest().encode() + b"\n"'
damage "a version 2 header under a good trailer" "not a record of this version" '
body = t[:t.rindex(b"end ")].replace(b"sitepub-incremental 3 ", b"sitepub-incremental 2 ", 1)
t = retrail(body, int(t[t.rindex(b"end "):].split()[1]))'
# jekyll-titles-from-headings takes a page's title from its body: with it, bodies are site-wide inputs
R2="$T/titles"; git init -q -b main "$R2"; cd "$R2"
printf 'plugins: [jekyll-titles-from-headings]\n' > _config.yml
printf -- '---\n---\n# First title\n\nText.\n' > a.md
printf -- '---\n---\n{%% for p in site.pages %%}{{ p.title }};{%% endfor %%}\n' > list.html
git add -A; commit 1767225600 start
same "titles from headings: first build"
printf -- '---\n---\n# Second title\n\nText.\n' > a.md
git add -A; commit 1767225600 "a heading"
same "titles from headings: a list of titles follows a heading's edit"
# listing pages read what they show, not every post's content: a filter given the posts reads their length
# (size), the elements it hands on (slice, first, where_exp) or one property of each (map, sort, where)
R3="$T/listing"; git init -q -b main "$R3"; cd "$R3"
mkdir -p _posts
for i in 1 2 3 4 5 6 7; do
  printf -- '---\ntitle: Post %s\ntags: [t%s, all]\n---\nBody %s.\n\nMore %s.\n' $i $((i % 2)) $i $i > _posts/2020-01-0$i-p$i.md
done
printf -- '---\n---\n{%% for t in site.tags %%}{{ t[0] }} ({{ t[1] | size }}):{%% for p in t[1] %%}{{ p.title }} {{ p.url }};{%% endfor %%}{%% endfor %%}\n' > tags.html
printf -- '---\n---\n{{ site.posts | size }} posts, {{ site.tags | size }} tags, {{ site.posts | map: "title" | join: ", " }}\n' > count.html
printf -- '---\n---\n{%% assign five = site.posts | sort: "date" | reverse | slice: 0, 5 %%}{%% for p in five %%}{{ p.excerpt }}{%% endfor %%}\n' > first5.html
printf -- "---\n---\n{%% assign p = site.posts | where_exp: \"p\", \"p.title == 'Post 2'\" | first %%}{{ p.content }}\n" > two.html
printf -- '---\n---\n{%% for p in site.pages %%}{{ p.url }};{%% if p.name == "about.html" %%}{{ p.content | size }}{%% endif %%}{%% endfor %%}\n' > pages.html
printf -- '---\n---\nA page.\n' > about.html
git add -A; commit 1767225600 start
same "listing pages: first build"
printf -- '---\ntitle: Post 1\ntags: [t1, all]\n---\nBody 1, edited.\n\nMore 1.\n' > _posts/2020-01-01-p1.md
publish_edit "the oldest post's body"
has "one post edited: only it is rendered (tags, counts, the five newest and post 2's page are reused)" "$out" \
  "Incremental: 1 of 13 outputs rendered, 12 reused"
same "listing pages: the oldest post's body"
printf -- '---\ntitle: Post 6\ntags: [t0, all]\n---\nBody 6, edited.\n\nMore 6.\n' > _posts/2020-01-06-p6.md
publish_edit "a post among the five newest"
has "a post among the five newest: the page of their excerpts follows" "$out" \
  "first5.html: it shows the content of _posts/2020-01-06-p6.md, whose source changed"
has "... and nothing else but the post" "$out" "Incremental: 2 of 13 outputs rendered, 11 reused"
same "listing pages: a post among the five newest"
printf -- '---\ntitle: Post 2\ntags: [t0, all]\n---\nBody 2, edited.\n\nMore 2.\n' > _posts/2020-01-02-p2.md
git add -A; commit 1767225600 "the post a page picks with where_exp"
has "a page showing the post where_exp picked follows it" "$("$B" publish -q -V --branch inc 2>&1)" \
  "two.html: it shows the content of _posts/2020-01-02-p2.md"
same "listing pages: the post picked by where_exp"
printf -- '---\n---\nA page, edited.\n' > about.html
git add -A; commit 1767225600 "a page's body"
has "a page listing pages' content follows a page's edit" "$("$B" publish -q -V --branch inc 2>&1)" \
  "pages.html: it shows the content of about.html, whose source changed"
same "listing pages: a page's body (site.pages' content)"

# generated pages (a plugin's pages without a file) record what they read as any page does: a feed of the two
# newest posts, the sitemap, a redirect and paginator pages are reused when nothing they show changed, and
# follow what they show (they were rendered every time before)
R4="$T/generated"; git init -q -b main "$R4"; cd "$R4"
mkdir -p _posts _layouts
printf 'plugins: [jekyll-feed, jekyll-sitemap, jekyll-redirect-from, jekyll-paginate]\nfeed:\n  posts_limit: 2\npaginate: 2\nurl: https://example.org\n' > _config.yml
printf -- '---\n---\n<html>{{ content }}</html>\n' > _layouts/default.html
for i in 1 2 3 4 5; do
  printf -- '---\ntitle: Post %s\nlayout: default\n---\nBody %s.\n' $i $i > _posts/2020-01-0$i-p$i.md
done
printf -- '---\ntitle: Post 3\nlayout: default\nredirect_from: [/old-three/]\n---\nBody 3.\n' > _posts/2020-01-03-p3.md
printf -- '---\n---\n{%% for p in paginator.posts %%}{{ p.title }}: {{ p.content }}{%% endfor %%}\n' > index.html
git add -A; commit 1767225600 start
same "generated pages: first build"
printf -- '---\ntitle: Post 1\nlayout: default\n---\nBody 1, edited.\n' > _posts/2020-01-01-p1.md
publish_edit "the oldest post, in no feed"
has "the oldest post: the paginator page that shows it follows" "$out" \
  "page3/index.html: it shows the content of _posts/2020-01-01-p1.md, whose source changed"
has "... and the feed, the sitemap, the redirect and the other paginator pages are reused" "$out" \
  "Incremental: 2 of 13 outputs rendered, 11 reused"
same "generated pages: the oldest post's body"
printf -- '---\ntitle: Post 5\nlayout: default\n---\nBody 5, edited.\n' > _posts/2020-01-05-p5.md
publish_edit "the newest post, in the feed"
has "the newest post: the feed follows" "$out" "feed.xml: it shows the content of _posts/2020-01-05-p5.md"
has "the newest post: the first paginator page follows" "$out" \
  "index.html: it shows the content of _posts/2020-01-05-p5.md"
same "generated pages: the newest post's body"
printf -- '---\ntitle: Post 3\nlayout: default\npermalink: /three/\nredirect_from: [/old-three/]\n---\nBody 3.\n' > _posts/2020-01-03-p3.md
git add -A; commit 1767225600 "the redirect's target moves"
same "generated pages: a redirect follows its target's permalink"
eq "generated pages: the redirect names the new target" \
  "$(git show inc:old-three/index.html | grep -o 'https://example.org/three/' | head -1)" "https://example.org/three/"
printf -- '---\n---\n{%% for p in paginator.posts %%}<b>{{ p.title }}</b>: {{ p.content }}{%% endfor %%}\n' > index.html
publish_edit "the paginated page's text"
has "the paginated page's text: its copies follow" "$out" "rendered page2/index.html"
same "generated pages: the paginated page's text"
git add -A; commit 1767225660 "a minute later"
out=$("$B" publish -q -V --branch inc 2>&1)
has "site.time: the feed follows" "$out" "feed.xml: it shows site.time, which changed"
same "generated pages: a new site.time"

# jekyll-github-metadata's site.github shows the repository's HEAD (build_revision): a page that shows it follows
# a new commit of the same tree, as a full build does (it kept the old revision); one that does not is reused
R5="$T/github"; git init -q -b main "$R5"; cd "$R5"
printf 'plugins: [jekyll-github-metadata]\n' > _config.yml
printf -- '---\n---\nrev {{ site.github.build_revision }}\n' > rev.html
printf -- '---\n---\nplain\n' > plain.html
git add -A; commit 1767225600 start
same "site.github: first build"
git add -A; commit 1767225600 "a new commit of the same tree"
out=$("$B" publish -q -V --branch inc 2>&1)
has "site.github: the page that shows build_revision follows HEAD" "$out" \
  "rev.html: it shows site.time or site.github, which changed"
has "site.github: the page that does not is reused" "$out" "Incremental: 1 of 2 outputs rendered, 1 reused"
same "site.github: a new commit of the same tree"
eq "site.github: build_revision is the new HEAD" "$(git show inc:rev.html)" "rev $(git rev-parse HEAD)"

# --- sitepub build into a folder -------------------------------------------------------------------------
F="$T/folder"; mkdir -p "$F/_posts" "$F/_layouts"; cd "$F"
printf 'time: 2026-01-01 00:00:00 +0000\nkeep_files: [kept]\n' > _config.yml
printf -- '---\n---\n<html>{{ content }}</html>\n' > _layouts/default.html
printf -- '---\ntitle: One\nlayout: default\n---\nOne.\n' > _posts/2020-01-01-one.md
printf -- '---\ntitle: Two\nlayout: nosuch\n---\nTwo.\n' > _posts/2020-01-02-two.md
printf -- '---\n---\n{%% for p in site.posts %%}{{ p.title }};{%% endfor %%}\n' > index.html
printf 'static\n' > s.txt
fullsame() { # $1 name: _site is what a full build makes
  rm -rf "$T/fullsite"
  "$B" build -q --full --disable-disk-cache -d "$T/fullsite" 2>/dev/null || bad "$1: the full build failed"
  if diff -r _site "$T/fullsite" >"$T/d" 2>&1; then ok "$1"; else bad "$1: $(head -5 "$T/d")"; fi
}
out=$("$B" build -V 2>&1) || bad "first build failed: $out"
has "the first build warns of the missing layout" "$out" "Layout 'nosuch' requested in _posts/2020-01-02-two.md"
[ -f .jekyll-cache/sitepub/incremental ] && ok "the record is in .jekyll-cache/sitepub" || bad "no record in .jekyll-cache/sitepub"
out=$("$B" build -V 2>&1) || bad "second build failed: $out"
has "an unchanged folder build reuses every output" "$out" "Incremental: 0 of 3 outputs rendered, 3 reused"
has "the summary says so" "$out" "3 outputs unchanged since the last build"
has "a reused page prints its render's warning again" "$out" "Layout 'nosuch' requested in _posts/2020-01-02-two.md"
fullsame "an unchanged folder build"
# a warning with a tab and a newline in it (the record escapes them) is printed again exactly
printf -- '---\nlayout: "odd\\tname\\nhere"\n---\nOdd.\n' > odd.html
w1=$("$B" build 2>&1 >/dev/null | grep -A1 "Layout 'odd")
w2=$("$B" build 2>&1 >/dev/null | grep -A1 "Layout 'odd")
has "a warning with a tab and a newline: rendered" "$w1" "$(printf "Layout 'odd\tname")"
eq "a warning with a tab and a newline: replayed as printed" "$w2" "$w1"
rm odd.html; "$B" build -q 2>/dev/null || bad "build failed"
rc=0; "$B" build -q --strict 2>"$T/err" || rc=$?
eq "--strict fails on a reused page's warning, as a full build" "$rc" 3
has "--strict names it" "$(cat "$T/err")" "_posts/2020-01-02-two.md:3: error: Build Warning: Layout 'nosuch'"
printf -- '---\ntitle: Two\nlayout: default\n---\nTwo.\n' > _posts/2020-01-02-two.md
out=$("$B" build -V 2>&1)
case "$out" in *"nosuch"*) bad "the warning stayed after the layout was fixed: $out";; *) ok "a fixed warning is gone";; esac
has "-V names the post whose source changed (a folder: content hashes)" "$out" \
  "2020/01/02/two.html: its source changed (_posts/2020-01-02-two.md)"
fullsame "a post's layout fixed"
printf 'edited by hand\n' > _site/2020/01/01/one.html; rm _site/index.html
out=$("$B" build -V 2>&1)
has "a destination file edited by hand is rendered again" "$out" "rendered 2020/01/01/one.html: its earlier output is not there"
has "a destination file removed by hand is rendered again" "$out" "rendered index.html: its earlier output is not there"
fullsame "after destination files were edited and removed by hand"
mkdir -p _site/kept; printf 'mine\n' > _site/kept/file.txt
"$B" build -q 2>/dev/null || bad "build failed"
eq "keep_files are kept by an incremental build" "$(cat _site/kept/file.txt 2>/dev/null)" "mine"
rm -rf _site/kept
touch -d '2001-01-01 00:00:00' s.txt
out=$("$B" build -V 2>&1)
has "a touched static file is a site-wide input (site.static_files shows its mtime)" "$out" \
  "the list of pages, documents or static files changed"
fullsame "a static file touched"
# an mtime is trusted when it is at least 2 s older than the hashing; files written just now are hashed again
find . -path ./_site -prune -o -path ./.jekyll-cache -prune -o -type f -exec touch -d '2001-01-01 00:00:00' {} +
"$B" build -q 2>/dev/null || bad "build failed"
out=$("$B" build -V 2>&1)
has "files known by their mtime are not read again" "$out" "0 source files without a blob id hashed, 6 known"
rm .jekyll-cache/sitepub/incremental
"$B" build -q --safe 2>/dev/null
[ -f .jekyll-cache/sitepub/incremental ] && bad "--safe wrote a record" || ok "--safe writes no record (no disk cache)"
out=$("$B" build -V --safe 2>&1)
case "$out" in *"reused"*) bad "--safe reused outputs: $out";; *) ok "--safe builds everything";; esac
out=$("$B" build -V --full 2>&1)
has "build --full renders everything" "$out" "Incremental: 3 of 3 outputs rendered, 0 reused"
out=$("$B" build -V -I 2>&1)
has "build -I is accepted (the default)" "$out" "Incremental: 0 of 3 outputs rendered, 3 reused"
# a gem theme's files have no blob id: known by their bytes, so a theme site builds incrementally too
if [ -d "$SHARED/corpus/sites/jekyll-new" ] && [ -d /usr/share/rubygems-integration/all/gems/minima-2.5.1 ]; then
  cp -R "$SHARED/corpus/sites/jekyll-new" "$T/theme"; chmod -R u+w "$T/theme"; cd "$T/theme"
  cat "$SHARED/corpus/sites/fixed-time.yml" >> _config.yml # the feed shows site.time: the two builds' must agree
  "$B" build -q 2>/dev/null
  out=$("$B" build -V 2>&1)
  # (its Sass page is compiled every time, from the disk cache; its feed is reused: nothing it shows changed)
  has "a gem-theme site reuses its pages and its feed" "$out" "Incremental: 1 of 6 outputs rendered, 5 reused"
  fullsame "a gem-theme site"
  cp /usr/share/rubygems-integration/all/gems/minima-2.5.1/_includes/footer.html _includes/ 2>/dev/null ||
    { mkdir -p _includes; cp /usr/share/rubygems-integration/all/gems/minima-2.5.1/_includes/footer.html _includes/; }
  printf '<!-- mine -->\n' >> _includes/footer.html
  out=$("$B" build -V 2>&1)
  has "a theme include overridden in the site" "$out" "a site-wide input changed: _includes/footer.html"
  fullsame "a theme include overridden"
else
  echo "skip: $SHARED/corpus/sites/jekyll-new or minima 2.5.1 not found (the gem-theme case)"
fi
cd "$T"

# --- random sequences ----------------------------------------------------------------------------------
SEED=${INCR_SEED:-$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')}
# the sanitizer build runs a shorter sequence (each step is two publishes, some ten times slower there); the
# normal build of `make check` runs the full 200 + 30
if [ "${SITEPUB_SANITIZED:-}" = 1 ]; then STEPS=${INCR_STEPS:-40} TVM_STEPS=${INCR_TVM_STEPS:-8}
  BUILD_STEPS=${INCR_BUILD_STEPS:-20} THEME_STEPS=${INCR_THEME_STEPS:-8}
else STEPS=${INCR_STEPS:-200} TVM_STEPS=${INCR_TVM_STEPS:-30} BUILD_STEPS=${INCR_BUILD_STEPS:-200}
  THEME_STEPS=${INCR_THEME_STEPS:-60}; fi
if [ -f "$SHARED/tools/gen-site.py" ]; then
  python3 "$SHARED/tools/gen-site.py" --posts 15 --static 4 --seed "$SEED" --plugins --post-url-ratio 0 "$T/gen" \
    >/dev/null
  git init -q -b main "$T/gen"; git -C "$T/gen" config gc.auto 0 # no background gc (a pack per publish)
  cp -R "$T/gen" "$T/genb"
  if python3 "$DRIVER" "$B" "$T/gen" "$STEPS" "$SEED"; then ok "generated site, seed $SEED"
  else bad "generated site, seed $SEED (replay: INCR_SEED=$SEED sh $0)"; fi
  if python3 "$DRIVER" "$B" "$T/genb" "$BUILD_STEPS" "$SEED" build; then ok "generated site, sitepub build, seed $SEED"
  else bad "generated site, sitepub build, seed $SEED (replay: INCR_SEED=$SEED sh $0)"; fi
else
  echo "skip: $SHARED/tools/gen-site.py not found (the generated site's sequence)"
fi
if [ -d "$SHARED/corpus/tvm-site" ]; then
  mkdir "$T/tvm"; cp -R "$SHARED/corpus/tvm-site/." "$T/tvm/"; chmod -R u+w "$T/tvm"; git init -q -b main "$T/tvm"
  git -C "$T/tvm" config gc.auto 0
  if python3 "$DRIVER" "$B" "$T/tvm" "$TVM_STEPS" "$SEED"; then ok "tvm-site, seed $SEED"
  else bad "tvm-site, seed $SEED (replay: INCR_SEED=$SEED sh $0)"; fi
else
  echo "skip: $SHARED/corpus/tvm-site not found (the tvm-site sequence)"
fi
if [ -d "$SHARED/corpus/sites/jekyll-new" ] && [ -d /usr/share/rubygems-integration/all/gems/minima-2.5.1 ]; then
  for mode in build publish; do
    mkdir "$T/theme-$mode"; cp -R "$SHARED/corpus/sites/jekyll-new/." "$T/theme-$mode/"; chmod -R u+w "$T/theme-$mode"
    git init -q -b main "$T/theme-$mode"; git -C "$T/theme-$mode" config gc.auto 0
    if python3 "$DRIVER" "$B" "$T/theme-$mode" "$THEME_STEPS" "$SEED" $mode; then ok "gem-theme site ($mode), seed $SEED"
    else bad "gem-theme site ($mode), seed $SEED (replay: INCR_SEED=$SEED sh $0)"; fi
  done
else
  echo "skip: $SHARED/corpus/sites/jekyll-new or minima 2.5.1 not found (the gem-theme sequences)"
fi
[ "$fails" -eq 0 ]
