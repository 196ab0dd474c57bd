#!/bin/sh
# End-to-end test on real input (issue 8, "Robustness of the whole"): a repository whose main holds
# $SITEPUB_SHARED/corpus/tvm-site is published to asf-site (docs/ and ffi/ kept, as that site needs), published
# again (up to date), a post is edited, `sitepub diff` names exactly the pages that change, and a third publish
# pushes to a bare repository served by `git daemon` on 127.0.0.1 (git://) and mails the notice to an SMTP server
# on 127.0.0.1 (Debian's python3-aiosmtpd, tests/data/smtp_test_server.py). Every step is checked with the git
# command line and the received message.
#
# The expected values come from Jekyll 4.3.1 on the same corpus, with jekyll-feed on (the site's Gemfile names
# it) and site.time fixed so that two builds can be compared:
#   printf 'time: 2026-07-01 12:00:00 +0000\nplugins: [jekyll-feed]\n' > extra.yml
#   TZ=UTC JEKYLL_NO_BUNDLER_REQUIRE=true jekyll build --disable-disk-cache -d OUT --config _config.yml,extra.yml
# on the corpus (j1), after the title edit below (j2), and after the post rename below (j3); then
# `git diff --no-index --name-status j1 j2` (and j1 j3), `git hash-object` of the edited pages, and the list of
# files of j1. site.time only appears in the feeds (atom.xml, rss.xml, feed.xml), which change in both edits
# anyway, so sitepub's site.time (the source commit's date) does not change the lists.
#
# Environment: SITEPUB_BIN, SITEPUB_SHARED (skips when the corpus is absent), E2E_TIMEOUT (seconds per command,
# default 300), KEEP=1 keeps the temporary folder.
set -eu
B=${SITEPUB_BIN:?}
HERE=$(cd "$(dirname "$0")/../.." && pwd)
CORPUS="${SITEPUB_SHARED:-}/corpus/tvm-site"
if [ -z "${SITEPUB_SHARED:-}" ] || [ ! -f "$CORPUS/_config.yml" ]; then
  echo "skip: the tvm-site corpus is absent (SITEPUB_SHARED=${SITEPUB_SHARED:-unset}; expected \$SITEPUB_SHARED/corpus/tvm-site)"
  exit 0
