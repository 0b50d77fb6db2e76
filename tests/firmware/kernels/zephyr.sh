# rtosbench: Zephyr particulars for tests/firmware/fw_rtos.sh (sourced there; issue 34).
# Two trees: Zephyr (KERNEL_TREE) and its CMSIS module (zephyr-cmsis), both from the test kernel
# cache. Zephyr owns the image: its own CMake builds it with our board rb_netduino2 (qemu) or
# rb_gd32f103 (gd32f103, gd32_builds). No case is unsupported on qemu but the GPIO marker.
ZEPHYR_CMSIS_TREE=$(tree zephyr-cmsis)
KTREE_EXTRA=(-DRB_TREE_ZEPHYR_CMSIS="$ZEPHYR_CMSIS_TREE")
KERNEL_TREES_EXTRA="$ZEPHYR_CMSIS_TREE"
EXPECT_UNSUPPORTED="cal_gpio_toggle"
COND_ALL=(kernel_version=3.4.99 kcfg.board=rb_netduino2 kcfg.soc=rb_cortex_m3 kcfg.CONFIG_NUM_IRQS=81
  kcfg.CONFIG_SYS_CLOCK_TICKS_PER_SEC=1000 kcfg.CONFIG_SYS_CLOCK_HW_CYCLES_PER_SEC=120000000
  kcfg.CONFIG_TICKLESS_KERNEL=1 kcfg.CONFIG_NUM_PREEMPT_PRIORITIES=15 kcfg.CONFIG_TIMESLICING=1
  kcfg.CONFIG_TIMESLICE_SIZE=0 kcfg.sched=dumb
  kcfg.source=Kconfig@3.4.99 mech.join=native mech.queue=msgq_copy mech.sem_give=native_limit
  mech.mutex=pi_always mech.delay_until=abs_timeout mech.heap=k_heap mech.pool=k_mem_slab
  mech.irq=direct_isr kcfg.CONFIG_THREAD_STACK_INFO=0 kcfg.CONFIG_INIT_STACKS=0
  kcfg.CONFIG_TRACING=0)
