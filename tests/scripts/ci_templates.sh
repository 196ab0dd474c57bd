#!/bin/sh
# templates/ci (issue 19): the GitHub Actions workflow's shell steps run locally, in order, against a bare
# repository (actions/checkout emulated by a clone, actions/cache by a folder that outlives the run, the package
# installation skipped: this machine has the packages): the branch comes from the site's publish: settings, the
# notice is sent only when asked, sitepub is built once per sitepub commit; and the crontab line in a --mirror
# clone. Checked with the git command line.
set -eu
export ASAN_OPTIONS="fast_unwind_on_malloc=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$(cd "$(dirname "$0")/.." && pwd)/lsan-thirdparty.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
B=${SITEPUB_BIN:?}
case $B in /*) ;; *) B="$PWD/$B" ;; esac
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
if ! /usr/bin/python3 -c 'import yaml' 2>/dev/null; then echo "# skipped: python3-yaml is not installed"; exit 0; fi

export HOME="$T/home"; mkdir -p "$HOME"
unset SSH_AUTH_SOCK SITEPUB_TOKEN 2>/dev/null || true
git config --global init.defaultBranch main
git config --global user.name "Site Author"
git config --global user.email author@example.org

# a stand-in for sitepub's source: its Makefile "builds" build/sitepub as a wrapper of the binary under test and
# counts the builds
git init -q "$T/sitepub-src"
cat > "$T/sitepub-src/Makefile" <<MK
build/sitepub:
	mkdir -p build && printf '#!/bin/sh\nexec "$B" "\$\$@"\n' > build/sitepub && chmod +x build/sitepub
	echo built >> "$T/builds.log"
MK
git -C "$T/sitepub-src" add -A; git -C "$T/sitepub-src" commit -qm "sitepub"

# the site: a bare repository whose main has publish: {branch: gh-pages}
git init -q --bare "$T/site.git"
git clone -q "$T/site.git" "$T/author" 2>/dev/null
cd "$T/author"
printf 'title: CI\npublish:\n  branch: gh-pages\n' > _config.yml
printf -- '---\n---\n{{ site.title }} one\n' > index.html
git add -A; git commit -qm one; git push -q origin main

# the workflow's steps as one shell script per run: run: steps in order with their env (only ${{ vars.X }},
# ${{ secrets.X }}, ${{ github.X }}, ${{ steps.ID.outputs.X }} references; anything else fails the test)
cat > "$T/steps.py" <<'PY'
import os, re, shlex, sys, yaml
wf = yaml.safe_load(open(sys.argv[1]))
steps = wf["jobs"]["publish"]["steps"]
vars_ = dict(a.split("=", 1) for a in sys.argv[2:])
out = ["set -eu"]
def expr(m):
    e = m.group(1).strip()
    k = re.fullmatch(r"(vars|secrets)\.([A-Za-z_]+)", e)
    if k:
        return vars_.get(k.group(2), "")
    k = re.fullmatch(r"github\.sha", e)
    if k:
        return "$(git -C \"$GITHUB_WORKSPACE\" rev-parse HEAD)"
    k = re.fullmatch(r"steps\.([a-z_]+)\.outputs\.([a-z_]+)", e)
    if k:
        return "$(sed -n 's/^%s=//p' \"$OUTPUTS/%s\")" % (k.group(2), k.group(1))
    sys.exit("unsupported expression: " + e)
for i, st in enumerate(steps):
    if "uses" in st:
        if st["uses"].startswith("actions/checkout"):
            out.append('git clone -q "$SITE_URL" "$GITHUB_WORKSPACE"; cd "$GITHUB_WORKSPACE"')
        continue  # actions/cache: the cached folders outlive the run here
    if st["name"].startswith("Install"):
        continue
    env = {k: re.sub(r"\$\{\{(.*?)\}\}", expr, str(v)) for k, v in (st.get("env") or {}).items()}
    sid = st.get("id", "step%d" % i)
    out.append("echo '# step: %s'" % st["name"].replace("'", ""))
    assign = " ".join("%s=\"%s\"" % (k, v) for k, v in env.items())
    out.append("( cd \"$GITHUB_WORKSPACE\"; export GITHUB_OUTPUT=\"$OUTPUTS/%s\"; : > \"$GITHUB_OUTPUT\"; %s%s sh -eu -c %s )"
               % (sid, "export " + assign + "; " if assign else "", "", shlex.quote(st["run"])))
    out.append('while read -r p; do PATH="$p:$PATH"; done < "$GITHUB_PATH"; : > "$GITHUB_PATH"; export PATH')
print("\n".join(out))
PY
run_workflow() {  # VAR=value...
  W="$T/run$1"; shift
  mkdir -p "$W/out"; : > "$W/path"
  /usr/bin/python3 "$T/steps.py" "$ROOT/templates/ci/github-actions-publish.yml" "SITEPUB_REPO=$T/sitepub-src" "$@" > "$W/steps.sh"
  (export GITHUB_WORKSPACE="$W/ws" RUNNER_TEMP="$W/tmp" OUTPUTS="$W/out" GITHUB_PATH="$W/path" SITE_URL="$T/site.git"
   mkdir -p "$RUNNER_TEMP"; sh "$W/steps.sh") > "$W/log" 2>&1
}

run_workflow 1 && ok "workflow run 1" || { bad "workflow run 1"; cat "$T/run1/log"; }
eq "published to the branch of publish: settings" "$(git -C "$T/site.git" cat-file -p gh-pages:index.html)" "CI one"
eq "gh-pages got .nojekyll" "$(git -C "$T/site.git" rev-parse gh-pages:.nojekyll)" e69de29bb2d1d6434b8b29ae775ad8c2e48c5391
eq "no asf-site" "$(git -C "$T/site.git" rev-parse -q --verify refs/heads/asf-site || echo none)" none
has "the message" "$(git -C "$T/site.git" log -1 --format=%s gh-pages)" "Build at "
eq "sitepub built once" "$(wc -l < "$T/builds.log" | tr -d ' ')" 1

printf -- '---\n---\n{{ site.title }} two\n' > index.html; git commit -qam two; git push -q origin main
run_workflow 2 && ok "workflow run 2" || { bad "workflow run 2"; cat "$T/run2/log"; }
eq "second run published" "$(git -C "$T/site.git" cat-file -p gh-pages:index.html)" "CI two"
eq "the binary came from the cache" "$(wc -l < "$T/builds.log" | tr -d ' ')" 1
has "says so" "$(cat "$T/run2/log")" "from the cache"
# a new sitepub commit builds again
(cd "$T/sitepub-src" && git commit -q --allow-empty -m next)
printf -- '---\n---\n{{ site.title }} three\n' > index.html; git commit -qam three; git push -q origin main
run_workflow 3 && ok "workflow run 3" || { bad "workflow run 3"; cat "$T/run3/log"; }
eq "a new sitepub commit is built" "$(wc -l < "$T/builds.log" | tr -d ' ')" 2
# the notice only when asked: SITEPUB_NOTIFY=true passes --notify (here no mail settings: the notice's settings
# are checked before anything is committed, so the job fails with nothing committed or pushed)
printf -- '---\n---\n{{ site.title }} four\n' > index.html; git commit -qam four; git push -q origin main
set +e; run_workflow 4 SITEPUB_NOTIFY=true; rc=$?; set -e
[ $rc -ne 0 ] && ok "SITEPUB_NOTIFY=true asks for the notice" || bad "SITEPUB_NOTIFY=true did not notify"
has "the notice's settings were checked first" "$(cat "$T/run4/log")" \
    "nothing committed: the commit notice could not be sent"
eq "nothing was published without the notice" "$(git -C "$T/site.git" cat-file -p gh-pages:index.html)" "CI three"
# no SITEPUB_REPO: says what to set
set +e; W="$T/run5"; mkdir -p "$W/out"; : > "$W/path"
/usr/bin/python3 "$T/steps.py" "$ROOT/templates/ci/github-actions-publish.yml" > "$W/steps.sh"
(export GITHUB_WORKSPACE="$W/ws" RUNNER_TEMP="$W/tmp" OUTPUTS="$W/out" GITHUB_PATH="$W/path" SITE_URL="$T/site.git"; sh "$W/steps.sh") > "$W/log" 2>&1; rc=$?; set -e
[ $rc -ne 0 ] && ok "without SITEPUB_REPO the job fails" || bad "ran without SITEPUB_REPO"
has "and says what to set" "$(cat "$W/log")" "set the repository variable SITEPUB_REPO"

# the crontab line in a --mirror clone
git clone -q --mirror "$T/site.git" "$T/mirror.git"
line=$(grep -v '^#' "$ROOT/templates/ci/crontab" | grep . | sed 's/^[^ ]* [^ ]* [^ ]* [^ ]* [^ ]* //')
line=$(printf '%s' "$line" | sed "s#/srv/site.git#$T/mirror.git#; s#/usr/local/bin/sitepub#$B#; s# --notify##")
printf -- '---\n---\n{{ site.title }} five\n' > index.html; git commit -qam five; git push -q origin main
sh -c "$line" && ok "crontab line runs in a mirror" || bad "crontab line failed"
eq "crontab: published main" "$(git -C "$T/site.git" cat-file -p gh-pages:index.html)" "CI five"
eq "crontab: mirror and remote agree" "$(git -C "$T/mirror.git" rev-parse gh-pages)" "$(git -C "$T/site.git" rev-parse gh-pages)"
sh -c "$line" && ok "crontab again: nothing to do" || bad "crontab second run"
eq "crontab: no new commit" "$(git -C "$T/mirror.git" rev-parse gh-pages)" "$(git -C "$T/site.git" rev-parse gh-pages)"
git -C "$T/site.git" fsck --strict --no-progress >/dev/null 2>&1 && ok "fsck" || bad "fsck"

[ -n "${KEEPT:-}" ] && { trap - EXIT; echo "kept $T"; }
[ "$fails" -eq 0 ]
