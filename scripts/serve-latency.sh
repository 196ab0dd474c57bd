#!/bin/sh
# Save-to-reload latency of `sitepub serve --livereload` (issue 18): a measurement, not a test.
#
#   scripts/serve-latency.sh [-n|--edits EDITS] [-p|--posts POSTS] [--only tvm|gen] [--browser] [--callgrind]
#                            [SITEPUB]
#
# For each site (a copy of ../shared/corpus/tvm-site, and a site of POSTS posts, default 10000, written by
# ../shared/tools/gen-site.py) it starts `SITEPUB serve --livereload` (default build/sitepub) on free ports,
# connects to the event stream as a browser does, and EDITS times (default 20) appends a line to a post and
# measures, from just before the write:
#   reload: until the stream's `reload` event arrives (what makes the browser reload),
#   page:   until a GET of the post's page, sent when `reload` arrives, has returned the new text,
# and prints median, p90 and max of both, with the server's own "...done in" times (the rebuild) beside them.
# --browser also times EDITS more edits in headless Chromium (tests/lib/serve_browser.py; needs chromium,
# scripts/install-deps.sh --browser), from the file write (and its fsync) to: the reload's start (the page's
# location.reload() on the event), the page received, and its DOMContentLoaded (after the stylesheets and
# scripts the page waits for: tvm-site's come from CDNs, so its figure is the network's as much as serve's).
# --callgrind instead runs the server under valgrind's callgrind with instrumentation off, makes one edit to warm
# up, then counts the instructions (Ir) of one rebuild after one more edit (the event read, the debounce, the
# rebuild, the publish, and the cleanup after it: the replaced snapshot freed, the new outputs' blob ids): a
# figure the machine's load does not change (callgrind_annotate the file it names; system calls are not in it).
# Edits are 0.5 s apart. Figures depend on the machine's load: `uptime`
# is printed before each site; quote it with the figures. Targets (issue 18): tvm-site under 100 ms, 10,000
# posts under 300 ms.
set -eu
edits=20 posts=10000 only="" browser="" callgrind=""
while [ $# -gt 0 ]; do
  case "$1" in
    -n|--edits) edits=$2; shift 2;;
    -p|--posts) posts=$2; shift 2;;
    --only) only=$2; shift 2;;
    --browser) browser=1; shift;;
    --callgrind) callgrind=1; shift;;
    -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0;;
    *) break;;
  esac
done
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$root/build/sitepub}
shared=${SITEPUB_SHARED:-$(cd "$root/.." && pwd)/shared}
[ -x "$bin" ] || { echo "serve-latency: $bin is not built (make build/sitepub)" >&2; exit 2; }
[ -d "$shared/corpus/tvm-site" ] || { echo "serve-latency: $shared/corpus/tvm-site is missing" >&2; exit 2; }
tmp=$(mktemp -d)
pid=""
trap '[ -n "$pid" ] && kill -INT "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM

# measure NAME SITE POSTFILE: serve SITE, edit POSTFILE EDITS times, print the figures
measure() {
  name=$1 site=$2 post=$3
  [ -z "$callgrind" ] || { count "$@"; return; }
  echo "== $name: $(find "$site/_posts" -type f | wc -l) posts; $edits edits of $post"
  echo "   load: $(uptime | sed 's/.*load average/load average/') ($(nproc) cores)"
  log=$tmp/$name.log
  t0=$(date +%s.%N)
  : > "$log"
  "$bin" serve -s "$site" -P 0 --livereload --livereload-port 0 > "$log" 2>&1 &
  pid=$!
  i=0
  while ! grep -q 'Server running' "$log"; do
    kill -0 "$pid" 2>/dev/null || { cat "$log"; echo "serve-latency: serve exited" >&2; exit 1; }
    i=$((i + 1)); [ $i -lt 6000 ] || { echo "serve-latency: serve did not start in 600 s" >&2; exit 1; }
    sleep 0.1
  done
  port=$(sed -n 's|.*Server address: http://[^:]*:\([0-9]*\).*|\1|p' "$log" | head -n 1)
  lrport=$(sed -n 's|.*LiveReload address: http://[^:]*:\([0-9]*\).*|\1|p' "$log" | head -n 1)
  echo "   initial build: $(sed -n 's/^ *done in \([0-9.]*\) seconds\./\1 s/p' "$log" | head -n 1)" \
       "(serve up after $(echo "$(date +%s.%N) - $t0" | bc | cut -c1-5) s)"
  /usr/bin/python3 - "$site/$post" "$port" "$lrport" "$edits" "$log" <<'EOF'
import os, re, socket, sys, time, urllib.request
path, port, lrport, edits, log = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
base = "http://127.0.0.1:%d" % port
slug = re.sub(r"^\d{4}-\d{2}-\d{2}-", "", os.path.basename(path)).rsplit(".", 1)[0]
url = None
for line in urllib.request.urlopen(base + "/sitemap.txt").read().decode().split():
    u = line.strip()
    if re.search("/" + re.escape(slug) + r"(\.html)?/?$", u):
        url = base + "/" + re.sub(r"^https?://[^/]+/", "", u).lstrip("/")
        break
if url is None:
    print("   (the post's url is not in sitemap.txt: page times are not measured)")
else:
    open(log + ".url", "w").write(url)
# the event stream, as the injected script reads it
s = socket.create_connection(("127.0.0.1", lrport))
s.sendall(b"GET /__sitepub/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
f = s.makefile("rb")
def next_event():
    ev = None
    while True:
        line = f.readline()
        if not line:
            raise SystemExit("the event stream ended")
        line = line.strip()
        if line.startswith(b"event:"):
            ev = line[6:].strip().decode()
        elif line == b"" and ev:
            return ev
while next_event() != "hello":
    pass
reload_ms, page_ms = [], []
for k in range(edits):
    time.sleep(0.5)
    marker = "latency-marker-%d-%d" % (os.getpid(), k)
    t0 = time.monotonic()
    with open(path, "a") as fh:
        fh.write("\n%s\n" % marker)
    while True:
        ev = next_event()
        if ev == "reload":
            break
        if ev == "builderror":
            raise SystemExit("the build failed: see " + log)
    t1 = time.monotonic()
    reload_ms.append((t1 - t0) * 1000)
    if url:
        body = urllib.request.urlopen(url).read().decode("utf-8", "replace")
        t2 = time.monotonic()
        if marker not in body:
            raise SystemExit("the page fetched after reload does not have the new text: " + url)
        page_ms.append((t2 - t0) * 1000)
def stats(xs):
    xs = sorted(xs)
    p90 = xs[min(len(xs) - 1, int(round(0.9 * (len(xs) - 1))))]
    return "median %6.1f ms   p90 %6.1f ms   max %6.1f ms" % (xs[len(xs) // 2], p90, xs[-1])
done = [float(m) * 1000 for m in re.findall(r"\.\.\.done in ([0-9.]+) seconds", open(log).read())][-edits:]
print("   save -> reload event:        " + stats(reload_ms))
if page_ms:
    print("   save -> new page fetched:    " + stats(page_ms))
if done:
    print("   rebuild (server's 'done in'): " + stats(done))
rendered = re.findall(r"Incremental: (\d+) of (\d+) outputs rendered", open(log).read())
if rendered:
    print("   last rebuild rendered %s of %s outputs" % rendered[-1])
EOF
  if [ -n "$browser" ] && [ -f "$log.url" ]; then
    command -v chromium > /dev/null || { echo "serve-latency: --browser needs chromium" >&2; exit 2; }
    printf '   browser: '
    /usr/bin/python3 "$root/tests/lib/serve_browser.py" --latency "$edits" --url "$(cat "$log.url")" \
      --post "$site/$post" --layout "$site/_layouts/post.html" --logdir "$tmp/shots" | grep -v '^ok - '
  fi
  kill -INT "$pid"; wait "$pid" 2>/dev/null || true; pid=""
}

# count NAME SITE POSTFILE: the instructions of one rebuild after one edit of POSTFILE, under callgrind
count() {
  name=$1 site=$2 post=$3
  command -v valgrind > /dev/null || { echo "serve-latency: --callgrind needs valgrind" >&2; exit 2; }
  out=${TMPDIR:-/tmp}/serve-latency.$name.callgrind
  log=$tmp/$name.log
  rm -f "$out"
  : > "$log"
  valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$out" \
    "$bin" serve -s "$site" -P 0 --livereload --livereload-port 0 > "$log" 2>&1 &
  pid=$!
  dones() { grep -c 'done in' "$log"; }
  waitdone() { i=0; while [ "$(dones)" -lt "$1" ]; do
    kill -0 "$pid" 2>/dev/null || { cat "$log"; echo "serve-latency: serve exited" >&2; exit 1; }
    i=$((i + 1)); [ $i -lt 12000 ] || { echo "serve-latency: no rebuild in 1200 s" >&2; exit 1; }; sleep 0.1; done; }
  waitdone 1
  i=0; while ! grep -q 'Server running' "$log"; do i=$((i + 1)); [ $i -lt 6000 ] || exit 1; sleep 0.1; done
  sleep 1; printf '\nwarm-up edit\n' >> "$site/$post"; waitdone 2
  sleep 1
  callgrind_control -i on "$pid" > /dev/null
  printf '\ncounted edit\n' >> "$site/$post"; waitdone 3
  sleep 1 # the cleanup serve leaves until it is idle (src/serve/serve.c IDLE_MS) is counted too
  callgrind_control -i off "$pid" > /dev/null
  kill -INT "$pid"; wait "$pid" 2>/dev/null || true; pid=""
  echo "== $name: $(find "$site/_posts" -type f | wc -l) posts; one edit of $post under callgrind"
  echo "   rebuild after one edit: $(sed -n 's/^totals: *//p' "$out" | head -n 1) instructions (Ir; $out)"
}

echo "sitepub serve save-to-reload latency ($(date -u '+%Y-%m-%d %H:%M UTC'), $bin)"
if [ "$only" != gen ]; then
  cp -r "$shared/corpus/tvm-site" "$tmp/tvm"
  measure tvm-site "$tmp/tvm" "_posts/$(ls "$tmp/tvm/_posts" | grep -E '\.(md|markdown)$' | sed -n 5p)"
fi
if [ "$only" != tvm ]; then
  python3 "$shared/tools/gen-site.py" --posts "$posts" --static 100 --seed 1 --force "$tmp/gen" > /dev/null
  measure "gen-$posts" "$tmp/gen" "_posts/$(ls "$tmp/gen/_posts" | sed -n 100p)"
fi
