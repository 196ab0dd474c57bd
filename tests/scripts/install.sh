#!/bin/sh
# make install / make uninstall (issue 19): PREFIX and DESTDIR, the files listed as they are installed, man pages
# written from the --help texts (each renders with man -l and names every option its command's --help names),
# bash completion that registers, the templates under share/sitepub; uninstall removes every file; the Makefile
# installs dependencies at parse time only for goals that need them, and says so.
set -eu
B=${SITEPUB_BIN:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
BUILD=${BUILD:-build}
case $BUILD in /*) ;; *) BUILD="$ROOT/$BUILD" ;; esac
mk() { make -s -C "$ROOT" BUILD="$BUILD" ${SITEPUB_SANITIZED:+SANITIZE=1} "$@"; }

D="$T/dest"
out=$(mk install DESTDIR="$D" PREFIX=/usr)
printf '%s\n' "$out" | head -12
for f in bin/sitepub share/man/man1/sitepub.1 share/man/man1/sitepub-build.1 share/man/man1/sitepub-publish.1 \
         share/man/man1/sitepub-diff.1 share/man/man1/sitepub-notify.1 share/bash-completion/completions/sitepub \
         share/sitepub/templates/ci/github-actions-publish.yml share/sitepub/templates/site/_config.yml \
         share/sitepub/templates/mail/asf/footer.txt; do
  [ -f "$D/usr/$f" ] && ok "installed $f" || bad "not installed: $f"
  has "listed $f" "$out" "$D/usr/$f"
done
[ -x "$D/usr/bin/sitepub" ] && ok "binary executable" || bad "binary not executable"
eq "installed binary runs" "$("$D/usr/bin/sitepub" --version)" "$("$B" --version)"
eq "every installed file listed" "$(find "$D" -type f | wc -l)" "$(printf '%s\n' "$out" | grep -c "^$D/")"

# man pages: one per command `sitepub --help` lists, rendered by man -l, and naming each option of --help
if command -v man >/dev/null 2>&1; then
  for page in "$D"/usr/share/man/man1/*.1; do
    name=$(basename "$page" .1)
    if MANWIDTH=100 man -l "$page" >"$T/page" 2>"$T/warn" && [ ! -s "$T/warn" ]; then ok "man -l $name"; else bad "man -l $name: $(cat "$T/warn")"; fi
    cmd=${name#sitepub}; cmd=${cmd#-}
    missing=""
    for o in $("$B" $cmd --help | grep -o -- '--[a-z][a-z0-9-]*' | sort -u); do
      col -b <"$T/page" | grep -q -- "$o" || missing="$missing $o"
    done
    eq "$name names every option of its --help" "$missing" ""
  done
  has "sitepub-publish(1) NAME from the command list" "$(MANWIDTH=200 man -l "$D/usr/share/man/man1/sitepub-publish.1" | col -b)" "sitepub-publish - build a revision's site"
else
  echo "# man is not installed: the pages are not rendered"
fi

# bash completion registers and completes commands and options from --help
if command -v bash >/dev/null 2>&1; then
  eq "complete -p sitepub" "$(bash -c ". '$D/usr/share/bash-completion/completions/sitepub'; complete -p sitepub")" "complete -F _sitepub sitepub"
  got=$(PATH="$D/usr/bin:$PATH" bash -c ". '$D/usr/share/bash-completion/completions/sitepub'; COMP_WORDS=(sitepub publish --allow); COMP_CWORD=2; _sitepub; echo \"\${COMPREPLY[*]}\"")
  eq "completes a publish option" "$got" "--allow-older"
fi

mk uninstall DESTDIR="$D" PREFIX=/usr >/dev/null
eq "uninstall removes every file" "$(find "$D" -type f | wc -l | tr -d ' ')" 0
[ -e "$D/usr/share/sitepub" ] && bad "share/sitepub left behind" || ok "share/sitepub removed"

# parse time: with a build dependency missing, goals that build say so and run install-deps; uninstall does not
mkdir -p "$T/stub"; printf '#!/bin/sh\nexit 1\n' > "$T/stub/pkg-config"; chmod +x "$T/stub/pkg-config"
msg=$(PATH="$T/stub:$PATH" make -n -C "$ROOT" uninstall DESTDIR="$T/none" 2>&1 || true)
case $msg in *"dependencies missing"*|*install-deps*) bad "uninstall ran install-deps: $msg";; *) ok "uninstall installs nothing";; esac
msg=$(PATH="$T/stub:$PATH" make -n -C "$ROOT" clean 2>&1 || true)
case $msg in *install-deps*) bad "clean ran install-deps";; *) ok "clean installs nothing";; esac
msg=$(PATH="$T/stub:$PATH" make -n -C "$ROOT" BUILD="$T/nobuild" all 2>&1 || true)
has "a build with a dependency missing says what it runs" "$msg" "build dependencies missing (libgit2"

[ "$fails" -eq 0 ]
