#!/bin/sh
# What the deploy tools offer (issue 19), against local bare repositories and checked with git: .nojekyll (on by
# default for gh-pages, --nojekyll, nojekyll: in config), --cname, --single-commit, --target-dir, --from-dir, and
# the build flags (--config, --baseurl, --drafts, --future, --unpublished) on publish and diff.
set -eu
export ASAN_OPTIONS="fast_unwind_on_malloc=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$(cd "$(dirname "$0")/.." && pwd)/lsan-thirdparty.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"

export HOME="$T/home"; mkdir -p "$HOME"
unset SSH_AUTH_SOCK SITEPUB_TOKEN 2>/dev/null || true
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org
EMPTY_BLOB=e69de29bb2d1d6434b8b29ae775ad8c2e48c5391

R="$T/repo"; git init -q "$R"; cd "$R"
echo one > index.html; mkdir -p css; echo c > css/site.css
git add -A; git commit -qm first
git init -q --bare "$T/site.git"; git remote add origin "$T/site.git"

# 1. .nojekyll: default on for gh-pages, off for asf-site, --nojekyll / --no-nojekyll / publish: nojekyll
"$B" publish --no-build -q --branch gh-pages --push
eq "gh-pages: empty .nojekyll" "$(git -C "$T/site.git" rev-parse gh-pages:.nojekyll)" "$EMPTY_BLOB"
"$B" publish --no-build -q
eq "asf-site: no .nojekyll" "$(git ls-tree --name-only asf-site .nojekyll)" ""
"$B" publish --no-build -q --nojekyll
eq "--nojekyll on asf-site" "$(git rev-parse asf-site:.nojekyll)" "$EMPTY_BLOB"
"$B" publish --no-build -q --branch gh2 --no-nojekyll
eq "--no-nojekyll" "$(git ls-tree --name-only gh2 .nojekyll)" ""
git config sitepub.nojekyll true
"$B" publish --no-build -q --branch cfg
eq "sitepub.nojekyll true" "$(git rev-parse cfg:.nojekyll)" "$EMPTY_BLOB"
git config --unset sitepub.nojekyll
printf 'publish:\n  nojekyll: true\n' > _config.yml; git add -A; git commit -qm cfg
"$B" publish --no-build -q --branch yml
eq "publish: nojekyll: true" "$(git rev-parse yml:.nojekyll)" "$EMPTY_BLOB"
git rm -q _config.yml; git commit -qm "no cfg"
# a .nojekyll kept on gh-pages stays (and no second commit for it)
out=$("$B" publish --no-build --branch gh-pages --json)
has "gh-pages: .nojekyll present, tree unchanged" "$out" '"up_to_date":true'

# 2. --cname writes CNAME (the domain alone, no newline), over a kept one
"$B" publish --no-build -q --branch gh-pages --cname www.example.org
eq "CNAME content" "$(git cat-file -p gh-pages:CNAME | od -An -c | tr -s ' ')" "$(printf 'www.example.org' | od -An -c | tr -s ' ')"
"$B" publish --no-build -q --branch gh-pages
eq "CNAME kept without --cname" "$(git cat-file -p gh-pages:CNAME)" www.example.org
"$B" publish --no-build -q --branch gh-pages --cname docs.example.org
eq "--cname over a kept CNAME" "$(git cat-file -p gh-pages:CNAME)" docs.example.org
set +e; "$B" publish --no-build -q --branch gh-pages --cname "a/b" 2>"$T/err"; rc=$?; set -e
eq "a bad domain: usage error" "$rc" 2

# 3. --single-commit: the branch holds one commit; kept files stay; pushed with force
"$B" publish --no-build -q --branch single --single-commit --cname s.example.org --push
echo two > index.html; git commit -qam second
"$B" publish --no-build -q --branch single --single-commit --push
eq "one commit on the branch" "$(git rev-list --count single)" 1
eq "one commit on the remote" "$(git -C "$T/site.git" rev-list --count single)" 1
eq "remote equals local" "$(git -C "$T/site.git" rev-parse single)" "$(git rev-parse single)"
eq "new content" "$(git cat-file -p single:index.html)" two
eq "CNAME kept across single commits" "$(git cat-file -p single:CNAME)" s.example.org
out=$("$B" publish --no-build --branch single --single-commit --json)
has "single-commit: unchanged is up to date" "$out" '"up_to_date":true'
git -C "$T/site.git" fsck --strict --no-progress >/dev/null 2>&1 && ok "fsck after single-commit" || bad "fsck after single-commit"

