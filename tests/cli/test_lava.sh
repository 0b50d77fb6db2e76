#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A board farm through LAVA (issue 40, docs/board-farm.md): `lava jobs` writes one LAVA job per
# configuration, LAVA's own lava-run runs them on the virtual board (installer/lava/devices/),
# `lava collect` stores the logs' captures through import-log's path. The stored captures are
# byte-identical to direct `run --board qemu` ones; a job whose test action times out and a job
# whose log is cut are stored incomplete; a log of another firmware is refused, nothing stored;
# a job collected again is reported as stored, not stored again (a directory's log by its bytes,
# a server's job by the server and its id); `--server --plan` finds the plan's jobs itself.
# Skipped (77) only when lava-run is not installed (scripts/install-deps.sh installs it).
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK" && mkdir -p "$WORK"
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v lava-run >/dev/null || { echo "SKIP: lava-run not found (apt-get install lava-dispatcher)"; exit 77; }
DEVICE="$RB_SOURCE_DIR/installer/lava/devices/rtosbench-qemu-01.yaml"
export RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
# lava-run keeps its scratch files in /var/lib/lava/dispatcher/tmp/JOB-ID: ids of this test only.
lava() { # lava DIR JOB: runs DIR/JOB.yaml, its log (lava-run's standard error) in DIR/JOB/output.yaml
  mkdir -p "$1/$2"
  lava-run --job-id "rtosbench-test-$$-$(basename "$1")-$2" --output-dir "$1/$2" --device "$DEVICE" \
    "$1/$2.yaml" 2>"$1/$2/output.yaml" >"$1/$2/stdout" || true
}
plan_of() { sed -n "s/^  rtosbench.plan_id: '\([0-9a-f]*\)'$/\1/p" "$1"; }
cat >"$WORK/exp.json" <<'JSON'
{ "name": "lava", "board": "qemu", "kernels": ["baremetal"],
  "base": { "timer": "icount", "iterations": 200, "warmup": 20 },
  "vary": { "opt_level": ["-O0", "-Os"] }, "order": "as-written" }
JSON
"$CLI" --db "$WORK/direct.db" run "$WORK/exp.json" --board qemu --jobs 1 >"$WORK/direct.out" 2>"$WORK/direct.err" ||
  { cat "$WORK/direct.err"; fail "direct run"; }
DIRECT_PLAN=$(sed -n 's/^plan \([0-9a-f]*\):.*/\1/p' "$WORK/direct.err")

# 1. Two configurations through LAVA: the same plan id as `run --board qemu`, the same captures.
"$CLI" --db "$WORK/lava.db" lava jobs "$WORK/exp.json" --device-type qemu --out "$WORK/a" \
  --timeout 60 >"$WORK/jobs.out" 2>"$WORK/jobs.err" || { cat "$WORK/jobs.err"; fail "lava jobs"; }
[ "$(wc -l <"$WORK/jobs.out")" = 2 ] || fail "expected 2 job files: $(cat "$WORK/jobs.out")"
PLAN=$(plan_of "$WORK/a/job-001.yaml")
[ -n "$PLAN" ] && [ "$PLAN" = "$DIRECT_PLAN" ] || fail "plan id $PLAN is not run's $DIRECT_PLAN"
grep -q "rtosbench.firmware_sha256: '[0-9a-f]\{64\}'" "$WORK/a/job-002.yaml" || fail "no firmware hash in the metadata"
for j in job-001 job-002; do lava "$WORK/a" $j; done
"$CLI" --db "$WORK/lava.db" lava collect --job-dir "$WORK/a" --plan "$PLAN" --device qemu-01 \
  --dispatcher worker-1 >"$WORK/collect.out" 2>"$WORK/collect.err" ||
  { cat "$WORK/collect.err" "$WORK/a/job-001/output.yaml" | tail -20; fail "collect"; }
grep -q "^job-001.yaml: configuration 1: run 1 complete$" "$WORK/collect.out" || fail "job 1: $(cat "$WORK/collect.out")"
grep -q "^job-002.yaml: configuration 2: run 2 complete$" "$WORK/collect.out" || fail "job 2: $(cat "$WORK/collect.out")"
for id in 1 2; do
  "$CLI" --db "$WORK/direct.db" log "$id" >"$WORK/d$id.cap"
  "$CLI" --db "$WORK/lava.db" log "$id" >"$WORK/l$id.cap"
  [ -s "$WORK/d$id.cap" ] || fail "run $id: empty capture"
  cmp "$WORK/d$id.cap" "$WORK/l$id.cap" || fail "run $id: the LAVA capture differs from the direct run's"
