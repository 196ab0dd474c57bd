#!/bin/sh
# sitepub serve over HTTP, with curl, on loopback only (issue 18): the site under its baseurl, index files, the
# site's 404.html, Jekyll's MIME types and Cache-Control, traversal attempts, a large file, 100 concurrent
# requests, a busy port (exit 4), Ctrl-C. Expected headers are what `jekyll serve` 4.3.1 (WEBrick) sent for the
# same requests on the same site (run by hand: `jekyll serve -P 4917` on this site, `curl -D -`); where sitepub
# differs on purpose the comment says so.
set -u
. "$(dirname "$0")/../lib/check.sh"
. "$(dirname "$0")/../lib/serve.sh"
BIN=${SITEPUB_BIN:?}
command -v curl >/dev/null || { echo "SKIP: curl is not installed"; exit 0; }
tmp=$(mktemp -d)
trap 'serve_stop; rm -rf "$tmp"' EXIT
site=$tmp/site
mkdir -p "$site/sub" "$site/assets" "$site/empty/deeper" "$site/two words"
echo spaced > "$site/two words/index.html"
printf -- '---\n---\n<html><head></head><body>idx</body></html>\n' > "$site/index.html"
printf -- '---\n---\n<html><head><title>nf</title></head><body>NOTFOUND</body></html>\n' > "$site/404.html"
printf 'baseurl: /blog\n' > "$site/_config.yml"
echo sub-index > "$site/sub/index.html"
echo deep > "$site/empty/deeper/x.txt"
echo secret > "$site/empty/.htaccess"
for e in css js svg woff2 json xml txt zzz PNG; do echo x > "$site/assets/a.$e"; done
echo '<p>about</p>' > "$site/about.html"
# a large file: 24 MiB
head -c 25165824 /dev/urandom > "$site/assets/big.bin"

serve_start "$tmp/log" -s "$site" || { cat "$tmp/log"; bad "serve did not start"; exit 1; }
ok "serve started on port $PORT"
has "address line with the baseurl" "$(cat "$tmp/log")" "Server address: http://127.0.0.1:$PORT/blog/"

hdr() { curl -s --path-as-is -o /dev/null -D - "$BASE$1" | tr -d '\r'; }
status() { curl -s --path-as-is -o /dev/null -w '%{http_code}' "$BASE$1"; }
ctype() { hdr "$1" | sed -n 's/^[Cc]ontent-[Tt]ype: //p'; }

