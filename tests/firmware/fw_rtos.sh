#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# rtosbench RTOS adapter tests for kernels built by firmware/kernels/<id>.cmake (issues 14, 15),
# registered by tests/firmware/CMakeLists.txt (rb_rtos_tests).
#   fw_rtos.sh KERNEL TEST FIRMWARE_SRC WORK_DIR [CLI EXPERIMENT]
# The kernel's tree is the one the fixture firmware.kernel_trees registered from
# ../shared/kernels into the test kernel cache RB_KERNEL_CACHE (RB_KERNEL_CACHE/<id>/<version>).
# What is particular to a kernel (its extra trees, the cases it truly lacks, the kcfg.* keys of
# its profiles) is in tests/firmware/kernels/<id>.sh. Without the tree every test is skipped
# (exit 77) with a message naming what is missing. Nothing here downloads a kernel.
#
# Tests (TEST): qemu_default, qemu_minimal (build, run, every case ok or unsupported as
# expected, scenario checks, COND), deterministic (second run byte-identical), relations (one
# check per relation on median - overhead), gd32_builds (72/108 MHz x -O0/-Os x profiles: fit
# 512 KiB / 64 KiB; prints the footprint table; gd32: the same in one build directory),
# cli_profiles (rtosbench-cli run of examples/experiments/<id>-profiles.json stores 2 complete
# runs), cflags (RB_CFLAGS reach the kernel's files and the harness; the kernel's refusals name
# their reason), qemu_O0 (the default profile at -O0 as qemu_default checks it, with the kernel
# file's COND_O0), clang (issue 37: a short qemu run and a GD32F103 build with Clang, beside the
# GCC fixture run), clang_refused (a kernel building its own image with its own GNU toolchain
# refuses Clang and LTO).
set -euo pipefail
KERNEL=$1
TEST=$2
FW=$(cd "$3" && pwd)
WORK=$4/$KERNEL
HERE=$(cd "$(dirname "$0")" && pwd)
CMAKE=${CMAKE:-cmake}
HOST_CC=${HOST_CC:-cc}
RUN_TIMEOUT=${RUN_TIMEOUT:-600}
mkdir -p "$WORK"
. "$HERE/fw_lib.sh"

CACHE=${RB_KERNEL_CACHE:-/nonexistent}
# tree ID: the one registered tree of catalogue id ID in the test kernel cache (or SKIP).
tree() {
  local d n
  n=$(find "$CACHE/$1" -mindepth 1 -maxdepth 1 -type d 2>/dev/null | wc -l)
  if [ "$n" != 1 ]; then
    echo "SKIP: no $1 tree in the test kernel cache $CACHE/$1: the archive of" \
      "${RB_SHARED_KERNELS:-../shared/kernels} for $1 is absent, or the fixture" \
      "firmware.kernel_trees did not run" >&2
    exit 77
  fi
  d=$(find "$CACHE/$1" -mindepth 1 -maxdepth 1 -type d)
  (cd "$d" && pwd -P)
}

# Per kernel: KTREE_EXTRA (cmake -D arguments for extra trees), KERNEL_TREES_EXTRA (their
# paths, whose own warnings are tolerated), EXPECT_UNSUPPORTED (case ids,
# sorted, space-separated, each with its reason in the adapter), COND_ALL / COND_DEFAULT /
# COND_MINIMAL (key=value fields the run's COND must hold), SWITCH_CASES, IRQ_COND (the test
# IRQ's place: irq.prio, irq.mask, irq.masked_by_kernel; issue 32).
KERNEL_TREE=$(tree "$KERNEL")
KTREE_EXTRA=()
KERNEL_TREES_EXTRA=""
EXPECT_UNSUPPORTED="cal_gpio_toggle"
COND_ALL=()
COND_DEFAULT=()
COND_MINIMAL=()
SWITCH_CASES="yield_round_trip context_switch"
IRQ_COND=()
CFLAGS_REFUSED=()   # cflags: RB_CFLAGS flags the kernel's recipe refuses (each with its reason)
CFLAGS_COMPILE_DB="" # cflags: the kernel build's compile_commands.json, relative to the build
IRQ_AT_SYSTICK_LEVEL="" # the reason, for a kernel whose kernel-aware interrupts cannot nest
GD32_CHECK=""       # gd32_builds/gd32: a function of the kernel's, called with DIR HZ OPT PROFILE
[ -f "$HERE/kernels/$KERNEL.sh" ] || die "no tests/firmware/kernels/$KERNEL.sh"
. "$HERE/kernels/$KERNEL.sh"
echo "$KERNEL tree: $KERNEL_TREE"


