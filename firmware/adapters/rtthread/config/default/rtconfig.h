/* rtosbench firmware: RT-Thread 5.x (tested 5.0.1), profile "default" (-DRB_PROFILE=default).
 *
 * What the full system gives a user who keeps menuconfig's defaults: the default of every key
 * of the kernel's Kconfig (src/Kconfig, libcpu/Kconfig for ARCH_ARM_CORTEX_M3, components/Kconfig),
 * written key by key as a BSP's generated rtconfig.h would hold them: RT_DEBUG (with its context
 * checks), RT_USING_OVERFLOW_CHECK, RT_USING_HOOK and the idle hook, the software timer thread,
 * every IPC object, the memory pool, the device object and the console, the components
 * initialisation (selected by the BSPs). Departures, each needed by the harness or the board:
 * - RT_USING_USER_MAIN off: the harness owns main(); our start-up (adapter_rtthread.c) runs
 *   the sequence of rtthread_startup() without the main thread;
 * - FinSH/MSH (RT_USING_MSH, Kconfig default y) is not built: it needs the serial device
 *   framework (components/drivers/serial) and a UART driver of a BSP, and would own the UART
 *   the protocol uses (a stated limitation, docs/kernels.md). */
#ifndef RT_CONFIG_H
#define RT_CONFIG_H

#include "rb_rtthread_common.h"

#ifndef RB_RT_PROFILE /* minimal/rtconfig.h includes this file */
#define RB_RT_PROFILE "default"
#endif
/* COND kcfg.source: the files this profile follows (minimal: the same, then the rule). */
#define RB_RT_CONFIG_SOURCE "src/Kconfig+libcpu/Kconfig@v5.0.1"

/* RT-Thread Kernel (src/Kconfig defaults; name max, priorities and tick in the common header). */
#define RT_ALIGN_SIZE 8
#define RT_THREAD_PRIORITY_32
#define IDLE_THREAD_STACK_SIZE 256
#define RT_TIMER_THREAD_PRIO 4
#define RT_TIMER_THREAD_STACK_SIZE 512

/* kservice optimization */
#define RT_KSERVICE_USING_STDLIB

/* Memory Management (memory pool y; heap: the small-memory algorithm). */
#define RT_PAGE_MAX_ORDER 11
#define RT_USING_SMALL_MEM_AS_HEAP

/* Kernel Device Object (device y, console y: options below). */
#define RT_CONSOLEBUF_SIZE 128
#define RT_VER_NUM 0x50001

/* libcpu/Kconfig: ARCH_ARM_CORTEX_M3 selects these. */
#define ARCH_ARM
#define ARCH_ARM_CORTEX_M
#define ARCH_ARM_CORTEX_M3
#define RT_USING_HW_ATOMIC

/* RT_DEBUG's sub-options default n; signals (IPC) default n. */
/* The options (options.json): this profile's value of each, unless an experiment's
 * "kernel_config" set it (rb_kernel_config.h); rb_rtthread_options.h defines the switches. */
#include "rb_kernel_config.h"
#ifndef RB_KCFG_RT_DEBUG
#define RB_KCFG_RT_DEBUG 1 /* src/Kconfig: default y */
#endif
#ifndef RB_KCFG_RT_USING_OVERFLOW_CHECK
#define RB_KCFG_RT_USING_OVERFLOW_CHECK 1 /* src/Kconfig: default y */
#endif
#ifndef RB_KCFG_RT_USING_HOOK
#define RB_KCFG_RT_USING_HOOK 1 /* src/Kconfig: default y */
#endif
#ifndef RB_KCFG_RT_USING_IDLE_HOOK
#define RB_KCFG_RT_USING_IDLE_HOOK 1 /* src/Kconfig: default y */
#endif
#ifndef RB_KCFG_RT_USING_TIMER_SOFT
#define RB_KCFG_RT_USING_TIMER_SOFT 1 /* src/Kconfig: default y */
#endif
#ifndef RB_KCFG_RT_USING_EVENT
#define RB_KCFG_RT_USING_EVENT 1 /* src/Kconfig: default y */
#endif
#ifndef RB_KCFG_RT_USING_MAILBOX
#define RB_KCFG_RT_USING_MAILBOX 1 /* src/Kconfig: default y */
#endif
#ifndef RB_KCFG_RT_USING_MEMPOOL
#define RB_KCFG_RT_USING_MEMPOOL 1 /* src/Kconfig: default y */
#endif
#ifndef RB_KCFG_RT_USING_DEVICE
#define RB_KCFG_RT_USING_DEVICE 1 /* src/Kconfig: default y */
#endif
#ifndef RB_KCFG_RT_USING_CONSOLE
#define RB_KCFG_RT_USING_CONSOLE 1 /* src/Kconfig: default y */
#endif
#ifndef RB_KCFG_RT_USING_COMPONENTS_INIT
#define RB_KCFG_RT_USING_COMPONENTS_INIT 1 /* components/Kconfig: selected by the BSPs */
#endif
#ifndef RB_KCFG_RT_USING_CPU_FFS
#define RB_KCFG_RT_USING_CPU_FFS 1 /* libcpu/Kconfig: ARCH_ARM_CORTEX_M3 selects it */
#endif
#include "rb_rtthread_options.h"

#endif
