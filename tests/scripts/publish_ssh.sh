#!/bin/sh
# sitepub publish --push over ssh:// to a real sshd on 127.0.0.1 (OpenSSH's, started here on a free port with its
# own host key; a key pair in $HOME/.ssh as sitepub finds it): the site is pushed and then fast-forwarded; a host
# whose key is not in known_hosts is refused (nothing pushed, the commit stays local, the URL's user redacted).
# libssh2 starts at the first SSH session, not at git_libgit2_init (src/publish/ssh_lazy.c): this is the session
# libgit2's ssh transport makes. Skips when openssh-server is not installed.
set -eu
export ASAN_OPTIONS="fast_unwind_on_malloc=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$(cd "$(dirname "$0")/.." && pwd)/lsan-thirdparty.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
B=${SITEPUB_BIN:?}
if [ ! -x /usr/sbin/sshd ] || ! command -v ssh-keygen > /dev/null; then
  echo "skip: /usr/sbin/sshd or ssh-keygen not found (apt-get install openssh-server)"
  exit 0
fi
T=$(mktemp -d)
cleanup() { [ -f "$T/sshd.pid" ] && kill "$(cat "$T/sshd.pid")" 2>/dev/null; rm -rf "$T"; }
trap cleanup EXIT
. "$(dirname "$0")/../lib/check.sh"
git_test_env "$T"
unset SSH_AUTH_SOCK 2>/dev/null || true
mkdir -p "$HOME/.ssh"
ssh-keygen -q -t ed25519 -N '' -f "$HOME/.ssh/id_ed25519"
ssh-keygen -q -t ed25519 -N '' -f "$T/hostkey"
cp "$HOME/.ssh/id_ed25519.pub" "$T/authorized_keys"; chmod 600 "$T/authorized_keys"
PORT=$(/usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat > "$T/sshd_config" <<EOF
Port $PORT
ListenAddress 127.0.0.1
HostKey $T/hostkey
AuthorizedKeysFile $T/authorized_keys
PermitRootLogin yes
StrictModes no
UsePAM no
PasswordAuthentication no
KbdInteractiveAuthentication no
PidFile $T/sshd.pid
EOF
[ "$(id -u)" = 0 ] && mkdir -p /run/sshd
/usr/sbin/sshd -f "$T/sshd_config" -E "$T/sshd.log" || { bad "sshd did not start: $(cat "$T/sshd.log")"; exit 1; }
i=0; while [ ! -s "$T/sshd.pid" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
git init -q --bare "$T/remote.git"
U=$(id -un)
git init -q -b main "$T/site"; cd "$T/site"
printf -- '---\n---\nhello\n' > index.html
git add -A; git commit -qm one
git remote add origin "ssh://$U@127.0.0.1:$PORT$T/remote.git"

# 1. an unknown host key: refused before anything is sent
rc=0; out=$("$B" publish --push 2>&1) || rc=$?
[ $rc -ne 0 ] && ok "unknown host key: the push fails (exit $rc)" || bad "pushed to a host not in known_hosts: $out"
has "unknown host key: said so" "$out" "hostkey"
has "unknown host key: the commit stays local" "$out" "stays committed on the local asf-site"
case $out in *"$U@"*) bad "the URL's user was printed: $out";; *) ok "the URL's user is redacted";; esac
git --git-dir="$T/remote.git" rev-parse -q --verify asf-site > /dev/null && bad "the remote got asf-site" ||
  ok "unknown host key: nothing pushed"

# 2. with the host key known: pushed, then fast-forwarded after an edit
echo "[127.0.0.1]:$PORT $(cut -d' ' -f1,2 "$T/hostkey.pub")" > "$HOME/.ssh/known_hosts"
out=$("$B" publish --push 2>&1) || bad "push over ssh failed: $out"
has "pushed over ssh" "$out" "pushed asf-site to origin"
eq "the remote's asf-site is the local one" "$(git --git-dir="$T/remote.git" rev-parse asf-site)" "$(git rev-parse asf-site)"
eq "the remote has the page" "$(git --git-dir="$T/remote.git" show asf-site:index.html)" "hello"
printf -- '---\n---\nhello again\n' > index.html
git commit -qam two
out=$("$B" publish --push 2>&1) || bad "second push over ssh failed: $out"
eq "fast-forwarded over ssh" "$(git --git-dir="$T/remote.git" rev-parse asf-site)" "$(git rev-parse asf-site)"
eq "the remote has the edit" "$(git --git-dir="$T/remote.git" show asf-site:index.html)" "hello again"
eq "a fast-forward: the first commit is the second's parent" "$(git --git-dir="$T/remote.git" rev-list --count asf-site)" 2
[ "$fails" -eq 0 ]
