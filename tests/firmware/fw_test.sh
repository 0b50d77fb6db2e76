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

gd32_clock_math) # the GD32 port's clock arithmetic (read-back, IRC8M count, 2 % check), on the host
  "$HOST_CC" -std=c99 -Wall -Wextra -Werror -I"$FW/ports/gd32f103" \
    -o "$WORK/tst_clock_math_gd32" "$HERE/tst_clock_math_gd32.c"
  "$WORK/tst_clock_math_gd32"
  ;;

proto_check_self) # the checker itself: a good capture passes, each damage is caught by name
  ck=$(checker)
  good="$HERE/../data/captures/qemu-netduino2-baremetal.cap"
  "$ck" "$good" --known-seq >/dev/null || die "proto_check refuses the good capture"
  # seal "TYPE SEQ fields": the line with its CRC-32 (gzip's trailer holds it, little endian).
  seal() {
    local crc
    crc=$(printf '%s' "$1" | gzip -c | tail -c 8 | head -c 4 | od -An -tx4 | tr -d ' \n')
    printf '%s *%s\n' "$1" "$(printf '%08X' "0x$crc")"
  }
  [ "$(seal "123456789")" = "123456789 *CBF43926" ] || die "seal: wrong CRC $(seal 123456789)"
  expect_fail() { # file message
    local out
    if out=$("$ck" "$1" 2>&1); then die "proto_check accepted $1"; fi
    grep -q "$2" <<<"$out" || die "proto_check on $1 did not say '$2': $out"
  }
  { head -n 2 "$good"; seal "HELLO 2 proto=1 fw=rtosbench fwver=0.1.0"; } >"$WORK/hello2.cap"
  expect_fail "$WORK/hello2.cap" "HELLO not first"
  sed '5s/ \*\([0-9A-F]\{8\}\)$/ *00000000/' "$good" >"$WORK/crc.cap"
  expect_fail "$WORK/crc.cap" "line 5: bad CRC"
  { cat "$good"; seal "FOOT $(wc -l <"$good") text=1"; } >"$WORK/after.cap"
  expect_fail "$WORK/after.cap" "record after DONE"
  echo "proto_check catches a second HELLO, a bad CRC and a record after DONE"
  ;;

