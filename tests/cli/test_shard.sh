#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# run --shard K/N and --resume (issue 38 item 2, docs/scale.md), against a real PostgreSQL
# server this test starts itself (as test_db_postgresql.sh does):
#  1. one plan of 12 bare-metal configurations (3 optimisation levels x 4 repetitions, in a
#     randomised order with a seed) is run serially into a SQLite file;
#  2. the same plan as 3 shards started at once into one PostgreSQL database; shard 1's QEMU
#     hangs at its second configuration (a wrapper) and the shard is killed (SIGKILL);
#  3. runs --plan shows the killed shard's 3 configurations missing and the 9 others stored;
#  4. run --shard 1/3 --resume runs exactly those 3, and a second --resume nothing;
#  5. the 12 runs are stored once each, at their plan positions, with their shard, and their
#     captures are byte-identical to the serial run's (-icount), which had the same plan id;
#  6. a bad --shard is refused before anything runs; an unknown plan is an error.
# Skipped (77) when arm-none-eabi-gcc, qemu-system-arm, the PostgreSQL server or Qt's QPSQL
# driver is missing.
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
case "$CLI" in /*) ;; *) CLI="$PWD/$CLI" ;; esac
fail() { echo "FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }
for t in arm-none-eabi-gcc qemu-system-arm psql python3; do
  command -v "$t" >/dev/null || { echo "SKIP: $t not found"; exit 77; }
done
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
[ -n "$PGBIN" ] && [ -x "$PGBIN/initdb" ] || { echo "SKIP: the PostgreSQL server is not installed"; exit 77; }
ls /usr/lib/*/qt6/plugins/sqldrivers/libqsqlpsql.so >/dev/null 2>&1 ||
  { echo "SKIP: Qt's QPSQL driver is not installed (Debian: libqt6sql6-psql)"; exit 77; }
export RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
REAL_QEMU=$(command -v qemu-system-arm)

# --- the server (as test_db_postgresql.sh: as root, the cluster belongs to nobody, in /tmp) ---
PGDIR="$WORK/pg"
AS=()
if [ "$(id -u)" = 0 ]; then
  PGDIR=$(mktemp -d /tmp/rtosbench-pg.XXXXXX)
  AS=(runuser -u nobody --)
