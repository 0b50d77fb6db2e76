/* rtosbench firmware: ThreadX profile "minimal" = a product build.
 *
 * The options tx_user_sample.h lists "for maximum speed" (TX_DISABLE_PREEMPTION_THRESHOLD,
 * TX_DISABLE_REDUNDANT_CLEARING, TX_DISABLE_NOTIFY_CALLBACKS, TX_NOT_INTERRUPTABLE,
 * TX_TIMER_PROCESS_IN_ISR, TX_REACTIVATE_INLINE, TX_DISABLE_STACK_FILLING,
 * TX_INLINE_THREAD_RESUME_SUSPEND) and "for minimum size" (TX_NO_FILEX_POINTER), plus
 * TX_DISABLE_ERROR_CHECKING (readme_threadx.txt, "Improving Performance": the tx_* calls go
 * straight to the _tx_* services, without the _txe_* checking layer). Stack checking and event
 * trace stay off, as in the default profile. TX_DISABLE_REDUNDANT_CLEARING is safe here: our
 * Reset_Handler clears .bss before the kernel starts. */
#ifndef TX_USER_H
#define TX_USER_H

#include "rb_tx_common.h"

#define TX_DISABLE_ERROR_CHECKING
#define TX_DISABLE_PREEMPTION_THRESHOLD
#define TX_DISABLE_REDUNDANT_CLEARING
#define TX_DISABLE_NOTIFY_CALLBACKS
#define TX_DISABLE_STACK_FILLING
#define TX_NOT_INTERRUPTABLE
#define TX_TIMER_PROCESS_IN_ISR
#define TX_REACTIVATE_INLINE
#define TX_INLINE_THREAD_RESUME_SUSPEND
#define TX_NO_FILEX_POINTER

#endif
