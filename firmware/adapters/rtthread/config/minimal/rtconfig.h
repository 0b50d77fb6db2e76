/* rtosbench firmware: RT-Thread 5.x (tested 5.0.1), profile "minimal" (-DRB_PROFILE=minimal).
 *
 * The default profile (../default/rtconfig.h, menuconfig's defaults) with the rule of
 * docs/kernels.md ("minimal"): RT_DEBUG (and its context checks), the stack overflow check and
 * the hooks off, and the kernel thread no case uses off: the software timer thread. Kept, as
 * default: the objects (events, mailboxes, memory pools, device, console), the components
 * initialisation, the alignment, the priorities, the tick and the time slice, the
 * architecture's selections (CPU_FFS: the CLZ-based ready-priority search) and kservice's use
 * of the C library. */
#ifndef RT_CONFIG_H
#define RT_CONFIG_H

#include "rb_rtthread_common.h"

#define RB_RT_PROFILE "minimal"
#define RB_RT_CONFIG_SOURCE "src/Kconfig+libcpu/Kconfig@v5.0.1"

#define RT_ALIGN_SIZE 8
#define RT_THREAD_PRIORITY_32
#define IDLE_THREAD_STACK_SIZE 256
#define RT_TIMER_THREAD_PRIO 4
#define RT_TIMER_THREAD_STACK_SIZE 512
#define RT_KSERVICE_USING_STDLIB
#define RT_PAGE_MAX_ORDER 11
#define RT_USING_SMALL_MEM_AS_HEAP
#define RT_CONSOLEBUF_SIZE 128
#define RT_VER_NUM 0x50001

#define ARCH_ARM
#define ARCH_ARM_CORTEX_M
#define ARCH_ARM_CORTEX_M3
#define RT_USING_HW_ATOMIC

/* The options (options.json): this profile's value of each, unless an experiment's
 * "kernel_config" set it (rb_kernel_config.h); rb_rtthread_options.h defines the switches. */
#include "rb_kernel_config.h"
#ifndef RB_KCFG_RT_DEBUG
#define RB_KCFG_RT_DEBUG 0
#endif
#ifndef RB_KCFG_RT_USING_OVERFLOW_CHECK
#define RB_KCFG_RT_USING_OVERFLOW_CHECK 0
#endif
#ifndef RB_KCFG_RT_USING_HOOK
#define RB_KCFG_RT_USING_HOOK 0
#endif
#ifndef RB_KCFG_RT_USING_IDLE_HOOK
#define RB_KCFG_RT_USING_IDLE_HOOK 0
#endif
#ifndef RB_KCFG_RT_USING_TIMER_SOFT
#define RB_KCFG_RT_USING_TIMER_SOFT 0
#endif
#ifndef RB_KCFG_RT_USING_EVENT
#define RB_KCFG_RT_USING_EVENT 1 /* as default */
#endif
#ifndef RB_KCFG_RT_USING_MAILBOX
#define RB_KCFG_RT_USING_MAILBOX 1 /* as default */
#endif
#ifndef RB_KCFG_RT_USING_MEMPOOL
#define RB_KCFG_RT_USING_MEMPOOL 1 /* as default */
#endif
#ifndef RB_KCFG_RT_USING_DEVICE
#define RB_KCFG_RT_USING_DEVICE 1 /* as default */
#endif
#ifndef RB_KCFG_RT_USING_CONSOLE
#define RB_KCFG_RT_USING_CONSOLE 1 /* as default */
#endif
#ifndef RB_KCFG_RT_USING_COMPONENTS_INIT
#define RB_KCFG_RT_USING_COMPONENTS_INIT 1 /* as default */
#endif
#ifndef RB_KCFG_RT_USING_CPU_FFS
#define RB_KCFG_RT_USING_CPU_FFS 1 /* as default (the port's CLZ search) */
#endif
#include "rb_rtthread_options.h"

#endif
