#!/bin/sh
# Reliability of sitepub publish --push (issue 20): a push to a path or file:// remote is a compare-and-swap of
# the remote ref and is refused when the remote has receive hooks (sitepub does not run them) or when the branch
# is checked out there; a server that accepts and never answers fails after --timeout / sitepub.timeout with
# exit 6; a stale ref lock is named (exit 5); N = 4 publishers at once, on one repository and on 4 clones,
# pushing by path and through git daemon: each ends committed on the remote or exits 6, nothing reported pushed
# is lost, the history is linear and fsck --strict is clean.
set -eu
export ASAN_OPTIONS="fast_unwind_on_malloc=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$(cd "$(dirname "$0")/.." && pwd)/lsan-thirdparty.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
B=${SITEPUB_BIN:?}
HERE=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d)
pids=""
cleanup() { for p in $pids; do kill "$p" 2>/dev/null || true; done; rm -rf "$T"; }
trap cleanup EXIT
. "$(dirname "$0")/../lib/check.sh"
fsck() { if git -C "$1" fsck --strict --no-progress >"$T/fsck.log" 2>&1; then ok "fsck --strict $2"; else bad "fsck $2"; cat "$T/fsck.log"; fi; }
now() { date +%s; }

export HOME="$T/home"; mkdir -p "$HOME"
unset SSH_AUTH_SOCK SITEPUB_TOKEN 2>/dev/null || true
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org

R="$T/repo"
git init -q "$R"; cd "$R"
# no background git gc --auto (each publish adds a pack; past gc.autoPackLimit a commit here would start one
# that still writes into .git while the test's cleanup removes it)
git config gc.auto 0
echo one > index.html; git add -A; git commit -qm first

# 1. a path remote with a pre-receive hook: refused, naming the hook; the remote is untouched
git init -q --bare "$T/hooked.git"
printf '#!/bin/sh\necho "remote hook ran" >&2\nexit 1\n' > "$T/hooked.git/hooks/pre-receive"
chmod +x "$T/hooked.git/hooks/pre-receive"
"$B" publish --no-build -q --push "$T/hooked.git" 2>"$T/err" && rc=0 || rc=$?
eq "path remote with a pre-receive hook: exit 6" "$rc" 6
has "names the hook" "$(cat "$T/err")" "has a pre-receive hook ($T/hooked.git/hooks/pre-receive)"
has "says what to do" "$(cat "$T/err")" "push through a server that runs it"
eq "hooked remote untouched" "$(git -C "$T/hooked.git" for-each-ref | wc -l)" 0
# git itself runs the hook and is rejected: the same outcome
git push -q "$T/hooked.git" asf-site 2>/dev/null && bad "git push accepted by the hook" || ok "git push rejected too"
# core.hooksPath is honoured as git does; a sample hook (not executable, *.sample) is not a hook
git init -q --bare "$T/hp.git"; mkdir -p "$T/hooks"
printf '#!/bin/sh\nexit 0\n' > "$T/hooks/update"; chmod +x "$T/hooks/update"
git -C "$T/hp.git" config core.hooksPath "$T/hooks"
"$B" publish --no-build -q --push "file://$T/hp.git" 2>"$T/err" && rc=0 || rc=$?
eq "core.hooksPath update hook: exit 6" "$rc" 6
has "names the update hook" "$(cat "$T/err")" "has a update hook"

# 2. file:// and path remotes without hooks: pushed, remote-tracking ref of a named remote follows
git init -q --bare "$T/plain.git"
"$B" publish --no-build -q --push "file://$T/plain.git"
eq "pushed to file://" "$(git -C "$T/plain.git" rev-parse asf-site)" "$(git rev-parse asf-site)"
fsck "$T/plain.git" "after a file:// push"
git remote add origin "$T/plain.git"
echo two > index.html; git add -A; git commit -qm second
"$B" publish --no-build -q --push
eq "pushed by path to a named remote" "$(git -C "$T/plain.git" rev-parse asf-site)" "$(git rev-parse asf-site)"
eq "remote-tracking ref follows" "$(git rev-parse origin/asf-site)" "$(git rev-parse asf-site)"
eq "a fast-forward, not a replacement" "$(git -C "$T/plain.git" rev-list --count asf-site)" 2