# By the build's optimisation (qemu_default/minimal at -Os, qemu_O0 at -O0: 2.5 KiB task stacks).
COND_OS=(kcfg.optimizations=size task_stack=1024)
COND_O0=(kcfg.optimizations=none task_stack=2560)
COND_DEFAULT=(kcfg.CONFIG_ASSERT=1 kcfg.CONFIG_RUNTIME_ERROR_CHECKS=1)
COND_MINIMAL=(kcfg.CONFIG_ASSERT=0 kcfg.CONFIG_RUNTIME_ERROR_CHECKS=0 kcfg.CONFIG_SPIN_VALIDATE=0)
SWITCH_CASES="yield_round_trip context_switch"
# The test IRQ at the kernel-aware boundary (docs/cases.md "Test IRQ"): irq_lock is BASEPRI =
# _EXC_IRQ_DEFAULT_PRIO (0x10 with the board's 4 priority bits), the test IRQ Zephyr priority 0
# = 0x10; Zephyr's SysTick driver puts SysTick there too, the adapter moves it to 0x20.
IRQ_COND=(irq.prio=16 irq.mask=basepri irq.boundary=16 irq.masked_by_kernel=1 irq.systick_prio=32)
# RB_CFLAGS (issue 34): through zephyr_compile_options onto every Zephyr library and our
# application; what Zephyr decides itself is refused (firmware/kernels/zephyr.cmake).
CFLAGS_REFUSED=(-O2 -std=gnu11 -flto -Wl,--gc-sections)
CFLAGS_COMPILE_DB=zephyr/compile_commands.json
# Issue 37: Clang through Zephyr's llvm toolchain variant (clang, ld.lld). Zephyr 3.4's linker
# script warns under ld.lld (its --orphan-handling=warn counts lld's own synthetic .ARM.exidx,
# .symtab, .shstrtab and .strtab; its empty .last_section is not allocated): Zephyr's, named
# exactly here, every other warning still fails the build.
KERNEL_LINK_WARNINGS="^[0-9]+:ld\.lld: warning: (<internal>:\((\.ARM\.exidx|\.symtab|\.shstrtab|\.strtab)\) is being placed in '(\.ARM\.exidx|\.symtab|\.shstrtab|\.strtab)'|ignoring memory region assignment for non-allocatable section '\.last_section')$"
# CLANG_CHECK GCC_ELF CLANG_ELF (fw_rtos.sh clang): Zephyr itself, not only our files, was
# compiled by our clang (every C file of its compile database, the ELF's .comment), the GCC
# image by GCC alone, the entry point is Zephyr's reset, and the overhead calibration stays
# exact with both compilers (cal_known_seq: 100 NOPs are 100).
CLANG_CHECK() {
  local g=$1 c=$2 db cc k
  db="$(dirname "$c")/zephyr/compile_commands.json"
  cc=$(readlink -f "$(command -v clang-14 || command -v clang)")
  python3 - "$db" "$cc" "$KERNEL_TREE" <<'PY' || die "Zephyr was not compiled by $cc alone"
import json, sys
db, cc, tree = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
files = [e for e in db if e["file"].endswith((".c", ".S"))]
kernel = [e for e in files if e["file"].startswith(tree + "/kernel/")]
assert kernel, "no file of Zephyr's kernel/ in the compile database"
for e in files:
    prog = (e.get("command") or " ".join(e["arguments"])).split()[0]
    assert prog == cc, f"{e['file']} compiled by {prog}"
print(f"compile database: {len(files)} files ({len(kernel)} of kernel/) compiled by {cc}")
PY
  arm-none-eabi-readelf -p .comment "$c" | grep -q "clang version 14" ||
    die "the Clang ELF's .comment names no clang: $(arm-none-eabi-readelf -p .comment "$c")"
  ! arm-none-eabi-readelf -p .comment "$g" | grep -qi clang || die "the GCC ELF names clang"
  local ent sym
  for e in "$g" "$c"; do # (the Thumb bit aside)
    ent=$(arm-none-eabi-readelf -h "$e" | awk '/Entry point/ { print $4 }')
    sym=$(arm-none-eabi-nm "$e" | awk '$3 == "__start" { print $1 }')
    [ -n "$sym" ] && [ $((ent | 1)) = $((0x$sym | 1)) ] ||
      die "$e: the entry point $ent is not __start (0x$sym)"
  done
  for s in default clang; do
    k=$(corrected "$WORK/$s.summary" cal_known_seq)
    [ "$k" = 100 ] || die "$s run: cal_known_seq median - overhead = $k, not 100"
  done
  echo "ok: cal_known_seq = 100 with gcc and clang"
  # LTO stays refused with either compiler, before anything is built, naming why (Zephyr 3.4
  # has no CONFIG_LTO); so does a toolchain Zephyr has no variant for.
  local d="$WORK/build-lto-refused" a msg
  for a in "-DRB_LTO=on" "-DRB_LTO=on -DRB_TOOLCHAIN=clang"; do
    rm -rf "$d"
    # shellcheck disable=SC2086 # $a: two fixed arguments
    if "$CMAKE" -S "$FW" -B "$d" -DRB_KERNEL=zephyr -DRB_KERNEL_DIR="$KERNEL_TREE" \
      "${KTREE_EXTRA[@]}" -DRB_BOARD=qemu $a >"$d.log" 2>&1; then
      die "$a was not refused"
    fi
    msg=$(tr '\n' ' ' <"$d.log" | tr -s ' ')
    grep -qF "RB_KERNEL=zephyr: RB_LTO=on is refused: Zephyr 3.4.99 has no CONFIG_LTO" <<<"$msg" ||
      { cat "$d.log"; die "$a: refused without the reason"; }
    [ ! -f "$d/build.ninja" ] || die "$a: build files were written"
    echo "refused: $a"
  done
  rm -rf "$d"
}
