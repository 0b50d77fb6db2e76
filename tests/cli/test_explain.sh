#!/bin/bash
# rtosbench-cli explain (issue 20, docs/explain.md) against real arm-none-eabi-gcc, binutils and
# QEMU, on FreeRTOS V11.1.0 (minimal profile, -Os):
#  1. yield_round_trip, sem_ping_pong, irq_to_task: every traced window's attributed total equals
#     the run's raw sample (read back with `export`), the kernel layer names the expected
#     functions, the per-layer sums add up to the total.
#     Beside them the Cortex-M3 cycle model's "estimated cycles (model)" (docs/cycle-model.md):
#     labelled so, per function adding up to the window, every executed instruction's code known.
#  2. a stored sample changed by one: the exact-sum check refuses (exit 1, names the window).
#  3. the trace cut inside a window (a QEMU wrapper ends the log early): a clear error.
#  4. an ELF without debug information: functions attributed, every layer "unknown", said so.
#  5. an ELF that is not the run's: refused by its SHA-256.
set -u
CLI="$1"
WORK="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
WORK=$(cd "$WORK" && pwd -P)
export LC_ALL=C.UTF-8 LANGUAGE=en
ARCHIVE="$RB_SOURCE_DIR/../shared/kernels/freertos-kernel-V11.1.0.tar.gz"
[ -f "$ARCHIVE" ] || { echo "SKIP: $ARCHIVE is absent (the kernel test archives beside the repository)"; exit 77; }
for tool in qemu-system-arm arm-none-eabi-gcc arm-none-eabi-nm arm-none-eabi-objdump arm-none-eabi-addr2line cmake python3 sqlite3; do
    command -v "$tool" > /dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
export RTOSBENCH_KERNEL_CACHE="$WORK/kernels" RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
unset RTOSBENCH_KERNEL_MIRROR RTOSBENCH_KERNEL_CATALOGUE
DB="$WORK/runs.db"
"$CLI" kernel add freertos "$ARCHIVE" > "$WORK/add.out" || fail "kernel add"

run_exp() { # run_exp NAME CFLAGS: prints the stored run id
    local cflags=""
    [ -n "$2" ] && cflags=", \"cflags\": \"$2\""
    cat > "$WORK/$1.json" << EOF2
{ "name": "$1", "board": "qemu", "kernels": ["freertos"],
  "base": { "opt_level": "-Os", "timer": "icount", "iterations": 50, "warmup": 5,
            "profile": "minimal"$cflags } }
EOF2
    "$CLI" --db "$DB" run "$WORK/$1.json" --quiet > "$WORK/$1.out" 2> "$WORK/$1.err" ||
        { cat "$WORK/$1.out" "$WORK/$1.err" >&2; fail "run $1"; }
    sed -n 's/^configuration 1: run \([0-9]*\) complete.*/\1/p' "$WORK/$1.out"
}
ID=$(run_exp explain "")
[ -n "$ID" ] || fail "the run did not complete"
"$CLI" --db "$DB" export --runs "$ID" --format json --out "$WORK/export.json" > /dev/null ||
    fail "export"