toolchain_file) # issue 37: another compiler is a toolchain file of the user's, nothing more
  # A copy of the firmware tree gets arm-none-eabi-mygcc.cmake: "a newer arm-none-eabi-gcc in
  # another prefix", here the same one under another path (a symlink); COND states the compiler
  # CMake found (toolchain=gcc, its version, cc = the program's name).
  need arm-none-eabi-gcc
  src="$WORK/fw-copy-tc"
  rm -rf "$src"; cp -r "$FW" "$src"
  cp "$FW/../resources/kernels/catalogue.json" "$src/catalogue.json"
  mkdir -p "$WORK/prefix/bin"
  ln -sf "$(command -v arm-none-eabi-gcc)" "$WORK/prefix/bin/arm-none-eabi-gcc-mine"
  printf 'set(RB_ARM_GCC "%s" CACHE FILEPATH "")\ninclude(${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi.cmake)\n' \
    "$WORK/prefix/bin/arm-none-eabi-gcc-mine" >"$src/cmake/arm-none-eabi-mygcc.cmake"
  b="$WORK/build-fw-toolchain-file"
  FW_SAVED=$FW; FW=$src
  build "$b" -DRB_BOARD=qemu -DRB_KERNEL=baremetal -DRB_TOOLCHAIN=mygcc
  FW=$FW_SAVED
  grep -q '"toolchain": "gcc"' "$b/manifest.json" || die "manifest: toolchain is not gcc"
  grep -q '"cc": "arm-none-eabi-gcc-mine"' "$b/manifest.json" ||
    die "manifest: cc is not the toolchain file's compiler"
  grep -q '^#define RB_BUILD_CC "arm-none-eabi-gcc-mine"' "$b/gen/rb_build_info.h" ||
    die "the firmware does not state the toolchain file's compiler"
  echo "a toolchain file of the user's builds the firmware:" \
    "$(grep -o '"toolchain_version": "[^"]*"' "$b/manifest.json")"
  ;;

manifest_follows_cmake) # a CMake-only change that leaves the ELF alone still renews manifest.json
  need arm-none-eabi-gcc
  src="$WORK/fw-copy"
  rm -rf "$src"; cp -r "$FW" "$src"
  # A firmware tree on its own reads the catalogue beside it, as where it is installed alone.
  cp "$FW/../resources/kernels/catalogue.json" "$src/catalogue.json"
  b="$WORK/build-fw-manifest"
  FW_SAVED=$FW; FW=$src
  build "$b" -DRB_BOARD=qemu -DRB_KERNEL=baremetal
  FW=$FW_SAVED
  elf1=$(sha256sum "$b/rtosbench-fw.elf" | cut -d' ' -f1)
  grep -q '"manifest_probe"' "$b/manifest.json" && die "probe in the manifest before the change"
  # A new configure-time fact (a COND key the manifest states), no source change.
  sed -i 's/^rb_cond_s(board "${RB_BOARD}")$/rb_cond_s(board "${RB_BOARD}")\nrb_cond_s(manifest_probe "1")/' \
    "$src/cmake/rb_manifest_config.cmake"
  grep -q manifest_probe "$src/cmake/rb_manifest_config.cmake" || die "the probe was not added"
  "$CMAKE" --build "$b" -j2 >"$b.rebuild.log" 2>&1 || { cat "$b.rebuild.log"; die "rebuild failed"; }
  elf2=$(sha256sum "$b/rtosbench-fw.elf" | cut -d' ' -f1)
  [ "$elf1" = "$elf2" ] || die "the ELF changed: the test does not test a CMake-only change"
  grep -q '"manifest_probe"' "$b/manifest.json" || die "manifest.json is stale after a CMake-only change"
  echo "manifest.json follows a CMake-only change (ELF unchanged: ${elf1:0:12})"
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
  "$(checker)" "$WORK/qemu-run1.txt" --failed0 --expect-cases 23 \
    --manifest "$WORK/build-fw-qemu/manifest.json"
  # Bare metal has no kernel profiles: it says so (never "default", which trap 4 reads as a
  # kernel's debug-laden default configuration).
  grep -q "^COND .* profile=none " "$WORK/qemu-run1.txt" || die "bare metal COND lacks profile=none"
  # The test IRQ's place (issue 32): no kernel masks it; no kernel tick, so no SysTick priority.
  grep -q "^COND .* irq.prio=0 irq.mask=none irq.boundary=0 irq.masked_by_kernel=0 " \
    "$WORK/qemu-run1.txt" || die "bare metal COND lacks the test IRQ's place"
  if grep -q "irq.systick_prio=" "$WORK/qemu-run1.txt"; then die "bare metal states a SysTick"; fi
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

