/* rtosbench firmware: RT-Thread 5.x (tested 5.0.1), profile "minimal" (-DRB_PROFILE=minimal).
 *
 * A product build: the default profile (../default/rtconfig.h, menuconfig's defaults) with
 * everything a product turns off: RT_DEBUG (and its context checks), the stack overflow check,
 * the hooks, the software timer thread, the event and mailbox objects, the memory pool, the
 * device object and the console, the components initialisation. Kept: the alignment, the
 * priorities and the tick (as default), the architecture's selections (CPU_FFS: the CLZ-based
 * ready-priority search) and kservice's use of the C library. */
#ifndef RT_CONFIG_H
#define RT_CONFIG_H

#include "rb_rtthread_common.h"

#define RB_RT_PROFILE "minimal"

#define RT_ALIGN_SIZE 8
#define RT_THREAD_PRIORITY_32
#define IDLE_THREAD_STACK_SIZE 256
#define RT_TIMER_THREAD_PRIO 4
#define RT_TIMER_THREAD_STACK_SIZE 512
#define RT_KSERVICE_USING_STDLIB
#define RT_PAGE_MAX_ORDER 11
#define RT_USING_SMALL_MEM_AS_HEAP
#define RT_VER_NUM 0x50001

#define ARCH_ARM
#define ARCH_ARM_CORTEX_M
#define ARCH_ARM_CORTEX_M3
#define RT_USING_CPU_FFS
#define RT_USING_HW_ATOMIC

#endif
