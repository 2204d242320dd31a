#!/usr/bin/env bash
# Issue 12 item 11: as root, a clone inside a private (mode-700) folder — like /root — must start
# on the embedded Postgres with no DATABASE_URL, and its records must survive a restart.
#
# Clones the current HEAD into a fresh mode-700 folder, brings node_modules into the clone (a copy
# of this checkout's, so the Postgres binaries really sit behind the mode-700 folder; set
# CHECK_ROOT_START_NPM_CI=1 to run `npm ci` instead), builds (or, with CHECK_ROOT_START_DIST=<dir>,
# copies that build of the same commit: CI builds once, in npm test), then twice: start with the default
# DATA_DIR (./data, inside the private folder), wait for /api/health, write or read back a record
# through the API, stop with SIGTERM. Exits non-zero with one clear line on failure; < 3 min.
set -euo pipefail

fail() { echo "check-root-start: FALHOU — $*" >&2; exit 1; }
say() { echo "check-root-start: $*"; }

[ "$(id -u)" = 0 ] || fail "precisa rodar como root (é o caso que este teste verifica)"
SOURCE="$(cd "$(dirname "$0")/.." && pwd)"
DEADLINE=$((SECONDS + 170))
left() { echo $((DEADLINE - SECONDS)); }

WORK="$(mktemp -d /tmp/tinta-root-start-XXXXXX)"
chmod 700 "$WORK"
APP="$WORK/tinta"
PID=""
cleanup() {
  if [ -n "$PID" ] && kill -0 "$PID" 2>/dev/null; then kill -TERM "$PID" 2>/dev/null || true; sleep 3; kill -KILL "$PID" 2>/dev/null || true; fi
  # The cluster may live outside DATA_DIR (when the postgres user cannot reach it): remove it too.
  if [ -f "$APP/data/pg-location" ]; then rm -rf "$(cat "$APP/data/pg-location")"; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

say "clonando HEAD em $APP (pasta modo 700)"
git clone --quiet --no-hardlinks "$SOURCE" "$APP"
cd "$APP"
if [ "${CHECK_ROOT_START_NPM_CI:-}" = 1 ]; then
  timeout "$(left)" npm ci --no-fund --no-audit --prefer-offline >/dev/null 2>&1 || fail "npm ci"
else
  [ -d "$SOURCE/node_modules" ] || fail "sem node_modules em $SOURCE (rode npm ci ou use CHECK_ROOT_START_NPM_CI=1)"
  cp -a "$SOURCE/node_modules" "$APP/node_modules"
fi
if [ -n "${CHECK_ROOT_START_DIST:-}" ]; then
  [ -f "$CHECK_ROOT_START_DIST/server/main.js" ] || fail "sem build em $CHECK_ROOT_START_DIST (rode npm run build)"
  cp -a "$CHECK_ROOT_START_DIST" "$APP/dist"
else
  timeout "$(left)" npm run build >"$WORK/build.log" 2>&1 || { tail -20 "$WORK/build.log" >&2; fail "npm run build"; }
fi
[ "$(stat -c %a "$WORK")" = 700 ] || fail "a pasta de teste deveria ser modo 700"

PORT="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
BASE="http://127.0.0.1:$PORT"
EMAIL="root-start-$RANDOM$RANDOM@tinta.test"

start() {
  local log="$WORK/start-$1.log"
  env -u DATABASE_URL -u DATA_DIR PORT="$PORT" HOST=127.0.0.1 PUBLIC_URL="$BASE" \
    node dist/server/main.js >"$log" 2>&1 &
  PID=$!
  until curl -fsS "$BASE/api/health" >"$WORK/health.json" 2>/dev/null; do
    if ! kill -0 "$PID" 2>/dev/null; then cat "$log" >&2; fail "o servidor saiu na partida $1 (log acima)"; fi
    [ "$(left)" -gt 0 ] || { cat "$log" >&2; fail "sem /api/health a tempo na partida $1"; }
    sleep 0.5
  done
  grep -q '"database":"ok"' "$WORK/health.json" || fail "health sem banco: $(cat "$WORK/health.json")"
  grep -m1 'Banco embutido em' "$log" | sed 's/^/check-root-start:   /' || true
  say "partida $1: $(grep -m1 'Tinta pronto' "$log" || echo 'pronto')"
}
stop() {
  kill -TERM "$PID"
  for _ in $(seq 1 40); do kill -0 "$PID" 2>/dev/null || break; sleep 0.5; done
  if kill -0 "$PID" 2>/dev/null; then fail "o servidor não parou com SIGTERM em 20 s"; fi
  local code=0
  wait "$PID" || code=$?
  [ "$code" = 0 ] || fail "o servidor saiu com código $code ao receber SIGTERM ($(tail -3 "$WORK/start-$1.log"))"
  PID=""
}
signUp() {
  curl -sS -o "$WORK/signup.json" -w '%{http_code}' -H 'content-type: application/json' -H "origin: $BASE" \
    -d "{\"name\":\"Root Start\",\"email\":\"$EMAIL\",\"password\":\"Tinta-root-start-42\"}" \
    "$BASE/api/auth/sign-up/email"
}

start 1
[ "$(signUp)" = 200 ] || fail "cadastro na partida 1: $(cat "$WORK/signup.json")"
stop 1
start 2
status="$(signUp)"
# The account made before the restart is still there: the same e-mail is now taken.
[ "${status:0:1}" = 4 ] && grep -q 'Este email já está cadastrado' "$WORK/signup.json" ||
  fail "o cadastro não sobreviveu ao reinício (HTTP $status: $(cat "$WORK/signup.json"))"
stop 2
say "OK: partida como root numa pasta modo 700, banco embutido, registro mantido após reinício ($SECONDS s)"