host_posix) # posix on the host: all cases pass their checks, DONE status=ok, exit 0; both policies
  # SCHED_FIFO needs CAP_SYS_NICE (or an RLIMIT_RTPRIO): without it the cases that need strict
  # priorities are unsupported, and this test then says which ones did not run (exit 77, SKIP),
  # after checking everything else.
  d="$WORK/build-fw-host"
  build "$d" -DRB_BOARD=host -DRB_KERNEL=posix -DRB_ITERATIONS=2000 -DRB_WARMUP=200
  notrun=""
  for policy in auto other; do
    if [ $policy = other ]; then export RB_POSIX_SCHED=other; fi
    out="$d.$policy.out"
    rc=$(run_manifest "$d" "$out")
    got=$(grep -o " sched_policy=[A-Z_]*" "$out" | head -1 | cut -d= -f2)
    echo "policy $policy: sched_policy=$got, exit code $rc"
    [ "$rc" = 0 ] || { grep -v "^S " "$out" | tail -5; die "policy $policy: exit code $rc"; }
    grep -q "^COND .* profile=none " "$out" || die "posix COND lacks profile=none"
    # tick_jitter: deviations from the nominal 1 ms tick, stated in COND and on the CASE line.
    grep -q "^COND .* tick_us=1000 " "$out" || die "COND lacks tick_us=1000"
    grep -q "^CASE .* id=tick_jitter .* tick_us=1000 nominal=1000000 " "$out" ||
      die "tick_jitter CASE lacks tick_us=1000 nominal=1000000"
    "$(checker)" "$out" --failed0 --expect-cases 23 --manifest "$d/manifest.json" \
      >"$out.summary" || { cat "$out.summary"; die "policy $policy: proto_check"; }
    cat "$out.summary"
    # Unsupported on the host whatever the policy: no GPIO, no instruction timer, no IRQs, no
    # suspend of another thread (preempt_resume), no fixed-block pool; each says why.
    unsup=$(awk '$2 == "unsupported" { print $1 }' "$out.summary" |
      grep -v -x -e cal_gpio_toggle -e cal_known_seq -e irq_response -e irq_to_task \
        -e preempt_resume -e pool_alloc -e pool_free |
      tr '\n' ' ' || true)
    grep -q "^CASE .* id=preempt_resume status=unsupported reason=pthreads" "$out" ||
      die "preempt_resume: no pthreads reason"
    grep -q "^CASE .* id=pool_alloc status=unsupported reason=pthreads" "$out" ||
      die "pool_alloc: no pthreads reason"
    grep -q "^END .* case=heap_alloc status=ok .*chk.general=1 " "$out" || die "heap_alloc general"
    if [ "$got" = SCHED_FIFO ]; then # strict priorities: the load ran in most periods and
      # the host states how many it lost (interrupts, a VM's stolen time: cases_sys.c)
      grep -q "^END .* case=tick_jitter status=ok .*chk.loaded=1 chk.unloaded_periods=[0-9]" "$out" ||
        die "tick_jitter: the load did not run in half the periods (rest periods aside)"
    fi
    if [ $policy = other ]; then
      [ "$got" = SCHED_OTHER ] || die "RB_POSIX_SCHED=other gave $got"
      [ "$unsup" = "sem_give_wake mutex_pi " ] || die "SCHED_OTHER: unsupported '$unsup'"
    elif [ "$got" = SCHED_FIFO ]; then
      [ -z "$unsup" ] || die "SCHED_FIFO obtained, yet unsupported: $unsup"
      grep -q "^END .* case=sem_give_wake status=ok .*chk.waiting=1 chk.woken_first=1 " "$out" ||
        die "sem_give_wake did not run or failed: $(grep "case=sem_give_wake " "$out")"
      grep -q "^END .* case=mutex_pi status=ok .*chk.contended=1 chk.pi_raised=1 " "$out" ||
        die "mutex_pi under SCHED_FIFO: no contention or inheritance shown"
    else
      [ "$got" = SCHED_OTHER ] || die "unknown sched_policy '$got'"
      notrun="$unsup"
    fi
    unset RB_POSIX_SCHED
  done
  if [ -n "$notrun" ]; then
    echo "SKIP: SCHED_FIFO was not obtained here (no CAP_SYS_NICE / RLIMIT_RTPRIO), so these" \
      "cases did not run under strict priorities: $notrun(everything else passed)"
    exit 77
  fi
  ;;