# 1. Exact sums and the kernel's functions.
check() { # check METRIC FUNCTION...
    local metric="$1"
    shift
    "$CLI" --db "$DB" explain "$ID" "$metric" --windows 5 --format json > "$WORK/$metric.json" \
        2> "$WORK/$metric.err" || { cat "$WORK/$metric.err" >&2; fail "explain $metric"; }
    python3 - "$WORK/export.json" "$WORK/$metric.json" "$metric" "$@" << 'EOF2' || fail "explain $metric"
import json, sys
export, result, metric, wanted = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
case = [c for c in json.load(open(export))["runs"][0]["cases"] if c["metric"] == metric][0]
r = json.load(open(result))
assert len(r["windows"]) == 5, len(r["windows"])
assert r["debug_info"] is True
for w in r["windows"]:
    raw = case["samples"][w["index"]]
    assert w["total"] == raw, (metric, w["index"], w["total"], raw)
    assert w["sample"] == raw
    assert sum(w["layers"].values()) == w["total"], w["layers"]
    assert sum(f["instructions"] for f in w["functions"]) == w["total"]
    kernel = {f["name"] for f in w["functions"] if f["layer"] == "kernel"}
    for name in wanted:
        assert name in kernel, (metric, name, sorted(kernel))
    assert w["layers"].get("kernel", 0) < w["total"], "the harness's own instructions are missing"
    assert "harness" in w["layers"], w["layers"]
    # The cycle model beside the instructions (docs/cycle-model.md): an estimate, so labelled;
    # it does not change the instruction sums above.
    assert sum(f["estimated_cycles"] for f in w["functions"]) == w["estimated_cycles"], w
    assert w["estimated_cycles"] > w["total"], (w["estimated_cycles"], w["total"])
m = r["cycle_model"]
assert m["unit"] == "estimated cycles (model)" and m["version"] and m["target"].startswith("gd32f103"), m
assert m["unknown_code"] == 0, m
print(metric, [w["total"] for w in r["windows"]], r["windows"][0]["layers"])
EOF2
}
check yield_round_trip PendSV_Handler vTaskSwitchContext
check sem_ping_pong PendSV_Handler vTaskSwitchContext xQueueSemaphoreTake xQueueGenericSend
check irq_to_task PendSV_Handler vTaskSwitchContext xQueueGiveFromISR
# PendSV_Handler is entered twice per yield round trip (two switches).
python3 -c "
import json,sys
w = json.load(open('$WORK/yield_round_trip.json'))['windows'][0]
calls = {f['name']: f['calls'] for f in w['functions']}
assert calls['PendSV_Handler'] == 2 and calls['vTaskSwitchContext'] == 2, calls" ||
    fail "yield_round_trip: two switches per window"
# The attributions are stored with the run: stats shows kernel-only beside the medians.
"$CLI" --db "$DB" stats "$ID" --format json > "$WORK/stats.json" || fail "stats"
python3 - "$WORK/stats.json" "$WORK" << 'EOF2' || fail "stats: kernel-only"
import json, statistics, sys
rows = {r["metric"]: r for r in json.load(open(sys.argv[1]))}
for metric in ("yield_round_trip", "sem_ping_pong", "irq_to_task"):
    r = json.load(open(f"{sys.argv[2]}/{metric}.json"))
    kernel = statistics.median(w["layers"]["kernel"] for w in r["windows"])
    assert rows[metric]["kernel_only"] == kernel, (metric, rows[metric]["kernel_only"], kernel)
    assert rows[metric]["kernel_only"] < rows[metric]["raw_median"], rows[metric]
assert rows["cal_loop"]["kernel_only"] is None
EOF2
"$CLI" --db "$DB" stats "$ID" | grep -q "Kernel-only: .*emulated instruction count, attributed by trace" ||
    fail "stats: no kernel-only label"
"$CLI" --db "$DB" explain "$ID" yield_round_trip --windows 2 > "$WORK/table.out" 2>&1 ||
    fail "explain (table)"
grep -q "emulated instruction count, attributed by trace" "$WORK/table.out" || fail "table label"
grep -q "PendSV_Handler" "$WORK/table.out" || fail "table functions"
grep -q "estimated cycles (model)" "$WORK/table.out" || fail "table: no estimated cycles (model)"
! grep -qi "measured cycles" "$WORK/table.out" || fail "table: the model's cycles called measured"

# 2. One stored sample changed: the exact-sum check refuses.
cp "$DB" "$WORK/tampered.db"
python3 - "$WORK/tampered.db" "$ID" << 'EOF2' || fail "cannot tamper"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
blob, = db.execute("select samples from case_result where run_id=? and metric='yield_round_trip'",
                   (int(sys.argv[2]),)).fetchone()