done
"$CLI" --db "$WORK/lava.db" runs --plan "$PLAN" --format csv >"$WORK/plan.csv"
[ "$(grep -c ',stored,' "$WORK/plan.csv")" = 2 ] || fail "the plan is not stored: $(cat "$WORK/plan.csv")"
sqlite3 "$WORK/lava.db" "SELECT extra_json FROM configuration" >"$WORK/conf.txt" 2>/dev/null || true
grep -q '"lava_device":"qemu-01"' "$WORK/conf.txt" && grep -q '"lava_dispatcher":"worker-1"' "$WORK/conf.txt" ||
  fail "the board's identity is not a stored condition: $(head -c 400 "$WORK/conf.txt")"
# 1b. The same jobs collected again: reported as stored, nothing stored twice; the same log in
# another directory is the same job.
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --job-dir "$WORK/a" --plan "$PLAN" --device qemu-01 \
  --dispatcher worker-1 >"$WORK/again.out" 2>"$WORK/again.err" || rc=$?
[ $rc = 0 ] || fail "collecting again: exit $rc: $(cat "$WORK/again.out" "$WORK/again.err")"
grep -q "^job-001.yaml: configuration 1: already stored as run 1 (complete), not stored again$" "$WORK/again.out" &&
  grep -q "^job-002.yaml: configuration 2: already stored as run 2 (complete), not stored again$" "$WORK/again.out" ||
  fail "collecting again: $(cat "$WORK/again.out")"
mkdir -p "$WORK/a2/job-002" && cp "$WORK/a/job-002.yaml" "$WORK/a2/" && cp "$WORK/a/job-002/output.yaml" "$WORK/a2/job-002/"
"$CLI" --db "$WORK/lava.db" lava collect --job-dir "$WORK/a2" --plan "$PLAN" --device qemu-02 >"$WORK/again2.out" 2>&1 ||
  fail "the same log elsewhere: $(cat "$WORK/again2.out")"
grep -q "^job-002.yaml: configuration 2: already stored as run 2 (complete), not stored again$" "$WORK/again2.out" ||
  fail "the same log elsewhere: $(cat "$WORK/again2.out")"
[ "$("$CLI" --db "$WORK/lava.db" runs --format csv | grep -c '^[0-9]')" = 2 ] || fail "collecting again stored runs"

# 2. A test action that times out: the firmware is cut mid-run, the run stored incomplete.
cat >"$WORK/slow.json" <<'JSON'
{ "name": "lava-slow", "board": "qemu", "kernels": ["baremetal"],
  "base": { "timer": "icount", "iterations": 1000000, "warmup": 0, "opt_level": "-O0" } }
JSON
"$CLI" --db "$WORK/lava.db" lava jobs "$WORK/slow.json" --device-type qemu --out "$WORK/b" \
  --timeout 2 >/dev/null 2>"$WORK/jobs-b.err" || { cat "$WORK/jobs-b.err"; fail "lava jobs (slow)"; }
lava "$WORK/b" job-001
grep -q "lava-test-monitor timed out after 2 seconds" "$WORK/b/job-001/output.yaml" || fail "the slow job did not time out"
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --job-dir "$WORK/b" --plan "$(plan_of "$WORK/b/job-001.yaml")" \
  --device qemu-01 >"$WORK/collect-b.out" 2>"$WORK/collect-b.err" || rc=$?
[ $rc = 3 ] || fail "a timed-out job: exit $rc, expected 3: $(cat "$WORK/collect-b.out" "$WORK/collect-b.err")"
grep -q "run 3 incomplete: .*LAVA: lava-test-monitor timed out after 2 seconds" "$WORK/collect-b.out" ||
  fail "timed-out run: $(cat "$WORK/collect-b.out")"
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --job-dir "$WORK/b" --plan "$(plan_of "$WORK/b/job-001.yaml")" \
  --device qemu-01 >"$WORK/collect-b2.out" 2>&1 || rc=$?
