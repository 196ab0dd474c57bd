#!/bin/sh
# The main job on the real corpus (issue 6, "Real input"): a repository whose main branch holds
# ../shared/corpus/tvm-site; `sitepub publish` creates asf-site, a second run is up to date, and after a post is
# edited `sitepub diff --stat main~1 main` shows the pages that change. Beside it, the same deploy done the
# current way: `jekyll build` plus the git commands of scripts/task_deploy_asf_site.sh (checkout, delete, copy,
# add, commit). Prints the outputs and the wall times of one run each.
# usage: scripts/bench-publish.sh [path/to/sitepub] [corpus dir]
set -eu
SITEPUB=$(cd "$(dirname "${1:-build/sitepub}")" && pwd)/$(basename "${1:-build/sitepub}")
CORPUS=${2:-$(cd "$(dirname "$0")/.." && pwd)/../shared/corpus/tvm-site}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/sitepub-bench-publish.XXXXXX")
trap 'rm -rf "$TMP"' EXIT INT TERM
export GIT_CONFIG_NOSYSTEM=1 HOME="$TMP"
export GIT_AUTHOR_NAME="Bench" GIT_AUTHOR_EMAIL=bench@example.org GIT_COMMITTER_NAME="Bench" GIT_COMMITTER_EMAIL=bench@example.org
now() { date +%s.%N; }
since() { echo "$(now) $1" | awk '{printf "%.3f", $1 - $2}'; }

R="$TMP/repo"
git init -q -b main "$R"
cp -R "$CORPUS/." "$R/"; chmod -R u+w "$R"
git -C "$R" add -A; git -C "$R" commit -qm "tvm-site"
cd "$R"

echo "== sitepub publish"
t=$(now); "$SITEPUB" publish; t_pub=$(since "$t")
echo "   ($t_pub s)"
git log --format='%h %s' asf-site
echo "   files on asf-site: $(git ls-tree -r --name-only asf-site | wc -l)"
git fsck --strict --no-progress && echo "   git fsck --strict: clean"

echo "== sitepub publish again"
t=$(now); "$SITEPUB" publish; echo "   ($(since "$t") s)"

echo "== edit a post, then sitepub diff --stat main~1 main"
post=$(ls _posts | tail -1)
printf '\nOne more sentence.\n' >> "_posts/$post"
git commit -qam "edit $post"
t=$(now); "$SITEPUB" diff --stat main~1 main; echo "   ($(since "$t") s)"

if command -v jekyll >/dev/null 2>&1; then
  echo "== jekyll build + the deploy script's git commands, same corpus"
  git checkout -q main~1 2>/dev/null
  t=$(now)
  # the corpus's Gemfile pins jekyll 4.4 (not installed); Debian's 4.3.1 with the Gemfile's plugin (jekyll-feed)
  printf 'plugins: [jekyll-feed]\n' > "$TMP/plugins.yml"
  JEKYLL_NO_BUNDLER_REQUIRE=true jekyll build -q --config "_config.yml,$TMP/plugins.yml" >"$TMP/jekyll.log" 2>&1 ||
    { echo "   (jekyll build failed)"; tail -3 "$TMP/jekyll.log"; exit 0; }
  t_jek=$(since "$t")
  t=$(now)
  git checkout -q --orphan asf-site-script
  git ls-files | grep -v -e ^docs -e ^ffi | xargs rm -rf
  cp -rf _site/* . && rm -rf _site
  git add --all && git commit -qam "Build at $(date)"
  t_git=$(since "$t")
  same=0; differ=0; missing=0
  for f in $(git ls-tree -r --name-only asf-site-script); do
    if ! git cat-file -e "asf-site:$f" 2>/dev/null; then missing=$((missing+1));
    elif [ "$(git rev-parse "asf-site:$f")" = "$(git rev-parse "asf-site-script:$f")" ]; then same=$((same+1));
    else differ=$((differ+1)); fi
  done
  extra=$(git diff --name-only --diff-filter=A asf-site-script asf-site | wc -l)
  echo "   jekyll's files: $same identical on sitepub's asf-site, $differ differ, $missing missing; $extra only in sitepub's"
  git checkout -q -f main
  echo "   jekyll build: $t_jek s, git commands: $t_git s"
  echo "   ratio (jekyll + git) / sitepub publish: $(echo "$t_jek $t_git $t_pub" | awk '{printf "%.1f", ($1 + $2) / $3}')"
fi
