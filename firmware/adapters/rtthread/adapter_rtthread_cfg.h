/* rtosbench firmware, bench_rtos_adapter layer: RT-Thread configuration switches as 0/1 for
 * COND (rb_k_cond reports each as kcfg.<key>). RT-Thread's switches are defined or not; this
 * header turns each into RB_RTCFG_<key> after rtconfig.h. */
#ifndef RB_ADAPTER_RTTHREAD_CFG_H
#define RB_ADAPTER_RTTHREAD_CFG_H

#include <rtconfig.h>

#ifdef RT_DEBUG
#define RB_RTCFG_RT_DEBUG 1
#else
#define RB_RTCFG_RT_DEBUG 0
#endif
#ifdef RT_USING_OVERFLOW_CHECK
#define RB_RTCFG_RT_USING_OVERFLOW_CHECK 1
#else
#define RB_RTCFG_RT_USING_OVERFLOW_CHECK 0
#endif
#ifdef RT_USING_HOOK
#define RB_RTCFG_RT_USING_HOOK 1
#else
#define RB_RTCFG_RT_USING_HOOK 0
#endif
#ifdef RT_USING_IDLE_HOOK
#define RB_RTCFG_RT_USING_IDLE_HOOK 1
#else
#define RB_RTCFG_RT_USING_IDLE_HOOK 0
#endif
#ifdef RT_USING_TIMER_SOFT
#define RB_RTCFG_RT_USING_TIMER_SOFT 1
#else
#define RB_RTCFG_RT_USING_TIMER_SOFT 0
#endif
#ifdef RT_USING_COMPONENTS_INIT
#define RB_RTCFG_RT_USING_COMPONENTS_INIT 1
#else
#define RB_RTCFG_RT_USING_COMPONENTS_INIT 0
#endif
#ifdef RT_USING_USER_MAIN
#define RB_RTCFG_RT_USING_USER_MAIN 1
#else
#define RB_RTCFG_RT_USING_USER_MAIN 0
#endif
#ifdef RT_USING_EVENT
#define RB_RTCFG_RT_USING_EVENT 1
#else
#define RB_RTCFG_RT_USING_EVENT 0
#endif
#ifdef RT_USING_MAILBOX
#define RB_RTCFG_RT_USING_MAILBOX 1
#else
#define RB_RTCFG_RT_USING_MAILBOX 0
#endif
#ifdef RT_USING_MEMPOOL
#define RB_RTCFG_RT_USING_MEMPOOL 1
#else
#define RB_RTCFG_RT_USING_MEMPOOL 0
#endif
#ifdef RT_USING_DEVICE
#define RB_RTCFG_RT_USING_DEVICE 1
#else
#define RB_RTCFG_RT_USING_DEVICE 0
#endif
#ifdef RT_USING_CONSOLE
#define RB_RTCFG_RT_USING_CONSOLE 1
#else
#define RB_RTCFG_RT_USING_CONSOLE 0
#endif
#ifdef RT_USING_FINSH
#define RB_RTCFG_RT_USING_FINSH 1
#else
#define RB_RTCFG_RT_USING_FINSH 0
#endif
#ifdef RT_USING_CPU_FFS
#define RB_RTCFG_RT_USING_CPU_FFS 1
#else
#define RB_RTCFG_RT_USING_CPU_FFS 0
#endif
#ifdef RT_USING_SIGNALS
#define RB_RTCFG_RT_USING_SIGNALS 1
#else
#define RB_RTCFG_RT_USING_SIGNALS 0
#endif
#ifdef RT_USING_SMALL_MEM
#define RB_RTCFG_RT_USING_SMALL_MEM 1
#else
#define RB_RTCFG_RT_USING_SMALL_MEM 0
#endif

/* RT_DEBUG_CONTEXT_CHECK: rtdebug.h sets it to 1 when RT_DEBUG is on (unless rtconfig.h does). */
#if defined(RT_DEBUG) && defined(RT_DEBUG_CONTEXT_CHECK)
#define RB_RTCFG_RT_DEBUG_CONTEXT_CHECK (RT_DEBUG_CONTEXT_CHECK)
#else
#define RB_RTCFG_RT_DEBUG_CONTEXT_CHECK 0
#endif

#endif
