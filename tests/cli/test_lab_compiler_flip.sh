#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 37 item 4: the lab "the compiler flips the ranking" (compiler_rank_flip) run through
# `lab run` with FreeRTOS V11.1.0, TencentOS tiny 2.4.5 and RTX5 (CMSIS 5.9.0) of
# ../shared/kernels registered: six complete runs named by their compiler, and what its texts
# say holds: irq_to_task flips FreeRTOS/TencentOS tiny and FreeRTOS/RTX5 between gcc and clang
# (exact instruction counts, so significant), yield_round_trip and sem_give_wake keep their
# order. Issue 37 item 3 on the same runs: `ranks --metric footprint_text` ranks the .text sizes
# (one exact value per run) with both orders. Skipped (77) naming what is missing.
# $1 = rtosbench-cli, $2 = scratch dir; env RB_SOURCE_DIR.
set -uo pipefail
CLI="$1"
WORK="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
WORK=$(cd "$WORK" && pwd -P)
export LC_ALL=C.UTF-8 LANGUAGE=en
SHARED="$RB_SOURCE_DIR/../shared/kernels"
for a in freertos-kernel-V11.1.0.tar.gz tencentos-tiny-v2.4.5.tar.gz cmsis5-5.9.0.tar.gz; do
  [ -f "$SHARED/$a" ] || { echo "SKIP: $SHARED/$a is absent (the kernel test archives)"; exit 77; }
done
for tool in qemu-system-arm arm-none-eabi-gcc clang ld.lld cmake python3; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
export RTOSBENCH_KERNEL_CACHE="$WORK/kernels" RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
unset RTOSBENCH_KERNEL_MIRROR RTOSBENCH_KERNEL_CATALOGUE
DB="$WORK/runs.db"

# Without the trees the lab is skipped (exit 3), naming them.
rc=0
"$CLI" --db "$DB" lab run compiler_rank_flip >"$WORK/skip.out" 2>"$WORK/skip.err" || rc=$?
[ "$rc" = 3 ] || fail "lab run without trees: exit $rc, not 3"
grep -q '^skipped:.*tencentos-tiny' "$WORK/skip.err" || fail "skipped: $(cat "$WORK/skip.err")"

"$CLI" kernel add freertos "$SHARED/freertos-kernel-V11.1.0.tar.gz" >/dev/null || fail "kernel add freertos"
"$CLI" kernel add tencentos-tiny "$SHARED/tencentos-tiny-v2.4.5.tar.gz" >/dev/null ||
  fail "kernel add tencentos-tiny"
"$CLI" kernel add rtx5 "$SHARED/cmsis5-5.9.0.tar.gz" >/dev/null || fail "kernel add rtx5"

start=$(date +%s)
rc=0
"$CLI" --db "$DB" lab run compiler_rank_flip --lang en >"$WORK/lab.out" 2>"$WORK/lab.err" || rc=$?
[ "$rc" = 0 ] || { tail -30 "$WORK/lab.err" >&2; cat "$WORK/lab.out" >&2; fail "lab run: exit $rc"; }
echo "lab run: $(( $(date +%s) - start )) s"
complete=$(grep -c '^configuration [0-9]*: run [0-9]* complete' "$WORK/lab.out")
[ "$complete" = 6 ] || { cat "$WORK/lab.out" >&2; fail "$complete complete runs, expected 6"; }
# The configurations are named by their compiler.
for k in freertos tencentos-tiny rtx5; do
  for tc in gcc clang; do
    grep -qE "^ *[0-9]+ +$k · toolchain = $tc +irq_to_task +ticks +ok +2000 " "$WORK/lab.out" ||
      { cat "$WORK/lab.out" >&2; fail "no irq_to_task row of $k built by $tc"; }
  done
done

ranks() { # METRIC OUT
  "$CLI" --db "$DB" ranks --by toolchain --metric "$1" --format json >"$2" ||
    fail "ranks --by toolchain --metric $1"
}
ranks irq_to_task "$WORK/irq.json"
ranks yield_round_trip "$WORK/yield.json"
ranks sem_give_wake "$WORK/sem.json"
ranks footprint_text "$WORK/text.json"
python3 - "$WORK" <<'PY' || fail "the lab's figures (see above)"
import json, os, sys
w = sys.argv[1]
def load(name):
    return json.load(open(os.path.join(w, name)))
def orders(d):
    return {c["value"]: [r["kernel"] for r in sorted(c["ranks"], key=lambda r: r["rank"])]
            for c in d["configurations"]}
irq = load("irq.json")
print("irq_to_task", {c["value"]: [(r["kernel"], r["median"]) for r in c["ranks"]]
                      for c in irq["configurations"]}, "tau", irq["kendall_tau"])
flips = {tuple(sorted((f["kernel_a"], f["kernel_b"]))): f["significant"] for f in irq["flips"]}
assert flips == {("freertos", "tencentos-tiny"): True, ("freertos", "rtx5"): True}, flips
for name in ("yield.json", "sem.json"):
    d = load(name)
    print(name, orders(d))
    assert not d["flips"], (name, d["flips"])
text = load("text.json")
assert text["unit"] == "bytes", text["unit"]
o = orders(text)
print("footprint_text", {c["value"]: [(r["kernel"], r["median"]) for r in c["ranks"]]
                         for c in text["configurations"]})
assert sorted(o) == ["clang", "gcc"], o
for c in text["configurations"]:
    assert len(c["ranks"]) == 3, c
    for r in c["ranks"]:
        assert r.get("exact") is True and r["rank_ci_low"] == r["rank_ci_high"] == r["rank"], r
        assert r["median"] > 10000, r
PY
echo "PASS: compiler_rank_flip: 6 runs, irq_to_task flips, footprint_text ranked"