fi
mkdir -p "$PGDIR/data" "$PGDIR/sock"
echo "rb-secret" >"$PGDIR/pw"
[ "$(id -u)" = 0 ] && chown -R nobody "$PGDIR"
SLEEPER=""
PIDS=()
cleanup() {
  for p in "${PIDS[@]}" $SLEEPER; do kill -KILL "$p" 2>/dev/null || true; done
  (cd "$PGDIR" && "${AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -m immediate stop >/dev/null 2>&1) || true
  [ "$PGDIR" = "$WORK/pg" ] || rm -rf "$PGDIR"
}
trap cleanup EXIT
(cd "$PGDIR" && "${AS[@]}" "$PGBIN/initdb" -D "$PGDIR/data" -U rb --auth=scram-sha-256 \
  --pwfile="$PGDIR/pw" -E UTF8 --no-locale >"$WORK/initdb.log" 2>&1) ||
  { cat "$WORK/initdb.log" >&2; fail "initdb"; }
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
(cd "$PGDIR" && "${AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/server.log" -w \
  -o "-h 127.0.0.1 -p $PORT -k $PGDIR/sock -c fsync=off" start >/dev/null) ||
  { cat "$PGDIR/server.log" >&2; fail "pg_ctl start"; }
export PGPASSWORD=rb-secret
unset PGHOST PGPORT PGUSER PGDATABASE PGSERVICE || true
export PGPASSFILE="$WORK/no-pgpass"
val() { psql -X -q -At -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U rb -d lab -c "$1"; }
psql -X -q -h 127.0.0.1 -p "$PORT" -U rb -d postgres -c "CREATE DATABASE lab"
PG="postgresql://rb@127.0.0.1:$PORT/lab"

cat >"$WORK/exp.json" <<'JSON'
{ "name": "sharded", "board": "qemu", "kernels": ["baremetal"],
  "base": { "timer": "icount", "iterations": 200, "warmup": 20 },
  "vary": { "opt_level": ["-O0", "-Os", "-O2"] }, "repetitions": 4,
  "order": "randomized", "seed": 38 }
JSON
# "configuration POSITION+1 -> run ids and state" of a plan, from runs --plan --format json.
plan_table() {
  "$CLI" --db "$1" runs --plan "$2" --format json | python3 -c '
import json, sys
for r in json.load(sys.stdin):
    print(r["configuration"], r["state"], r["runs"] or "-", r["shard"] or "-")'
}

# --- 1. the serial run -----------------------------------------------------------------------
"$CLI" --db "$WORK/serial.db" run "$WORK/exp.json" --jobs 1 --quiet >"$WORK/serial.out" 2>"$WORK/serial.err" ||
  { cat "$WORK/serial.err" >&2; fail "serial run"; }
PLAN=$(sed -n 's/^plan \([0-9a-f]\{16\}\): 12 configuration(s)$/\1/p' "$WORK/serial.err")
[ -n "$PLAN" ] || fail "the serial run names no plan of 12: $(head -3 "$WORK/serial.err")"
plan_table "$WORK/serial.db" "$PLAN" >"$WORK/serial.plan"
[ "$(grep -c ' stored ' "$WORK/serial.plan")" = 12 ] || fail "serial plan: $(cat "$WORK/serial.plan")"
ok "serial run: plan $PLAN, 12 configurations stored"

# --- 2. three shards at once; shard 1 hangs at its second configuration and is killed ---------
mkdir "$WORK/calls"
cat >"$WORK/hanging-qemu" <<EOF
#!/bin/sh
[ "\$1" = --version ] && exec "$REAL_QEMU" "\$@"
n=\$(ls "$WORK/calls" | wc -l)
touch "$WORK/calls/\$\$"
if [ "\$n" -ge 1 ]; then echo \$\$ >"$WORK/hung.tmp"; mv "$WORK/hung.tmp" "$WORK/hung"; exec sleep 300; fi
exec "$REAL_QEMU" "\$@"
EOF
chmod +x "$WORK/hanging-qemu"
start=$(date +%s)
for k in 0 1 2; do
  extra=()
  [ $k = 1 ] && extra=(--qemu "$WORK/hanging-qemu")
  "$CLI" --db "$PG" run "$WORK/exp.json" --shard "$k/3" --jobs 1 --quiet "${extra[@]}" \
    >"$WORK/s$k.out" 2>"$WORK/s$k.err" &
  PIDS+=($!)
done
for _ in $(seq 600); do [ -f "$WORK/hung" ] && break; sleep 0.2; done
[ -f "$WORK/hung" ] || fail "shard 1 never reached its second configuration: $(cat "$WORK/s1.err")"
SLEEPER=$(cat "$WORK/hung")
kill -KILL "${PIDS[1]}"
wait "${PIDS[1]}" 2>/dev/null && fail "the killed shard exited 0"
kill -KILL "$SLEEPER" 2>/dev/null || true
for k in 0 2; do
  wait "${PIDS[$k]}" || { cat "$WORK/s$k.err" >&2; fail "shard $k/3"; }
  grep -q "^plan $PLAN: 12 configuration(s); shard $k/3 holds 4 of them$" "$WORK/s$k.err" ||
    fail "shard $k/3 ran another plan: $(head -3 "$WORK/s$k.err")"
  [ "$(grep -c '^configuration [0-9]*: run [0-9]* complete' "$WORK/s$k.out")" = 4 ] ||
    fail "shard $k/3: $(cat "$WORK/s$k.out")"
done
PIDS=()
ok "3 shards at once into PostgreSQL; shard 1/3 killed at its second configuration ($(($(date +%s) - start)) s)"

# --- 3. what the plan holds now ----------------------------------------------------------------
plan_table "$PG" "$PLAN" >"$WORK/killed.plan"
missing=$(awk '$2 == "missing" { print $1 }' "$WORK/killed.plan" | tr '\n' ' ')
[ "$missing" = "5 8 11 " ] || fail "missing after the kill: '$missing' (expected 5 8 11): $(cat "$WORK/killed.plan")"
[ "$(grep -c ' stored ' "$WORK/killed.plan")" = 9 ] || fail "stored after the kill: $(cat "$WORK/killed.plan")"
"$CLI" --db "$PG" runs --plan "$PLAN" >"$WORK/killed.table"
grep -q "Plan $PLAN of experiment sharded: 12 configuration(s), 9 stored, 0 failed, 3 missing" "$WORK/killed.table" ||
  fail "runs --plan table: $(head -3 "$WORK/killed.table")"
ok "runs --plan: the killed shard's configurations 5, 8, 11 missing, 9 stored"

# --- 4. --resume runs what is missing, once ----------------------------------------------------------
"$CLI" --db "$PG" run "$WORK/exp.json" --shard 1/3 --resume --jobs 1 --quiet >"$WORK/r.out" 2>"$WORK/r.err" ||
  { cat "$WORK/r.err" >&2; fail "--resume"; }
grep -q -- "--resume: 1 of them stored already, 3 missing or failed to run" "$WORK/r.err" ||
  fail "--resume: $(head -3 "$WORK/r.err")"
[ "$(sed -n 's/^configuration \([0-9]*\): run [0-9]* complete.*/\1/p' "$WORK/r.out" | tr '\n' ' ')" = "5 8 11 " ] ||
  fail "--resume ran: $(cat "$WORK/r.out")"
"$CLI" --db "$PG" run "$WORK/exp.json" --resume --quiet >"$WORK/r2.out" 2>"$WORK/r2.err" ||
  fail "second --resume: $(cat "$WORK/r2.err")"
grep -q "nothing to run" "$WORK/r2.err" && [ ! -s "$WORK/r2.out" ] || fail "second --resume ran: $(cat "$WORK/r2.out" "$WORK/r2.err")"
ok "run --shard 1/3 --resume ran configurations 5, 8, 11; a second --resume ran nothing"

# --- 5. stored once each, with their shard; captures identical to the serial run ------------------
[ "$(val 'SELECT count(*) FROM run')" = 12 ] || fail "$(val 'SELECT count(*) FROM run') runs stored, expected 12"
[ "$(val "SELECT count(DISTINCT plan_index) FROM run WHERE plan_id = '$PLAN' AND status = 'complete'")" = 12 ] ||
  fail "plan positions not stored once each"
[ "$(val "SELECT count(*) FROM run WHERE shard <> (plan_index % 3) || '/3'")" = 0 ] ||
  fail "a run records another shard than its position's: $(val 'SELECT plan_index, shard FROM run')"
[ "$(val "SELECT count(*) FROM run_plan")" = 1 ] || fail "the plan was registered more than once"
plan_table "$PG" "$PLAN" >"$WORK/final.plan"
[ "$(grep -c ' stored ' "$WORK/final.plan")" = 12 ] || fail "final plan: $(cat "$WORK/final.plan")"
while read -r pos _ sid _; do
  pid=$(awk -v p="$pos" '$1 == p { print $3 }' "$WORK/final.plan")
  case "$pid" in *" "* | "-" | "") fail "configuration $pos: runs '$pid'" ;; esac
  "$CLI" --db "$WORK/serial.db" log "$sid" >"$WORK/serial-$pos.cap"
  "$CLI" --db "$PG" log "$pid" >"$WORK/shard-$pos.cap"
  [ -s "$WORK/serial-$pos.cap" ] || fail "configuration $pos: empty capture"
  cmp -s "$WORK/serial-$pos.cap" "$WORK/shard-$pos.cap" ||
    fail "configuration $pos: the sharded capture (run $pid) differs from the serial one (run $sid)"
done <"$WORK/serial.plan"
ok "12 runs stored once each at their positions and shards; captures byte-identical to the serial run"

# --- 6. refusals ------------------------------------------------------------------------------------------
for bad in 3/3 -1/3 1/0 x 1/3/3; do
  rc=0; "$CLI" --db "$WORK/bad.db" run "$WORK/exp.json" --shard "$bad" >/dev/null 2>"$WORK/bad.err" || rc=$?
  [ $rc = 2 ] && grep -q -- "--shard takes K/N with 0 <= K < N" "$WORK/bad.err" || fail "--shard $bad: exit $rc: $(cat "$WORK/bad.err")"
done
[ ! -e "$WORK/bad.db" ] || fail "a refused --shard created the database"
rc=0; "$CLI" --db "$PG" runs --plan 0123456789abcdef >/dev/null 2>"$WORK/np.err" || rc=$?
[ $rc = 1 ] && grep -q "no plan 0123456789abcdef" "$WORK/np.err" || fail "unknown plan: exit $rc: $(cat "$WORK/np.err")"
ok "a bad --shard is refused before anything is stored; an unknown plan is an error"
echo "test_shard: all passed"
