#!/usr/bin/env bash
# rtosbench firmware tests (registered by tests/firmware/CMakeLists.txt).
#   fw_test.sh TEST FIRMWARE_SRC WORK_DIR
# Needs bash, cmake, a host cc; the QEMU/GD32 tests also arm-none-eabi-gcc and qemu-system-arm
# (exit 77 = skipped when a tool is missing). No python.
set -euo pipefail
TEST=$1
FW=$(cd "$2" && pwd)
WORK=$3
HERE=$(cd "$(dirname "$0")" && pwd)
CMAKE=${CMAKE:-cmake}
HOST_CC=${HOST_CC:-cc}
RUN_TIMEOUT=${RUN_TIMEOUT:-150}
mkdir -p "$WORK"

. "$HERE/fw_lib.sh"

case "$TEST" in
proto_writer_crc)
  "$HOST_CC" -std=c99 -Wall -Wextra -Werror -DRB_PROTO_NO_PORT -I"$FW/harness" \
    -o "$WORK/tst_proto_writer" "$HERE/tst_proto_writer.c" "$FW/harness/rb_proto.c"
  "$WORK/tst_proto_writer"
  ;;

qemu_build_run) # fixture: default 10000 samples, first run kept for the other tests
  need arm-none-eabi-gcc; need qemu-system-arm
  build "$WORK/build-fw-qemu" -DRB_BOARD=qemu -DRB_KERNEL=baremetal
  rc=$(run_manifest "$WORK/build-fw-qemu" "$WORK/qemu-run1.txt")
  echo "$rc" >"$WORK/qemu-run1.rc"
  [ "$rc" = 0 ] || { tail -5 "$WORK/qemu-run1.txt"; die "firmware exit code $rc"; }
  grep -q "^DONE .* status=ok" "$WORK/qemu-run1.txt" || die "no DONE status=ok"
  ;;

qemu_deterministic) # a second run must be byte-identical (TIM2 under -icount shift=0)
  need qemu-system-arm
  [ -f "$WORK/qemu-run1.txt" ] || die "fixture run missing"
  rc=$(run_manifest "$WORK/build-fw-qemu" "$WORK/qemu-run2.txt")
  [ "$rc" = 0 ] || die "second run exit code $rc"
  cmp "$WORK/qemu-run1.txt" "$WORK/qemu-run2.txt" || die "two runs differ"
  echo "two runs identical: $(wc -c <"$WORK/qemu-run1.txt") bytes"
  ;;

qemu_crc_every_line) # every line re-verified by an independent checker; manifest == COND
  [ -f "$WORK/qemu-run1.txt" ] || die "fixture run missing"
  "$(checker)" "$WORK/qemu-run1.txt" --failed0 --expect-cases 20 \
    --manifest "$WORK/build-fw-qemu/manifest.json"
  ;;

qemu_known_seq) # median - overhead == expect, at -Os (fixture, n=10000) and at -O0 and -O2
  need arm-none-eabi-gcc; need qemu-system-arm
  [ -f "$WORK/qemu-run1.txt" ] || die "fixture run missing"
  "$(checker)" "$WORK/qemu-run1.txt" --known-seq | grep -E "cal_|proto_check"
  for opt in -O0 -O2; do
    d="$WORK/build-fw-qemu$opt"
    build "$d" -DRB_BOARD=qemu -DRB_KERNEL=baremetal -DRB_OPT=$opt -DRB_ITERATIONS=300 \
      -DRB_WARMUP=20
    rc=$(run_manifest "$d" "$d.out")
    [ "$rc" = 0 ] || die "$opt: exit code $rc"
    "$(checker)" "$d.out" --known-seq --failed0 | grep -E "cal_|proto_check"
  done
  ;;

