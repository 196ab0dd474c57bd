#!/bin/sh
# What a user sees when something is wrong: the exit code (README "Exit codes", `sitepub --help`,
# include/sitepub/error.h) and the message, which names file:line:column and says what to do. Each case runs the
# command a user would run (`sitepub build` in a directory, `sitepub publish` / `sitepub diff` on a commit).
set -eu
# libgit2 1.5.1 leaks PCRE2 match data inside git_remote_lookup (tests/lsan-thirdparty.supp)
export ASAN_OPTIONS="fast_unwind_on_malloc=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$(cd "$(dirname "$0")/.." && pwd)/lsan-thirdparty.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
B=${SITEPUB_BIN:?}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"

export HOME="$T/home" GIT_CONFIG_NOSYSTEM=1; mkdir -p "$HOME"
unset SSH_AUTH_SOCK SITEPUB_TOKEN 2>/dev/null || true
git config --global init.defaultBranch main
git config --global user.name "Site Builder"
git config --global user.email builder@example.org

# run CMD...: sets $rc and $err (stderr); stdout goes to $T/out
run() { rc=0; "$@" >"$T/out" 2>"$T/err" || rc=$?; err=$(cat "$T/err"); }

R="$T/site"
git init -q "$R"; cd "$R"
printf 'title: Test\n' > _config.yml
mkdir _layouts _includes
printf '<html>{{ content }}</html>\n' > _layouts/default.html
printf -- '---\nlayout: default\ntitle: About\n---\nabout\n' > about.md
git add -A; git commit -qm "site"
good=$(git rev-parse HEAD)

