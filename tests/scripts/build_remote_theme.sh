#!/bin/sh
# remote_theme (jekyll-remote-theme, issue 16): the theme repository is fetched with libgit2 from
# $SITEPUB_REMOTE_THEME_URL (here a local bare repository) into the remote theme cache, by commit id: built once
# (fetched), again with the remote gone (the cached commit, no network), and after the theme moves to a new commit,
# unpinned (the new commit) and pinned to a tag or a commit id (unchanged). Offline with nothing cached is an
# error (exit 5) that says so.
set -eu
# libgit2 1.5.1 leaks PCRE2 match data inside git_remote_create_with_opts (tests/lsan-thirdparty.supp), for ASan
export ASAN_OPTIONS="fast_unwind_on_malloc=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$(cd "$(dirname "$0")/.." && pwd)/lsan-thirdparty.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
export HOME="$T/home"; mkdir -p "$HOME"
git config --global init.defaultBranch main
git config --global user.name "Theme Maker"
git config --global user.email theme@example.org
export SITEPUB_REMOTE_THEME_URL="file://$T/remote" SITEPUB_REMOTE_THEME_CACHE="$T/cache" TZ=UTC

mkdir -p "$T/remote/octo" "$T/theme/_layouts" "$T/theme/_includes" "$T/theme/assets"
git init -q --bare "$T/remote/octo/fancy"
cd "$T/theme"
git init -q
printf -- '---\n---\n<html>{%% include banner.html %%}{{ content }}</html>\n' > _layouts/default.html
printf 'v1' > _includes/banner.html
printf 'logo v1\n' > assets/logo.txt
git add -A && git commit -qm v1 && git tag v1
v1=$(git rev-parse HEAD)
git push -q "$T/remote/octo/fancy" main v1

mkdir -p "$T/site"
printf 'title: Remote\nremote_theme: octo/fancy\nplugins: [jekyll-remote-theme]\n' > "$T/site/_config.yml"
printf -- '---\nlayout: default\n---\nhello\n' > "$T/site/index.md"
build() { # CONFIG-LINE OUT
    printf 'title: Remote\nremote_theme: %s\nplugins: [jekyll-remote-theme]\n' "$1" > "$T/site/_config.yml"
    "$B" build -s "$T/site" -d "$T/$2" --disable-disk-cache > /dev/null 2> "$T/$2.err"
}
build octo/fancy out1 || bad "first build: $(cat "$T/out1.err")"
eq "first build: the theme's layout and include" "$(cat "$T/out1/index.html" 2>/dev/null)" "<html>v1<p>hello</p>
</html>"
eq "first build: the theme's assets" "$(cat "$T/out1/assets/logo.txt" 2>/dev/null)" "logo v1"
[ -d "$T/cache/octo/fancy.git" ] && ok "cached in SITEPUB_REMOTE_THEME_CACHE" || bad "no cache at $T/cache/octo/fancy.git"

# the remote is gone: the cached commit serves, unpinned or pinned to the cached commit
mv "$T/remote" "$T/remote.off"
build octo/fancy out2 || bad "offline build: $(cat "$T/out2.err")"
eq "offline: the cached commit" "$(cat "$T/out2/index.html" 2>/dev/null)" "$(cat "$T/out1/index.html")"
has "offline: says so" "$(cat "$T/out2.err")" "using the cached commit"
build "octo/fancy@$v1" out3 || bad "pinned offline build: $(cat "$T/out3.err")"
eq "pinned to a cached commit id: no network needed" "$(cat "$T/out3/index.html" 2>/dev/null)" "$(cat "$T/out1/index.html")"
mv "$T/remote.off" "$T/remote"

# the theme moves on
cd "$T/theme"
printf 'v2' > _includes/banner.html
git commit -qam v2
git push -q "$T/remote/octo/fancy" main
build octo/fancy out4 || bad "unpinned build: $(cat "$T/out4.err")"
eq "unpinned: the new commit" "$(cat "$T/out4/index.html" 2>/dev/null)" "<html>v2<p>hello</p>
</html>"
build octo/fancy@v1 out5 || bad "tag build: $(cat "$T/out5.err")"
eq "pinned to a tag: unchanged" "$(cat "$T/out5/index.html" 2>/dev/null)" "$(cat "$T/out1/index.html")"
build "octo/fancy@$v1" out6 || bad "commit build: $(cat "$T/out6.err")"
eq "pinned to a commit: unchanged" "$(cat "$T/out6/index.html" 2>/dev/null)" "$(cat "$T/out1/index.html")"
build octo/fancy@nosuch out7 && bad "an unknown ref built"
has "unknown ref: named" "$(cat "$T/out7.err")" "no branch or tag 'nosuch'"

# offline with nothing cached
export SITEPUB_REMOTE_THEME_CACHE="$T/empty-cache" SITEPUB_REMOTE_THEME_URL="file://$T/nowhere"
set +e
build octo/fancy out8
rc=$?
set -e
eq "offline, nothing cached: exit 5" "$rc" 5
has "offline, nothing cached: what to do" "$(cat "$T/out8.err")" "not in the cache"
[ "$fails" -eq 0 ]
