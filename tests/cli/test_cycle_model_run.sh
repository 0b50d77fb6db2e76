#!/bin/bash
# The cycle-model timing method (issue 36, docs/cycle-model.md "The cycle-model timing method")
# against real arm-none-eabi-gcc, binutils and QEMU with our trace plugin:
#  1. bare metal -Os with "timer": "icount" and "timer": "cycle-model": the same firmware (ELF
#     SHA-256); COND of the cycle-model run (timing_method, extra.cycle_model, extra.cycle_target,
#     clock_hz = timer_hz = 72 MHz, timer_emulated); every case in unit cycles with as many samples
#     as the icount run; the run completing means every window's traced instructions equalled its
#     icount sample (the cross-check; tst_cycle_samples checks that a difference of one fails).
#  2. cal_known_seq and call_switch_floor: every sample exactly the sum of the TRM's costs of the
#     window's instructions (worked out below, for the code the compiler made, which the test
#     checks first).
#  3. one RTOS (FreeRTOS V11.1.0, minimal profile) when its archive is there: complete, cycles
#     above instructions in every window, COND as above.
#  3b. embassy (Rust harness): every case with windows converted, an explain exact in cycles.
#  4. a clock the cycle model does not run at: refused before anything is built.
set -u
CLI="$1"
WORK="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
WORK=$(cd "$WORK" && pwd -P)
export LC_ALL=C.UTF-8 LANGUAGE=en
for tool in qemu-system-arm arm-none-eabi-gcc arm-none-eabi-nm arm-none-eabi-objdump arm-none-eabi-addr2line cmake python3; do
    command -v "$tool" > /dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
export RTOSBENCH_KERNEL_CACHE="$WORK/kernels" RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
unset RTOSBENCH_KERNEL_MIRROR RTOSBENCH_KERNEL_CATALOGUE
DB="$WORK/runs.db"

run_exp() { # run_exp NAME KERNEL TIMER EXTRA: prints the stored run id
    cat > "$WORK/$1.json" << EOF2
{ "name": "$1", "board": "qemu", "kernels": ["$2"],
  "base": { "opt_level": "-Os", "timer": "$3", "iterations": 20, "warmup": 2$4 } }
EOF2
    "$CLI" --db "$DB" run "$WORK/$1.json" --quiet > "$WORK/$1.out" 2> "$WORK/$1.err" ||
        { cat "$WORK/$1.out" "$WORK/$1.err" >&2; fail "run $1"; }
    sed -n 's/^configuration 1: run \([0-9]*\) complete.*/\1/p' "$WORK/$1.out"
}
start=$(date +%s)
ICOUNT=$(run_exp bm-icount baremetal icount "")
[ -n "$ICOUNT" ] || fail "the icount run did not complete"
CYCLES=$(run_exp bm-cycles baremetal cycle-model ', "clock_hz": 72000000')
[ -n "$CYCLES" ] || { cat "$WORK/bm-cycles.out" >&2; fail "the cycle-model run did not complete"; }
echo "bare metal: icount and cycle-model runs in $(( $(date +%s) - start )) s"
# The runs table never calls a cycle-model run measured (trap 12); JSON keeps the stored value.
"$CLI" --db "$DB" runs > "$WORK/runs.out" || fail "runs"
grep -E "^ *$CYCLES .*run here, estimated by the cycle model" "$WORK/runs.out" > /dev/null ||
    { cat "$WORK/runs.out" >&2; fail "runs: the cycle-model run's Source is not the model's estimate"; }
grep -E "^ *$ICOUNT .*measured *$" "$WORK/runs.out" > /dev/null ||
    { cat "$WORK/runs.out" >&2; fail "runs: the icount run's Source is not measured"; }
"$CLI" --db "$DB" export --runs "$ICOUNT,$CYCLES" --format json --out "$WORK/bm.json" > /dev/null ||
    fail "export"
ELF=$(find "$WORK/fw-cache" -name rtosbench-fw.elf | head -1)
[ "$(find "$WORK/fw-cache" -name rtosbench-fw.elf | wc -l)" = 1 ] ||
    fail "cycle-model built another image than icount: $(find "$WORK/fw-cache" -name rtosbench-fw.elf)"
arm-none-eabi-objdump -d --no-show-raw-insn "$ELF" > "$WORK/bm.dis" || fail "objdump"

