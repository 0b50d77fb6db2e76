/* rtosbench firmware: Keil RTX5 configuration keys equal in every profile (included at the end
 * of config/<profile>/RTX_Config.h, which sets the profile's own keys first).
 *
 * Written for rtosbench, key by key, from the template RTX_Config.h of the tree
 * (CMSIS/RTOS2/RTX/Config/RTX_Config.h, $Revision V5.5.2, CMSIS 5.9.0): every value below is the
 * template's, except where a comment says otherwise. This file is also read by the assembler
 * (irq_armv7m.S includes rtx_def.h, which includes RTX_Config.h): #define lines only. */
#ifndef RB_RTX5_COMMON_H
#define RB_RTX5_COMMON_H

/* System. The tick is 1000 Hz in every profile (the template's value too).
 * OS_DYNAMIC_MEM_SIZE: 32768 in the template; 4096 here (the one key that departs from it). The
 * dynamic memory serves only objects created without cb_mem/stack memory: none of ours (the
 * adapter gives every object static memory; RTX's idle and timer threads and the timer queue
 * use static memory of rtx_lib.c), and the template's 32 KiB do not fit the GD32F103's 64 KiB
 * of RAM next to the harness's sample buffers. Equal on both boards, reported as kcfg. */
#define OS_DYNAMIC_MEM_SIZE 4096
#define OS_TICK_FREQ 1000
#define OS_ROBIN_TIMEOUT 5
#define OS_ISR_FIFO_QUEUE 16
#define OS_OBJ_MEM_USAGE 0

/* Threads. Our threads bring their own control block and stack (osThreadNew attributes), so
 * the object-specific memory pools stay off as in the template. */
#define OS_THREAD_OBJ_MEM 0
#define OS_THREAD_NUM 1
#define OS_THREAD_DEF_STACK_NUM 0
#define OS_THREAD_USER_STACK_SIZE 0
#define OS_STACK_SIZE 3072
#define OS_IDLE_THREAD_STACK_SIZE 512
#define OS_IDLE_THREAD_TZ_MOD_ID 0
#define OS_PRIVILEGE_MODE 1

/* Timers (the timer thread: priority 40 = osPriorityHigh, above every harness task, which map
 * onto osPriorityLow..osPriorityLow7). */
#define OS_TIMER_OBJ_MEM 0
#define OS_TIMER_NUM 1
#define OS_TIMER_THREAD_PRIO 40
#define OS_TIMER_THREAD_STACK_SIZE 512
#define OS_TIMER_THREAD_TZ_MOD_ID 0
#define OS_TIMER_CB_QUEUE 4

/* Object-specific memory pools: off, as in the template. */
#define OS_EVFLAGS_OBJ_MEM 0
#define OS_EVFLAGS_NUM 1
#define OS_MUTEX_OBJ_MEM 0
#define OS_MUTEX_NUM 1
#define OS_SEMAPHORE_OBJ_MEM 0
#define OS_SEMAPHORE_NUM 1
#define OS_MEMPOOL_OBJ_MEM 0
#define OS_MEMPOOL_NUM 1
#define OS_MEMPOOL_DATA_SIZE 0
#define OS_MSGQUEUE_OBJ_MEM 0
#define OS_MSGQUEUE_NUM 1
#define OS_MSGQUEUE_DATA_SIZE 0

/* Event Recorder initialisation: OS_EVR_INIT 0 in the template (no EventRecorderInitialize
 * call, which would need the Event Recorder component, absent from the tree); the levels only
 * matter with OS_EVR_INIT. */
#define OS_EVR_INIT 0
#define OS_EVR_START 1
#define OS_EVR_LEVEL 0x00U
#define OS_EVR_MEMORY_LEVEL 0x81U
#define OS_EVR_KERNEL_LEVEL 0x81U
#define OS_EVR_THREAD_LEVEL 0x85U
#define OS_EVR_WAIT_LEVEL 0x81U
#define OS_EVR_THFLAGS_LEVEL 0x81U
#define OS_EVR_EVFLAGS_LEVEL 0x81U
#define OS_EVR_TIMER_LEVEL 0x81U
#define OS_EVR_MUTEX_LEVEL 0x81U
#define OS_EVR_SEMAPHORE_LEVEL 0x81U
#define OS_EVR_MEMPOOL_LEVEL 0x81U
#define OS_EVR_MSGQUEUE_LEVEL 0x81U

/* C library multithreading (ARM compiler only; unused with GCC/newlib). */
#define OS_THREAD_LIBSPACE_NUM 4

#endif