kbuild() { # kbuild DIR cmake-args...
  build "$1" -DRB_KERNEL="$KERNEL" -DRB_KERNEL_DIR="$KERNEL_TREE" "${KTREE_EXTRA[@]}" "${@:2}"
}

qemu_profile() { # qemu_profile PROFILE [TAG CMAKE-ARGS...]: TAG names the build (the profile)
  local prof=$1 tag=${2:-$1} opt=-Os d out rc unsup a
  shift; [ $# -gt 0 ] && shift
  for a in "$@"; do [[ $a != -DRB_OPT=* ]] || opt=${a#-DRB_OPT=}; done
  d="$WORK/build-qemu-$tag" out="$WORK/$tag-run1.txt"
  need arm-none-eabi-gcc; need qemu-system-arm
  kbuild "$d" -DRB_BOARD=qemu -DRB_PROFILE="$prof" -DRB_OPT=-Os "$@"
  rm -f "$WORK/$tag.summary"
  rc=$(run_manifest "$d" "$out")
  [ "$rc" = 0 ] || { grep -v "^S " "$out" | tail -5; die "firmware exit code $rc"; }
  # The manifest's footprint is read from the ELF's sections, whoever linked it (Zephyr names
  # them without the dot: issue 34).
  [ "$(manifest_int "$d/manifest.json" text)" -gt 0 ] && [ "$(manifest_int "$d/manifest.json" bss)" -gt 0 ] ||
    die "manifest.json footprint is empty: $(grep footprint "$d/manifest.json")"
  "$(checker)" "$out" --failed0 --expect-cases 23 --manifest "$d/manifest.json" \
    >"$WORK/$tag.summary.tmp" || { cat "$WORK/$tag.summary.tmp"; die "proto_check"; }
  cat "$WORK/$tag.summary.tmp"
  unsup=$(awk '$2 == "unsupported" { print $1 }' "$WORK/$tag.summary.tmp" | sort | tr '\n' ' ')
  want=$(tr ' ' '\n' <<<"$EXPECT_UNSUPPORTED" | grep . | sort | tr '\n' ' ')
  [ "$unsup" = "$want" ] || die "unsupported cases: '$unsup', expected '$want'"
  # Every unsupported case but the GPIO marker states why.
  for c in $EXPECT_UNSUPPORTED; do
    [ "$c" = cal_gpio_toggle ] && continue
    grep -q "^CASE .* id=$c status=unsupported reason=[^ ]" "$out" || die "$c: unsupported without a reason"
  done
  grep -q "^END .* case=mutex_pi status=ok .*chk.contended=1 chk.pi_raised=1 " "$out" ||
    die "mutex_pi: contention or priority inheritance not shown: $(grep 'case=mutex_pi ' "$out")"
  end_has "$out" yield_round_trip chk.alternated=1
  end_has "$out" context_switch chk.alternated=1
  grep -qw preempt_resume <<<"$EXPECT_UNSUPPORTED" || end_has "$out" preempt_resume chk.preempted=1
  # issue 32: a give to a waiting higher-priority task, on every kernel (H was waiting, ran
  # before the give returned, one wake per give)
  end_has "$out" sem_give_wake chk.waiting=1 chk.woken_first=1 chk.alternated=1 chk.timeouts=0
  end_has "$out" sem_ping_pong chk.alternated=1
  end_has "$out" irq_to_task chk.preempted=1
  end_has "$out" irq_response chk.isr_ran=1
  # The load ran in every measured period of tick_jitter (issue 32; before: at least once).
  end_has "$out" tick_jitter chk.loaded=1 chk.unloaded_periods=0
  # Allocators by class (issue 32): heap_* a general-purpose allocator, pool_* a pool of
  # exactly 8 fixed blocks, each where the kernel has one (else unsupported, checked above).
  for c in heap_alloc heap_free; do
    grep -qw "$c" <<<"$EXPECT_UNSUPPORTED" || end_has "$out" $c chk.alloc_ok=1 chk.general=1
  done
  for c in pool_alloc pool_free; do
    grep -qw "$c" <<<"$EXPECT_UNSUPPORTED" ||
      end_has "$out" $c chk.alloc_ok=1 chk.fixed_blocks=1 chk.capacity=8
  done
  # The test IRQ at the kernel-aware boundary, more urgent than SysTick, stated in COND.
  [ ${#IRQ_COND[@]} -gt 0 ] || die "tests/firmware/kernels/$KERNEL.sh sets no IRQ_COND"
  cond_has "$out" "${IRQ_COND[@]}"
  ip=$(grep -o " irq\.prio=[0-9]*" "$out" | head -1 | cut -d= -f2)
  sp=$(grep -o " irq\.systick_prio=[0-9]*" "$out" | head -1 | cut -d= -f2)
  if [ -n "$IRQ_AT_SYSTICK_LEVEL" ]; then
    # A kernel whose interrupt entry does not nest (NuttX): the test IRQ at SysTick's level.
    [ -n "$ip" ] && [ "$ip" = "$sp" ] ||
      die "the test IRQ (irq.prio=$ip) is not at SysTick's level (irq.systick_prio=$sp):" \
        "$IRQ_AT_SYSTICK_LEVEL"
  else
    [ -n "$ip" ] && [ -n "$sp" ] && [ "$ip" -lt "$sp" ] ||
      die "the test IRQ (irq.prio=$ip) is not more urgent than SysTick (irq.systick_prio=$sp)"
  fi
  grep -q "^CASE .* id=tick_jitter .* tick_us=1000 nominal=1000000 " "$out" ||
    die "tick_jitter CASE lacks tick_us=1000 nominal=1000000 (a 1000 Hz tick)"
  tj=$(corrected "$WORK/$tag.summary.tmp" tick_jitter)
  [ "$tj" -lt 10000 ] || die "tick_jitter median $tj: not a deviation from the nominal period"
  cond_has "$out" "kernel=$KERNEL" "profile=$prof" tick_us=1000 "${COND_ALL[@]}"
  # COND_OS / COND_O0 (a kernel's file may set them): what follows the optimisation level.
  if [ "$opt" = -O0 ]; then [ -z "${COND_O0+x}" ] || cond_has "$out" "${COND_O0[@]}"
  elif [ "$opt" = -Os ]; then [ -z "${COND_OS+x}" ] || cond_has "$out" "${COND_OS[@]}"; fi
  if [ "$prof" = default ]; then cond_has "$out" "${COND_DEFAULT[@]}"
  else cond_has "$out" "${COND_MINIMAL[@]}"; fi
  echo "$KERNEL_TREE" >"$WORK/$tag.tree"
  mv -f "$WORK/$tag.summary.tmp" "$WORK/$tag.summary"
}

gd32_fit() { # gd32_fit DIR HZ PROFILE OPT: the build fits 512 KiB / 64 KiB; one table row
  local d=$1 hz=$2 prof=$3 opt=$4 m="$1/manifest.json" t r dt b flash ram elfram
  t=$(manifest_int "$m" text); r=$(manifest_int "$m" rodata)
  dt=$(manifest_int "$m" data); b=$(manifest_int "$m" bss)
  flash=$((t + r + dt)); ram=$((dt + b))
  echo "| $((hz / 1000000)) MHz | $opt | $prof | $t | $r | $dt | $b | $flash | $ram |"
  # Every allocated section in RAM (thread stacks in Zephyr's noinit too) is in the
  # manifest's data + bss (issue 34: Zephyr's noinit and iterable sections were left out).
  elfram=$(arm-none-eabi-size -A "$d/rtosbench-fw.elf" |
    awk '$3 >= 536870912 && $2 > 0 { s += $2 } END { print s + 0 }')
  [ "$elfram" = "$ram" ] || die "manifest data + bss = $ram, the ELF's RAM sections hold $elfram"
  [ "$flash" -gt 4000 ] && [ "$flash" -le 524288 ] || die "flash $flash outside 512 KiB"
  [ $((ram + 4096)) -le 65536 ] || die "RAM $ram + 4 KiB main stack over 64 KiB"
  [ "$(manifest_int "$m" clock_hz)" = "$hz" ] || die "manifest clock_hz != $hz"
  grep -q "\"board\": \"gd32f103\"" "$m" || die "manifest board != gd32f103"
  grep -q "\"profile\": \"$prof\"" "$m" || die "manifest profile != $prof"
  grep -q "\"kernel\": \"$KERNEL\"" "$m" || die "manifest kernel != $KERNEL"
}

fixture() {
  [ -f "$WORK/$1.summary" ] || die "fixture run ($1) missing"
  [ "$(cat "$WORK/$1.tree")" = "$KERNEL_TREE" ] || die "fixture run ($1) used another tree"
}

case "$TEST" in
qemu_default) qemu_profile default ;;
qemu_minimal) qemu_profile minimal ;;
qemu_O0) # the default profile at -O0, every case, its stack stated (Zephyr: 2.5 KiB task stacks)
  qemu_profile default default-O0 -DRB_OPT=-O0
  ;;

deterministic)
  need qemu-system-arm
  fixture default
  rc=$(run_manifest "$WORK/build-qemu-default" "$WORK/default-run2.txt")
  [ "$rc" = 0 ] || die "second run exit code $rc"
  cmp "$WORK/default-run1.txt" "$WORK/default-run2.txt" || die "two runs differ"
  echo "two runs identical: $(wc -c <"$WORK/default-run1.txt") bytes"
  ;;

