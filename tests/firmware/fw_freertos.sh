#!/usr/bin/env bash
# rtosbench FreeRTOS adapter tests (registered by tests/firmware/CMakeLists.txt).
#   fw_freertos.sh TEST FIRMWARE_SRC WORK_DIR [CLI EXPERIMENT]
# They build a FreeRTOS-Kernel tree (V10.5.0 or later): the one named by RTOSBENCH_FREERTOS_DIR,
# else FreeRTOS V11.1.0 from the test kernel cache RB_KERNEL_CACHE, where the fixture
# firmware.kernel_trees registered ../shared/kernels/freertos-kernel-V11.1.0.tar.gz. Without
# either every test is skipped (exit 77) naming what is missing. No kernel source is in this
# repository and nothing here downloads one (docs/kernels.md).
set -euo pipefail
TEST=$1
FW=$(cd "$2" && pwd)
WORK=$3
HERE=$(cd "$(dirname "$0")" && pwd)
CMAKE=${CMAKE:-cmake}
HOST_CC=${HOST_CC:-cc}
RUN_TIMEOUT=${RUN_TIMEOUT:-600}
mkdir -p "$WORK"
. "$HERE/fw_lib.sh"

if [ -z "${RTOSBENCH_FREERTOS_DIR:-}" ]; then
  cached=${RB_KERNEL_CACHE:-/nonexistent}/freertos/V11.1.0
  if [ ! -f "$cached/tasks.c" ]; then
    echo "SKIP: no FreeRTOS-Kernel tree: $cached is not in the test kernel cache because" \
      "${RB_SHARED_KERNELS:-../shared/kernels}/freertos-kernel-V11.1.0.tar.gz is absent (or the" \
      "fixture firmware.kernel_trees did not run), and RTOSBENCH_FREERTOS_DIR is not set"
    exit 77
  fi
  RTOSBENCH_FREERTOS_DIR=$cached
fi
[ -f "$RTOSBENCH_FREERTOS_DIR/tasks.c" ] ||
  die "RTOSBENCH_FREERTOS_DIR=$RTOSBENCH_FREERTOS_DIR is not a FreeRTOS-Kernel tree (no tasks.c)"
KERNEL_TREE=$(cd "$RTOSBENCH_FREERTOS_DIR" && pwd -P)
KVER=$(sed -n 's/.*define[ \t]*tskKERNEL_VERSION_NUMBER[ \t]*"\([^"]*\)".*/\1/p' \
  "$KERNEL_TREE/include/task.h")
[ -n "$KVER" ] || die "no tskKERNEL_VERSION_NUMBER in $KERNEL_TREE/include/task.h"
echo "FreeRTOS tree: $KERNEL_TREE ($KVER)"

