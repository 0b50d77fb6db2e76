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
