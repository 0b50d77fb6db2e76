/* rtosbench firmware, bench_port layer: what every board provides.
 *
 * The board folder (firmware/ports/<board>/) implements these functions and provides
 * rb_board.h with the inline timer and marker primitives:
 *   typedef ... rb_ts_t;                        raw timestamp
 *   static inline rb_ts_t rb_ts(void);         read the timer (with compiler barriers)
 *   static inline uint32_t rb_ts_diff(rb_ts_t later, rb_ts_t earlier);   in timer units
 *   static inline void rb_marker(int pin, int level);   GPIO marker (no-op without GPIO)
 *   #define RB_PORT_HAS_GPIO 0|1
 *   #define RB_PORT_INSN_EXACT 0|1   the timer counts instructions exactly (QEMU -icount)
 *   #define RB_PORT_DEFAULT_SAMPLE_CAP n
 * Cases may use rb_ts/rb_ts_diff/rb_marker; only adapters use the IRQ functions.
 */
#ifndef RB_PORT_H
#define RB_PORT_H

#include <stddef.h>
#include <stdint.h>

/* rb_board.h is the board's own (firmware/ports/<board>/), found through the board include
 * directory the build adds (RB_BOARD_INCLUDE_DIR in firmware/CMakeLists.txt). */
#if defined(__has_include)
#if !__has_include("rb_board.h")
#error "rb_board.h not found: add ports/<board>/ to the include path (RB_BOARD_INCLUDE_DIR)"
#endif
#endif
#include "rb_board.h"
/* Lab variant of trap 12 (docs/labs.md, icount_vs_cycles): the board's counts are labelled
 * cycles, whatever its timer counts, as a publication of emulated instruction counts would. */
#if defined(RB_LAB_UNIT_CYCLES) && RB_LAB_UNIT_CYCLES
#undef RB_PORT_UNIT
#define RB_PORT_UNIT "cycles"
#endif
#include "rb_kv.h"

/* rb_ts_open() / rb_ts_close(): the stamps that open and close a measured window (every
 * window shape uses them; tick_jitter's period stamps and other checks use rb_ts()). A board
 * may mark them on a pin with RB_PORT_WINDOW_OPEN() / RB_PORT_WINDOW_CLOSE() (expressions run
 * before the timer read; gd32f103 with RB_GPIO_WINDOWS: PB1); by default they are rb_ts(). */
#ifndef RB_PORT_WINDOW_OPEN
#define RB_PORT_WINDOW_OPEN() ((void)0)
#endif
#ifndef RB_PORT_WINDOW_CLOSE
#define RB_PORT_WINDOW_CLOSE() ((void)0)
#endif
#define rb_ts_open() (RB_PORT_WINDOW_OPEN(), rb_ts())
#define rb_ts_close() (RB_PORT_WINDOW_CLOSE(), rb_ts())

/* RB_TS_PUBLISH(dst): dst = rb_ts_open(), the store right after the read, for a window whose
 * other end is stamped elsewhere (another task, an ISR). A board may define it with a fixed
 * instruction sequence (qemu: one load and one store inside the window). */
#ifndef RB_TS_PUBLISH
#define RB_TS_PUBLISH(dst) ((dst) = rb_ts_open())
#endif

/* Clocks, UART, timer, GPIO markers. Called once, before the kernel starts. */
void rb_port_init(void);
/* 0 if the selected timer works; otherwise -1 and *msg says why (e.g. no DWT CYCCNT). */
int rb_port_timer_check(const char **msg);
/* Blocking write of n bytes to the protocol channel (UART or stdout). */
void rb_port_write(const char *s, size_t n);
/* End the run with an exit code (semihosting on QEMU, exit() on the host, park on a board). */
void rb_port_exit(int code);
/* Port conditions for COND (board, mcu, core, cpuid, clock, timer, ...); returns the count. */
int rb_port_cond(rb_kv_t *kv, int max);
/* Arm (seconds > 0) or disarm (0) a watchdog that ends a hung run with ERR + DONE. */
void rb_port_watchdog(unsigned seconds);
/* Linker-symbol footprint in bytes; -1 for a field the platform cannot know. */
void rb_port_footprint(long *text, long *rodata, long *data, long *bss);

/* Test interrupt: one otherwise unused IRQ line, pended through the NVIC (ISPR/STIR).
 * The vector stub takes a timestamp as its first action (rb_port_isr_ts), then calls fn. */
typedef void (*rb_port_isr_fn)(void);
int rb_port_irq_available(void);
void rb_port_irq_set_handler(rb_port_isr_fn fn);
void rb_port_irq_trigger(void);
void rb_port_irq_set_priority(unsigned prio); /* NVIC priority value (kernel-specific limits) */
/* The priorities in force, read back from the NVIC/SCB (only the implemented bits): the test
 * IRQ's and SysTick's; -1 where the board has none (host). For COND irq.*. */
int rb_port_irq_priority(void);
int rb_port_systick_priority(void);
rb_ts_t rb_port_isr_ts(void);     /* taken by the vector stub, first thing */
rb_ts_t rb_port_trigger_ts(void); /* taken right before the pending write */

/* Called by the port when the watchdog fires or the CPU faults (implemented by the harness). */
void rb_harness_fatal(const char *code, const char *msg);

#endif