known_windows|known_windows_clang|known_windows_lto|known_windows_clang_lto)
  # each window shape subtracts exactly its chain: known code gives expect=100
  # The test build adds cal_known_xtask (start stamp published, injected print, end stamp) and
  # cal_known_irq (published stamp, end stamp, no print) next to cal_known_seq (one task); each
  # must give median - END overhead = 100 instructions, with the injected print's bookkeeping
  # compiled in (k large: it never prints) or printing (k=50), and irq_response, whose window
  # cannot hold a print, must give the same corrected median in all three builds.
  # Issue 37: the same under Clang (clang + ld.lld) and with LTO (kernel, adapter and harness
  # alike), for each compiler; COND must say which compiler and LTO built it.
  need arm-none-eabi-gcc; need qemu-system-arm
  tc=gcc; lto=off
  case "$TEST" in *clang*) tc=clang; need clang; need ld.lld ;; esac
  case "$TEST" in *lto) lto=on ;; esac
  ref=""
  for k in 0 1000000 50; do
    d="$WORK/build-fw-qemu-known-$tc-$lto-$k"
    build "$d" -DRB_BOARD=qemu -DRB_KERNEL=baremetal -DRB_ITERATIONS=300 -DRB_WARMUP=20 \
      -DRB_INJECT_PRINT_EVERY=$k -DRB_CFLAGS=-DRB_TEST_KNOWN_WINDOWS -DRB_TOOLCHAIN=$tc -DRB_LTO=$lto
    rc=$(run_manifest "$d" "$d.out")
    grep -q "^COND .* toolchain=$tc .*lto=$lto " "$d.out" || die "COND does not say toolchain=$tc lto=$lto"
    [ "$rc" = 0 ] || die "inject $k: exit code $rc"
    prints=$(grep -c "^# rtosbench injected print" "$d.out" || true)
    "$(checker)" "$d.out" --known-seq --failed0 --expect-cases 25 --allow-garbage "$prints" \
      >"$d.summary" || { cat "$d.summary"; die "inject $k: a known window is not exact"; }
    grep -E "^cal_known|^irq_response" "$d.summary"
    [ "$(grep -c "^cal_known.* median-overhead=100 " "$d.summary")" = 3 ] ||
      die "inject $k: not all three known windows measured"
    irq=$(corrected_table "$d.summary" | awk '$1 == "irq_response" { print $2 }')
    [ -n "$irq" ] || die "irq_response not measured"
    [ -z "$ref" ] || [ "$irq" = "$ref" ] ||
      die "irq_response: $irq with RB_INJECT_PRINT_EVERY=$k, $ref without"
    ref=$irq
  done
  ;;

failed_check) # a failed scenario check fails the run: END and DONE status=fail, exit code 2
  need arm-none-eabi-gcc; need qemu-system-arm
  d="$WORK/build-fw-qemu-failcheck"
  build "$d" -DRB_BOARD=qemu -DRB_KERNEL=baremetal -DRB_ITERATIONS=64 -DRB_WARMUP=0 \
    -DRB_CFLAGS=-DRB_TEST_FAIL_CASE=rb_case_cal_loop
  rc=$(run_manifest "$d" "$d.out")
  grep "^DONE " "$d.out"
  grep -q "^END .* case=cal_loop status=fail .*chk.test_forced=0 " "$d.out" ||
    die "cal_loop did not end with status=fail"
  grep -q "^END .* case=cal_timer_read status=ok " "$d.out" || die "other cases changed"
  grep -q "^DONE [0-9]* status=fail cases=23 failed=1 " "$d.out" ||
    die "a run with a failed check did not end DONE status=fail failed=1"
  [ "$rc" = 2 ] || die "exit code $rc, expected 2 (DONE status=fail)"
  "$(checker)" "$d.out" --expect-cases 23 | tail -2
  if "$(checker)" "$d.out" --failed0 >/dev/null 2>&1; then die "--failed0 passed a failed run"; fi
  ;;

cond_overflow) # more COND fields than the harness has room for: refused loudly, never cut
  need arm-none-eabi-gcc; need qemu-system-arm
  d="$WORK/build-fw-qemu-condoverflow"
  build "$d" -DRB_BOARD=qemu -DRB_KERNEL=baremetal -DRB_ITERATIONS=16 -DRB_WARMUP=0 \
    -DRB_CFLAGS=-DRB_MAX_COND=24
  rc=$(run_manifest "$d" "$d.out")
  grep -q "^ERR .*code=config .*too%20many%20COND%20fields" "$d.out" ||
    grep -q "^ERR .*code=config .*too many COND fields" "$d.out" ||
    die "a COND that does not fit was not refused: $(grep -E '^(ERR|COND|DONE)' "$d.out" | head -5)"
  [ "$rc" != 0 ] || die "exit code 0 for a refused COND"
  echo "COND overflow refused (exit code $rc)"
  ;;

