#!/bin/sh
# jekyll-github-metadata reads the site's git repository with libgit2 (the gem runs `git remote --verbose` and
# `git rev-parse HEAD` where Jekyll runs): for a folder build, the repository the site's folder is in (here the
# site is a subfolder of it, as `git` finds it from there); for `sitepub publish`, the repository it builds from,
# wherever sitepub is run. The origin remote gives site.github's name and site.title, HEAD (as `git rev-parse HEAD`
# prints it) build_revision; tests/data/plugins/jekyll-github-metadata* hold Debian jekyll's output for the rest.
set -eu
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
export TZ=UTC GIT_CONFIG_NOSYSTEM=1 HOME="$T" GIT_AUTHOR_NAME=T GIT_AUTHOR_EMAIL=t@example.org \
    GIT_COMMITTER_NAME=T GIT_COMMITTER_EMAIL=t@example.org
unset PAGES_REPO_NWO PAGES_ENV JEKYLL_ENV JEKYLL_BUILD_REVISION || true
R="$T/repo"
mkdir -p "$R/docs"
git init -q -b main "$R"
git -C "$R" config gc.auto 0
git -C "$R" remote add origin git@github.com:pubowner/pubrepo.git
printf 'plugins: [jekyll-github-metadata]\n' > "$R/docs/_config.yml"
printf -- '---\n---\n{{ site.github.repository_nwo }} {{ site.github.build_revision }} {{ site.title }}\n' > "$R/docs/index.html"
git -C "$R" add -A
git -C "$R" commit -q -m site
head=$(git -C "$R" rev-parse HEAD)
want="pubowner/pubrepo $head pubrepo"
"$B" build -q -s "$R/docs" -d "$T/out" --disable-disk-cache 2> "$T/err" || bad "folder build failed: $(cat "$T/err")"
eq "folder build: the repository the folder is in" "$(cat "$T/out/index.html")" "$want"
(cd "$T" && "$B" publish -q --repo "$R" --subdir docs) 2> "$T/err" || bad "publish failed: $(cat "$T/err")"
eq "publish: the repository built from" "$(git -C "$R" show asf-site:index.html)" "$want"
# outside any repository: no remote, build_revision "" (git rev-parse fails there); the gem then stops the build
# with NoRepositoryError when a template reads a value that needs the name, sitepub warns and goes on (README)
mkdir "$T/plain"
cp "$R/docs/_config.yml" "$R/docs/index.html" "$T/plain/"
"$B" build -s "$T/plain" -d "$T/out2" --disable-disk-cache > /dev/null 2> "$T/err" || bad "plain build failed: $(cat "$T/err")"
eq "no repository: nothing known" "$(cat "$T/out2/index.html")" "  "
has "no repository: Jekyll's words" "$(cat "$T/err")" "GitHub Metadata: No repo name found."
[ "$fails" -eq 0 ]
