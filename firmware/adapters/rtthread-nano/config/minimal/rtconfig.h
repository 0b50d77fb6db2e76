/* rtosbench firmware: RT-Thread Nano 3.1.5, profile "minimal" (-DRB_PROFILE=minimal).
 *
 * The default profile (Nano's bsp/_template/rtconfig.h, see ../default/rtconfig.h) with the
 * rule of docs/kernels.md ("minimal"): the port's CLZ-based __rt_ffs (RT_USING_CPU_FFS, which
 * the template leaves undefined). Debug, overflow check, hooks, software timers and the console
 * are off in the template already; the mailbox and the components initialisation stay on, as
 * in default. */
#ifndef RB_RT_MINIMAL_H
#define RB_RT_MINIMAL_H

#define RB_RT_PROFILE "minimal"

/* The option this profile sets otherwise (the rule: the port's CLZ ready-priority search),
 * unless an experiment's "kernel_config" set it; the others are default's. */
#include "rb_kernel_config.h"
#ifndef RB_KCFG_RT_USING_CPU_FFS
#define RB_KCFG_RT_USING_CPU_FFS 1
#endif

#include "../default/rtconfig.h"

#endif
