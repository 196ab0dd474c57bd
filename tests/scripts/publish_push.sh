#!/bin/sh
# sitepub publish --push against real git servers (issue 6): a bare repository by path, `git daemon` (git://)
# and smart HTTP (`git http-backend` behind tests/tools/git_http_server.py), all on 127.0.0.1; a pre-receive
# hook that rejects; a non-fast-forward rejection rebuilt on the remote tip; tokens offered once.
set -eu
# libgit2 1.5.1 leaks PCRE2 match data inside git_remote_lookup (tests/lsan-thirdparty.supp); the slow unwinder
# lets the suppression see the libgit2 frames under PCRE2's.
export ASAN_OPTIONS="fast_unwind_on_malloc=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$(cd "$(dirname "$0")/.." && pwd)/lsan-thirdparty.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
B=${SITEPUB_BIN:?}
HERE=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d)
pids=""
cleanup() { for p in $pids; do kill "$p" 2>/dev/null || true; done; rm -rf "$T"; }
trap cleanup EXIT
. "$(dirname "$0")/../lib/check.sh"
fsck() { if git -C "$1" fsck --strict --no-progress >"$T/fsck.log" 2>&1; then ok "fsck --strict $2"; else bad "fsck $2"; cat "$T/fsck.log"; fi; }

export HOME="$T/home"; mkdir -p "$HOME"
unset SSH_AUTH_SOCK SITEPUB_TOKEN 2>/dev/null || true
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org

R="$T/repo"
git init -q "$R"; cd "$R"
echo one > index.html; git add -A; git commit -qm "first"

# 1. push to a bare repository by path, as a named remote (remote-tracking ref updated)
git init -q --bare "$T/site.git"
git remote add origin "$T/site.git"
out=$("$B" publish --no-build --push)
echo "$out"
eq "pushed by path" "$(git -C "$T/site.git" rev-parse asf-site)" "$(git rev-parse asf-site)"
eq "remote-tracking ref updated" "$(git rev-parse refs/remotes/origin/asf-site)" "$(git rev-parse asf-site)"
has "says pushed" "$out" "pushed asf-site to origin"
fsck "$T/site.git" "remote after push by path"

# an unchanged tree: nothing committed, nothing pushed
out=$("$B" publish --no-build --push --json)
case "$out" in *'"up_to_date":true'*'"pushed":false'*) ok "up to date: nothing pushed";; *) bad "up to date push: $out";; esac
# a publish whose push failed is finished by the next run
echo one-b > index.html; git add -A; git commit -qm "first b"
"$B" publish --no-build -q
out=$("$B" publish --no-build --push --json)
case "$out" in *'"up_to_date":true'*'"pushed":true'*) ok "up to date locally, remote behind: pushed";; *) bad "finish push: $out";; esac
eq "remote caught up" "$(git -C "$T/site.git" rev-parse asf-site)" "$(git rev-parse asf-site)"

# 2. non-fast-forward: another publisher (the docs build) pushed meanwhile; fetch, rebuild on it, retry
git clone -q -b asf-site "$T/site.git" "$T/other"
(cd "$T/other" && mkdir -p docs && echo api > docs/index.html && git add -A && git commit -qm "docs build" && git push -q origin asf-site)
docs_commit=$(git -C "$T/site.git" rev-parse asf-site)
echo two > index.html; git add -A; git commit -qm "second"
out=$("$B" publish --no-build --push --keep docs --json)
echo "$out"
eq "after a non-fast-forward: remote equals local" "$(git -C "$T/site.git" rev-parse asf-site)" "$(git rev-parse asf-site)"
eq "rebuilt on the other publisher's commit" "$(git rev-parse asf-site^)" "$docs_commit"
eq "the other publisher's docs kept" "$(git cat-file -p asf-site:docs/index.html)" api
eq "our change there" "$(git cat-file -p asf-site:index.html)" two
has "push_retries reported" "$out" '"push_retries":1'
fsck "$T/site.git" "remote after the non-fast-forward retry"
fsck "$R" "local after the non-fast-forward retry"

