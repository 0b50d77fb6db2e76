# rtosbench: uC/OS-III particulars for tests/firmware/fw_rtos.sh (sourced there; issue 15).
# Three trees: uC-OS3 (KERNEL_TREE), uC-CPU and uC-LIB, all from the test kernel cache.
UC_CPU_TREE=$(tree uc-cpu)
UC_LIB_TREE=$(tree uc-lib)
KTREE_EXTRA=(-DRB_TREE_UC_CPU="$UC_CPU_TREE" -DRB_TREE_UC_LIB="$UC_LIB_TREE")
KERNEL_TREES_EXTRA="$UC_CPU_TREE $UC_LIB_TREE"
# Nothing is unsupported beyond the GPIO marker on qemu: every operation has a native call or
# a stated mechanism (join semaphore, pointer-to-copy queue, fixed-block heap).
EXPECT_UNSUPPORTED="cal_gpio_toggle"
COND_ALL=(mech.sem_give=adapter_cap kcfg.OS_CFG_TICK_RATE_HZ=1000 kcfg.OS_CFG_PRIO_MAX=64 kcfg.OS_CFG_SCHED_ROUND_ROBIN_EN=1
  kcfg.CPU_CFG_KA_IPL_BOUNDARY=4 kcfg.port=ARM-Cortex-M/ARMv7-M/GNU mech.join=adapter_sem
  mech.queue=pointer_to_copy mech.heap=fixed_block
  kcfg.source=Cfg/Template/os_cfg.h+os_cfg_app.h@v3.08.01)
COND_DEFAULT=(kcfg.OS_CFG_STAT_TASK_EN=1 kcfg.OS_CFG_ARG_CHK_EN=1 kcfg.OS_CFG_OBJ_TYPE_CHK_EN=1
  kcfg.OS_CFG_CALLED_FROM_ISR_CHK_EN=1 kcfg.OS_CFG_APP_HOOKS_EN=1 kcfg.OS_CFG_TASK_PROFILE_EN=1
  kcfg.OS_CFG_STAT_TASK_STK_CHK_EN=1 kcfg.task_opt=stk_chk+stk_clr kcfg.OS_CFG_TMR_EN=1)
COND_MINIMAL=(kcfg.OS_CFG_STAT_TASK_EN=0 kcfg.OS_CFG_ARG_CHK_EN=0 kcfg.OS_CFG_OBJ_TYPE_CHK_EN=0
  kcfg.OS_CFG_CALLED_FROM_ISR_CHK_EN=0 kcfg.OS_CFG_APP_HOOKS_EN=0 kcfg.OS_CFG_TASK_PROFILE_EN=0
  kcfg.OS_CFG_STAT_TASK_STK_CHK_EN=0 kcfg.task_opt=none kcfg.OS_CFG_TMR_EN=0)
