#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Several rtosbench processes on one database (issue 11; issue 13 item 17):
#  1. a fresh database opened by 8 writers at once: exactly one migrates it, none fails;
#  2. 10 parallel import-log and 2 parallel `run`s on the virtual board into one database: every
#     one is stored (writers queue with BEGIN IMMEDIATE instead of failing "database is locked");
#  3. `run` of three configurations into a new file while another shell polls `runs` every
#     0.1 s: 3 complete runs (before the fix the poller migrated the new file too and a
#     configuration failed with "table schema_migration already exists");
#  4. read-only commands never create or migrate a database.
# After each: PRAGMA integrity_check is ok.
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK"
CAP="$RB_SOURCE_DIR/tests/data/captures/qemu-netduino2-baremetal.cap"
LATEST=$(ls "$RB_SOURCE_DIR"/db/[0-9][0-9][0-9]_*.sql | wc -l)
REFS=$(($(wc -l <"$RB_SOURCE_DIR/resources/reference/published_results.csv") - 1))
export RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"

fail() { echo "FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }
q() { sqlite3 -cmd ".timeout 10000" "$1" "$2"; } # another process may be closing its connection
intact() {
  [ "$(q "$1" 'PRAGMA integrity_check')" = ok ] || fail "$1: integrity_check not ok"
}

# --- 4. readers never create or migrate -----------------------------------------------------
for cmd in runs "stats 1" "log 1" "export --runs all --format json --out $WORK/x.json" references; do
  rc=0
  "$CLI" --db "$WORK/none.db" $cmd >/dev/null 2>"$WORK/err" || rc=$?
  [ $rc -ne 0 ] || fail "$cmd on a missing database exited 0"
  grep -q "no database" "$WORK/err" || fail "$cmd: no clear message: $(cat "$WORK/err")"
  [ ! -e "$WORK/none.db" ] || fail "$cmd created the database"
done
ok "read-only commands refuse a missing database and create nothing"

# --- 1. eight writers on a fresh file -------------------------------------------------------
DB1="$WORK/fresh.db"
pids=()
for i in $(seq 8); do
  "$CLI" --db "$DB1" import-log "$CAP" >"$WORK/w$i.out" 2>"$WORK/w$i.err" &
  pids+=($!)
done
failed=0
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || { failed=$((failed + 1)); cat "$WORK/w$((i + 1)).err" >&2; }
done
[ $failed = 0 ] || fail "$failed of 8 concurrent first openers failed"
intact "$DB1"
[ "$(q "$DB1" 'SELECT count(*) FROM schema_migration')" = "$LATEST" ] ||
  fail "schema_migration has $(q "$DB1" 'SELECT count(*) FROM schema_migration') rows, expected $LATEST (one migration)"
[ "$(q "$DB1" 'SELECT max(c) FROM (SELECT count(*) c FROM schema_migration GROUP BY version)')" = 1 ] ||
  fail "a schema version was applied twice"
[ "$(q "$DB1" 'SELECT count(*) FROM reference_result')" = "$REFS" ] ||
  fail "reference data imported $(q "$DB1" 'SELECT count(*) FROM reference_result') rows, expected $REFS"
[ "$(q "$DB1" 'SELECT count(*) FROM run')" = 8 ] || fail "not 8 runs"
ok "8 concurrent first openers: one migration, $REFS references once, 8 runs"

have_qemu=1
command -v qemu-system-arm >/dev/null && command -v arm-none-eabi-gcc >/dev/null || have_qemu=0
cat >"$WORK/tiny.json" <<'EOF'
{ "name": "tiny", "board": "qemu", "kernels": ["baremetal"],
  "base": { "timer": "icount", "iterations": 300, "warmup": 50 },
  "vary": { "opt_level": ["-Os"] }, "repetitions": 1 }
EOF
cat >"$WORK/three.json" <<'EOF'
{ "name": "three", "board": "qemu", "kernels": ["baremetal"],
  "base": { "timer": "icount", "iterations": 1000, "warmup": 100 },
  "vary": { "opt_level": ["-O0", "-Os", "-O2"] }, "repetitions": 1 }
EOF

# --- 2. ten imports and two runs at once ----------------------------------------------------
DB2="$WORK/busy.db"
"$CLI" --db "$DB2" import-log "$CAP" >/dev/null # an existing database, as a lab would have
pids=()
names=()
for i in $(seq 10); do
  "$CLI" --db "$DB2" import-log "$CAP" >"$WORK/i$i.out" 2>"$WORK/i$i.err" &
  pids+=($!); names+=("import $i")
done
runs=0
if [ $have_qemu = 1 ]; then
  for i in 1 2; do
    "$CLI" --db "$DB2" run "$WORK/tiny.json" --board qemu --quiet >"$WORK/r$i.out" \
      2>"$WORK/r$i.err" &
    pids+=($!); names+=("run $i")
  done
  runs=2
else
  echo "note: qemu-system-arm or arm-none-eabi-gcc missing: the two runs are not started"
fi
failed=0
for i in "${!pids[@]}"; do
  if ! wait "${pids[$i]}"; then
    failed=$((failed + 1))
    echo "${names[$i]} failed" >&2
  fi
done
[ $failed = 0 ] || { tail -n 3 "$WORK"/i*.err "$WORK"/r*.err >&2; fail "$failed concurrent writers failed"; }
intact "$DB2"
n=$(q "$DB2" 'SELECT count(*) FROM run')
[ "$n" = $((11 + runs)) ] || fail "$n runs stored, expected $((11 + runs))"
[ "$(q "$DB2" "SELECT count(*) FROM run WHERE status <> 'complete'")" = 0 ] ||
  fail "a run is not complete"
ok "10 parallel imports + $runs parallel runs: all $n stored complete"

# --- 3. run while another shell polls runs --------------------------------------------------
if [ $have_qemu = 1 ]; then
  DB3="$WORK/polled.db"
  (for _ in $(seq 600); do
     [ -e "$WORK/stop-polling" ] && break
     "$CLI" --db "$DB3" runs >/dev/null 2>&1 || true
     sleep 0.1
   done) &
  poller=$!
  rc=0
  "$CLI" --db "$DB3" run "$WORK/three.json" --board qemu --quiet >"$WORK/three.out" \
    2>"$WORK/three.err" || rc=$?
  touch "$WORK/stop-polling" # the poller ends after its current `runs`
  wait $poller 2>/dev/null || true
  [ $rc = 0 ] || fail "run with a poller exited $rc: $(cat "$WORK/three.err")"
  intact "$DB3"
  [ "$(q "$DB3" "SELECT count(*) FROM run WHERE status = 'complete'")" = 3 ] ||
    fail "not 3 complete runs: $(q "$DB3" 'SELECT id, status, status_reason FROM run')"
  ok "run of 3 configurations while runs polls every 0.1 s: 3 complete runs"
fi
echo "test_db_concurrency: all passed"
