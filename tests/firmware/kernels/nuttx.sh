# rtosbench: NuttX particulars for tests/firmware/fw_rtos.sh (sourced there; issue 34).
# Two trees: NuttX (KERNEL_TREE) and its apps (nuttx-apps), both from the test kernel cache.
# NuttX owns the image: its own make builds a copy of both with our board rb_netduino2. No
# fixed-block pool (pool_*) and no single-thread suspend in photon:nsh's configuration
# (preempt_resume); the GPIO marker as everywhere on qemu. No gd32f103 board of ours yet:
# RB_RTOS_NO_GD32 in tests/firmware/CMakeLists.txt leaves out gd32_builds.
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
