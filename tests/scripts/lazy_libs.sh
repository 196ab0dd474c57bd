#!/bin/sh
# libcurl, libsass, libmicrohttpd and cmark-gfm are opened with dlopen on first use (src/mail/curl_loader.c,
# src/site/sass_loader.c, src/serve/mhd_loader.c, src/markdown/cmark_loader.c), not linked: together with their
# ~29 libraries (libmicrohttpd's GnuTLS among them) they cost every run ~6 ms of dynamic loading before main. This test
# fails if a Makefile change links them again (NEEDED entries), and checks the error when the library cannot be
# loaded. A library is made unloadable without touching the product: a directory on LD_LIBRARY_PATH holds a
# broken libcurl.so.4 / libsass.so.1 (an empty file: dlopen fails "file too short"; a shared object without the
# functions: dlsym fails), which the dynamic loader finds before the system's.
set -u
BUILD=${BUILD:-build}
BIN=${SITEPUB_BIN:-$(pwd)/$BUILD/sitepub}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
ok() { echo "ok   $1"; }
bad() { echo "FAIL $1"; fail=1; }

# 1. not NEEDED by the binary (directly; ldd: nor through another library)
if ! command -v readelf >/dev/null; then echo "FAIL readelf (binutils) not installed"; exit 1; fi
readelf -d "$BIN" > "$tmp/dyn" || { echo "FAIL readelf $BIN"; exit 1; }
grep -q '(NEEDED).*libgit2' "$tmp/dyn" && ok "readelf lists NEEDED entries" || bad "readelf -d output without libgit2: $(cat "$tmp/dyn")"
for lib in libcurl libsass libmicrohttpd libgnutls 'libstdc++' libcmark-gfm; do
  if grep '(NEEDED)' "$tmp/dyn" | grep -qF "[$lib"; then bad "$lib is NEEDED by $BIN: link it no more (Makefile PKG_LIBS)"
  else ok "$lib not NEEDED"; fi
  # (the sanitizer runtime, libubsan, brings its own libstdc++)
  if [ "$lib" = 'libstdc++' ] && [ "${SITEPUB_SANITIZED:-}" = 1 ]; then continue; fi
  if ldd "$BIN" | grep -qF "$lib."; then bad "$lib loaded at start-up (ldd)"; else ok "$lib not loaded at start-up (ldd)"; fi
done

# libssh2 is linked (libgit2 needs it) but starts at the first SSH session (src/publish/ssh_lazy.c): the
# executable defines and exports the three functions it stands in for, so libgit2's calls reach them
for f in libssh2_init libssh2_exit libssh2_session_init_ex; do
  if readelf --dyn-syms -W "$BIN" | awk '$7 != "UND"' | grep -qE " $f$"; then ok "$f defined and exported by the executable"
  else bad "$f is not defined in $BIN's dynamic symbols: libssh2 would start at git_libgit2_init again"; fi
done

# broken copies of both libraries
mkdir -p "$tmp/empty" "$tmp/nosym"
: > "$tmp/empty/libcurl.so.4"; : > "$tmp/empty/libsass.so.1"; : > "$tmp/empty/libmicrohttpd.so.12"
CMARK=libcmark-gfm-extensions.so.$(sed -n 's/^#define CMARK_GFM_VERSION_STRING "\(.*\)"/\1/p' /usr/include/cmark-gfm_version.h)
: > "$tmp/empty/$CMARK"
printf 'int sitepub_test_stub(void) { return 0; }\n' > "$tmp/stub.c"
cc -shared -fPIC -o "$tmp/nosym/libcurl.so.4" "$tmp/stub.c" && cp "$tmp/nosym/libcurl.so.4" "$tmp/nosym/libsass.so.1" ||
  { echo "FAIL cc -shared"; exit 1; }

# 2. with them unloadable, a run that needs neither still works
v=$(LD_LIBRARY_PATH="$tmp/empty" "$BIN" --version 2>&1) && ok "--version without loadable libcurl/libsass" ||
  bad "--version with a broken libcurl.so.4 on LD_LIBRARY_PATH: $v"

# 3. sending mail: exit 7 and what to install
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null TZ=UTC
export GIT_AUTHOR_NAME=A GIT_AUTHOR_EMAIL=a@example.org GIT_COMMITTER_NAME=C GIT_COMMITTER_EMAIL=c@example.org
r="$tmp/repo"
git init -q -b main "$r"
git -C "$r" config multimailhook.mailingList list@example.org
git -C "$r" config multimailhook.from bot@example.org
echo 1 > "$r/f"; git -C "$r" add f; git -C "$r" commit -qm one
c1=$(git -C "$r" rev-parse HEAD)
Z=0000000000000000000000000000000000000000
for d in empty nosym; do
  LD_LIBRARY_PATH="$tmp/$d" "$BIN" notify -C "$r" --smtp smtp://127.0.0.1:9 --smtp-plain "$Z" "$c1" refs/heads/main \
    > /dev/null 2> "$tmp/err"; rc=$?
  if [ $rc = 7 ] && grep -q 'cannot load libcurl.so.4 (install libcurl4): ' "$tmp/err"; then ok "notify, libcurl $d: exit 7, what to install"
  else bad "notify, libcurl $d: rc=$rc: $(cat "$tmp/err")"; fi