relations) # each relation its own check, on median - overhead, both profiles
  fixture default
  fixture minimal
  fails=0
  rel() { # rel PROFILE TEXT A OP B
    if [ "$3" "$4" "$5" ]; then echo "ok   $1: $2 ($3 ${4#-} $5)"
    else echo "FAIL $1: $2 ($3 ${4#-} $5 does not hold)"; fails=$((fails + 1)); fi
  }
  for prof in default minimal; do
    s="$WORK/$prof.summary"
    yrt=$(corrected "$s" yield_round_trip); cs=$(corrected "$s" context_switch)
    spp=$(corrected "$s" sem_ping_pong); mtx=$(corrected "$s" mutex_lock_unlock)
    irr=$(corrected "$s" irq_response); itt=$(corrected "$s" irq_to_task)
    pi=$(corrected "$s" mutex_pi); sgw=$(corrected "$s" sem_give_wake)
    echo "$prof: yield_round_trip=$yrt context_switch=$cs sem_ping_pong=$spp mutex_pi=$pi" \
      "irq_to_task=$itt irq_response=$irr mutex_lock_unlock=$mtx"
    rel $prof "round trip > single switch" "$yrt" -gt "$cs"
    rel $prof "semaphore ping-pong > single switch" "$spp" -gt "$cs"
    rel $prof "uncontended mutex < ping-pong" "$mtx" -lt "$spp"
    rel $prof "irq_to_task > irq_response" "$itt" -gt "$irr"
    rel $prof "one give -> wake < the ping-pong round trip" "$sgw" -lt "$spp"
  done
  for c in $SWITCH_CASES; do
    dv=$(corrected "$WORK/default.summary" $c); mv=$(corrected "$WORK/minimal.summary" $c)
    rel both "minimal not slower than default on $c" "$mv" -le "$dv"
  done
  [ "$fails" = 0 ] || die "$fails relation(s) do not hold"
  ;;

