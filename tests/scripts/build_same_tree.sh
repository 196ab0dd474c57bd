#!/bin/sh
# The same-tree shortcut of incremental builds (issue 17; src/site/incremental.c, sp_site_inc_shortcut): a build
# whose source listing, configuration, options and time zone are the last one's stores that build's outputs
# again by blob id, unread. Each case checks that it is taken exactly when it may be, and that the result is
# what a full build makes: the same tree id (publish) or the same files (build).
set -eu
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
git_test_env "$T"
SHORT="stored again unread"

R="$T/repo"; git init -q -b main "$R"; cd "$R"; git config gc.auto 0
mkdir -p _posts _layouts assets
printf -- '---\n---\n<html>{{ content }}</html>\n' > _layouts/default.html
printf -- '---\ntitle: One\nlayout: default\n---\nOne *body*.\n' > _posts/2020-01-01-one.md
printf -- '---\ntitle: Two\nlayout: default\n---\nTwo.\n' > _posts/2020-01-02-two.md
printf -- '---\n---\n{%% for p in site.posts %%}{{ p.title }};{%% endfor %%}\n' > index.html
printf 'body { color: red }\n' > assets/site.css
git add -A
commit() { GIT_COMMITTER_DATE="$1 +0000" GIT_AUTHOR_DATE="$1 +0000" git commit -q --allow-empty -m "$2"; }
commit 1767225600 start
same() { # $1 name: the incremental tree is the full one
  eq "$1: the tree is a full build's" "$(git rev-parse inc^{tree})" "$(git rev-parse full^{tree})"
}
pub() { # $1: extra option; prints -V's lines
  "$B" publish -V --branch inc ${1:-} 2>&1 || echo "publish failed"
  "$B" publish -q --full --disable-disk-cache --branch full 2>/dev/null || echo "full publish failed"
}
out=$(pub); case "$out" in *"$SHORT"*) bad "the first publish took the shortcut: $out";; *) ok "the first publish builds";; esac
case "$out" in *"failed"*) bad "first publish: $out";; esac
same "first publish"
[ -f .git/sitepub/cache/incremental-tree ] && ok "the shortcut's file is written" || bad "no incremental-tree file"
out=$(pub)
has "the same revision again: every output stored again unread" "$out" "Incremental: 0 of 3 outputs rendered, 3 reused ("
has "it says why" "$out" "$SHORT"
same "the same revision again"
case "$out" in *"Skipping"*) bad "the shortcut read the site: $out";; *) ok "nothing is read";; esac
# the git sink stores them as the one tree it made of them (remembered in .git/sitepub/trees): no commit
has "stored as the tree the last build made" "$out" "as one tree"
tip=$(git rev-parse inc)
commit 1767225610 "same tree, ten seconds later"
out=$(pub); has "a new commit of the same tree: as one tree" "$out" "as one tree"
eq "a new commit of the same tree: nothing committed" "$(git rev-parse inc)" "$tip"
same "a new commit of the same tree, as one tree"
# the remembered trees, damaged or naming a tree the object database does not have: not trusted
printf 'sitepub-trees 1\ngarbage\n' > .git/sitepub/trees
out=$(pub); has "a damaged trees file: the shortcut, file by file" "$out" "$SHORT"
case "$out" in *"as one tree"*) bad "a damaged trees file was trusted: $out";; *) ok "a damaged trees file is not trusted";; esac
same "after a damaged trees file"
out=$(pub); has "rewritten: as one tree again" "$out" "as one tree"
line=$(sed -n 2p .git/sitepub/trees)
printf 'sitepub-trees 1\n%s 0123456789abcdef0123456789abcdef01234567 %s\n' "${line%% *}" "${line##* }" \
  > .git/sitepub/trees
printf 'end %s\n' "$(sha1sum < .git/sitepub/trees | cut -c1-40)" >> .git/sitepub/trees
out=$(pub); case "$out" in *"as one tree"*) bad "a tree the repository lacks was trusted: $out";;
  *) ok "a remembered tree the repository lacks: not used";; esac
has "... and the shortcut stores the files one by one" "$out" "$SHORT"
same "after a remembered tree the repository lacks"
eq "... nothing committed either way" "$(git rev-parse inc)" "$tip"

# a new commit with the same tree, later: nothing shows site.time, no date is in reach
commit 1767225660 "same tree, a minute later"
out=$(pub); has "a later commit of the same tree: shortcut (nothing showed site.time)" "$out" "nothing it made showed site.time"
same "a later commit of the same tree"
# the time went back: a post could be in the future again
commit 1767225000 "same tree, earlier"
out=$(pub); case "$out" in *"$SHORT"*) bad "an earlier time took the shortcut: $out";; *) ok "an earlier time builds";; esac
same "an earlier commit of the same tree"
# a post dated 1767229200 (2026-01-01 01:00 UTC), in the future: skipped (and said so) until its time comes
printf -- '---\ntitle: Later\nlayout: default\ndate: 2026-01-01 01:00:00 +0000\n---\nLater.\n' > _posts/2026-01-01-later.md
git add -A; commit 1767225660 "a future post"; pub >/dev/null
out=$(pub); has "a future post is skipped again, and said so" "$out" "has a future date"
commit 1767229300 "same tree, after the later post's date"
out=$(pub); case "$out" in *"$SHORT"*) bad "the shortcut hid a post whose date came: $out";; *) ok "a post whose date came is built";; esac
same "a future post's date came"
git ls-tree -r --name-only inc | grep -q "2026/01/01/later.html" && ok "the post is published" || bad "later.html missing"

