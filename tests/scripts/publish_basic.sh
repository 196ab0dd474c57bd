#!/bin/sh
# sitepub publish against real git (issue 6): repositories made with the git CLI, the result read back with the
# git CLI, `git fsck --strict` after every publish. Uses --no-build (the copy producer) so the git machinery is
# tested on its own.
set -eu
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
fsck() { if git -C "$1" fsck --strict --no-progress >"$T/fsck.log" 2>&1; then ok "fsck --strict $2"; else bad "fsck $2"; cat "$T/fsck.log"; fi; }

export TZ=America/Los_Angeles
unset GIT_AUTHOR_NAME GIT_AUTHOR_EMAIL GIT_AUTHOR_DATE GIT_COMMITTER_NAME GIT_COMMITTER_EMAIL GIT_COMMITTER_DATE
export HOME="$T/home"; mkdir -p "$HOME"
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org

R="$T/repo"
git init -q "$R"
cd "$R"
mkdir -p css 2017/08
echo '<h1>hello</h1>' > index.html
echo 'body{}' > css/site.css
echo 'post one' > 2017/08/one.html
echo 'old' > stale.html
printf '#!/bin/sh\necho run\n' > run.sh; chmod +x run.sh
ln -s index.html home.html
ln -s ../../etc/passwd escape
printf 'title: t\n' > _config.yml
git add -A
git commit -qm "first post"

# 1. first publish: an orphan asf-site whose tree is the source tree (copy producer), message as `date` prints
out=$("$B" publish --no-build)
echo "$out"
eq "first publish: one commit" "$(git rev-list --count asf-site)" 1
eq "first publish: tree equals the source tree" "$(git rev-parse asf-site^{tree})" "$(git rev-parse main^{tree})"
ct=$(git log -1 --format=%ct asf-site)
eq "message is Build at \$(date)" "$(git log -1 --format=%B asf-site)" "Build at $(date -d @"$ct")"
eq "author from git config" "$(git log -1 --format='%an <%ae>|%cn <%ce>' asf-site)" \
   "Site Builder <builder@example.org>|Site Builder <builder@example.org>"
eq "author zone is the local one" "$(git log -1 --format=%ad --date=format:%z asf-site)" "$(date -d @"$ct" +%z)"
eq "exec bit kept" "$(git ls-tree asf-site run.sh | cut -c1-6)" 100755
eq "symlink kept as a link" "$(git ls-tree asf-site home.html | cut -c1-6)" 120000
eq "symlink target text, not followed" "$(git cat-file -p asf-site:escape)" "../../etc/passwd"
eq "work tree untouched" "$(git status --porcelain)" ""
eq "HEAD untouched" "$(git symbolic-ref HEAD)" refs/heads/main
fsck "$R" "after the first publish"

# 2. no change: no commit, exit 0, says up to date
before=$(git rev-parse asf-site)
out=$("$B" publish --no-build); rc=$?
eq "second publish exit" "$rc" 0
eq "second publish: no commit" "$(git rev-parse asf-site)" "$before"
case "$out" in *"up to date"*) ok "second publish says up to date";; *) bad "up to date message: $out";; esac

# 3. kept paths survive, stale pages go: put .asf.yaml, CNAME, docs/ on the branch with git plumbing
export GIT_INDEX_FILE="$T/idx"
git read-tree asf-site
printf 'github:\n  description: x\n' | git update-index --add --cacheinfo 100644,"$(printf 'github:\n  description: x\n' | git hash-object -w --stdin)",.asf.yaml
git update-index --add --cacheinfo 100644,"$(echo tvm.apache.org | git hash-object -w --stdin)",CNAME
git update-index --add --cacheinfo 100644,"$(echo api | git hash-object -w --stdin)",docs/api/index.html
git update-index --add --cacheinfo 100644,"$(echo other | git hash-object -w --stdin)",other.html
tree=$(git write-tree)
unset GIT_INDEX_FILE
c=$(git commit-tree "$tree" -p asf-site -m "docs build")
git update-ref refs/heads/asf-site "$c" asf-site
git rm -q stale.html
echo 'post two' > 2017/08/two.html
git add -A
git commit -qm "second post"
out=$("$B" publish --no-build --keep docs)
echo "$out"
eq "kept .asf.yaml" "$(git cat-file -p asf-site:.asf.yaml | head -1)" "github:"
eq "kept CNAME" "$(git cat-file -p asf-site:CNAME)" "tvm.apache.org"
eq "kept --keep docs" "$(git cat-file -p asf-site:docs/api/index.html)" "api"
eq "stale page removed" "$(git ls-tree --name-only asf-site stale.html)" ""
eq "path not produced and not kept removed" "$(git ls-tree --name-only asf-site other.html)" ""
eq "new post there" "$(git cat-file -p asf-site:2017/08/two.html)" "post two"
eq "parent is the old tip" "$(git rev-parse asf-site^)" "$c"
eq "counts" "$(echo "$out" | sed -n 2p)" " 1 file added, 0 changed, 2 deleted; 11 files in the tree"
eq "changes as git sees them" "$(git diff --name-status asf-site^ asf-site | tr '\t' ' ')" \
   "A 2017/08/two.html
D other.html
D stale.html"
fsck "$R" "after a publish with kept paths"

