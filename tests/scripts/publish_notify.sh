#!/bin/sh
# sitepub publish --notify (issue 6 with issue 7's notice): after a new commit the notice for the branch update
# goes out over SMTP (a local aiosmtpd server, tests/data/smtp_test_server.py) and is the one
# `sitepub notify --stdout OLD NEW refs/heads/asf-site` composes; an up-to-date publish sends nothing; an
# unreachable server exits 7 with the commit standing.
set -eu
B=${SITEPUB_BIN:?}
HERE=$(cd "$(dirname "$0")/../.." && pwd)
PY=/usr/bin/python3
if ! $PY -c 'import aiosmtpd' 2>/dev/null; then echo "skip: /usr/bin/python3 without aiosmtpd"; exit 0; fi
T=$(mktemp -d)
pids=""
cleanup() { for p in $pids; do kill "$p" 2>/dev/null || true; done; rm -rf "$T"; }
trap cleanup EXIT
. "$(dirname "$0")/../lib/check.sh"

export HOME="$T/home" GIT_CONFIG_NOSYSTEM=1 TZ=UTC USER=publisher; mkdir -p "$HOME"
export GIT_AUTHOR_NAME="Site Builder" GIT_AUTHOR_EMAIL=builder@example.org
export GIT_COMMITTER_NAME="Site Builder" GIT_COMMITTER_EMAIL=builder@example.org
export SOURCE_DATE_EPOCH=1605266530 SITEPUB_NOTIFY_SEED=7
R="$T/repo"; git init -q -b main "$R"; cd "$R"
echo one > index.html; git add -A; git commit -qm "first"
git config multimailhook.mailingList 'Commits <commits@example.org>'
git config multimailhook.from 'Site Bot <bot@example.org>'