# 3. git daemon on 127.0.0.1 (git://)
port=$(/usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
git init -q --bare "$T/srv/d.git"
git daemon --listen=127.0.0.1 --port="$port" --base-path="$T/srv" --export-all --enable=receive-pack \
    --reuseaddr "$T/srv" >"$T/daemon.log" 2>&1 &
pids="$pids $!"
i=0; while ! git ls-remote "git://127.0.0.1:$port/d.git" >/dev/null 2>&1; do i=$((i+1)); [ $i -lt 100 ] || break; sleep 0.1; done
"$B" publish --no-build -q --push "git://127.0.0.1:$port/d.git"
eq "pushed through git daemon" "$(git -C "$T/srv/d.git" rev-parse asf-site)" "$(git rev-parse asf-site)"
fsck "$T/srv/d.git" "remote after git://"

# 4. smart HTTP with a token; the wrong token fails at once (offered once), the right one works
mkdir -p "$T/http"
git init -q --bare "$T/http/h.git"
git -C "$T/http/h.git" config http.receivepack true
/usr/bin/python3 "$HERE/tests/tools/git_http_server.py" "$T/http" "$T/http.port" "$T/http.log" s3cret &
pids="$pids $!"
i=0; while [ ! -f "$T/http.port" ]; do i=$((i+1)); [ $i -lt 100 ] || break; sleep 0.1; done
url="http://127.0.0.1:$(cat "$T/http.port")/h.git"
SITEPUB_TOKEN=wrong "$B" publish --no-build -q --push "$url" 2>"$T/err" && rc=0 || rc=$?
eq "wrong token: exit 6" "$rc" 6
has "wrong token: says what was offered" "$(cat "$T/err")" 'SITEPUB_TOKEN'
eq "wrong token offered exactly once" "$(grep -c 'auth=bad' "$T/http.log")" 1
"$B" publish --no-build -q --push "$url" 2>"$T/err" && rc=0 || rc=$?
eq "no token: exit 6" "$rc" 6
has "no token: says nothing was available" "$(cat "$T/err")" 'no credential was available'
port_h=$(cat "$T/http.port")
"$B" publish --no-build --json --push "http://publisher:topsecret@127.0.0.1:$port_h/h.git" >"$T/out" 2>"$T/err" && rc=0 || rc=$?
eq "password in the URL, wrong: exit 6" "$rc" 6
if grep -q topsecret "$T/err" "$T/out"; then bad "the URL's password was printed"; else ok "the URL's password is never printed"; fi
MY_TOKEN=s3cret "$B" publish --no-build -q --push "$url" --token-env MY_TOKEN
eq "pushed through smart HTTP with a token" "$(git -C "$T/http/h.git" rev-parse asf-site)" "$(git rev-parse asf-site)"
fsck "$T/http/h.git" "remote after https"

# 5. a pre-receive hook that rejects: exit 6 with the server's message; the local commit stands
cat > "$T/http/h.git/hooks/pre-receive" <<'EOF'
#!/bin/sh
echo "publishing is frozen for the release" >&2
exit 1
EOF
chmod +x "$T/http/h.git/hooks/pre-receive"
echo three > index.html; git add -A; git commit -qm "third"
SITEPUB_TOKEN=s3cret "$B" publish --no-build -q --push "$url" 2>"$T/err" && rc=0 || rc=$?
eq "hook rejection: exit 6" "$rc" 6
has "hook rejection: per-ref reason as git prints it" "$(cat "$T/err")" "pre-receive hook declined"
has "hook rejection: the hook's own words" "$(cat "$T/err")" "remote: publishing is frozen for the release"
eq "hook rejection: the local commit stands" "$(git cat-file -p asf-site:index.html)" three
[ "$(git -C "$T/http/h.git" rev-parse asf-site)" != "$(git rev-parse asf-site)" ] && ok "remote unchanged" || bad "remote changed"
# git itself reports the same reason for the same push
git push "http://publisher:s3cret@127.0.0.1:$(cat "$T/http.port")/h.git" asf-site 2>"$T/gitpush" || true
has "git push sees the same reason" "$(cat "$T/gitpush")" "pre-receive hook declined"

# 6. an unrelated history on the remote: rebuilt on it (no force push); --force replaces it
git init -q --bare "$T/f.git"
u=$(cd "$T/other" && git commit-tree "$(git rev-parse HEAD^{tree})" -m unrelated)
git -C "$T/other" push -q "$T/f.git" "$u:refs/heads/asf-site"
"$B" publish --no-build -q --push "$T/f.git" && rc=0 || rc=$?
eq "unrelated remote history: exit 0" "$rc" 0
eq "unrelated remote history: rebuilt on it, not forced" "$(git -C "$T/f.git" rev-parse asf-site^)" "$u"
eq "unrelated remote history: local equals remote" "$(git rev-parse asf-site)" "$(git -C "$T/f.git" rev-parse asf-site)"
git init -q "$T/r3"
(cd "$T/r3" && echo solo > index.html && git add -A && git commit -qm solo && "$B" publish --no-build -q)
(cd "$T/r3" && "$B" publish --no-build -q --push "$T/f.git" --force)
eq "--force replaces the remote branch" "$(git -C "$T/f.git" rev-parse asf-site)" "$(git -C "$T/r3" rev-parse asf-site)"
eq "--force: the remote's history is gone from the branch" "$(git -C "$T/f.git" rev-list --count asf-site)" 1
fsck "$T/f.git" "remote after --force"

echo "failures: $fails"
[ "$fails" -eq 0 ]