done
grep -q 'curl_global_init' "$tmp/err" && ok "notify: the missing function named" || bad "notify: dlerror text missing: $(cat "$tmp/err")"
# --stdout needs no libcurl
LD_LIBRARY_PATH="$tmp/empty" "$BIN" notify -C "$r" --stdout "$Z" "$c1" refs/heads/main > "$tmp/out" 2> "$tmp/err" &&
  grep -q '^To: list@example.org$' "$tmp/out" && ok "notify --stdout without libcurl" || bad "notify --stdout: $(cat "$tmp/err")"

# 4. a Sass page: exit 4 naming the page and what to install; a site without Sass builds
s="$tmp/site"
mkdir -p "$s/css"
printf 'title: T\n' > "$s/_config.yml"
printf -- '---\n---\nhello\n' > "$s/index.html"
LD_LIBRARY_PATH="$tmp/empty" "$BIN" build -q -s "$s" -d "$tmp/dest0" > /dev/null 2> "$tmp/err" &&
  [ -f "$tmp/dest0/index.html" ] && ok "build without Sass, without libsass" || bad "build without Sass: $(cat "$tmp/err")"
printf -- '---\n---\n$c: #123;\n.a { color: $c; }\n' > "$s/css/main.scss"
# (-j1 compiles the page in its turn, -j4 on the background Sass thread from the moment it is read)
for j in 1 4; do for d in empty nosym; do
  LD_LIBRARY_PATH="$tmp/$d" "$BIN" build -q -j $j -s "$s" -d "$tmp/dest-$d" > /dev/null 2> "$tmp/err"; rc=$?
  if [ $rc = 4 ] && grep -q 'css/main.scss' "$tmp/err" && grep -q 'cannot load libsass.so.1 (install libsass1)' "$tmp/err"
  then ok "build -j$j, libsass $d: exit 4, the page and what to install"; else bad "build -j$j, libsass $d: rc=$rc: $(cat "$tmp/err")"; fi
done; done
grep -q 'sass_make_data_context' "$tmp/err" && ok "build: the missing function named" || bad "build: dlerror text missing: $(cat "$tmp/err")"
# 4b. CommonMark: a kramdown site builds without a loadable cmark-gfm; a CommonMark one fails, exit 4, naming the
# page and what to install (--disable-disk-cache: a page converted before comes from the cache, needing nothing)
k="$tmp/ksite"; mkdir -p "$k"
printf 'title: T\n' > "$k/_config.yml"
printf -- '---\n---\n# Hi\n' > "$k/index.md"
LD_LIBRARY_PATH="$tmp/empty" "$BIN" build -q --disable-disk-cache -s "$k" -d "$tmp/dest-k" > /dev/null 2> "$tmp/err" &&
  grep -q '^<h1 id="hi">Hi</h1>$' "$tmp/dest-k/index.html" &&
  ok "build (kramdown) without a loadable cmark-gfm" || bad "build (kramdown) without cmark-gfm: $(cat "$tmp/err")"
c="$tmp/cmsite"; mkdir -p "$c"
printf 'markdown: CommonMark\nplugins: [jekyll-commonmark]\n' > "$c/_config.yml"
printf -- '---\n---\n# Hi\n' > "$c/index.md"
LD_LIBRARY_PATH="$tmp/empty" "$BIN" build -q --disable-disk-cache -s "$c" -d "$tmp/dest-c" > /dev/null 2> "$tmp/err"; rc=$?
if [ $rc = 4 ] && grep -q "index.md: error: cannot load $CMARK (install libcmark-gfm-extensions" "$tmp/err"
then ok "CommonMark without a loadable cmark-gfm: exit 4, the page and what to install"
else bad "CommonMark without cmark-gfm: rc=$rc: $(cat "$tmp/err")"; fi
"$BIN" build -q --disable-disk-cache -s "$c" -d "$tmp/dest-c" > /dev/null 2> "$tmp/err" && grep -q '^<h1>Hi</h1>$' "$tmp/dest-c/index.html" &&
  ok "CommonMark with cmark-gfm: index.html" || bad "CommonMark with cmark-gfm: $(cat "$tmp/err")"
# 5. sitepub serve without a loadable libmicrohttpd: exit 4 and what to install
LD_LIBRARY_PATH="$tmp/empty" "$BIN" serve -s "$s" -P 0 --no-watch > /dev/null 2> "$tmp/err"; rc=$?
if [ $rc = 4 ] && grep -q 'needs libmicrohttpd (libmicrohttpd.so.12).*apt-get install libmicrohttpd12' "$tmp/err"
then ok "serve without libmicrohttpd: exit 4, what to install"; else bad "serve without libmicrohttpd: rc=$rc: $(cat "$tmp/err")"; fi
# and with the real libsass, the page compiles (jekyll-sass-converter's :compact style)
"$BIN" build -q -s "$s" -d "$tmp/dest" > /dev/null 2> "$tmp/err" && grep -q '^.a { color: #123; }$' "$tmp/dest/css/main.css" &&
  ok "build with libsass: css/main.css" || bad "build with libsass: $(cat "$tmp/err") $(cat "$tmp/dest/css/main.css" 2>/dev/null)"

[ $fail = 0 ] && echo "lazy_libs: ok"
exit $fail
