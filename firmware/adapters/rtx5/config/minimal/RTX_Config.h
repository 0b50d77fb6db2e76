/* rtosbench firmware: Keil RTX5 configuration, profile 'minimal': a product build, round-robin and
 * the event hooks off.
 * Written for rtosbench key by key (not copied); the keys equal in every profile are in
 * ../rb_rtx5_common.h. Read by the C compiler and the assembler (#define lines only). */
#ifndef RTX_CONFIG_H_
#define RTX_CONFIG_H_

#define RB_RTX5_PROFILE "minimal"

/* Round-robin: off (strict priority scheduling; yields still rotate equal priorities). */
#define OS_ROBIN_ENABLE 0

/* Stack overrun check and watermark: off (as in the template: 0 there too). */
#define OS_STACK_CHECK 0
#define OS_STACK_WATERMARK 0

/* Event Recorder hooks: off (no call into rtx_evr.c at all). */
#define OS_EVR_MEMORY 0
#define OS_EVR_KERNEL 0
#define OS_EVR_THREAD 0
#define OS_EVR_WAIT 0
#define OS_EVR_THFLAGS 0
#define OS_EVR_EVFLAGS 0
#define OS_EVR_TIMER 0
#define OS_EVR_MUTEX 0
#define OS_EVR_SEMAPHORE 0
#define OS_EVR_MEMPOOL 0
#define OS_EVR_MSGQUEUE 0

#include "rb_rtx5_common.h"

#endif
