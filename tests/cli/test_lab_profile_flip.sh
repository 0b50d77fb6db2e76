#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 39 item 5: the kernel-profile lab on two real kernels (kernel_profile_rank_flip):
# FreeRTOS V11.1.0 and RTX5 (CMSIS 5.9.0) of ../shared/kernels at -Os, default vs minimal
# profile. Without the trees it is skipped (exit 3) naming them; with them, four complete runs,
# trap 4 on exactly the default runs, and mutex_lock_unlock ranks the two kernels the other way
# round in the two profiles, significantly (`ranks --by kernel_profile`), while context_switch
# and yield_round_trip keep their order. Skipped (77) naming what is missing.
# $1 = rtosbench-cli, $2 = scratch dir; env RB_SOURCE_DIR.
set -uo pipefail
CLI="$1"
WORK="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
WORK=$(cd "$WORK" && pwd -P)
export LC_ALL=C.UTF-8 LANGUAGE=en
SHARED="$RB_SOURCE_DIR/../shared/kernels"
for a in freertos-kernel-V11.1.0.tar.gz cmsis5-5.9.0.tar.gz; do
  [ -f "$SHARED/$a" ] || { echo "SKIP: $SHARED/$a is absent (the kernel test archives)"; exit 77; }
done
for tool in qemu-system-arm arm-none-eabi-gcc cmake python3; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
export RTOSBENCH_KERNEL_CACHE="$WORK/kernels" RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
unset RTOSBENCH_KERNEL_MIRROR RTOSBENCH_KERNEL_CATALOGUE
DB="$WORK/runs.db"

rc=0
"$CLI" --db "$DB" lab run kernel_profile_rank_flip >"$WORK/skip.out" 2>"$WORK/skip.err" || rc=$?
[ "$rc" = 3 ] || fail "lab run without trees: exit $rc, not 3"
grep -q '^skipped:.*freertos, rtx5.*kernel add freertos' "$WORK/skip.err" ||
  fail "skipped: $(cat "$WORK/skip.err")"

"$CLI" kernel add freertos "$SHARED/freertos-kernel-V11.1.0.tar.gz" >/dev/null || fail "kernel add freertos"
"$CLI" kernel add rtx5 "$SHARED/cmsis5-5.9.0.tar.gz" >/dev/null || fail "kernel add rtx5"

start=$(date +%s)
rc=0
"$CLI" --db "$DB" lab run kernel_profile_rank_flip --lang en >"$WORK/lab.out" 2>"$WORK/lab.err" || rc=$?
[ "$rc" = 0 ] || { tail -30 "$WORK/lab.err" >&2; cat "$WORK/lab.out" >&2; fail "lab run: exit $rc"; }
echo "lab run: $(( $(date +%s) - start )) s"
complete=$(grep -c '^configuration [0-9]*: run [0-9]* complete' "$WORK/lab.out")
[ "$complete" = 4 ] || { cat "$WORK/lab.out" >&2; fail "$complete complete runs, expected 4"; }
grep -q "^This lab's trap: #4" "$WORK/lab.out" || { cat "$WORK/lab.out" >&2; fail "no trap verdict"; }
for k in freertos rtx5; do
  grep -qE "^  run [0-9]+ \($k · profile = default\): fired$" "$WORK/lab.out" ||
    { cat "$WORK/lab.out" >&2; fail "trap 4 did not fire on $k default"; }
  grep -qE "^  run [0-9]+ \($k · profile = minimal\): quiet$" "$WORK/lab.out" ||
    { cat "$WORK/lab.out" >&2; fail "trap 4 fired on $k minimal"; }
done
for m in mutex_lock_unlock context_switch yield_round_trip; do
  "$CLI" --db "$DB" ranks --by kernel_profile --metric "$m" --format json >"$WORK/$m.json" ||
    fail "ranks --by kernel_profile --metric $m"
done
python3 - "$WORK" <<'PY' || fail "the lab's rank flip (see above)"
import json, os, sys
w = sys.argv[1]
def load(m):
    d = json.load(open(os.path.join(w, m + ".json")))
    order = {c["value"]: [r["kernel"] for r in sorted(c["ranks"], key=lambda r: r["rank"])]
             for c in d["configurations"]}
    print(m, {c["value"]: [(r["kernel"], r["median"]) for r in c["ranks"]]
              for c in d["configurations"]})
    return d, order
d, order = load("mutex_lock_unlock")
assert order == {"default": ["rtx5", "freertos"], "minimal": ["freertos", "rtx5"]}, order
flips = [(tuple(sorted((f["kernel_a"], f["kernel_b"]))), f["significant"]) for f in d["flips"]]
assert flips == [(("freertos", "rtx5"), True)], flips
for m in ("context_switch", "yield_round_trip"):
    d, order = load(m)
    assert not d["flips"], (m, d["flips"])
    assert order == {"default": ["freertos", "rtx5"], "minimal": ["freertos", "rtx5"]}, order
PY
echo "PASS: kernel_profile_rank_flip: 4 runs, mutex_lock_unlock flips freertos/rtx5 significantly"
