# the site is a git repository whose origin is a GitHub user-page repository, with one commit (build_revision)
export GIT_AUTHOR_NAME=T GIT_AUTHOR_EMAIL=t@example.org GIT_COMMITTER_NAME=T GIT_COMMITTER_EMAIL=t@example.org
export GIT_AUTHOR_DATE='2026-06-26T20:10:36Z' GIT_COMMITTER_DATE='2026-06-26T20:10:36Z'
git init -q -b main .
git remote add origin git@github.com:Octo-Org/octo-org.github.io.git
git remote add upstream https://github.com/other/repo.git
git add -A
git -c commit.gpgsign=false commit -q -m site
