#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A shared PostgreSQL database (issue 21), against a real server this test starts itself
# (initdb + pg_ctl in the scratch dir, 127.0.0.1, a free port, stopped at the end):
#  1. clear errors: an unreachable server, a wrong password, a password in the URL;
#  2. schema: a new database gets every schema file once (PostgreSQL types: bytea, identity)
#     and the published references once; an older database (schema 1) is migrated; a newer one
#     is refused naming both versions; a database with other tables is refused;
#  3. 16 writers at once on a fresh database (import-log, JSON imports of 3 runs sharing their
#     configurations, 2 virtual-board runs): one migration, nothing lost, nothing half-written;
#  4. db copy SQLite -> PostgreSQL -> SQLite: identical `export --format json` except the ids;
#     copying again copies nothing;
#  5. a read-only role reads and cannot write.
# Skipped (77) only when the PostgreSQL server or Qt's QPSQL driver is not installed.
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd) # absolute: the server commands run from another directory
case "$CLI" in /*) ;; *) CLI="$PWD/$CLI" ;; esac
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ] || ! command -v psql >/dev/null; then
  echo "SKIP: the PostgreSQL server is not installed (Debian: postgresql)"; exit 77
fi
if ! ls /usr/lib/*/qt6/plugins/sqldrivers/libqsqlpsql.so >/dev/null 2>&1; then
  echo "SKIP: Qt's QPSQL driver is not installed (Debian: libqt6sql6-psql)"; exit 77
fi
CAP="$RB_SOURCE_DIR/tests/data/captures/qemu-netduino2-baremetal.cap"
LATEST=$(ls "$RB_SOURCE_DIR"/db/[0-9][0-9][0-9]_*.sql | sed 's|.*/||' | sort | tail -n 1 | cut -c1-3 | sed 's/^0*//')
NFILES=$(ls "$RB_SOURCE_DIR"/db/[0-9][0-9][0-9]_*.sql | wc -l)
REFS=$(($(wc -l <"$RB_SOURCE_DIR/resources/reference/published_results.csv") - 1))
export RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"

