#!/bin/sh
# Push honours git's own configuration (issue 19), checked against local bare repositories and the project's
# HTTP test server (tests/tools/git_http_server.py, plain and TLS) with the git command line: remote.NAME.pushurl,
# url.BASE.insteadOf / pushInsteadOf, http.extraHeader and http.URL.extraHeader (how actions/checkout hands a job
# its token), http.sslCAInfo, and credentials from credential.helper run as git runs them (get, then store or
# erase), after the token and ssh options.
set -eu
export ASAN_OPTIONS="fast_unwind_on_malloc=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$(cd "$(dirname "$0")/.." && pwd)/lsan-thirdparty.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
B=${SITEPUB_BIN:?}
HERE=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d)
pids=""
cleanup() { for p in $pids; do kill "$p" 2>/dev/null || true; done; rm -rf "$T"; }
trap cleanup EXIT
. "$(dirname "$0")/../lib/check.sh"

export HOME="$T/home"; mkdir -p "$HOME"
unset SSH_AUTH_SOCK SITEPUB_TOKEN GIT_SSL_CAINFO 2>/dev/null || true
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org
tip() { git -C "$1" rev-parse -q --verify "refs/heads/${2:-asf-site}" || echo none; }

R="$T/repo"; git init -q "$R"; cd "$R"
echo one > index.html; git add -A; git commit -qm first

# 1. remote.NAME.pushurl: pushed there, not to the fetch URL
git init -q --bare "$T/fetch.git"; git init -q --bare "$T/push.git"
git remote add origin "$T/fetch.git"
git config remote.origin.pushurl "$T/push.git"
"$B" publish --no-build -q --push
eq "pushurl: pushed to the push URL" "$(tip "$T/push.git")" "$(git rev-parse asf-site)"
eq "pushurl: the fetch URL untouched" "$(tip "$T/fetch.git")" none

# 2. url.BASE.insteadOf, for a named remote and for a URL given to --push
mkdir -p "$T/real"; git init -q --bare "$T/real/site.git"
git config url."$T/real/".insteadOf "short:"
git remote add short "short:site.git"
echo two > index.html; git commit -qam two
"$B" publish --no-build -q --push short
eq "insteadOf (named remote)" "$(tip "$T/real/site.git")" "$(git rev-parse asf-site)"
git init -q --bare "$T/real/other.git"
"$B" publish --no-build -q --push short:other.git
eq "insteadOf (--push URL)" "$(tip "$T/real/other.git")" "$(git rev-parse asf-site)"

# 3. url.BASE.pushInsteadOf: pushes go to BASE, fetches keep the URL
mkdir -p "$T/pushed"; git init -q --bare "$T/pushed/site.git"
git config url."$T/pushed/".pushInsteadOf "short:"
echo three > index.html; git commit -qam three
"$B" publish --no-build -q --push short
eq "pushInsteadOf: pushed to the push base" "$(tip "$T/pushed/site.git")" "$(git rev-parse asf-site)"
[ "$(tip "$T/real/site.git")" != "$(git rev-parse asf-site)" ] && ok "pushInsteadOf: not to the insteadOf URL" || bad "pushInsteadOf ignored"
git config --unset url."$T/pushed/".pushInsteadOf

# 4. http.extraHeader / http.URL.extraHeader (the token as actions/checkout sets it)
mkdir -p "$T/http"; git init -q --bare "$T/http/h.git"; git -C "$T/http/h.git" config http.receivepack true
/usr/bin/python3 "$HERE/tests/tools/git_http_server.py" "$T/http" "$T/http.port" "$T/http.log" s3cret &
pids="$pids $!"
i=0; while [ ! -f "$T/http.port" ]; do i=$((i+1)); [ $i -lt 100 ] || break; sleep 0.1; done
port=$(cat "$T/http.port"); url="http://127.0.0.1:$port/h.git"
basic=$(printf 'x-access-token:s3cret' | base64)
git config "http.http://other.example/.extraHeader" "AUTHORIZATION: basic $basic"
set +e; "$B" publish --no-build -q --push "$url" 2>"$T/err"; rc=$?; set -e
eq "a header for another URL is not sent: exit 6" "$rc" 6
git config "http.http://127.0.0.1:$port/.extraHeader" "AUTHORIZATION: basic $basic"
"$B" publish --no-build -q --push "$url"
eq "http.URL.extraHeader: pushed" "$(tip "$T/http/h.git")" "$(git rev-parse asf-site)"
has "the header authenticated" "$(cat "$T/http.log")" "auth=good"
git config --unset "http.http://127.0.0.1:$port/.extraHeader"
git config --unset "http.http://other.example/.extraHeader"
git config http.extraHeader "AUTHORIZATION: basic $basic"
echo four > index.html; git commit -qam four
"$B" publish --no-build -q --push "$url"
eq "http.extraHeader: pushed" "$(tip "$T/http/h.git")" "$(git rev-parse asf-site)"
# the cross-check: git itself pushes with the same configuration
git push -q "$url" asf-site:refs/heads/by-git 2>/dev/null && ok "git push with the same config works" || bad "git push with the header"
git config --unset http.extraHeader

