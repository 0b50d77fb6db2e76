#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 37: the compiler as a condition, end to end on the virtual board. Bare metal, FreeRTOS
# V11.1.0 (its own CMake) and ThreadX 6.1.9 (its own CMake) of ../shared/kernels, each built by
# gcc and by clang (qemu-compilers.json's conditions, 200 samples): six complete runs whose COND
# says the compiler asked (the validator fails a run otherwise), footprints stored per run and
# in the report, ranks --by toolchain with both orders and Kendall's tau, the compiler's
# consequences (version, program) not confounds when it is studied, and trap 9 on real runs
# that differ in the compiler without studying it. An unknown toolchain is refused before a
# build. Skipped (77) naming what is missing.
# $1 = rtosbench-cli, $2 = scratch dir; env RB_SOURCE_DIR, RB_GUI.
set -uo pipefail
CLI="$1"
WORK="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
WORK=$(cd "$WORK" && pwd -P)
export LC_ALL=C.UTF-8 LANGUAGE=en
SHARED="$RB_SOURCE_DIR/../shared/kernels"
for a in freertos-kernel-V11.1.0.tar.gz threadx-v6.1.9.tar.gz; do
  [ -f "$SHARED/$a" ] || { echo "SKIP: $SHARED/$a is absent (the kernel test archives)"; exit 77; }
done
for tool in qemu-system-arm arm-none-eabi-gcc clang ld.lld llvm-addr2line cmake python3; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
export RTOSBENCH_KERNEL_CACHE="$WORK/kernels" RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
unset RTOSBENCH_KERNEL_MIRROR RTOSBENCH_KERNEL_CATALOGUE
DB="$WORK/runs.db"
"$CLI" kernel add freertos "$SHARED/freertos-kernel-V11.1.0.tar.gz" >/dev/null || fail "kernel add freertos"
"$CLI" kernel add threadx "$SHARED/threadx-v6.1.9.tar.gz" >/dev/null || fail "kernel add threadx"

# Refused before anything is built or stored: an unknown compiler.
cat >"$WORK/icc.json" <<'JSON'
{ "name": "icc", "board": "qemu", "kernels": ["baremetal"],
  "base": { "opt_level": "-Os" }, "vary": { "toolchain": ["gcc", "icc"] } }
JSON
rc=0
"$CLI" --db "$DB" run "$WORK/icc.json" >"$WORK/icc.out" 2>"$WORK/icc.err" || rc=$?
[ "$rc" = 2 ] || fail "toolchain icc: exit $rc, expected 2"
grep -q 'vary.toolchain\[1\]: unknown toolchain "icc"' "$WORK/icc.err" ||
  fail "toolchain icc: $(cat "$WORK/icc.err")"
[ ! -d "$WORK/fw-cache" ] || [ -z "$(ls -A "$WORK/fw-cache")" ] || fail "toolchain icc: something was built"

# The example's conditions, three kernels, 200 samples.
python3 - "$RB_SOURCE_DIR/examples/experiments/qemu-compilers.json" "$WORK/compilers.json" <<'PY'
import json, sys
e = json.load(open(sys.argv[1]))
assert e["vary"] == {"toolchain": ["gcc", "clang"]}, e["vary"]
e["kernels"] = ["baremetal", "freertos", "threadx"]
e["base"].update(iterations=200, warmup=20)
json.dump(e, open(sys.argv[2], "w"))
PY
rc=0
"$CLI" --db "$DB" run "$WORK/compilers.json" --jobs 2 >"$WORK/run.out" 2>"$WORK/run.err" || rc=$?
[ "$rc" = 0 ] || { tail -30 "$WORK/run.err" >&2; cat "$WORK/run.out" >&2; fail "run: exit $rc"; }
complete=$(grep -c '^configuration [0-9]*: run [0-9]* complete' "$WORK/run.out")
[ "$complete" = 6 ] || { cat "$WORK/run.out" >&2; fail "$complete complete runs, expected 6"; }
"$CLI" --db "$DB" export --runs all --format json --out "$WORK/export.json" >/dev/null || fail "export"
python3 - "$WORK/export.json" <<'PY' || fail "the stored runs (see above)"
import json, sys
runs = json.load(open(sys.argv[1]))["runs"]
seen = {}
for r in runs:
    c = r["configuration"]
    tc, x = c["toolchain"], c["extra"]
    assert tc in ("gcc", "clang"), tc
    assert x.get("lto") == "off", x
    assert x.get("cc", "").startswith("arm-none-eabi-gcc" if tc == "gcc" else "clang"), x
    want = "Clang" if tc == "clang" else "12."
    assert want in (c["toolchain_version"] or ""), c["toolchain_version"]
    f = r["footprint"]
    assert f["text"] and f["text"] > 1000 and f["bss"] is not None, f
    seen[(c["kernel"], tc)] = f["text"]
    print(c["kernel"], tc, c["toolchain_version"], ".text", f["text"])
