/* rtosbench firmware: RT-Thread Nano 3.1.5, profile "minimal" (-DRB_PROFILE=minimal).
 *
 * A product build: the default profile (Nano's bsp/_template/rtconfig.h, see
 * ../default/rtconfig.h) with what a product does not use turned off as well: the components
 * initialisation tables (RT_USING_COMPONENTS_INIT) and the mailbox. Debug, overflow check,
 * hooks, software timers and the console are off in both. */
#ifndef RT_CONFIG_H
#define RT_CONFIG_H

#include "rb_rtthread_common.h"

#define RB_RT_PROFILE "minimal"

#define RT_ALIGN_SIZE 4
#define RT_DEBUG_INIT 0
#define RT_TIMER_THREAD_PRIO 4
#define RT_TIMER_THREAD_STACK_SIZE 512
#define RT_CONSOLEBUF_SIZE 256

#endif
