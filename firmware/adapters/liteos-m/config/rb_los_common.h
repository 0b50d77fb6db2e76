/* rtosbench firmware: LiteOS-M configuration shared by every profile (included by
 * config/<profile>/target_config.h, which adds the profile's own keys).
 *
 * Written for rtosbench, key by key. The kernel tree ships no target_config.h (an OpenHarmony
 * board's device/ folder brings it), so the values are the kernel's shipped defaults,
 * kernel/include/los_config.h of OpenHarmony-v5.0.0-Release (each key #ifndef there), except
 * these, equal in both profiles:
 *   OS_SYS_CLOCK                          RB_SYSTICK_HZ (default 1000000): the board's core clock
 *   LOSCFG_BASE_CORE_TICK_PER_SECOND      1000 (default 100): the harness's tick, every kernel's
 *   LOSCFG_BASE_CORE_TICK_RESPONSE_MAX    0xFFFFFF (default 0, which SysTick_Config refuses):
 *                                         the port's timer, SysTick, counts 24 bits
 *   LOSCFG_USE_SYSTEM_DEFINED_INTERRUPT   0 (default 1): the board keeps its vector table (the
 *                                         test IRQ's stamp is taken by ports/cortex_m3's
 *                                         handler); the kernel documents this mode: PendSV and
 *                                         SysTick then call HalPendSV and OsTickHandler
 *                                         (adapter_liteos.c), LOS_HwiCreate registers nothing
 *   LOSCFG_KERNEL_PRINTF                  0 (default 1, printf): the console is the harness's
 *                                         protocol line; LOS_ASSERT keeps its stop (PRINT_LEVEL)
 *   LOSCFG_BASE_CORE_TSK_LIMIT            12 (default 5): the harness's tasks at once
 *   LOSCFG_BASE_IPC_SEM_LIMIT             24 (default 6): the cases' semaphores at once
 *   LOSCFG_SYS_HEAP_SIZE                  0x2400 (default 0x10000, the whole RAM of the
 *                                         GD32F103): the harness's heap; the kernel takes the idle
 *                                         and software-timer stacks and the queues from it; the
 *                                         harness's tasks have their own stacks (stackAddr)
 * Everything here is equal in all profiles: tick rate, priorities (32, 0 most urgent), the
 * scheduling policy (time slicing on, 20 ms: the defaults), the kernel objects. */
#ifndef RB_LOS_COMMON_H
#define RB_LOS_COMMON_H

#include "rb_build_info.h"
#include "rb_los_cmsis.h"

#ifndef RB_SYSTICK_HZ
#error "rb_build_info.h must define RB_SYSTICK_HZ (the SysTick clock: the core clock)"
#endif

#define OS_SYS_CLOCK ((UINT32)RB_SYSTICK_HZ)
#define LOSCFG_BASE_CORE_TICK_PER_SECOND (1000UL)
#define LOSCFG_BASE_CORE_TICK_RESPONSE_MAX 0xFFFFFFUL
#define LOSCFG_USE_SYSTEM_DEFINED_INTERRUPT 0
#define LOSCFG_PLATFORM_HWI 1 /* los_config.h */
#define LOSCFG_KERNEL_PRINTF 0

/* Scheduling: los_config.h's defaults (time slicing on, 20 ms slice; 32 priorities). */
#define LOSCFG_BASE_CORE_TIMESLICE 1
#define LOSCFG_BASE_CORE_TIMESLICE_TIMEOUT 20000
#define LOS_TASK_PRIORITY_HIGHEST 0
#define LOS_TASK_PRIORITY_LOWEST 31

/* Objects. */
#define LOSCFG_BASE_CORE_TSK_LIMIT 12
#define LOSCFG_BASE_IPC_SEM 1
#define LOSCFG_BASE_IPC_SEM_LIMIT 24
#define LOSCFG_BASE_IPC_MUX 1
#define LOSCFG_BASE_IPC_MUX_LIMIT 6 /* los_config.h */
#define LOSCFG_BASE_IPC_QUEUE 1
#define LOSCFG_BASE_IPC_QUEUE_LIMIT 6 /* los_config.h */
#define LOSCFG_SYS_HEAP_SIZE 0x2400UL

/* Off in both (the defaults): task-switch stack monitor, node integrity check, signals, power
 * management, hardware stack protection, the MPU. */
#define LOSCFG_BASE_CORE_TSK_MONITOR 0
#define LOSCFG_BASE_MEM_NODE_INTEGRITY_CHECK 0
#define LOSCFG_KERNEL_SIGNAL 0
#define LOSCFG_KERNEL_PM 0
#define LOSCFG_EXC_HARDWARE_STACK_PROTECTION 0
#define LOSCFG_MPU_ENABLE 0

#endif
