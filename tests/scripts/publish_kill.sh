#!/bin/sh
# SIGKILL at random points of a publish of a generated 3,000-post site (issue 20): after each kill the branch is
# the old tip or a complete new commit on it (its tree the one an uninterrupted publish makes), `git fsck
# --strict` is clean, and the next publish succeeds; a ref lock a kill left behind (the branch's, or the source
# notes') is named by that next publish (exit 5) as git does, and once removed the publish goes through. 8 kills, each within one publish's duration.
set -eu
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
rnd() { od -An -N2 -tu2 /dev/urandom | tr -d ' '; }
ms() { date +%s%3N; }
export HOME="$T/home" GIT_CONFIG_NOSYSTEM=1; mkdir -p "$HOME"
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org

R="$T/site"; mkdir -p "$R/_posts" "$R/_layouts"; cd "$R"; git init -q
# no background git gc --auto (each publish adds a pack; past gc.autoPackLimit a commit here would start one
# that still writes into .git while the test's cleanup removes it)
git config gc.auto 0
printf 'title: Kill test\n' > _config.yml
printf '<html><head><title>{{ page.title }}</title></head><body>{{ content }}</body></html>\n' > _layouts/default.html
printf -- '---\nlayout: default\n---\n{%% for p in site.posts limit: 20 %%}<a href="{{ p.url }}">{{ p.title }}</a>\n{%% endfor %%}\n' > index.html
/usr/bin/python3 - <<'PY'
for i in range(3000):
    with open("_posts/2020-%02d-%02d-post-%d.md" % (i % 12 + 1, i % 28 + 1, i), "w") as f:
        f.write("---\nlayout: default\ntitle: Post %d\ntags: [t%d]\n---\n# Post %d\n\nText with *emphasis* and "
                "`code` for post %d.\n\n```ruby\nputs %d\n```\n" % (i, i % 7, i, i, i))
PY
git add -A; git commit -qm "3000 posts"
"$B" publish -q
echo "# kill $(date +%s)" > kill.txt; git add -A; git commit -qm "the change being published"
# the tree an uninterrupted publish of this source makes, and how long a publish takes
t0=$(ms)
want=$("$B" publish --dry-run --json | sed -n 's/.*"tree":"\([0-9a-f]*\)".*/\1/p')
dur=$(( $(ms) - t0 ))
[ -n "$want" ] && ok "dry run gives the expected tree ($dur ms per publish)" || bad "no tree from --dry-run"
[ "$dur" -gt 50 ] || dur=50

k=0; bad_state=0; locks=0; moved=0
while [ $k -lt 8 ]; do
  old=$(git rev-parse asf-site)
  "$B" publish -q >/dev/null 2>&1 & p=$!
  d=$(( $(rnd) % dur ))
  sleep "$(printf '%d.%03d' $((d / 1000)) $((d % 1000)))"
  kill -9 "$p" 2>/dev/null || true
  wait "$p" 2>/dev/null || true
  now=$(git rev-parse asf-site)
  if [ "$now" != "$old" ]; then
    moved=$((moved+1))
    if [ "$(git rev-parse "$now^")" != "$old" ] || [ "$(git rev-parse "$now^{tree}")" != "$want" ]; then
      bad_state=$((bad_state+1)); echo "# kill $k: asf-site at $now is neither the old tip nor a complete commit on it"
    fi
    # put the old tip back so the next round has something to publish
    git update-ref refs/heads/asf-site "$old" "$now"
  fi
  git fsck --strict --no-progress >"$T/fsck" 2>&1 || { bad_state=$((bad_state+1)); echo "# kill $k: fsck"; cat "$T/fsck"; }
  if [ -e .git/refs/notes/sitepub.lock ]; then
    # a kill while the source note's ref was being written (the branch has moved by then; put back above)
    locks=$((locks+1)); tip=$(git rev-parse asf-site)
    rc=0; "$B" publish -q 2>"$T/err" || rc=$?
    eq "kill $k left the notes' lock: the next publish names it (exit 5), the branch unmoved" \
      "$rc:$(grep -c 'notes/sitepub.lock' "$T/err"):$(git rev-parse asf-site)" "5:1:$tip"
    rm -f .git/refs/notes/sitepub.lock
  fi
  if [ -e .git/refs/heads/asf-site.lock ]; then
    locks=$((locks+1))
    rc=0; "$B" publish -q 2>"$T/err" || rc=$?
    eq "kill $k left a ref lock: the next publish names it (exit 5)" "$rc:$(grep -c 'asf-site.lock' "$T/err")" "5:1"
    rm -f .git/refs/heads/asf-site.lock
  fi
  k=$((k+1))
done
eq "after each kill: the old tip or a complete new commit, fsck clean" "$bad_state" 0
echo "# 8 kills: $moved after the ref moved, $locks left a ref lock"
"$B" publish -q
eq "the next publish succeeds with the complete tree" "$(git rev-parse asf-site^{tree})" "$want"
git fsck --strict --no-progress >/dev/null 2>&1 && ok "fsck --strict at the end" || bad "fsck at the end"
[ "$fails" -eq 0 ]