profiles) # issue 32: the two profiles against the rule of docs/kernels.md and options.json
  fixture default
  fixture minimal
  python3 "$HERE/profiles_check.py" "$KERNEL" "$WORK/default-run1.txt" "$WORK/minimal-run1.txt" \
    "$FW/adapters/$KERNEL/options.json" "$WORK/default.summary" "$WORK/minimal.summary" ||
    die "the profiles do not follow the rule"
  ;;

gd32_builds | gd32) # both clocks x -O0/-Os x both profiles: compile, link, fit; the footprint
  # table. gd32 (NuttX, whose build copies its tree, ~340 MB a build directory): the 8 builds
  # in one build directory, reconfigured each time, which keeps the copy (and checks that a
  # reconfigured build directory builds what it is configured for).
  need arm-none-eabi-gcc
  [ "$TEST" = gd32 ] && rm -rf "$WORK/build-gd32"
  echo "| clock | opt | profile | text | rodata | data | bss | flash | RAM |"
  echo "|---|---|---|---|---|---|---|---|---|"
  for hz in 72000000 108000000; do
    for opt in -O0 -Os; do
      for prof in default minimal; do
        # gd32 (one build directory, a kernel whose builds take minutes: NuttX): 2 of the 8,
        # each clock, each level and each profile once (72 MHz -O0 default, 108 MHz -Os
        # minimal; CI's time: 4 builds took 580 s); RB_GD32_ALL=1 builds all 8.
        if [ "$TEST" = gd32 ] && [ "${RB_GD32_ALL:-0}" != 1 ]; then
          case "$hz$opt$prof" in 72000000-O0default | 108000000-Osminimal) ;; *) continue ;; esac
        fi
        if [ "$TEST" = gd32 ]; then
          d="$WORK/build-gd32"
          BUILD_KEEP=1 kbuild "$d" -DRB_BOARD=gd32f103 -DRB_PROFILE=$prof -DRB_CLOCK_HZ=$hz \
            -DRB_OPT=$opt
        else
          d="$WORK/build-gd32-$hz$opt-$prof"
          kbuild "$d" -DRB_BOARD=gd32f103 -DRB_PROFILE=$prof -DRB_CLOCK_HZ=$hz -DRB_OPT=$opt
        fi
        gd32_fit "$d" $hz $prof $opt
        [ -z "$GD32_CHECK" ] || "$GD32_CHECK" "$d" "$hz" "$opt" "$prof"
      done
    done
  done
  ;;

