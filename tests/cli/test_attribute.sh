#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 24 "done when", on the virtual board with the real FreeRTOS V11.1.0 archive of
# ../shared/kernels (beside the repository), -Os, a few samples per case:
#  1. kernel options: `kernel options freertos` lists the keys of options.json; an experiment
#     with an unknown key or a value the kernel refuses is refused before building (exit 2,
#     nothing stored); an override the firmware does not apply (a firmware copy whose
#     FreeRTOSConfig.h ignores rb_kernel_config.h) gives a failed run naming the key;
#  2. `attribute --kernel freertos --from default --to minimal` names each key of the profile
#     difference with its change on yield_round_trip and sem_ping_pong; the single effects plus
#     the interaction term equal the total, the cumulative steps add up to it, and the path's
#     end measures exactly what the minimal profile measures (the virtual board is
#     deterministic); the runs are stored, tagged with the attribution, and each single run
#     reports the key it changed (COND kcfg.*).
# Skipped (77) naming what is missing without ../shared/kernels, QEMU or the Arm compiler.
# $1 = rtosbench-cli, $2 = scratch dir; env RB_SOURCE_DIR.
set -uo pipefail
CLI="$1"
WORK="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
WORK=$(cd "$WORK" && pwd -P)
export LC_ALL=C.UTF-8 LANGUAGE=en
ARCHIVE="$RB_SOURCE_DIR/../shared/kernels/freertos-kernel-V11.1.0.tar.gz"
[ -f "$ARCHIVE" ] || { echo "SKIP: $ARCHIVE is absent (the kernel test archives beside the repository)"; exit 77; }
for tool in qemu-system-arm arm-none-eabi-gcc cmake python3 tar; do
    command -v "$tool" > /dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
export RTOSBENCH_KERNEL_CACHE="$WORK/kernels" RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
unset RTOSBENCH_KERNEL_MIRROR RTOSBENCH_KERNEL_CATALOGUE RTOSBENCH_FIRMWARE_DIR
DB="$WORK/runs.db"
"$CLI" kernel add freertos "$ARCHIVE" > /dev/null || fail "kernel add"

# 1. The keys, as data.
"$CLI" kernel options freertos --format json > "$WORK/options.json" || fail "kernel options freertos"
python3 - "$WORK/options.json" << 'EOF2' || fail "kernel options freertos lists the wrong keys"
import json, sys
o = json.load(open(sys.argv[1]))
keys = [e["key"] for e in o["options"]]
assert "configUSE_TRACE_FACILITY" in keys and "configASSERT" in keys, keys
stack = [e for e in o["options"] if e["key"] == "configCHECK_FOR_STACK_OVERFLOW"][0]
assert stack["values"] == [0, 1, 2] and stack["profiles"] == {"default": 2, "minimal": 0}, stack
EOF2
"$CLI" kernel options threadx > "$WORK/tx.txt" || fail "kernel options threadx"
grep -q "^TX_DISABLE_ERROR_CHECKING  *0, 1  *0  *1 " "$WORK/tx.txt" || { cat "$WORK/tx.txt" >&2; fail "kernel options threadx lacks TX_DISABLE_ERROR_CHECKING"; }
rc=0; "$CLI" kernel options baremetal > /dev/null 2>&1 || rc=$?
[ $rc = 3 ] || fail "kernel options baremetal: exit $rc, expected 3 (no options)"
rc=0; "$CLI" kernel options nosuch > /dev/null 2>&1 || rc=$?
[ $rc = 2 ] || fail "kernel options nosuch: exit $rc, expected 2"

# Refused before building: an unknown key, a value the kernel does not take.
cat > "$WORK/bad.json" << 'EOF2'
{ "name": "bad", "board": "qemu", "kernels": ["freertos"],
  "base": { "opt_level": "-Os", "iterations": 20, "warmup": 5 },
  "kernel_config": { "configUSE_TRACE_FACILTY": 0 } }
EOF2
rc=0; "$CLI" --db "$DB" run "$WORK/bad.json" > "$WORK/bad.out" 2> "$WORK/bad.err" || rc=$?
[ $rc = 2 ] || fail "an unknown key: exit $rc, expected 2"
grep -q 'no configuration option "configUSE_TRACE_FACILTY"' "$WORK/bad.err" || { cat "$WORK/bad.err" >&2; fail "the unknown key is not named"; }
sed -i 's/"configUSE_TRACE_FACILTY": 0/"configCHECK_FOR_STACK_OVERFLOW": 3/' "$WORK/bad.json"
rc=0; "$CLI" --db "$DB" run "$WORK/bad.json" > "$WORK/bad.out" 2> "$WORK/bad.err" || rc=$?
[ $rc = 2 ] || fail "a refused value: exit $rc, expected 2"
grep -q 'configCHECK_FOR_STACK_OVERFLOW of freertos cannot be 3 (allowed: 0, 1, 2)' "$WORK/bad.err" || { cat "$WORK/bad.err" >&2; fail "the refused value is not named"; }
[ ! -d "$WORK/fw-cache" ] || [ -z "$(ls -A "$WORK/fw-cache")" ] || fail "a refused experiment built something"

# An override the firmware does not apply makes the run invalid (as -O does).
cp -r "$RB_SOURCE_DIR/firmware" "$WORK/firmware-ignoring" || fail "copy firmware"
sed -i '/#include "rb_kernel_config.h"/d' "$WORK/firmware-ignoring/adapters/freertos/config/default/FreeRTOSConfig.h"
sed -i 's/"configCHECK_FOR_STACK_OVERFLOW": 3/"configASSERT": 0/' "$WORK/bad.json"
rc=0
RTOSBENCH_FIRMWARE_DIR="$WORK/firmware-ignoring" "$CLI" --db "$WORK/ignored.db" run "$WORK/bad.json" --jobs 1 \
    > "$WORK/ignored.out" 2> "$WORK/ignored.err" || rc=$?
