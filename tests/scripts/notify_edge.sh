#!/bin/sh
# sitepub notify beyond the reference emails: no header injection from commit text or configuration, no line
# over 998 bytes on the wire, and the ref-change kinds git-multimail describes with its own texts (non-fast-forward,
# rewind, deletion, tag), checked for git-multimail's fixed sentences (git_multimail.py templates).
set -u
BUILD=${BUILD:-build}
BIN=${SITEPUB_BIN:-$(pwd)/$BUILD/sitepub}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null TZ=UTC USER=tester
export GIT_AUTHOR_NAME=A GIT_AUTHOR_EMAIL=a@example.org GIT_COMMITTER_NAME=C GIT_COMMITTER_EMAIL=c@example.org
Z=0000000000000000000000000000000000000000
r="$tmp/repo"
git init -q -b main "$r"
cd "$r" || exit 1
git config multimailhook.mailingList list@example.org
fail=0
ok() { echo "ok   $1"; }
bad() { echo "FAIL $1"; fail=1; }
headers() { awk '/^=+$/ {next} /^$/ {exit} {print}' "$1"; }

echo 1 > f; git add f; git commit -qm one
c1=$(git rev-parse HEAD)
# a subject carrying CR and form feed, an author name with odd bytes
t=$(git write-tree)
evil=$(printf 'Innocent\rBcc: evil@example.org\fX-Evil: 1\n\nbody\n' | git commit-tree "$t" -p "$c1")
git update-ref refs/heads/main "$evil"
"$BIN" notify --stdout "$c1" "$evil" refs/heads/main > "$tmp/evil" 2>&1
if headers "$tmp/evil" | grep -q '^Bcc:\|^X-Evil:'; then bad "header injection through the subject"; else ok "no header injection through the subject"; fi
if headers "$tmp/evil" | grep -q "$(printf '\r')"; then bad "CR in a header"; else ok "no CR in headers"; fi
git config multimailhook.from "$(printf 'bot@example.org\r\nBcc: evil@example.org')"
"$BIN" notify --stdout "$c1" "$evil" refs/heads/main > "$tmp/evil2" 2>&1
if headers "$tmp/evil2" | grep -q '^Bcc:'; then bad "header injection through multimailhook.from"; else ok "no header injection through configuration"; fi
git config --unset multimailhook.from

# a 5000-byte line (UTF-8) with no length limit configured: cut to at most 998 bytes
git reset -q --hard "$c1"
awk 'BEGIN { s = ""; for (i = 0; i < 2500; i++) s = s "\303\251"; print s }' > long.txt
git add long.txt; git commit -qm 'long line'
c2=$(git rev-parse HEAD)
git config multimailhook.emailMaxLineLength 0
"$BIN" notify --stdout "$c1" "$c2" refs/heads/main > "$tmp/long"
max=$(LC_ALL=C awk '{ if (length($0) > m) m = length($0) } END { print m }' "$tmp/long")
if [ "$max" -le 998 ] && grep -q ' \[\.\.\.\]$' "$tmp/long"; then ok "no line over 998 bytes (longest $max)"; else bad "a line of $max bytes"; fi
git config --unset multimailhook.emailMaxLineLength

# non-fast-forward: c2 -> side (from c1)
git checkout -q -b side "$c1"; echo side > g; git add g; git commit -qm 'side work'
s=$(git rev-parse HEAD); git checkout -q main; git branch -q -D side
git update-ref refs/heads/main "$s"
"$BIN" notify --stdout "$c2" "$s" refs/heads/main > "$tmp/nonff"
if grep -q '^ discard [0-9a-f]\{7\}  long line$' "$tmp/nonff" && grep -q '^     new [0-9a-f]\{7\}  side work$' "$tmp/nonff" &&
   grep -q '^This update added new revisions after undoing existing revisions\.$' "$tmp/nonff" &&
   grep -q '^Summary of changes:$' "$tmp/nonff" && grep -q 'updated ([0-9a-f]\{7\} -> [0-9a-f]\{7\})$' "$tmp/nonff" &&
   [ "$(grep -c '^===================' "$tmp/nonff")" = 4 ]; then ok "non-fast-forward: summary + 1 commit email"; else bad "non-fast-forward"; cat "$tmp/nonff"; fi
# rewind: s -> c1
git update-ref refs/heads/main "$c1"
"$BIN" notify --stdout "$s" "$c1" refs/heads/main > "$tmp/rewind"
if grep -q '^This update removed existing revisions from the reference, leaving the$' "$tmp/rewind" &&
   grep -q '^No new revisions were added by this update\.$' "$tmp/rewind" && [ "$(grep -c '^=======' "$tmp/rewind")" = 2 ]; then
    ok "rewind: one summary email"; else bad "rewind"; cat "$tmp/rewind"; fi
# deletion with the commits kept elsewhere, and creation of a tag
git branch -q keep "$c1"
git update-ref -d refs/heads/main
"$BIN" notify --stdout "$c1" "$Z" refs/heads/main > "$tmp/delete"
if grep -q 'branch main deleted (was [0-9a-f]\{7\})$' "$tmp/delete" && grep -q '^     was [0-9a-f]\{7\}  one$' "$tmp/delete" &&
   grep -q '^other references; therefore, this change does not discard any commits$' "$tmp/delete"; then
    ok "deletion"; else bad "deletion"; cat "$tmp/delete"; fi