mkdir -p "$T/smtp"
$PY "$HERE/tests/data/smtp_test_server.py" --mode plain --port-file "$T/smtp/port" --out "$T/smtp" >"$T/smtp/log" 2>&1 &
pids="$pids $!"
i=0; while [ ! -s "$T/smtp/port" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done
git config multimailhook.smtpServer "127.0.0.1:$(cat "$T/smtp/port")"
git config multimailhook.smtpEncryption none

# compare_notice STDOUT_FILE FIRST_RECEIVED_INDEX: the emails of `sitepub notify --stdout` (each between lines
# of 75 '=') against received.N, N = FIRST.., CR removed; the process id inside Message-IDs is masked
compare_notice() {
  $PY - "$1" "$T/smtp" "$2" <<'PYEOF'
import re, sys
text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
sep = "=" * 75
emails = [e.strip("\n") for e in text.split(sep + "\n" + sep) ]
emails = [e.replace(sep, "").strip("\n") for e in emails if e.replace(sep, "").strip()]
mask = lambda t: re.sub(r"<(\d+)\.\d+\.(\d+@)", r"<\1.PID.\2", t)
bad = 0
for i, e in enumerate(emails):
    try:
        got = open("%s/received.%d" % (sys.argv[2], int(sys.argv[3]) + i), "rb").read().decode("utf-8", "replace").replace("\r", "")
    except OSError:
        print("missing received.%d" % (int(sys.argv[3]) + i)); bad = 1; continue
    if mask(got).strip("\n") != mask(e).strip("\n"):
        print("email %d differs" % (i + 1)); bad = 1
print("emails:", len(emails))
sys.exit(bad)
PYEOF
}
count() { ls "$T/smtp" | grep -c '^received\.' || true; }

# 1. first publish with --notify: one notice, the one `sitepub notify` composes for the same update
"$B" publish --no-build --notify -q
new=$(git rev-parse asf-site)
"$B" notify --stdout 0000000000000000000000000000000000000000 "$new" refs/heads/asf-site > "$T/stdout"
n1=$(count)
[ "$n1" -ge 1 ] && ok "notice sent ($n1 emails)" || bad "no email"
if compare_notice "$T/stdout" 1; then ok "the notice is sitepub notify's for the same update"; else bad "notice differs"; fi
tr -d '\r' < "$T/smtp/received.1" > "$T/got"
grep -q '^Subject: .*asf-site' "$T/got" && ok "subject names the branch" || bad "subject: $(grep '^Subject' "$T/got")"

# 2. up to date: nothing committed, nothing sent
"$B" publish --no-build --notify -q
eq "up to date: no email" "$(count)" "$n1"

# 3. publish: notify: true in _config.yml, an update on the old tip
printf 'publish:\n  notify: true\n' > _config.yml; git add -A; git commit -qm "notify from config"
old=$new
"$B" publish --no-build -q
new=$(git rev-parse asf-site)
[ "$(count)" -gt "$n1" ] && ok "notify from _config.yml: sent" || bad "notify from _config.yml: nothing sent"
"$B" notify --stdout "$old" "$new" refs/heads/asf-site > "$T/stdout"
if compare_notice "$T/stdout" $((n1 + 1)); then ok "update notice is sitepub notify's for OLD..NEW"; else bad "update notice differs"; fi
grep -q '^X-Git-Oldrev: '"$old" "$T/smtp/received.$((n1 + 1))" && ok "old revision is the previous tip" || bad "X-Git-Oldrev"

# 3b. a notify: block in _config.yml is a layer over git config (here: the subject prefix)
printf 'publish:\n  notify: true\nnotify:\n  emailPrefix: "[from-config]"\n' > _config.yml
echo three > index.html; git add -A; git commit -qm "prefix from config"
n2=$(count)
"$B" publish --no-build -q
[ "$(count)" -gt "$n2" ] && grep -q '^Subject: \[from-config\] ' "$T/smtp/received.$((n2 + 1))" \
  && ok "notify: block from _config.yml sets the subject prefix" || bad "notify: block ignored"

# 4. the server is gone: exit 7, the commit stands
git config multimailhook.smtpServer 127.0.0.1:1
echo two > index.html; git commit -qam "second"
"$B" publish --no-build -q 2>"$T/err" && rc=0 || rc=$?
eq "unreachable SMTP server: exit 7" "$rc" 7
eq "the commit stands" "$(git cat-file -p asf-site:index.html)" two
grep -q "stands on asf-site" "$T/err" && ok "says the commit stands" || bad "message: $(cat "$T/err")"
# issue 20: how to send it again, then --resend on the up-to-date branch sends the tip's notice
prev=$(git rev-parse asf-site^); tip=$(git rev-parse asf-site)
has "says how to send it again" "$(cat "$T/err")" "send the notice with \`sitepub notify $prev $tip refs/heads/asf-site\`"
has "names --resend" "$(cat "$T/err")" "sitepub publish --notify --resend"
git config multimailhook.smtpServer "127.0.0.1:$(cat "$T/smtp/port")"
n3=$(count)
"$B" publish --no-build -q
eq "up to date without --resend: nothing sent" "$(count)" "$n3"
"$B" publish --no-build -q --resend
[ "$(count)" -gt "$n3" ] && ok "--resend: the notice goes out" || bad "--resend sent nothing"
grep -q '^X-Git-Oldrev: '"$prev" "$T/smtp/received.$((n3 + 1))" && grep -q '^X-Git-Newrev: '"$tip" "$T/smtp/received.$((n3 + 1))" \
  && ok "--resend: the notice of the tip's own commit" || bad "--resend: wrong revisions"

# issue 20: the notice's settings are checked before anything is committed
echo four > index.html; git commit -qam "fourth"
before=$(git rev-parse asf-site)
git config --unset multimailhook.mailingList
"$B" publish --no-build -q 2>"$T/err" && rc=0 || rc=$?
eq "no recipients: exit 2" "$rc" 2
has "no recipients: says so" "$(cat "$T/err")" "nothing committed: the commit notice could not be sent"
eq "no recipients: nothing committed" "$(git rev-parse asf-site)" "$before"
git config multimailhook.mailingList 'Commits <commits@example.org>'
git config multimailhook.smtpUser bot
"$B" publish --no-build -q 2>"$T/err" && rc=0 || rc=$?
eq "SMTP user without a password: exit 2" "$rc" 2
has "SMTP user without a password: names the variable" "$(cat "$T/err")" "SITEPUB_SMTP_PASSWORD"
eq "SMTP user without a password: nothing committed" "$(git rev-parse asf-site)" "$before"
git config --unset multimailhook.smtpUser
git config sitepub.notify.smtpURL "bogus://x"
"$B" publish --no-build -q 2>"$T/err" && rc=0 || rc=$?
eq "bad SMTP URL: exit 2, nothing committed" "$rc:$(git rev-parse asf-site)" "2:$before"
git config --unset sitepub.notify.smtpURL
"$B" publish --no-build -q --no-notify
[ "$(git rev-parse asf-site)" != "$before" ] && ok "--no-notify: committed without checking the notice" || bad "--no-notify did not commit"

echo "failures: $fails"
[ "$fails" -eq 0 ]
