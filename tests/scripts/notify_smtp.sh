#!/bin/sh
# sitepub's SMTP sending against a real server on 127.0.0.1 (Debian's python3-aiosmtpd, tests/data/
# smtp_test_server.py): plain, STARTTLS and implicit TLS with a certificate made here, with and without AUTH
# (password from the environment and from a netrc file). The bytes the server receives must equal the bytes
# composed (every line end CRLF, lines starting with "." intact after libcurl's dot-stuffing). Server down, a
# refused recipient, a timeout, a missing STARTTLS, an untrusted certificate and a wrong password must each fail
# with exit code 7 and a clear message.
set -u
BUILD=${BUILD:-build}
BIN=${SITEPUB_BIN:-$(pwd)/$BUILD/sitepub}
SEND="$(pwd)/$BUILD/tools/sp_notify_send"
SERVER="$(pwd)/tests/data/smtp_test_server.py"
PY=/usr/bin/python3
if ! $PY -c 'import aiosmtpd' 2>/dev/null; then echo "skip: /usr/bin/python3 without aiosmtpd (apt-get install python3-aiosmtpd)"; exit 0; fi
command -v openssl >/dev/null || { echo "skip: openssl not installed"; exit 0; }
tmp=$(mktemp -d)
pids=""
cleanup() { for p in $pids; do kill "$p" 2>/dev/null; wait "$p" 2>/dev/null; done; rm -rf "$tmp"; }
trap cleanup EXIT
fail=0
ok() { echo "ok   $1"; }
bad() { echo "FAIL $1"; fail=1; }

export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null TZ=UTC
export GIT_AUTHOR_NAME='Zoë Example' GIT_AUTHOR_EMAIL=zoe@example.org GIT_COMMITTER_NAME=Builder \
       GIT_COMMITTER_EMAIL=builder@example.org GIT_AUTHOR_DATE='2022-01-02T03:04:05+0000' \
       GIT_COMMITTER_DATE='2022-01-02T03:04:05+0000'
repo="$tmp/site"
git init -q -b asf-site "$repo"
printf '.hidden line\n.\n..two dots\nplain\n' > "$repo/a.txt"
git -C "$repo" add -A && git -C "$repo" commit -q -m 'first'
old=$(git -C "$repo" rev-parse HEAD)
printf '.hidden line\n.\n..two dots\nplain changed\n.\n' > "$repo/a.txt"
git -C "$repo" commit -qam 'Second commit, with a café'
new=$(git -C "$repo" rev-parse HEAD)
git -C "$repo" config multimailhook.mailingList 'List <list@example.org>, other@example.org'
git -C "$repo" config multimailhook.from 'Site Bot <bot@example.org>'
git -C "$repo" config multimailhook.envelopeSender bounces@example.org
# a footer template with lines that start with dots, to see the dot-stuffing round trip
mkdir -p "$tmp/tpl"
printf '\n-- \n.\n..\n.end of footer\n%%(administrator)s.\n' > "$tmp/tpl/footer.txt"
git -C "$repo" config sitepub.notify.templates "$tmp/tpl"

openssl req -x509 -newkey rsa:2048 -nodes -subj /CN=localhost -addext 'subjectAltName=IP:127.0.0.1,DNS:localhost' \
    -days 2 -keyout "$tmp/key.pem" -out "$tmp/cert.pem" 2>/dev/null || { echo "FAIL openssl"; exit 1; }