# 4. commit bytes: with fixed identities and dates, the commit is the one `git commit-tree` makes
echo 'post three' > 2017/08/three.html; git add -A; git commit -qm "third post"
export GIT_AUTHOR_NAME="A U Thor" GIT_AUTHOR_EMAIL=author@example.org GIT_AUTHOR_DATE="@1605266530 -0800"
export GIT_COMMITTER_NAME="C O Mitter" GIT_COMMITTER_EMAIL=committer@example.org GIT_COMMITTER_DATE="2020-11-13 03:22:10 -0800"
tip=$(git rev-parse asf-site)
"$B" publish --no-build --keep docs -q
newtree=$(git rev-parse asf-site^{tree})
expect=$(git commit-tree "$newtree" -p "$tip" -m "Build at Fri Nov 13 03:22:10 PST 2020")
eq "commit id equals git commit-tree's" "$(git rev-parse asf-site)" "$expect"
eq "message for a PST date" "$(git log -1 --format=%s asf-site)" "Build at Fri Nov 13 03:22:10 PST 2020"
# single-digit day padded as date does
echo 'post four' > 2017/08/four.html; git add -A; git commit -qm "fourth post"
export GIT_COMMITTER_DATE="@1604401330 +0000"
"$B" publish --no-build --keep docs -q
eq "day padded like date" "$(git log -1 --format=%s asf-site)" "Build at $(date -d @1604401330)"
unset GIT_AUTHOR_NAME GIT_AUTHOR_EMAIL GIT_AUTHOR_DATE GIT_COMMITTER_NAME GIT_COMMITTER_EMAIL GIT_COMMITTER_DATE

# 5. message template and settings precedence: --branch > _config.yml publish: > git config sitepub.*
printf 'title: t\npublish:\n  branch: gh-pages\n  message: "Site %%h: %%s"\n  keep:\n    - keepme/*\n' > _config.yml
git add -A; git commit -qm "config says gh-pages"
git config sitepub.branch from-git-config
"$B" publish --no-build -q
eq "publish: branch from _config.yml" "$(git log -1 --format=%s gh-pages)" "Site $(git rev-parse --short=7 main): config says gh-pages"
eq "git config branch not used when _config.yml names one" "$(git branch --list from-git-config)" ""
"$B" publish --no-build -q --branch cli-branch --message 'by %H%n%nbody'
eq "--branch wins" "$(git log -1 --format=%s cli-branch)" "by $(git rev-parse main)"
eq "%n in a template" "$(git log -1 --format=%b cli-branch)" "body"
printf 'title: t\n' > _config.yml; git add -A; git commit -qm "no publish block"
"$B" publish --no-build -q
eq "git config sitepub.branch used last" "$(git rev-list --count from-git-config)" 1
git config --unset sitepub.branch

# 6. --source and a bare repository (no work tree at all)
git clone -q --bare "$R" "$T/bare.git"
"$B" publish --no-build -q --repo "$T/bare.git" --source main~1 --branch site
eq "bare repository, --source main~1" "$(git -C "$T/bare.git" rev-parse site^{tree})" "$(git -C "$T/bare.git" rev-parse main~1^{tree})"
fsck "$T/bare.git" "bare repository"

# 7. dry run: the repository stays byte-for-byte as it was
snap() { (cd "$R/.git" && find . -type f ! -name index -print | LC_ALL=C sort | xargs sha256sum; ls -la --time-style=full-iso refs/heads objects | grep -v ' \.\.$') ; }
echo 'post five' > 2017/08/five.html; git add -A; git commit -qm "fifth post"
s1=$(snap)
out=$("$B" publish --no-build --dry-run --json)
s2=$(snap)
eq "dry run leaves the repository as it was" "$s2" "$s1"
case "$out" in *'"dry_run":true'*'"added":1'*) ok "dry run reports the change";; *) bad "dry run json: $out";; esac
commit=$(echo "$out" | sed 's/.*"commit":"\([0-9a-f]*\)".*/\1/')
eq "dry-run commit not in the repository" "$(git cat-file -t "$commit" 2>/dev/null || echo missing)" missing

# 8. --subdir: the site is a folder of the source tree
"$B" publish --no-build -q --subdir css --branch css-only
eq "--subdir css" "$(git rev-parse css-only^{tree})" "$(git rev-parse main:css)"
# the publish branch checked out in this work tree: published, with a warning that the work tree is stale
git checkout -q css-only
echo 'p{}' > "$T/p.css"
git checkout -q main; printf 'p{}\n' > css/p.css; git add -A; git commit -qm "p.css"; git checkout -q css-only
"$B" publish --no-build -q --source main --subdir css --branch css-only 2>"$T/err"
case "$(cat "$T/err")" in *"checked out"*) ok "warns when the branch is checked out";; *) bad "no checked-out warning";; esac
eq "checked-out branch updated" "$(git rev-parse css-only^{tree})" "$(git rev-parse main:css)"
git checkout -q -f main

# 9. errors: bad revision -> 5, bad option -> 2
"$B" publish --no-build --source no-such-rev -q 2>/dev/null && rc=0 || rc=$?
eq "unknown revision exit code" "$rc" 5
"$B" publish --no-build --frobnicate 2>/dev/null && rc=0 || rc=$?
eq "unknown option exit code" "$rc" 2
"$B" publish --no-build --repo "$T/nothing" 2>/dev/null && rc=0 || rc=$?
eq "no repository exit code" "$rc" 5

echo "failures: $fails"
[ "$fails" -eq 0 ]
