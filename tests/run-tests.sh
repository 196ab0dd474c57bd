#!/bin/sh
# Runs every test: each cmocka program in $BUILD/tests, then each tests/scripts/*.sh (shell tests that drive
# $BUILD/sitepub). Prints one line per program and, last, "N passed, N failed" (programs).
# SITEPUB_VALGRIND=1 runs the cmocka programs under valgrind --error-exitcode=99.
set -u
BUILD=${BUILD:-build}
export BUILD
export SITEPUB_BIN="$(pwd)/$BUILD/sitepub"
export SITEPUB_SHARED="${SITEPUB_SHARED:-$(cd .. && pwd)/shared}"
# Third-party leaks on error paths (see each file); scripts that need other suppressions set their own.
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$(pwd)/tests/lsan-thirdparty.supp:fast_unwind_on_malloc=0}"
passed=0; failed=0; failures=""
for t in "$BUILD"/tests/test_*; do
  [ -x "$t" ] || continue
  name=$(basename "$t")
  if [ "${SITEPUB_VALGRIND:-}" = 1 ]; then
    run="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite --suppressions=$(pwd)/tests/valgrind-libsass.supp"
  else
    run=""
  fi
  if $run "$t" > "$BUILD/tests/$name.log" 2>&1; then
    passed=$((passed+1)); echo "PASS $name"
  else
    failed=$((failed+1)); failures="$failures $name"; echo "FAIL $name (log: $BUILD/tests/$name.log)"
    tail -n 30 "$BUILD/tests/$name.log"
  fi
done
for s in tests/scripts/*.sh; do
  [ -f "$s" ] || continue
  name=$(basename "$s" .sh)
  if sh "$s" > "$BUILD/tests/script-$name.log" 2>&1; then
    passed=$((passed+1)); echo "PASS $name"
  else
    failed=$((failed+1)); failures="$failures $name"; echo "FAIL $name (log: $BUILD/tests/script-$name.log)"
    tail -n 30 "$BUILD/tests/script-$name.log"
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
