#!/bin/sh
# sitepub serve --livereload on a copy of templates/site (issue 18): a saved post rebuilds the site (Jekyll's
# "Regenerating: N file(s) changed at ..." lines) and sends `reload` on the Server-Sent Events stream; a change
# to a .css file only sends `css`; a broken layout keeps the last good site, prints file:line:column and sends
# `builderror`; fixing it sends `reload` and serves the new site; excluded paths, the cache and .git are not
# watched; _config.yml is. Loopback only, any free ports.
set -u
. "$(dirname "$0")/../lib/check.sh"
. "$(dirname "$0")/../lib/serve.sh"
command -v curl >/dev/null || { echo "SKIP: curl is not installed"; exit 0; }
tmp=$(mktemp -d)
EVPID=""
trap 'serve_stop; [ -n "$EVPID" ] && kill "$EVPID" 2>/dev/null; rm -rf "$tmp"' EXIT
cp -r "$(dirname "$0")/../../templates/site" "$tmp/site"
site=$tmp/site
mkdir -p "$site/node_modules" "$site/.jekyll-cache" "$site/.git"
serve_start "$tmp/log" -s "$site" --livereload --livereload-port 0 || { cat "$tmp/log"; bad "serve did not start"; exit 1; }
ok "serve --livereload started (port $PORT, events on $LRPORT)"
has "live reload address" "$(cat "$tmp/log")" "LiveReload address: http://127.0.0.1:$LRPORT"
post=2026/09/01/hello-world.html
page() { curl -s "$BASE/$post"; }
has "the page has the live reload script after <head>" "$(page)" "<head><script>(function(){var u=location.protocol"
has "the script listens on the events port" "$(page)" ":$LRPORT/__sitepub/events"
# without --livereload nothing is injected: checked at the end
# the stream carries build errors: only the site's own pages (its port, a loopback host) may read it
acao() { curl -sN --max-time 1 -D - -o /dev/null -H "Origin: $1" "http://127.0.0.1:$LRPORT/__sitepub/events" |
  tr -d '\r' | sed -n 's/^Access-Control-Allow-Origin: //p'; }
eq "the page's origin may read the events" "$(acao "http://127.0.0.1:$PORT")" "http://127.0.0.1:$PORT"
eq "localhost too" "$(acao "http://localhost:$PORT")" "http://localhost:$PORT"
eq "another site may not" "$(acao "http://evil.example:$PORT")" ""
eq "another port may not" "$(acao "http://127.0.0.1:1")" ""
curl -sN "http://127.0.0.1:$LRPORT/__sitepub/events" > "$tmp/events" &
EVPID=$!
wait_for 5 grep -q '^event: hello' "$tmp/events" && ok "event stream says hello" || bad "no hello event: $(cat "$tmp/events")"
events() { grep -c "^event: $1\$" "$tmp/events"; }
regen() { grep -c 'Regenerating:' "$tmp/log"; }

# 1. edit a post: rebuilt, reloaded
printf '\nEDITED-ONE\n' >> "$site/_posts/2026-09-01-hello-world.md"
grep -q 'EDITED-ONE' "$site/_posts/2026-09-01-hello-world.md" || bad "the test's edit did not apply"
wait_for 10 sh -c "curl -s '$BASE/$post' | grep -q EDITED-ONE" && ok "the page shows the edit" || bad "page not rebuilt: $(tail -5 "$tmp/log")"
wait_for 5 grep -q '^event: reload' "$tmp/events" && ok "reload event" || bad "no reload event: $(cat "$tmp/events")"
has "Jekyll's regeneration line" "$(cat "$tmp/log")" "      Regenerating: 1 file(s) changed at "
has "the changed path, indented as Jekyll" "$(cat "$tmp/log")" "                    _posts/2026-09-01-hello-world.md"
if grep -Eq '^                    \.\.\.done in [0-9]+\.[0-9]{3} seconds\.$' "$tmp/log"; then ok "...done in N seconds."; else bad "no done line: $(cat "$tmp/log")"; fi

# 2. a stylesheet only: a css event, no reload
r0=$(events reload)
echo 'body { color: #123456 }' >> "$site/css/main.css"
wait_for 10 sh -c "curl -s '$BASE/css/main.css' | grep -q 123456" && ok "css rebuilt" || bad "css not rebuilt"
wait_for 5 grep -q '^event: css' "$tmp/events" && ok "css event" || bad "no css event: $(cat "$tmp/events")"
eq "no page reload for a css change" "$(events reload)" "$r0"

# 3. paths that are not watched: excluded (README.md in the config, node_modules by default), the cache, .git
n0=$(regen)
echo x >> "$site/README.md"; echo x > "$site/node_modules/x.js"; echo x > "$site/.jekyll-cache/x"; echo x > "$site/.git/x"
echo x > "$site/.hello-world.md.swp"
sleep 1
eq "excluded paths, the cache, .git and swap files trigger nothing" "$(regen)" "$n0"

# 4. several files at once: one rebuild (debounced)
n0=$(regen)
for i in 1 2 3; do echo "x$i" > "$site/extra$i.txt"; done
wait_for 10 sh -c "curl -s '$BASE/extra3.txt' | grep -q x3" && ok "new files served" || bad "new files not served"
sleep 0.5
eq "three files, one rebuild" "$(regen)" "$((n0 + 1))"
has "three files counted" "$(cat "$tmp/log")" "Regenerating: 3 file(s) changed at"

