#!/bin/sh
# The commit notice composed in the clone that pushed (what `sitepub publish --push --notify` does) equals the one
# composed in the receiving repository, where git-multimail runs as a post-receive hook: the clone's
# refs/remotes/origin/asf-site, which the push has moved to the new commit, does not make that commit "already
# there" (git-multimail: "add" instead of "new", and no combined email for a one-commit fast-forward).
set -eu
export ASAN_OPTIONS="fast_unwind_on_malloc=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$(cd "$(dirname "$0")/.." && pwd)/lsan-thirdparty.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"

export HOME="$T/home" GIT_CONFIG_NOSYSTEM=1; mkdir -p "$HOME"
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org
git config --global multimailhook.mailingList commits@example.org
git config --global multimailhook.repoName site
git config --global multimailhook.from "Publisher <pub@example.org>"
export SOURCE_DATE_EPOCH=1700000000 SITEPUB_NOTIFY_SEED=7 USER=publisher
export GIT_AUTHOR_DATE="2023-11-14T22:13:20Z" GIT_COMMITTER_DATE="2023-11-14T22:13:20Z"

git init -q --bare "$T/site.git"
git init -q "$T/clone"; cd "$T/clone"
git remote add origin "$T/site.git"
echo one > index.html; git add -A; git commit -qm "first"
"$B" publish --no-build --push -q
old=$(git rev-parse asf-site)
echo two > index.html; git add -A; git commit -qm "second"
"$B" publish --no-build --push -q
new=$(git rev-parse asf-site)
eq "the remote-tracking ref moved with the push" "$(git rev-parse refs/remotes/origin/asf-site)" "$new"

"$B" notify --stdout "$old" "$new" refs/heads/asf-site > "$T/clone.eml"
"$B" notify --stdout -C "$T/site.git" "$old" "$new" refs/heads/asf-site > "$T/server.eml"
# the Message-ID holds the process id (as git-multimail's: time.pid.random@host)
sed -i 's/^\(Message-ID: <[0-9]*\.\)[0-9]*\./\1PID./' "$T/clone.eml" "$T/server.eml"
if cmp -s "$T/clone.eml" "$T/server.eml"; then ok "clone and receiving repository give the same notice"
else bad "clone and receiving repository differ"; diff "$T/server.eml" "$T/clone.eml" | head -20; fi
# one new commit on a fast-forward: git-multimail's combined email
has "combined email" "$(cat "$T/clone.eml")" "X-Git-NotificationType: ref_changed_plus_diff"
has "the commit is in the email" "$(cat "$T/clone.eml")" "Build at "
case "$(cat "$T/clone.eml")" in *"No new revisions were added"*) bad "the commit was counted as already there";; *) ok "the commit is new";; esac

# sitepub publish --push --notify: without an SMTP server, the notice's settings are checked before the commit
# (issue 20): exit 2 with what to set, nothing committed or pushed ...
echo three > index.html; git add -A; git commit -qm "third"
before=$(git rev-parse asf-site)
rc=0; "$B" publish --no-build --push --notify -q 2>"$T/err" || rc=$?
eq "notify without SMTP exits 2" "$rc" 2
eq "notify without SMTP: what to do" "$(cat "$T/err")" "sitepub publish: error: nothing committed: the commit notice could not be sent (--notify / sitepub.notify): no SMTP server for the notice: set git config sitepub.notify.smtpURL (or multimailhook.smtpServer, or smtpURL in the notify: block of _config.yml), or multimailhook.stdout to print the emails"
eq "nothing committed" "$(git rev-parse asf-site)" "$before"
eq "nothing pushed" "$(git -C "$T/site.git" rev-parse asf-site)" "$before"
# ... and with multimailhook.stdout it prints the notice the receiving repository would send
git config multimailhook.stdout true
old=$(git rev-parse asf-site)
echo four > index.html; git add -A; git commit -qm "fourth"
"$B" publish --no-build --push --notify -q > "$T/publish.eml"
new=$(git rev-parse asf-site)
"$B" notify --stdout -C "$T/site.git" "$old" "$new" refs/heads/asf-site > "$T/server.eml"
sed -i 's/^\(Message-ID: <[0-9]*\.\)[0-9]*\./\1PID./' "$T/publish.eml" "$T/server.eml"
if cmp -s "$T/publish.eml" "$T/server.eml"; then ok "publish --notify with multimailhook.stdout prints the receiving side's notice"
else bad "publish --notify printed another notice"; diff "$T/server.eml" "$T/publish.eml" | head -20; fi
git config --unset multimailhook.stdout

# a branch another ref already holds is still "add", as git-multimail says
git branch copy-of-old "$old"
git push -q origin copy-of-old
git -C "$T/site.git" update-ref refs/heads/another "$old"
"$B" notify --stdout -C "$T/site.git" 0000000000000000000000000000000000000000 "$old" refs/heads/another > "$T/add.eml"
has "a commit on another branch is 'add'" "$(cat "$T/add.eml")" "No new revisions were added by this update."

[ "$fails" -eq 0 ]
