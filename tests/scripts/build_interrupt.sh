#!/bin/sh
# An interrupted `sitepub build` leaves nothing beside the destination (issue 20): SIGINT, SIGTERM and SIGHUP at
# random points remove the temporary folder before the process ends; after SIGKILL the next build removes the
# leftovers that no running build owns (and leaves one a live build holds); the destination is intact.
set -eu
B=${SITEPUB_BIN:?}
T=$(mktemp -d)
holder=""
trap '[ -n "$holder" ] && kill "$holder" 2>/dev/null; rm -rf "$T"' EXIT
. "$(dirname "$0")/../lib/check.sh"
rnd() { od -An -N2 -tu2 /dev/urandom | tr -d ' '; }
left() { n=0; for f in "$T"/.site.sitepub-*; do [ -e "$f" ] && n=$((n+1)); done; echo $n; }

S="$T/src"; mkdir -p "$S/_posts" "$S/_layouts"
printf '<html><body>{{ content }}</body></html>\n' > "$S/_layouts/default.html"
printf 'title: t\n' > "$S/_config.yml"
printf -- '---\nlayout: default\n---\n<p>home</p>\n' > "$S/index.html"
i=0; while [ $i -lt 1500 ]; do
  printf -- '---\nlayout: default\ntitle: Post %d\n---\n# Post %d\n\nSome *text* for post %d.\n' $i $i $i > "$S/_posts/2020-01-01-p$i.md"
  i=$((i+1))
done
"$B" build -q -s "$S" -d "$T/site"
eq "a first build" "$(cat "$T/site/index.html")" "<html><body><p>home</p>
</body></html>"

k=0; intact=0; runs=0
for sig in INT TERM HUP INT TERM HUP INT TERM HUP; do
  "$B" build -q -s "$S" -d "$T/site" >/dev/null 2>&1 & p=$!
  sleep "0.0$(( $(rnd) % 10 ))"
  kill -s "$sig" "$p" 2>/dev/null || true
  wait "$p" 2>/dev/null || true
  runs=$((runs+1))
  [ -f "$T/site/index.html" ] && [ -f "$T/site/2020/01/01/p1499.html" ] && intact=$((intact+1))
  n=$(left)
  [ "$n" -eq 0 ] || { bad "SIG$sig left $n folders beside the destination"; ls -a "$T"; }
done
eq "catchable signals: the destination is intact after each" "$intact" "$runs"
eq "catchable signals: nothing left beside the destination" "$(left)" 0

# SIGKILL cannot be caught: the folder stays, the next build removes it
"$B" build -q -s "$S" -d "$T/site" >/dev/null 2>&1 & p=$!
i=0; while [ "$(left)" -eq 0 ] && [ $i -lt 200 ]; do i=$((i+1)); sleep 0.01; done
kill -s KILL "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true
killed=$(left)
# a build killed between making its folder and its lock leaves an empty folder without a lock: it goes once it is
# over a second old (a live build makes its lock within microseconds)
sleep 2.1
# one held by a live build (a process holding its lock) stays
mkdir "$T/.site.sitepub-LIVE01"; : > "$T/.site.sitepub-LIVE01/.sitepub-build.lock"
sh -c 'exec 9>"$1"; flock 9; exec sleep 60' _ "$T/.site.sitepub-LIVE01/.sitepub-build.lock" >/dev/null 2>&1 &
holder=$!
i=0; while flock -n "$T/.site.sitepub-LIVE01/.sitepub-build.lock" true 2>/dev/null && [ $i -lt 100 ]; do i=$((i+1)); sleep 0.05; done
"$B" build -q -s "$S" -d "$T/site"
echo "# after SIGKILL: $killed left over before the next build"
[ -d "$T/.site.sitepub-LIVE01" ] && ok "a folder a live build owns is kept" || bad "a live build's folder was removed"
kill "$holder" 2>/dev/null || true; wait "$holder" 2>/dev/null || true; holder=""
rm -rf "$T/.site.sitepub-LIVE01"
eq "the next build removed the killed build's folder" "$(left)" 0
[ -f "$T/site/2020/01/01/p1499.html" ] && ok "destination complete after the next build" || bad "destination incomplete"
[ -e "$T/site/.sitepub-build.lock" ] && bad "the lock file reached the site" || ok "the lock file is not part of the site"
[ "$fails" -eq 0 ]
