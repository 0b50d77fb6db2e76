/* rtosbench firmware: RT-Thread kernel options (both kernels, Nano 3.1.5 and RT-Thread 5.x).
 *
 * RT-Thread's switches are "defined or not". Each profile's rtconfig.h states its value of every
 * switch below as RB_KCFG_<key> (0 or 1) unless rb_kernel_config.h (generated from an
 * experiment's "kernel_config", -DRB_KERNEL_CONFIG, checked against options.json) already did;
 * this header, included by rtconfig.h after those values, defines the switches that are 1 (and
 * the sub-keys each needs, with the Kconfig/template values). adapter_rtthread_cfg.h reports
 * them back as COND kcfg.<key>. */
#ifndef RB_RTTHREAD_OPTIONS_H
#define RB_RTTHREAD_OPTIONS_H

#if !defined(RB_KCFG_RT_DEBUG) || !defined(RB_KCFG_RT_USING_OVERFLOW_CHECK) ||                     \
    !defined(RB_KCFG_RT_USING_HOOK) || !defined(RB_KCFG_RT_USING_IDLE_HOOK) ||                     \
    !defined(RB_KCFG_RT_USING_TIMER_SOFT) || !defined(RB_KCFG_RT_USING_EVENT) ||                   \
    !defined(RB_KCFG_RT_USING_MAILBOX) || !defined(RB_KCFG_RT_USING_MEMPOOL) ||                    \
    !defined(RB_KCFG_RT_USING_DEVICE) || !defined(RB_KCFG_RT_USING_CONSOLE) ||                     \
    !defined(RB_KCFG_RT_USING_COMPONENTS_INIT) || !defined(RB_KCFG_RT_USING_CPU_FFS)
#error "the profile's rtconfig.h must state every RT-Thread option as RB_KCFG_<key> (0 or 1)"
#endif

#if RB_KCFG_RT_DEBUG
#define RT_DEBUG
#endif
#if RB_KCFG_RT_USING_OVERFLOW_CHECK
#define RT_USING_OVERFLOW_CHECK
#endif
#if RB_KCFG_RT_USING_HOOK
#define RT_USING_HOOK
#define RT_HOOK_USING_FUNC_PTR /* 5.x Kconfig: default y under RT_USING_HOOK */
#endif
#if RB_KCFG_RT_USING_IDLE_HOOK
#define RT_USING_IDLE_HOOK
#define RT_IDLE_HOOK_LIST_SIZE 4 /* Kconfig and Nano template: 4 */
#endif
#if RB_KCFG_RT_USING_TIMER_SOFT
#define RT_USING_TIMER_SOFT
#endif
#if RB_KCFG_RT_USING_EVENT
#define RT_USING_EVENT
#endif
#if RB_KCFG_RT_USING_MAILBOX
#define RT_USING_MAILBOX
#endif
#if RB_KCFG_RT_USING_MEMPOOL
#define RT_USING_MEMPOOL
#endif
#if RB_KCFG_RT_USING_DEVICE
#define RT_USING_DEVICE
#endif
#if RB_KCFG_RT_USING_CONSOLE
#define RT_USING_CONSOLE
#define RT_CONSOLE_DEVICE_NAME "uart" /* Kconfig default */
#endif
#if RB_KCFG_RT_USING_COMPONENTS_INIT
#define RT_USING_COMPONENTS_INIT
#endif
#if RB_KCFG_RT_USING_CPU_FFS
#define RT_USING_CPU_FFS /* libcpu/arm/cortex-m3/cpuport.c: __rt_ffs by RBIT + CLZ */
#endif

#endif
