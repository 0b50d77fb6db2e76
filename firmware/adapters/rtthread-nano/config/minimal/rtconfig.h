/* rtosbench firmware: RT-Thread Nano 3.1.5, profile "minimal" (-DRB_PROFILE=minimal).
 *
 * The default profile (Nano's bsp/_template/rtconfig.h, see ../default/rtconfig.h) with the
 * rule of docs/kernels.md ("minimal"): the port's CLZ-based __rt_ffs (RT_USING_CPU_FFS, which
 * the template leaves undefined). Debug, overflow check, hooks, software timers and the console
 * are off in the template already; the mailbox and the components initialisation stay on, as
 * in default. */
#ifndef RT_CONFIG_H
#define RT_CONFIG_H

#include "rb_rtthread_common.h"

#define RB_RT_PROFILE "minimal"
#define RB_RT_CONFIG_SOURCE "bsp/_template/rtconfig.h@v3.1.5"

#define RT_ALIGN_SIZE 4
#define RT_MAIN_THREAD_STACK_SIZE 256
#define RT_DEBUG_INIT 0
#define RT_TIMER_THREAD_PRIO 4
#define RT_TIMER_THREAD_STACK_SIZE 512
#define RT_CONSOLEBUF_SIZE 256

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
#define RB_KCFG_RT_USING_EVENT 0
#endif
#ifndef RB_KCFG_RT_USING_MAILBOX
#define RB_KCFG_RT_USING_MAILBOX 1 /* as default */
#endif
#ifndef RB_KCFG_RT_USING_MEMPOOL
#define RB_KCFG_RT_USING_MEMPOOL 1 /* the pool cases (rb_rtthread_common.h) */
#endif
#ifndef RB_KCFG_RT_USING_DEVICE
#define RB_KCFG_RT_USING_DEVICE 0
#endif
#ifndef RB_KCFG_RT_USING_CONSOLE
#define RB_KCFG_RT_USING_CONSOLE 0
#endif
#ifndef RB_KCFG_RT_USING_COMPONENTS_INIT
#define RB_KCFG_RT_USING_COMPONENTS_INIT 1 /* as default */
#endif
#ifndef RB_KCFG_RT_USING_CPU_FFS
#define RB_KCFG_RT_USING_CPU_FFS 1 /* the rule: the port's CLZ ready-priority search */
#endif
#include "rb_rtthread_options.h"

#endif
