/* rtosbench firmware: ThreadX configuration shared by every profile (included by
 * config/<profile>/tx_user.h, which the kernel's CMakeLists.txt copies as its tx_user.h and
 * which tx_port.h includes: TX_INCLUDE_USER_DEFINE_FILE).
 *
 * Written for rtosbench, key by key (not copied). Equal in all profiles:
 * - TX_TIMER_TICKS_PER_SECOND 1000: the 1 kHz tick of every rtosbench kernel. ThreadX's default
 *   (tx_api.h, tx_user_sample.h) is 100; the tick itself is made by our tx_initialize_low_level
 *   (adapter_threadx_port.c: SysTick at RB_SYSTICK_HZ / 1000), this value only converts.
 * - TX_MAX_PRIORITIES 32: ThreadX's default (tx_port.h, tx_user_sample.h). The harness
 *   priorities 1..8 are ThreadX priorities 8..1 (0 is the most urgent; the timer thread of the
 *   default profile runs at TX_TIMER_THREAD_PRIORITY 0).
 * Everything else is ThreadX's default unless the profile's tx_user.h says otherwise. */
#ifndef RB_TX_COMMON_H
#define RB_TX_COMMON_H

#define TX_TIMER_TICKS_PER_SECOND 1000ul /* ULONG is unsigned long; usable in #if */
#define TX_MAX_PRIORITIES 32

/* The options every profile's tx_user.h states as RB_KCFG_<option> (options.json): 1 defines it. */
#ifndef RB_KCFG_TX_DISABLE_ERROR_CHECKING
#error "tx_user.h must state RB_KCFG_TX_DISABLE_ERROR_CHECKING"
#elif RB_KCFG_TX_DISABLE_ERROR_CHECKING
#define TX_DISABLE_ERROR_CHECKING
#endif
#ifndef RB_KCFG_TX_DISABLE_PREEMPTION_THRESHOLD
#error "tx_user.h must state RB_KCFG_TX_DISABLE_PREEMPTION_THRESHOLD"
#elif RB_KCFG_TX_DISABLE_PREEMPTION_THRESHOLD
#define TX_DISABLE_PREEMPTION_THRESHOLD
#endif
#ifndef RB_KCFG_TX_DISABLE_REDUNDANT_CLEARING
#error "tx_user.h must state RB_KCFG_TX_DISABLE_REDUNDANT_CLEARING"
#elif RB_KCFG_TX_DISABLE_REDUNDANT_CLEARING
#define TX_DISABLE_REDUNDANT_CLEARING
#endif
#ifndef RB_KCFG_TX_DISABLE_NOTIFY_CALLBACKS
#error "tx_user.h must state RB_KCFG_TX_DISABLE_NOTIFY_CALLBACKS"
#elif RB_KCFG_TX_DISABLE_NOTIFY_CALLBACKS
#define TX_DISABLE_NOTIFY_CALLBACKS
#endif
#ifndef RB_KCFG_TX_DISABLE_STACK_FILLING
#error "tx_user.h must state RB_KCFG_TX_DISABLE_STACK_FILLING"
#elif RB_KCFG_TX_DISABLE_STACK_FILLING
#define TX_DISABLE_STACK_FILLING
#endif
#ifndef RB_KCFG_TX_NOT_INTERRUPTABLE
#error "tx_user.h must state RB_KCFG_TX_NOT_INTERRUPTABLE"
#elif RB_KCFG_TX_NOT_INTERRUPTABLE
#define TX_NOT_INTERRUPTABLE
#endif
#ifndef RB_KCFG_TX_TIMER_PROCESS_IN_ISR
#error "tx_user.h must state RB_KCFG_TX_TIMER_PROCESS_IN_ISR"
#elif RB_KCFG_TX_TIMER_PROCESS_IN_ISR
#define TX_TIMER_PROCESS_IN_ISR
#endif
#ifndef RB_KCFG_TX_REACTIVATE_INLINE
#error "tx_user.h must state RB_KCFG_TX_REACTIVATE_INLINE"
#elif RB_KCFG_TX_REACTIVATE_INLINE
#define TX_REACTIVATE_INLINE
#endif
#ifndef RB_KCFG_TX_INLINE_THREAD_RESUME_SUSPEND
#error "tx_user.h must state RB_KCFG_TX_INLINE_THREAD_RESUME_SUSPEND"
#elif RB_KCFG_TX_INLINE_THREAD_RESUME_SUSPEND
#define TX_INLINE_THREAD_RESUME_SUSPEND
#endif
#ifndef RB_KCFG_TX_NO_FILEX_POINTER
#error "tx_user.h must state RB_KCFG_TX_NO_FILEX_POINTER"
#elif RB_KCFG_TX_NO_FILEX_POINTER
#define TX_NO_FILEX_POINTER
#endif

#endif