inject_print) # the periodic outlier option: reported in COND, visible in the samples
  need arm-none-eabi-gcc; need qemu-system-arm
  d="$WORK/build-fw-qemu-inject"
  build "$d" -DRB_BOARD=qemu -DRB_KERNEL=baremetal -DRB_ITERATIONS=400 -DRB_WARMUP=0 \
    -DRB_INJECT_PRINT_EVERY=100
  rc=$(run_manifest "$d" "$d.out")
  [ "$rc" = 0 ] || die "exit code $rc"
  grep -q "^COND .* inject_print_every=100 " "$d.out" || die "COND lacks inject_print_every=100"
  [ "$(manifest_int "$d/manifest.json" inject_print_every)" = 100 ] || die "manifest lacks it"
  n=$(grep -c "^# rtosbench injected print" "$d.out" || true)
  [ "$n" -ge 4 ] || die "only $n injected prints"
  line=$("$(checker)" "$d.out" --allow-garbage "$n" | grep "^cal_timer_read")
  echo "$line"
  med=$(echo "$line" | sed 's/.*median=\([0-9]*\).*/\1/')
  max=$(echo "$line" | sed 's/.* max=\([0-9]*\).*/\1/')
  [ "$max" -gt $((med * 20)) ] || die "no outlier: median $med max $max"
  ;;

host_posix) # posix on the host: all cases, DONE status=ok, every END, exit 0; both policies
  d="$WORK/build-fw-host"
  build "$d" -DRB_BOARD=host -DRB_KERNEL=posix -DRB_ITERATIONS=2000 -DRB_WARMUP=200
  for policy in auto other; do
    if [ $policy = other ]; then export RB_POSIX_SCHED=other; fi
    rc=$(run_manifest "$d" "$d.$policy.out")
    [ "$rc" = 0 ] || { tail -3 "$d.$policy.out"; die "policy $policy: exit code $rc"; }
    grep -o "sched_policy=[A-Z_]*" "$d.$policy.out"
    "$(checker)" "$d.$policy.out" --expect-cases 20 --manifest "$d/manifest.json"
    unset RB_POSIX_SCHED
  done
  ;;

gd32_builds) # 24/72/108 MHz x -O0/-Os (+ SysTick and GPIO timers) compile, link and fit
  need arm-none-eabi-gcc
  pids=()
  configs=()
  for hz in 24000000 72000000 108000000; do
    for opt in -O0 -Os; do configs+=("$hz:$opt:dwt"); done
  done
  configs+=("72000000:-Os:systick" "72000000:-Os:gpio")
  i=0
  for c in "${configs[@]}"; do
    IFS=: read -r hz opt tm <<<"$c"
    d="$WORK/build-fw-gd32-$hz$opt-$tm"
    (build "$d" -DRB_BOARD=gd32f103 -DRB_KERNEL=baremetal -DRB_CLOCK_HZ=$hz -DRB_OPT=$opt \
      -DRB_TIMER=$tm) &
    pids+=($!)
    i=$((i + 1))
    if [ $((i % 2)) = 0 ]; then for p in "${pids[@]}"; do wait "$p" || die "build failed"; done; pids=(); fi
  done
  for p in "${pids[@]}"; do wait "$p" || die "build failed"; done
  for c in "${configs[@]}"; do
    IFS=: read -r hz opt tm <<<"$c"
    m="$WORK/build-fw-gd32-$hz$opt-$tm/manifest.json"
    t=$(manifest_int "$m" text); r=$(manifest_int "$m" rodata)
    dt=$(manifest_int "$m" data); b=$(manifest_int "$m" bss)
    flash=$((t + r + dt)); ram=$((dt + b))
    printf "gd32f103 %9s %-3s %-7s text=%d rodata=%d data=%d bss=%d flash=%d ram=%d\n" \
      "$hz" "$opt" "$tm" "$t" "$r" "$dt" "$b" "$flash" "$ram"
    [ "$flash" -gt 1000 ] && [ "$flash" -le 524288 ] || die "flash $flash outside 512 KiB"
    [ "$ram" -le 65536 ] || die "RAM $ram over 64 KiB"
    [ "$(manifest_int "$m" clock_hz)" = "$hz" ] || die "manifest clock_hz != $hz"
    grep -q '"run": null' "$m" || die "gd32 manifest must have run: null"
    grep -q '"flash": \["openocd"' "$m" || die "gd32 manifest lacks a flash hint"
  done
  ;;

