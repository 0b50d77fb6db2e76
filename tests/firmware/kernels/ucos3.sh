# rtosbench: uC/OS-III particulars for tests/firmware/fw_rtos.sh (sourced there; issue 15).
# Three trees: uC-OS3 (KERNEL_TREE), uC-CPU and uC-LIB, all from the test kernel cache.
UC_CPU_TREE=$(tree uc-cpu)
UC_LIB_TREE=$(tree uc-lib)
KTREE_EXTRA=(-DRB_TREE_UC_CPU="$UC_CPU_TREE" -DRB_TREE_UC_LIB="$UC_LIB_TREE")
KERNEL_TREES_EXTRA="$UC_CPU_TREE $UC_LIB_TREE"
# Unsupported on qemu beyond the GPIO marker: the general-purpose allocator cases (uC/OS-III has
# none: OSMem is a fixed-block pool, measured by pool_alloc/pool_free; issue 32).
EXPECT_UNSUPPORTED="cal_gpio_toggle heap_alloc heap_free"
COND_ALL=(mech.sem_give=adapter_cap kcfg.OS_CFG_TICK_RATE_HZ=1000 kcfg.OS_CFG_PRIO_MAX=64 kcfg.OS_CFG_SCHED_ROUND_ROBIN_EN=1
  kcfg.CPU_CFG_KA_IPL_BOUNDARY=4 kcfg.port=ARM-Cortex-M/ARMv7-M/GNU mech.join=adapter_sem
  mech.queue=by_value mech.queue_16=pointer_to_copy mech.delay_until=periodic_tcb_base
  kcfg.source=Cfg/Template/os_cfg.h+os_cfg_app.h@v3.08.01)
COND_DEFAULT=(kcfg.OS_CFG_STAT_TASK_EN=1 kcfg.OS_CFG_ARG_CHK_EN=1 kcfg.OS_CFG_OBJ_TYPE_CHK_EN=1
  kcfg.OS_CFG_CALLED_FROM_ISR_CHK_EN=1 kcfg.OS_CFG_APP_HOOKS_EN=1 kcfg.OS_CFG_TASK_PROFILE_EN=1
  kcfg.OS_CFG_STAT_TASK_STK_CHK_EN=1 kcfg.task_opt=stk_chk+stk_clr kcfg.OS_CFG_TMR_EN=1)
COND_MINIMAL=(kcfg.OS_CFG_STAT_TASK_EN=0 kcfg.OS_CFG_ARG_CHK_EN=0 kcfg.OS_CFG_OBJ_TYPE_CHK_EN=0
  kcfg.OS_CFG_CALLED_FROM_ISR_CHK_EN=0 kcfg.OS_CFG_APP_HOOKS_EN=0 kcfg.OS_CFG_TASK_PROFILE_EN=0
  kcfg.OS_CFG_STAT_TASK_STK_CHK_EN=0 kcfg.task_opt=none kcfg.OS_CFG_TMR_EN=0)
# The test IRQ at the kernel-aware boundary (issue 32, docs/cases.md "Test IRQ"): BASEPRI
# CPU_CFG_KA_IPL_BOUNDARY=4 (0x40); SysTick moved one level less urgent (0x50).
IRQ_COND=(irq.prio=64 irq.mask=basepri irq.boundary=64 irq.masked_by_kernel=1 irq.systick_prio=80)
