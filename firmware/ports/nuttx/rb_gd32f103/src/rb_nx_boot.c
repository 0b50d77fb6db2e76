/* rtosbench: board rb_gd32f103 for NuttX: the board hooks NuttX's STM32 start calls before the
 * OS starts. stm32_board_clockconfig (CONFIG_ARCH_BOARD_STM32_CUSTOM_CLOCKCONFIG) replaces
 * NuttX's STM32F1 clock setup with our GD32 port's (ports/gd32f103/clock_gd32.c), so NuttX and
 * every other kernel on this board run the same clock tree and flash wait states: the build's
 * RB_CLOCK_HZ and RB_FLASH_WS (rb_build_info.h), which the recipe also gave NuttX's Kconfig
 * (CONFIG_RB_CLOCK_HZ, CONFIG_RB_FLASH_WS; checked equal here). It runs before .data and .bss
 * are set up: it only uses registers and its stack. Our port's rb_port_init, called by the
 * harness in NuttX's init task, sets the same clock again (no change), reads it back for COND
 * and checks it against IRC8M. The board has nothing else to set up.
 *
 * NuttX has no USART here (USART0 is the protocol channel), so no serial driver provides
 * up_putc, where NuttX's syslog and its low-level output (a panic's stack dump) end: this
 * board's up_putc drops them rather than write into the protocol. */
#include <nuttx/config.h>

#include <stdint.h>

#include <nuttx/arch.h>
#include <nuttx/board.h>

#include "clock_gd32.h"
#include "rb_build_info.h"

#if RB_CLOCK_HZ != CONFIG_RB_CLOCK_HZ || RB_FLASH_WS != CONFIG_RB_FLASH_WS
#error "rb_gd32f103: NuttX's CONFIG_RB_CLOCK_HZ/CONFIG_RB_FLASH_WS differ from the build's"
#endif

void stm32_boardinitialize(void);
void stm32_board_clockconfig(void);

void stm32_boardinitialize(void) {}

void stm32_board_clockconfig(void)
{
    uint32_t hz;
    /* A failure (no HXTAL, no PLL lock) leaves the core on IRC8M; the port finds it again,
     * reports it (ERR code=timer) and the run stops (ports/gd32f103/port_gd32.c). */
    (void)rb_gd32_clock_init(RB_CLOCK_HZ, (unsigned)RB_FLASH_WS, &hz);
}

void up_putc(int ch)
{
    (void)ch;
}