python3 - "$WORK/bm.json" "$WORK/bm.dis" << 'EOF2' || fail "bare metal in cycles"
import json, re, sys
runs = json.load(open(sys.argv[1]))["runs"]
icount, cycles = runs[0], runs[1]
assert icount["configuration"]["timing_method"] == "icount", icount["configuration"]
c = cycles["configuration"]
assert c["timing_method"] == "cycle-model", c
assert c["extra"]["cycle_model"] == "cm3-trm-1", c["extra"]
assert c["extra"]["cycle_target"] == "gd32f103", c["extra"]
assert c["clock_hz"] == 72000000 and c["timer_hz"] == 72000000, c
assert c["timer_emulated"] is True, c
assert cycles["firmware_sha256"] == icount["firmware_sha256"], "not the icount image"
ic = {k["metric"]: k for k in icount["cases"]}
cy = {k["metric"]: k for k in cycles["cases"]}
assert set(ic) == set(cy), (set(ic) ^ set(cy))
converted = 0
for m, k in cy.items():
    if not ic[m]["samples"]:
        continue
    converted += 1
    assert k["unit"] == "cycles", (m, k["unit"])
    assert len(k["samples"]) == len(ic[m]["samples"]), m
    # Each instruction costs at least one cycle.
    assert all(y >= x for x, y in zip(ic[m]["samples"], k["samples"])), (m, ic[m]["samples"][:3], k["samples"][:3])
assert converted >= 5, converted

# The code of the two windows, as the compiler made it (the sums below are for this code).
dis = open(sys.argv[2]).read()
def body(fn):
    m = re.search(r"<%s>:\n(.*?)\n\n" % fn, dis, re.S)
    assert m, fn
    return [l.split("\t")[1].split()[0] for l in m.group(1).splitlines() if "\t" in l and len(l.split("\t")) > 1]
def window(ops, start):
    # From the first timer load (ldr after movw/movt #0x40000024) to the next one, excluded.
    loads = [i for i in range(2, len(ops)) if ops[i].startswith("ldr") and ops[i-1] == "movt" and ops[i-2] == "movw"]
    assert len(loads) >= 2, ops
    return ops[loads[0]:loads[1]]
seq = window(body("run_seq"), 0)
assert seq == ["ldr"] + ["nop"] * 100 + ["movw", "movt"], seq[:4] + seq[-4:]
floor = window(body("run_floor"), 0)
assert floor == ["ldr.w", "blx", "movw", "movt"], floor
peer = body("floor_peer")[:5]
assert peer == ["ldr", "ldr", "adds", "str", "bx"], peer

# cal_known_seq, 103 instructions (the icount sample): the TRM's costs (table 3-1, §3.3.2),
#   LDR r4,[r4]   2, +1: its address is the result of the MOVT just before it (a data-
#                 processing result used as the address stalls a cycle)               3
#   100 x NOP     1 each                                                             100
#   MOVW, MOVT    1 each (the end stamp's address; its LDR ends the window)            2
#                                                                             sum = 105
assert ic["cal_known_seq"]["samples"] == [103] * len(ic["cal_known_seq"]["samples"]), ic["cal_known_seq"]["samples"]
assert cy["cal_known_seq"]["samples"] == [105] * len(cy["cal_known_seq"]["samples"]), cy["cal_known_seq"]["samples"]
# call_switch_floor, 9 instructions: the call through a pointer and the return,
#   LDR.W sl,[sl] 2 + 1 (address from the MOVT before it)                              3
#   BLX r9        1 + P (P = 2, the refill's midpoint)                                 3
#   LDR r2,[pc,#8]  2 (a literal load; flash with zero wait states)                    2
#   LDR r3,[r2]   2 (its address is the previous load's result: no pipelining)         2
#   ADDS r3,#1    1                                                                    1
#   STR r3,[r2]   2 (after a data-processing instruction: nothing to pipeline;
#                 its address r2 is not the ADDS's result: no stall)                   2
#   BX LR         1 + P (a return to the call's return address)                        3
#   MOVW, MOVT    1 each                                                               2
#                                                                              sum = 18
assert ic["call_switch_floor"]["samples"] == [9] * len(ic["call_switch_floor"]["samples"]), ic["call_switch_floor"]["samples"]
assert cy["call_switch_floor"]["samples"] == [18] * len(cy["call_switch_floor"]["samples"]), cy["call_switch_floor"]["samples"]
print("cal_known_seq 103 instructions -> 105 estimated cycles; call_switch_floor 9 -> 18;",
      converted, "cases converted")