# 5. credential.helper, as git runs it: get, then store after success, erase after a refusal
cat > "$T/helper.sh" <<'H'
#!/bin/sh
echo "$1 $(cat | tr '\n' ' ')" >> "$HELPER_LOG"
[ "$1" = get ] && { echo username=publisher; echo "password=$HELPER_PASSWORD"; }
exit 0
H
chmod +x "$T/helper.sh"
export HELPER_LOG="$T/helper.log" HELPER_PASSWORD=s3cret
git config credential.helper "$T/helper.sh"
echo five > index.html; git commit -qam five
"$B" publish --no-build -q --push "$url"
eq "credential.helper: pushed" "$(tip "$T/http/h.git")" "$(git rev-parse asf-site)"
has "helper asked with git's protocol" "$(cat "$HELPER_LOG")" "get protocol=http host=127.0.0.1:$port"
has "helper told to store" "$(cat "$HELPER_LOG")" "store protocol=http host=127.0.0.1:$port username=publisher password=s3cret"
: > "$HELPER_LOG"
echo six > index.html; git commit -qam six
set +e; HELPER_PASSWORD=wrong "$B" publish --no-build -q --push "$url" 2>"$T/err"; rc=$?; set -e
eq "a refused helper credential: exit 6" "$rc" 6
has "says the helper was offered" "$(cat "$T/err")" "credential helper"
has "helper told to erase" "$(cat "$HELPER_LOG")" "erase protocol=http"
# the token comes first: with $SITEPUB_TOKEN the helper is not asked
: > "$HELPER_LOG"
SITEPUB_TOKEN=s3cret "$B" publish --no-build -q --push "$url"
eq "token first: helper not asked" "$(grep -c '^get' "$HELPER_LOG" || true)" 0
# a helper by name (git-credential-NAME on $PATH) and one in the shell (!cmd), matched by URL
mkdir -p "$T/bin"; cp "$T/helper.sh" "$T/bin/git-credential-sptest"
git config --unset credential.helper
git config "credential.http://127.0.0.1:$port.helper" sptest
echo seven > index.html; git commit -qam seven
PATH="$T/bin:$PATH" "$B" publish --no-build -q --push "$url"
eq "credential.URL.helper by name: pushed" "$(tip "$T/http/h.git")" "$(git rev-parse asf-site)"
git config --unset "credential.http://127.0.0.1:$port.helper"
git config credential.helper '!f() { cat >/dev/null; [ "$1" = get ] && printf "username=u\npassword=s3cret\n"; }; f'
echo eight > index.html; git commit -qam eight
"$B" publish --no-build -q --push "$url"
eq "!shell helper: pushed" "$(tip "$T/http/h.git")" "$(git rev-parse asf-site)"
git config --unset credential.helper

# 6. http.sslCAInfo: an HTTPS server with a certificate of its own CA
# DNS:127.0.0.1 for libgit2 (its mbedTLS matches names, not IP entries), IP:127.0.0.1 for git (curl)
openssl req -x509 -newkey rsa:2048 -nodes -keyout "$T/key.pem" -out "$T/cert.pem" -days 2 -subj "/CN=127.0.0.1" \
    -addext "subjectAltName=DNS:127.0.0.1,IP:127.0.0.1" >/dev/null 2>&1
mkdir -p "$T/https"; git init -q --bare "$T/https/s.git"; git -C "$T/https/s.git" config http.receivepack true
GIT_HTTP_SERVER_TLS="$T/cert.pem:$T/key.pem" /usr/bin/python3 "$HERE/tests/tools/git_http_server.py" "$T/https" "$T/https.port" "$T/https.log" s3cret &
pids="$pids $!"
i=0; while [ ! -f "$T/https.port" ]; do i=$((i+1)); [ $i -lt 100 ] || break; sleep 0.1; done
surl="https://127.0.0.1:$(cat "$T/https.port")/s.git"
set +e; SITEPUB_TOKEN=s3cret "$B" publish --no-build -q --push "$surl" 2>"$T/err"; rc=$?; set -e
eq "unknown CA refused: exit 6" "$rc" 6
git config http.sslCAInfo "$T/cert.pem"
SITEPUB_TOKEN=s3cret "$B" publish --no-build -q --push "$surl"
eq "http.sslCAInfo: pushed over TLS" "$(tip "$T/https/s.git")" "$(git rev-parse asf-site)"
git -c http.extraHeader="AUTHORIZATION: basic $basic" ls-remote "$surl" >/dev/null 2>&1 && ok "git trusts the same CA file" || bad "git ls-remote over TLS"
# a file that holds no certificate is reported where it is named, before any connection (the CA certificates
# are parsed lazily, src/publish/tls_lazy.c, but http.sslCAInfo's at once), and nothing is pushed
printf 'not a certificate\n' > "$T/bad.pem"
git config http.sslCAInfo "$T/bad.pem"
before=$(tip "$T/https/s.git")
echo nine > index.html; git commit -qam nine
set +e; SITEPUB_TOKEN=s3cret "$B" publish --no-build -q --push "$surl" 2>"$T/err"; rc=$?; set -e
if [ "$rc" != 0 ] && grep -q "cannot use http.sslCAInfo" "$T/err"; then ok "http.sslCAInfo without a certificate: refused at once"
else bad "http.sslCAInfo without a certificate: rc=$rc: $(cat "$T/err")"; fi
eq "http.sslCAInfo without a certificate: nothing pushed" "$(tip "$T/https/s.git")" "$before"
git config --unset http.sslCAInfo

[ "$fails" -eq 0 ]
