#!/bin/sh
# Incremental builds (issue 17) are proven equal to full ones: tests/tools/incremental_diff.py makes a seeded
# random sequence of edits in a git repository and after each one compares the tree of `sitepub publish -I`
# with the tree of a full publish of the same revision. Two sites: a small generated one
# (../shared/tools/gen-site.py, INCR_STEPS edits, default 200) and a copy of ../shared/corpus/tvm-site
# (INCR_TVM_STEPS, default 30; 40 and 8 in the sanitizer build). The seed is random unless INCR_SEED is set, and printed: a failing seed is
# replayed with INCR_SEED=N. Before that, the regressions the random runs found, as fixed sequences.
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
  "$B" publish -q -I --branch inc 2>"$T/err" || bad "$1: incremental publish failed: $(cat "$T/err")"
  "$B" publish -q --full --disable-disk-cache --branch full 2>"$T/err" || bad "$1: full publish failed: $(cat "$T/err")"
  eq "$1" "$(git rev-parse inc^{tree})" "$(git rev-parse full^{tree})"
}
same "first build"
commit 1767225660 "nothing changed, a minute later"
# seed 7, step 171: a page printing a post's content that shows site.time kept the old time
same "a page showing a post that shows site.time follows the time"
"$B" publish -I -V --branch inc 2>&1 | grep -q "outputs rendered" && ok "-V says how many outputs were rendered" ||
  bad "-V gave no count"
printf -- '---\ntitle: Two\nlayout: default\n---\nPlain, longer.\n' > _posts/2020-01-02-two.md
git add -A; commit 1767225660 "a body, same time"
out=$("$B" publish -q -I -V --branch inc 2>&1)
has "-V names the post whose source changed" "$out" "2020/01/02/two.html: its source changed"
case "$out" in *"first.html"*) bad "first.html (shows only a title) was rendered again: $out";;
  *) ok "a page that shows only another post's title is reused";; esac
same "a body edited at the same time"
printf -- '---\ntitle: Two\nlayout: default\n---\nPlain, edited for diff.\n' > _posts/2020-01-02-two.md
git add -A; commit 1767225690 "for diff"
eq "diff -I names what a full diff names" "$("$B" diff --name-only --branch full -I 2>/dev/null)" \
  "$("$B" diff --name-only --branch full 2>/dev/null)"
# a damaged record is ignored with a warning, never trusted
printf 'garbage\n' > .git/sitepub/cache/incremental
printf -- '---\ntitle: Two\nlayout: default\n---\nPlain, longer still.\n' > _posts/2020-01-02-two.md
git add -A; commit 1767225720 "after damage"
out=$("$B" publish -I --branch inc 2>&1) || bad "publish with a damaged record failed: $out"
has "a damaged record is reported" "$out" "is damaged"
same "after a damaged record"
head -c 200 .git/sitepub/cache/incremental > "$T/part" && cp "$T/part" .git/sitepub/cache/incremental
out=$("$B" publish -I --branch inc 2>&1) || bad "publish with a truncated record failed: $out"
has "a truncated record is reported" "$out" "is damaged"
same "after a truncated record"
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
cd "$T"

# --- random sequences ----------------------------------------------------------------------------------
SEED=${INCR_SEED:-$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')}
# the sanitizer build runs a shorter sequence (each step is two publishes, some ten times slower there); the
# normal build of `make check` runs the full 200 + 30
if [ "${SITEPUB_SANITIZED:-}" = 1 ]; then STEPS=${INCR_STEPS:-40} TVM_STEPS=${INCR_TVM_STEPS:-8}
else STEPS=${INCR_STEPS:-200} TVM_STEPS=${INCR_TVM_STEPS:-30}; fi
if [ -f "$SHARED/tools/gen-site.py" ]; then
  python3 "$SHARED/tools/gen-site.py" --posts 15 --static 4 --seed "$SEED" --plugins --post-url-ratio 0 "$T/gen" \
    >/dev/null
  git init -q -b main "$T/gen"; git -C "$T/gen" config gc.auto 0 # no background gc (a pack per publish)
  if python3 "$DRIVER" "$B" "$T/gen" "$STEPS" "$SEED"; then ok "generated site, seed $SEED"
  else bad "generated site, seed $SEED (replay: INCR_SEED=$SEED sh $0)"; fi
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
[ "$fails" -eq 0 ]