qemu_profile() { # qemu_profile PROFILE: build, run, check everything; keeps the output
  local prof=$1 d="$WORK/build-fr-qemu-$1" out="$WORK/fr-$1-run1.txt" rc unsup
  need arm-none-eabi-gcc; need qemu-system-arm
  build "$d" -DRB_BOARD=qemu -DRB_KERNEL=freertos -DRB_KERNEL_DIR="$KERNEL_TREE" \
    -DRB_PROFILE="$prof" -DRB_OPT=-Os
  rm -f "$WORK/fr-$prof.summary"
  rc=$(run_manifest "$d" "$out")
  [ "$rc" = 0 ] || { grep -v "^S " "$out" | tail -5; die "firmware exit code $rc"; }
  "$(checker)" "$out" --failed0 --expect-cases 23 --manifest "$d/manifest.json" \
    >"$WORK/fr-$prof.summary.tmp" || { cat "$WORK/fr-$prof.summary.tmp"; die "proto_check"; }
  cat "$WORK/fr-$prof.summary.tmp"
  # Every case the kernel supports ran: unsupported are the GPIO marker (no GPIO on the virtual
  # board) and the pool cases (FreeRTOS has no fixed-block pool), each with its reason.
  unsup=$(awk '$2 == "unsupported" { print $1 }' "$WORK/fr-$prof.summary.tmp" | tr '\n' ' ')
  [ "$unsup" = "cal_gpio_toggle pool_alloc pool_free " ] || die "unsupported cases: $unsup"
  grep -q "^CASE .* id=pool_alloc status=unsupported reason=FreeRTOS%20has%20no%20fixed-block" \
    "$out" || die "pool_alloc: unsupported without the FreeRTOS reason"
  # issue 32: preempt is preempt_resume and sem_give_wake; the load ran in every tick_jitter
  # period; heap_alloc is a general-purpose allocator; the test IRQ's place is stated.
  grep -q "^END .* case=preempt_resume status=ok .*chk.preempted=1 " "$out" || die "preempt_resume"
  grep -q "^END .* case=sem_give_wake status=ok .*chk.waiting=1 chk.woken_first=1 chk.alternated=1 " \
    "$out" || die "sem_give_wake: $(grep "case=sem_give_wake " "$out")"
  grep -q "^END .* case=tick_jitter status=ok .*chk.loaded=1 chk.unloaded_periods=0 " "$out" ||
    die "tick_jitter: the load did not run in every period"
  grep -q "^END .* case=heap_alloc status=ok .*chk.general=1 " "$out" || die "heap_alloc general"
  cond_has "$out" irq.prio=80 irq.mask=basepri irq.boundary=80 irq.masked_by_kernel=1 \
    irq.systick_prio=255
  grep -q "^END .* case=mutex_pi status=ok .*chk.contended=1 chk.pi_raised=1 chk.owner_prio=4 " \
    "$out" || die "mutex_pi: contention or priority inheritance not shown"
  grep -q "^END .* case=irq_to_task status=ok .*chk.preempted=1 " "$out" || die "irq_to_task"
  # tick_jitter: |period - nominal| in instruction counts; one 1 ms tick is 10^6 counts under
  # -icount shift=0, so a raw period would be about 10^6.
  grep -q "^CASE .* id=tick_jitter .* tick_us=1000 nominal=1000000 " "$out" ||
    die "tick_jitter CASE lacks tick_us=1000 nominal=1000000"
  tj=$(corrected "$WORK/fr-$prof.summary.tmp" tick_jitter)
  [ "$tj" -lt 10000 ] || die "tick_jitter median $tj: not a deviation from the nominal period"
  cond_has "$out" kernel=freertos "kernel_version=$KVER" "profile=$prof" tick_us=1000 \
    kcfg.configUSE_PREEMPTION=1 kcfg.configTICK_RATE_HZ=1000 kcfg.configMAX_PRIORITIES=9 \
    kcfg.configUSE_MUTEXES=1 kcfg.configUSE_TIME_SLICING=0 kcfg.heap=heap_4 mech.join=adapter_sem \
    kcfg.source=examples/template_configuration/FreeRTOSConfig.h@V11.1.0 \
    kcfg.configUSE_TRACE_FACILITY=0 kcfg.configGENERATE_RUN_TIME_STATS=0
  if [ "$prof" = default ]; then # the template's values (docs/kernels/freertos.md)
    cond_has "$out" kcfg.configASSERT=1 kcfg.configCHECK_FOR_STACK_OVERFLOW=2 \
      kcfg.configUSE_PORT_OPTIMISED_TASK_SELECTION=0 kcfg.configHEAP_CLEAR_MEMORY_ON_FREE=1
  else
    cond_has "$out" kcfg.configASSERT=0 kcfg.configCHECK_FOR_STACK_OVERFLOW=0 \
      kcfg.configUSE_PORT_OPTIMISED_TASK_SELECTION=1 kcfg.configHEAP_CLEAR_MEMORY_ON_FREE=0
  fi
  echo "$KERNEL_TREE" >"$WORK/fr-$prof.tree"
  mv -f "$WORK/fr-$prof.summary.tmp" "$WORK/fr-$prof.summary"
}

fixture() { # fixture PROFILE: the fixture's summary, from the same kernel tree
  [ -f "$WORK/fr-$1.summary" ] || die "fixture run ($1) missing"
  [ "$(cat "$WORK/fr-$1.tree")" = "$KERNEL_TREE" ] || die "fixture run ($1) used another tree"
}

case "$TEST" in
freertos_qemu_default) qemu_profile default ;;
freertos_qemu_minimal) qemu_profile minimal ;;

freertos_deterministic) # a second run of the same ELF is byte-identical (-icount shift=0)
  need qemu-system-arm
  fixture default
  rc=$(run_manifest "$WORK/build-fr-qemu-default" "$WORK/fr-default-run2.txt")
  [ "$rc" = 0 ] || die "second run exit code $rc"
  cmp "$WORK/fr-default-run1.txt" "$WORK/fr-default-run2.txt" || die "two runs differ"
  echo "two runs identical: $(wc -c <"$WORK/fr-default-run1.txt") bytes"
  ;;

