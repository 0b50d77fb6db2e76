# rtosbench: NuttX particulars for tests/firmware/fw_rtos.sh (sourced there; issue 34).
# Two trees: NuttX (KERNEL_TREE) and its apps (nuttx-apps), both from the test kernel cache.
# NuttX owns the image: its own make builds a copy of both with our board rb_netduino2. No
# fixed-block pool (pool_*) and no single-thread suspend in photon:nsh's configuration
# (preempt_resume); the GPIO marker as everywhere on qemu. The gd32f103 builds (board
# rb_gd32f103) are the test gd32: gd32_builds' 8 builds in one build directory, so the build
# copy of the trees is made once (tests/firmware/CMakeLists.txt, RB_RTOS_GD32_ONE_DIR).
NUTTX_APPS_TREE=$(tree nuttx-apps)
KTREE_EXTRA=(-DRB_TREE_NUTTX_APPS="$NUTTX_APPS_TREE")
KERNEL_TREES_EXTRA="$NUTTX_APPS_TREE"
EXPECT_UNSUPPORTED="cal_gpio_toggle pool_alloc pool_free preempt_resume"
COND_ALL=(kernel_version=12.13.0 kcfg.board=rb_netduino2 kcfg.source=photon:nsh@12.13.0
  kcfg.CONFIG_USEC_PER_TICK=1000 kcfg.CONFIG_RR_INTERVAL=200 kcfg.CONFIG_SCHED_TICKLESS=0
  kcfg.policy=SCHED_FIFO kcfg.optimizations=full kcfg.CONFIG_PRIORITY_INHERITANCE=1
  kcfg.CONFIG_MM_REGIONS=1 kcfg.CONFIG_SCHED_WAITPID=1 kcfg.CONFIG_DEBUG_ASSERTIONS=0
  kcfg.round_robin_ms=200 kcfg.CONFIG_STACK_COLORATION=0 kcfg.CONFIG_SCHED_INSTRUMENTATION=0
  kcfg.CONFIG_SIG_SIGSTOP_ACTION=0 mech.join=native_exit_locked mech.queue=file_mq_copy
  mech.sem_give=adapter_cap mech.sem_take=nxsem_tickwait mech.mutex=pthread_prio_inherit
  mech.mutex_timeout=none mech.delay_until=abstick_sleep mech.heap=kmm_malloc mech.irq=irq_attach)
COND_DEFAULT=(kcfg.CONFIG_ARCH_STACKDUMP=1 kcfg.CONFIG_FS_PROCFS=1)
COND_MINIMAL=(kcfg.CONFIG_ARCH_STACKDUMP=0 kcfg.CONFIG_FS_PROCFS=0)
SWITCH_CASES="yield_round_trip context_switch"
# The test IRQ at the kernel-aware boundary (docs/cases.md "Test IRQ"): NuttX masks with
# BASEPRI = 0x80 and gives every interrupt, SysTick and PendSV that priority; its ARMv7-M
# interrupt entry does not nest, so the test IRQ shares SysTick's level (docs/kernels/nuttx.md).
IRQ_COND=(irq.prio=128 irq.mask=basepri irq.boundary=128 irq.masked_by_kernel=1 irq.systick_prio=128)
IRQ_AT_SYSTICK_LEVEL="NuttX's ARMv7-M interrupt entry (arm_doirq) does not nest kernel-aware interrupts"
# gd32: what only NuttX's build shows, per build (DIR HZ OPT PROFILE): NuttX's own
# configuration in the build copy is the board's and the build's; the manifest counts every
# flash section of NuttX's ELF (.ARM.exidx beside .text: issue 34); the COND strings name the
# board and chip; the user's tree was not configured (the build works in its copy).
GD32_CHECK=nuttx_gd32_check
nuttx_gd32_check() {
  local d=$1 hz=$2 opt=$3 prof=$4 c="$1/nuttx-work/nuttx/.config" m="$1/manifest.json" kv elff mf
  for kv in CONFIG_ARCH_BOARD_CUSTOM_NAME=\"rb_gd32f103\" CONFIG_ARCH_CHIP_STM32F103VE=y \
    CONFIG_ARCH_BOARD_STM32_CUSTOM_CLOCKCONFIG=y CONFIG_RB_CLOCK_HZ=$hz CONFIG_RB_FLASH_WS=0 \
    CONFIG_RAM_SIZE=65536 CONFIG_INIT_ENTRYPOINT=\"rb_nx_main\"; do
    grep -qx "$kv" "$c" || die "NuttX's .config lacks $kv ($d)"
  done
  for kv in CONFIG_ARCH_CHIP_STM32F205RG CONFIG_STM32_USART1 CONFIG_DEV_CONSOLE; do
    ! grep -q "^$kv=y" "$c" || die "NuttX's .config sets $kv on rb_gd32f103 ($d)"
  done
  case $opt in
  -O0) grep -qx CONFIG_DEBUG_NOOPT=y "$c" || die "-O0 is not NuttX's DEBUG_NOOPT ($d)" ;;
  -Os) grep -qx CONFIG_DEBUG_FULLOPT=y "$c" || die "-Os is not NuttX's DEBUG_FULLOPT ($d)" ;;
  esac
  if [ "$prof" = default ]; then
    grep -qx CONFIG_ARCH_STACKDUMP=y "$c" || die "default without ARCH_STACKDUMP ($d)"
  else
    ! grep -q "^CONFIG_ARCH_STACKDUMP=y" "$c" || die "minimal with ARCH_STACKDUMP ($d)"
  fi
  elff=$(arm-none-eabi-size -A "$d/rtosbench-fw.elf" | awk '$1 != ".tbss" && $3 >= 134217728 &&
    $3 < 536870912 { s += $2 } END { print s + 0 }')
  mf=$(($(manifest_int "$m" text) + $(manifest_int "$m" rodata)))
  [ "$elff" = "$mf" ] || die "manifest text + rodata = $mf, the ELF's flash sections hold $elff"
  for kv in rb_gd32f103 stm32f103ve gd32f103; do
    grep -qa "$kv" "$d/rtosbench-fw.elf" || die "no COND string $kv in the image ($d)"
  done
  kv=$(arm-none-eabi-nm "$d/rtosbench-fw.elf") # not piped into grep -q: pipefail, SIGPIPE
  grep -q " T stm32_board_clockconfig$" <<<"$kv" ||
    die "the image has no stm32_board_clockconfig of ours ($d)"
  kv=$(find "$KERNEL_TREE" "$NUTTX_APPS_TREE" -newer "$d/CMakeCache.txt" -print -quit)
  [ -z "$kv" ] || die "the build wrote into the user's trees: $kv"
}
# clang (issue 37): NuttX's make with CONFIG_ARM_TOOLCHAIN_CLANG. Its -Os is NuttX's custom
# level (NuttX's "full" optimisation is -Oz under Clang), so kcfg.optimizations names it.
NUTTX_COND_GCC=("${COND_ALL[@]}")
if [ "$TEST" = clang ]; then
  COND_ALL=("${COND_ALL[@]/#kcfg.optimizations=full/kcfg.optimizations=-Os}")
