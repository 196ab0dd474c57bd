# Assertions shared by the shell tests in tests/scripts (sourced: . "$(dirname "$0")/../lib/check.sh").
# ok NAME / bad MESSAGE print a TAP-like line; bad counts into $fails, which each test checks at its end
# with [ "$fails" -eq 0 ]. eq NAME ACTUAL EXPECTED compares two strings exactly; has NAME TEXT PART checks that
# TEXT contains PART. jekyll_lines LOG TEXT [SED-SCRIPT] checks that every line Jekyll printed (a generator's
# expected.log, after SED-SCRIPT, without its right-aligned topic padding and trailing blanks) is in TEXT.
# git_test_env DIR: a HOME of its own under DIR with no system git config, TZ=UTC and a fixed git identity, for the
# tests that make repositories. commit_next MESSAGE commits everything, a minute after the previous commit_next
# (dates from 2026-01-01); full_tree_eq NAME checks that a full publish without any cache (branch full) gives the
# tree of branch inc ($B the binary, $T a scratch folder). site_repo_test: B the binary ($SITEPUB_BIN), T a
# scratch folder removed at exit, git_test_env in it, and the current folder a new repository $T/site.
fails=0
ok() { echo "ok - $1"; }
bad() { echo "FAIL - $1"; fails=$((fails+1)); }
eq() { if [ "$2" = "$3" ]; then ok "$1"; else bad "$1: expected [$3], got [$2]"; fi; }
has() { case "$2" in *"$3"*) ok "$1";; *) bad "$1: [$3] not in [$2]";; esac; }
jekyll_lines() {
    _missing=$(sed -e 's/^ *//' -e 's/ *$//' ${3:+-e "$3"} -e '/^$/d' "$1" | sort -u | while IFS= read -r _l; do
        case "$2" in *"$_l"*) echo "ok - Jekyll's line: $_l" >&2;; *) echo "$_l";; esac
    done)
    [ -z "$_missing" ] && ok "every line Jekyll printed" || bad "Jekyll's lines missing: [$_missing]; stderr was: [$2]"
}
git_test_env() {
    export HOME="$1/home" GIT_CONFIG_NOSYSTEM=1 TZ=UTC
    mkdir -p "$HOME"
    export GIT_AUTHOR_NAME="Site Builder" GIT_AUTHOR_EMAIL=builder@example.org
    export GIT_COMMITTER_NAME="Site Builder" GIT_COMMITTER_EMAIL=builder@example.org
}
commit_next_n=0
commit_next() {
    commit_next_n=$((commit_next_n + 1))
    git add -A
    _d="$((1767225600 + commit_next_n * 60)) +0000"
    GIT_COMMITTER_DATE="$_d" GIT_AUTHOR_DATE="$_d" git commit -q --allow-empty -m "$1"
}
full_tree_eq() {
    "$B" publish --full --disable-disk-cache --branch full 2>"$T/ferr" >/dev/null || bad "$1: full publish failed: $(cat "$T/ferr")"
    eq "$1" "$(git rev-parse inc^{tree})" "$(git rev-parse full^{tree})"
}
site_repo_test() {
    B=${SITEPUB_BIN:?} T=$(mktemp -d)
    trap 'rm -rf "$T"' EXIT
    git_test_env "$T"
    git init -q -b main "$T/site"
    cd "$T/site"
}