freertos_relations) # the sanity relations of issue 7, on medians minus the overhead
  fixture default
  fixture minimal
  for prof in default minimal; do
    s="$WORK/fr-$prof.summary"
    yrt=$(corrected "$s" yield_round_trip)
    cs=$(corrected "$s" context_switch)
    spp=$(corrected "$s" sem_ping_pong)
    mtx=$(corrected "$s" mutex_lock_unlock)
    echo "$prof: yield_round_trip=$yrt context_switch=$cs sem_ping_pong=$spp" \
      "mutex_lock_unlock=$mtx"
    [ "$yrt" -gt "$cs" ] || die "$prof: yield round trip $yrt not above the single switch $cs"
    [ "$spp" -gt "$cs" ] || die "$prof: semaphore ping-pong $spp not above the single switch $cs"
    sgw=$(corrected "$s" sem_give_wake)
    [ "$sgw" -lt "$spp" ] || die "$prof: one give -> wake $sgw not below the round trip $spp"
    [ "$mtx" -lt "$spp" ] || die "$prof: uncontended mutex $mtx not below the ping-pong $spp"
  done
  for c in yield_round_trip context_switch; do
    dv=$(corrected "$WORK/fr-default.summary" $c)
    mv=$(corrected "$WORK/fr-minimal.summary" $c)
    echo "switch path $c: default $dv, minimal $mv"
    [ "$mv" -le "$dv" ] || die "minimal profile slower than default on $c ($mv > $dv)"
  done
  ;;

freertos_profiles) # issue 32: the two profiles against the rule of docs/kernels.md and options.json
  fixture default
  fixture minimal
  python3 "$(dirname "$0")/profiles_check.py" freertos "$WORK/fr-default-run1.txt" \
    "$WORK/fr-minimal-run1.txt" "$FW/adapters/freertos/options.json" "$WORK/fr-default.summary" \
    "$WORK/fr-minimal.summary" || die "the profiles do not follow the rule"
  ;;

freertos_inject_invariance) # every case subtracts exactly the chain its window holds
  # Two builds that differ only in the injected print's bookkeeping (RB_INJECT_PRINT_EVERY=
  # 1000000: in every window, never printing): under -icount every case's median - overhead
  # must be the same instruction count in both, i.e. the overhead each case subtracts holds
  # the bookkeeping exactly when its window does.
  need arm-none-eabi-gcc; need qemu-system-arm
  for k in 0 1000000; do
    d="$WORK/build-fr-qemu-inject-$k"
    build "$d" -DRB_BOARD=qemu -DRB_KERNEL=freertos -DRB_KERNEL_DIR="$KERNEL_TREE" \
      -DRB_PROFILE=default -DRB_ITERATIONS=2000 -DRB_WARMUP=200 -DRB_INJECT_PRINT_EVERY=$k
    rc=$(run_manifest "$d" "$d.out")
    [ "$rc" = 0 ] || die "inject $k: exit code $rc"
    "$(checker)" "$d.out" --failed0 --expect-cases 23 >"$d.summary" ||
      { cat "$d.summary"; die "inject $k: proto_check"; }
    # cal_timer_read is the chain itself (overhead=0): it holds the bookkeeping or not.
    corrected_table "$d.summary" | grep -v "^cal_timer_read " >"$d.table"
  done
  a="$WORK/build-fr-qemu-inject-0.table" b="$WORK/build-fr-qemu-inject-1000000.table"
  paste -d' ' "$a" "$b" |
    awk '{ printf "%-20s %8s %8s%s\n", $1, $2, $4, $2 == $4 ? "" : "  <- differs" }'
  [ "$(wc -l <"$a")" -ge 18 ] || die "too few measured cases"
  cmp -s "$a" "$b" || die "a case subtracts a chain its window does not hold (see above)"
  ;;

