#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 32 ("native operations only inside a window"): what the adapters put inside a timed
# window, checked by trace (rtosbench-cli explain, docs/explain.md) on the virtual board.
#   fw_windows.sh CLI KERNEL_CACHE WORK
# Runs a short experiment (default profile, -Os) of uC/OS-III and RT-Thread Nano from the test
# kernel cache the fixture firmware.kernel_trees filled, then explains one window of:
#  - ucos3 queue_post_1: the kernel's queue alone: no free-slot semaphore (OSSemPend/OSSemPost),
#    no copy (memcpy), no critical section of the adapter's (an item of 1 byte travels by value
#    in the message pointer); COND says mech.queue=by_value.
#  - ucos3 and rtthread-nano thread_join: one take of the join semaphore (no second,
#    non-blocking take of the emulation inside the window), and no delete or detach: the
#    release of the ended child runs after the end stamp (rb_task_wait / rb_task_release).
#  - rtthread-nano sem_ping_pong: the adapter's semaphore cap takes no interrupt lock (at most
#    6 instructions a give) and the harness priorities sit on 0..7, where Nano's software
#    __rt_ffs finds them with its first test (at most 7 instructions a call; COND
#    kcfg.prio_map=8-harness).
# Without the kernel trees or the tools the test is skipped (exit 77).
set -u
CLI=$1
KCACHE=$2
WORK=$3
fail() { echo "FAIL: $*" >&2; exit 1; }
for tool in qemu-system-arm arm-none-eabi-gcc arm-none-eabi-nm arm-none-eabi-objdump arm-none-eabi-addr2line python3; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
for k in ucos3 uc-cpu uc-lib rtthread-nano; do
  [ -d "$KCACHE/$k" ] || { echo "SKIP: no $k tree in $KCACHE (fixture firmware.kernel_trees)"; exit 77; }
done
rm -rf "$WORK" && mkdir -p "$WORK" || fail "cannot make $WORK"
WORK=$(cd "$WORK" && pwd -P)
export LC_ALL=C.UTF-8 LANGUAGE=en RTOSBENCH_KERNEL_CACHE="$KCACHE" RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
unset RTOSBENCH_KERNEL_MIRROR RTOSBENCH_KERNEL_CATALOGUE
DB="$WORK/runs.db"
cat >"$WORK/windows.json" <<'EOF'
{ "name": "windows", "board": "qemu", "kernels": ["ucos3", "rtthread-nano"],
  "base": { "opt_level": "-Os", "timer": "icount", "iterations": 20, "warmup": 2,
            "profile": "default" } }
EOF
"$CLI" --db "$DB" run "$WORK/windows.json" --quiet --jobs 1 >"$WORK/run.out" 2>"$WORK/run.err" ||
  { cat "$WORK/run.out" "$WORK/run.err" >&2; fail "run"; }
UC=$(sed -n 's/^configuration 1: run \([0-9]*\) complete.*/\1/p' "$WORK/run.out")
RT=$(sed -n 's/^configuration 2: run \([0-9]*\) complete.*/\1/p' "$WORK/run.out")
[ -n "$UC" ] && [ -n "$RT" ] || { cat "$WORK/run.out" >&2; fail "the runs did not complete"; }

