# rtosbench RTOS adapter tests: what is particular to LiteOS-M (sourced by fw_rtos.sh; issue 34).
# Two trees: kernel_liteos_m (KERNEL_TREE) and securec (its bounds-checking functions), both of
# OpenHarmony-v5.0.0-Release, from the test kernel cache. Every case is supported
# (cal_gpio_toggle: no GPIO on qemu). The Cortex-M4 gcc port runs on the M3 (kcfg.port).
SECUREC_TREE=$(tree securec)
KTREE_EXTRA=(-DRB_TREE_SECUREC="$SECUREC_TREE")
KERNEL_TREES_EXTRA="$SECUREC_TREE"
EXPECT_UNSUPPORTED="cal_gpio_toggle"
COND_ALL=(kernel_version=5.0.0 kcfg.source=kernel/include/los_config.h@OpenHarmony-v5.0.0-Release
  kcfg.port=cortex-m4/gcc kcfg.port_core=cortex-m3 kcfg.port_checked_on=qemu
  kcfg.LOSCFG_BASE_CORE_TICK_PER_SECOND=1000 kcfg.OS_SYS_CLOCK=120000000
  kcfg.LOSCFG_BASE_CORE_TIMESLICE=1 kcfg.LOSCFG_BASE_CORE_TIMESLICE_TIMEOUT=20000
  kcfg.LOS_TASK_PRIORITY_LOWEST=31 kcfg.LOSCFG_USE_SYSTEM_DEFINED_INTERRUPT=0
  kcfg.LOSCFG_KERNEL_PRINTF=0 kcfg.LOSCFG_BASE_CORE_TSK_MONITOR=0
  kcfg.LOSCFG_BASE_MEM_NODE_INTEGRITY_CHECK=0 kcfg.LOSCFG_DEBUG_HOOK=0
  kcfg.OS_NVIC_AIRCR_PRIGROUP=7 kcfg.prio_map=31-p mech.join=native_no_timeout mech.queue=copy
  mech.mutex=pi_always mech.heap=los_memory mech.pool=membox mech.irq=intcount_bracket
  mech.delay_until=relative_delay)
# default: los_config.h's shipped values; minimal: the rule of docs/kernels.md.
COND_DEFAULT=(kcfg.PRINT_LEVEL=2 kcfg.LOS_ASSERT=1 kcfg.LOSCFG_MEM_WATERLINE=1
  kcfg.LOSCFG_BASE_CORE_SWTMR=1)
COND_MINIMAL=(kcfg.PRINT_LEVEL=1 kcfg.LOS_ASSERT=0 kcfg.LOSCFG_MEM_WATERLINE=0
  kcfg.LOSCFG_BASE_CORE_SWTMR=0)
# The test IRQ at the kernel-aware boundary (issue 32, docs/cases.md "Test IRQ"): LOS_IntLock
# masks with PRIMASK, so the most urgent priority; SysTick (and PendSV) 0xF0, set by the port's
# HalStartToRun.
IRQ_COND=(irq.prio=0 irq.mask=primask irq.boundary=0 irq.masked_by_kernel=1 irq.systick_prio=240)
# Issue 37 (the clang test): the port's two "blx <symbol>" of los_dispatch.S are BL in both
# images (GNU ld writes BL for a Thumb target; under Clang the recipe reads blx as bl, which
# LLVM's assembler otherwise refuses on armv7-M: firmware/kernels/liteos-m.cmake).
CLANG_CHECK() {
  local elf n from to
  for elf in "$@"; do
    # From HalPendSV to its local label TaskContextSwitch, by address (objdump may name the
    # start PendSV_Handler, the --defsym alias).
    from=$(arm-none-eabi-nm "$elf" | awk '$3 == "HalPendSV" { print $1 }')
    to=$(arm-none-eabi-nm "$elf" | awk '$3 == "TaskContextSwitch" { print $1 }')
    [ -n "$from" ] && [ -n "$to" ] || die "$elf: no HalPendSV or TaskContextSwitch symbol"
    n=$(arm-none-eabi-objdump -d --start-address=0x$from --stop-address=0x$to "$elf" |
      grep -cE $'\tbl\t[0-9a-f]+ <(OsSchedTaskSwitch|OsSignalTaskContextRestore)>' || true)
    [ "$n" = 2 ] || die "$elf: HalPendSV does not call OsSignalTaskContextRestore and" \
      "OsSchedTaskSwitch with bl ($n of 2)"
  done
  echo "HalPendSV calls OsSignalTaskContextRestore and OsSchedTaskSwitch with bl in both images"
}