freertos_misalternation) # no sample from another case; misalternations counted, not kept
  # Test build: B yields once more every 97th time, between its stamp and its bookkeeping (what
  # a time slice there does), and every sample slot starts as a poison value. No sample may be
  # the poison (a slot never written: the previous case's data in a real build) or pair a
  # stale stamp; the disturbed iterations are counted as misalternations and repeated.
  need arm-none-eabi-gcc; need qemu-system-arm
  d="$WORK/build-fr-qemu-slice"
  build "$d" -DRB_BOARD=qemu -DRB_KERNEL=freertos -DRB_KERNEL_DIR="$KERNEL_TREE" \
    -DRB_PROFILE=default -DRB_ITERATIONS=2000 -DRB_WARMUP=200 \
    "-DRB_CFLAGS=-DRB_TEST_SLICE_EVERY=97 -DRB_TEST_POISON=123456789"
  rc=$(run_manifest "$d" "$d.out")
  [ "$rc" = 0 ] || { grep -v "^S " "$d.out" | tail -3; die "exit code $rc"; }
  "$(checker)" "$d.out" --failed0 --expect-cases 23 --poison 123456789 >"$d.summary" ||
    { cat "$d.summary"; die "proto_check: a slot not written by its case, or a failed case"; }
  grep -E "^(yield_round_trip|context_switch) " "$d.summary"
  end=$(grep "^END .* case=context_switch " "$d.out")
  mis=$(sed -n 's/.* chk.misalternations=\([0-9]*\) .*/\1/p' <<<"$end")
  echo "context_switch: $mis misalternations counted"
  [ -n "$mis" ] && [ "$mis" -ge 20 ] || die "the disturbed iterations were not counted: $end"
  max=$(awk '$1 == "context_switch" { for (i = 2; i <= NF; i++) if ($i ~ /^max=/) {
          sub(/^max=/, "", $i); print $i } }' "$d.summary")
  [ "$max" -lt 100000 ] || die "context_switch max $max: a stale stamp was paired"
  ;;

freertos_gd32_builds) # GD32F103 at 72 and 108 MHz, both profiles: compile, link, fit
  # Issue 37: and once with Clang (clang + ld.lld; 72 MHz, default) where clang is installed.
  need arm-none-eabi-gcc
  builds="72000000:default 72000000:minimal 108000000:default 108000000:minimal"
  if command -v clang >/dev/null && command -v ld.lld >/dev/null; then
    builds="$builds 72000000:default:clang"
  else
    echo "note: clang or ld.lld not installed: no Clang build for the GD32F103"
  fi
  for bld in $builds; do
    IFS=: read -r hz prof tc <<<"$bld"
    tc=${tc:-gcc}
    d="$WORK/build-fr-gd32-$hz-$prof"
    [ "$tc" = gcc ] || d="$d-$tc"
    build "$d" -DRB_BOARD=gd32f103 -DRB_KERNEL=freertos -DRB_KERNEL_DIR="$KERNEL_TREE" \
      -DRB_PROFILE=$prof -DRB_CLOCK_HZ=$hz -DRB_TOOLCHAIN=$tc
    m="$d/manifest.json"
    t=$(manifest_int "$m" text); r=$(manifest_int "$m" rodata)
    dt=$(manifest_int "$m" data); b=$(manifest_int "$m" bss)
    flash=$((t + r + dt)); ram=$((dt + b))
    printf "gd32f103 %9s %-7s %-5s %s text=%d rodata=%d data=%d bss=%d flash=%d ram=%d\n" \
      "$hz" "$prof" "$tc" "$KVER" "$t" "$r" "$dt" "$b" "$flash" "$ram"
    grep -q "\"toolchain\": \"$tc\"" "$m" || die "manifest toolchain != $tc"
    [ "$flash" -gt 4000 ] && [ "$flash" -le 524288 ] || die "flash $flash outside 512 KiB"
    # The link already keeps 4 KiB for the main stack (RB_MIN_STACK): check it here too.
    [ $((ram + 4096)) -le 65536 ] || die "RAM $ram + 4 KiB main stack over 64 KiB"
    [ "$(manifest_int "$m" clock_hz)" = "$hz" ] || die "manifest clock_hz != $hz"
    grep -q "\"kernel_version\": \"$KVER\"" "$m" || die "manifest kernel_version != $KVER"
    grep -q "\"profile\": \"$prof\"" "$m" || die "manifest profile != $prof"
    grep -q 'rb_freertos_run_time_counter' "$d/rtosbench-fw.map" &&
      [ $prof = minimal ] && die "minimal build contains the run-time stats counter"
    true
  done
  ;;

