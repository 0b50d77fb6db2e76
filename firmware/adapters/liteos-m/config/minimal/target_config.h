/* rtosbench firmware: LiteOS-M profile "minimal" (-DRB_PROFILE=minimal).
 *
 * The default profile (los_config.h's values) with the rule of docs/kernels.md ("minimal"):
 * LOS_ASSERT compiled out (PRINT_LEVEL below LOG_ERR_LEVEL, utils/los_debug.h), the memory
 * waterline statistics off, and the software-timer task, which no case uses, not started
 * (LOSCFG_BASE_CORE_SWTMR 0). The scheduler's ready list always takes its bitmap's CLZ
 * (kernel/src/los_sched.c): no key. Shared settings: rb_los_common.h; the keys are
 * ../default/target_config.h's. */
#include "rb_kernel_config.h"

#ifndef RB_KCFG_PRINT_LEVEL
#define RB_KCFG_PRINT_LEVEL 1 /* LOG_COMMON_LEVEL: LOS_ASSERT compiled out */
#endif
#ifndef RB_KCFG_LOSCFG_MEM_WATERLINE
#define RB_KCFG_LOSCFG_MEM_WATERLINE 0
#endif
#ifndef RB_KCFG_LOSCFG_BASE_CORE_SWTMR
#define RB_KCFG_LOSCFG_BASE_CORE_SWTMR 0
#endif
#include "../default/target_config.h"
