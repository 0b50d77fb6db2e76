# rtosbench adapter tests, Keil RTX5 (CMSIS-RTOS2) from a CMSIS_5 tree: what is particular to the
# kernel (sourced by tests/firmware/fw_rtos.sh). Every case runs on qemu (cal_gpio_toggle: no
# GPIO there). COND: the native join, the memory pool for the heap cases, the 1000 Hz tick,
# and the keys the two profiles differ in (round-robin, the event-recorder hooks).
# RTX5 has no general-purpose allocator in its API: heap_* unsupported, its osMemoryPool is
# measured by pool_alloc/pool_free (issue 32).
EXPECT_UNSUPPORTED="cal_gpio_toggle heap_alloc heap_free"
COND_ALL=(mech.join=native mech.queue=copy kcfg.OS_TICK_FREQ=1000
  kcfg.OS_STACK_CHECK=0 kcfg.OS_STACK_WATERMARK=0 kcfg.OS_EVR_INIT=0 kcfg.event_recorder=absent
  kcfg.source=CMSIS/RTOS2/RTX/Config/RTX_Config.h@5.9.0)
COND_DEFAULT=(kcfg.OS_ROBIN_ENABLE=1 kcfg.OS_EVR_THREAD=1 kcfg.OS_EVR_SEMAPHORE=1
  kcfg.OS_EVR_MUTEX=1 kcfg.OS_EVR_MSGQUEUE=1 kcfg.OS_EVR_MEMPOOL=1 kcfg.OS_EVR_KERNEL=1)
COND_MINIMAL=(kcfg.OS_ROBIN_ENABLE=1 kcfg.OS_EVR_THREAD=0 kcfg.OS_EVR_SEMAPHORE=0
  kcfg.OS_EVR_MUTEX=0 kcfg.OS_EVR_MSGQUEUE=0 kcfg.OS_EVR_MEMPOOL=0 kcfg.OS_EVR_KERNEL=0)
# The test IRQ at the kernel-aware boundary (issue 32, docs/cases.md "Test IRQ"): RTX5 never
# masks (ARMv7-M), so the most urgent priority; SysTick is the lowest.
IRQ_COND=(irq.prio=0 irq.mask=none irq.boundary=0 irq.masked_by_kernel=0)