fi
# libgit2 1.5.1 leaks PCRE2 match data inside git_remote_lookup (tests/lsan-thirdparty.supp), for the ASan build
export ASAN_OPTIONS="fast_unwind_on_malloc=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$HERE/tests/lsan-thirdparty.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
PY=/usr/bin/python3
TO=${E2E_TIMEOUT:-300}
T=$(mktemp -d "${TMPDIR:-/tmp}/sitepub-e2e.XXXXXX")
pids=""
cleanup() {
  for p in $pids; do kill "$p" 2>/dev/null || true; done
  for p in $pids; do wait "$p" 2>/dev/null || true; done
  if [ "${KEEP:-}" = 1 ]; then echo "# kept $T"; else rm -rf "$T"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP
. "$(dirname "$0")/../lib/check.sh"
fsck() { if timeout "$TO" git -C "$1" fsck --strict --no-progress >"$T/fsck.log" 2>&1; then ok "git fsck --strict $2"; else bad "git fsck --strict $2"; cat "$T/fsck.log"; fi; }
# sp ARGS...: sitepub in the repository with a time limit; output in $T/out, errors in $T/err, status in $rc
sp() {
  rc=0
  (cd "$R" && timeout -k 5 "$TO" "$B" "$@") >"$T/out" 2>"$T/err" || rc=$?
  [ "$rc" = 124 ] && echo "# sitepub $*: killed after ${TO}s"
  return 0
}
show() { echo "# sitepub $1: exit $rc"; sed 's/^/#   /' "$T/out" "$T/err"; }
free_port() { $PY -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

export HOME="$T/home" GIT_CONFIG_NOSYSTEM=1 TZ=UTC LC_ALL=C USER=publisher
mkdir -p "$HOME"
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE SSH_AUTH_SOCK SITEPUB_TOKEN 2>/dev/null || true
export GIT_AUTHOR_NAME="TVM Bot" GIT_AUTHOR_EMAIL=tvm-bot@example.org
export GIT_COMMITTER_NAME="TVM Bot" GIT_COMMITTER_EMAIL=tvm-bot@example.org
git config --global init.defaultBranch main
t_start=$(date +%s)

# ---- the source repository: main holds the corpus (the corpus' own .gitignore applies, as upstream) ----
R="$T/tvm-site"
git init -q -b main "$R"
cp -R "$CORPUS/." "$R/"
chmod -R u+w "$R"
(cd "$R" && git add -A && GIT_AUTHOR_DATE="2026-06-26T20:00:00Z" GIT_COMMITTER_DATE="2026-06-26T20:00:00Z" \
  git commit -qm "tvm-site source")
echo "# source: $(git -C "$R" ls-files | wc -l | tr -d ' ') files on main"

# The pages Jekyll writes for this corpus (j1, every file that is not an image, script or style sheet).
PAGES="2017/08/17/tvm-release-announcement.html
2017/08/22/Optimize-Deep-Learning-GPU-Operators-with-TVM-A-Depthwise-Convolution-Example.html
2017/10/06/nnvm-compiler-announcement.html
2017/10/30/Bringing-AMDGPUs-to-TVM-Stack-and-NNVM-Compiler-with-ROCm.html
2017/11/08/android-rpc-introduction.html
2018/01/16/opt-mali-gpu.html
2018/03/12/webgl.html
2018/03/23/nmt-transformer-optimize.html
2018/07/12/vta-release-announcement.html
2018/08/10/DLPack-Bridge.html
2018/10/03/auto-opt-all.html
2018/10/09/ml-in-tees.html
2018/12/18/lowprecision-conv.html
2019/01/19/Golang.html
2019/03/18/tvm-apache-announcement.html
2019/04/29/opt-cuda-quantized.html
2019/05/30/pytorch-frontend.html
2020/05/14/compiling-machine-learning-to-webassembly-and-webgpu.html
2020/06/04/tinyml-how-tvm-is-taming-tiny.html
2020/07/14/bert-pytorch-tvm.html
2020/07/15/how-to-bring-your-own-codegen-to-tvm.html
2020/09/26/bring-your-own-datatypes.html
2021/03/03/intro-auto-scheduler.html
2021/12/15/tvm-unity.html
2025/10/21/tvm-ffi.html
2026/06/22/tirx.html
404.html
about.html
asf.html
atom.xml
categories.html
community.html
download.html
feed.xml
history.html
index.html
posts.html
rss.xml
sitemap.txt
tags.html"

# ---- 1. first publish: creates asf-site as an orphan branch ----
t0=$(date +%s)
sp publish --keep docs --keep ffi
t1=$(date +%s)
show "publish (first)"
eq "first publish: exit 0" "$rc" 0
fsck "$R" "after the first publish"
eq "asf-site is a new orphan branch (one commit)" "$(git -C "$R" rev-list --count asf-site 2>&1)" 1
subj=$(git -C "$R" log -1 --format=%s asf-site)
case "$subj" in
  "Build at "[A-Z][a-z][a-z]" "[A-Z][a-z][a-z]" "[\ 0-9][0-9]" "[0-9][0-9]:[0-9][0-9]:[0-9][0-9]" UTC "[0-9][0-9][0-9][0-9])
    when=$(date -d "${subj#Build at }" +%s 2>/dev/null || echo 0)
    if [ "$when" -ge "$t0" ] && [ "$when" -le "$t1" ]; then ok "commit message is \`Build at \$(date)\` of the run: $subj"
    else bad "commit message date [$subj] not within the run ($t0..$t1)"; fi ;;
  *) bad "commit message [$subj] is not \`Build at \$(date)\`" ;;
esac
eq "author from GIT_AUTHOR_*" "$(git -C "$R" log -1 --format='%an <%ae>' asf-site)" "TVM Bot <tvm-bot@example.org>"
git -C "$R" ls-tree -r --name-only asf-site > "$T/tree1"
eq "the tree holds Jekyll's 247 files" "$(wc -l < "$T/tree1" | tr -d ' ')" 247
missing=""
for p in $PAGES; do grep -qxF "$p" "$T/tree1" || missing="$missing $p"; done
eq "every page Jekyll writes is in the tree (26 posts, 11 pages, 3 feeds)" "$missing" ""
extra=$(grep -v -e '^images/' -e '^assets/' -e '^css/' "$T/tree1" | grep -vxF "$PAGES" || true)
eq "no other page in the tree" "$extra" ""
for f in _config.yml _posts/2026-06-22-tirx.md Gemfile README.md scripts/task_deploy_asf_site.sh _layouts/post.html; do
  if grep -qxF "$f" "$T/tree1"; then bad "source file $f published"; fi
done
ok "no source files published (checked _config.yml, _posts/, _layouts/, Gemfile, README.md, scripts/)"
eq "the post page is Jekyll's, byte for byte (blob id)" "$(git -C "$R" rev-parse asf-site:2026/06/22/tirx.html)" \
  ba9b8c0b143a5939eb318e4f5d7e2cfe39edc74f
