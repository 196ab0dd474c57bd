#!/bin/sh
# The commit notice to a relay on the loopback address with git-multimail's settings unchanged (issue 19):
# multimailhook.smtpServer = 127.0.0.1:PORT or localhost:PORT and no smtpEncryption send plain SMTP, as
# git-multimail does (a real server: tests/data/smtp_test_server.py); every other host needs TLS, and a server
# without STARTTLS is refused with a message saying so (exit 7).
set -eu
B=${SITEPUB_BIN:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SERVER="$ROOT/tests/data/smtp_test_server.py"
PY=/usr/bin/python3
if ! $PY -c 'import aiosmtpd' 2>/dev/null; then echo "# skipped: /usr/bin/python3 without aiosmtpd"; exit 0; fi
T=$(mktemp -d)
pids=""
cleanup() { for p in $pids; do kill "$p" 2>/dev/null || true; done; rm -rf "$T"; }
trap cleanup EXIT
. "$(dirname "$0")/../lib/check.sh"
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null USER=builder
export GIT_AUTHOR_NAME=Author GIT_AUTHOR_EMAIL=author@example.org GIT_COMMITTER_NAME=Builder GIT_COMMITTER_EMAIL=builder@example.org

R="$T/site"; git init -q -b main "$R"; cd "$R"
echo one > index.html; git add -A; git commit -qm one
git config multimailhook.mailingList list@example.org
git config multimailhook.envelopeSender bounces@example.org
git config multimailhook.from "Publisher <publisher@example.org>"
mkdir -p "$T/mail"
$PY "$SERVER" --mode plain --port-file "$T/mail/port" --out "$T/mail" >"$T/mail/log" 2>&1 &
pids="$pids $!"
i=0; while [ ! -s "$T/mail/port" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done
port=$(cat "$T/mail/port")
zero=0000000000000000000000000000000000000000

git config multimailhook.smtpServer "127.0.0.1:$port"
"$B" publish --no-build --notify -q && rc=0 || rc=$?
eq "smtpServer 127.0.0.1:PORT, no smtpEncryption: sent" "$rc" 0
has "the server got the notice" "$(cat "$T/mail"/received.* 2>/dev/null)" "branch asf-site created"
n=$(ls "$T/mail" | grep -c '^received\.')
git config multimailhook.smtpServer "localhost:$port"
if "$B" notify "$zero" "$(git rev-parse asf-site)" refs/heads/asf-site 2>"$T/err"; then
  ok "smtpServer localhost:PORT: sent"
  [ "$(ls "$T/mail" | grep -c '^received\.')" -gt "$n" ] && ok "received over localhost" || bad "nothing received over localhost"
else
  # localhost may resolve to ::1 first where the server does not listen; the rule itself is in test_notify_settings
  case $(cat "$T/err") in *STARTTLS*|*TLS*) bad "localhost was asked for TLS: $(cat "$T/err")";; *) ok "localhost: not refused for TLS ($(cat "$T/err"))";; esac
fi
# an explicit smtpEncryption = tls still demands TLS, and says why
git config multimailhook.smtpServer "127.0.0.1:$port"
git config multimailhook.smtpEncryption tls
set +e; "$B" notify "$zero" "$(git rev-parse asf-site)" refs/heads/asf-site 2>"$T/err"; rc=$?; set -e
eq "smtpEncryption tls against a plain server: exit 7" "$rc" 7
has "says TLS is required and where plain is allowed" "$(cat "$T/err")" "TLS is required for this server (plain SMTP only to a relay on the loopback address"
[ "$fails" -eq 0 ]
