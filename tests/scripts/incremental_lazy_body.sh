#!/bin/sh
# Lazy bodies (src/site/reader.c, site_internal.h): an incremental publish takes an unchanged post's front matter
# and the shape of its text from the front matter cache and never reads (inflates) its blob when its output is
# reused. Shown with a blob that is missing from the repository: the publish after another post's edit still
# works (that blob was not needed) and gives the tree a full publish gives once the blob is back. And what other
# documents read of those texts still comes right: a listing printing every post's excerpt (one of them cut inside
# a Liquid block: Jekyll's "Excerpt modified" warning, printed by every build as Jekyll does, the incremental one
# included) and a page that starts printing post.content (the plan did not know: the render falls back, and the
# texts are read then). A folder's files are keyed by their mtime instead (sitepub build, serve).
set -eu
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
git_test_env "$T"
R="$T/site"; git init -q -b main "$R"; cd "$R"; git config gc.auto 0 # post 3's blob stays a loose object
mkdir -p _posts _layouts
printf 'excerpt_separator: "<!--more-->"\n' > _config.yml
printf -- '---\n---\n<article>{{ content }}</article>\n' > _layouts/post.html
printf -- '---\n---\n{%% for p in site.posts %%}{{ p.title }};{%% endfor %%}\n' > index.html
for i in 1 2 3 4; do
  printf -- '---\nlayout: post\ntitle: Post %s\n---\nExcerpt %s.\n<!--more-->\nBody %s.\n' "$i" "$i" "$i" \
    > "_posts/2020-01-0$i-p$i.md"
done
commit() { commit_next "$1"; }
full() { full_tree_eq "$1"; }
commit start
"$B" publish -q --branch inc 2>"$T/err" || bad "first publish failed: $(cat "$T/err")"

# 1. a reused post's blob is never read: take it out of the object database
printf -- '---\nlayout: post\ntitle: Post 2\n---\nExcerpt 2.\n<!--more-->\nBody 2, edited.\n' > _posts/2020-01-02-p2.md
commit "post 2 edited"
blob=$(git rev-parse HEAD:_posts/2020-01-03-p3.md)
obj=".git/objects/$(echo "$blob" | cut -c1-2)/$(echo "$blob" | cut -c3-)"
[ -f "$obj" ] || bad "the blob of post 3 is not a loose object"
mv "$obj" "$T/blob3"
out=$("$B" publish -V --branch inc 2>&1) && ok "an incremental publish without post 3's blob works" ||
  bad "the incremental publish read post 3's blob: $out"
has "only the edited post is rendered" "$out" "Incremental: 1 of 5 outputs rendered, 4 reused"
has "the front matters come from the cache" "$out" "Incremental: 4 of 5 front matters from the front matter cache"
mv "$T/blob3" "$obj"
full "the tree without post 3's blob read"

# 2. a listing printing the posts' excerpts; post 3's is cut inside a Liquid block (Jekyll warns, and closes it)
printf -- '---\n---\n{%% for p in site.posts %%}[{{ p.excerpt }}]{%% endfor %%}\n' > index.html
printf -- '---\nlayout: post\ntitle: Post 3\n---\n{%% if true %%}Excerpt 3.\n<!--more-->\nBody 3.{%% endif %%}\n' \
  > _posts/2020-01-03-p3.md
commit "excerpts listed"
"$B" publish -q --branch inc 2>"$T/err1" || bad "publish failed: $(cat "$T/err1")"
full "a listing of excerpts"
warn="Excerpt modified in _posts/2020-01-03-p3.md! Found a Liquid block containing the excerpt separator."
has "the full publish warns about post 3's excerpt" "$(cat "$T/ferr")" "$warn"
printf -- '---\nlayout: post\ntitle: Post 1\n---\nExcerpt 1, edited.\n<!--more-->\nBody 1.\n' > _posts/2020-01-01-p1.md
commit "post 1's excerpt edited"
"$B" publish --branch inc 2>"$T/err2" >/dev/null || bad "publish failed: $(cat "$T/err2")"
full "a listing of excerpts after an edit"
eq "the incremental publish warns as the full one (post 3's front matter from the cache)" \
  "$(grep "Excerpt modified" "$T/err2")" "$(grep "Excerpt modified" "$T/ferr")"
