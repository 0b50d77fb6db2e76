#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Issue 31: every virtual-board run killed with SIGKILL left $TMPDIR/rtosbench-XXXXXX/uart.sock
# behind. Now the next run removes a killed run's socket directory (its owner and QEMU are
# gone), and keeps the directory of a live process. Needs qemu-system-arm and
# arm-none-eabi-gcc (else skipped, exit 77).
set -euo pipefail
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK/tmp"
DB="$WORK/rb.db"
export TMPDIR="$WORK/tmp" # this test's own temporary directory: no other run is touched

fail() { echo "FAIL: $*" >&2; exit 1; }
command -v qemu-system-arm >/dev/null && command -v arm-none-eabi-gcc >/dev/null ||
  { echo "skip: qemu-system-arm or arm-none-eabi-gcc missing"; exit 77; }

cat >"$WORK/long.json" <<'JSON'
{ "name": "long", "board": "qemu", "kernels": ["baremetal"],
  "base": { "timer": "icount", "iterations": 1000000, "warmup": 100 },
  "vary": { "opt_level": ["-O0"] }, "repetitions": 1 }
JSON
cat >"$WORK/tiny.json" <<'JSON'
{ "name": "tiny", "board": "qemu", "kernels": ["baremetal"],
  "base": { "timer": "icount", "iterations": 300, "warmup": 50 },
  "vary": { "opt_level": ["-Os"] }, "repetitions": 1 }
JSON

# 1. a run, killed with SIGKILL (the CLI and its QEMU) once its UART socket exists
# (Not --quiet: a failed build's lines are then in long.out, and printed below.)
"$CLI" --db "$DB" run "$WORK/long.json" --board qemu >"$WORK/long.out" 2>"$WORK/long.err" &
cli=$!
old=
for _ in $(seq 600); do
  sock=$(ls -d "$TMPDIR"/rtosbench-*/uart.sock 2>/dev/null | head -n 1 || true)
  if [ -n "$sock" ]; then old=$(dirname "$sock"); break; fi
  kill -0 $cli 2>/dev/null ||
    fail "the run ended before its socket appeared: $(tail -n 60 "$WORK/long.out"; cat "$WORK/long.err")"
  sleep 1
done
[ -n "$old" ] || { kill -9 $cli; fail "no socket directory after 600 s"; }
qemu=$(ps -o pid= --ppid $cli | tr -d ' ' || true)
kill -9 $cli $qemu 2>/dev/null || true
wait $cli 2>/dev/null || true
for p in $qemu; do while kill -0 "$p" 2>/dev/null; do sleep 0.2; done; done
[ -e "$old/uart.sock" ] || fail "precondition: the killed run left no socket in $old"

# 2. a live process's directory, which must survive
sleep 300 &
live=$!
mkdir -m 700 "$TMPDIR/rtosbench-qemu-live00"
echo "$live" >"$TMPDIR/rtosbench-qemu-live00/owner"
: >"$TMPDIR/rtosbench-qemu-live00/uart.sock"

# 3. the next run removes the killed run's directory and keeps the live one
rc=0
"$CLI" --db "$DB" run "$WORK/tiny.json" --board qemu --quiet >"$WORK/tiny.out" 2>"$WORK/tiny.err" || rc=$?
[ $rc = 0 ] || { kill $live; fail "the next run exited $rc: $(cat "$WORK/tiny.err")"; }
[ ! -e "$old" ] || { kill $live; fail "the killed run's directory $old is still there"; }
[ -e "$TMPDIR/rtosbench-qemu-live00/uart.sock" ] || { kill $live; fail "a live process's directory was removed"; }
kill $live
left=$(ls -d "$TMPDIR"/rtosbench-* | grep -v live00 || true)
[ -z "$left" ] || fail "the next run left its own directory: $left"
echo "PASS"
