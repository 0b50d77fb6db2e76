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
else
    echo "note: $ARCHIVE is absent: the RTOS part is skipped"
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
