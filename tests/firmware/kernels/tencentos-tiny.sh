# rtosbench RTOS adapter tests: what is particular to TencentOS tiny (sourced by fw_rtos.sh).
# One tree (kernel/, arch/arm/arm-v7m/, osal/ of v2.4.5), no extra trees; every case is
# supported (cal_gpio_toggle: no GPIO on qemu). The two profiles are equal (see below).
EXPECT_UNSUPPORTED="cal_gpio_toggle"
COND_ALL=(kernel_version=2.4.5 kcfg.tos_version_h=2.4.3 kcfg.TOS_CFG_CPU_TICK_PER_SECOND=1000
  kcfg.TOS_CFG_TASK_PRIO_MAX=10 kcfg.TOS_CFG_CPU_CLOCK=120000000 mech.join=adapter_sem
  mech.queue=mail_q mech.heap=mmheap mech.delay_until=adapter_target)
# Both profiles: tos_config_default.h's documented defaults (the tree ships no tos_config.h).
COND_DEFAULT=(kcfg.TOS_CFG_OBJECT_VERIFY_EN=0 kcfg.TOS_CFG_TASK_DYNAMIC_CREATE_EN=0
  kcfg.TOS_CFG_TASK_STACK_DRAUGHT_DEPTH_DETACT_EN=0 kcfg.TOS_CFG_TIMER_EN=0
  kcfg.TOS_CFG_EVENT_EN=0 kcfg.TOS_CFG_IDLE_TASK_STK_SIZE=128
  kcfg.source=kernel/core/include/tos_config_default.h@v2.4.5)
COND_MINIMAL=("${COND_DEFAULT[@]}")
# The test IRQ at the kernel-aware boundary (issue 32, docs/cases.md "Test IRQ"): PRIMASK,
# so the most urgent priority; SysTick the lowest, 0xF0 (the port's port_sched_start clobbers it
# to 0x00 with a word store; the adapter restores it: adapter_tencentos_objs.c).
IRQ_COND=(irq.prio=0 irq.mask=primask irq.boundary=0 irq.masked_by_kernel=1 irq.systick_prio=240)