assert len(seen) == 6, seen
for k in ("baremetal", "freertos", "threadx"):
    assert seen[(k, "gcc")] != seen[(k, "clang")], "the same .text with both compilers: " + k
PY
ids=$(python3 -c "
import json,sys
runs=json.load(open('$WORK/export.json'))['runs']
print(' '.join('%s:%s:%s' % (r['id'], r['configuration']['kernel'], r['configuration']['toolchain']) for r in runs))")
id_of() { for x in $ids; do [ "${x#*:}" = "$1:$2" ] && echo "${x%%:*}"; done; }
FR_GCC=$(id_of freertos gcc); TX_GCC=$(id_of threadx gcc)
FR_CL=$(id_of freertos clang); TX_CL=$(id_of threadx clang)

# ranks --by toolchain: both orders, their Kendall tau, and the compiler's consequences are not
# confounds.
"$CLI" --db "$DB" ranks --by toolchain --metric yield_round_trip \
  --runs "$FR_GCC,$TX_GCC,$FR_CL,$TX_CL" --format json >"$WORK/ranks.json" || fail "ranks --by toolchain"
python3 - "$WORK/ranks.json" <<'PY' || fail "ranks --by toolchain (see above)"
import json, sys
d = json.load(open(sys.argv[1]))
values = [c["value"] for c in d["configurations"]]
assert sorted(values) == ["clang", "gcc"], values
for c in d["configurations"]:
    assert len(c["ranks"]) == 2, c
    print(c["value"], [(r["kernel"], r["rank"], r["median"]) for r in c["ranks"]])
assert d["kendall_tau"], d.get("kendall_tau")
named = [x["condition"] for x in d.get("confounds", [])]
for k in ("toolchain_version", "extra.cc", "build_id", "extra.build_id"):
    assert k not in named, ("a consequence of the compiler is called a confound", named)
assert not [t for t in d.get("traps", []) if t["id"] == "multiple_factors"], d["traps"]
print("flips", d.get("flips"))
PY
"$CLI" --db "$DB" ranks --by toolchain --metric yield_round_trip \
  --runs "$FR_GCC,$TX_GCC,$FR_CL,$TX_CL" >"$WORK/ranks.txt" || fail "ranks (table)"
grep -qi "tau" "$WORK/ranks.txt" || { cat "$WORK/ranks.txt"; fail "ranks table: no Kendall tau"; }

# Real runs that differ in the compiler, compared as kernels: trap 9 names it.
"$CLI" --db "$DB" compare --runs "$FR_GCC,$TX_CL" --metric yield_round_trip --format json \
  >"$WORK/compare.json" || fail "compare"
python3 - "$WORK/compare.json" <<'PY' || fail "compare gcc vs clang runs (see above)"
import json, sys
d = json.load(open(sys.argv[1]))
traps = [t for t in d["traps"] if t["id"] == "multiple_factors"]
assert traps, ("no trap 9 for kernels built by different compilers", d["traps"])
text = json.dumps(traps)
assert "toolchain" in text, text
print("trap 9:", traps[0]["explanation"][:200])
PY

# explain and audit on the clang build (issue 37 with issue 36's explain): Clang's stamp code
# (the 16-bit "movs rX, #36" before movt in RB_TS_PUBLISH and the IRQ trigger, the end stamp
# duplicated out of a rotated loop in wake_h, preempt_h, irq_h) attributes exactly: every
# window equals its raw sample (it was "295 instructions attributed, raw sample 304" for
# irq_to_task, 62 against 9 for irq_response, a window never closed for sem_give_wake). The
# audit flags no misstated_cost (a clang build states no mech.*.cost) and says why.
for m in yield_round_trip sem_give_wake irq_response irq_to_task queue_post_1; do
  "$CLI" --db "$DB" explain "$FR_CL" "$m" --windows 3 --no-store --format json \
    >"$WORK/explain-$m.json" 2>"$WORK/explain-$m.err" ||
    fail "explain clang $m: $(tail -2 "$WORK/explain-$m.err")"
done
python3 - "$WORK/export.json" "$FR_CL" "$WORK" <<'PY' || fail "explain of the clang run (see above)"
import json, sys
runs = {str(r["id"]): r for r in json.load(open(sys.argv[1]))["runs"]}
run = runs[sys.argv[2]]
for m in ("yield_round_trip", "sem_give_wake", "irq_response", "irq_to_task", "queue_post_1"):
    samples = [c for c in run["cases"] if c["metric"] == m][0]["samples"]
    r = json.load(open("%s/explain-%s.json" % (sys.argv[3], m)))
    assert len(r["windows"]) == 3, (m, len(r["windows"]))
    for w in r["windows"]:
        assert w["total"] == samples[w["index"]], (m, w["index"], w["total"], samples[w["index"]])
        assert sum(f["instructions"] for f in w["functions"]) == w["total"], (m, w)
    print("clang", m, [w["total"] for w in r["windows"]])
PY
rc=0
"$CLI" --db "$DB" audit "$FR_CL" --cases sem_give_wake,irq_response,irq_to_task,queue_post_1 \
  --format json >"$WORK/audit-clang.json" 2>"$WORK/audit-clang.err" || rc=$?
[ "$rc" = 0 ] || [ "$rc" = 3 ] || fail "audit clang: exit $rc: $(tail -2 "$WORK/audit-clang.err")"
python3 - "$WORK/audit-clang.json" <<'PY' || fail "audit of the clang run (see above)"
import json, sys
d = json.load(open(sys.argv[1]))
for c in d["cases"]:
    assert not c["error"], (c["metric"], c["error"])
    assert "misstated_cost" not in c["flags"] and "error" not in c["flags"], c
    assert c["stated"] == 0 and c["stated_keys"] == [], c
assert "clang" in d["stated_costs_note"] and "not misstated" in d["stated_costs_note"], d
print("audit clang:", [(c["metric"], c["total"], c["flags"]) for c in d["cases"]])
PY

# Clang with LTO: binutils 2.40's addr2line reads every harness function of the LTO unit as
# "ld-temp.o:?", so no timer load was a stamp site and every window was cut at the IRQ trigger
# ("7 instructions attributed, raw sample 151"); explain reads a clang firmware's lines with
# llvm-addr2line. One more build (FreeRTOS, clang, lto on, 50 samples).
cat >"$WORK/clang-lto.json" <<'JSON'
{ "name": "clang-lto", "board": "qemu", "kernels": ["freertos"],
  "base": { "opt_level": "-Os", "timer": "icount", "iterations": 50, "warmup": 5,
            "toolchain": "clang", "lto": "on" } }
JSON
"$CLI" --db "$DB" run "$WORK/clang-lto.json" --quiet >"$WORK/clang-lto.out" 2>"$WORK/clang-lto.err" ||
  { tail -20 "$WORK/clang-lto.err" >&2; fail "run clang-lto"; }
LTO_CL=$(sed -n 's/^configuration 1: run \([0-9]*\) complete.*/\1/p' "$WORK/clang-lto.out")
[ -n "$LTO_CL" ] || { cat "$WORK/clang-lto.out" >&2; fail "the clang-lto run did not complete"; }
"$CLI" --db "$DB" export --runs "$LTO_CL" --format json --out "$WORK/export-lto.json" >/dev/null ||
  fail "export clang-lto"
for m in yield_round_trip sem_give_wake; do
  "$CLI" --db "$DB" explain "$LTO_CL" "$m" --windows 3 --no-store --format json \
    >"$WORK/explain-lto-$m.json" 2>"$WORK/explain-lto-$m.err" ||
    fail "explain clang lto $m: $(tail -2 "$WORK/explain-lto-$m.err")"
done
python3 - "$WORK/export-lto.json" "$WORK" <<'PY' || fail "explain of the clang LTO run (see above)"
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
assert run["configuration"]["extra"].get("lto") == "on", run["configuration"]
for m in ("yield_round_trip", "sem_give_wake"):
    samples = [c for c in run["cases"] if c["metric"] == m][0]["samples"]
    r = json.load(open("%s/explain-lto-%s.json" % (sys.argv[2], m)))
    assert r["debug_info"] is True
    for w in r["windows"]:
        assert w["total"] == samples[w["index"]], (m, w["index"], w["total"], samples[w["index"]])
        assert w["layers"].get("harness", 0) > 0 and w["layers"].get("kernel", 0) > 0, w["layers"]
    print("clang lto", m, [w["total"] for w in r["windows"]])
PY

# The report shows the footprints with the compiler (only where the GUI, and so report, is built).
if [ "${RB_GUI:-ON}" != "OFF" ] && [ "${RB_GUI:-ON}" != "0" ] && command -v pdftotext >/dev/null; then
  QT_QPA_PLATFORM=offscreen "$CLI" --db "$DB" report --runs "$FR_GCC,$FR_CL" --out "$WORK/r.pdf" \
    >/dev/null 2>"$WORK/report.err" || fail "report: $(cat "$WORK/report.err")"
  pdftotext -layout "$WORK/r.pdf" "$WORK/r.txt"
  grep -q "Footprint" "$WORK/r.txt" || fail "the report has no footprint section"
  grep -q "\.text" "$WORK/r.txt" || fail "the report's footprint has no .text"
  grep -q "Clang" "$WORK/r.txt" || fail "the report's footprint does not name the compiler"
fi
echo "PASS: 6 runs (3 kernels x gcc, clang), ranks --by toolchain, trap 9, footprints, explain and audit of the clang run, explain of a clang LTO run"