fi
# CLANG_CHECK GCC_ELF CLANG_ELF (the clang case): each image was compiled by the compiler its
# COND names (the objects' .comment: NuttX's and ours; libgcc's objects are GCC's in both),
# NuttX's configuration in the build copy is Clang's, the harness's timing stays exact
# (cal_known_seq: 100 NOPs, median - overhead = 100), and Clang with LTO is refused with its
# reason before anything is built. Then GCC's LTO (CONFIG_LTO_FULL): a short qemu run with every
# check of qemu_default, cal_known_seq = 100, its medians and .text printed.
CLANG_CHECK() {
  local g=$1 c=$2 gc cc cfg="$WORK/build-qemu-clang/nuttx-work/nuttx/.config" k d a msg
  gc=$(arm-none-eabi-readelf -p .comment "$g")
  cc=$(arm-none-eabi-readelf -p .comment "$c")
  grep -q "clang version" <<<"$cc" || die "the Clang image's .comment names no clang: $cc"
  ! grep -q "clang version" <<<"$gc" || die "the GCC image's .comment names clang: $gc"
  k=$(grep -o ' toolchain_version=[^ ]*' "$WORK/clang-run1.txt" | head -1 | sed 's/%20/ /g' | grep -o '[0-9][0-9.]*$')
  grep -q "clang version $k\b" <<<"$cc" || die "COND's clang $k did not build the image: $cc"
  for k in CONFIG_ARM_TOOLCHAIN_CLANG=y CONFIG_DEBUG_CUSTOMOPT=y 'CONFIG_DEBUG_OPTLEVEL="-Os"'; do
    grep -qx "$k" "$cfg" || die "NuttX's .config lacks $k (clang build)"
  done
  ! grep -q "^CONFIG_ARM_TOOLCHAIN_GNU_EABI=y" "$cfg" || die "the clang build has NuttX's GNU toolchain"
  k=$(corrected "$WORK/clang.summary" cal_known_seq)
  [ "$k" = 100 ] || die "clang: cal_known_seq median - overhead = $k, not 100"
  echo "ok: clang image by $(grep -o 'clang version [0-9.]*' <<<"$cc" | head -1), cal_known_seq = $k"
  d="$WORK/build-lto-refused"
  rm -rf "$d"
  if "$CMAKE" -S "$FW" -B "$d" -DRB_KERNEL=nuttx -DRB_KERNEL_DIR="$KERNEL_TREE" \
    "${KTREE_EXTRA[@]}" -DRB_BOARD=qemu -DRB_TOOLCHAIN=clang -DRB_LTO=on >"$d.log" 2>&1; then
    die "RB_TOOLCHAIN=clang RB_LTO=on was not refused"
  fi
  msg=$(tr '\n' ' ' <"$d.log" | tr -s ' ')
  grep -qF "RB_KERNEL=nuttx refuses RB_TOOLCHAIN=clang with RB_LTO=on: " <<<"$msg" ||
    { cat "$d.log"; die "LTO refused without the reason"; }
  [ ! -f "$d/build.ninja" ] && [ ! -f "$d/Makefile" ] || die "LTO: build files were written"
  echo "refused: RB_TOOLCHAIN=clang RB_LTO=on"
  local keep=("${COND_ALL[@]}")
  COND_ALL=("${NUTTX_COND_GCC[@]}")
  qemu_profile default lto -DRB_LTO=on -DRB_ITERATIONS=500 -DRB_WARMUP=50
  COND_ALL=("${keep[@]}")
  cond_has "$WORK/lto-run1.txt" toolchain=gcc lto=on
  grep -qx CONFIG_LTO_FULL=y "$WORK/build-qemu-lto/nuttx-work/nuttx/.config" ||
    die "RB_LTO=on is not NuttX's CONFIG_LTO_FULL"
  k=$(corrected "$WORK/lto.summary" cal_known_seq)
  [ "$k" = 100 ] || die "gcc LTO: cal_known_seq median - overhead = $k, not 100"
  echo "| $KERNEL | gcc LTO | $(manifest_int "$WORK/build-qemu-lto/manifest.json" text) |" \
    "$(corrected "$WORK/lto.summary" yield_round_trip) | $(corrected "$WORK/lto.summary" sem_give_wake) |" \
    "$(corrected "$WORK/lto.summary" irq_to_task) |"
}
