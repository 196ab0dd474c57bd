# Helpers for the `sitepub serve` tests (sourced after check.sh). serve_start LOG ARGS... starts
# `$SITEPUB_BIN serve -P 0 ARGS...` in the background (any free port, loopback), waits up to 20 s for its
# address line and sets $SERVE_PID, $PORT, $BASE (http://127.0.0.1:PORT) and, with --livereload, $LRPORT.
# serve_stop sends Ctrl-C (SIGINT) and waits up to 10 s for the process to end; $SERVE_RC is its exit code.
serve_start() {
  _log=$1; shift
  "$SITEPUB_BIN" serve -P 0 "$@" > "$_log" 2>&1 &
  SERVE_PID=$!
  PORT=""; LRPORT=""
  _i=0
  while [ $_i -lt 200 ]; do
    if grep -q 'Server running' "$_log" 2>/dev/null; then break; fi
    if ! kill -0 "$SERVE_PID" 2>/dev/null; then break; fi
    sleep 0.1; _i=$((_i+1))
  done
  PORT=$(sed -n 's|.*Server address: http://[^:]*:\([0-9]*\).*|\1|p' "$_log" | head -n 1)
  LRPORT=$(sed -n 's|.*LiveReload address: http://[^:]*:\([0-9]*\).*|\1|p' "$_log" | head -n 1)
  BASE="http://127.0.0.1:$PORT"
  [ -n "$PORT" ]
}
serve_stop() {
  [ -n "${SERVE_PID:-}" ] || return 0
  kill -INT "$SERVE_PID" 2>/dev/null
  _i=0
  while kill -0 "$SERVE_PID" 2>/dev/null && [ $_i -lt 100 ]; do sleep 0.1; _i=$((_i+1)); done
  if kill -0 "$SERVE_PID" 2>/dev/null; then
    bad "serve did not stop within 10 s of SIGINT"; kill -KILL "$SERVE_PID" 2>/dev/null
  fi
  wait "$SERVE_PID" 2>/dev/null; SERVE_RC=$?
  SERVE_PID=""
}
# wait_for SECONDS COMMAND...: retry COMMAND every 0.05 s until it succeeds or SECONDS pass
wait_for() {
  _n=$(($1 * 20)); shift
  while [ $_n -gt 0 ]; do "$@" && return 0; sleep 0.05; _n=$((_n-1)); done
  return 1
}