eq "posts.html is Jekyll's (blob id)" "$(git -C "$R" rev-parse asf-site:posts.html)" 041412d72644785b3fdc58d6808059331e2c9c5a
eq "sitemap.txt is Jekyll's (blob id)" "$(git -C "$R" rev-parse asf-site:sitemap.txt)" 21cfa07bccd1d18e0ac894151b4872be2e2856bf
eq "static image passed through as the source blob" "$(git -C "$R" rev-parse asf-site:images/logo/tvm-logo-small.png 2>&1)" \
  "$(git -C "$R" rev-parse main:images/logo/tvm-logo-small.png)"
echo "# first publish of tvm-site: $((t1 - t0)) s wall"

# ---- 2. the same revision again: up to date, no new commit ----
sp publish --keep docs --keep ffi
has "second publish says up to date" "$(cat "$T/out" "$T/err")" "up to date"
eq "second publish: exit 0" "$rc" 0
eq "second publish: no new commit" "$(git -C "$R" rev-list --count asf-site)" 1

# The docs job commits docs/, ffi/ and .asf.yaml on asf-site (as tvm's other builds do); from now on the keep
# list comes from git config, set once.
idx="$T/idx"
GIT_INDEX_FILE="$idx" git -C "$R" read-tree asf-site
for f in docs/index.html ffi/index.html .asf.yaml; do
  GIT_INDEX_FILE="$idx" git -C "$R" update-index --add --cacheinfo \
    100644,"$(echo "content of $f" | git -C "$R" hash-object -w --stdin)","$f"
done
docs=$(git -C "$R" commit-tree "$(GIT_INDEX_FILE="$idx" git -C "$R" write-tree)" -p asf-site -m "Update docs")
git -C "$R" update-ref refs/heads/asf-site "$docs"
git -C "$R" config --add sitepub.keep docs
git -C "$R" config --add sitepub.keep ffi
sp publish
show "publish (after the docs job)"
has "after the docs job: up to date (docs/, ffi/, .asf.yaml kept)" "$(cat "$T/out" "$T/err")" "up to date"
eq "after the docs job: the tip is the docs commit" "$(git -C "$R" rev-parse asf-site)" "$docs"

# The bare repository the site is served from holds asf-site as it is now.
BARE="$T/srv/tvm-site.git"
git init -q --bare "$BARE"
git -C "$R" push -q "$BARE" asf-site
old=$(git -C "$R" rev-parse asf-site)

# ---- 3. one post edited on main: exactly the pages that change ----
(cd "$R" && sed -i 's/^ title: "TIRx: An Open Compiler Stack for Evolving Frontier ML Kernels"$/ title: "TIRx: An Open Compiler Stack for Frontier ML Kernels"/' \
  _posts/2026-06-22-tirx.md && GIT_AUTHOR_DATE="2026-06-27T09:00:00Z" GIT_COMMITTER_DATE="2026-06-27T09:00:00Z" \
  git commit -qam "TIRx post: shorter title")
eq "the edit changed one source file" "$(git -C "$R" diff --name-only main~1 main)" _posts/2026-06-22-tirx.md
# Jekyll: git diff --no-index --name-status j1 j2
expect_edit="M	2026/06/22/tirx.html
M	atom.xml
M	feed.xml
M	posts.html
M	rss.xml"
sp diff --name-status main~1 main
show "diff --name-status main~1 main"
eq "sitepub diff --name-status main~1 main: the post, the listing, the feeds (as Jekyll)" "$(cat "$T/out")" "$expect_edit"
eq "sitepub diff main~1 main: exit 0" "$rc" 0
sp diff --name-status
eq "sitepub diff (no REV): what publish would change now is the same" "$(cat "$T/out")" "$expect_edit"
sp diff --name-status --exit-code main~1 main
eq "sitepub diff --exit-code with differences: exit 1" "$rc" 1
# a post whose URL changes (file renamed) also changes the sitemap; Jekyll: git diff --no-index --name-status j1 j3
(cd "$R" && git branch -q rename main && git symbolic-ref HEAD refs/heads/rename && \
  git mv _posts/2025-10-21-tvm-ffi.md _posts/2025-10-21-tvm-ffi-intro.md && git commit -qm "rename tvm-ffi post" && \
  git symbolic-ref HEAD refs/heads/main && git reset -q --hard main)
