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
git tag c1
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
git tag c2
# third: only a pure rename into a directory, and a mode-only change back
mkdir -p sub
git mv numbers-copy.txt sub/numbers-copy.txt
chmod -x run.sh
git add -A && git commit -q -m 'third'
git tag c3
# fourth: file -> symlink (type change), empty files, a binary rename, a name with a tab, a directory that
# becomes a file, no newline at the end of a new file
git rm -q --cached nonl.txt && rm nonl.txt && ln -s target nonl.txt
: > empty-new.txt
git mv data.bin moved.bin
printf 'w\n' > "$(printf 'tab\tname')"
git rm -q -r sub && printf 'now a file\n' > sub
printf 'a\nb' > nonl-new.txt
git add -A && git commit -q -m 'fourth: type change and friends'
git tag c4
fail=0
check() { # name, git output file, ours file
    if cmp -s "$2" "$3"; then echo "ok   $1"; else echo "FAIL $1"; diff "$2" "$3" | head -20; fail=1; fi
}
for c in c1 c2 c3 c4; do
    git log -C --stat -p --cc -1 "$c" > g; "$tool" . log "$c" > s; check "log $c" g s
done
for w in 0 40 60 100 200; do
    if [ "$w" = 0 ]; then git diff --stat c1 c3 > g; else git diff --stat=$w c1 c3 > g; fi
    "$tool" . diff c1 c3 s "$w" > s; check "stat width $w" g s
done
git diff --name-status c1 c2 > g; "$tool" . diff c1 c2 n > s; check "name-status" g s
git diff --name-status --no-renames c1 c2 > g; "$tool" . diff c1 c2 n 0 none > s; check "name-status --no-renames" g s
git diff -C --name-status c1 c2 > g; "$tool" . diff c1 c2 n 0 copies > s; check "name-status -C" g s
git diff --summary c1 c3 > g; "$tool" . diff c1 c3 m > s; check "summary" g s
git diff --stat --summary -p c1 c2 > g; "$tool" . diff c1 c2 smp > s; check "stat+summary+patch" g s
git diff --name-status --stat --summary -p -C c1 c2 > g; "$tool" . diff c1 c2 nsmp 0 copies > s; check "all formats -C" g s
git diff -p c2 c3 > g; "$tool" . diff c2 c3 p > s; check "patch rename+mode" g s
git diff --stat --summary --find-copies-harder c1 c3 > g; "$tool" . diff c1 c3 sm 0 harder > s; check "find-copies-harder" g s
git diff --stat -p 4b825dc642cb6eb9a060e54bf8d69288fbee4904 HEAD > g; "$tool" . diff empty HEAD sp > s; check "from empty tree" g s
git diff --stat -p HEAD 4b825dc642cb6eb9a060e54bf8d69288fbee4904 > g; "$tool" . diff HEAD empty sp > s; check "to empty tree" g s
for f in s m p n sm smp; do
    args=""
    case $f in *n*) args="$args --name-status" ;; esac
    case $f in *s*) args="$args --stat" ;; esac
    case $f in *m*) args="$args --summary" ;; esac
    case $f in *p*) args="$args -p" ;; esac
    git diff $args c3 c4 > g; "$tool" . diff c3 c4 "$f" > s; check "type change etc. ($args)" g s
done
for r in "c1 c2" "c2 c3" "c3 c4" "c1 c4"; do
    git diff --name-only $r > g; "$tool" . diff $r o > s; check "name-only $r" g s
    git diff --numstat $r > g; "$tool" . diff $r u > s; check "numstat $r" g s
    git diff --shortstat $r > g; "$tool" . diff $r t > s; check "shortstat $r" g s
    git diff --numstat --stat --shortstat --summary -p $r > g; "$tool" . diff $r ustmp > s; check "numstat+stat+shortstat+summary+patch $r" g s
done
for u in 0 1 10; do
    git diff -U$u c1 c2 > g; "$tool" . diff c1 c2 p 0 renames $u > s; check "patch -U$u" g s
done
git diff --shortstat c1 c4 | awk '{ print $1, ($4 + 0), ($6 + 0) }' > g; "$tool" . count c1 c4 > s; check "sp_difftext_count = --shortstat" g s
git diff --stat -p c1 c4 > g; "$tool" . diff c1 c4 sp > s; check "whole history" g s
# git's rename matching (exact matches with basename preference, basename moves, the similarity matrix with its
# tie-breaks) on many near-identical files
git init -q -b main "$tmp/amb"
cd "$tmp/amb"
# ambiguous renames: many similar pages moved and edited, identical files, basename moves
mkdir -p page tags
for i in $(seq 1 12); do
    { echo "<html><head><title>Page $i</title></head><body>"
      for k in $(seq 1 20); do echo "<li><a href=\"/posts/$k\">Post number $k in the list</a></li>"; done
      echo "<p>page $i of 12</p></body></html>"; } > page/$i.html
done
for t in a b c d; do cp page/1.html tags/$t.html; done
echo same > s1.txt; cp s1.txt s2.txt; : > e1.txt
git add -A && git commit -q -m 'similar pages'
mkdir -p pages moved
for i in $(seq 2 12); do
    j=$((i - 1))
    sed "s/Page $i</Page $j</; s/page $i of 12/page $j of 11/" page/$i.html > pages/p$j.html
done
git rm -q -r page
git mv tags/a.html moved/a.html
git rm -q tags/c.html
cp tags/b.html tags/b2.html; cp tags/b.html tags/b3.html
git mv s1.txt moved/s1.txt
cp s2.txt s3.txt
git mv e1.txt e2.txt
sed -i 's/Post number 3 /POST 3 /' tags/b2.html
git add -A && git commit -q -m 'move the pages'
for m in -M -C --find-copies-harder; do
    case $m in -M) f=renames ;; -C) f=copies ;; *) f=harder ;; esac
    git diff $m --stat --summary HEAD~1 HEAD > g; "$tool" . diff HEAD~1 HEAD sm 0 $f > s; check "ambiguous renames $m" g s
    git diff $m --name-status HEAD~1 HEAD > g; "$tool" . diff HEAD~1 HEAD n 0 $f > s; check "ambiguous renames $m --name-status" g s
done
git log -C --stat -p --cc -1 > g; "$tool" . log HEAD > s; check "ambiguous renames: log -C" g s

# a commit declared ISO-8859-1: message and author converted to UTF-8 as git log does (git-multimail runs git
# with i18n.logOutputEncoding=UTF-8)
git init -q -b main "$tmp/latin1"
cd "$tmp/latin1"
git config i18n.commitEncoding ISO-8859-1
GIT_AUTHOR_NAME="$(printf 'Ren\351')" git -c user.name=x -c user.email=x@y commit -q --allow-empty -m "$(printf 'caf\351 latin1\n\nbody \351')"
git -c i18n.logOutputEncoding=UTF-8 log -C --stat -p --cc -1 > g; "$tool" . log HEAD > s; check "log of an ISO-8859-1 commit" g s
exit $fail