gd32_builds) # 24/72/108 MHz x -O0/-Os (+ SysTick and GPIO timers, wait states) compile, link and fit
  need arm-none-eabi-gcc
  pids=()
  configs=()
  for hz in 24000000 72000000 108000000; do
    for opt in -O0 -Os; do configs+=("$hz:$opt:dwt:"); done
  done
  # Wait states are a condition of their own (issue 18): default 0 at every clock, 2 on request.
  configs+=("72000000:-Os:systick:" "72000000:-Os:gpio:" "108000000:-Os:dwt:2")
  i=0
  for c in "${configs[@]}"; do
    IFS=: read -r hz opt tm ws <<<"$c"
    d="$WORK/build-fw-gd32-$hz$opt-$tm$ws"
    (build "$d" -DRB_BOARD=gd32f103 -DRB_KERNEL=baremetal -DRB_CLOCK_HZ=$hz -DRB_OPT=$opt \
      -DRB_TIMER=$tm ${ws:+-DRB_FLASH_WS=$ws}) &
    pids+=($!)
    i=$((i + 1))
    if [ $((i % 2)) = 0 ]; then for p in "${pids[@]}"; do wait "$p" || die "build failed"; done; pids=(); fi
  done
  for p in "${pids[@]}"; do wait "$p" || die "build failed"; done
  for c in "${configs[@]}"; do
    IFS=: read -r hz opt tm ws <<<"$c"
    d="$WORK/build-fw-gd32-$hz$opt-$tm$ws"
    m="$d/manifest.json"
    t=$(manifest_int "$m" text); r=$(manifest_int "$m" rodata)
    dt=$(manifest_int "$m" data); b=$(manifest_int "$m" bss)
    flash=$((t + r + dt)); ram=$((dt + b))
    printf "gd32f103 %9s %-3s %-7s ws=%s text=%d rodata=%d data=%d bss=%d flash=%d ram=%d\n" \
      "$hz" "$opt" "$tm" "${ws:-0}" "$t" "$r" "$dt" "$b" "$flash" "$ram"
    [ "$flash" -gt 1000 ] && [ "$flash" -le 262144 ] || die "flash $flash outside the 256 KiB zero-wait area"
    [ "$ram" -le 65536 ] || die "RAM $ram over 64 KiB"
    [ "$(manifest_int "$m" clock_hz)" = "$hz" ] || die "manifest clock_hz != $hz"
    [ "$(manifest_int "$m" flash_ws)" = "${ws:-0}" ] ||
      die "manifest flash_ws=$(manifest_int "$m" flash_ws), expected ${ws:-0} at $hz Hz"
    grep -q "#define RB_FLASH_WS (${ws:-0})" "$d/gen/rb_build_info.h" ||
      die "rb_build_info.h does not pass RB_FLASH_WS=${ws:-0} to the port"
    # COND names DHCSR.C_DEBUGEN for what it is (issue 18): c_debugen, no debugger=attached.
    grep -qa "c_debugen" "$d/rtosbench-fw.elf" || die "the gd32 firmware does not report c_debugen"
    if grep -qa "attached" "$d/rtosbench-fw.elf"; then die "the gd32 firmware still says attached"; fi
    grep -qa "clock_hz_measured" "$d/rtosbench-fw.elf" || die "no clock_hz_measured in the gd32 firmware"
    grep -q '"run": null' "$m" || die "gd32 manifest must have run: null"
    grep -q '"flash": \["openocd"' "$m" || die "gd32 manifest lacks a flash hint"
  done
  id0=$(sed -n 's/.*"build_id": "\([0-9a-f]*\)".*/\1/p' "$WORK/build-fw-gd32-108000000-Os-dwt/manifest.json")
  id2=$(sed -n 's/.*"build_id": "\([0-9a-f]*\)".*/\1/p' "$WORK/build-fw-gd32-108000000-Os-dwt2/manifest.json")
  [ -n "$id0" ] && [ "$id0" != "$id2" ] || die "wait states do not change the build id ($id0, $id2)"
  ;;

