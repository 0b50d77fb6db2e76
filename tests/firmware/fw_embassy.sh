#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# rtosbench embassy firmware tests (issue 35), registered by tests/firmware/CMakeLists.txt.
#   fw_embassy.sh TEST FIRMWARE_SRC WORK_DIR
# The crate set is the archive embassy-crates-0.10.0.tar.gz of RB_SHARED_KERNELS
# (../shared/kernels), unpacked once into WORK; the toolchain is Debian's Rust only (cargo and
# rustc in /usr/bin: a rustup toolchain elsewhere on PATH is not what CI has, so PATH is reset).
# Without the archive or Debian's Rust every test is skipped (exit 77) naming what is missing.
# One firmware build (default profile, NoopRawMutex, no LTO, -Os) serves every test.
# Tests (TEST): toolchain_named (configure only: a missing cargo and a missing crate set are
# named before the build, with what to install), qemu (build, run, every case ok or unsupported
# with its reason, scenario checks, COND), deterministic (a second run is byte-identical),
# relations (on median - overhead), gd32_build (the gd32f103 image builds and fits, its own
# build).
set -euo pipefail
TEST=$1
FW=$(cd "$2" && pwd)
WORK=$3/embassy
HERE=$(cd "$(dirname "$0")" && pwd)
CMAKE=${CMAKE:-cmake}
HOST_CC=${HOST_CC:-cc}
RUN_TIMEOUT=${RUN_TIMEOUT:-600}
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
mkdir -p "$WORK"
. "$HERE/fw_lib.sh"

SHARED=${RB_SHARED_KERNELS:-$FW/../../shared/kernels}
ARCHIVE=$SHARED/embassy-crates-0.10.0.tar.gz
D="$WORK/build-qemu"
OUT="$WORK/run1.txt"
EXPECT_UNSUPPORTED="cal_gpio_toggle heap_alloc heap_free mutex_pi pool_alloc pool_free preempt_resume thread_create thread_join"

crates() { # the unpacked crate set (once per work dir)
  [ -f "$ARCHIVE" ] || { echo "SKIP: $ARCHIVE is absent (the embassy crate set)"; exit 77; }
  if [ ! -f "$WORK/crates/embassy-crates-0.10.0/embassy-executor-0.10.0/Cargo.toml" ]; then
    rm -rf "$WORK/crates" && mkdir -p "$WORK/crates"
    tar -xzf "$ARCHIVE" -C "$WORK/crates"
  fi
  echo "$WORK/crates/embassy-crates-0.10.0"
}
debian_rust() {
  [ -x /usr/bin/cargo ] && [ -x /usr/bin/rustc ] || {
    echo "SKIP: Debian's Rust is not installed (apt-get install --no-install-recommends" \
      "rustc-web cargo-web rust-web-src libstd-rust-web-dev)"; exit 77; }
}
configure_fails() { # configure_fails WANT cmake-args...: configure stops, its message has WANT
  local want=$1 dir="$WORK/cfg-fail" log="$WORK/cfg-fail.log"; shift
  rm -rf "$dir"
  if "$CMAKE" -S "$FW" -B "$dir" -DRB_BOARD=qemu -DRB_KERNEL=embassy "$@" >"$log" 2>&1; then
    die "configure did not stop: $*"
  fi
  tr '\n' ' ' <"$log" | tr -s ' ' | grep -q -F "$want" ||
    { cat "$log"; die "configure stopped without naming '$want'"; }
}

case "$TEST" in
toolchain_named)
  need arm-none-eabi-gcc
  tree=$(crates)
  configure_fails "apt-get install --no-install-recommends rustc-web cargo-web rust-web-src" \
    -DRB_KERNEL_DIR="$tree" -DRB_CARGO="$WORK/no-such-cargo"
  mkdir -p "$WORK/empty-tree"
  configure_fails "is not a crate set of embassy" -DRB_KERNEL_DIR="$WORK/empty-tree"
  configure_fails "RB_KERNEL=embassy needs -DRB_KERNEL_DIR="
  echo "ok: a missing toolchain and a missing crate set are named before the build"
  ;;