expect_rename="R100	2025/10/21/tvm-ffi.html	2025/10/21/tvm-ffi-intro.html
M	atom.xml
M	feed.xml
M	posts.html
M	rss.xml
M	sitemap.txt"
sp diff --name-status main rename
show "diff --name-status main rename"
eq "sitepub diff after a post's URL changes: the post moves, the sitemap, listing and feeds change (as Jekyll)" \
  "$(cat "$T/out")" "$expect_rename"
eq "sitepub diff wrote nothing: asf-site unchanged" "$(git -C "$R" rev-parse asf-site)" "$old"

# ---- 4. publish with --push through git daemon (git://) and --notify to SMTP on 127.0.0.1 ----
# git daemon on a free port; a port taken meanwhile makes the daemon exit, then another port is tried
daemon_up=0
for attempt in 1 2 3 4 5; do
  port=$(free_port)
  git daemon --listen=127.0.0.1 --port="$port" --base-path="$T/srv" --export-all --enable=receive-pack \
    --reuseaddr --informative-errors "$T/srv" >"$T/daemon.log" 2>&1 &
  dpid=$!
  pids="$pids $dpid"
  i=0
  while [ $i -lt 100 ] && kill -0 "$dpid" 2>/dev/null; do
    if timeout 5 git ls-remote "git://127.0.0.1:$port/tvm-site.git" >/dev/null 2>&1; then daemon_up=1; break; fi
    sleep 0.1; i=$((i+1))
  done
  [ $daemon_up = 1 ] && break
  kill "$dpid" 2>/dev/null || true
done
[ $daemon_up = 1 ] && ok "git daemon serving git://127.0.0.1:$port/" || { bad "git daemon did not start"; cat "$T/daemon.log"; }
URL="git://127.0.0.1:$port/tvm-site.git"

smtp=0
if $PY -c 'import aiosmtpd' 2>/dev/null; then
  mkdir -p "$T/smtp"
  $PY "$HERE/tests/data/smtp_test_server.py" --mode plain --port-file "$T/smtp/port" --out "$T/smtp" >"$T/smtp/log" 2>&1 &
  pids="$pids $!"
  i=0; while [ ! -s "$T/smtp/port" ] && [ $i -lt 150 ]; do sleep 0.1; i=$((i+1)); done
  if [ -s "$T/smtp/port" ]; then
    smtp=1
    # git-multimail's settings, a plain trusted local relay (smtpEncryption none), the ASF intro
    git -C "$R" config multimailhook.mailingList 'TVM Commits <commits@tvm.example.org>'
    git -C "$R" config multimailhook.from 'TVM Bot <tvm-bot@example.org>'
    git -C "$R" config multimailhook.envelopeSender bounces@tvm.example.org
    git -C "$R" config multimailhook.smtpServer "127.0.0.1:$(cat "$T/smtp/port")"
    git -C "$R" config multimailhook.smtpEncryption none
    git -C "$R" config multimailhook.smtpServerTimeout 20
    git -C "$R" config sitepub.notify.style asf
  else
    bad "SMTP server did not start"; cat "$T/smtp/log"
  fi
else
  echo "skip - the notice over SMTP: /usr/bin/python3 without aiosmtpd (apt-get install python3-aiosmtpd)"
fi
notify=""; [ $smtp = 1 ] && notify=--notify

t0=$(date +%s)
sp publish --push "$URL" $notify
t1=$(date +%s)
show "publish --push $URL $notify"
eq "publish --push $notify: exit 0" "$rc" 0
has "says it pushed" "$(cat "$T/out")" "pushed asf-site to $URL"
new=$(git -C "$R" rev-parse asf-site)
eq "the commit is on the previous tip" "$(git -C "$R" rev-parse asf-site~1)" "$old"
eq "bare repository's asf-site is the new commit" "$(git -C "$BARE" rev-parse asf-site 2>&1)" "$new"
subj=$(git -C "$BARE" log -1 --format=%s asf-site)
case "$subj" in "Build at "*" UTC 20"[0-9][0-9]) ok "bare: git log -1 --format=%s asf-site is [$subj]";; *) bad "bare: subject [$subj]";; esac
eq "bare: the history is Build, Update docs, Build" "$(git -C "$BARE" log --format=%s asf-site | sed 's/^Build at .*/Build at .../')" \
  "Build at ...
Update docs
Build at ..."
fsck "$BARE" "on the bare repository after the push"
fsck "$R" "after the third publish"
eq "bare: the commit changes exactly the pages Jekyll's output changes" \
  "$(git -C "$BARE" diff --name-status asf-site~1 asf-site)" "$expect_edit"