# 3. the branch checked out in a non-bare remote: refused as receive.denyCurrentBranch
git init -q "$T/nonbare"
git -C "$T/nonbare" commit -q --allow-empty -m x
git -C "$T/nonbare" checkout -q -b asf-site
"$B" publish --no-build -q --push "$T/nonbare" 2>"$T/err" && rc=0 || rc=$?
eq "checked-out branch of a non-bare remote: exit 6" "$rc" 6
has "says it is checked out" "$(cat "$T/err")" "checked out"

# 4. a server that accepts and never answers: exit 6 after the timeout, for git:// and http://
/usr/bin/python3 "$HERE/tests/tools/silent_server.py" "$T/silent.port" &
pids="$pids $!"
i=0; while [ ! -s "$T/silent.port" ] && [ $i -lt 100 ]; do i=$((i+1)); sleep 0.1; done
sp=$(cat "$T/silent.port")
echo three > index.html; git add -A; git commit -qm third
t0=$(now)
timeout 60 "$B" publish --no-build -q --timeout 2 --push "git://127.0.0.1:$sp/x.git" 2>"$T/err" && rc=0 || rc=$?
t1=$(now)
eq "git:// silent server: exit 6" "$rc" 6
has "git:// silent server: says it timed out" "$(cat "$T/err")" "timed out: no connection or no answer for 2 s"
has "names --timeout" "$(cat "$T/err")" "--timeout SECONDS"
[ $((t1 - t0)) -lt 20 ] && ok "git:// timeout fired in bounded time ($((t1 - t0)) s)" || bad "git:// took $((t1 - t0)) s"
git config sitepub.timeout 1
t0=$(now)
timeout 60 "$B" publish --no-build -q --push "http://127.0.0.1:$sp/x.git" 2>"$T/err" && rc=0 || rc=$?
t1=$(now)
git config --unset sitepub.timeout
eq "http:// silent server (sitepub.timeout): exit 6" "$rc" 6
has "http:// says 1 s" "$(cat "$T/err")" "no answer for 1 s"
[ $((t1 - t0)) -lt 20 ] && ok "http:// timeout fired in bounded time ($((t1 - t0)) s)" || bad "http:// took $((t1 - t0)) s"
# a refused connection: exit 6 at once, nothing leaked (under ASan: only libgit2's own leak is suppressed)
cport=$(/usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
for scheme in git http; do
  "$B" publish --no-build -q --push "$scheme://127.0.0.1:$cport/x.git" 2>"$T/err" && rc=0 || rc=$?
  eq "$scheme:// refused connection: exit 6" "$rc" 6
  has "$scheme:// refused connection: says so" "$(cat "$T/err")" "Connection refused"
done
"$B" publish --no-build -q --timeout x 2>"$T/err" && rc=0 || rc=$?
eq "--timeout x: usage error" "$rc" 2

# 5. a stale lock on the local branch: named, exit 5
touch .git/refs/heads/asf-site.lock
echo four > index.html; git add -A; git commit -qm fourth
t0=$(now)
"$B" publish --no-build -q 2>"$T/err" && rc=0 || rc=$?
t1=$(now)
eq "stale ref lock: exit 5" "$rc" 5
# --json on failure: an error object, and no commit the branch does not have
"$B" publish --no-build --json >"$T/out" 2>/dev/null && rc=0 || rc=$?
rm -f .git/refs/heads/asf-site.lock
has "names the lock file" "$(cat "$T/err")" "Unable to create '$R/.git/refs/heads/asf-site.lock': File exists"
has "says to remove it" "$(cat "$T/err")" "remove the file to continue"
[ $((t1 - t0)) -lt 20 ] && ok "stale lock reported in bounded time" || bad "stale lock took $((t1 - t0)) s"
/usr/bin/python3 - "$T/out" "$(git rev-parse asf-site)" <<'PY' && ok "--json failure: error object, commit null" || bad "--json failure: $(cat "$T/out")"
import json, sys
o = json.load(open(sys.argv[1]))
e = o["error"]
assert e["code"] == "git" and e["exit_status"] == 5, e
assert "asf-site.lock" in e["message"] and e["file"] is None and e["line"] is None and e["column"] is None, e
assert o["commit"] is None, o["commit"]
assert o["parent"] == sys.argv[2], o
PY

# 5a. a stale lock on the source notes (a publish killed between the branch's update and the note's, as
# publish_kill.sh once found): named as the branch's is, exit 5, not "kept moving"; found before the branch moves
# (else the branch's tip had no note and the next publish found it up to date)
touch .git/refs/notes/sitepub.lock
echo notes > index.html; git add -A; git commit -qm "notes locked"
tip=$(git rev-parse asf-site)
"$B" publish --no-build -q 2>"$T/err" && rc=0 || rc=$?
rm -f .git/refs/notes/sitepub.lock
eq "stale notes lock: exit 5" "$rc" 5
eq "stale notes lock: the branch did not move" "$(git rev-parse asf-site)" "$tip"
has "stale notes lock: names the lock file" "$(cat "$T/err")" "Unable to create '$R/.git/refs/notes/sitepub.lock': File exists"
"$B" publish --no-build -q 2>"$T/err" && rc=0 || rc=$?
eq "stale notes lock removed: the next publish goes through" "$rc" 0
eq "stale notes lock removed: the new tip has its source note" "$(git notes --ref=sitepub show asf-site)" "source $(git rev-parse main)"
# an input error: file, line and column in the error object
git checkout -q -b badyaml
printf -- '---\ntitle: [unclosed\n---\nx\n' > bad.md
printf 'strict_front_matter: true\n' >> _config.yml # else Jekyll's warning (tests/scripts/build_front_matter.sh)
git add -A; git commit -qm "bad yaml"
"$B" publish --json --source badyaml >"$T/out" 2>"$T/err" && rc=0 || rc=$?
git checkout -q main
eq "input error: exit 3" "$rc" 3
/usr/bin/python3 - "$T/out" <<'PY' && ok "--json input error: file, line, column" || bad "--json input error: $(cat "$T/out") $(cat "$T/err")"
import json, sys
o = json.load(open(sys.argv[1]))
e = o["error"]
assert e["code"] == "input" and e["exit_status"] == 3, e
assert e["file"] == "bad.md" and isinstance(e["line"], int) and e["line"] >= 2 and isinstance(e["column"], int), e
assert o["commit"] is None, o
PY

# 5b. -q prints nothing on success, the _plugins warning included (once without -q, once with -V)
P="$T/plug"; git init -q "$P"; mkdir -p "$P/_plugins"
echo 'x' > "$P/_plugins/a.rb"; echo 'y' > "$P/_plugins/b.rb"; printf 'title: p\n' > "$P/_config.yml"
printf -- '---\n---\nhi\n' > "$P/index.md"
git -C "$P" add -A; git -C "$P" commit -qm p
out=$("$B" publish -q --repo "$P" 2>&1)
eq "publish -q: silent on success (_plugins warning included)" "$out" ""
out=$("$B" build -q -s "$P" -d "$T/plug-out" 2>&1)
eq "build -q: silent" "$out" ""
eq "build: the _plugins warning once" "$("$B" build -s "$P" -d "$T/plug-out" 2>&1 | grep -c '_plugins')" 1
eq "build -V: the _plugins warning once" "$("$B" build -V -s "$P" -d "$T/plug-out" 2>&1 | grep -c '_plugins')" 1

# 6. N = 4 publishers at once: on one repository and on 4 clones; by path and through git daemon (each publishes
# a source branch of its own, diverged from the others, so --allow-older lets the stale-build check pass them)
N=4
port=$(/usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
mkdir -p "$T/srv"
git daemon --listen=127.0.0.1 --port="$port" --base-path="$T/srv" --export-all --enable=receive-pack \
    --reuseaddr "$T/srv" >"$T/daemon.log" 2>&1 &
pids="$pids $!"
k=1; while [ $k -le $N ]; do git clone -q "$R" "$T/c$k"; git -C "$T/c$k" config gc.auto 0; k=$((k+1)); done
# wait until the daemon answers
git init -q --bare "$T/srv/probe.git"
i=0; while ! git ls-remote "git://127.0.0.1:$port/probe.git" >/dev/null 2>&1; do i=$((i+1)); [ $i -lt 100 ] || break; sleep 0.1; done
# the server's compare-and-swap rejection ("cannot lock ref", here from a lock left on the remote) is retried as
# a non-fast-forward, then exit 6 with the server's words
git init -q --bare "$T/srv/locked.git"
"$B" publish --no-build -q --push "git://127.0.0.1:$port/locked.git"
touch "$T/srv/locked.git/refs/heads/asf-site.lock"
echo five > index.html; git add -A; git commit -qm fifth
"$B" publish --no-build --json --push "git://127.0.0.1:$port/locked.git" >"$T/out" 2>"$T/err" && rc=0 || rc=$?
eq "remote ref locked: exit 6" "$rc" 6
has "remote ref locked: retried as a non-fast-forward" "$(cat "$T/out")" '"push_retries":3'
has "remote ref locked: the server's words" "$(cat "$T/err")" "remote: error: cannot lock ref 'refs/heads/asf-site'"
rm -f "$T/srv/locked.git/refs/heads/asf-site.lock"
round=0; lost=0; badexit=0; ok6=0
for target in path daemon; do
  git init -q --bare "$T/srv/$target.git"
  if [ $target = path ]; then url="$T/srv/$target.git"; else url="git://127.0.0.1:$port/$target.git"; fi
  for where in one clones; do
    r=0
    while [ $r -lt 3 ]; do
      round=$((round+1))
      k=1
      while [ $k -le $N ]; do
        if [ $where = one ]; then d="$R"; else d="$T/c$k"; fi
        (cd "$d" && git checkout -q -B "s$round-$k" main 2>/dev/null || git checkout -q -B "s$round-$k" "$(git rev-parse HEAD)"
         echo "$round $k" > "u$k.html"; git add -A; git commit -qm "src $round $k"; git checkout -q - ) >/dev/null 2>&1
        k=$((k+1))
      done
      k=1; ps=""
      while [ $k -le $N ]; do
        if [ $where = one ]; then d="$R"; else d="$T/c$k"; fi
        (cd "$d" && "$B" publish --no-build --json --timeout 30 --allow-older --source "s$round-$k" \
            --message "P $round $k" --push "$url" >"$T/o$k" 2>"$T/e$k" && echo 0 >"$T/rc$k" || echo $? >"$T/rc$k") &
        ps="$ps $!"
        k=$((k+1))
      done
      for p in $ps; do wait "$p" || true; done
      k=1
      while [ $k -le $N ]; do
        rc=$(cat "$T/rc$k")
        if [ "$rc" = 0 ]; then
          c=$(sed -n 's/.*"commit":"\([0-9a-f]*\)".*/\1/p' "$T/o$k")
          if ! grep -q '"pushed":true' "$T/o$k" || ! git -C "$T/srv/$target.git" merge-base --is-ancestor "$c" asf-site 2>/dev/null; then
            lost=$((lost+1)); echo "# lost: $target $where round $round publisher $k: $(cat "$T/o$k")"
          fi
        elif [ "$rc" = 6 ]; then
          ok6=$((ok6+1))
        else
          badexit=$((badexit+1)); echo "# exit $rc: $target $where round $round publisher $k: $(cat "$T/e$k")"
        fi
        k=$((k+1))
      done
      r=$((r+1))
    done
  done
  eq "$target: the remote's history is linear" "$(git -C "$T/srv/$target.git" rev-list --min-parents=2 --count asf-site)" 0
  fsck "$T/srv/$target.git" "$target remote after the concurrent publishes"
done
eq "concurrent publishes: every one exits 0 or 6" "$badexit" 0
eq "concurrent publishes: none reported pushed is missing from the remote" "$lost" 0
echo "# concurrent publishes: $round rounds of $N; $ok6 ended with exit 6 after their retries"
fsck "$R" "local repository after the concurrent publishes"
[ "$fails" -eq 0 ]
