#!/bin/sh
# No stale build wins (issue 19): each publish commit records its source commit as a note in refs/notes/sitepub
# (pushed with the branch, the message unchanged); two clones of the source, the older one publishes last: exit
# 6 naming both commits and the live site keeps the newer content, then --allow-older publishes it; a newer
# source on a tip built from an older one proceeds. diff and publish compare against the same base (the
# remote-tracking branch when it is ahead) and diff takes --copy. Checked with the git command line.
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

git init -q --bare "$T/src.git"
git init -q --bare "$T/site.git"
git clone -q "$T/src.git" "$T/a" 2>/dev/null
cd "$T/a"
echo one > index.html; echo keep > .asf.yaml; git add -A; git commit -qm "first"; git push -q origin main
c1=$(git rev-parse HEAD)
git clone -q "$T/src.git" "$T/b"
git -C "$T/b" remote add site "$T/site.git"; git -C "$T/b" config sitepub.remote site
git remote add site "$T/site.git"

# 1. the note: message unchanged, source recorded, pushed with the branch
"$B" publish --no-build -q --push site
tip=$(git -C "$T/site.git" rev-parse asf-site)
eq "note on the remote names the source" "$(git -C "$T/site.git" notes --ref=sitepub show "$tip")" "source $c1"
case "$(git log -1 --format=%B asf-site)" in "Build at "*) ok "message is still Build at <date>";; *) bad "message: $(git log -1 --format=%B asf-site)";; esac
eq "message has one line" "$(git log -1 --format=%B asf-site | grep -c .)" 1
eq "local note too" "$(git notes --ref=sitepub show asf-site)" "source $c1"

# 2. A publishes a newer source (proceeds on a tip built from an older one)
echo two > index.html; git commit -qam "second"; git push -q origin main
c2=$(git rev-parse HEAD)
"$B" publish --no-build -q --push site
tip2=$(git -C "$T/site.git" rev-parse asf-site)
eq "newer source published" "$(git -C "$T/site.git" show asf-site:index.html)" two
eq "its note" "$(git -C "$T/site.git" notes --ref=sitepub show "$tip2")" "source $c2"
eq "the first note kept" "$(git -C "$T/site.git" notes --ref=sitepub show "$tip")" "source $c1"

# 3. B, still at the older source (it has fetched c2 but not merged it), publishes last: refused, exit 6
cd "$T/b"
git fetch -q origin
eq "B builds the older source" "$(git rev-parse HEAD)" "$c1"
set +e; out=$("$B" publish --no-build --push site 2>&1); rc=$?; set -e
echo "$out"
eq "stale publish exits 6" "$rc" 6
has "names the live source" "$out" "$c2"
has "names the older source" "$out" "$c1"
has "says it is older" "$out" "older"
has "says what to do" "$out" "--allow-older"
case "$out" in *"stays committed"*) bad "stale refusal talks of a failed push";; *) ok "no failed-push advice";; esac
eq "live site keeps the newer content" "$(git -C "$T/site.git" show asf-site:index.html)" two
eq "remote tip unchanged" "$(git -C "$T/site.git" rev-parse asf-site)" "$tip2"

# B with the branch fetched (remote-tracking ref at A's tip, notes not fetched): refused before committing
git fetch -q site asf-site:refs/remotes/site/asf-site
git update-ref -d refs/heads/asf-site 2>/dev/null || true
set +e; out=$("$B" publish --no-build --push site 2>&1); rc=$?; set -e
eq "stale on a fetched remote-tracking tip: exit 6" "$rc" 6
has "names both (fetched tip)" "$out" "$c2"
eq "nothing committed locally" "$(git rev-parse -q --verify refs/heads/asf-site || echo none)" none
# without --push the local notes decide: B's own notes know nothing of the tip, so a local publish proceeds
# (nothing goes live); with the notes fetched it is refused too
git fetch -q site +refs/notes/sitepub:refs/notes/sitepub
set +e; out=$("$B" publish --no-build --dry-run 2>&1); rc=$?; set -e
eq "dry run refused with the notes fetched" "$rc" 6

# diff and publish --dry-run compare against the same base (the remote-tracking tip, ahead of nothing local)
git update-ref refs/heads/asf-site "$(git rev-parse site/asf-site)~1"
# B's main at c1 equals what tip^ was built from; the remote-tracking branch (ahead) holds "two"
d=$("$B" diff --no-build --name-status)
eq "diff against the remote-tracking tip" "$d" "M	index.html"
j=$("$B" publish --no-build --dry-run --allow-older --json)
has "publish --dry-run against the same base" "$j" "\"parent\":\"$tip2\""
has "publish --dry-run: one changed" "$j" '"changed":1'
d=$("$B" diff --no-build --name-status --copy .asf.yaml)
has "diff --copy" "$d" "M	index.html"
git update-ref -d refs/heads/asf-site

# 4. --allow-older publishes the older source
out=$("$B" publish --no-build --push site --allow-older 2>&1)
echo "$out"
eq "allow-older published" "$(git -C "$T/site.git" show asf-site:index.html)" one
eq "on the newer tip" "$(git -C "$T/site.git" rev-parse asf-site^)" "$tip2"
eq "its note names the older source" "$(git -C "$T/site.git" notes --ref=sitepub show asf-site)" "source $c1"
eq "A's notes kept" "$(git -C "$T/site.git" notes --ref=sitepub show "$tip2")" "source $c2"
if git -C "$T/site.git" fsck --strict --no-progress >/dev/null 2>&1; then ok "fsck"; else bad "fsck"; fi

# 5. A publishes again from c2 after B's older publish: c2 is not an ancestor of c1, but c1 is of c2: proceeds
cd "$T/a"
echo three > index.html; git commit -qam third
"$B" publish --no-build -q --push site
eq "A's next publish after the older one" "$(git -C "$T/site.git" show asf-site:index.html)" three

# 6. a trailer asked for by the template is read as the record too
cd "$T/b"; git pull -q origin main
git init -q --bare "$T/site2.git"
"$B" publish --no-build -q --branch t --push "$T/site2.git" --message 'Build at %d%n%nSource-Commit: %H'
git update-ref -d refs/notes/sitepub
git checkout -q HEAD~1
set +e; out=$("$B" publish --no-build --branch t --dry-run 2>&1); rc=$?; set -e
eq "trailer record: an older source refused" "$rc" 6

[ -n "${KEEPT:-}" ] && { trap - EXIT; echo "kept $T"; }
[ "$fails" -eq 0 ]