# start_server NAME ARGS... -> sets $port, records the pid
start_server() {
    name=$1; shift
    mkdir -p "$tmp/$name"
    $PY "$SERVER" --port-file "$tmp/$name/port" --out "$tmp/$name" "$@" >"$tmp/$name/log" 2>&1 &
    pids="$pids $!"
    i=0
    while [ ! -s "$tmp/$name/port" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
    port=$(cat "$tmp/$name/port" 2>/dev/null || echo 1)
}

# same_bytes NAME: composed.N == received.N for every N, and the envelope
same_bytes() {
    n=0; good=1
    for c in "$tmp/$1"/composed.*; do
        n=$((n + 1))
        r="$tmp/$1/received.${c##*.}"
        if ! cmp -s "$c" "$r"; then good=0; echo "  differs: $c $r"; cmp "$c" "$r" | head -3; fi
    done
    [ $n -ge 1 ] || good=0
    if ! grep -q '^MAIL FROM:bounces@example.org$' "$tmp/$1/envelope.1" 2>/dev/null ||
       ! grep -q '^RCPT TO:list@example.org$' "$tmp/$1/envelope.1" ||
       ! grep -q '^RCPT TO:other@example.org$' "$tmp/$1/envelope.1"; then good=0; echo "  envelope:"; cat "$tmp/$1/envelope.1"; fi
    # CRLF everywhere, and the dot lines arrived as composed
    if ! grep -q "$(printf '^\\.end of footer\r$')" "$tmp/$1/received.1" 2>/dev/null; then good=0; echo "  dot line missing"; fi
    [ $good = 1 ]
}

run_send() { # NAME URL [options] -> exit code in $rc, stderr in $tmp/NAME/err
    name=$1; shift
    mkdir -p "$tmp/$name"
    "$SEND" "$repo" "$old" "$new" refs/heads/asf-site "$tmp/$name" "$@" 2>"$tmp/$name/err"
    rc=$?
}

unset SITEPUB_SMTP_PASSWORD

start_server plain --mode plain
run_send plain "smtp://127.0.0.1:$port" plain
[ $rc = 0 ] && same_bytes plain && ok "plain SMTP: bytes received = bytes composed" || { bad "plain SMTP (rc=$rc)"; cat "$tmp/plain/err"; }

# smtp:// demands STARTTLS unless told otherwise: a server without it is refused
run_send nostarttls "smtp://127.0.0.1:$port"
[ $rc = 7 ] && grep -q 'STARTTLS' "$tmp/nostarttls/err" && ok "smtp:// without STARTTLS on offer: exit 7" || { bad "no-STARTTLS check (rc=$rc)"; cat "$tmp/nostarttls/err"; }

start_server starttls --mode starttls --cert "$tmp/cert.pem" --key "$tmp/key.pem"
run_send starttls "smtp://127.0.0.1:$port" "cacert=$tmp/cert.pem"
[ $rc = 0 ] && same_bytes starttls && ok "STARTTLS: bytes received = bytes composed" || { bad "STARTTLS (rc=$rc)"; cat "$tmp/starttls/err"; }
run_send untrusted "smtp://127.0.0.1:$port"
[ $rc = 7 ] && grep -qi 'certificate' "$tmp/untrusted/err" && ok "STARTTLS, certificate not trusted: exit 7" || { bad "untrusted certificate (rc=$rc)"; cat "$tmp/untrusted/err"; }

start_server tls --mode tls --cert "$tmp/cert.pem" --key "$tmp/key.pem"
run_send tls "smtps://127.0.0.1:$port" "cacert=$tmp/cert.pem"
[ $rc = 0 ] && same_bytes tls && ok "implicit TLS: bytes received = bytes composed" || { bad "implicit TLS (rc=$rc)"; cat "$tmp/tls/err"; }

start_server auth --mode starttls --cert "$tmp/cert.pem" --key "$tmp/key.pem" --auth 'alice:s3cret pass'
SITEPUB_SMTP_PASSWORD='s3cret pass' run_send auth "smtp://127.0.0.1:$port" "cacert=$tmp/cert.pem" user=alice
[ $rc = 0 ] && same_bytes auth && ok "STARTTLS + AUTH (password from the environment)" || { bad "AUTH env (rc=$rc)"; cat "$tmp/auth/err"; }
printf 'machine 127.0.0.1\nlogin alice\npassword "s3cret pass"\n' > "$tmp/netrc"; chmod 600 "$tmp/netrc"
start_server authnetrc --mode starttls --cert "$tmp/cert.pem" --key "$tmp/key.pem" --auth 'alice:s3cret pass'
run_send authnetrc "smtp://127.0.0.1:$port" "cacert=$tmp/cert.pem" "netrc=$tmp/netrc"
[ $rc = 0 ] && same_bytes authnetrc && ok "STARTTLS + AUTH (netrc)" || { bad "AUTH netrc (rc=$rc)"; cat "$tmp/authnetrc/err"; }
SITEPUB_SMTP_PASSWORD=wrong run_send authbad "smtp://127.0.0.1:$port" "cacert=$tmp/cert.pem" user=alice
[ $rc = 7 ] && grep -q '535' "$tmp/authbad/err" && ! grep -q wrong "$tmp/authbad/err" && ok "wrong password: exit 7, server reply quoted, password not shown" || { bad "wrong password (rc=$rc)"; cat "$tmp/authbad/err"; }
run_send authnone "smtp://127.0.0.1:$port" "cacert=$tmp/cert.pem"
[ $rc = 7 ] && ok "AUTH required but none given: exit 7" || { bad "no AUTH (rc=$rc)"; cat "$tmp/authnone/err"; }

start_server authplain --mode plain --auth 'bob:pw'
SITEPUB_SMTP_PASSWORD=pw run_send authplain "smtp://127.0.0.1:$port" plain user=bob
[ $rc = 0 ] && same_bytes authplain && ok "plain + AUTH" || { bad "plain AUTH (rc=$rc)"; cat "$tmp/authplain/err"; }

# the command line: server down, refused recipient, timeout (exit code 7, clear message)
down=$($PY -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
( cd "$repo" && "$BIN" notify --smtp "smtp://127.0.0.1:$down" --smtp-plain "$old" "$new" refs/heads/asf-site ) 2>"$tmp/down.err"
rc=$?
[ $rc = 7 ] && grep -q 'cannot connect' "$tmp/down.err" && ok "server down: exit 7 ($(head -c 120 "$tmp/down.err"))" || { bad "server down (rc=$rc)"; cat "$tmp/down.err"; }

start_server refuse --mode plain --refuse nobody@example.org
( cd "$repo" && "$BIN" notify --smtp "smtp://127.0.0.1:$port" --smtp-plain --to ok@example.org --to nobody@example.org "$old" "$new" refs/heads/asf-site ) 2>"$tmp/refuse.err"
rc=$?
[ $rc = 7 ] && grep -q '550' "$tmp/refuse.err" && ok "refused recipient: exit 7, server reply quoted" || { bad "refused recipient (rc=$rc)"; cat "$tmp/refuse.err"; }

start_server hang --mode hang
t0=$(date +%s)
( cd "$repo" && "$BIN" notify --smtp "smtp://127.0.0.1:$port" --smtp-plain --smtp-timeout 2 "$old" "$new" refs/heads/asf-site ) 2>"$tmp/hang.err"
rc=$?
t1=$(date +%s)
[ $rc = 7 ] && grep -qi 'timed out' "$tmp/hang.err" && [ $((t1 - t0)) -lt 30 ] && ok "silent server: exit 7 after the timeout" || { bad "timeout (rc=$rc)"; cat "$tmp/hang.err"; }

# sitepub publish --notify: the notice goes out after the publish commit (plain local relay)
start_server publish --mode plain
pub="$tmp/pub"
git init -q -b main "$pub"
echo '<p>hello</p>' > "$pub/index.html"
git -C "$pub" add -A && git -C "$pub" commit -qm 'site source'
git -C "$pub" config multimailhook.mailingList commits@example.org
git -C "$pub" config multimailhook.envelopeSender bounces@example.org
git -C "$pub" config multimailhook.smtpEncryption none
git -C "$pub" config sitepub.notify.smtpURL "smtp://127.0.0.1:$port"
( cd "$pub" && USER=builder "$BIN" publish --no-build --notify ) >"$tmp/pub.out" 2>&1; rc=$?
if [ $rc = 0 ] && grep -q '^Subject: \[pub\] branch asf-site created (now [0-9a-f]*)' "$tmp/publish/received.1" 2>/dev/null &&
   grep -q '^X-Git-NotificationType: diff' "$tmp/publish/received.2" 2>/dev/null; then
    ok "publish --notify, new branch: summary + commit email sent"
else bad "publish --notify (rc=$rc)"; cat "$tmp/pub.out"; fi
echo '<p>hello again</p>' > "$pub/index.html"
git -C "$pub" commit -qam 'second source'
( cd "$pub" && USER=builder "$BIN" publish --no-build --notify ) >"$tmp/pub2.out" 2>&1; rc=$?
if [ $rc = 0 ] && grep -q '^X-Git-NotificationType: ref_changed_plus_diff' "$tmp/publish/received.3" 2>/dev/null &&
   grep -q '^Subject: \[pub\] branch asf-site updated: Build at ' "$tmp/publish/received.3"; then
    ok "publish --notify, one new commit: the combined email"
else bad "publish --notify second (rc=$rc)"; cat "$tmp/pub2.out"; fi
git -C "$pub" config sitepub.notify.smtpURL "smtp://127.0.0.1:$down"
echo '<p>third</p>' > "$pub/index.html"
git -C "$pub" commit -qam 'third source'
( cd "$pub" && "$BIN" publish --no-build --notify ) >"$tmp/pub3.out" 2>&1; rc=$?
if [ $rc = 7 ] && grep -q 'stands on asf-site, but the commit notice was not sent' "$tmp/pub3.out" && git -C "$pub" show asf-site:index.html | grep -q third; then
    ok "publish --notify with the server down: published, exit 7"
else bad "publish --notify, server down (rc=$rc)"; cat "$tmp/pub3.out"; fi

# passwords are never taken from the command line
( cd "$repo" && "$BIN" notify --smtp-password secret "$old" "$new" ) 2>"$tmp/pw.err"
rc=$?
[ $rc = 2 ] && ok "--smtp-password refused (exit 2)" || bad "--smtp-password accepted (rc=$rc)"
[ $fail = 0 ] && echo "all SMTP checks passed"
exit $fail
