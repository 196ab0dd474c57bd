#!/bin/sh
# `make demo`: the main job on the bundled example site, in a throwaway repository.
# Creates a repository whose main branch holds templates/site, shows what publishing would change
# (sitepub diff), publishes to asf-site (sitepub publish), prints the branch's log and diffstat, then the
# commit notice for that push (sitepub notify --stdout), whole, and how to publish one's own site. Leaves nothing
# outside its temporary directory, which it removes unless KEEP=1 (`make demo KEEP=1`), then printing where it is.
set -eu
SITEPUB=$(cd "$(dirname "${1:-build/sitepub}")" && pwd)/$(basename "${1:-build/sitepub}")
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TMP=$(mktemp -d "${TMPDIR:-/tmp}/sitepub-demo.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then
  trap 'printf "\nkept the demo repository: %s\n" "$REPO"' EXIT
else
  trap 'rm -rf "$TMP"' EXIT INT TERM
fi
REPO="$TMP/example-site"

export GIT_AUTHOR_NAME="Demo Author" GIT_AUTHOR_EMAIL="author@example.org"
export GIT_COMMITTER_NAME="Demo Publisher" GIT_COMMITTER_EMAIL="publisher@example.org"
export GIT_CONFIG_NOSYSTEM=1 HOME="$TMP"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "a repository whose main branch holds the example site ($REPO)"
git init -q -b main "$REPO"
cp -R "$ROOT/templates/site/." "$REPO/"
git -C "$REPO" add -A
git -C "$REPO" commit -q -m "Example site"
git -C "$REPO" config multimailhook.mailingList commits@example.org
git -C "$REPO" config multimailhook.emailPrefix "[example-site]"
git -C "$REPO" config multimailhook.from "Site Publisher <publisher@example.org>"
git -C "$REPO" log --oneline main

step "sitepub diff --stat   (what publishing would change; nothing is written)"
(cd "$REPO" && "$SITEPUB" diff --stat) || [ $? -eq 1 ]

step "sitepub publish"
(cd "$REPO" && "$SITEPUB" publish --source main --branch asf-site)

step "the publish branch"
git -C "$REPO" log --format='%h %s (%an)' asf-site
git -C "$REPO" show --stat --format='commit %H%nAuthor: %an <%ae>%n%n    %s%n' asf-site | head -40

step "sitepub publish again   (no change: nothing is committed)"
(cd "$REPO" && "$SITEPUB" publish --source main --branch asf-site)

step "sitepub notify --stdout   (the commit notice for that push, git-multimail format)"
NEW=$(git -C "$REPO" rev-parse asf-site)
(cd "$REPO" && USER=${USER:-demo} "$SITEPUB" notify --stdout 0000000000000000000000000000000000000000 "$NEW" refs/heads/asf-site)

step "publishing your own site"
cat <<EOT
In your site's repository (its Jekyll source committed on main):

    $SITEPUB diff                       # what publishing would change (nothing is written)
    $SITEPUB publish --dry-run          # the commit it would make
    $SITEPUB publish --push             # build main, commit "Build at <date>" on asf-site, push to origin

For GitHub Pages use --branch gh-pages (a .nojekyll is added there), and --cname DOMAIN for a custom domain;
put the settings in _config.yml's publish: block or git config sitepub.* (README "Publishing a real site").
templates/ci/ has a GitHub Actions workflow and a crontab line that run the same publish.
EOT
if [ "${KEEP:-0}" != 1 ]; then
  step "done; the temporary repository is removed (make demo KEEP=1 keeps it)"
fi