git tag v1 "$c1"
"$BIN" notify --stdout "$Z" "$c1" refs/tags/v1 > "$tmp/tag"
if grep -q 'tag v1 created (now [0-9a-f]\{7\})$' "$tmp/tag" && grep -q '^      at [0-9a-f]\{7\}  (commit)$' "$tmp/tag"; then
    ok "tag creation"; else bad "tag creation"; cat "$tmp/tag"; fi
git tag -a v0 -m 'first release' "$c1"
git tag -a v2 -m 'Release 2' -m 'Notes line' "$s"
git config multimailhook.announceList announce@example.org
"$BIN" notify --stdout "$Z" "$(git rev-parse v2)" refs/tags/v2 > "$tmp/atag"
if grep -q 'annotated tag v2 created (now [0-9a-f]\{7\})$' "$tmp/atag" && grep -q '^To: announce@example.org$' "$tmp/atag" &&
   grep -q "^ tagging $s (commit)\$" "$tmp/atag" && grep -q '^ replaces v0$' "$tmp/atag" &&
   grep -q '^- Log -----------------------------------------------------------------$' "$tmp/atag" &&
   grep -q '^Notes line$' "$tmp/atag"; then ok "annotated tag: describe_tag text, announceList"; else bad "annotated tag"; cat "$tmp/atag"; fi
git config --unset multimailhook.announceList
# commitBrowseURL (the link after the intro), multimailhook.stdout (print instead of sending), excludeMergeRevisions
git config multimailhook.commitBrowseURL 'https://example.org/c/%(id)s?r=%(repo_shortname)s'
git config multimailhook.stdout true
n=$(echo 'browse me' | git commit-tree "$c1^{tree}" -p "$c1")
git update-ref refs/heads/b "$n"
"$BIN" notify "$c1" "$n" refs/heads/b > "$tmp/browse" 2>&1; rc=$?
if [ $rc = 0 ] && grep -q "^https://example.org/c/$n?r=repo\$" "$tmp/browse" && grep -q '^View the commit online:$' "$tmp/browse"; then
    ok "commitBrowseURL and multimailhook.stdout"; else bad "commitBrowseURL/stdout (rc=$rc)"; cat "$tmp/browse"; fi
git config --unset multimailhook.commitBrowseURL
m1=$(echo 'side A' | git commit-tree "$c1^{tree}" -p "$c1")
m2=$(echo 'merge it' | git commit-tree "$c1^{tree}" -p "$n" -p "$m1")
git update-ref refs/heads/b "$m2"
git config multimailhook.excludeMergeRevisions true
"$BIN" notify "$n" "$m2" refs/heads/b > "$tmp/merge" 2>&1
if grep -q '^Subject: \[repo\] 01/02: side A$' "$tmp/merge" && ! grep -q '^Subject: \[repo\] 02/02' "$tmp/merge"; then
    ok "excludeMergeRevisions: no email for the merge"; else bad "excludeMergeRevisions"; grep '^Subject' "$tmp/merge"; fi
git config --unset multimailhook.excludeMergeRevisions
git config --unset multimailhook.stdout
git update-ref -d refs/heads/b
# no recipients: a clear error, exit 7
git config --unset multimailhook.mailingList
"$BIN" notify --stdout "$Z" "$c1" refs/heads/x >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 7 ] && grep -q 'mailingList' "$tmp/err" && ok "no recipients: exit 7" || { bad "no recipients (rc=$rc)"; cat "$tmp/err"; }
"$BIN" notify --stdout --to someone@example.org "$Z" "$c1" refs/heads/x >"$tmp/to"; rc=$?
[ $rc = 0 ] && grep -q '^To: someone@example.org$' "$tmp/to" && ok "--to overrides" || bad "--to (rc=$rc)"
# short ids as `git rev-parse --short` gives them (git-multimail runs it): 8 digits once the repository holds
# 16,384 objects or more
git config multimailhook.mailingList list@example.org
big="$tmp/big"
git init -q -b main "$big"
( cd "$big" && i=0; while [ $i -lt 16400 ]; do printf 'blob\ndata <<E\n%d\nE\n' $i; i=$((i+1)); done | git fast-import --quiet )
( cd "$big" && git config multimailhook.mailingList list@example.org && echo a > a && git add a && git commit -qm first &&
  echo b > a && git commit -qam second )
o=$(git -C "$big" rev-parse HEAD~1); n=$(git -C "$big" rev-parse HEAD)
(cd "$big" && "$BIN" notify --stdout "$o" "$n" refs/heads/main > "$tmp/big.eml" 2>&1); rc=$?
short=$(git -C "$big" rev-parse --short HEAD)
[ ${#short} -ge 8 ] && ok "git abbreviates to ${#short} digits in a repository of 16,400+ objects" || bad "the big repository gives ${#short} digits"
[ $rc = 0 ] && grep -q "^     new $short second$" "$tmp/big.eml" && grep -q "^$short is described below$" "$tmp/big.eml" && grep -q "^X-Git-Rev: $n" "$tmp/big.eml" &&
  ok "notice short ids as git rev-parse --short ($short)" || { bad "notice short ids (rc=$rc, want $short)"; grep -n "via\|$o\|Subject" "$tmp/big.eml" | head; }
exit $fail
