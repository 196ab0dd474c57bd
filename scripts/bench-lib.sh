# Sourced (after `set -eu`) by scripts/bench.sh and scripts/bench-incremental.sh: the defaults and set-up they
# share. Prints nothing. The defaults: ROOT (the checkout), SHARED (../shared, or $SITEPUB_SHARED), SITEPUB (the
# binary, build/sitepub unless set), RUNS ($RUNS, else the caller's BENCH_RUNS).
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${SITEPUB_SHARED:-$ROOT/../shared}
SITEPUB=${SITEPUB:-$ROOT/build/sitepub}
RUNS=${RUNS:-$BENCH_RUNS}

# bench_build: build sitepub when $SITEPUB is not there
bench_build() {
  [ -x "$SITEPUB" ] || make -C "$ROOT" -s
}

# bench_setup NAME: TMP, a fresh folder removed when the script exits; the environment of every timed run (UTC,
# no Bundler, HOME=$TMP with no system git config, a fixed git identity) and no automatic `git gc`: a `git
# commit` in an untimed step starts `git gc --auto` in the background once a repository holds 6,700 loose objects
# (a 10,000-post publish writes more), and that repack then ran beside the timed command after it.
bench_setup() {
  TMP=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")
  trap 'rm -rf "$TMP"' EXIT INT TERM
  export TZ=UTC JEKYLL_NO_BUNDLER_REQUIRE=true GIT_CONFIG_NOSYSTEM=1 HOME="$TMP"
  export GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.org GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.org
  git config --global gc.auto 0
}

# make_repo DIR SRC: a repository whose main holds SRC in one commit, its objects packed as a clone has them
# (`git add` leaves every file a loose object: reading the source then costs a file open and an inflate per
# object, and a static file's existence check an access(2), which no cloned repository shows).
make_repo() {
  git init -q -b main "$1"
  cp -R "$2/." "$1/"
  git -C "$1" add -A && git -C "$1" commit -q -m source
  git -C "$1" repack -adq && git -C "$1" prune
}
