#!/bin/sh
# Concurrency and crash safety of sitepub publish (issue 6): two publishers racing on one repository (both
# finish, no update lost), and a publisher killed with SIGKILL at random points (the repository stays
# consistent: fsck is clean and the branch is the old commit or a new one on top of it).
set -eu
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
rnd() { od -An -N2 -tu2 /dev/urandom | tr -d ' '; }

export HOME="$T/home"; mkdir -p "$HOME"
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org

R="$T/repo"
git init -q "$R"; cd "$R"
# no background git gc --auto (each publish adds a pack; past gc.autoPackLimit a commit here would start one
# that still writes into .git while the test's cleanup removes it)
git config gc.auto 0
# a source big enough that a publish takes a while: 3000 files in 30 folders
i=0; while [ $i -lt 30 ]; do mkdir -p "d$i"; j=0; while [ $j -lt 100 ]; do echo "$i $j" > "d$i/f$j.html"; j=$((j+1)); done; i=$((i+1)); done
git add -A; git commit -qm base
ROUNDS=8
# one unique source commit per publisher and round, on branches a<N> and b<N>
n=0; while [ $n -lt $ROUNDS ]; do
  for who in a b; do
    git checkout -q -b "$who$n" main
    echo "$who $n" > unique.html; git add -A; git commit -qm "$who$n"
  done
  n=$((n+1))
done
git checkout -q main

# 1. racing publishers: every round both exit 0 and both commits are on the branch (--allow-older: a<N> and b<N>
# are diverged sources, which the stale-build check refuses otherwise; publish_stale.sh tests that)
"$B" publish --no-build -q
n=0; lost=0; errs=0
while [ $n -lt $ROUNDS ]; do
  before=$(git rev-list --count asf-site)
  "$B" publish --no-build -q --allow-older --source "a$n" --message "A $n" >"$T/a.log" 2>&1 & pa=$!
  "$B" publish --no-build -q --allow-older --source "b$n" --message "B $n" >"$T/b.log" 2>&1 & pb=$!
  wait $pa || { errs=$((errs+1)); cat "$T/a.log"; }
  wait $pb || { errs=$((errs+1)); cat "$T/b.log"; }
  after=$(git rev-list --count asf-site)
  [ $((after - before)) -eq 2 ] || lost=$((lost+1))
  git log --format=%s -2 asf-site | grep -qx "A $n" || lost=$((lost+1))
  git log --format=%s -2 asf-site | grep -qx "B $n" || lost=$((lost+1))
  n=$((n+1))
done
eq "racing publishers: all exit 0" "$errs" 0
eq "racing publishers: no update lost" "$lost" 0
eq "racing publishers: history is linear" "$(git rev-list --min-parents=2 --count asf-site)" 0
git fsck --strict --no-progress >/dev/null 2>&1 && ok "fsck --strict after the races" || bad "fsck after the races"

# 2. SIGKILL at random points: the branch is the old tip or a commit on it, and fsck stays clean
k=0; inconsistent=0; stale_locks=0
while [ $k -lt 12 ]; do
  old=$(git rev-parse asf-site)
  git checkout -q -B kill main
  echo "kill $k $(rnd)" > unique.html; git add -A; git commit -qm "kill $k"
  git checkout -q main
  "$B" publish --no-build -q --allow-older --source kill >/dev/null 2>&1 & p=$!
  ms=$(( $(rnd) % 80 ))
  sleep "$(printf '0.%03d' "$ms")"
  kill -9 $p 2>/dev/null || true
  wait $p 2>/dev/null || true
  now=$(git rev-parse asf-site)
  if [ "$now" != "$old" ] && [ "$(git rev-parse "$now^")" != "$old" ]; then inconsistent=$((inconsistent+1)); fi
  git fsck --strict --no-progress >/dev/null 2>&1 || inconsistent=$((inconsistent+1))
  if [ -e .git/refs/heads/asf-site.lock ]; then stale_locks=$((stale_locks+1)); rm -f .git/refs/heads/asf-site.lock; fi
  rm -f .git/refs/notes/sitepub.lock
  k=$((k+1))
done
eq "killed publishers: the branch is old or new, fsck clean" "$inconsistent" 0
echo "# stale ref locks left by a kill (as git leaves them): $stale_locks"
# and a publish afterwards completes
"$B" publish --no-build -q --allow-older --source kill
eq "publish after the kills" "$(git rev-parse asf-site^{tree})" "$(git rev-parse kill^{tree})"

echo "failures: $fails"
[ "$fails" -eq 0 ]