# commit CHANGE-DESCRIPTION: commit the work tree, run `sitepub build` in it and `sitepub publish --dry-run`
# on the commit; the two must agree (exit code and message after the command name)
both() {
    git add -A; git commit -qm "$1"
    run "$B" build -q -d "$T/out-site"; brc=$rc; berr=${err#sitepub build: }
    run "$B" publish --dry-run; prc=$rc; perr=${err#sitepub publish: }
    eq "$1: build and publish give the same exit code" "$brc" "$prc"
    eq "$1: build and publish give the same message" "$berr" "$perr"
    git reset -q --hard "$good"
}

# ---- the exit codes are the same in README.md, `sitepub --help` and include/sitepub/error.h ----
readme=$(sed -n '/^## Exit codes/,$p' "$ROOT/README.md" | sed -n 's/^| \([0-9][0-9]*\) |.*/\1/p' | sort -n | tr '\n' ' ')
help=$("$B" --help | sed -n '/^exit codes:/,$p' | sed -n 's/^  \([0-9][0-9]*\) .*/\1/p' | sort -n | tr '\n' ' ')
header=$( (echo 0; sed -n 's/.*SP_ERR_[A-Z]* = \([0-9][0-9]*\).*/\1/p; s/.*SP_EXIT_DIFFERENCES \([0-9][0-9]*\).*/\1/p' "$ROOT/include/sitepub/error.h") | sort -n | tr '\n' ' ')
eq "exit codes: README = --help" "$readme" "$help"
eq "exit codes: README = error.h" "$readme" "$header"
eq "exit codes: the list" "$readme" "0 1 2 3 4 5 6 7 70 "
# the meaning of each code, word for word
for c in 2 3 4 5 6 7; do
    r=$(sed -n "s/^| $c | \(.*\) |\$/\1/p" "$ROOT/README.md" | sed 's/; the message names.*//')
    h=$("$B" --help | sed -n "s/^  $c   //p")
    eq "exit code $c: README and --help say the same" "$r" "$h"
done

# ---- usage errors: exit 2, the command's name, the option ----
run "$B" build --bogus
eq "build: unknown option exits 2" "$rc" 2
has "build: unknown option names the command" "$err" "sitepub build: unrecognized option '--bogus'"
run "$B" build -j
has "build: missing value names the command" "$err" "sitepub build: option requires an argument -- 'j'"
run "$B" publish --bogus
eq "publish: unknown option exits 2" "$rc" 2
has "publish: unknown option" "$err" "sitepub publish: unknown option '--bogus'"
run "$B" diff --bogus
eq "diff: unknown option exits 2" "$rc" 2
has "diff: unknown option" "$err" "sitepub diff: unknown option '--bogus'"
# repeatable options hold at most 64 values (SP_PUBLISH_MAX_KEEP); the 65th is a usage error naming the option
run "$B" publish $(i=1; while [ "$i" -le 65 ]; do printf -- '--keep k%d ' "$i"; i=$((i+1)); done)
eq "publish: a 65th --keep exits 2" "$rc" 2
has "publish: a 65th --keep" "$err" "sitepub publish: at most 64 --keep globs"
run "$B" publish $(i=1; while [ "$i" -le 65 ]; do printf -- '--copy=c%d ' "$i"; i=$((i+1)); done)
eq "publish: a 65th --copy exits 2" "$rc" 2
has "publish: a 65th --copy" "$err" "sitepub publish: at most 64 --copy paths"
run "$B" diff $(i=1; while [ "$i" -le 65 ]; do printf -- '--keep k%d ' "$i"; i=$((i+1)); done)
eq "diff: a 65th --keep exits 2" "$rc" 2
has "diff: a 65th --keep" "$err" "sitepub diff: at most 64 --keep globs"
run "$B" publish --copy
has "publish: --copy without a value" "$err" "--copy needs a value"
run "$B" notify --bogus
eq "notify: unknown option exits 2" "$rc" 2
has "notify: unknown option, quoted" "$err" "sitepub notify: unknown option '--bogus'"
run "$B" frobnicate
eq "unknown command exits 2" "$rc" 2
has "unknown command" "$err" "sitepub: 'frobnicate' is not a sitepub command; see 'sitepub --help'"

# ---- repository errors: exit 5, with what to do ----
mkdir "$T/empty"
(cd "$T/empty" && run "$B" publish && echo "$rc" > "$T/rc" && printf '%s' "$err" > "$T/msg")
eq "publish outside a repository exits 5" "$(cat "$T/rc")" 5
has "publish outside a repository says --repo" "$(cat "$T/msg")" "; run sitepub inside the repository or name it with --repo PATH"
run "$B" publish --source nosuch
eq "unknown revision exits 5" "$rc" 5
has "unknown revision is named" "$err" "sitepub publish: error: unknown source revision 'nosuch' ("
has "unknown revision: what to do" "$err" "; name a branch, tag or commit of this repository"
run "$B" diff main nosuch
eq "diff: unknown revision exits 5" "$rc" 5
has "diff: unknown revision: REV arguments" "$err" "diff: REV arguments)"
run "$B" notify -C "$T/empty" --stdout 0000000000000000000000000000000000000000 "$good"
eq "notify outside a repository exits 5" "$rc" 5
has "notify outside a repository says -C" "$err" "run sitepub notify inside the repository or name it with -C DIR"

# ---- bad site input: exit 3, file:line:column, Psych's words, what to do ----
printf 'title: "Test\nbaseurl: /x\n' > _config.yml
both "bad YAML in _config.yml"
eq "bad _config.yml exits 3" "$prc" 3
eq "bad _config.yml: whole message" "$err" "sitepub publish: _config.yml:3:1: error: found unexpected end of stream while scanning a quoted scalar at line 1 column 8; close the quoted string that starts there"

# bad front matter is a warning as in Jekyll (tests/scripts/build_front_matter.sh); strict_front_matter makes it
# the error these cases check
printf -- '---\nlayout: default\ntags: [a, b\ntitle: About\n---\nabout\n' > about.md
printf 'strict_front_matter: true\n' >> _config.yml
both "bad YAML in front matter"
eq "bad front matter exits 3" "$prc" 3
eq "bad front matter: whole message" "$err" "sitepub publish: about.md:4:6: error: did not find expected ',' or ']' while parsing a flow sequence at line 3 column 7; close the [ ] list that starts there and separate its items with commas"

# invalid UTF-8 and a NUL in front matter: line and column, as every other exit-3 message (issue 20)
printf -- '---\nlayout: default\ntitle: "Ab\377out"\n---\nabout\n' > about.md
printf 'strict_front_matter: true\n' >> _config.yml
both "invalid UTF-8 in front matter"
eq "invalid UTF-8 exits 3" "$prc" 3
eq "invalid UTF-8: whole message" "$err" "sitepub publish: about.md:3:11: error: invalid leading UTF-8 octet at line 3 column 11 (byte 26); the file must be UTF-8 (or UTF-16) without NUL or other control characters: re-save it as UTF-8 and remove the byte there"
printf -- '---\nlayout: default\ntitle: \303\251t\000\n---\nabout\n' > about.md
printf 'strict_front_matter: true\n' >> _config.yml
both "NUL in front matter"
eq "NUL exits 3" "$prc" 3
has "NUL: line and column" "$err" "sitepub publish: about.md:3:10: error: control characters are not allowed at line 3 column 10"

printf '<html>\n{%% if page.title %%}{{ content }}</html>\n' > _layouts/default.html
both "Liquid syntax error in a layout"
eq "Liquid syntax error exits 3" "$prc" 3
# Jekyll 4.3.1: "Liquid syntax error (line 3): 'if' tag was never closed in /…/_layouts/default.html"
eq "Liquid syntax error: whole message" "$err" "sitepub publish: _layouts/default.html:2:1: error: Liquid Exception: Liquid syntax error (line 3): 'if' tag was never closed in _layouts/default.html; the tag at line 2 column 1 needs its {% endif %}"

# a missing layout is Jekyll's warning ("Build Warning: Layout 'nosuch' requested in about.md does not
# exist.", Jekyll 4.3.1, exit 0); strict: true in _config.yml makes it an error
sed -i 's/^layout: default/layout: nosuch/' about.md
printf 'strict: true\n' >> _config.yml
both "unknown layout, strict: true"
eq "unknown layout, strict: exits 3" "$prc" 3
eq "unknown layout, strict: whole message" "$err" "sitepub publish: about.md:2: error: Build Warning: Layout 'nosuch' requested in about.md does not exist. (It is written without a layout; add _layouts/nosuch.html or change the front matter.) (--strict: warnings are errors)"
sed -i 's/^layout: default/layout: nosuch/' about.md
git add -A; git commit -qm "unknown layout"
run "$B" publish --dry-run
eq "unknown layout: a warning, exit 0" "$rc" 0
has "unknown layout: Jekyll's warning" "$err" "Build Warning: Layout 'nosuch' requested in about.md does not exist."
git config sitepub.strict true
run "$B" publish --dry-run
eq "unknown layout, git config sitepub.strict: exits 3" "$rc" 3
git config --unset sitepub.strict
run "$B" publish --dry-run --strict
eq "unknown layout, publish --strict: exits 3" "$rc" 3
git reset -q --hard "$good"

printf 'title: Test\ntheme: no-such-theme\n' > _config.yml
both "missing theme"
eq "missing theme exits 3" "$prc" 3
has "missing theme: Jekyll's words" "$err" "sitepub publish: _config.yml: error: The no-such-theme theme could not be found."
has "missing theme: the places searched" "$err" "/usr/share/rubygems-integration/all/gems"
has "missing theme: what to do" "$err" "gem install no-such-theme"

printf '<html>{%% include nav.html %%}{{ content }}</html>\n' > _layouts/default.html
both "missing include"
eq "missing include exits 3" "$prc" 3
has "missing include: file:line:column" "$err" "sitepub publish: _layouts/default.html:1:7: error: "
has "missing include: Jekyll's advice" "$err" "Could not locate the included file 'nav.html' in any of [\"_includes\"]. Ensure it exists"

# errors inside an include are located in the include's file (Jekyll 4.3.1: "Liquid syntax error
# (/…/_includes/nav.html line 3): 'for' tag was never closed included in /…/_layouts/default.html")
printf '<html>{%% include nav.html %%}{{ content }}</html>\n' > _layouts/default.html
mkdir -p _includes
printf '<nav>\n{%% for p in site.pages %%}\n' > _includes/nav.html
both "Liquid syntax error in an include"
eq "syntax error in an include exits 3" "$prc" 3
# Jekyll 4.3.1: "Liquid Exception: Liquid syntax error (/…/_includes/nav.html line 3): 'for' tag was never closed
# included in /…/_layouts/default.html"
eq "syntax error in an include: whole message" "$err" "sitepub publish: _includes/nav.html:2:1: error: Liquid Exception: Liquid syntax error (_includes/nav.html line 3): 'for' tag was never closed included in _layouts/default.html; the tag at line 2 column 1 needs its {% endfor %}"
printf '<html>{%% include nav.html %%}{{ content }}</html>\n' > _layouts/default.html
mkdir -p _includes
printf '<nav>{{ 1 | divided_by: 0 }}</nav>\n' > _includes/nav.html
both "Liquid error in an include"
# Jekyll 4.3.1: "Liquid Exception: Liquid error (/…/_includes/nav.html line 1): divided by 0 included in
# /…/_layouts/default.html"
eq "render error in an include: whole message" "$err" "sitepub publish: _includes/nav.html:1:6: error: Liquid Exception: Liquid error (_includes/nav.html line 1): divided by 0 included in _layouts/default.html"

# ---- push errors: exit 6, the commit stays ----
run "$B" publish --push
eq "push without a remote exits 6" "$rc" 6
has "push without a remote: what to do" "$err" "sitepub publish: error: no remote named 'origin' and no repository at that path; add it (git remote add origin URL) or push elsewhere with --push REMOTE"
has "push without a remote: the commit stays" "$err" "stays committed on the local asf-site; run \`sitepub publish --push\` again"
eq "push without a remote: the commit is on asf-site" "$(git log -1 --format=%s asf-site | cut -c1-8)" "Build at"
git init -q --bare "$T/pub.git"
run "$B" publish --push "$T/pub.git"
eq "push to a path after that works" "$rc" 0
eq "the remote has the commit" "$(git -C "$T/pub.git" rev-parse asf-site)" "$(git rev-parse asf-site)"

# ---- differences: exit 1 only with --exit-code ----
echo more >> about.md; git add -A; git commit -qm "more"
run "$B" diff --stat
eq "diff without --exit-code exits 0" "$rc" 0
run "$B" diff --exit-code --name-only
eq "diff --exit-code exits 1 on differences" "$rc" 1
eq "diff --name-only lists the page" "$(cat "$T/out")" "about.html"

# ---- serve and new ----
run "$B" serve -P 70000
eq "serve -P 70000 exits 2" "$rc" 2
eq "serve -P 70000 says why" "$err" "sitepub serve: '70000' is not a port number (0 to 65535)"
run "$B" serve --livereload-port 35730
eq "serve --livereload-port without --livereload exits 2" "$rc" 2
eq "serve --livereload-port says what it needs (Jekyll's words)" "$err" "sitepub serve: --livereload-min-delay, --livereload-max-delay, --livereload-ignore, and --livereload-port require the --livereload option."
run "$B" serve --livereload-ignore '*.md'
eq "serve --livereload-ignore without --livereload exits 2" "$rc" 2
run "$B" serve -P 0 --no-watch --rev no-such-rev
eq "serve --rev of an unknown revision exits 5" "$rc" 5
has "serve --rev names the revision" "$err" "unknown revision 'no-such-rev'"
run "$B" new
eq "new without PATH exits 2" "$rc" 2
run "$B" new "$R"
eq "new into a non-empty folder exits 4" "$rc" 4
eq "new into a non-empty folder: Jekyll's conflict and what to do" "$err" "sitepub new: error: Conflict: $R exists and is not empty. Ensure $R is empty or else try again with \`--force\` to proceed and overwrite any files."

[ "$fails" -eq 0 ]