eq "bare: the edited post is Jekyll's page (blob id)" "$(git -C "$BARE" rev-parse asf-site:2026/06/22/tirx.html)" \
  f34b38aa8562e343dd5db12f9a71ec00dfba54f3
eq "bare: posts.html is Jekyll's listing (blob id)" "$(git -C "$BARE" rev-parse asf-site:posts.html)" \
  87a4c8218c9167ff02f7426b342b8c33aab0f669
eq "bare: docs/ kept" "$(git -C "$BARE" cat-file -p asf-site:docs/index.html)" "content of docs/index.html"
eq "bare: ffi/ kept" "$(git -C "$BARE" cat-file -p asf-site:ffi/index.html)" "content of ffi/index.html"
eq "bare: .asf.yaml kept" "$(git -C "$BARE" cat-file -p asf-site:.asf.yaml)" "content of .asf.yaml"
echo "# publish + push + notice: $((t1 - t0)) s wall"

if [ $smtp = 1 ]; then
  n=$(ls "$T/smtp" | grep -c '^received\.' || true)
  eq "one email: the combined notice git-multimail sends for a one-commit fast-forward" "$n" 1
  m="$T/smtp/received.1"
  if [ -f "$m" ]; then
    tr -d '\r' < "$m" > "$T/mail"
    # header NAME: its unfolded value (RFC 5322: a fold is CRLF before white space)
    header() { awk -v h="$1" '/^$/ { exit } /^[ \t]/ { if (on) v = v $0; next }
      { if (on) exit; if (index($0, h ": ") == 1) { on = 1; v = substr($0, length(h) + 3) } } END { print v }' "$T/mail"; }
    eq "Subject: $(header Subject)" "$(header Subject)" "[tvm-site] branch asf-site updated: $subj"
    eq "To" "$(header To)" "TVM Commits <commits@tvm.example.org>"
    eq "X-Git-Oldrev" "$(header X-Git-Oldrev)" "$old"
    eq "X-Git-Newrev" "$(header X-Git-Newrev)" "$new"
    eq "X-Git-NotificationType: ref_changed_plus_diff" "$(header X-Git-NotificationType)" ref_changed_plus_diff
    grep -q '^MAIL FROM:bounces@tvm.example.org$' "$T/smtp/envelope.1" && grep -q '^RCPT TO:commits@tvm.example.org$' "$T/smtp/envelope.1" &&
      ok "envelope: MAIL FROM the envelopeSender, RCPT TO the list" || { bad "envelope"; cat "$T/smtp/envelope.1"; }
    has "ASF intro" "$(cat "$T/mail")" "This is an automated email from the ASF dual-hosted git repository.

publisher pushed a commit to branch asf-site
in repository https://gitbox.apache.org/repos/asf/tvm-site.git"
    has "the new commit line" "$(cat "$T/mail")" "     new $(echo "$new" | cut -c1-7)  $subj"
    # the diffstat: the lines after the commit's "---" up to the blank line, as git log -C --stat prints them
    stat=$(awk 'd && /^$/ { exit } d { print } /^---$/ && !d { d = 1 }' "$T/mail")
    eq "the diffstat is git's for the commit" "$stat" "$(git -C "$BARE" log -C --stat --format= -1 asf-site)"
    has "the diffstat names the edited post's page" "$stat" " 2026/06/22/tirx.html | 4 ++--"
    grep -q '^+ *<h1>TIRx: An Open Compiler Stack for Frontier ML Kernels </h1>$' "$T/mail" &&
      ok "the patch shows the new title" || bad "the patch lacks the new title"
    case "$(awk 'length($0) > 998' "$T/mail")" in "") ok "no line longer than 998 bytes";; *) bad "a line longer than 998 bytes";; esac
  else
    bad "no email received"; cat "$T/smtp/log"
  fi
fi

# ---- 5. once more: up to date, nothing pushed, nothing mailed ----
sp publish --push "$URL" $notify --json
eq "fourth publish: exit 0" "$rc" 0
case "$(cat "$T/out")" in *'"up_to_date":true'*) ok "fourth publish: up to date";; *) bad "fourth publish: $(cat "$T/out" "$T/err")";; esac
eq "fourth publish: no new commit" "$(git -C "$R" rev-parse asf-site)" "$new"
[ $smtp = 1 ] && eq "fourth publish: no email" "$(ls "$T/smtp" | grep -c '^received\.' || true)" 1

echo "# e2e total: $(( $(date +%s) - t_start )) s wall"
echo "failures: $fails"
[ "$fails" -eq 0 ]
