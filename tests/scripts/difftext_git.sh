#!/bin/sh
# difftext against git 2.39: build a repository with renames, copies, mode changes, binary files, long and quoted
# paths, missing final newlines; compare sp_difftext (include/sitepub/difftext.h) with git byte for byte.
set -eu
BUILD=${BUILD:-build}
tool="$(pwd)/$BUILD/tools/sp_difftext"
[ -x "$tool" ] || { echo "missing $tool"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null LC_ALL=C TZ=UTC
export GIT_AUTHOR_NAME='A U Thor' GIT_AUTHOR_EMAIL=a@example.org GIT_COMMITTER_NAME='C O Mitter' \
       GIT_COMMITTER_EMAIL=c@example.org GIT_AUTHOR_DATE='2021-03-04T05:06:07+0100' GIT_COMMITTER_DATE='2021-03-04T05:06:07+0100'
cd "$tmp"
git init -q -b main r
cd r
seq 1 100 > numbers.txt
seq 1 40 | sed 's/^/line /' > lines.txt
printf 'no newline' > nonl.txt
printf 'bin\000ary' > data.bin
mkdir -p very/deeply/nested/directory/structure/that/goes/on/and/on/for/quite/a/while
echo deep > very/deeply/nested/directory/structure/that/goes/on/and/on/for/quite/a/while/file.txt
echo script > run.sh
printf 'tab\there\n\tindented message line\n' > notes.txt
git add -A && git commit -q -m 'first

	tabbed	body line   
with trailing spaces   

'
# second: modify, rename with edits, copy, mode change, binary change, delete, quoted name, no-newline edits
seq 1 100 | sed 's/^50$/fifty/; s/^3$/three/' > numbers.txt
git mv lines.txt renamed-lines.txt
sed -i 's/^line 7$/line seven/' renamed-lines.txt
cp numbers.txt numbers-copy.txt
chmod +x run.sh
printf 'bin\000ary two' > data.bin
git rm -q notes.txt
printf 'x' > 'sp ace "q".txt'
printf 'changed, still no newline' > nonl.txt
printf 'caf\303\251\n' > "caf$(printf '\303\251').txt"
git add -A && git commit -q -m 'second: many kinds of change'
# third: only a pure rename into a directory, and a mode-only change back
mkdir -p sub
git mv numbers-copy.txt sub/numbers-copy.txt
chmod -x run.sh
git add -A && git commit -q -m 'third'
fail=0
check() { # name, git output file, ours file
    if cmp -s "$2" "$3"; then echo "ok   $1"; else echo "FAIL $1"; diff "$2" "$3" | head -20; fail=1; fi
}
for c in HEAD~2 HEAD~1 HEAD; do
    git log -C --stat -p --cc -1 "$c" > g; "$tool" . log "$c" > s; check "log $c" g s
done
for w in 0 40 60 100 200; do
    if [ "$w" = 0 ]; then git diff --stat HEAD~2 HEAD > g; else git diff --stat=$w HEAD~2 HEAD > g; fi
    "$tool" . diff HEAD~2 HEAD s "$w" > s; check "stat width $w" g s
done
git diff --name-status HEAD~2 HEAD~1 > g; "$tool" . diff HEAD~2 HEAD~1 n > s; check "name-status" g s
git diff --name-status --no-renames HEAD~2 HEAD~1 > g; "$tool" . diff HEAD~2 HEAD~1 n 0 none > s; check "name-status --no-renames" g s
git diff -C --name-status HEAD~2 HEAD~1 > g; "$tool" . diff HEAD~2 HEAD~1 n 0 copies > s; check "name-status -C" g s
git diff --summary HEAD~2 HEAD > g; "$tool" . diff HEAD~2 HEAD m > s; check "summary" g s
git diff --stat --summary -p HEAD~2 HEAD~1 > g; "$tool" . diff HEAD~2 HEAD~1 smp > s; check "stat+summary+patch" g s
git diff --name-status --stat --summary -p -C HEAD~2 HEAD~1 > g; "$tool" . diff HEAD~2 HEAD~1 nsmp 0 copies > s; check "all formats -C" g s
git diff -p HEAD~1 HEAD > g; "$tool" . diff HEAD~1 HEAD p > s; check "patch rename+mode" g s
git diff --stat --summary --find-copies-harder HEAD~2 HEAD > g; "$tool" . diff HEAD~2 HEAD sm 0 harder > s; check "find-copies-harder" g s
git diff --stat -p 4b825dc642cb6eb9a060e54bf8d69288fbee4904 HEAD > g; "$tool" . diff empty HEAD sp > s; check "from empty tree" g s
git diff --stat -p HEAD 4b825dc642cb6eb9a060e54bf8d69288fbee4904 > g; "$tool" . diff HEAD empty sp > s; check "to empty tree" g s
exit $fail
