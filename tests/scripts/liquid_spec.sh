#!/bin/sh
# Liquid conformance ratchet: run the liquid-spec cases in $SITEPUB_SHARED/conformance/liquid-spec and fail when
# fewer pass than tests/liquid-spec-baseline.txt records (raise that figure when the count goes up).
set -u
BUILD=${BUILD:-build}
spec="${SITEPUB_SHARED:-../shared}/conformance/liquid-spec"
if [ ! -d "$spec" ]; then
  echo "skip: liquid-spec cases not found at $spec (set SITEPUB_SHARED)"
  exit 0
fi
baseline=$(tr -dc '0-9' < tests/liquid-spec-baseline.txt)
# In the sanitizer build every case runs in its own process: a sanitizer report fails that case (and is shown)
# instead of ending the run.
if [ "${SITEPUB_SANITIZED:-}" = 1 ]; then export LIQUID_SPEC_ISOLATE=1; fi
out=$("$BUILD/tools/liquid_spec" "$spec")
summary=$(printf '%s\n' "$out" | tail -n 1)
printf '%s\n' "$out" | grep 'crashed' || true
printf '%s\n' "$out" | tail -n 40
passed=$(printf '%s\n' "$summary" | sed -n 's/^\([0-9][0-9]*\) passed.*/\1/p')
if [ -z "$passed" ]; then
  echo "liquid_spec did not print its summary line"
  exit 1
fi
echo "liquid-spec: $passed passed (baseline $baseline)"
if [ "$passed" -lt "$baseline" ]; then
  echo "FAIL: the liquid-spec pass count dropped below the baseline in tests/liquid-spec-baseline.txt"
  exit 1
fi
