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

#endif