[ $rc = 1 ] || { tail -5 "$WORK/ignored.err" >&2; fail "an ignored override: exit $rc, expected 1"; }
grep -q 'failed' "$WORK/ignored.out" || { cat "$WORK/ignored.out" >&2; fail "the run with an ignored override is not failed"; }
"$CLI" --db "$WORK/ignored.db" runs --format json > "$WORK/ignored.json" || fail "runs"
grep -q 'kernel config configASSERT: firmware says 1, experiment asked 0' "$WORK/ignored.json" ||
    { cat "$WORK/ignored.json" >&2; fail "the failed run does not name the mismatching key"; }

# 2. The attribution.
rc=0
"$CLI" --db "$DB" attribute --kernel freertos --from default --to minimal --board qemu \
    --metrics yield_round_trip,sem_ping_pong --iterations 30 --warmup 5 --jobs 2 --quiet \
    --format json > "$WORK/attr.json" 2> "$WORK/attr.err" || rc=$?
[ $rc = 0 ] || { tail -20 "$WORK/attr.err" >&2; fail "attribute: exit $rc"; }
"$CLI" --db "$DB" runs --format json > "$WORK/runs.json" || fail "runs --format json"
"$CLI" --db "$DB" export --runs all --format json --out "$WORK/export.json" > /dev/null || fail "export"
python3 - "$WORK/attr.json" "$WORK/export.json" "$WORK/options.json" << 'EOF2' || fail "the attribution is wrong"
import json, sys
a = json.load(open(sys.argv[1]))
runs = {r["id"]: r for r in json.load(open(sys.argv[2]))["runs"]}
opts = json.load(open(sys.argv[3]))["options"]
diff = [o["key"] for o in opts if o["profiles"]["default"] != o["profiles"]["minimal"]]
to_value = {o["key"]: o["profiles"]["minimal"] for o in opts}
assert len(diff) == 4, diff
assert a["kernel"] == "freertos" and a["from"] == "default" and a["to"] == "minimal", a
assert a["order"] == diff, (a["order"], diff)          # the stated order: options.json's
assert a["notes"] == [], a["notes"]
assert [m["metric"] for m in a["metrics"]] == ["yield_round_trip", "sem_ping_pong"]
assert len(runs) == 2 + 4 + 3, len(runs)                # end points, singles, path positions 2..4
for m in a["metrics"]:
    assert [s["key"] for s in m["singles"]] == diff, m["singles"]
    assert [s["key"] for s in m["cumulative"]] == diff, m["cumulative"]
    total = m["to_median"] - m["from_median"]
    assert total == m["total"] and total < 0, (m["metric"], total)   # minimal is faster
    # single effects + interaction = total, exactly
    assert sum(s["delta_median"] for s in m["singles"]) + m["interaction"] == total, m
    assert sum(s["delta_median"] for s in m["singles"]) == m["sum_of_singles"], m
    # the path adds up, and ends exactly where the minimal profile is (deterministic board)
    assert sum(s["delta_median"] for s in m["cumulative"]) == total, m["cumulative"]
    assert m["path_end_median"] == m["to_median"], m
    for s in m["singles"] + m["cumulative"]:
        hl = s["hodges_lehmann"]
        assert hl["ci_low"] <= hl["shift"] <= hl["ci_high"] and hl["ci_level"] >= 0.95, s
    assert any(s["delta_median"] != 0 for s in m["singles"]), m["singles"]
    print(m["metric"], m["from_median"], "->", m["to_median"], {s["key"]: s["delta_median"] for s in m["singles"]},
          "interaction", m["interaction"])
# Ordinary runs, tagged with the attribution; each single run reports the key it changed.
aid = a["attribution"]
assert aid.startswith("attribution:freertos:default->minimal:"), aid
for r in runs.values():
    assert r["status"] == "complete", r
    assert aid in r["tags"], r["tags"]
    step = [t for t in r["tags"] if t.startswith("attribution-step:")]
    assert len(step) == 1, r["tags"]
    kcfg = r["configuration"]["kernel_config"]
    if step[0].startswith("attribution-step:single:"):
        key, value = step[0].split(":")[-1].split("=")
        assert kcfg[key] == value == str(to_value[key]), (key, value, kcfg)
        others = [k for k in diff if k != key]
        assert all(kcfg[k] != str(to_value[k]) for k in others), kcfg
EOF2
# The report: the attribution has a section of its own (waterfall and table).
if [ "${RB_GUI:-ON}" != "OFF" ] && [ "${RB_GUI:-ON}" != "0" ] && command -v pdftotext > /dev/null; then
    QT_QPA_PLATFORM=offscreen "$CLI" --db "$DB" report --metrics yield_round_trip,sem_ping_pong \
        --out "$WORK/report.pdf" > /dev/null 2>&1 || fail "report"
    pdftotext "$WORK/report.pdf" "$WORK/report.txt" || fail "pdftotext"
    grep -q "Which option costs what: freertos default → minimal" "$WORK/report.txt" ||
        fail "the report has no attribution section"
    grep -q "yield_round_trip: default → minimal, total" "$WORK/report.txt" ||
        fail "the report has no attribution waterfall"
    grep -q "interaction" "$WORK/report.txt" || fail "the report's attribution table has no interaction"
else
    echo "note: report section not checked (no GUI build or no pdftotext)"
fi
echo "PASS"