qemu)
  need arm-none-eabi-gcc; need qemu-system-arm; debian_rust
  tree=$(crates)
  rm -f "$WORK/summary"
  build "$D" -DRB_BOARD=qemu -DRB_KERNEL=embassy -DRB_KERNEL_DIR="$tree" -DRB_OPT=-Os
  grep -qs -- "--offline" "$D/build.ninja" "$D/CMakeFiles/rb_embassy_cargo.dir/build.make" ||
    die "cargo does not run with --offline"
  [ ! -e "$FW/embassy/Cargo.lock" ] && [ ! -e "$FW/embassy/target" ] ||
    die "the build wrote into the source tree (firmware/embassy/Cargo.lock or target/)"
  [ -f "$D/embassy-crate/Cargo.lock" ] || die "no Cargo.lock generated in the build tree"
  rc=$(run_manifest "$D" "$OUT")
  [ "$rc" = 0 ] || { grep -v "^S " "$OUT" | tail -5; die "firmware exit code $rc"; }
  "$(checker)" "$OUT" --failed0 --expect-cases 26 --manifest "$D/manifest.json" \
    >"$WORK/summary.tmp" || { cat "$WORK/summary.tmp"; die "proto_check"; }
  cat "$WORK/summary.tmp"
  unsup=$(awk '$2 == "unsupported" { print $1 }' "$WORK/summary.tmp" | sort | tr '\n' ' ')
  want=$(tr ' ' '\n' <<<"$EXPECT_UNSUPPORTED" | grep . | sort | tr '\n' ' ')
  [ "$unsup" = "$want" ] || die "unsupported cases: '$unsup', expected '$want'"
  for c in $EXPECT_UNSUPPORTED; do
    grep -q "^CASE .* id=$c status=unsupported reason=[^ ]" "$OUT" || die "$c: unsupported without a reason"
  done
  end_has "$OUT" cal_known_seq
  end_has "$OUT" call_switch_floor chk.called=1
  end_has "$OUT" yield_round_trip chk.alternated=1 chk.misalternations=0
  end_has "$OUT" context_switch chk.switched=1
  end_has "$OUT" sem_give_wake chk.alternated=1 chk.woken_first=1
  end_has "$OUT" sem_ping_pong chk.alternated=1
  end_has "$OUT" queue_post_1 chk.data_ok=1
  end_has "$OUT" queue_post_16 chk.data_ok=1
  end_has "$OUT" channel_ping_pong chk.alternated=1
  end_has "$OUT" mutex_lock_unlock chk.uncontended=1
  end_has "$OUT" irq_response chk.isr_ran=1
  end_has "$OUT" irq_to_task chk.isr_ran=1 chk.alternated=1
  end_has "$OUT" irq_to_task_interrupt_executor chk.preempted=1
  end_has "$OUT" preempt_busy_task chk.isr_ran=1 chk.alternated=1 chk.waited_for_busy=1
  grep -q "^CASE .* id=queue_post_16 .* item_bytes=16 " "$OUT" || die "queue_post_16 lacks item_bytes=16"
  # tick_jitter with embassy-time's Ticker on our SysTick driver: the load ran in every period,
  # the nominal period is 1 ms of virtual time (1000000 instruction ticks), overhead 0.
  end_has "$OUT" tick_jitter chk.loaded=1 chk.unloaded_periods=0 chk.rest_periods=0 overhead=0
  grep -q "^CASE .* id=tick_jitter .* tick_us=1000 nominal=1000000 " "$OUT" ||
    die "tick_jitter lacks tick_us=1000 nominal=1000000: $(grep '^CASE .* id=tick_jitter ' "$OUT")"
  cond_has "$OUT" kernel=embassy kernel_version=0.10.0 profile=default compiler=rustc opt=-Os \
    kcfg.raw_mutex=0 lto=off embassy.raw_mutex=NoopRawMutex rust.lto=off \
    rust.debug_assertions=1 board=qemu timer=icount unit=ticks tick_us=1000
  grep -q "^COND .* compiler_version=rustc%201\.[0-9]*\.[0-9]" "$OUT" || die "COND lacks rustc's version"
  grep -q "^COND .* cflags=opt-level%3Ds%20lto%3Doff%20" "$OUT" || die "COND cflags lacks the cargo profile"
  mv -f "$WORK/summary.tmp" "$WORK/summary"
  ;;
qemu_O0) # opt-level 0: the overhead calibration stays exact (cal_known_seq = 100 NOPs exactly;
  # nops100 was a call of its own there, 107) and every case still runs
  need arm-none-eabi-gcc; need qemu-system-arm; debian_rust
  tree=$(crates)
  d="$WORK/build-qemu-O0" out="$WORK/O0-run1.txt"
  build "$d" -DRB_BOARD=qemu -DRB_KERNEL=embassy -DRB_KERNEL_DIR="$tree" -DRB_OPT=-O0 \
    -DRB_ITERATIONS=50 -DRB_WARMUP=5
  rc=$(run_manifest "$d" "$out")
  [ "$rc" = 0 ] || { grep -v "^S " "$out" | tail -5; die "firmware exit code $rc"; }
  "$(checker)" "$out" --failed0 --expect-cases 26 --manifest "$d/manifest.json" \
    >"$WORK/O0.summary" || { cat "$WORK/O0.summary"; die "proto_check"; }
  cond_has "$out" opt=-O0
  kseq=$(corrected "$WORK/O0.summary" cal_known_seq)
  [ "$kseq" = 100 ] || die "-O0 cal_known_seq: median - overhead = $kseq, not 100"
  echo "ok: at -O0 cal_known_seq = $kseq"
  ;;