def uvarints(b, i):
    v = s = 0
    while True:
        x = b[i]; i += 1; v |= (x & 0x7f) << s; s += 7
        if x < 0x80: return v, i
def enc(v):
    out = bytearray()
    while True:
        x = v & 0x7f; v >>= 7
        if v: out.append(x | 0x80)
        else: out.append(x); return bytes(out)
assert blob[0] == 1
n, i = uvarints(blob, 1)
samples, prev = [], 0
for _ in range(n):
    z, i = uvarints(blob, i)
    prev += (z >> 1) ^ -(z & 1); samples.append(prev)
samples[1] += 1
out, prev = bytearray([1]) + enc(n), 0
for s in samples:
    d = s - prev; prev = s
    out += enc((d << 1) ^ (d >> 63) if d >= 0 else ((-d) << 1) - 1)
db.execute("update case_result set samples=? where run_id=? and metric='yield_round_trip'",
           (bytes(out), int(sys.argv[2])))
db.commit()
EOF2
rc=0
"$CLI" --db "$WORK/tampered.db" explain "$ID" yield_round_trip --windows 3 > "$WORK/tampered.out" \
    2> "$WORK/tampered.err" || rc=$?
[ $rc = 1 ] || fail "a changed sample: exit $rc, not 1"
grep -q "does not add up.*window 2: [0-9]* instructions attributed, raw sample" "$WORK/tampered.err" ||
    { cat "$WORK/tampered.err" >&2; fail "a changed sample: no mismatch named"; }
grep -q "window 1:" "$WORK/tampered.err" && fail "window 1 was not changed"

# 3. A trace cut inside the last window: the wrapper runs the real QEMU into a file, then hands
#    explain the log up to 10 instructions before the end of window 5.
traced=$(python3 -c "import json; print(json.load(open('$WORK/yield_round_trip.json'))['traced_instructions'])")
mkdir -p "$WORK/bin"
# The plugin's block records (src/acq/qemu_plugin/rb_trace_plugin.c): count the executed
# instructions of a log, or copy it cut after WANT of them (the last block's record shortened).
cat > "$WORK/bin/cut_trace.py" << 'EOF3'
import sys
mode, log = sys.argv[1], sys.argv[2]
want = int(sys.argv[3]) if mode == 'cut' else None
s = open(log, errors='replace').read() if __import__('os').path.exists(log) else ''
i, done, out = 0, 0, []
while i < len(s):
    n = {'T': 13, 'E': 13, 'I': 19, 'e': 4}.get(s[i])
    if n is None or i + n > len(s):
        break
    r = s[i:i + n]
    i += n
    if r[0] in 'Ee':
        if r[0] == 'E':
            b, k = int(r[1:9], 16), int(r[9:12], 16)
        else:
            v = 0
            for c in r[1:4]:
                v = v * 64 + ord(c) - 48
            b, k = v >> 6, v & 63
        if want is not None and done + k >= want:
            if want > done:
                out.append('E%08x%03x\n' % (b, want - done))
            break
        done += k
    out.append(r)
if mode == 'count':
    print(done)
else:
    open(sys.argv[4], 'w').write(''.join(out))
EOF3
cat > "$WORK/bin/qemu-system-arm" << EOF2
#!/bin/bash
args=("\$@"); fifo="\${args[-1]}"; unset 'args[-1]'
log="$WORK/full-trace.log"
$(command -v qemu-system-arm) "\${args[@]}" "\$log" & pid=\$!
while [ "\$(python3 "$WORK/bin/cut_trace.py" count "\$log")" -lt $((traced + 2000)) ] && kill -0 \$pid 2> /dev/null; do sleep 0.5; done
kill \$pid 2> /dev/null; wait \$pid
python3 "$WORK/bin/cut_trace.py" cut "\$log" $((traced - 10)) "\$fifo"
EOF2
chmod +x "$WORK/bin/qemu-system-arm"
rc=0
PATH="$WORK/bin:$PATH" "$CLI" --db "$DB" explain "$ID" yield_round_trip --windows 5 \
    > "$WORK/cut.out" 2> "$WORK/cut.err" || rc=$?