[ $rc = 3 ] && grep -q "^job-001.yaml: configuration 1: already stored as run 3 (incomplete), not stored again$" "$WORK/collect-b2.out" ||
  fail "an incomplete run collected again: exit $rc: $(cat "$WORK/collect-b2.out")"

# 3. A cut log (the dispatcher died mid-run): what arrived is stored, incomplete.
mkdir -p "$WORK/c/job-002"
cp "$WORK/a/job-002.yaml" "$WORK/c/"
n=$(grep -n '"lvl": "target", "msg": "CASE ' "$WORK/a/job-002/output.yaml" | sed -n 5p | cut -d: -f1)
head -n "$((n + 3))" "$WORK/a/job-002/output.yaml" >"$WORK/c/job-002/output.yaml"
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --job-dir "$WORK/c" --plan "$PLAN" --device qemu-01 \
  >"$WORK/collect-c.out" 2>"$WORK/collect-c.err" || rc=$?
[ $rc = 3 ] && grep -q "run 4 incomplete: missing DONE" "$WORK/collect-c.out" ||
  fail "a cut log: exit $rc: $(cat "$WORK/collect-c.out" "$WORK/collect-c.err")"
"$CLI" --db "$WORK/lava.db" log 4 >"$WORK/l4.cap"
[ "$(wc -c <"$WORK/l4.cap")" -lt "$(wc -c <"$WORK/l2.cap")" ] && cmp -n "$(wc -c <"$WORK/l4.cap")" "$WORK/l4.cap" "$WORK/l2.cap" ||
  fail "the cut capture is not the start of the whole one"

# 4. A log of another firmware is refused: nothing stored, the log left as it was.
mkdir -p "$WORK/d/job-001"
cp "$WORK/a/job-001.yaml" "$WORK/d/"
sed 's/"sha256sum": "[0-9a-f]*"/"sha256sum": "'"$(printf '0%.0s' $(seq 64))"'"/' "$WORK/a/job-001/output.yaml" >"$WORK/d/job-001/output.yaml"
before=$(sha256sum <"$WORK/d/job-001/output.yaml")
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --job-dir "$WORK/d" --plan "$PLAN" --device qemu-01 \
  >/dev/null 2>"$WORK/collect-d.err" || rc=$?
[ $rc = 1 ] && grep -q "LAVA booted firmware 0000000000000000, the job is for [0-9a-f]\{16\}: not stored" "$WORK/collect-d.err" ||
  fail "another firmware's log: exit $rc: $(cat "$WORK/collect-d.err")"
[ "$(sha256sum <"$WORK/d/job-001/output.yaml")" = "$before" ] || fail "the refused log was changed"
[ "$("$CLI" --db "$WORK/lava.db" runs --format csv | grep -c '^[0-9]')" = 4 ] || fail "a refused log stored a run"

# 5. Bad input: clear errors, nothing written.
rc=0; "$CLI" --db "$WORK/lava.db" lava jobs "$WORK/exp.json" --device-type 'qemu;id' --out "$WORK/x" 2>"$WORK/bad.err" || rc=$?
[ $rc = 2 ] && [ ! -e "$WORK/x" ] || fail "a bad device type: exit $rc"
rc=0; "$CLI" --db "$WORK/lava.db" lava jobs "$WORK/exp.json" --device-type qemu --out "$WORK/a" 2>"$WORK/bad.err" || rc=$?
[ $rc = 1 ] && grep -q "holds job definitions already" "$WORK/bad.err" || fail "jobs overwritten: exit $rc"
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --job-dir "$WORK/a" --plan "$PLAN" --device '../x' 2>"$WORK/bad.err" || rc=$?
[ $rc = 2 ] || fail "a bad device name: exit $rc"
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --job-dir "$WORK/a" --plan 0123456789abcdef --device d 2>"$WORK/bad.err" || rc=$?
[ $rc = 1 ] && grep -q "no plan 0123456789abcdef" "$WORK/bad.err" || fail "an unknown plan: exit $rc"
# 6. The GD32F103 device (no board here): its job validates against the device lava-server's
# templates render (OpenOCD and telnet found, the images and the script resolvable), and the
# script holds Gd32Board's set-up in Gd32Board's order.
cat >"$WORK/gd32.json" <<'JSON'
{ "name": "lava-gd32", "board": "gd32f103", "kernels": ["baremetal"],
  "base": { "timer": "dwt", "iterations": 100, "warmup": 10, "opt_level": "-Os" } }
