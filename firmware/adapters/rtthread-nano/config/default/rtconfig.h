/* rtosbench firmware: RT-Thread Nano 3.1.5, profile "default" (-DRB_PROFILE=default).
 *
 * What Nano ships for a user: the keys of its porting template bsp/_template/rtconfig.h (the
 * file a Nano port starts from), key by key, with these departures, each needed by the
 * harness or the board:
 * - RT_USING_MUTEX and RT_USING_MESSAGEQUEUE on (the template has them off; the cases use
 *   them) - in rb_rtthread_common.h, as the heap (the template's RT_USING_HEAP, small memory);
 * - RT_USING_USER_MAIN off: the harness owns main(); our start-up (adapter_rtthread.c) runs
 *   the sequence of the kernel's rtthread_startup() without the main thread.
 * The template leaves RT_DEBUG, RT_USING_OVERFLOW_CHECK, RT_USING_HOOK and RT_USING_IDLE_HOOK
 * commented out, the software timer thread off and the console off: so does this profile
 * (Nano's default is already lean; see docs/kernels.md). */
#ifndef RT_CONFIG_H
#define RT_CONFIG_H

#include "rb_rtthread_common.h"

#ifndef RB_RT_PROFILE /* minimal/rtconfig.h includes this file */
#define RB_RT_PROFILE "default"
#endif
/* COND kcfg.source: the file this profile follows (minimal: the same, then the rule). */
#define RB_RT_CONFIG_SOURCE "bsp/_template/rtconfig.h@v3.1.5"

/* Basic (template: priority max 32, tick 1000, align 4, name max 8). */
#define RT_ALIGN_SIZE 4
#define RT_MAIN_THREAD_STACK_SIZE 256

/* Debug (template: RT_DEBUG and RT_USING_OVERFLOW_CHECK commented out). */
#define RT_DEBUG_INIT 0

/* Hooks (template: both commented out). */

/* Software timers (template: RT_USING_TIMER_SOFT 0, i.e. off). */
#define RT_TIMER_THREAD_PRIO 4
#define RT_TIMER_THREAD_STACK_SIZE 512

/* IPC (template: semaphore and mailbox on; mutex, event and message queue off): the mailbox is
 * an option below; semaphore, mutex and message queue in rb_rtthread_common.h. */

/* Memory (template: heap on with the small-memory algorithm; memory pool off). */

/* Console (template: RT_USING_CONSOLE commented out, buffer 256). */
#define RT_CONSOLEBUF_SIZE 256

/* The options (options.json): this profile's value of each, unless an experiment's
 * "kernel_config" set it (rb_kernel_config.h); rb_rtthread_options.h defines the switches. */
#include "rb_kernel_config.h"
#ifndef RB_KCFG_RT_DEBUG
#define RB_KCFG_RT_DEBUG 0 /* template: commented out */
#endif
#ifndef RB_KCFG_RT_USING_OVERFLOW_CHECK
#define RB_KCFG_RT_USING_OVERFLOW_CHECK 0 /* template: commented out */
#endif
#ifndef RB_KCFG_RT_USING_HOOK
#define RB_KCFG_RT_USING_HOOK 0 /* template: commented out */
#endif
#ifndef RB_KCFG_RT_USING_IDLE_HOOK
#define RB_KCFG_RT_USING_IDLE_HOOK 0 /* template: commented out */
#endif
#ifndef RB_KCFG_RT_USING_TIMER_SOFT
#define RB_KCFG_RT_USING_TIMER_SOFT 0 /* template: 0 */
#endif
#ifndef RB_KCFG_RT_USING_EVENT
#define RB_KCFG_RT_USING_EVENT 0 /* template: commented out */
#endif
#ifndef RB_KCFG_RT_USING_MAILBOX
#define RB_KCFG_RT_USING_MAILBOX 1 /* template: on */
#endif
#ifndef RB_KCFG_RT_USING_MEMPOOL
#define RB_KCFG_RT_USING_MEMPOOL 1 /* the pool cases (rb_rtthread_common.h) */
#endif
#ifndef RB_KCFG_RT_USING_DEVICE
#define RB_KCFG_RT_USING_DEVICE 0 /* template: off (components/ not built) */
#endif
#ifndef RB_KCFG_RT_USING_CONSOLE
#define RB_KCFG_RT_USING_CONSOLE 0 /* template: commented out */
#endif
#ifndef RB_KCFG_RT_USING_COMPONENTS_INIT
#define RB_KCFG_RT_USING_COMPONENTS_INIT 1 /* template: on */
#endif
#ifndef RB_KCFG_RT_USING_CPU_FFS
#define RB_KCFG_RT_USING_CPU_FFS 0 /* template: not defined */
#endif
#include "rb_rtthread_options.h"

#endif