fail() { echo "FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }

# --- the server ------------------------------------------------------------------------------
# initdb refuses to run as root: as root, the cluster belongs to nobody, in a directory of its
# own under /tmp (the build tree may sit in a directory nobody cannot enter, e.g. a mktemp -d
# clone), and the server commands run from there.
PGDIR="$WORK/pg"
AS=()
if [ "$(id -u)" = 0 ]; then
  PGDIR=$(mktemp -d /tmp/rtosbench-pg.XXXXXX)
  AS=(runuser -u nobody --)
fi
mkdir -p "$PGDIR/data" "$PGDIR/sock"
echo "rb-secret" >"$PGDIR/pw"
[ "$(id -u)" = 0 ] && chown -R nobody "$PGDIR"
cd "$PGDIR"
"${AS[@]}" "$PGBIN/initdb" -D "$PGDIR/data" -U rb --auth=scram-sha-256 --pwfile="$PGDIR/pw" \
  -E UTF8 --no-locale >"$WORK/initdb.log" 2>&1 || { cat "$WORK/initdb.log" >&2; fail "initdb"; }
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
stop_server() {
  "${AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -m immediate stop >/dev/null 2>&1 || true
  [ "$PGDIR" = "$WORK/pg" ] || rm -rf "$PGDIR"
}
trap stop_server EXIT
"${AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/server.log" -w \
  -o "-h 127.0.0.1 -p $PORT -k $PGDIR/sock -c fsync=off -c max_connections=60" start >/dev/null ||
  { cat "$PGDIR/server.log" >&2; fail "pg_ctl start"; }
export PGPASSWORD=rb-secret
unset PGHOST PGPORT PGUSER PGDATABASE PGSERVICE || true
export PGPASSFILE="$WORK/no-pgpass" # only PGPASSWORD counts here
psqlc() { psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PORT" -U rb "$@"; }
val() { psqlc -At -d "$1" -c "$2"; }
url() { echo "postgresql://${2:-rb}@127.0.0.1:$PORT/$1"; }
for d in lab fresh older newer alien lab2 inj inj2; do psqlc -d postgres -c "CREATE DATABASE $d"; done
ok "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

# --- 1. errors a user understands ---------------------------------------------------------------
FREE=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
rc=0; "$CLI" --db "postgresql://rb@127.0.0.1:$FREE/lab" runs >/dev/null 2>"$WORK/err" || rc=$?
[ $rc = 1 ] || fail "unreachable server: exit $rc"
grep -q "cannot connect to the PostgreSQL server" "$WORK/err" || fail "unreachable: $(cat "$WORK/err")"
grep -qi "refused\|could not connect\|failed" "$WORK/err" || fail "unreachable, no reason: $(cat "$WORK/err")"
rc=0; PGPASSWORD=wrong "$CLI" --db "$(url lab)" init >/dev/null 2>"$WORK/err" || rc=$?
[ $rc = 1 ] || fail "wrong password: exit $rc"
grep -q "password authentication failed" "$WORK/err" || fail "wrong password: $(cat "$WORK/err")"
grep -q "PGPASSWORD" "$WORK/err" || fail "wrong password: no hint where it comes from: $(cat "$WORK/err")"
rc=0; "$CLI" --db "postgresql://rb:rb-secret@127.0.0.1:$PORT/lab" init >/dev/null 2>"$WORK/err" || rc=$?
[ $rc = 1 ] || fail "password in the URL accepted"
grep -q "password in the database URL is refused" "$WORK/err" || fail "URL password: $(cat "$WORK/err")"
grep -q "rb-secret" "$WORK/err" && fail "the refused URL's password is printed: $(cat "$WORK/err")"
# Issue 31: a password in the query, or smuggled into another key's value, is refused and never
# printed (before: the first was printed, the second connected with it); each value is quoted
# (before: application_name=x dbname=inj2 created the schema in inj2); other keys are refused.
for q in "password=rb-secret" "sslmode=disable%20password%3Drb-secret"; do
  rc=0; env -u PGPASSWORD "$CLI" --db "$(url lab)?$q" runs >/dev/null 2>"$WORK/err" || rc=$?
  [ $rc = 1 ] || fail "?$q: exit $rc"
  grep -q "password in the database URL is refused" "$WORK/err" || fail "?$q: $(cat "$WORK/err")"
  grep -q "rb-secret" "$WORK/err" && fail "?$q: the password is printed: $(cat "$WORK/err")"
done
rc=0; "$CLI" --db "$(url inj)?dbname=inj2" init >/dev/null 2>"$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "may not set dbname" "$WORK/err" || fail "?dbname=: exit $rc: $(cat "$WORK/err")"
"$CLI" --db "$(url inj)?application_name=x%20dbname%3Dinj2" init >/dev/null 2>"$WORK/err" ||
  fail "quoted application_name: $(cat "$WORK/err")"
[ "$(val inj2 "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")" = 0 ] ||
  fail "application_name=x dbname=inj2 created the schema in inj2"
[ "$(val inj 'SELECT max(version) FROM schema_migration')" = "$LATEST" ] ||
  fail "application_name=x dbname=inj2 did not create the schema in inj"
[ "$(val lab "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")" = 0 ] ||
  fail "a failed open wrote tables"
ok "unreachable server, wrong password, password in the URL: clear errors, nothing written"
ok "URL query: passwords refused and never printed, keys allowed by name, values quoted"

# --- 2. schema and migrations --------------------------------------------------------------------
"$CLI" --db "$(url lab)" init >"$WORK/init.out" || fail "init"
[ "$(val lab 'SELECT count(*) FROM schema_migration')" = "$NFILES" ] || fail "schema_migration rows"
[ "$(val lab 'SELECT max(version) FROM schema_migration')" = "$LATEST" ] || fail "schema version"
[ "$(val lab 'SELECT count(*) FROM reference_result')" = "$REFS" ] || fail "references not $REFS"
[ "$(val lab "SELECT data_type FROM information_schema.columns WHERE table_name = 'case_result' AND column_name = 'samples'")" = bytea ] ||
  fail "samples is not bytea"
[ "$(val lab "SELECT data_type FROM information_schema.columns WHERE table_name = 'run' AND column_name = 'fw_text'")" = bigint ] ||
  fail "fw_text is not bigint"
[ "$(val lab "SELECT is_identity FROM information_schema.columns WHERE table_name = 'run' AND column_name = 'id'")" = YES ] ||
  fail "run.id is not an identity column"
"$CLI" --db "$(url lab)" init >/dev/null || fail "second init"
[ "$(val lab 'SELECT count(*) FROM reference_result')" = "$REFS" ] || fail "references imported twice"
ok "new database: schema $LATEST ($NFILES files), bytea/bigint/identity, $REFS references once"

# An older database: schema 1 made by hand with PostgreSQL types, one run in it.
sed -e 's/INTEGER PRIMARY KEY/BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY/' \
    -e 's/INTEGER/BIGINT/g' -e 's/BLOB/BYTEA/g' -e 's/\bREAL\b/DOUBLE PRECISION/g' \
    -e 's/^-- ;$/;/' "$RB_SOURCE_DIR/db/001_init.sql" >"$WORK/v1.sql"
psqlc -d older -f "$WORK/v1.sql"
psqlc -d older -c "INSERT INTO schema_migration VALUES (1, '2025-01-01T00:00:00Z', '001_init');
  INSERT INTO configuration (hash, board) VALUES ('h1', 'qemu');
  INSERT INTO run (configuration_id, status) VALUES (1, 'complete');
  INSERT INTO app_meta VALUES ('references_imported', 'builtin; 0 rows')"
rc=0; "$CLI" --db "$(url older)" runs >/dev/null 2>"$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "schema version 1" "$WORK/err" || fail "a reader used an older database: $(cat "$WORK/err")"
"$CLI" --db "$(url older)" init >/dev/null 2>"$WORK/err" || fail "older not migrated: $(cat "$WORK/err")"
[ "$(val older 'SELECT max(version) FROM schema_migration')" = "$LATEST" ] || fail "older: not at $LATEST"
[ "$(val older 'SELECT count(*) FROM run WHERE uid IS NOT NULL')" = 1 ] || fail "older run has no uid"
[ "$(val older 'SELECT count(*) FROM reference_result')" = 0 ] || fail "references imported into an older database"
ok "schema 1 database migrated to $LATEST (its run got an identity, no reference import)"

"$CLI" --db "$(url newer)" init >/dev/null
psqlc -d newer -c "INSERT INTO schema_migration VALUES (99, '2030-01-01T00:00:00Z', '099_future')"
for cmd in runs init; do
  rc=0; "$CLI" --db "$(url newer)" $cmd >/dev/null 2>"$WORK/err" || rc=$?
  [ $rc = 1 ] || fail "newer schema, $cmd: exit $rc"
  grep -q "version 99 is newer than this rtosbench (schema $LATEST)" "$WORK/err" || fail "newer: $(cat "$WORK/err")"
done
psqlc -d alien -c "CREATE TABLE payroll (id int)"
rc=0; "$CLI" --db "$(url alien)" init >/dev/null 2>"$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "not an rtosbench database" "$WORK/err" || fail "foreign: $(cat "$WORK/err")"
[ "$(val alien "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")" = 1 ] ||
  fail "tables were added to a foreign database"
ok "newer schema refused naming 99 and $LATEST; a database with other tables refused and untouched"

# --- 3. sixteen writers at once on a fresh database ---------------------------------------------
SQ="$WORK/seed.db" # a JSON export of 3 runs sharing the configuration of the capture
for _ in 1 2 3; do "$CLI" --db "$SQ" import-log "$CAP" >/dev/null; done
"$CLI" --db "$SQ" export --runs all --format json --out "$WORK/three.json" >/dev/null
have_qemu=1
command -v qemu-system-arm >/dev/null && command -v arm-none-eabi-gcc >/dev/null || have_qemu=0
cat >"$WORK/tiny.json" <<'EOF'
{ "name": "tiny", "board": "qemu", "kernels": ["baremetal"],
  "base": { "timer": "icount", "iterations": 300, "warmup": 50 },
  "vary": { "opt_level": ["-Os"] }, "repetitions": 1 }
EOF
pids=(); names=(); expect=0
for i in $(seq 8); do
  "$CLI" --db "$(url fresh)" import-log "$CAP" >"$WORK/w$i.out" 2>"$WORK/w$i.err" &
  pids+=($!); names+=("import-log $i"); expect=$((expect + 1))
done
for i in $(seq 9 14); do
  "$CLI" --db "$(url fresh)" import "$WORK/three.json" >"$WORK/w$i.out" 2>"$WORK/w$i.err" &
  pids+=($!); names+=("import $i"); expect=$((expect + 3))
done
if [ $have_qemu = 1 ]; then
  for i in 15 16; do
    "$CLI" --db "$(url fresh)" run "$WORK/tiny.json" --board qemu --quiet >"$WORK/w$i.out" 2>"$WORK/w$i.err" &
    pids+=($!); names+=("run $i"); expect=$((expect + 1))
  done
else
  echo "note: qemu-system-arm or arm-none-eabi-gcc missing: 14 writers, no virtual-board run"
fi
failed=0
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || { failed=$((failed + 1)); echo "${names[$i]} failed: $(cat "$WORK/w$((i + 1)).err")" >&2; }
done
[ $failed = 0 ] || fail "$failed of ${#pids[@]} concurrent writers failed"
grep -l "serialize\|deadlock\|could not" "$WORK"/w*.err && fail "a conflict reached the user"
[ "$(val fresh 'SELECT count(*) FROM schema_migration')" = "$NFILES" ] || fail "migrated more than once"
[ "$(val fresh 'SELECT count(*) FROM reference_result')" = "$REFS" ] || fail "references not imported exactly once"
n=$(val fresh 'SELECT count(*) FROM run')
[ "$n" = "$expect" ] || fail "$n runs stored, expected $expect"
[ "$(val fresh "SELECT count(*) FROM run WHERE status <> 'complete'")" = 0 ] || fail "a run is not complete"
[ "$(val fresh 'SELECT count(*) FROM run r WHERE NOT EXISTS (SELECT 1 FROM case_result c WHERE c.run_id = r.id)')" = 0 ] ||
  fail "a run without cases (half-written)"
[ "$(val fresh 'SELECT count(DISTINCT uid) FROM run')" = "$expect" ] || fail "run identities not unique"
[ "$(val fresh "SELECT count(*) FROM configuration WHERE hash IN (SELECT hash FROM configuration GROUP BY hash HAVING count(*) > 1)")" = 0 ] ||
  fail "a configuration stored twice"
ok "${#pids[@]} writers at once on a new database: one migration, all $n runs complete, none half-written"

# --- 4. db copy both ways -------------------------------------------------------------------------
A="$WORK/a.db"; B="$WORK/b.db"
"$CLI" --db "$A" import "$WORK/three.json" >/dev/null
"$CLI" --db "$A" import-log "$CAP" >/dev/null
"$CLI" --db "$A" export --runs all --format json --out "$WORK/a.json" >/dev/null
ids=$(sqlite3 "$A" 'SELECT group_concat(id) FROM run')
"$CLI" db copy --from "$A" --to "$(url lab)" --runs "$ids" >"$WORK/c1.out" || fail "copy to PostgreSQL"
grep -q "copied 4 run" "$WORK/c1.out" || fail "copy 1: $(cat "$WORK/c1.out")"
"$CLI" db copy --from "$A" --to "$(url lab)" --runs all >"$WORK/c2.out" || fail "second copy"
grep -q "copied 0 run.*4 already there" "$WORK/c2.out" || fail "copy is not idempotent: $(cat "$WORK/c2.out")"
[ "$(val lab 'SELECT count(*) FROM run')" = 4 ] || fail "runs copied twice"
"$CLI" db copy --from "$(url lab)" --to "$B" >"$WORK/c3.out" || fail "copy back"
grep -q "copied 4 run" "$WORK/c3.out" || fail "copy back: $(cat "$WORK/c3.out")"
"$CLI" db copy --from "$B" --to "$A" >"$WORK/c4.out" || fail "copy into the origin"
grep -q "copied 0 run.*4 already there" "$WORK/c4.out" || fail "copy into the origin: $(cat "$WORK/c4.out")"
"$CLI" --db "$(url lab)" export --runs all --format json --out "$WORK/pg.json" >/dev/null
"$CLI" --db "$B" export --runs all --format json --out "$WORK/b.json" >/dev/null
python3 - "$WORK/a.json" "$WORK/pg.json" "$WORK/b.json" <<'EOF' || fail "exports differ"
import json, sys
def norm(path):
    d = json.load(open(path))
    d.pop("exported_at")
    for r in d["runs"]:
        r.pop("id")
    return d
a, pg, b = (norm(p) for p in sys.argv[1:])
assert len(a["runs"]) == 4 and a["runs"][0]["cases"] and a["runs"][0]["raw_log_base64"], "nothing to compare"
assert a == pg, "SQLite and PostgreSQL exports differ"
assert a == b, "the copy back differs"
EOF
ok "db copy SQLite -> PostgreSQL -> SQLite: identical exports except ids; copying again copies nothing"

# Four copies of the same runs at once: each run is stored once, no copy fails.
"$CLI" --db "$(url lab2)" init >/dev/null
pids=()
for i in 1 2 3 4; do
  "$CLI" db copy --from "$A" --to "$(url lab2)" >"$WORK/cc$i.out" 2>"$WORK/cc$i.err" & pids+=($!)
done
for i in "${!pids[@]}"; do wait "${pids[$i]}" || fail "concurrent copy $((i + 1)): $(cat "$WORK/cc$((i + 1)).err")"; done
[ "$(val lab2 'SELECT count(*) FROM run')" = 4 ] || fail "concurrent copies stored $(val lab2 'SELECT count(*) FROM run') runs, expected 4"
ok "4 concurrent copies of the same 4 runs: 4 runs stored"

# --- 5. a read-only role ----------------------------------------------------------------------------
psqlc -d lab -c "CREATE ROLE viewer LOGIN PASSWORD 'view';
  GRANT CONNECT ON DATABASE lab TO viewer; GRANT USAGE ON SCHEMA public TO viewer;
  GRANT SELECT ON ALL TABLES IN SCHEMA public TO viewer"
PGPASSWORD=view "$CLI" --db "$(url lab viewer)" runs >"$WORK/v.out" 2>"$WORK/err" || fail "viewer cannot read: $(cat "$WORK/err")"
[ "$(grep -c complete "$WORK/v.out")" = 4 ] || fail "viewer sees $(grep -c complete "$WORK/v.out") runs"
rc=0; PGPASSWORD=view "$CLI" --db "$(url lab viewer)" import-log "$CAP" >/dev/null 2>"$WORK/err" || rc=$?
[ $rc = 1 ] && grep -q "permission denied" "$WORK/err" || fail "viewer wrote: rc $rc $(cat "$WORK/err")"
[ "$(val lab 'SELECT count(*) FROM run')" = 4 ] || fail "viewer's import left something"
ok "a read-only role reads the runs and cannot store one"
# A student role as docs/database.md sets it up ("Setting up a lab server").
psqlc -d lab -c "CREATE ROLE rtosbench_writer NOLOGIN;
  GRANT CONNECT ON DATABASE lab TO rtosbench_writer; GRANT USAGE ON SCHEMA public TO rtosbench_writer;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO rtosbench_writer;
  GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO rtosbench_writer;
  CREATE ROLE student01 LOGIN PASSWORD 'pw01' IN ROLE rtosbench_writer"
PGPASSWORD=pw01 "$CLI" --db "$(url lab student01)" import-log "$CAP" >/dev/null 2>"$WORK/err" ||
  fail "student cannot store: $(cat "$WORK/err")"
[ "$(val lab 'SELECT count(*) FROM run')" = 5 ] || fail "student's run not stored"
ok "a student role stores a run"
# --- 6. the store itself (tst_store_postgres): round trip, a deadlock retried -----------------
psqlc -d postgres -c "CREATE DATABASE core"
CORETEST="${RB_BINARY_DIR:-}/tests/core/tst_store_postgres"
if [ -x "$CORETEST" ]; then
  RB_TEST_PG_URL="$(url core)" "$CORETEST" >"$WORK/core.out" 2>&1 || { cat "$WORK/core.out" >&2; fail "tst_store_postgres"; }
  grep -q "SKIP" "$WORK/core.out" && { cat "$WORK/core.out" >&2; fail "tst_store_postgres skipped a case"; }
  ok "tst_store_postgres: round trip, a deadlock with another writer retried inside the store"
else
  echo "note: tst_store_postgres is not built: not run"
fi

# --- 7. the GUI sees another process's runs -----------------------------------------------------------
GUITEST="${RB_BINARY_DIR:-}/tests/gui/tst_shared_database"
if [ "${RB_GUI:-ON}" = ON ] && [ -x "$GUITEST" ]; then
  RB_TEST_PG_URL="$(url lab)" QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$WORK/config" \
    "$GUITEST" >"$WORK/gui.out" 2>&1 || { cat "$WORK/gui.out" >&2; fail "tst_shared_database"; }
  grep -q "SKIP" "$WORK/gui.out" && { cat "$WORK/gui.out" >&2; fail "tst_shared_database skipped a case"; }
  ok "the GUI's run list shows a run rtosbench-cli stored after it opened the database"
else
  echo "note: tst_shared_database is not built: the GUI part is not run"
fi
echo "test_db_postgresql: all passed"