JSON
"$CLI" --db "$WORK/gd32.db" lava jobs "$WORK/gd32.json" --device-type gd32f103 --probe stlink \
  --out "$WORK/g" >/dev/null 2>"$WORK/jobs-g.err" || { cat "$WORK/jobs-g.err"; fail "lava jobs (gd32f103)"; }
printf '%s\n' '# rtosbench: the GD32F103 set-up of Gd32Board (src/acq/openocd_flasher.cpp)' \
  'source [find interface/stlink.cfg]' 'transport select hla_swd' 'set CPUTAPID 0' \
  'source [find target/stm32f1x.cfg]' | cmp - "$WORK/g/job-001-openocd.cfg" || fail "the OpenOCD script: $(cat "$WORK/g/job-001-openocd.cfg")"
mkdir -p "$WORK/g/v"
lava-run --validate --job-id "rtosbench-test-$$-gd32" --output-dir "$WORK/g/v" \
  --device "$RB_SOURCE_DIR/installer/lava/devices/rtosbench-gd32-01.yaml" "$WORK/g/job-001.yaml" 2>"$WORK/g/v/output.yaml" >/dev/null ||
  { tail -3 "$WORK/g/v/output.yaml"; fail "the gd32f103 job does not validate"; }
grep -q '"case": "validate", "definition": "lava", "result": "pass"' "$WORK/g/v/output.yaml" || fail "gd32f103: validate did not pass"
rm -rf "/var/lib/lava/dispatcher/tmp/rtosbench-test-$$-gd32" # what --validate leaves behind
# 7. The same jobs read from a LAVA server's REST API (v0.2). A small HTTP server answers as a
# real lava-server 2023.01 answered (tests/data/lava-server/, recorded from test_lava_server.sh's):
# the job as job.json with this job's values, "definition" being the submitted YAML loaded and
# dumped again (keys sorted, other quoting) and "original_definition" the text submitted; the
# job list filtered by description__startswith (the job name), paged by limit/offset; the device
# as device.json; the log as lava-server keeps it (every record as "- {...}"); only to the token.
cat >"$WORK/api.py" <<'PY'
import http.server, json, sys, urllib.parse, yaml
work, data = sys.argv[1], sys.argv[2] + "/tests/data/lava-server"
JOB, DEVICE = json.load(open(f"{data}/job.json")), json.load(open(f"{data}/device.json"))
def log(job):
    return "".join("- " + l for l in open(f"{work}/a/{job}/output.yaml") if l.startswith("{")).encode()
# 104: job-002 once it has finished; 201: a job of another plan.
JOBS = {101: ("a/job-001", "Finished"), 102: ("a/job-002", "Running"), 104: ("a/job-002", "Finished"),
        201: ("b/job-001", "Finished")}
def job(i):
    path, state = JOBS[i]
    text = open(f"{work}/{path}.yaml").read()
    return dict(JOB, id=i, description=yaml.safe_load(text)["job_name"], actual_device="qemu-07",
        state=state, health="Complete" if state == "Finished" else "Unknown",
        definition=yaml.safe_dump(yaml.safe_load(text)), original_definition=text)
class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        if self.headers.get("Authorization") != "Token s3cret-T0ken":
            return self.answer(401, b'{"detail": "Invalid token."}')
        url = urllib.parse.urlsplit(self.path)
        parts, query = url.path.strip("/").split("/"), urllib.parse.parse_qs(url.query)
        if parts == ["api", "v0.2", "jobs"]:
            start = query.get("description__startswith", [""])[0]
            found = [job(i) for i in sorted(JOBS) if job(i)["description"].startswith(start)]
            limit, offset = int(query.get("limit", ["50"])[0]), int(query.get("offset", ["0"])[0])
            return self.answer(200, json.dumps({"count": len(found), "next": None, "previous": None,
                "results": found[offset:offset + limit]}).encode())
        if parts[:3] == ["api", "v0.2", "jobs"] and parts[3] == "103":
            self.send_response(302); self.send_header("Location", "http://example.invalid/"); self.end_headers(); return
        if parts[:3] == ["api", "v0.2", "jobs"] and parts[3].isdigit() and int(parts[3]) in JOBS:
            if parts[4:] == ["logs"]:
                return self.answer(200, log(JOBS[int(parts[3])][0][2:]), "application/yaml")
            return self.answer(200, json.dumps(job(int(parts[3]))).encode())
        if parts[:3] == ["api", "v0.2", "devices"] and parts[3] == "qemu-07":
            return self.answer(200, json.dumps(dict(DEVICE, hostname="qemu-07", worker_host="worker-7")).encode())
        self.answer(404, b'{"detail": "Not found."}')
    def answer(self, code, body, kind="application/json"):
        self.send_response(code); self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body))); self.end_headers(); self.wfile.write(body)
    def log_message(self, *a): pass