gd32_zero_wait) # the GD32 linker script refuses an image beyond the 256 KiB zero-wait area
  need arm-none-eabi-gcc
  printf '%s\n' 'void Reset_Handler(void) { for (;;) ; }' \
    '__attribute__((section(".isr_vector"), used)) const void *vec[2] = {0, Reset_Handler};' \
    '__attribute__((used)) const char pad[PAD] = {1};' >"$WORK/zw.c"
  link() { # link PAD_BYTES
    arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -nostartfiles -nostdlib -DPAD="$1" \
      -L"$FW/cmake" -T"$FW/ports/gd32f103/memory.ld" -o "$WORK/zw.elf" "$WORK/zw.c" 2>&1
  }
  link 200000 >/dev/null || die "a 200 KB image does not link"
  if out=$(link 300000); then die "a 300 KB image linked past 0x08040000"; fi
  grep -q "outside the GD32F10x zero-wait flash area" <<<"$out" || die "wrong link error: $out"
  echo "200 KB links, 300 KB stops: $(grep -o 'the image ends above 0x08040000' <<<"$out")"
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
  expect_fail "RB_KERNEL=freertos needs -DRB_KERNEL_DIR=/path/to/FreeRTOS-Kernel (register one" \
    -DRB_BOARD=qemu -DRB_KERNEL=freertos
  # Issue 37: an unknown compiler or LTO value stops before a toolchain file is chosen.
  expect_fail "unknown RB_TOOLCHAIN=icc (gcc or clang; another compiler needs its toolchain file" -DRB_BOARD=qemu -DRB_KERNEL=baremetal \
    -DRB_TOOLCHAIN=icc
  expect_fail "RB_LTO=yes is not on or off" -DRB_BOARD=qemu -DRB_KERNEL=baremetal -DRB_LTO=yes
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
  # Wait states: 0-2 on gd32f103 (gd32f10x_fmc.h), the 3 once derived from 108 MHz is refused.
  expect_fail "RB_FLASH_WS=3 is not a GD32F10x wait-state count (0, 1 or 2" \
    -DRB_BOARD=gd32f103 -DRB_KERNEL=baremetal -DRB_CLOCK_HZ=108000000 -DRB_FLASH_WS=3
  expect_fail "RB_FLASH_WS is not configurable on RB_BOARD=qemu" \
    -DRB_BOARD=qemu -DRB_KERNEL=baremetal -DRB_FLASH_WS=1
  expect_fail "unknown RB_BOARD=stm32f4" -DRB_BOARD=stm32f4 -DRB_KERNEL=baremetal
  expect_fail "unknown RB_KERNEL=no-such-kernel" -DRB_BOARD=qemu -DRB_KERNEL=no-such-kernel
  expect_fail "RB_BOARD is not set" -DRB_KERNEL=baremetal
  expect_fail "RB_OPT=-O9 is not an optimisation flag" -DRB_BOARD=qemu -DRB_KERNEL=baremetal \
    -DRB_OPT=-O9
  expect_fail "RB_CLOCK_HZ is not configurable on RB_BOARD=qemu" -DRB_BOARD=qemu \
    -DRB_KERNEL=baremetal -DRB_CLOCK_HZ=72000000
  # Bauds USART0 cannot make (issue 18): above clock/16, or more than 2 % off.
  expect_fail "RB_BAUD=2000000 is above what USART0 can make at 24000000 Hz" \
    -DRB_BOARD=gd32f103 -DRB_KERNEL=baremetal -DRB_CLOCK_HZ=24000000 -DRB_BAUD=2000000
  expect_fail "RB_BAUD=1450000 is 2 % off at 24000000 Hz" \
    -DRB_BOARD=gd32f103 -DRB_KERNEL=baremetal -DRB_CLOCK_HZ=24000000 -DRB_BAUD=1450000
  expect_fail "RB_BAUD must be a baud rate above 0" \
    -DRB_BOARD=gd32f103 -DRB_KERNEL=baremetal -DRB_BAUD=0
  expect_fail "RB_KERNEL=baremetal has no kernel profiles (RB_PROFILE=minimal)" -DRB_BOARD=qemu \
    -DRB_KERNEL=baremetal -DRB_PROFILE=minimal
  expect_fail "RB_PROFILE=none is only for kernels without profiles" -DRB_BOARD=qemu \
    -DRB_KERNEL=freertos -DRB_KERNEL_DIR="$fake/v1046" -DRB_PROFILE=none
  ;;