rm -f "$WORK/full-trace.log"
[ $rc = 1 ] || { cat "$WORK/cut.err" >&2; fail "a cut trace: exit $rc, not 1"; }
grep -q "the trace ended inside measured window 5" "$WORK/cut.err" ||
    { cat "$WORK/cut.err" >&2; fail "a cut trace: no clear error"; }

# 4. No debug information (linked with -Wl,-S): functions attributed, layers unknown, said so.
ND=$(run_exp nodebug "-Wl,-S")
[ -n "$ND" ] || fail "the run without debug information did not complete"
elf=$(ls "$WORK"/fw-cache/*/rtosbench-fw.elf | while read -r e; do
    arm-none-eabi-objdump -h "$e" | grep -q debug_line || echo "$e"; done | head -1)
[ -n "$elf" ] || fail "no ELF without .debug_line was built"
"$CLI" --db "$DB" explain "$ND" yield_round_trip --windows 2 --format json > "$WORK/nd.json" \
    2> "$WORK/nd.err" || { cat "$WORK/nd.err" >&2; fail "explain without debug information"; }
python3 - "$WORK/nd.json" << 'EOF2' || fail "explain without debug information"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["debug_info"] is False
for w in r["windows"]:
    assert w["total"] == w["sample"]
    assert set(w["layers"]) == {"unknown"}, w["layers"]
    names = {f["name"] for f in w["functions"]}
    assert {"PendSV_Handler", "vTaskSwitchContext"} <= names, names
EOF2
"$CLI" --db "$DB" explain "$ND" yield_round_trip --windows 1 2>&1 | grep -q "no debug information" ||
    fail "the table does not say the ELF has no debug information"
# No layers, so no kernel-only figure: unknown (empty), never 0; compare says the same.
"$CLI" --db "$DB" stats "$ND" --format json | python3 -c "
import json,sys; r={x['metric']: x for x in json.load(sys.stdin)}['yield_round_trip']
assert r['kernel_only'] is None and r['raw_median'] > 0, r" ||
    fail "stats without debug information: a kernel-only figure"
"$CLI" --db "$DB" compare --runs "$ID,$ND" --metric yield_round_trip --format json | python3 -c "
import json,sys; k=json.load(sys.stdin)['kernel_only']
assert k['$ND']['yield_round_trip'] is None and k['$ID']['yield_round_trip'] > 0, k" ||
    fail "compare: kernel-only"

# 5. Another ELF than the run's is refused.
rc=0
"$CLI" --db "$DB" explain "$ID" yield_round_trip --elf "$elf" > /dev/null 2> "$WORK/other.err" || rc=$?
[ $rc = 1 ] && grep -q "is not the firmware of run" "$WORK/other.err" || fail "another ELF accepted"
# 6. The report lists the kernel-only figures (GUI builds; the PDF read back with pdftotext).
if [ "${RB_GUI:-ON}" != OFF ] && command -v pdftotext > /dev/null; then
    "$CLI" --db "$DB" report --runs "$ID" --out "$WORK/r.pdf" > /dev/null 2>&1 || fail "report"
    pdftotext -layout "$WORK/r.pdf" - | grep -A6 "Kernel-only figures" > "$WORK/r.txt"
    kernel=$(python3 -c "import json,statistics; print(round(statistics.median(w['layers']['kernel'] for w in json.load(open('$WORK/irq_to_task.json'))['windows'])))")
    grep -Eq "irq_to_task +5 +[0-9]+ +$kernel\b" "$WORK/r.txt" ||
        { cat "$WORK/r.txt" >&2; fail "report: no kernel-only line for irq_to_task"; }
fi
echo "PASS"