# baseurl: the site lives under /blog/; `/` redirects there (Jekyll 4.3 answers 404 at `/`: the brief asks for
# the redirect), /blog without its slash too (WEBrick: 404 for the bare mount point)
eq "/ redirects" "$(status /)" 302
has "/ redirects to the baseurl" "$(hdr /)" "Location: /blog/"
eq "/blog/ is the index" "$(curl -s "$BASE/blog/")" "<html><head></head><body>idx</body></html>"
eq "/blog/sub moves to /blog/sub/ (WEBrick 301)" "$(status /blog/sub)" 301
has "/blog/sub location" "$(hdr /blog/sub)" "Location: /blog/sub/"
has "a folder's new location is percent-encoded" "$(hdr '/blog/two%20words')" "Location: /blog/two%20words/"
eq "/blog/sub/ serves sub/index.html" "$(curl -s "$BASE/blog/sub/")" "sub-index"
eq "/blog/about finds about.html (Jekyll's servlet)" "$(curl -s "$BASE/blog/about")" "<p>about</p>"
# a folder without an index: listed (WEBrick's FancyIndexing, on in Jekyll's server), hidden names left out
eq "a folder without an index: listed" "$(status /blog/empty/)" 200
has "the listing's title" "$(curl -s "$BASE/blog/empty/")" "<title>Index of /blog/empty/</title>"
has "the listing names the subfolder" "$(curl -s "$BASE/blog/empty/")" '<a href="deeper/">deeper/</a>'
case "$(curl -s "$BASE/blog/empty/")" in *htaccess*) bad "the listing shows .ht* names";; *) ok "no .ht* names";; esac
eq ".htaccess is not served (WEBrick's nondisclosure)" "$(status /blog/empty/.htaccess)" 404
eq "a file outside the baseurl: 404" "$(status /about.html)" 404
# 404: the site's 404.html with status 404
eq "missing page status" "$(status /blog/nope)" 404
eq "missing page body is 404.html" "$(curl -s "$BASE/blog/nope")" "<html><head><title>nf</title></head><body>NOTFOUND</body></html>"
# Cache-Control as Jekyll's servlet (Servlet::DEFAULTS)
has "Cache-Control" "$(hdr /blog/)" "Cache-Control: private, max-age=0, proxy-revalidate, no-store, no-cache, must-revalidate"
# MIME types, as jekyll serve sent them
eq "html" "$(ctype /blog/)" "text/html; charset=utf-8"
eq "css" "$(ctype /blog/assets/a.css)" "text/css; charset=utf-8"
eq "js" "$(ctype /blog/assets/a.js)" "application/javascript; charset=utf-8"
eq "svg" "$(ctype /blog/assets/a.svg)" "image/svg+xml"
eq "woff2" "$(ctype /blog/assets/a.woff2)" "font/woff2"
eq "json" "$(ctype /blog/assets/a.json)" "application/json; charset=utf-8"
eq "xml" "$(ctype /blog/assets/a.xml)" "application/xml"
eq "txt" "$(ctype /blog/assets/a.txt)" "text/plain; charset=utf-8"
eq "unknown extension" "$(ctype /blog/assets/a.zzz)" "application/octet-stream"
eq "upper-case extension" "$(ctype /blog/assets/a.PNG)" "image/png"
# traversal: nothing outside the site, whatever the spelling (jekyll serve: 404, 404, 404, 500 for %00)
eq "../ above the root: 400" "$(status /../etc/passwd)" 400
eq "/blog/../etc/passwd: normalised, outside the baseurl: 404" "$(status /blog/../etc/passwd)" 404
eq "encoded ../ above the root: 400" "$(status /%2e%2e/%2e%2e/etc/passwd)" 400
eq "encoded slash: 404" "$(status /blog/a%2fb)" 404
eq "encoded slash with ..: 404" "$(status /blog/sub/..%2f..%2findex.html)" 404
eq "encoded backslash: 404" "$(status '/blog/..%5c..%5cindex.html')" 404
eq "NUL: 400" "$(status /blog/index.html%00.css)" 400
eq "bad escape: 400" "$(status /blog/%zz)" 400
eq ".. inside the site is normalised (WEBrick)" "$(curl -s --path-as-is "$BASE/blog/sub/../sub/")" "sub-index"
eq "POST: 405" "$(curl -s -o /dev/null -w '%{http_code}' -d x "$BASE/blog/")" 405
eq "HEAD: 200 without a body" "$(curl -s -I -o /dev/null -w '%{http_code} %{size_download}' "$BASE/blog/")" "200 0"
# a large file, byte for byte
curl -s -o "$tmp/big.out" "$BASE/blog/assets/big.bin"
if cmp -s "$tmp/big.out" "$site/assets/big.bin"; then ok "24 MiB file intact"; else bad "large file differs"; fi
# 100 concurrent requests (bounded: 100 at once, 200 in all)
seq 1 200 | xargs -P 100 -I{} curl -s -o /dev/null -w '%{http_code}\n' "$BASE/blog/sub/?{}" > "$tmp/codes"
eq "200 concurrent requests answered 200" "$(grep -c '^200$' "$tmp/codes")" 200
# a busy port: exit 4 with a clear message
"$BIN" serve -s "$site" -P "$PORT" --no-watch > "$tmp/busy" 2>&1; rc=$?
eq "busy port exit code" "$rc" 4
has "busy port message" "$(cat "$tmp/busy")" "port $PORT is in use"
# Ctrl-C: exit 0, the port free again
serve_stop
eq "Ctrl-C exits 0" "$SERVE_RC" 0
has "stop message" "$(cat "$tmp/log")" "Server stopped."
if curl -s -o /dev/null "$BASE/blog/" 2>/dev/null; then bad "port still answers after Ctrl-C"; else ok "port closed after Ctrl-C"; fi
# --livereload-port needs --livereload (Jekyll's validate_options)
"$BIN" serve -s "$site" --livereload-port 1234 > "$tmp/lr" 2>&1; rc=$?
eq "--livereload-port without --livereload" "$rc" 2
# -d writes the folder too
serve_start "$tmp/log2" -s "$site" -d "$tmp/out" --no-watch || bad "serve -d did not start"
if [ -f "$tmp/out/sub/index.html" ]; then ok "-d wrote the folder"; else bad "-d did not write $tmp/out"; fi
serve_stop
# --skip-initial-build serves DEST as it is (under the baseurl) until the first change
echo from-the-folder > "$tmp/out/sub/index.html"
serve_start "$tmp/log3" -s "$site" -d "$tmp/out" --skip-initial-build --no-watch || bad "--skip-initial-build did not start"
eq "--skip-initial-build serves the folder" "$(curl -s "$BASE/blog/sub/")" "from-the-folder"
has "--skip-initial-build says so" "$(cat "$tmp/log3")" "Skipping the initial build."
serve_stop
[ "$fails" -eq 0 ]