clang) # issue 37: the kernel built by Clang (clang + ld.lld), against the GCC fixture run
  # A short run (500 samples) of the default profile on qemu with every check of qemu_default,
  # COND naming the compiler; its medians and .text beside the GCC run's (printed: docs); one
  # GD32F103 build (72 MHz, -Os, default) that fits. CLANG_CHECK (kernels/<id>.sh, optional)
  # checks what the kernel's recipe does particularly under Clang, on both ELF files.
  need arm-none-eabi-gcc; need qemu-system-arm; need clang; need ld.lld
  fixture default
  qemu_profile default clang -DRB_TOOLCHAIN=clang -DRB_ITERATIONS=500 -DRB_WARMUP=50
  out="$WORK/clang-run1.txt"
  cond_has "$out" toolchain=clang lto=off
  grep -q "^COND .* cc=clang[^ ]* " "$out" || die "COND cc is not clang: $(grep -o ' cc=[^ ]*' "$out")"
  grep -q "^COND .* toolchain_version=[^ ]*[Cc]lang" "$out" ||
    die "COND toolchain_version does not name Clang: $(grep -o ' toolchain_version=[^ ]*' "$out")"
  grep -q "^COND .* toolchain=gcc " "$WORK/default-run1.txt" || die "the fixture run is not GCC's"
  gt=$(manifest_int "$WORK/build-qemu-default/manifest.json" text)
  ct=$(manifest_int "$WORK/build-qemu-clang/manifest.json" text)
  [ "$gt" != "$ct" ] || die ".text $gt with both compilers: the same image?"
  echo "| $KERNEL | compiler | .text | yield_round_trip | sem_give_wake | irq_to_task |"
  for tc in gcc clang; do
    s="$WORK/default.summary" t=$gt
    [ $tc = clang ] && s="$WORK/clang.summary" t=$ct
    echo "| $KERNEL | $tc | $t | $(corrected "$s" yield_round_trip) |" \
      "$(corrected "$s" sem_give_wake) | $(corrected "$s" irq_to_task) |"
  done
  if declare -F CLANG_CHECK >/dev/null; then
    CLANG_CHECK "$WORK/build-qemu-default/rtosbench-fw.elf" "$WORK/build-qemu-clang/rtosbench-fw.elf"
  fi
  d="$WORK/build-clang-gd32"
  kbuild "$d" -DRB_BOARD=gd32f103 -DRB_PROFILE=default -DRB_CLOCK_HZ=72000000 -DRB_OPT=-Os \
    -DRB_TOOLCHAIN=clang
  grep -q '"toolchain": "clang"' "$d/manifest.json" || die "gd32 manifest: toolchain is not clang"
  echo "| clock | opt | profile | text | rodata | data | bss | flash | RAM |"
  gd32_fit "$d" 72000000 default -Os
  ;;

