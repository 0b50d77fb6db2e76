#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# run --jobs N (issue 16 item 6): virtual-board configurations run in parallel, one QEMU each,
# with builds shared through the cache. Under -icount every run's raw capture is byte-identical
# to the serial one, and the runs are stored in plan order (run ids as in a serial run).
# Needs arm-none-eabi-gcc and qemu-system-arm (skipped, exit 77, without them).
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK" && mkdir -p "$WORK"
fail() { echo "FAIL: $*" >&2; exit 1; }
for t in arm-none-eabi-gcc qemu-system-arm; do
  command -v "$t" >/dev/null || { echo "SKIP: $t not found"; exit 77; }
done
export RTOSBENCH_BUILD_CACHE="$WORK/fw-cache"
# Four bare-metal configurations (two builds shared by two runs each: the cache entry's lock).
cat >"$WORK/exp.json" <<'JSON'
{ "name": "parallel", "board": "qemu", "kernels": ["baremetal"],
  "base": { "timer": "icount", "iterations": 300, "warmup": 30 },
  "vary": { "opt_level": ["-O0", "-Os"] }, "repetitions": 2, "order": "as-written" }
JSON
"$CLI" --db "$WORK/serial.db" run "$WORK/exp.json" --jobs 1 >"$WORK/serial.out" 2>"$WORK/serial.err" ||
  { cat "$WORK/serial.err"; fail "serial run"; }
rc=0
"$CLI" --db "$WORK/par.db" run "$WORK/exp.json" --jobs 2 >"$WORK/par.out" 2>"$WORK/par.err" || rc=$?
[ $rc = 0 ] || { cat "$WORK/par.err"; fail "run --jobs 2 exit $rc"; }
grep -q "running up to 2 virtual-board configurations at once" "$WORK/par.err" ||
  fail "--jobs 2 did not run in parallel: $(head -5 "$WORK/par.err")"
# Stored in plan order: configuration i is run i, in both.
for f in serial par; do
  sed -n 's/^configuration \([0-9]*\): run \([0-9]*\) complete.*/\1 \2/p' "$WORK/$f.out" >"$WORK/$f.ids"
  [ "$(wc -l <"$WORK/$f.ids")" = 4 ] || fail "$f: expected 4 complete runs: $(cat "$WORK/$f.out")"
  awk '$1 != $2 { exit 1 }' "$WORK/$f.ids" || fail "$f: runs not in plan order: $(cat "$WORK/$f.ids")"
done
for id in 1 2 3 4; do
  "$CLI" --db "$WORK/serial.db" log "$id" >"$WORK/s$id.cap"
  "$CLI" --db "$WORK/par.db" log "$id" >"$WORK/p$id.cap"
  [ -s "$WORK/s$id.cap" ] || fail "run $id: empty capture"
  cmp "$WORK/s$id.cap" "$WORK/p$id.cap" || fail "run $id: the parallel capture differs from the serial one"
done
# Repetitions of one configuration are identical too (same ELF, -icount).
cmp "$WORK/p1.cap" "$WORK/p2.cap" || fail "two repetitions differ"
# Bad values are refused before anything runs.
rc=0; "$CLI" --db "$WORK/x.db" run "$WORK/exp.json" --jobs 0 2>"$WORK/bad.err" || rc=$?
[ $rc = 2 ] && grep -q -- "--jobs takes a number of at least 1" "$WORK/bad.err" || fail "--jobs 0: $rc"
# What could never have run is refused before anything is built or stored (issue 17 item 3).
cat >"$WORK/bad.json" <<'JSON'
{ "name": "bad", "board": "qemu", "kernels": ["baremetal", "nosuchkernel"],
  "vary": { "opt_level": ["-Os", "-O9"] } }
JSON
rc=0; "$CLI" --db "$WORK/bad.db" run "$WORK/bad.json" 2>"$WORK/bad2.err" >/dev/null || rc=$?
[ $rc = 2 ] || fail "an impossible experiment ran (exit $rc)"
grep -q 'unknown kernel "nosuchkernel"' "$WORK/bad2.err" || fail "no word on the unknown kernel: $(cat "$WORK/bad2.err")"
grep -q '"-O9" is not an optimisation level' "$WORK/bad2.err" || fail "no word on -O9"
[ "$("$CLI" --db "$WORK/bad.db" runs --format csv 2>/dev/null | grep -c '^[0-9]')" = 0 ] ||
  fail "runs were stored for an experiment that could never run"
rc=0; "$CLI" --db "$WORK/bad.db" run "$WORK/exp.json" --board host 2>"$WORK/bad3.err" >/dev/null || rc=$?
[ $rc = 2 ] && grep -q "baremetal does not run on host" "$WORK/bad3.err" || fail "--board host for bare metal: $rc"
echo "parallel runs: 4 captures byte-identical to the serial ones, stored in plan order"
