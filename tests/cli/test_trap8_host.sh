#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Trap 8 on the host (issue 13 item 7): the host firmware states debugger=attached when a tracer
# (here strace) is attached to it, from TracerPid, and detached otherwise; trap 8 fires on the
# traced run only. Skips (77) without strace.
# $1 = rtosbench-cli, $2 = scratch dir.
set -u
cli="$1"
work="$2"
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v strace > /dev/null || { echo "skipped: no strace"; exit 77; }
rm -rf "$work" && mkdir -p "$work" || fail "cannot make $work"
export RTOSBENCH_BUILD_CACHE="$work/cache" RTOSBENCH_KERNEL_CACHE="$work/kernels"
export LC_ALL=C.UTF-8 LANGUAGE=en
db="$work/t8.sqlite"
cat > "$work/exp.json" <<'JSON'
{ "name": "trap8-host", "board": "host", "kernels": ["posix"],
  "base": { "opt_level": "-O2", "timer": "clock", "iterations": 40, "warmup": 5 } }
JSON
"$cli" --db "$db" run "$work/exp.json" > "$work/run.out" 2> "$work/run.err" ||
    { tail -20 "$work/run.err" >&2; fail "host run"; }
elf=$(ls "$work"/cache/host-posix-*/rtosbench-fw.elf | head -1)
[ -x "$elf" ] || fail "no host firmware in the build cache"
# Its exit code is not checked: under the tracer the scenario checks of the preemption cases may
# fail (DONE status=fail), which is the trap's effect; the capture must be whole.
(cd "$(dirname "$elf")" && strace -f -o /dev/null ./rtosbench-fw.elf > "$work/traced.cap" 2> "$work/traced.err")
grep -q '^DONE ' "$work/traced.cap" || { tail "$work/traced.err" >&2; fail "the traced firmware did not finish"; }
grep -q 'debugger=attached' "$work/traced.cap" || fail "the traced firmware did not state debugger=attached"
# Stored as failed when a scenario check failed (exit non-zero): stored all the same.
"$cli" --db "$db" import-log "$work/traced.cap" > /dev/null 2> "$work/import.err"
"$cli" --db "$db" runs --format csv > "$work/runs.csv" || fail "runs"
[ "$(tail -n +2 "$work/runs.csv" | wc -l)" = 2 ] || { cat "$work/import.err" >&2; fail "not two runs stored"; }
plain=$(tail -n +2 "$work/runs.csv" | cut -d, -f1 | sort -n | head -1)
traced=$(tail -n +2 "$work/runs.csv" | cut -d, -f1 | sort -n | tail -1)
"$cli" --db "$db" compare --runs "$plain,$traced" --format json > "$work/cmp.json" || fail "compare"
python3 - "$work/cmp.json" "$plain" "$traced" <<'PY' || fail "trap 8 is not on exactly the traced run"
import json, sys
d = json.load(open(sys.argv[1])); plain = int(sys.argv[2]); traced = int(sys.argv[3])
conds = {r["id"]: r["conditions"].get("debugger") for r in d["runs"]}
assert conds == {plain: "detached", traced: "attached"}, conds
runs = set()
for t in d["traps"]:
    if t["number"] == 8:
        runs.update(t["run_ids"])
assert runs == {traced}, runs
PY
echo "ok: trap 8 fires on the traced host run ($traced) and not on run $plain"