gd32_gpio_windows) # RB_GPIO_WINDOWS (issue 23): PB1 marks the windows of the chosen cases
  need arm-none-eabi-gcc
  need arm-none-eabi-objdump
  d="$WORK/build-fw-gd32-gpio-windows"
  build "$d" -DRB_BOARD=gd32f103 -DRB_KERNEL=baremetal \
    -DRB_GPIO_WINDOWS=cal_timer_read,call_switch_floor,irq_response
  grep -q '"gpio_windows": "cal_timer_read,call_switch_floor,irq_response"' "$d/manifest.json" ||
    die "the manifest does not state gpio_windows"
  grep -q '"gpio_window_pin": "PB1"' "$d/manifest.json" || die "the manifest does not state the pin"
  grep -a -q "gpio_window_pin" "$d/rtosbench-fw.elf" || die "COND does not state the pin"
  # the window's open and close stamps each store to GPIOB_BOP (0x40010C10) before the DWT read
  stores() { arm-none-eabi-objdump -d "$1" | awk "/<$2>:/,/^\$/" | grep -c "@ 0xc10" || true; }
  n=$(stores "$d/rtosbench-fw.elf" run_timer_read)
  [ "$n" = 2 ] || die "run_timer_read: $n BOP stores, expected 2 (open and close)"
  n=$(stores "$d/rtosbench-fw.elf" rb_port_test_isr)
  [ "$n" = 1 ] || die "the ISR's closing stamp: $n BOP stores, expected 1"
  p="$WORK/build-fw-gd32-plain"
  build "$p" -DRB_BOARD=gd32f103 -DRB_KERNEL=baremetal
  n=$(stores "$p/rtosbench-fw.elf" run_timer_read)
  [ "$n" = 0 ] || die "without RB_GPIO_WINDOWS run_timer_read stores to GPIOB ($n)"
  bid() { grep -o '"build_id": *"[0-9a-f]*"' "$1/manifest.json"; }
  [ -n "$(bid "$p")" ] && [ "$(bid "$p")" != "$(bid "$d")" ] ||
    die "RB_GPIO_WINDOWS does not change the build id"
  expect_refused() { # expect_refused "message" cmake-args...
    local msg=$1 b="$WORK/build-fw-gw-bad" out; shift
    rm -rf "$b"
    if out=$("$CMAKE" -S "$FW" -B "$b" "$@" 2>&1); then die "configure accepted: $*"; fi
    out=$(printf '%s' "$out" | tr '\n' ' ' | tr -s ' ')
    grep -q -F "$msg" <<<"$out" || die "configure did not say '$msg': $out"
  }
  expect_refused "RB_GPIO_WINDOWS needs a GPIO pin" -DRB_BOARD=qemu -DRB_KERNEL=baremetal \
    -DRB_GPIO_WINDOWS=all
  expect_refused "tick_jitter has no windows" -DRB_BOARD=gd32f103 -DRB_KERNEL=baremetal \
    -DRB_GPIO_WINDOWS=preempt,tick_jitter
  expect_refused "is not a comma list of case ids" -DRB_BOARD=gd32f103 -DRB_KERNEL=baremetal \
    "-DRB_GPIO_WINDOWS=preempt; x"
  echo "RB_GPIO_WINDOWS: PB1 stores in the open and close stamps, stated in the manifest, refused elsewhere"
  ;;

*) die "unknown test $TEST" ;;
esac
echo "PASS: $TEST"