# site.time shown: a later commit of the same tree renders it
printf -- '---\n---\nBuilt {{ site.time | date: "%%H:%%M" }}.\n' > built.html
git add -A; commit 1767229400 "a page showing site.time"; pub >/dev/null
commit 1767229500 "same tree, the time shown changes"
out=$(pub); case "$out" in *"$SHORT"*) bad "site.time shown, yet the shortcut: $out";; *) ok "site.time shown: built";; esac
same "a page showing site.time"
out=$(pub); has "the same revision again with site.time shown: shortcut" "$out" "$SHORT"
same "the same revision, site.time shown"

# a damaged file is ignored with a warning, and rewritten
printf 'sitepub-incremental-tree 1 garbage\n' > .git/sitepub/cache/incremental-tree
out=$(pub); has "a damaged file is reported" "$out" "incremental-tree is damaged"
case "$out" in *"$SHORT"*) bad "a damaged file was trusted: $out";; *) ok "a damaged file is not trusted";; esac
same "after a damaged file"
f=.git/sitepub/cache/incremental-tree; head -c 300 "$f" > "$T/part"; cp "$T/part" "$f"
out=$(pub); has "a truncated file is reported" "$out" "incremental-tree is damaged"
same "after a truncated file"
out=$(pub); has "rewritten: the shortcut again" "$out" "$SHORT"
out=$("$B" publish -V --full --branch inc 2>&1)
case "$out" in *"$SHORT"*) bad "--full took the shortcut";; *) ok "--full builds everything";; esac
# a warning is printed again by every build: no shortcut while one is printed
printf -- '---\nlayout: nosuch\n---\nX.\n' > warned.html
git add -A; commit 1767229600 "a warning"; pub >/dev/null
out=$(pub); has "a build that warned: the warning again" "$out" "Layout 'nosuch' requested in warned.html"
case "$out" in *"$SHORT"*) bad "the shortcut hid a warning";; *) ok "a build that warns is not cut short";; esac
same "a build that warned"
git rm -q warned.html; commit 1767229700 "no warning"; pub >/dev/null
# --drafts: a draft is dated by the clock, no two builds are alike
mkdir -p _drafts; printf -- '---\ntitle: D\n---\nDraft.\n' > _drafts/d.md; git add -A; commit 1767229800 draft
"$B" publish -q --drafts --branch inc 2>/dev/null
out=$("$B" publish -V --drafts --branch inc 2>&1)
case "$out" in *"$SHORT"*) bad "--drafts took the shortcut";; *) ok "--drafts: no shortcut (the clock dates drafts)";; esac
# an option changes the key
out=$("$B" publish -V --future --branch inc 2>&1)
case "$out" in *"$SHORT"*) bad "--future took the record of a build without it";; *) ok "another option: built";; esac

# --- sitepub build into a folder: the previous destination's files, by their bytes ------------------------
F="$T/folder"; mkdir -p "$F/_posts" "$F/_layouts"; cd "$F"
printf 'time: 2026-01-01 00:00:00 +0000\n' > _config.yml
printf -- '---\n---\n<html>{{ content }}</html>\n' > _layouts/default.html
for i in 1 2 3 4 5 6; do
  printf -- '---\ntitle: P%s\nlayout: default\n---\nPost %s.\n' "$i" "$i" > "_posts/2020-01-0$i-p$i.md"
done
printf -- '---\n---\n{%% for p in site.posts %%}{{ p.title }};{%% endfor %%}\n' > index.html
printf 'static\n' > s.txt
find . -type f -exec touch -d '2001-01-01 00:00:00' {} +
fullsame() { # $1 name: _site is what a full build makes
  rm -rf "$T/fullsite"
  "$B" build -q --full --disable-disk-cache -d "$T/fullsite" 2>/dev/null || bad "$1: the full build failed"
  if diff -r _site "$T/fullsite" >"$T/d" 2>&1; then ok "$1"; else bad "$1: $(head -5 "$T/d")"; fi
}
"$B" build -q 2>/dev/null || bad "first build failed"
out=$("$B" build -V 2>&1)
has "an unchanged folder: shortcut" "$out" "Incremental: 0 of 7 outputs rendered, 7 reused ("
has "its files known by their mtime" "$out" "0 source files without a blob id hashed, 10 known by their mtime"
fullsame "an unchanged folder"
# an output edited by hand: the shortcut stops there, and the build that follows stores the rest once
printf 'edited by hand\n' > _site/2020/01/04/p4.html
out=$("$B" build -V 2>&1) || bad "build after a hand edit failed: $out"
has "a destination file edited by hand stops the shortcut" "$out" "the earlier output 2020/01/04/p4.html is not there"
has "and is rendered again" "$out" "rendered 2020/01/04/p4.html: its earlier output is not there"
fullsame "after a destination file was edited by hand"
printf -- '---\ntitle: P2\nlayout: default\n---\nPost 2, edited.\n' > _posts/2020-01-02-p2.md
touch -d '2001-01-02 00:00:00' _posts/2020-01-02-p2.md
out=$("$B" build -V 2>&1)
case "$out" in *"$SHORT"*) bad "an edited post took the shortcut";; *) ok "an edited post (same mtime class, other bytes): built";; esac
fullsame "an edited post"
printf 'late\n' > new.txt
out=$("$B" build -V 2>&1)
case "$out" in *"$SHORT"*) bad "a file just written took the shortcut";; *) ok "a file just added: built";; esac
fullsame "a file added"
[ "$fails" -eq 0 ]