EOF2

# 2b. explain and audit of the cycle-model run: the same trace with the run's own model, each
# window's estimated cycles equal to its sample (before: refused, icount runs only).
"$CLI" --db "$DB" explain "$CYCLES" call_switch_floor --windows 3 --format json \
    > "$WORK/ex-cy.json" 2> "$WORK/ex-cy.err" || { cat "$WORK/ex-cy.err" >&2; fail "explain of the cycle-model run"; }
"$CLI" --db "$DB" explain "$CYCLES" call_switch_floor --windows 2 --no-store > "$WORK/ex-cy.out" 2>&1 ||
    { cat "$WORK/ex-cy.out" >&2; fail "explain table of the cycle-model run"; }
grep -q "^Window 1: 18 estimated cycles (model) (raw sample 18), 9 instructions$" "$WORK/ex-cy.out" ||
    { cat "$WORK/ex-cy.out" >&2; fail "explain table: the window's cycles are not its sample"; }
grep -qi "measured cycles" "$WORK/ex-cy.out" && fail "explain: the model's cycles called measured"
"$CLI" --db "$DB" audit "$CYCLES" --format json > "$WORK/au-cy.json" 2> "$WORK/au-cy.err"
rc=$?
[ $rc = 0 ] || [ $rc = 3 ] || { cat "$WORK/au-cy.err" >&2; fail "audit of the cycle-model run: exit $rc"; }
python3 - "$WORK/ex-cy.json" "$WORK/au-cy.json" << 'EOF2' || fail "explain/audit of the cycle-model run"
import json, sys
ex, au = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
assert ex["sample_unit"] == "estimated cycles (model)", ex["sample_unit"]
assert ex["cycle_model"]["target"] == "gd32f103@72MHz", ex["cycle_model"]
assert len(ex["windows"]) == 3
for w in ex["windows"]:
    assert w["sample"] == 18 and w["estimated_cycles"] == 18 and w["total"] == 9, w
    assert sum(w["layer_estimated_cycles"].values()) == 18, w
assert ex["spread_estimated_cycles"]["total"]["median"] == 18, ex["spread_estimated_cycles"]
assert au["sample_unit"] == "estimated cycles (model)", au
cases = {c["metric"]: c for c in au["cases"]}
f = cases["call_switch_floor"]
assert f["estimated_cycles"] == 18 and f["total"] == 9 and not f["error"], f
assert cases["cal_known_seq"]["estimated_cycles"] == 105, cases["cal_known_seq"]
print("explain of the cycle-model run: 3 windows of 18 estimated cycles (9 instructions) each;",
      "audit:", len(cases), "cases in both units")
EOF2

# 3. One RTOS.
ARCHIVE="$RB_SOURCE_DIR/../shared/kernels/freertos-kernel-V11.1.0.tar.gz"
if [ -f "$ARCHIVE" ]; then
    "$CLI" kernel add freertos "$ARCHIVE" > "$WORK/add.out" || fail "kernel add"
    start=$(date +%s)
    FI=$(run_exp fr-icount freertos icount ', "profile": "minimal"')
    FC=$(run_exp fr-cycles freertos cycle-model ', "profile": "minimal"')
    [ -n "$FI" ] && [ -n "$FC" ] || { cat "$WORK/fr-cycles.out" >&2; fail "FreeRTOS runs"; }
    echo "FreeRTOS: icount and cycle-model runs in $(( $(date +%s) - start )) s"
    "$CLI" --db "$DB" export --runs "$FI,$FC" --format json --out "$WORK/fr.json" > /dev/null ||
        fail "export FreeRTOS"
    python3 - "$WORK/fr.json" << 'EOF2' || fail "FreeRTOS in cycles"
