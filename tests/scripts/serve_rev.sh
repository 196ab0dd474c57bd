#!/bin/sh
# sitepub serve --rev BRANCH --repo PATH (issue 18): the site of a branch read from the object database (the
# checked-out branch and the work tree are something else), followed as it moves: a commit to the branch
# rebuilds the site and the page changes (incrementally: the page the commit did not touch is reused, and served
# unchanged); a revision that does not exist, or a folder that is not a repository, is an error (exit 5).
set -u
. "$(dirname "$0")/../lib/check.sh"
. "$(dirname "$0")/../lib/serve.sh"
command -v curl >/dev/null || { echo "SKIP: curl is not installed"; exit 0; }
command -v git >/dev/null || { echo "SKIP: git is not installed"; exit 0; }
tmp=$(mktemp -d)
trap 'serve_stop; rm -rf "$tmp"' EXIT
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
repo=$tmp/repo
git init -q -b main "$repo"
cd "$repo" || exit 1
printf 'title: Rev Site\n' > _config.yml
printf -- '---\n---\n<html><head></head><body>MAIN {{ site.title }}</body></html>\n' > index.html
printf -- '---\n---\n<html><head></head><body>ABOUT {{ site.title }}</body></html>\n' > about.html
git add -A && git commit -qm main
git checkout -q -b pr-123
printf -- '---\n---\n<html><head></head><body>PR ONE {{ site.title }}</body></html>\n' > index.html
git add -A && git commit -qm "pr one"
git checkout -q main
cd "$tmp" || exit 1
serve_start "$tmp/log" -V --rev pr-123 --repo "$repo" --livereload --livereload-port 0 || { cat "$tmp/log"; bad "serve --rev did not start"; exit 1; }
ok "serve --rev started"
has "the revision's site, not the work tree's" "$(curl -s "$BASE/")" "PR ONE Rev Site"
has "source line names the revision" "$(cat "$tmp/log")" "Source: $repo at pr-123 ("
# a commit on the branch (the work tree stays on main)
git -C "$repo" checkout -q pr-123
printf -- '---\n---\n<html><head></head><body>PR TWO {{ site.title }}</body></html>\n' > "$repo/index.html"
git -C "$repo" commit -qam "pr two"
git -C "$repo" checkout -q main
wait_for 10 sh -c "curl -s '$BASE/' | grep -q 'PR TWO'" && ok "the page follows the branch" || bad "page did not change: $(tail -5 "$tmp/log")"
has "regeneration line names the move" "$(cat "$tmp/log")" "Regenerating: pr-123 moved to $(git -C "$repo" rev-parse --short=12 pr-123) at "
has "the rebuild is incremental: the untouched page is reused" "$(cat "$tmp/log")" "Incremental: 1 of 2 outputs rendered, 1 reused"
has "and served as it was" "$(curl -s "$BASE/about.html")" "ABOUT Rev Site"
# the branch moved by a fetch-like ref update (no commit made here): update-ref to main's commit
git -C "$repo" update-ref refs/heads/pr-123 main
wait_for 10 sh -c "curl -s '$BASE/' | grep -q 'MAIN'" && ok "a ref update (as a fetch makes) is followed" || bad "ref update not followed"
# the branch deleted: said once (not every poll), the last good site stays; back again: followed
git -C "$repo" update-ref -d refs/heads/pr-123
sleep 1.2
eq "a deleted branch is reported once" "$(grep -c "unknown revision 'pr-123'" "$tmp/log")" 1
has "the last good site stays" "$(curl -s "$BASE/")" "MAIN"
git -C "$repo" update-ref refs/heads/pr-123 "$(git -C "$repo" rev-parse HEAD~0)"
git -C "$repo" checkout -q -b tmp-branch
printf -- '---\n---\n<html><head></head><body>PR THREE</body></html>\n' > "$repo/index.html"
git -C "$repo" commit -qam "pr three"
git -C "$repo" update-ref refs/heads/pr-123 tmp-branch
wait_for 10 sh -c "curl -s '$BASE/' | grep -q 'PR THREE'" && ok "the branch made again is followed" || bad "not followed after it came back"
serve_stop
eq "Ctrl-C exits 0" "$SERVE_RC" 0
"$SITEPUB_BIN" serve -P 0 --rev no-such-branch --repo "$repo" > "$tmp/err" 2>&1; rc=$?
eq "unknown revision exit code" "$rc" 5
has "unknown revision message" "$(cat "$tmp/err")" "no-such-branch"
mkdir "$tmp/plain"
"$SITEPUB_BIN" serve -P 0 --rev main --repo "$tmp/plain" > "$tmp/err" 2>&1; rc=$?
eq "not a repository: exit code" "$rc" 5
has "not a repository: message" "$(cat "$tmp/err")" "$tmp/plain is not a git repository"
[ "$fails" -eq 0 ]
