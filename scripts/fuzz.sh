#!/bin/sh
# Run each libFuzzer target of build-fuzz/fuzz/ (tests/fuzz/fuzz_*.c; `make fuzz-bins`) for $FUZZ_SECONDS (default
# 60), seeded at run time from the shared material (../shared or $SITEPUB_SHARED): site pages, configs and
# layouts, the liquid-spec templates, the Markdown conformance pages, the Rouge samples and git-multimail's
# reference emails. Each target's corpus grows in build-fuzz/corpus/NAME across runs; a crash, leak, timeout or
# out-of-memory input is written to build-fuzz/crashes/ and fails the run. Prints executions, coverage and
# crashes per target (the figures the README's "Guarantees" quote).
# usage: FUZZ_SECONDS=300 sh scripts/fuzz.sh [NAME...]   (NAME: yaml, liquid, markdown, highlight, multimail)
set -u
B=${BUILD_FUZZ:-build-fuzz}
S=${FUZZ_SECONDS:-60}
SHARED=${SITEPUB_SHARED:-$(cd .. && pwd)/shared}
PY=/usr/bin/python3
names=${*:-"yaml liquid markdown highlight multimail"}
mkdir -p "$B/crashes" "$B/logs"

seed() { # NAME: add seeds from the shared material (once per corpus folder)
  d="$B/corpus/$1"; mkdir -p "$d"
  [ -e "$d/.seeded" ] && return 0
  if [ ! -d "$SHARED" ]; then echo "fuzz: no shared material at $SHARED: $1 starts from an empty corpus"; return 0; fi
  case $1 in
    yaml) find "$SHARED/corpus/sites" "$SHARED/conformance/liquid-spec" \( -name '*.yml' -o -name '*.md' -o -name '*.markdown' \) \
            -size -64k 2>/dev/null | head -400 ;;
    liquid) find "$SHARED/corpus/sites" -path '*/_layouts/*' -o -path '*/_includes/*' 2>/dev/null | head -300 ;;
    markdown) { find "$SHARED/conformance/markdown" -name '*.md'; find "$SHARED/corpus/sites" -name '*.md' -size -32k; } 2>/dev/null | head -600 ;;
    *) ;;
  esac | while read -r f; do [ -f "$f" ] && cp "$f" "$d/$(printf '%s' "$f" | cksum | cut -d' ' -f1)"; done
  case $1 in
    liquid) # the templates of liquid-spec
      $PY - "$SHARED/conformance/liquid-spec" "$d" <<'PY'
import os, sys, yaml, zlib
n = 0
for root, _, files in os.walk(sys.argv[1]):
    for f in files:
        if not f.endswith(".yml"): continue
        try: docs = list(yaml.safe_load_all(open(os.path.join(root, f), encoding="utf-8")))
        except Exception: continue
        for doc in docs:
            for spec in (doc or {}).get("specs", []) if isinstance(doc, dict) else []:
                t = spec.get("template") if isinstance(spec, dict) else None
                if isinstance(t, str) and n < 2000:
                    open(os.path.join(sys.argv[2], "spec%08x" % zlib.crc32(t.encode())), "w").write(t); n += 1
PY
      ;;
    highlight) # each Rouge sample as "LANG\nCODE"
      $PY - "$SHARED/conformance/rouge" "$d" <<'PY'
import os, re, sys
for f in sorted(os.listdir(sys.argv[1])):
    if not f.endswith(".md"): continue
    t = open(os.path.join(sys.argv[1], f), encoding="utf-8", errors="replace").read()
    m = re.search(r"^(`{3,})(\S+)\n(.*?)^\1", t, re.S | re.M)
    if m: open(os.path.join(sys.argv[2], f[:-3]), "w").write(m.group(2) + "\n" + m.group(3)[:16000])
PY
      ;;
    multimail) # commit messages and diffs of git-multimail's reference emails
      for f in "$SHARED"/reference/multimail/*.eml; do
        [ -f "$f" ] && { printf 'Author N\303\244me\nfile.txt\n'; cat "$f"; } > "$d/$(basename "$f" .eml)"
      done ;;
  esac
  : > "$d/.seeded"
}

total_crashes=0
printf '%-10s %12s %8s %8s %8s %s\n' target executions cov ft crashes seconds
for n in $names; do
  bin="$B/fuzz/fuzz_$n"
  [ -x "$bin" ] || { echo "fuzz: $bin missing (make fuzz-bins)"; total_crashes=$((total_crashes+1)); continue; }
  seed "$n"
  case $n in markdown) ml=8192;; *) ml=16384;; esac
  log="$B/logs/$n.log"
  before=$(ls "$B/crashes" | grep -c "^$n-" || true)
  "$bin" -max_total_time="$S" -timeout=60 -rss_limit_mb=2560 -max_len=$ml -print_final_stats=1 \
      -artifact_prefix="$B/crashes/$n-" "$B/corpus/$n" >"$log" 2>&1
  rc=$?
  after=$(ls "$B/crashes" | grep -c "^$n-" || true)
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  crashes=$((after - before))
  [ $rc -ne 0 ] && [ $crashes -eq 0 ] && crashes=1
  printf '%-10s %12s %8s %8s %8s %s\n' "$n" "${execs:-?}" "${cov:-?}" "${ft:-?}" "$crashes" "$S"
  if [ $crashes -ne 0 ]; then
    echo "fuzz: $n failed (exit $rc); log $log:"; grep -E 'ERROR|SUMMARY|==[0-9]+==|Test unit written' "$log" | head -20
    total_crashes=$((total_crashes + crashes))
  fi
done
[ $total_crashes -eq 0 ]
