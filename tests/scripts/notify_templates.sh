#!/bin/sh
# The notice texts under templates/mail/<style>/ are the ones sitepub compiles in: pointing
# sitepub.notify.templates at each folder must give the same emails as the built-in style. A template with an
# unknown placeholder fails with exit code 7 and names it; a changed template shows up in the email.
set -u
BUILD=${BUILD:-build}
BIN=${SITEPUB_BIN:-$(pwd)/$BUILD/sitepub}
TPL="$(pwd)/templates/mail"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null TZ=UTC SOURCE_DATE_EPOCH=1600000000 SITEPUB_NOTIFY_SEED=7 USER=tester
export GIT_AUTHOR_NAME=A GIT_AUTHOR_EMAIL=a@example.org GIT_COMMITTER_NAME=C GIT_COMMITTER_EMAIL=c@example.org
r="$tmp/repo"
git init -q -b main "$r"
echo 1 > "$r/f"; git -C "$r" add f; git -C "$r" commit -qm one
c1=$(git -C "$r" rev-parse HEAD)
echo 2 > "$r/f"; git -C "$r" commit -qam two
echo 3 > "$r/f"; git -C "$r" commit -qam three
c3=$(git -C "$r" rev-parse HEAD)
git -C "$r" config multimailhook.mailingList list@example.org
fail=0
run() { ( cd "$r" && "$BIN" notify --stdout "$@" ) | grep -v '^Message-ID: \|^In-Reply-To: \|^References: '; }
for style in stock asf; do
    git -C "$r" config sitepub.notify.style $style
    git -C "$r" config --unset sitepub.notify.templates
    run "$c1" "$c3" refs/heads/main > "$tmp/builtin"
    run 0000000000000000000000000000000000000000 "$c3" refs/heads/new > "$tmp/builtin2"
    git -C "$r" config sitepub.notify.templates "$TPL/$style"
    run "$c1" "$c3" refs/heads/main > "$tmp/files"
    run 0000000000000000000000000000000000000000 "$c3" refs/heads/new > "$tmp/files2"
    if [ -s "$tmp/builtin" ] && cmp -s "$tmp/builtin" "$tmp/files" && cmp -s "$tmp/builtin2" "$tmp/files2"; then
        echo "ok   templates/mail/$style = built-in $style texts"
    else
        echo "FAIL templates/mail/$style differs from the built-in texts"; diff "$tmp/builtin" "$tmp/files" | head; fail=1
    fi
done
mkdir -p "$tmp/mine"
printf 'Hello from %%(pusher)s about %%(short_refname)s\n\n' > "$tmp/mine/revision-intro.txt"
git -C "$r" config sitepub.notify.templates "$tmp/mine"
if run "$c1" "$c3" refs/heads/main | grep -q '^Hello from tester about main$'; then echo "ok   a copied and changed template is used"; else echo "FAIL changed template not used"; fail=1; fi
printf 'Hello %%(no_such_thing)s\n' > "$tmp/mine/footer.txt"
( cd "$r" && "$BIN" notify --stdout "$c1" "$c3" refs/heads/main ) >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc = 7 ] && grep -q 'no_such_thing' "$tmp/err"; then echo "ok   unknown placeholder: exit 7, named"; else echo "FAIL unknown placeholder (rc=$rc)"; cat "$tmp/err"; fail=1; fi
exit $fail