explain() { # explain RUN METRIC -> WORK/RUN-METRIC.json
  "$CLI" --db "$DB" explain "$1" "$2" --windows 1 --format json --no-store >"$WORK/$1-$2.json" \
    2>"$WORK/$1-$2.err" || { cat "$WORK/$1-$2.err" >&2; fail "explain $1 $2"; }
}
# check RUN METRIC PYTHON-ASSERTIONS: w is the first window, calls[name] its calls per function,
# instr[layer] its instructions per layer.
check() {
  explain "$1" "$2"
  python3 - "$WORK/$1-$2.json" "$2" "$3" <<'EOF' || fail "$2 (run $1): see above"
import json, sys
w = json.load(open(sys.argv[1]))["windows"][0]
calls, instr, fn = {}, dict(w["layers"]), {}
for f in w["functions"]:
    calls[f["name"]] = calls.get(f["name"], 0) + f["calls"]
    fn[f["name"]] = fn.get(f["name"], 0) + f["instructions"]
print(sys.argv[2], "total", w["total"], "layers", instr,
      "adapter/libc functions", [(f["name"], f["instructions"]) for f in w["functions"]
                                 if f["layer"] in ("adapter", "libc")])
try:
    exec(sys.argv[3])
except AssertionError as e:
    print("FAIL", sys.argv[2], e)
    sys.exit(1)
EOF
}

check "$UC" queue_post_1 '
assert calls.get("OSQPost") == 1, "one OSQPost: %r" % calls.get("OSQPost")
assert "OSSemPend" not in calls and "OSSemPost" not in calls, "a free-slot semaphore in the window"
assert "memcpy" not in calls, "a copy in the window"
assert instr.get("adapter", 0) <= 40, "adapter share %d" % instr.get("adapter", 0)'
check "$UC" thread_join '
assert calls.get("OSSemPend") == 1, "OSSemPend calls: %r (the join take only)" % calls.get("OSSemPend")
assert "OSTaskDel" not in calls, "the delete in the window (rb_task_release runs after the end stamp)"'
check "$RT" thread_join '
assert calls.get("rt_sem_take") == 1, "rt_sem_take calls: %r" % calls.get("rt_sem_take")
assert "rt_sem_trytake" not in calls, "a non-blocking take in the window"
assert "rt_thread_detach" not in calls, "the detach in the window (rb_task_release runs after the end stamp)"
assert "rb_task_join" not in calls and "rb_task_wait" in calls, "the whole join in the window"'
check "$RT" sem_ping_pong '
assert instr.get("adapter", 0) <= 40, "adapter share %d" % instr.get("adapter", 0)
# The cap is a compare: no rt_hw_interrupt_disable/enable pair of the adapter per give
# (13 instructions a give before issue 32, 5 after).
assert fn["rb_sem_give"] <= 6 * calls["rb_sem_give"], "rb_sem_give: %d in %d calls" % (
    fn["rb_sem_give"], calls["rb_sem_give"])
# The ready threads sit in the low byte of the ready group: __rt_ffs takes its first branch
# (7 instructions a call; 12 with the priorities at 23..30 before issue 32).
assert fn["__rt_ffs"] <= 7 * calls["__rt_ffs"], "__rt_ffs: %d in %d calls" % (
    fn["__rt_ffs"], calls["__rt_ffs"])'

# COND states the mechanisms left (the stored raw capture's COND lines).
"$CLI" --db "$DB" export --runs "$UC,$RT" --format json --out "$WORK/export.json" >/dev/null ||
  fail "export"
python3 - "$WORK/export.json" "$UC" "$RT" <<'EOF' || fail "COND"
import base64, json, sys
cond = {}
for r in json.load(open(sys.argv[1]))["runs"]:
    kv = {}
    for line in base64.b64decode(r["raw_log_base64"]).decode("utf-8", "replace").splitlines():
        if line.startswith("COND "):
            for f in line.split()[2:]:
                if "=" in f:
                    k, v = f.split("=", 1)
                    kv[k] = v
    cond[str(r["id"])] = kv
uc, rt = cond[sys.argv[2]], cond[sys.argv[3]]
for k, v in {"mech.queue": "by_value", "mech.delay_until": "periodic_tcb_base",
             "mech.join": "adapter_sem"}.items():
    assert uc.get(k) == v, ("ucos3", k, uc.get(k))
assert rt.get("kcfg.prio_map") == "8-harness", ("rtthread-nano", rt.get("kcfg.prio_map"))
print("COND ok")
EOF
echo "ok"