import json, sys
icount, cycles = json.load(open(sys.argv[1]))["runs"]
c = cycles["configuration"]
assert c["timing_method"] == "cycle-model" and c["extra"]["cycle_model"] == "cm3-trm-1", c
assert c["clock_hz"] == 72000000 and c["timer_hz"] == 72000000 and c["timer_emulated"] is True, c
ic = {k["metric"]: k for k in icount["cases"]}
n, skipped = 0, []
for k in cycles["cases"]:
    if not ic[k["metric"]]["samples"]:
        continue
    if k["status"] == "unsupported":
        # tick_jitter's samples are tick periods, not a stamp pair per window: not traced.
        assert not k["samples"], k["metric"]
        skipped.append(k["metric"])
        continue
    n += 1
    assert k["unit"] == "cycles", k["metric"]
    pairs = list(zip(ic[k["metric"]]["samples"], k["samples"]))
    assert len(pairs) == len(k["samples"]) == len(ic[k["metric"]]["samples"]), k["metric"]
    assert all(y > x for x, y in pairs), (k["metric"], pairs[:3])
assert set(skipped) <= {"tick_jitter"}, skipped
assert all(m in cycles["notes"] for m in skipped), cycles["notes"]
assert n >= 10, n
y = {k["metric"]: k for k in cycles["cases"]}["yield_round_trip"]["samples"]
print("FreeRTOS:", n, "cases in cycles; yield_round_trip", sorted(y)[len(y) // 2], "estimated cycles")
EOF2
    # explain of both runs: the icount run's explain (its model, gd32f103 at 72 MHz) gives each
    # window the cycles the cycle-model run stored for it; the kernel-only figure of the
    # cycle-model run is in estimated cycles (model), never cycles minus instructions.
    "$CLI" --db "$DB" explain "$FI" yield_round_trip --windows 4 --format json > "$WORK/fi.json" 2> "$WORK/fi.err" ||
        { cat "$WORK/fi.err" >&2; fail "explain of the FreeRTOS icount run"; }
    "$CLI" --db "$DB" explain "$FC" yield_round_trip --windows 4 --format json > "$WORK/fc.json" 2> "$WORK/fc.err" ||
        { cat "$WORK/fc.err" >&2; fail "explain of the FreeRTOS cycle-model run"; }
    "$CLI" --db "$DB" stats "$FC" > "$WORK/fc-stats.out" || fail "stats of the cycle-model run"
    grep -q "Kernel-only: median estimated cycles (model) of the kernel layer" "$WORK/fc-stats.out" ||
        { cat "$WORK/fc-stats.out" >&2; fail "stats: the kernel-only figure's unit"; }
    "$CLI" --db "$DB" stats "$FC" --format json > "$WORK/fc-stats.json" || fail "stats json"
    python3 - "$WORK/fi.json" "$WORK/fc.json" "$WORK/fc-stats.json" << 'EOF2' || fail "FreeRTOS explain in cycles"
import json, statistics, sys
fi, fc, st = (json.load(open(p)) for p in sys.argv[1:4])
assert fi["sample_unit"] == "emulated instructions" and fc["sample_unit"] == "estimated cycles (model)"
for a, b in zip(fi["windows"], fc["windows"]):
    assert a["total"] == b["total"] and a["estimated_cycles"] == b["sample"] == b["estimated_cycles"], (a["index"], a["total"], a["estimated_cycles"], b["sample"])
kernel = statistics.median(w["layer_estimated_cycles"]["kernel"] for w in fc["windows"])
rows = st if isinstance(st, list) else st.get("rows", st)
row = [r for r in rows if r["metric"] == "yield_round_trip"][0]
assert abs(row["kernel_only"] - kernel) < 1e-9, (row["kernel_only"], kernel)
assert kernel > statistics.median(w["layers"]["kernel"] for w in fc["windows"]), "kernel cycles not above its instructions"
print("FreeRTOS yield_round_trip: icount explain's cycles == the cycle-model run's samples",
      [w["sample"] for w in fc["windows"]], "; kernel-only", kernel, "estimated cycles (model)")
EOF2
    # The report puts the cycle-model run beside the article's cycles (µs × its 72 MHz).
    if command -v pdftotext > /dev/null; then
        "$CLI" --db "$DB" report --runs "$FC" --out "$WORK/fc.pdf" > /dev/null 2>&1 || fail "report"
        pdftotext -layout "$WORK/fc.pdf" - > "$WORK/fc.txt" || fail "pdftotext"
        grep -q "Estimated cycles (model) beside the published cycles" "$WORK/fc.txt" ||
            fail "report: no table beside the published cycles"
        med=$(python3 -c "import json; r=json.load(open('$WORK/fr.json'))['runs'][1]; c={k['metric']:k for k in r['cases']}['yield_round_trip']; v=sorted(x-c['overhead'] for x in c['samples']); n=len(v); m=v[n//2] if n%2 else (v[n//2-1]+v[n//2])/2; print(int(m) if m == int(m) else m)")
        grep -Eq "freertos +yield_round_trip +$med +3\.64 µs × 72 MHz = 262\.1 cycles" "$WORK/fc.txt" ||
            { grep -A12 "beside the published" "$WORK/fc.txt" >&2; fail "report: yield_round_trip ($med) not beside the article's 3.64 µs"; }
    fi
else
    echo "note: $ARCHIVE is absent: the RTOS part is skipped"
fi

# 3b. embassy (our Rust harness) when its crate set and Debian's Rust are there: its stamps are
# in harness code (the Rust crate's own files and embassy-executor's poll of our tasks), its
# windows found by the trace marks rb_case_<id>; every case with windows is converted and an
# explain of a cross-task case (t1 stamped in the peer task) adds up exactly in cycles.
EMB="$RB_SOURCE_DIR/../shared/kernels/embassy-crates-0.10.0.tar.gz"
if [ -f "$EMB" ] && [ -x /usr/bin/cargo ] && [ -x /usr/bin/rustc ]; then
    "$CLI" kernel add embassy "$EMB" > "$WORK/add-emb.out" || fail "kernel add embassy"
    start=$(date +%s)
    EC=$(run_exp emb-cycles embassy cycle-model "")
    [ -n "$EC" ] || { cat "$WORK/emb-cycles.out" "$WORK/emb-cycles.err" >&2; fail "the embassy cycle-model run"; }
    "$CLI" --db "$DB" explain "$EC" context_switch --windows 3 --format json > "$WORK/emb-ex.json" 2> "$WORK/emb-ex.err" ||
        { cat "$WORK/emb-ex.err" >&2; fail "explain of embassy's cycle-model run"; }
    echo "embassy: cycle-model run and explain in $(( $(date +%s) - start )) s (its build included)"
    "$CLI" --db "$DB" export --runs "$EC" --format json --out "$WORK/emb.json" > /dev/null || fail "export embassy"
    python3 - "$WORK/emb.json" "$WORK/emb-ex.json" << 'EOF2' || fail "embassy in cycles"
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
ex = json.load(open(sys.argv[2]))
assert run["configuration"]["timing_method"] == "cycle-model", run["configuration"]
cases = {k["metric"]: k for k in run["cases"]}
converted = sorted(m for m, k in cases.items() if k["samples"])
assert all(cases[m]["unit"] == "cycles" for m in converted)
for m in ("cal_known_seq", "yield_round_trip", "context_switch", "sem_give_wake", "queue_post_1",
          "channel_ping_pong", "irq_to_task", "irq_to_task_interrupt_executor"):
    assert m in converted, (m, cases[m]["status"], run["notes"])
assert len(converted) == 16, (converted, run["notes"])
assert ex["sample_unit"] == "estimated cycles (model)"
for w in ex["windows"]:
    assert w["estimated_cycles"] == w["sample"], w
assert ex["windows"][0]["layers"].get("kernel", 0) > 0, ex["windows"][0]["layers"]
print("embassy:", len(converted), "cases in estimated cycles; context_switch windows",
      [w["sample"] for w in ex["windows"]])
EOF2
else
    echo "note: the embassy crate set or Debian's Rust is absent: the embassy part is skipped"
fi

# 4. A clock the model does not run at.
cat > "$WORK/bad-clock.json" << EOF2
{ "name": "bad-clock", "board": "qemu", "kernels": ["baremetal"],
  "base": { "timer": "cycle-model", "clock_hz": 50000000, "iterations": 5 } }
EOF2
rc=0
"$CLI" --db "$DB" run "$WORK/bad-clock.json" --quiet > "$WORK/bad.out" 2> "$WORK/bad.err" || rc=$?
[ $rc != 0 ] || fail "a 50 MHz cycle model was accepted"
grep -q "not a GD32F103 clock the cycle model runs at" "$WORK/bad.out" "$WORK/bad.err" ||
    { cat "$WORK/bad.out" "$WORK/bad.err" >&2; fail "no clear error for the clock"; }
rm -rf "$WORK/fw-cache" "$WORK/kernels"
echo "PASS"
