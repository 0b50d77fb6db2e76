# rtosbench RTOS adapter tests: Eclipse ThreadX (sourced by tests/firmware/fw_rtos.sh).
# One tree (no extra trees). No case is unsupported on qemu but the GPIO marker. COND holds the
# ThreadX options of each profile as compiled (adapters/threadx/adapter_threadx.c) and the
# mechanisms the adapter chose where ThreadX has no direct call.
KTREE_EXTRA=()
KERNEL_TREES_EXTRA=""
EXPECT_UNSUPPORTED="cal_gpio_toggle"
COND_ALL=("kernel_version=$(basename "$KERNEL_TREE")" kcfg.port=cortex_m3/gnu
  kcfg.TX_TIMER_TICKS_PER_SECOND=1000 kcfg.TX_MAX_PRIORITIES=32 kcfg.time_slice=0
  kcfg.TX_ENABLE_STACK_CHECKING=0 kcfg.TX_ENABLE_EVENT_TRACE=0 mech.join=adapter_sem
  kcfg.source=common/inc/tx_user_sample.h@v6.1.9
  mech.queue=words mech.sem_give=ceiling_put mech.delay_until=time_get_sleep mech.heap=byte_pool
  mech.prio_get=tcb)
COND_DEFAULT=(kcfg.TX_DISABLE_ERROR_CHECKING=0 kcfg.TX_DISABLE_PREEMPTION_THRESHOLD=0
  kcfg.TX_DISABLE_NOTIFY_CALLBACKS=0 kcfg.TX_DISABLE_REDUNDANT_CLEARING=0
  kcfg.TX_DISABLE_STACK_FILLING=0 kcfg.TX_NOT_INTERRUPTABLE=0 kcfg.TX_TIMER_PROCESS_IN_ISR=0
  kcfg.TX_REACTIVATE_INLINE=0 kcfg.TX_INLINE_THREAD_RESUME_SUSPEND=0 kcfg.TX_NO_FILEX_POINTER=0
  kcfg.TX_TIMER_THREAD_PRIORITY=0 kcfg.TX_TIMER_THREAD_STACK_SIZE=1024)
COND_MINIMAL=(kcfg.TX_DISABLE_ERROR_CHECKING=1 kcfg.TX_DISABLE_PREEMPTION_THRESHOLD=1
  kcfg.TX_DISABLE_NOTIFY_CALLBACKS=1 kcfg.TX_DISABLE_REDUNDANT_CLEARING=1
  kcfg.TX_DISABLE_STACK_FILLING=1 kcfg.TX_NOT_INTERRUPTABLE=1 kcfg.TX_TIMER_PROCESS_IN_ISR=1
  kcfg.TX_REACTIVATE_INLINE=1 kcfg.TX_INLINE_THREAD_RESUME_SUSPEND=1 kcfg.TX_NO_FILEX_POINTER=1)
SWITCH_CASES="yield_round_trip context_switch"
# The test IRQ at the kernel-aware boundary (issue 32, docs/cases.md "Test IRQ"): PRIMASK, so
# the most urgent priority, above SysTick (0x40).
IRQ_COND=(irq.prio=0 irq.mask=primask irq.boundary=0 irq.masked_by_kernel=1 irq.systick_prio=64)