configure_errors) # invalid combinations stop at configure time with a clear message
  expect_fail() { # expect_fail "message" cmake-args...
    local msg=$1 d="$WORK/build-fw-bad" out; shift
    rm -rf "$d"
    if out=$("$CMAKE" -S "$FW" -B "$d" "$@" 2>&1); then die "configure succeeded: $*"; fi
    # CMake wraps long messages: compare with whitespace squeezed.
    out=$(printf '%s' "$out" | tr '\n' ' ' | tr -s ' ')
    grep -qF "$msg" <<<"$out" || { echo "$out"; die "message '$msg' missing for: $*"; }
    echo "ok: $* -> $msg"
  }
  expect_fail "RB_KERNEL=freertos needs -DRB_KERNEL_DIR=/path/to/FreeRTOS-Kernel (V10.5.0 or later)" \
    -DRB_BOARD=qemu -DRB_KERNEL=freertos
  # Not kernel trees: an empty directory, and one that looks like FreeRTOS V10.4.6 (tasks.c and
  # a task.h with its version line, no CMakeLists.txt): the external-build path is named.
  fake="$WORK/fake-kernel"
  rm -rf "$fake" && mkdir -p "$fake/empty" "$fake/v1046/include"
  : >"$fake/v1046/tasks.c"
  echo '#define tskKERNEL_VERSION_NUMBER "V10.4.6"' >"$fake/v1046/include/task.h"
  expect_fail "is not a FreeRTOS-Kernel tree (no tasks.c)" -DRB_BOARD=qemu -DRB_KERNEL=freertos \
    -DRB_KERNEL_DIR="$fake/empty"
  expect_fail "RB_KERNEL_DIR=$fake/missing: no such directory" -DRB_BOARD=qemu \
    -DRB_KERNEL=freertos -DRB_KERNEL_DIR="$fake/missing"
  expect_fail "is FreeRTOS V10.4.6 without its own CMakeLists.txt (added in V10.5.0): build it \
through the external-build path" -DRB_BOARD=qemu -DRB_KERNEL=freertos -DRB_KERNEL_DIR="$fake/v1046"
  expect_fail "RB_BOARD=host supports only RB_KERNEL=posix" -DRB_BOARD=host -DRB_KERNEL=freertos \
    -DRB_KERNEL_DIR="$fake/v1046"
  expect_fail "RB_TIMER=systick is only for RB_KERNEL=baremetal" -DRB_BOARD=gd32f103 \
    -DRB_KERNEL=freertos -DRB_KERNEL_DIR="$fake/v1046" -DRB_TIMER=systick
  expect_fail "RB_KERNEL=posix runs only on RB_BOARD=host" -DRB_BOARD=qemu -DRB_KERNEL=posix
  expect_fail "RB_BOARD=host supports only RB_KERNEL=posix" -DRB_BOARD=host -DRB_KERNEL=baremetal
  expect_fail "RB_TIMER=dwt is not available on RB_BOARD=qemu" \
    -DRB_BOARD=qemu -DRB_KERNEL=baremetal -DRB_TIMER=dwt
  expect_fail "RB_CLOCK_HZ=50000000 is not supported on gd32f103" \
    -DRB_BOARD=gd32f103 -DRB_KERNEL=baremetal -DRB_CLOCK_HZ=50000000
  expect_fail "unknown RB_BOARD=stm32f4" -DRB_BOARD=stm32f4 -DRB_KERNEL=baremetal
  expect_fail "unknown RB_KERNEL=zephyr" -DRB_BOARD=qemu -DRB_KERNEL=zephyr
  expect_fail "RB_BOARD is not set" -DRB_KERNEL=baremetal
  expect_fail "RB_OPT=-O9 is not an optimisation flag" -DRB_BOARD=qemu -DRB_KERNEL=baremetal \
    -DRB_OPT=-O9
  expect_fail "RB_CLOCK_HZ is not configurable on RB_BOARD=qemu" -DRB_BOARD=qemu \
    -DRB_KERNEL=baremetal -DRB_CLOCK_HZ=72000000
  ;;

*) die "unknown test $TEST" ;;
esac
echo "PASS: $TEST"
