/* rtosbench firmware: Keil RTX5 configuration, profile 'minimal': the default profile (the
 * template) with the rule of docs/kernels.md: the event-recorder hooks off (stack check and
 * watermark are 0 in the template already; round robin stays on, as in default).
 * Written for rtosbench key by key (not copied); the keys equal in every profile are in
 * ../rb_rtx5_common.h. Read by the C compiler and the assembler (preprocessor lines only). */
#ifndef RB_RTX5_MINIMAL_H
#define RB_RTX5_MINIMAL_H

#define RB_RTX5_PROFILE "minimal"

/* The options this profile sets otherwise (the rule: trace off, the Event Recorder hooks off:
 * no call into rtx_evr.c at all), unless an experiment's "kernel_config" set them; the others
 * are default's. */
#include "rb_kernel_config.h"
#ifndef RB_KCFG_OS_EVR_MEMORY
#define RB_KCFG_OS_EVR_MEMORY 0
#endif
#ifndef RB_KCFG_OS_EVR_KERNEL
#define RB_KCFG_OS_EVR_KERNEL 0
#endif
#ifndef RB_KCFG_OS_EVR_THREAD
#define RB_KCFG_OS_EVR_THREAD 0
#endif
#ifndef RB_KCFG_OS_EVR_WAIT
#define RB_KCFG_OS_EVR_WAIT 0
#endif
#ifndef RB_KCFG_OS_EVR_THFLAGS
#define RB_KCFG_OS_EVR_THFLAGS 0
#endif
#ifndef RB_KCFG_OS_EVR_EVFLAGS
#define RB_KCFG_OS_EVR_EVFLAGS 0
#endif
#ifndef RB_KCFG_OS_EVR_TIMER
#define RB_KCFG_OS_EVR_TIMER 0
#endif
#ifndef RB_KCFG_OS_EVR_MUTEX
#define RB_KCFG_OS_EVR_MUTEX 0
#endif
#ifndef RB_KCFG_OS_EVR_SEMAPHORE
#define RB_KCFG_OS_EVR_SEMAPHORE 0
#endif
#ifndef RB_KCFG_OS_EVR_MEMPOOL
#define RB_KCFG_OS_EVR_MEMPOOL 0
#endif
#ifndef RB_KCFG_OS_EVR_MSGQUEUE
#define RB_KCFG_OS_EVR_MSGQUEUE 0
#endif

#include "../default/RTX_Config.h"

#endif