gd32_build)
  # Build only (no board here): the Rust port for the GD32F103 at 72 MHz from HXTAL, NoopRawMutex,
  # -Os; it links into 512 KiB of flash and 64 KiB of SRAM (memory/gd32f103.x: the linker
  # refuses an overflow), the manifest states the board's conditions and the footprint.
  need arm-none-eabi-gcc; debian_rust
  tree=$(crates)
  G="$WORK/build-gd32"
  build "$G" -DRB_BOARD=gd32f103 -DRB_KERNEL=embassy -DRB_KERNEL_DIR="$tree" -DRB_OPT=-Os \
    -DRB_CLOCK_HZ=72000000
  m="$G/manifest.json"
  for kv in '"board": "gd32f103"' '"clock_hz": 72000000' '"flash_ws": 0' '"timer": "dwt"' \
    '"unit": "cycles"' '"kernel": "embassy"'; do
    grep -qF "$kv" "$m" || die "manifest lacks $kv"
  done
  text=$(manifest_int "$m" text); rodata=$(manifest_int "$m" rodata)
  data=$(manifest_int "$m" data); bss=$(manifest_int "$m" bss)
  [ -n "$text" ] && [ "$text" -gt 0 ] || die "manifest has no footprint"
  flash=$((text + rodata + data)); ram=$((data + bss))
  [ "$flash" -le $((512 * 1024)) ] || die "flash $flash B does not fit 512 KiB"
  [ "$ram" -le $((64 * 1024)) ] || die "RAM $ram B does not fit 64 KiB"
  # The image is the GD32's: USART0 (0x40013800) and DWT CYCCNT, not the virtual board's TIM2.
  # (into files first: grep -q would close the pipe early, and pipefail would see the SIGPIPE)
  arm-none-eabi-objdump -d "$G/rtosbench-fw.elf" >"$WORK/gd32.dis"
  arm-none-eabi-strings "$G/rtosbench-fw.elf" >"$WORK/gd32.strings"
  grep -q "movw.*0x1004" "$WORK/gd32.dis" && grep -q "movt.*0xe000" "$WORK/gd32.dis" ||
    die "no DWT CYCCNT stamp in the gd32f103 image"
  grep -q "movt.*0x4000" "$WORK/gd32.dis" && grep -q "0x0024" "$WORK/gd32.dis" &&
    die "the gd32f103 image stamps TIM2 (0x40000024), the virtual board's timer"
  grep -q "GD32F103VET6" "$WORK/gd32.strings" ||
    die "the gd32f103 image does not state mcu=GD32F103VET6"
  echo "ok: gd32f103 footprint text=$text rodata=$rodata data=$data bss=$bss (flash $flash B, RAM $ram B)"
  ;;
deterministic)
  [ -f "$WORK/summary" ] || die "fixture run (firmware.embassy_qemu) missing"
  rc=$(run_manifest "$D" "$WORK/run2.txt")
  [ "$rc" = 0 ] || die "second run: exit code $rc"
  cmp "$OUT" "$WORK/run2.txt" || die "two runs of the same ELF differ"
  echo "ok: two runs byte-identical ($(wc -l <"$OUT") lines)"
  ;;
relations)
  s="$WORK/summary"
  [ -f "$s" ] || die "fixture run (firmware.embassy_qemu) missing"
  rel() { # rel A B: corrected median of A > that of B
    local a b
    a=$(corrected "$s" "$1"); b=$(corrected "$s" "$2")
    [ "$a" -gt "$b" ] || die "$1 ($a) is not above $2 ($b)"
    echo "ok: $1 ($a) > $2 ($b)"
  }
  kseq=$(corrected "$s" cal_known_seq)
  [ "$kseq" = 100 ] || die "cal_known_seq: median - overhead = $kseq, not 100"
  # A round trip holds two hand-overs, more than one alone.
  rel channel_ping_pong queue_post_1
  rel sem_ping_pong sem_give_wake
  rel yield_round_trip context_switch
  # The InterruptExecutor preempts the busy task; the thread executor waits for it.
  rel preempt_busy_task irq_to_task_interrupt_executor
  rel preempt_busy_task irq_to_task
  rel queue_post_16 queue_post_1
  ;;
*) die "unknown test $TEST" ;;
esac