freertos_cli_profiles) # end to end through the workbench: rtosbench-cli run, then stats
  cli=${4:?rtosbench-cli path}
  exp=${5:?experiment path}
  need arm-none-eabi-gcc; need qemu-system-arm
  [ -x "$cli" ] || die "no rtosbench-cli at $cli"
  db="$WORK/fr-cli.sqlite"
  rm -rf "$db" "$WORK/fr-cli-cache"
  export RTOSBENCH_BUILD_CACHE="$WORK/fr-cli-cache" RTOSBENCH_FIRMWARE_DIR="$FW"
  rc=0
  "$cli" --db "$db" run "$exp" --kernel-dir "freertos=$KERNEL_TREE" --quiet \
    >"$WORK/fr-cli.out" 2>"$WORK/fr-cli.err" || rc=$?
  cat "$WORK/fr-cli.out"
  tail -3 "$WORK/fr-cli.err"
  [ "$rc" = 0 ] || { cat "$WORK/fr-cli.err"; die "rtosbench-cli run exit code $rc"; }
  ids=$(sed -n 's/^configuration [0-9]*: run \([0-9]*\) complete.*/\1/p' "$WORK/fr-cli.out")
  [ "$(echo "$ids" | grep -c .)" = 2 ] || die "expected 2 complete runs, got: $ids"
  for id in $ids; do
    "$cli" --db "$db" stats "$id" --format json >"$WORK/fr-cli-stats-$id.json" ||
      die "stats $id failed"
    for c in yield_round_trip context_switch sem_ping_pong mutex_pi irq_to_task heap_free; do
      grep -q "\"$c\"" "$WORK/fr-cli-stats-$id.json" || die "stats $id lacks $c"
    done
    grep -q '"median"' "$WORK/fr-cli-stats-$id.json" || die "stats $id has no medians"
    echo "run $id: stats answered ($(wc -c <"$WORK/fr-cli-stats-$id.json") bytes of JSON)"
  done
  ;;

freertos_v1046_external) # V10.4.6 (no CMakeLists.txt) through the external build of docs/kernels/freertos.md
  cli=${4:?rtosbench-cli path}
  doc=${5:?docs/kernels/freertos.md path}
  need arm-none-eabi-gcc; need qemu-system-arm; need make; need python3
  old=${RB_KERNEL_CACHE:-/nonexistent}/freertos/V10.4.6
  [ -f "$old/tasks.c" ] || {
    echo "SKIP: no FreeRTOS V10.4.6 tree: $old is not in the test kernel cache because" \
      "${RB_SHARED_KERNELS:-../shared/kernels}/freertos-kernel-V10.4.6.tar.gz is absent"
    exit 77
  }
  ext="$WORK/fr-v1046"
  rm -rf "$ext" && mkdir -p "$ext"
  # The Makefile and the experiment exactly as the documentation gives them; only the
  # placeholders for the user's paths are filled in.
  python3 - "$doc" "$ext" "$FW" "$old" <<'PY' || die "cannot take the Makefile/experiment from $doc"
import json, re, sys
doc, ext, fw, tree = sys.argv[1:]
text = open(doc).read()
part = text[text.index("### Older trees (V10.4.6)"):]
make = re.search(r"```make\n(.*?)```", part, re.S).group(1)
assert "\t$(CC)" in make, "the Makefile lost its tabs"
open(f"{ext}/Makefile", "w").write(make)
exp = json.loads(re.search(r"```json\n(.*?)```", part, re.S).group(1))
cmd = exp["external_builds"]["freertos"]["command"]
cmd[cmd.index("/path/to/project")] = ext
cmd.extend([f"RTOSBENCH={fw}", f"FREERTOS={tree}"])
json.dump(exp, open(f"{ext}/experiment.json", "w"), indent=2)
PY
  db="$ext/runs.sqlite"
  export RTOSBENCH_BUILD_CACHE="$ext/cache" RTOSBENCH_FIRMWARE_DIR="$FW"
  export RTOSBENCH_KERNEL_CACHE="$ext/no-registry" # the external build brings its own tree
  export RTOSBENCH_TRUST_FILE="$ext/trust.json"      # the user reviewed the documented command
  rc=0
  "$cli" --db "$db" run "$ext/experiment.json" --trust --quiet >"$ext/run.out" 2>"$ext/run.err" || rc=$?
  cat "$ext/run.out"
  [ "$rc" = 0 ] || { tail -30 "$ext/run.err"; die "rtosbench-cli run (external V10.4.6) exit code $rc"; }
  [ "$(grep -c '^configuration [0-9]*: run [0-9]* complete' "$ext/run.out")" = 2 ] ||
    die "expected 2 complete runs"
  "$cli" --db "$db" runs --format json >"$ext/runs.json" || die "runs --format json"
  python3 - "$ext/runs.json" <<'PY' || die "the stored runs do not say FreeRTOS V10.4.6 from the external build"
import json, sys
runs = json.load(open(sys.argv[1]))
assert sorted(r["profile"] for r in runs) == ["default", "minimal"], runs
for r in runs:
    assert r["status"] == "complete" and r["kernel"] == "freertos", r
    assert r["kernel_version"] == "V10.4.6", r["kernel_version"]  # what the firmware reported
    assert r["samples"] > 0 and r["cases"] >= 20, r
PY
  echo "FreeRTOS V10.4.6 through the documented external build: 2 complete runs"
  ;;

*) die "unknown test $TEST" ;;
esac
echo "PASS: $TEST"
