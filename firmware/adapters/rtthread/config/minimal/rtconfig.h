/* rtosbench firmware: RT-Thread 5.x (tested 5.0.1), profile "minimal" (-DRB_PROFILE=minimal).
 *
 * The default profile (../default/rtconfig.h, menuconfig's defaults) with the rule of
 * docs/kernels.md ("minimal"): RT_DEBUG (and its context checks), the stack overflow check and
 * the hooks off, and the kernel thread no case uses off: the software timer thread. Kept, as
 * default: the objects (events, mailboxes, memory pools, device, console), the components
 * initialisation, the alignment, the priorities, the tick and the time slice, the
 * architecture's selections (CPU_FFS: the CLZ-based ready-priority search) and kservice's use
 * of the C library. */
#ifndef RB_RT_MINIMAL_H
#define RB_RT_MINIMAL_H

#define RB_RT_PROFILE "minimal"

/* The options this profile sets otherwise (the rule: debug aids and the unused timer thread
 * off), unless an experiment's "kernel_config" set them; the others are default's. */
#include "rb_kernel_config.h"
#ifndef RB_KCFG_RT_DEBUG
#define RB_KCFG_RT_DEBUG 0
#endif
#ifndef RB_KCFG_RT_USING_OVERFLOW_CHECK
#define RB_KCFG_RT_USING_OVERFLOW_CHECK 0
#endif
#ifndef RB_KCFG_RT_USING_HOOK
#define RB_KCFG_RT_USING_HOOK 0
#endif
#ifndef RB_KCFG_RT_USING_IDLE_HOOK
#define RB_KCFG_RT_USING_IDLE_HOOK 0
#endif
#ifndef RB_KCFG_RT_USING_TIMER_SOFT
#define RB_KCFG_RT_USING_TIMER_SOFT 0
#endif

#include "../default/rtconfig.h"

#endif