clang_refused) # issue 37: a kernel that builds its own image with its own GNU toolchain
  # (Zephyr, NuttX) refuses Clang and LTO before anything is built, naming why (else COND
  # would state a compiler or LTO that did not build the image).
  for a in -DRB_TOOLCHAIN=clang -DRB_LTO=on; do
    d="$WORK/build-clang-refused"
    rm -rf "$d"
    if "$CMAKE" -S "$FW" -B "$d" -DRB_KERNEL="$KERNEL" -DRB_KERNEL_DIR="$KERNEL_TREE" \
      "${KTREE_EXTRA[@]}" -DRB_BOARD=qemu "$a" >"$d.log" 2>&1; then
      die "$a was not refused"
    fi
    msg=$(tr '\n' ' ' <"$d.log" | tr -s ' ') # CMake wraps its messages
    grep -qF "RB_KERNEL=$KERNEL builds its own image with its own GNU toolchain" <<<"$msg" ||
      { cat "$d.log"; die "$a: refused without the reason"; }
    [ ! -f "$d/build.ninja" ] && [ ! -f "$d/Makefile" ] || die "$a: build files were written"
    echo "refused: $a"
  done
  ;;

cflags) # RB_CFLAGS reach the kernel's files and ours; the flags the kernel refuses say why
  need arm-none-eabi-gcc; need qemu-system-arm
  for f in "${CFLAGS_REFUSED[@]}"; do
    d="$WORK/build-cflags-refused"
    rm -rf "$d"
    if "$CMAKE" -S "$FW" -B "$d" -DRB_KERNEL="$KERNEL" -DRB_KERNEL_DIR="$KERNEL_TREE" \
      "${KTREE_EXTRA[@]}" -DRB_BOARD=qemu "-DRB_CFLAGS=$f" >"$d.log" 2>&1; then
      die "RB_CFLAGS=$f was not refused"
    fi
    msg=$(tr '\n' ' ' <"$d.log" | tr -s ' ') # CMake wraps its messages
    grep -qF "RB_CFLAGS flag $f is refused: " <<<"$msg" || { cat "$d.log"; die "RB_CFLAGS=$f: no reason"; }
    echo "refused: $f ($(grep -o 'is refused: [^(]*' <<<"$msg" | head -1 | sed 's/ Call Stack.*//'))"
  done
  d="$WORK/build-qemu-cflags"
  kbuild "$d" -DRB_BOARD=qemu -DRB_ITERATIONS=64 -DRB_WARMUP=0 \
    "-DRB_CFLAGS=-DRB_TEST_FAIL_CASE=rb_case_cal_loop;-fno-common"
  # On the kernel's own files too (the compile database of the kernel's build, when it has one).
  if [ -n "${CFLAGS_COMPILE_DB:-}" ]; then
    python3 - "$d/$CFLAGS_COMPILE_DB" "$KERNEL_TREE" <<'PY' || die "RB_CFLAGS did not reach every file"
