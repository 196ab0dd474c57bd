#!/bin/sh
# compare-jekyll.sh SRC: build the Jekyll site SRC with sitepub and with Debian's jekyll (4.3), then report, for
# every file of Jekyll's output, whether sitepub's is missing, identical, equal after HTML normalisation (white
# space between tags, entity spelling, attribute order) or different (with its source kind: static, markdown,
# other); then the files only sitepub wrote; then the counts by source kind and one summary line. Both builds run with TZ=UTC, JEKYLL_NO_BUNDLER_REQUIRE=true and a fixed `time:` from an extra
# config file (COMPARE_TIME, default 2026-07-01 12:00:00 +0000), so site.time is the same for both.
#
# Environment: SITEPUB_BIN (default build/sitepub), KEEP=1 keeps the work folder (printed), COMPARE_QUIET=1 prints
# only the lines that are not "identical" and the summary. Exit status 0 when nothing is missing or different.
set -u
if [ $# -lt 1 ] || [ ! -d "$1" ]; then
  echo "usage: $0 SRC   (a Jekyll site source folder)" >&2
  exit 2
fi
SRC=$(cd "$1" && pwd)
SITEPUB=${SITEPUB_BIN:-build/sitepub}
case "$SITEPUB" in /*) ;; *) SITEPUB="$(pwd)/$SITEPUB" ;; esac
if [ ! -x "$SITEPUB" ]; then
  echo "compare-jekyll: $SITEPUB not found; run make first" >&2
  exit 2
fi
if ! command -v jekyll >/dev/null 2>&1; then
  echo "compare-jekyll: installing Debian's jekyll" >&2
  if [ "$(id -u)" = 0 ]; then
    apt-get install -y jekyll >&2 || { echo "compare-jekyll: could not install jekyll" >&2; exit 2; }
  else
    sudo apt-get install -y jekyll >&2 || { echo "compare-jekyll: could not install jekyll" >&2; exit 2; }
  fi
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/compare-jekyll.XXXXXX")
[ "${KEEP:-}" = 1 ] || trap 'rm -rf "$WORK"' EXIT
printf 'time: %s\n' "${COMPARE_TIME:-2026-07-01 12:00:00 +0000}" > "$WORK/time.yml"
CONFIGS="$WORK/time.yml"
for c in _config.yml _config.yaml; do
  if [ -f "$SRC/$c" ]; then CONFIGS="$SRC/$c,$WORK/time.yml"; break; fi
done
export TZ=UTC JEKYLL_NO_BUNDLER_REQUIRE=true
# Jekyll's own library does the build (as `jekyll build` does) and also writes which source kind each output
# comes from (Markdown, other pages and documents, static files); the plain CLI is the fallback.
cat > "$WORK/jekyll-build.rb" <<'RB'
require "jekyll"
src, dest, configs, manifest = ARGV
conf = Jekyll.configuration("source" => src, "destination" => dest, "config" => configs.split(","),
                            "disable_disk_cache" => true, "quiet" => true)
site = Jekyll::Site.new(conf)
site.process
md = site.config["markdown_ext"].to_s.split(",").map { |e| ".#{e.strip}" }
File.open(manifest, "w") do |f|
  (site.pages + site.documents).each do |d|
    next if d.respond_to?(:write?) && !d.write?
    f.puts "#{md.include?(d.extname) ? "markdown" : "other"}\t#{d.destination(dest).sub("#{dest}/", "")}"
  end
  site.static_files.each { |s| f.puts "static\t#{s.destination(dest).sub("#{dest}/", "")}" if s.write? }
end
RB
if ! ( cd "$SRC" && ruby "$WORK/jekyll-build.rb" "$SRC" "$WORK/jekyll" "$CONFIGS" "$WORK/manifest.txt" ) \
     > "$WORK/jekyll.log" 2>&1; then
  rm -rf "$WORK/jekyll" "$WORK/manifest.txt"
  ( cd "$SRC" && jekyll build --disable-disk-cache -s "$SRC" -d "$WORK/jekyll" --config "$CONFIGS" ) \
    > "$WORK/jekyll.log" 2>&1 || { echo "compare-jekyll: jekyll build failed:" >&2; tail -20 "$WORK/jekyll.log" >&2; exit 2; }
fi
t0=$(date +%s.%N)
( cd "$SRC" && "$SITEPUB" build -q -s "$SRC" -d "$WORK/sitepub" --config "$CONFIGS" ) > "$WORK/sitepub.log" 2>&1
rc=$?
if [ $rc -ne 0 ]; then
  echo "compare-jekyll: sitepub build failed (exit $rc):" >&2
  tail -20 "$WORK/sitepub.log" >&2
fi
[ "${KEEP:-}" = 1 ] && echo "compare-jekyll: work folder $WORK" >&2
/usr/bin/python3 - "$WORK/jekyll" "$WORK/sitepub" "$SRC" "${COMPARE_QUIET:-}" "$WORK/manifest.txt" <<'PY'
import os, sys, html, re
from html.parser import HTMLParser

jdir, sdir, src, quiet, manifest = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "1", sys.argv[5]
kinds = {}
if os.path.exists(manifest):
    for line in open(manifest, encoding="utf-8"):
        k, _, path = line.rstrip("\n").partition("\t")
        kinds[path] = k

def files(root):
    out = set()
    if not os.path.isdir(root):
        return out
    for d, _, fs in os.walk(root):
        for f in fs:
            out.add(os.path.relpath(os.path.join(d, f), root))
    return out

class Norm(HTMLParser):
    """Token stream with white space between tags dropped, runs of white space collapsed, entities decoded and
    attributes sorted."""
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.toks = []
    def handle_starttag(self, tag, attrs):
        self.toks.append(("<", tag, tuple(sorted((k, v or "") for k, v in attrs))))
    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
    def handle_endtag(self, tag):
        self.toks.append(("</", tag))
    def handle_data(self, data):
        t = re.sub(r"\s+", " ", data).strip()
        if t:
            self.toks.append(("t", t))
    def handle_comment(self, data):
        self.toks.append(("c", data.strip()))
    def handle_decl(self, decl):
        self.toks.append(("d", decl.strip().lower()))
    def handle_pi(self, data):
        self.toks.append(("p", data.strip()))

def normalise(b):
    try:
        text = b.decode("utf-8")
    except UnicodeDecodeError:
        return None
    p = Norm()
    try:
        p.feed(text)
        p.close()
    except Exception:
        return None
    return p.toks

# the source file of each output, to tell Markdown outputs from the rest
jf, sf = files(jdir), files(sdir)
counts = {"identical": 0, "normalised": 0, "different": 0, "missing": 0}
by_kind = {}
for rel in sorted(jf):
    a = open(os.path.join(jdir, rel), "rb").read()
    if rel not in sf:
        status = "missing"
    else:
        b = open(os.path.join(sdir, rel), "rb").read()
        if a == b:
            status = "identical"
        else:
            na = normalise(a) if rel.endswith((".html", ".htm", ".xml", ".xhtml", ".svg")) else None
            status = "normalised" if na is not None and na == normalise(b) else "different"
    counts[status] += 1
    kind = kinds.get(rel, "other" if kinds else "unknown")
    by_kind.setdefault(kind, {"identical": 0, "normalised": 0, "different": 0, "missing": 0})[status] += 1
    if not (quiet and status == "identical"):
        label = {"normalised": "equal after normalisation"}.get(status, status)
        print(f"{label}: {rel}" + (f" ({kind})" if kinds and status != "identical" else ""))
extra = sorted(sf - jf)
for rel in extra:
    print(f"extra: {rel}")
total = len(jf)
if kinds:
    names = {"static": "static files", "other": "pages and documents not from Markdown",
             "markdown": "from Markdown"}
    parts = []
    for k in ("static", "other", "markdown"):
        c = by_kind.get(k)
        if c:
            parts.append(f"{names[k]}: {c['identical']} identical, {c['normalised']} normalised, "
                         f"{c['different']} different, {c['missing']} missing of {sum(c.values())}")
    print("compare-jekyll: by source: " + "; ".join(parts))
print(f"compare-jekyll: {os.path.basename(src.rstrip('/'))}: {total} files in Jekyll's output: "
      f"{counts['identical']} identical, {counts['normalised']} equal after normalisation, "
      f"{counts['different']} different, {counts['missing']} missing; {len(extra)} extra")
sys.exit(0 if counts["different"] == 0 and counts["missing"] == 0 and not extra else 1)
PY