eq "once" "$(grep -c "Excerpt modified" "$T/err2")" "1"
listing=$(git show inc:index.html)
has "the listing shows the edited excerpt" "$listing" "<p>Excerpt 1, edited.</p>"
has "the listing shows post 3's excerpt, its Liquid block closed" "$listing" "<p>Excerpt 3.</p>"
has "the listing shows post 4's excerpt" "$listing" "<p>Excerpt 4.</p>"
printf -- '---\nlayout: post\ntitle: Post 4\n---\nExcerpt 4.\n<!--more-->\nBody 4, edited.\n' > _posts/2020-01-04-p4.md
commit "post 4's body edited"
"$B" publish -q --branch inc 2>"$T/err" || bad "publish failed: $(cat "$T/err")"
full "a listing of excerpts after a body edit"

# 3. a page that starts printing the posts' content: the plan had them reused, unread; the render falls back
printf -- '---\n---\n{%% for p in site.posts %%}({{ p.content }}){%% endfor %%}\n' > index.html
commit "contents listed"
out=$("$B" publish -V --branch inc 2>&1) || bad "publish failed: $out"
full "a page that starts printing the posts' content"
listing=$(git show inc:index.html)
has "the listing shows post 2's content" "$listing" "Body 2, edited."
printf -- '---\nlayout: post\ntitle: Post 2\n---\nExcerpt 2.\n<!--more-->\nBody 2, again.\n' > _posts/2020-01-02-p2.md
commit "post 2 edited again"
"$B" publish -q --branch inc 2>"$T/err" || bad "publish failed: $(cat "$T/err")"
full "a listing of contents after an edit"
has "the listing shows post 2's new content" "$(git show inc:index.html)" "Body 2, again."

# 4. a front matter cache of the format before the text shapes ("sitepub-fm 1") is not misread
FM=.git/sitepub/cache/incremental-fm
[ -s "$FM" ] || bad "no $FM"
python3 - "$FM" <<'EOF'
import sys, struct, zlib
p = sys.argv[1]
b = bytearray(open(p, 'rb').read())
b[len("sitepub-fm ")] = ord("1")
body = bytes(b[:-16])
b[-8:-4] = struct.pack("=I", zlib.crc32(body) & 0xffffffff)
open(p, 'wb').write(bytes(b))
EOF
printf -- '---\nlayout: post\ntitle: Post 4\n---\nExcerpt 4.\n<!--more-->\nBody 4, again.\n' > _posts/2020-01-04-p4.md
commit "after an old cache file"
out=$("$B" publish -V --branch inc 2>&1) || bad "publish failed: $out"
has "an older cache file: every front matter read again" "$out" "Incremental: 0 of 5 front matters from the front matter cache"
case "$out" in *damaged*) bad "an older cache file is reported damaged: $out";; *) ok "an older cache file is not damage";; esac
full "after an older cache file"

# 5. a folder (sitepub build): the front matter cache is keyed by each file's path and mtime, as the record's
# content ids are (a file changed less than 2 seconds ago is not kept); the same site as a full build's
F="$T/folder"; mkdir -p "$F/_posts"; cd "$F"
printf 'excerpt_separator: "<!--more-->"\n' > _config.yml
printf -- '---\n---\n{%% for p in site.posts %%}[{{ p.excerpt }}]{%% endfor %%}\n' > index.html
printf -- '---\n---\n{%% for p in site.posts %%}{{ p.title }};{%% endfor %%}\n' > titles.html
for i in 1 2 3 4; do
  printf -- '---\ntitle: Post %s\n---\nExcerpt %s.\n<!--more-->\nBody %s.\n' "$i" "$i" "$i" > "_posts/2020-01-0$i-p$i.md"
done
touch -d '2020-01-01 00:00:00' _config.yml index.html titles.html _posts/*
"$B" build -q -d "$T/out" 2>"$T/err" || bad "folder build failed: $(cat "$T/err")"
printf -- '---\ntitle: Post 2\n---\nExcerpt 2, edited.\n<!--more-->\nBody 2.\n' > _posts/2020-01-02-p2.md
out=$("$B" build -V -d "$T/out" 2>&1) || bad "incremental folder build failed: $out"
has "a folder's front matters come from the cache" "$out" "Incremental: 5 of 5 front matters from the front matter cache"
"$B" build -q --full --disable-disk-cache -d "$T/fullout" 2>"$T/err" || bad "full folder build failed: $(cat "$T/err")"
diff -r "$T/out" "$T/fullout" >/dev/null && ok "a folder built incrementally is the full build's" ||
  bad "the folder builds differ: $(diff -r "$T/out" "$T/fullout" | head -20)"
has "its listing shows the excerpts" "$(cat "$T/out/index.html")" "<p>Excerpt 2, edited.</p>"
[ "$fails" -eq 0 ]
