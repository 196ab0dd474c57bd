#!/bin/sh
# A publish writes its objects into one pack and its index, not loose objects (issue 19): a first publish of
# 3,000 files adds no loose object and one pack that git verify-pack and fsck accept; an edit adds one small
# pack; a dry run and a diff write nothing; the repository does not need git gc afterwards. Checked with git.
# Also what a publish reports: --json's counts and phase times (no message without a commit), --progress on
# stderr with its summary line, -q silent.
set -eu
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
export HOME="$T/home"; mkdir -p "$HOME"
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org
loose() { git count-objects -v | sed -n 's/^count: //p'; }
packs() { ls .git/objects/pack/*.pack 2>/dev/null | wc -l | tr -d ' '; }

R="$T/repo"; git init -q "$R"; cd "$R"
git config gc.auto 0
i=0; while [ $i -lt 30 ]; do mkdir -p "d$i"; j=0; while [ $j -lt 100 ]; do echo "page $i $j" > "d$i/p$j.html"; j=$((j+1)); done; i=$((i+1)); done
git add -A; git commit -qm source
git repack -adq   # the source itself packed: every loose object from here on is the publish's
eq "no loose objects before" "$(loose)" 0
p0=$(packs)

"$B" publish --no-build --dry-run -q
eq "a dry run writes no loose object" "$(loose)" 0
eq "a dry run writes no pack" "$(packs)" "$p0"
"$B" diff --no-build --stat >/dev/null
eq "a diff writes nothing" "$(loose)/$(packs)" "0/$p0"

# the first publish: 3,000 blobs are the source's (reused), so make the output differ: --message only changes the
# commit; use a build that writes new blobs: publish from a folder
mkdir -p "$T/out"; i=0; while [ $i -lt 3000 ]; do echo "built $i" > "$T/out/f$i.html"; i=$((i+1)); done
json=$("$B" publish --from-dir "$T/out" --json)
eq "first publish: no loose object" "$(loose)" 0
eq "first publish: one pack more" "$(packs)" $((p0 + 1))
new=$(ls -t .git/objects/pack/*.pack | head -1)
[ -f "${new%.pack}.idx" ] && ok "the pack has its index" || bad "no .idx beside the pack"
n=$(git verify-pack -v "${new%.pack}.idx" | grep -c -E ' (blob|tree|commit) ')
eq "the pack holds the 3,000 blobs, the tree and the commit" "$n" 3002
has "--json counts the objects" "$json" '"objects":3002'
git fsck --strict --no-progress >/dev/null 2>&1 && ok "fsck --strict" || bad "fsck"
eq "branch tree as written" "$(git ls-tree -r asf-site | wc -l | tr -d ' ')" 3000

# an edit: one small pack (a blob, a tree, a commit)
echo changed > "$T/out/f7.html"
"$B" publish --from-dir "$T/out" -q
eq "edit: no loose object" "$(loose)" 0
eq "edit: one pack more" "$(packs)" $((p0 + 2))
# a source publish records its note: notes objects are packed too, in the publish's own pack
"$B" publish --no-build -q
eq "a source publish with its note: no loose object" "$(loose)" 0
eq "a source publish with its note: one pack more (the note's objects in the commit's pack)" "$(packs)" $((p0 + 3))
nc=$(git rev-parse refs/notes/sitepub)
last=$(ls -t .git/objects/pack/*.idx | head -1)
git verify-pack -v "$last" | grep -q "^$nc " && ok "the notes commit is in that pack" || bad "notes commit $nc not in $last"
eq "the note names the source" "$(git notes --ref=sitepub show asf-site)" "source $(git rev-parse HEAD)"
git fsck --strict --no-progress >/dev/null 2>&1 && ok "fsck after the edits" || bad "fsck after the edits"
# not left needing gc: git gc --auto (default thresholds) has nothing to do
git config --unset gc.auto
before=$(ls .git/objects/pack | wc -l)
git gc --auto -q
eq "git gc --auto does nothing" "$(ls .git/objects/pack | wc -l)" "$before"
# --json: the counts and phase times; no message when nothing was committed
"$B" publish --from-dir "$T/out" -q
json=$("$B" publish --from-dir "$T/out" --json)
has "up to date: objects 0" "$json" '"objects":0'
case $json in *'"message"'*) bad "a message without a commit: $json";; *) ok "no message without a commit";; esac
has "phase times" "$json" '"seconds":{"build":'
echo again > "$T/out/f8.html"
json=$("$B" publish --from-dir "$T/out" --json)
has "a commit has its message" "$json" '"message":"Build at '
has "objects of an edit" "$json" '"objects":3'
# a Jekyll build counts documents and static files
S="$T/jsite"; git init -q "$S"; cd "$S"
printf 'title: x\n' > _config.yml; printf -- '---\n---\nhi\n' > index.html; printf -- '---\n---\nabout\n' > about.md; echo s > style.txt
git add -A; git commit -qm site
json=$("$B" publish --json)
has "documents counted" "$json" '"documents":2'
has "static files counted" "$json" '"static_files":1'
# progress: on stderr with --progress (here not a terminal), a summary line; nothing with -q
echo x >> style.txt; git commit -qam edit
"$B" publish --progress >"$T/o" 2>"$T/e"
has "progress: building" "$(cat "$T/e")" "sitepub: building"
has "progress: summary with counts and seconds" "$(cat "$T/e")" "2 documents, 1 static files, 3 files, "
has "progress: phases" "$(cat "$T/e")" "s, total "
echo y >> style.txt; git commit -qam edit2
"$B" publish -q >"$T/o" 2>"$T/e"
eq "-q: nothing on stdout" "$(cat "$T/o")" ""
eq "-q: nothing on stderr" "$(cat "$T/e")" ""
echo z >> style.txt; git commit -qam edit3
"$B" publish >"$T/o" 2>"$T/e"
eq "not a terminal: no progress by default" "$(cat "$T/e")" ""
[ "$fails" -eq 0 ]
