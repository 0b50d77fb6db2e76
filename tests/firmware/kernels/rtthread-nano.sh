# rtosbench RTOS adapter tests: RT-Thread Nano 3.1.5 particulars (sourced by fw_rtos.sh).
# One tree (no extra trees). RT-Thread has every operation the cases use except a join, which
# the adapter builds from a per-task semaphore (mech.join=adapter_sem): nothing unsupported but
# the GPIO marker on qemu. Profiles: default = Nano's bsp/_template/rtconfig.h (plus mutex and
# message queue, which the cases need); minimal = without the components initialisation and
# the mailbox. Debug, overflow check and hooks are off in both (Nano's template ships them off).
EXPECT_UNSUPPORTED="cal_gpio_toggle"
COND_ALL=(kernel_version=3.1.5 mech.join=adapter_sem mech.sem_give=adapter_cap kcfg.prio_map=8-harness
  kcfg.RT_TICK_PER_SECOND=1000
  kcfg.RT_THREAD_PRIORITY_MAX=32 kcfg.RT_DEBUG=0 kcfg.RT_USING_OVERFLOW_CHECK=0
  kcfg.RT_USING_HOOK=0 kcfg.RT_USING_USER_MAIN=0 kcfg.RT_USING_FINSH=0)
COND_ALL+=(kcfg.source=bsp/_template/rtconfig.h@v3.1.5 kcfg.RT_USING_COMPONENTS_INIT=1
  kcfg.RT_USING_MAILBOX=1)
COND_DEFAULT=(kcfg.RT_USING_CPU_FFS=0)
COND_MINIMAL=(kcfg.RT_USING_CPU_FFS=1) # the rule: the port's CLZ __rt_ffs
# The test IRQ at the kernel-aware boundary (issue 32, docs/cases.md "Test IRQ"): PRIMASK, so
# the most urgent priority; SysTick is the lowest.
IRQ_COND=(irq.prio=0 irq.mask=primask irq.boundary=0 irq.masked_by_kernel=1)