import json, sys
db, tree = json.load(open(sys.argv[1])), sys.argv[2]
files = [e for e in db if e["file"].endswith(".c")]
kernel = [e for e in files if e["file"].startswith(tree + "/kernel/")]
assert kernel, "no file of the kernel's kernel/ folder in the compile database"
for e in files:
    cmd = e.get("command") or " ".join(e["arguments"])
    for flag in ("-DRB_TEST_FAIL_CASE=rb_case_cal_loop", "-fno-common"):
        assert flag in cmd.split(), f"{e['file']} lacks {flag}"
print(f"{len(files)} C files ({len(kernel)} of kernel/) compiled with both flags")
PY
  fi
  rc=$(run_manifest "$d" "$d.out")
  grep -q "^END .* case=cal_loop status=fail " "$d.out" || die "cal_loop did not fail: the -D did not reach the harness"
  grep -q "^END .* case=cal_timer_read status=ok " "$d.out" || die "other cases changed"
  grep -q "^COND .* cflags=[^ ]*-DRB_TEST_FAIL_CASE=rb_case_cal_loop" "$d.out" ||
    grep -q "^COND .* cflags=[^ ]*-DRB_TEST_FAIL_CASE%3Drb_case_cal_loop" "$d.out" ||
    die "COND cflags lacks the experiment's flag: $(grep -o ' cflags=[^ ]*' "$d.out" | head -1)"
  [ "$rc" = 2 ] || die "exit code $rc, expected 2 (DONE status=fail)"
  ;;

cli_profiles) # end to end: the trees registered in the cache, rtosbench-cli run, stats
  cli=${5:?rtosbench-cli path}
  exp=${6:?experiment path}
  need arm-none-eabi-gcc; need qemu-system-arm
  db="$WORK/cli.sqlite"
  rm -rf "$db" "$WORK/cli-cache"
  export RTOSBENCH_BUILD_CACHE="$WORK/cli-cache" RTOSBENCH_FIRMWARE_DIR="$FW"
  export RTOSBENCH_KERNEL_CACHE="$CACHE" # the trees registered by firmware.kernel_trees
  rc=0
  "$cli" --db "$db" run "$exp" --quiet >"$WORK/cli.out" 2>"$WORK/cli.err" || rc=$?
  cat "$WORK/cli.out"
  [ "$rc" = 0 ] || { tail -30 "$WORK/cli.err"; die "rtosbench-cli run exit code $rc"; }
  ids=$(sed -n 's/^configuration [0-9]*: run \([0-9]*\) complete.*/\1/p' "$WORK/cli.out")
  [ "$(echo "$ids" | grep -c .)" = 2 ] || die "expected 2 complete runs, got: $ids"
  "$cli" --db "$db" runs --format json >"$WORK/cli-runs.json" || die "runs --format json"
  python3 - "$WORK/cli-runs.json" "$KERNEL" <<'PY' || die "stored runs are not what the experiment asked"
import json, sys
runs, kernel = json.load(open(sys.argv[1])), sys.argv[2]
assert sorted(r["profile"] for r in runs) == ["default", "minimal"], runs
for r in runs:
    assert r["status"] == "complete" and r["kernel"] == kernel, r
    assert r["samples"] > 0 and r["cases"] >= 20, r
PY
  for id in $ids; do
    "$cli" --db "$db" stats "$id" --format json >"$WORK/cli-stats-$id.json" || die "stats $id"
    for c in yield_round_trip context_switch sem_ping_pong mutex_pi irq_to_task; do
      grep -q "\"$c\"" "$WORK/cli-stats-$id.json" || die "stats $id lacks $c"
    done
  done
  echo "$KERNEL: 2 complete runs stored ($ids)"
  ;;

*) die "unknown test $TEST" ;;
esac
echo "PASS: $KERNEL $TEST"
