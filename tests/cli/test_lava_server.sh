#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A real lava-server 2023.01 (issue 40, docs/board-farm.md): its Django code from the Debian
# package (extracted, not installed: the package needs systemd), a PostgreSQL cluster, gunicorn,
# lava-scheduler and a lava-worker (lava-dispatcher's), all started here on 127.0.0.1 and
# stopped at the end. `lava jobs` writes the plan's jobs, they are submitted with lavacli and
# through the REST API, LAVA schedules and runs them on QEMU, `lava collect --server --plan`
# finds and stores them: byte-identical to direct runs, the device and worker the server names
# stored as conditions; collected again, nothing is stored twice.
# Skipped (77) when a piece is absent: lava-server's code (scripts/install-deps.sh extracts it
# into /opt/rtosbench/lava-server; RB_LAVA_SERVER_ROOT elsewhere), its Python dependencies,
# lava-run / lava-worker, lavacli, the PostgreSQL server.
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK" && mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
case "$CLI" in /*) ;; *) CLI="$PWD/$CLI" ;; esac
fail() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "SKIP: $*"; exit 77; }
ROOT="${RB_LAVA_SERVER_ROOT:-/opt/rtosbench/lava-server}"
PY=/usr/bin/python3 # Debian's: lava-server's dependencies are Debian packages
export PYTHONPATH="$ROOT/usr/lib/python3/dist-packages"
[ -f "$PYTHONPATH/lava_server/settings/prod.py" ] || skip "no lava-server code in $ROOT (scripts/install-deps.sh)"
command -v lava-run >/dev/null && command -v lava-worker >/dev/null || skip "lava-run/lava-worker not found (lava-dispatcher)"
command -v lavacli >/dev/null || skip "lavacli not found (scripts/install-deps.sh)"
"$PY" -c 'import importlib.util as u, sys; sys.exit(any(u.find_spec(m) is None for m in sys.argv[1:]))' django \
  rest_framework rest_framework_extensions rest_framework_filters django_filters django_tables2 allauth \
  django_auth_ldap environ psycopg2 gunicorn zmq celery eventlet junit_xml tap whitenoise defusedxml 2>/dev/null ||
  skip "lava-server's Python dependencies are not installed (scripts/install-deps.sh)"
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
[ -n "$PGBIN" ] && [ -x "$PGBIN/initdb" ] || skip "the PostgreSQL server is not installed"
T0=$(date +%s)
free_port() { "$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
PIDS=()
PGDIR="$WORK/pg"
AS=()
if [ "$(id -u)" = 0 ]; then # initdb refuses root: the cluster belongs to nobody (as test_db_postgresql.sh)
  PGDIR=$(mktemp -d /tmp/rtosbench-lava-pg.XXXXXX)
  AS=(runuser -u nobody --)
fi
cleanup() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${PIDS[@]}"; do wait "$p" 2>/dev/null || true; done
  (cd / && "${AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -m immediate stop >/dev/null 2>&1) || true
  [ "$PGDIR" = "$WORK/pg" ] || rm -rf "$PGDIR"
}
trap cleanup EXIT

# --- PostgreSQL, lava-server's database ---------------------------------------------------------
mkdir -p "$PGDIR/data" "$PGDIR/sock"
echo "lava-pw" >"$PGDIR/pw"
[ "$(id -u)" = 0 ] && chown -R nobody "$PGDIR"
(cd "$PGDIR" && "${AS[@]}" "$PGBIN/initdb" -D "$PGDIR/data" -U lava --auth=scram-sha-256 \
  --pwfile="$PGDIR/pw" -E UTF8 --no-locale >"$WORK/initdb.log" 2>&1) || { cat "$WORK/initdb.log"; fail "initdb"; }
PGPORT=$(free_port)
(cd "$PGDIR" && "${AS[@]}" "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/server.log" -w \
  -o "-h 127.0.0.1 -p $PGPORT -k $PGDIR/sock -c fsync=off" start >/dev/null) || { cat "$PGDIR/server.log"; fail "pg_ctl start"; }
psqlc() { PGPASSWORD=lava-pw psql -X -q -At -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$PGPORT" -U lava "$@"; }
psqlc -d postgres -c "CREATE DATABASE lavaserver"

# --- lava-server: settings through its environment variables (lava_server/settings/prod.py) -----
mkdir -p "$WORK/media" "$WORK/devices" "$WORK/device-types" "$WORK/health-checks" "$WORK/worker"
cp "$RB_SOURCE_DIR/installer/lava/device-types/rtosbench-qemu-netduino2.jinja2" "$WORK/device-types/"
# Two devices on one worker: the scheduler (a pass every 20 s) starts both jobs in one pass.
for d in rtosbench-qemu-01 rtosbench-qemu-02; do
  cp "$RB_SOURCE_DIR/installer/lava/dictionaries/rtosbench-qemu-01.jinja2" "$WORK/devices/$d.jinja2"
done
export DJANGO_SETTINGS_MODULE=lava_server.settings.prod
export DATABASE_URL="postgres://lava:lava-pw@127.0.0.1:$PGPORT/lavaserver"
export SECRET_KEY="rtosbench-test-$$-$RANDOM$RANDOM"
export ALLOWED_HOSTS=127.0.0.1
export LAVA_SETTINGS_MEDIA_ROOT="$WORK/media/"
export LAVA_SETTINGS_DEVICES_PATH="$WORK/devices"
export LAVA_SETTINGS_HEALTH_CHECKS_PATH="$WORK/health-checks"
export LAVA_SETTINGS_DJANGO_LOGFILE="$WORK/django.log"
export LAVA_YAML_SETTINGS_DEVICE_TYPES_PATHS="[\"$WORK/device-types\", \"$ROOT/usr/share/lava-server/device-types\"]"
manage() { "$PY" "$ROOT/usr/bin/lava-server" manage "$@"; } # not for what runs in the background (its pid)
t=$(date +%s)
manage migrate >"$WORK/migrate.log" 2>&1 || { tail -20 "$WORK/migrate.log"; fail "lava-server manage migrate"; }
MIGRATE_S=$(($(date +%s) - t))
# Server job ids of this test only: lava-run keeps a job's files in /var/lib/lava/dispatcher/tmp/ID.
psqlc -d lavaserver -c "ALTER SEQUENCE lava_scheduler_app_testjob_id_seq RESTART WITH $((100000 + ($$ % 9000) * 100))"
TOKEN="rtosbench-$RANDOM$RANDOM$RANDOM"
manage users add --superuser --staff --passwd "x-$RANDOM$RANDOM" ci >/dev/null
manage tokens add --user ci --secret "$TOKEN" >/dev/null
WORKER="rtosbench-worker-$$"
WTOKEN=$(manage workers add "$WORKER" | sed -n 's/^Token: //p')
[ -n "$WTOKEN" ] || fail "no worker token"
manage device-types add rtosbench-qemu-netduino2 >/dev/null
for d in rtosbench-qemu-01 rtosbench-qemu-02; do
  manage devices add --device-type rtosbench-qemu-netduino2 --worker "$WORKER" "$d" >/dev/null
done
PORT=$(free_port)
URL="http://127.0.0.1:$PORT"
"$PY" -m gunicorn lava_server.wsgi -b "127.0.0.1:$PORT" -w 2 --timeout 60 >"$WORK/gunicorn.log" 2>&1 &
PIDS+=($!)
printf '%s\n' "$TOKEN" >"$WORK/token"; chmod 600 "$WORK/token"
api() { curl -sf -H "Authorization: Token $TOKEN" "$URL/api/v0.2/$1"; }
for _ in $(seq 100); do api devices/ >/dev/null 2>&1 && break; sleep 0.2; done
api devices/rtosbench-qemu-01/ >"$WORK/device.json" || { tail "$WORK/gunicorn.log"; fail "the server does not answer"; }
"$PY" "$ROOT/usr/bin/lava-server" manage lava-scheduler --level INFO --log-file "$WORK/scheduler.log" --user "$(id -un)" --group "$(id -gn)" \
  >"$WORK/scheduler.out" 2>&1 &
PIDS+=($!)
lava-worker --name "$WORKER" --url "$URL/" --token "$WTOKEN" --worker-dir "$WORK/worker" --ping-interval 1 \
  --log-file "$WORK/worker.log" --level INFO >"$WORK/worker.out" 2>&1 &
PIDS+=($!)
SERVER_S=$(($(date +%s) - T0))

# --- the plan: direct runs, then the same through the server -------------------------------------
export RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
cat >"$WORK/exp.json" <<'JSON'
{ "name": "lava-server", "board": "qemu", "kernels": ["baremetal"],
  "base": { "timer": "icount", "iterations": 200, "warmup": 20 },
  "vary": { "opt_level": ["-O0", "-Os"] }, "order": "as-written" }
JSON
"$CLI" --db "$WORK/direct.db" run "$WORK/exp.json" --board qemu --jobs 1 >/dev/null 2>"$WORK/direct.err" ||
  { tail "$WORK/direct.err"; fail "direct run"; }
"$CLI" --db "$WORK/lava.db" lava jobs "$WORK/exp.json" --device-type qemu --out "$WORK/jobs" --timeout 60 \
  >/dev/null 2>"$WORK/jobs.err" || { cat "$WORK/jobs.err"; fail "lava jobs"; }
PLAN=$(sed -n "s/^  rtosbench.plan_id: '\([0-9a-f]*\)'$/\1/p" "$WORK/jobs/job-001.yaml")
t=$(date +%s)
# job-001 with lavacli (XML-RPC), job-002 through the REST API: the file's text as "definition".
lavacli --uri "http://ci:$TOKEN@127.0.0.1:$PORT/RPC2" jobs submit "$WORK/jobs/job-001.yaml" >"$WORK/submitted.txt" ||
  fail "lavacli jobs submit"
"$PY" - "$URL" "$WORK/token" "$WORK/jobs/job-002.yaml" >>"$WORK/submitted.txt" <<'PY'
import json, sys, urllib.request
url, token, job = sys.argv[1:]
req = urllib.request.Request(f"{url}/api/v0.2/jobs/", json.dumps({"definition": open(job).read()}).encode(),
    {"Authorization": "Token " + open(token).read().strip(), "Content-Type": "application/json"})
print(urllib.request.urlopen(req).read().decode())
PY
grep -qx '[0-9]*' <(head -n 1 "$WORK/submitted.txt") && grep -q '"job_ids":\[[0-9]*\]' "$WORK/submitted.txt" ||
  fail "submission: $(cat "$WORK/submitted.txt")"
LIST="jobs/?description__startswith=rtosbench%20$PLAN%20%23&ordering=id"
states() { api "$LIST" | "$PY" -c 'import json, sys; print(" ".join(j["state"] for j in json.load(sys.stdin)["results"]))'; }
for _ in $(seq 150); do [ "$(states)" = "Finished Finished" ] && break; sleep 1; done
[ "$(states)" = "Finished Finished" ] || { tail -5 "$WORK/scheduler.log" "$WORK/worker.log"; fail "the jobs did not finish: $(states)"; }
JOBS_S=$(($(date +%s) - t))
# The server's own answers, kept for docs/board-farm.md and test_lava.sh's fake server.
api "$LIST" >"$WORK/jobs.json"
ID1=$("$PY" -c 'import json, sys; print(json.load(open(sys.argv[1]))["results"][0]["id"])' "$WORK/jobs.json")
api "jobs/$ID1/" >"$WORK/job.json"
api "jobs/$ID1/logs/" >"$WORK/logs.yaml"

# --- collect: --plan alone, then again ----------------------------------------------------------
"$CLI" --db "$WORK/lava.db" lava collect --server "$URL" --token-file "$WORK/token" --plan "$PLAN" \
  >"$WORK/collect.out" 2>"$WORK/collect.err" || fail "collect: $(cat "$WORK/collect.out" "$WORK/collect.err")"
grep -q "^LAVA job $ID1: configuration 1: run 1 complete$" "$WORK/collect.out" &&
  grep -q "^LAVA job [0-9]*: configuration 2: run 2 complete$" "$WORK/collect.out" || fail "collect: $(cat "$WORK/collect.out")"
for id in 1 2; do
  "$CLI" --db "$WORK/direct.db" log "$id" >"$WORK/d$id.cap"
  "$CLI" --db "$WORK/lava.db" log "$id" | cmp - "$WORK/d$id.cap" || fail "run $id: the server's capture differs from the direct run's"
done
sqlite3 "$WORK/lava.db" "SELECT extra_json FROM configuration" >"$WORK/conf.txt"
grep -q "\"lava_device\":\"rtosbench-qemu-0[12]\",\"lava_dispatcher\":\"$WORKER\"" "$WORK/conf.txt" ||
  fail "the server's device and worker are not stored conditions: $(cat "$WORK/conf.txt")"
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --server "$URL" --token-file "$WORK/token" --plan "$PLAN" \
  >"$WORK/again.out" 2>&1 || rc=$?
[ $rc = 0 ] && [ "$(grep -c "already stored as run [12] (complete), not stored again$" "$WORK/again.out")" = 2 ] ||
  fail "collecting again: exit $rc: $(cat "$WORK/again.out")"
echo "lava-server: a real lava-server $(sed -n 's/.*Version \(.*\)/\1/p' "$WORK/scheduler.log" | head -n 1) (up in ${SERVER_S} s, migrate ${MIGRATE_S} s) ran 2 jobs on QEMU (submitted to finished: ${JOBS_S} s); lava collect --server --plan stored both, byte-identical to direct runs; collected again, nothing stored twice; $(($(date +%s) - T0)) s in all"
