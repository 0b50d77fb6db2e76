#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# rtosbench-cli board check (issue 18) without a board: every failure path with the real
# OpenOCD and libserialport gives its checklist line, a fix and a non-zero exit, and nothing
# hangs (each call under `timeout`). Skipped (77) without OpenOCD.
# $1 = rtosbench-cli, $2 = scratch dir.
set -u
CLI="$1"
WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
ok() { echo "ok: $*"; }
command -v openocd >/dev/null || { echo "SKIP: openocd is not installed"; exit 77; }

# check NAME EXPECTED-LINE... : runs board check with the remaining args after --, wants exit 1
# and every expected line (grep -F) in its output.
check() {
  local name=$1; shift
  local want=()
  while [ "$1" != "--" ]; do want+=("$1"); shift; done
  shift
  local out rc
  out=$(timeout 90 "$CLI" board check "$@" 2>&1); rc=$?
  [ $rc -eq 124 ] && { fail "$name: board check hung"; return; }
  [ $rc -eq 1 ] || { fail "$name: exit $rc, expected 1: $out"; return; }
  for w in "${want[@]}"; do
    grep -qF -- "$w" <<<"$out" || { fail "$name: no '$w' in: $out"; return; }
  done
  ok "$name"
}

# No probe: OpenOCD's real error for each probe, with the udev hint; the runs are skipped.
check "no cmsis-dap probe, no port" \
  "[FAIL] Probe cmsis-dap reaches the chip (DP ID): no CMSIS-DAP probe found" \
  "fix: Plug the probe in" "60-openocd.rules" \
  "[FAIL] Serial port $WORK/ttyUSB9 opens: $WORK/ttyUSB9 does not exist" \
  "fix: Plug the USB-UART adapter in" \
  "[SKIP] Firmware at 72 MHz" "[SKIP] Firmware at 24 MHz" "[SKIP] Firmware at 108 MHz" \
  "needs the probe and the serial port" "2 check(s) failed" \
  -- --probe cmsis-dap --port "$WORK/ttyUSB9"
check "no st-link probe" "no ST-LINK probe found" -- --probe stlink --port "$WORK/ttyUSB9"
check "no j-link probe" "no J-Link probe found" -- --probe jlink --port "$WORK/ttyUSB9"

# A wrong port: a path that is not a serial device, through the real libserialport.
check "wrong port /dev/null" \
  "[FAIL] Serial port /dev/null opens: /dev/null is not a serial port libserialport can use" \
  "fix: /dev/null is not a serial device" -- --probe cmsis-dap --port /dev/null
# A pseudo-terminal (socat if installed, else python's pty): a tty, but not a UART.
pty=""
if command -v socat >/dev/null; then
  socat -d -d pty,raw,echo=0 pty,raw,echo=0 2>"$WORK/socat.log" &
  spid=$!
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    pty=$(sed -n 's/.*PTY is \(\/dev\/[^ ]*\).*/\1/p' "$WORK/socat.log" | head -1)
    [ -n "$pty" ] && break
    sleep 0.2
  done
  [ -n "$pty" ] && check "wrong port (socat pty $pty)" "pseudo-terminals are not supported" \
    -- --probe cmsis-dap --port "$pty"
  kill "$spid" 2>/dev/null
elif command -v python3 >/dev/null; then
  out=$(python3 - "$CLI" <<'PY'
import os, pty, subprocess, sys
m, s = pty.openpty()
r = subprocess.run([sys.argv[1], "board", "check", "--probe", "cmsis-dap", "--port",
                    os.ttyname(s)], capture_output=True, text=True, timeout=90)
print(r.returncode)
print(r.stdout)
PY
)
  [ "$(head -1 <<<"$out")" = 1 ] && grep -q "pseudo-terminals are not supported" <<<"$out" &&
    ok "wrong port (python pty)" || fail "pty: $out"
else
  echo "note: neither socat nor python3: the pseudo-terminal case is not run"
fi

# No OpenOCD at that path: named, the probe steps do not run.
check "openocd missing" "[FAIL] OpenOCD installed: $WORK/no-openocd was not found" \
  "fix: Install OpenOCD 0.12" -- --openocd "$WORK/no-openocd" --probe cmsis-dap --port /dev/null

# A chip that is not a high-density GD32F103 is not flashed: an OpenOCD stand-in prints what the
# real one prints for an STM32F103 medium density (DEV_ID 0x410, 64 KiB flash).
cat >"$WORK/fake-openocd" <<'SH'
#!/bin/sh
echo "Info : SWD DPIDR 0x1ba01477"
echo "0xe0042000: 20036410 "
echo "0x1ffff7e0: ffff0040 "
SH
chmod +x "$WORK/fake-openocd"
check "wrong chip" "[PASS] Probe cmsis-dap reaches the chip (DP ID): DP ID 0x1ba01477" \
  "[FAIL] Device ID 0x414 (high density): DEV_ID 0x410 (DBG_IDCODE 0x20036410)" \
  "[FAIL] Flash and SRAM size (0x1FFFF7E0): flash 64 KiB, SRAM not stated" \
  "needs the serial port" \
  -- --openocd "$WORK/fake-openocd" --probe cmsis-dap --port /dev/null

# Usage errors: exit 2.
timeout 30 "$CLI" board check --probe cmsis-dap >/dev/null 2>&1
[ $? -eq 2 ] && ok "no --port: usage error" || fail "no --port did not exit 2"
timeout 30 "$CLI" board frobnicate >/dev/null 2>&1
[ $? -eq 2 ] && ok "unknown sub-command: usage error" || fail "unknown sub-command did not exit 2"

[ $fails -eq 0 ] || { echo "$fails failure(s)"; exit 1; }
echo "PASS"
