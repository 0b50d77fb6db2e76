# rtosbench RTOS adapter tests: RT-Thread 5.0.1 (the full system) particulars (sourced by
# fw_rtos.sh). One tree (no extra trees). Same adapter as Nano (adapters/rtthread): nothing
# unsupported but the GPIO marker on qemu; the join is the adapter's semaphore. Profiles:
# default = menuconfig's defaults (RT_DEBUG with context checks, overflow check, hooks, the
# software timer thread, device and console, components initialisation; FinSH not built);
# minimal = the debug aids, hooks and the software timer thread off (the rule, docs/kernels.md).
EXPECT_UNSUPPORTED="cal_gpio_toggle"
COND_ALL=(kernel_version=5.0.1 mech.join=adapter_sem mech.sem_give=adapter_cap kcfg.prio_map=8-harness
  kcfg.RT_TICK_PER_SECOND=1000
  kcfg.RT_THREAD_PRIORITY_MAX=32 kcfg.RT_ALIGN_SIZE=8 kcfg.RT_USING_CPU_FFS=1
  kcfg.RT_USING_USER_MAIN=0 kcfg.RT_USING_FINSH=0 kcfg.source=src/Kconfig+libcpu/Kconfig@v5.0.1)
COND_DEFAULT=(kcfg.RT_DEBUG=1 kcfg.RT_DEBUG_CONTEXT_CHECK=1 kcfg.RT_USING_OVERFLOW_CHECK=1
  kcfg.RT_USING_HOOK=1 kcfg.RT_USING_IDLE_HOOK=1 kcfg.RT_USING_TIMER_SOFT=1
  kcfg.RT_USING_COMPONENTS_INIT=1 kcfg.RT_USING_DEVICE=1 kcfg.RT_USING_CONSOLE=1)
COND_MINIMAL=(kcfg.RT_DEBUG=0 kcfg.RT_DEBUG_CONTEXT_CHECK=0 kcfg.RT_USING_OVERFLOW_CHECK=0
  kcfg.RT_USING_HOOK=0 kcfg.RT_USING_IDLE_HOOK=0 kcfg.RT_USING_TIMER_SOFT=0
  kcfg.RT_USING_COMPONENTS_INIT=1 kcfg.RT_USING_DEVICE=1 kcfg.RT_USING_CONSOLE=1) # the rule keeps default's objects and init tables
# The pool cases need rt_mp in every profile (rb_rtthread_common.h, issue 32).
COND_ALL+=(kcfg.RT_USING_MEMPOOL=1)
# The test IRQ at the kernel-aware boundary (issue 32, docs/cases.md "Test IRQ"): PRIMASK, so
# the most urgent priority; SysTick is the lowest.
IRQ_COND=(irq.prio=0 irq.mask=primask irq.boundary=0 irq.masked_by_kernel=1)
