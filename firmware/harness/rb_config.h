/* rtosbench firmware: build-time knobs (override with -DRB_...=). */
#ifndef RB_CONFIG_H
#define RB_CONFIG_H

#include "rb_build_info.h" /* build-time overrides first */
#include "rb_port.h"

#ifndef RB_ITERATIONS
#define RB_ITERATIONS 10000 /* samples per case */
#endif
#ifndef RB_WARMUP
#define RB_WARMUP 1000 /* warm-up iterations per case, after the cold sample */
#endif
#ifndef RB_SAMPLE_CAP
#define RB_SAMPLE_CAP RB_PORT_DEFAULT_SAMPLE_CAP /* samples buffered per window */
#endif
#ifndef RB_ALLOW_BATCH
#define RB_ALLOW_BATCH 1 /* 1: n > cap is sent in several windows; 0: n lowered (ram_limited) */
#endif
#ifndef RB_INJECT_PRINT_EVERY
#define RB_INJECT_PRINT_EVERY 0 /* k > 0: a UART print inside every k-th measured window */
#endif
#ifndef RB_CAL_LOOP_N
#define RB_CAL_LOOP_N 100 /* iterations of the empty loop in cal_loop */
#endif
#ifndef RB_TASK_STACK
#define RB_TASK_STACK 1024 /* bytes per worker task stack */
#endif
#ifndef RB_CASE_WATCHDOG_S
#define RB_CASE_WATCHDOG_S 120 /* a case that runs longer ends the run with ERR timeout */
#endif
#ifndef RB_RUN_TIMEOUT_MS
#define RB_RUN_TIMEOUT_MS 30000 /* waiting for workers to finish one window */
#endif
#ifndef RB_TICK_JITTER_MAX_N
#define RB_TICK_JITTER_MAX_N 1000 /* tick_jitter samples (one per tick) */
#endif

/* Lab variants (docs/labs.md): the harness measured the way a careless measurement does, so
 * that a lab's trap can happen in its own run. Built with -DRB_LAB_...=1 in RB_CFLAGS, which COND
 * cflags states. Never set them for a measurement. */
#ifndef RB_LAB_SWITCH_AS_ROUND_TRIP
#define RB_LAB_SWITCH_AS_ROUND_TRIP 0 /* 1: context_switch times the yield round trip (trap 1) */
#endif
#ifndef RB_LAB_NO_OVERHEAD
#define RB_LAB_NO_OVERHEAD 0 /* 1: every END says overhead=0: nothing is subtracted (trap 2) */
#endif
#ifndef RB_LAB_COLD_IN_SAMPLES
#define RB_LAB_COLD_IN_SAMPLES 0 /* 1: the first execution is not run apart (trap 7) */
#endif

#endif