# a file written in two parts with a pause between them (an editor's fsync before the close): one rebuild, after
# the close, with both parts (not one of the half-written file and another after)
n0=$(regen)
exec 3>> "$site/about.md"
printf '\nHALF-ONE\n' >&3
sleep 0.3
printf 'HALF-TWO\n' >&3
exec 3>&-
wait_for 10 sh -c "curl -s '$BASE/about.html' | grep -q HALF-TWO" && ok "a file written in two parts is served whole" ||
  bad "two-part write not rebuilt: $(tail -5 "$tmp/log")"
sleep 0.3
eq "one rebuild for a file written in two parts" "$(regen)" "$((n0 + 1))"

# a new folder is watched from then on
mkdir "$site/newdir"
wait_for 10 sh -c "[ \$(grep -c 'Regenerating:' '$tmp/log') -gt $((n0 + 1)) ]" || bad "a new folder did not rebuild"
sleep 0.2
echo inside-new > "$site/newdir/y.txt"
wait_for 10 sh -c "curl -s '$BASE/newdir/y.txt' | grep -q inside-new" && ok "a file in a new folder is served" || bad "new folder not watched"

# 5. break a layout: the last good site stays, the error is printed and sent
cp "$site/_layouts/post.html" "$tmp/post.html"
printf '{%% if page.title %%}\nunclosed\n' >> "$site/_layouts/post.html"
wait_for 10 grep -q '^event: builderror' "$tmp/events" && ok "builderror event" || bad "no builderror: $(cat "$tmp/events")"
has "the error names the layout" "$(grep -A1 '^event: builderror' "$tmp/events")" "_layouts/post.html"
has "the terminal shows the error" "$(cat "$tmp/log")" "Error: _layouts/post.html"
if grep -Eq 'Error: _layouts/post\.html:[0-9]+(:[0-9]+)?: error: ' "$tmp/log"; then ok "file:line[:col] in the terminal"; else bad "no file:line: $(grep Error "$tmp/log")"; fi
has "the last good page is still served" "$(page)" "EDITED-ONE"
r0=$(events reload)
# 6. fix it: reload, the overlay goes
cp "$tmp/post.html" "$site/_layouts/post.html"
sed -i 's/EDITED-ONE/EDITED-TWO/' "$site/_posts/2026-09-01-hello-world.md"
wait_for 10 sh -c "curl -s '$BASE/$post' | grep -q EDITED-TWO" && ok "fixed: the new page is served" || bad "not rebuilt after the fix: $(tail -5 "$tmp/log")"
wait_for 5 sh -c "[ \$(grep -c '^event: reload\$' '$tmp/events') -gt $r0 ]" && ok "reload after the fix" || bad "no reload after the fix"
case "$(cat "$tmp/log")" in *_posts/sed*) bad "sed -i's temporary file reported as a change";; *) ok "a temporary file renamed over the post is not reported";; esac

# 7. _config.yml is watched (Jekyll's watcher ignores it; the brief asks for it)
sed -i 's/^title: Example Project/title: Renamed Project/' "$site/_config.yml"
wait_for 10 sh -c "curl -s '$BASE/' | grep -q 'Renamed Project'" && ok "a config change rebuilds" || bad "config change not rebuilt"

serve_stop
eq "Ctrl-C exits 0" "$SERVE_RC" 0
wait "$EVPID" 2>/dev/null; EVPID=""
has "the event stream ended with the server" "$(tail -c 200 "$tmp/events")" "event:"

# --livereload-ignore GLOBS: a change to those files is served without a reload event
mkdir -p "$site/notes"; printf -- '---\n---\nnote one\n' > "$site/notes/n.md"
serve_start "$tmp/log3" -s "$site" --livereload --livereload-port 0 --livereload-ignore 'notes/*,drafts/*' ||
  bad "serve --livereload-ignore did not start"
curl -sN "http://127.0.0.1:$LRPORT/__sitepub/events" > "$tmp/events3" &
EVPID=$!
wait_for 5 grep -q '^event: hello' "$tmp/events3" || bad "no hello on the second server"
printf -- '---\n---\nnote two\n' > "$site/notes/n.md"
wait_for 10 sh -c "curl -s '$BASE/notes/n.html' | grep -q 'note two'" && ok "an ignored file is rebuilt" || bad "ignored file not rebuilt"
sleep 0.3
eq "and no reload is sent for it" "$(grep -c '^event: reload$' "$tmp/events3")" 0
printf '\nnot ignored\n' >> "$site/about.md"
wait_for 10 grep -q '^event: reload' "$tmp/events3" && ok "other files still reload" || bad "no reload for about.md"
serve_stop
wait "$EVPID" 2>/dev/null; EVPID=""

# -d inside the source (`-d _site`, as jekyll serve writes it): the folder DEST is written into before it is
# swapped into place (._site.sitepub-*) is not a change; seen, every DEST write started another rebuild
serve_start "$tmp/log4" -s "$site" -d "$site/_site" || bad "serve -d _site did not start"
printf '\nd-inside\n' >> "$site/about.md"
wait_for 10 sh -c "grep -q 'd-inside' '$site/_site/about.html'" && ok "-d _site: the edit is written there" ||
  bad "-d _site not rewritten: $(tail -5 "$tmp/log4")"
sleep 1.5
eq "-d _site: one rebuild for one edit" "$(grep -c 'Regenerating:' "$tmp/log4")" 1
case "$(cat "$tmp/log4")" in *sitepub-*) bad "-d _site: its temporary folder reported as a change";; *) ok "-d _site: its temporary folder is not a change";; esac
serve_stop

# without --livereload: no script
serve_start "$tmp/log2" -s "$site" --no-watch || bad "serve without livereload did not start"
case "$(page)" in *__sitepub*) bad "script injected without --livereload";; *) ok "no script without --livereload";; esac
serve_stop
[ "$fails" -eq 0 ]
