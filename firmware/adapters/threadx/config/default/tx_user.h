/* rtosbench firmware: ThreadX profile "default" = what ThreadX ships for a user.
 *
 * The cortex_m3/gnu port's demo (ports/cortex_m3/gnu/example_build: build_threadx.bat,
 * build_threadx_sample.bat, sample_threadx.c) builds with no -D option and the library's
 * tx_user_sample.h, in which every option is commented out. So: error checking on (the tx_*
 * calls go through the _txe_* checking layer), preemption-threshold, notify callbacks, stack
 * filling (0xEF) and redundant clearing on, the timer thread (TX_TIMER_PROCESS_IN_ISR off), the
 * interruptable kernel paths; no TX_ENABLE_STACK_CHECKING and no TX_ENABLE_EVENT_TRACE (the demo
 * enables neither). Only the shared keys of rb_tx_common.h (1 kHz tick) are ours. */
#ifndef TX_USER_H
#define TX_USER_H

#include "rb_tx_common.h"

#endif