# 4. --target-dir: the output in one folder, everything else of the branch kept
git checkout -q --orphan docsite; git rm -rq --cached . ; rm -rf index.html css
echo root > index.html; mkdir -p docs; echo stale > docs/old.html; git add -A; git commit -qm "docsite"
git checkout -q -f main
git update-ref refs/heads/tgt docsite
"$B" publish --no-build -q --branch tgt --target-dir docs/
eq "target-dir: output inside" "$(git cat-file -p tgt:docs/index.html)" two
eq "target-dir: css inside" "$(git cat-file -p tgt:docs/css/site.css)" c
eq "target-dir: outside kept" "$(git cat-file -p tgt:index.html)" root
eq "target-dir: stale inside removed" "$(git ls-tree -r --name-only tgt docs/old.html)" ""
eq "target-dir: parent is the old tip" "$(git rev-parse tgt^)" "$(git rev-parse docsite)"
set +e; "$B" publish --no-build -q --branch tgt --target-dir ../x 2>/dev/null; rc=$?; set -e
eq "target-dir ..: usage error" "$rc" 2
d=$("$B" diff --no-build --name-status --branch tgt --target-dir docs)
eq "diff --target-dir: nothing to change" "$d" ""

# 5. --from-dir: a folder on disk, untracked, committed as git would
mkdir -p "$T/built/sub"; echo built > "$T/built/index.html"; echo s > "$T/built/sub/a.txt"
printf '#!/bin/sh\n' > "$T/built/run.sh"; chmod +x "$T/built/run.sh"
"$B" publish -q --from-dir "$T/built" --branch fromdir
want=$(cd "$T/built" && git init -q . && git add -A && git write-tree)
rm -rf "$T/built/.git"
eq "from-dir tree as git add + write-tree" "$(git rev-parse fromdir^{tree})" "$want"
out=$("$B" publish --from-dir "$T/built" --branch fromdir --json)
has "from-dir: unchanged is up to date" "$out" '"up_to_date":true'
eq "from-dir: no source note" "$(git notes --ref=sitepub list fromdir 2>/dev/null || true)" ""
echo more > "$T/built/new.html"
d=$("$B" diff --name-status --from-dir "$T/built" --branch fromdir)
eq "diff --from-dir" "$d" "A	new.html"

# 6. the build flags on publish and diff (a Jekyll site)
S="$T/jsite"; git init -q "$S"; cd "$S"
mkdir -p _posts _drafts
printf 'title: Base\n' > _config.yml
printf 'title: Extra\n' > _extra.yml
printf -- '---\n---\n{{ site.title }} at [{{ site.baseurl }}]\n' > index.html
printf -- '---\ntitle: Old\n---\nold\n' > _posts/2020-01-01-old.md
printf -- '---\ntitle: Future\n---\nfuture\n' > _posts/2099-01-01-future.md
printf -- '---\ntitle: Hidden\npublished: false\n---\nhidden\n' > _posts/2020-02-01-hidden.md
printf -- '---\ntitle: Draft\ndate: 2020-03-01\n---\ndraft\n' > _drafts/draft.md
git add -A; git commit -qm site
"$B" publish -q
files=$(git ls-tree -r --name-only asf-site)
has "old post" "$files" "2020/01/01/old.html"
case "$files" in *future*|*hidden*|*draft*) bad "future, unpublished or draft published by default";; *) ok "defaults leave out future, unpublished, drafts";; esac
eq "title and baseurl" "$(git cat-file -p asf-site:index.html)" "Base at []"
d=$("$B" diff --name-status --future --unpublished --drafts --baseurl /b --config _config.yml,_extra.yml)
printf '%s\n' "$d"
has "diff --future" "$d" "A	2099/01/01/future.html"
has "diff --unpublished" "$d" "A	2020/02/01/hidden.html"
has "diff --drafts" "$d" "draft.html"
has "diff --baseurl/--config: index changed" "$d" "M	index.html"
"$B" publish -q --future --unpublished --drafts --baseurl /b --config _config.yml,_extra.yml
eq "publish --config --baseurl" "$(git cat-file -p asf-site:index.html)" "Extra at [/b]"
has "publish --future" "$(git ls-tree -r --name-only asf-site)" "2099/01/01/future.html"
eq "diff after: nothing" "$("$B" diff --name-status --future --unpublished --drafts -b /b --config=_config.yml,_extra.yml)" ""

[ "$fails" -eq 0 ]