s = http.server.HTTPServer(("127.0.0.1", 0), H)
open(f"{work}/api.port", "w").write(str(s.server_port))
s.serve_forever()
PY
PY=python3; [ -x /usr/bin/python3 ] && PY=/usr/bin/python3 # Debian's, with python3-yaml (lava-run's)
"$PY" "$WORK/api.py" "$WORK" "$RB_SOURCE_DIR" & API_PID=$!
trap 'kill $API_PID 2>/dev/null || true' EXIT
for _ in $(seq 50); do [ -s "$WORK/api.port" ] && break; sleep 0.1; done
URL="http://127.0.0.1:$(cat "$WORK/api.port")"
printf 's3cret-T0ken\n' >"$WORK/token"; chmod 600 "$WORK/token"
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --server "$URL" --token-file "$WORK/token" --jobs 101,102,103 \
  --plan "$PLAN" >"$WORK/collect-s.out" 2>"$WORK/collect-s.err" || rc=$?
[ $rc = 1 ] || fail "server: exit $rc: $(cat "$WORK/collect-s.out" "$WORK/collect-s.err")"
grep -q "^LAVA job 101: configuration 1: run 5 complete$" "$WORK/collect-s.out" || fail "server job 101: $(cat "$WORK/collect-s.out" "$WORK/collect-s.err")"
grep -q "LAVA job 102: the job is Running, not finished" "$WORK/collect-s.err" || fail "a running job: $(cat "$WORK/collect-s.err")"
grep -q "LAVA job 103: .*answered with a redirect (HTTP 302): not followed" "$WORK/collect-s.err" || fail "a redirect: $(cat "$WORK/collect-s.err")"
grep -q "s3cret" "$WORK/collect-s.out" "$WORK/collect-s.err" && fail "the token was printed"
"$CLI" --db "$WORK/lava.db" log 5 | cmp - "$WORK/d1.cap" || fail "the server's capture differs from the direct run's"
sqlite3 "$WORK/lava.db" "SELECT extra_json FROM configuration" | grep -q '"lava_device":"qemu-07","lava_dispatcher":"worker-7"' ||
  fail "the server's device and worker are not stored conditions"
# --plan alone: the server's list of the plan's jobs; 101 is stored already, 102 has not finished,
# 104 is stored; another plan's job (201) is not listed. --jobs narrows it.
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --server "$URL" --token-file "$WORK/token" --plan "$PLAN" \
  >"$WORK/collect-p.out" 2>"$WORK/collect-p.err" || rc=$?
[ $rc = 1 ] || fail "server --plan: exit $rc: $(cat "$WORK/collect-p.out" "$WORK/collect-p.err")"
grep -q "^LAVA job 101: configuration 1: already stored as run 5 (complete), not stored again$" "$WORK/collect-p.out" &&
  grep -q "^LAVA job 104: configuration 2: run 6 complete$" "$WORK/collect-p.out" &&
  grep -q "LAVA job 102: the job is Running, not finished" "$WORK/collect-p.err" ||
  fail "server --plan: $(cat "$WORK/collect-p.out" "$WORK/collect-p.err")"
grep -q "201" "$WORK/collect-p.out" "$WORK/collect-p.err" && fail "server --plan: another plan's job was read"
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --server "$URL" --token-file "$WORK/token" --plan "$PLAN" --jobs 104 \
  >"$WORK/collect-p2.out" 2>&1 || rc=$?
[ $rc = 0 ] && [ "$(cat "$WORK/collect-p2.out")" = "LAVA job 104: configuration 2: already stored as run 6 (complete), not stored again" ] ||
  fail "server --jobs 104 again: exit $rc: $(cat "$WORK/collect-p2.out")"
"$CLI" --db "$WORK/lava.db" log 6 | cmp - "$WORK/d2.cap" || fail "the server's capture of job 104 differs from the direct run's"
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --server "$URL" --token-file "$WORK/token" --plan 0123456789abcdef \
  >/dev/null 2>"$WORK/collect-p3.err" || rc=$?
[ $rc = 1 ] && grep -q "no plan 0123456789abcdef" "$WORK/collect-p3.err" || fail "server --plan of an unknown plan: exit $rc: $(cat "$WORK/collect-p3.err")"
printf 'wrong\n' >"$WORK/badtoken"
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --server "$URL" --token-file "$WORK/badtoken" --jobs 101 \
  --plan "$PLAN" >/dev/null 2>"$WORK/collect-t.err" || rc=$?
[ $rc = 1 ] && grep -q "answered HTTP 401" "$WORK/collect-t.err" || fail "a wrong token: exit $rc: $(cat "$WORK/collect-t.err")"
rc=0; "$CLI" --db "$WORK/lava.db" lava collect --server "file:///etc" --token-file "$WORK/token" --jobs 101 \
  --plan "$PLAN" >/dev/null 2>"$WORK/collect-u.err" || rc=$?
[ $rc = 2 ] && grep -q "must be an http(s)://" "$WORK/collect-u.err" || fail "a file: server URL: exit $rc"
# 8. FreeRTOS through LAVA, when the kernel test archives are beside the repository (as
# cli_test_kernel_run uses them): byte-identical to a direct run too.
ARCHIVE="$RB_SOURCE_DIR/../shared/kernels/freertos-kernel-V11.1.0.tar.gz"
if [ -f "$ARCHIVE" ]; then
  export RTOSBENCH_KERNEL_CACHE="$WORK/kernels"
  "$CLI" kernel add freertos "$ARCHIVE" >/dev/null || fail "kernel add freertos"
  cat >"$WORK/freertos.json" <<'JSON'
{ "name": "lava-freertos", "board": "qemu", "kernels": ["freertos"],
  "base": { "timer": "icount", "iterations": 200, "warmup": 20, "opt_level": "-Os", "profile": "default" } }
JSON
  "$CLI" --db "$WORK/f-direct.db" run "$WORK/freertos.json" --board qemu >/dev/null 2>"$WORK/f-direct.err" ||
    { tail -5 "$WORK/f-direct.err"; fail "direct FreeRTOS run"; }
  "$CLI" --db "$WORK/f-lava.db" lava jobs "$WORK/freertos.json" --device-type qemu --out "$WORK/f" \
    --timeout 60 >/dev/null 2>"$WORK/jobs-f.err" || { cat "$WORK/jobs-f.err"; fail "lava jobs (FreeRTOS)"; }
  lava "$WORK/f" job-001
  "$CLI" --db "$WORK/f-lava.db" lava collect --job-dir "$WORK/f" --plan "$(plan_of "$WORK/f/job-001.yaml")" \
    --device qemu-01 >"$WORK/collect-f.out" 2>&1 || fail "collect (FreeRTOS): $(cat "$WORK/collect-f.out")"
  "$CLI" --db "$WORK/f-direct.db" log 1 >"$WORK/fd.cap"
  "$CLI" --db "$WORK/f-lava.db" log 1 | cmp - "$WORK/fd.cap" || fail "FreeRTOS: the LAVA capture differs from the direct run's"
  grep -q "kernel=freertos" "$WORK/fd.cap" || fail "not a FreeRTOS capture"
  FREERTOS="; FreeRTOS byte-identical too"
else
  echo "note: $ARCHIVE is absent: the FreeRTOS section is left out"
  FREERTOS=""
fi
echo "lava: 2 LAVA captures byte-identical to direct runs; a timed-out and a cut job stored incomplete; another firmware's log refused; jobs collected again not stored again; the gd32f103 job validates; the REST API read with its token, --plan alone listing the plan's jobs$FREERTOS"
