/* rtosbench: board rb_gd32f103 for NuttX (GD32F103VET6, which NuttX drives as the
 * STM32F103VE of the upstream fire-stm32v2 board: 512 KiB flash, 64 KiB SRAM).
 *
 * The clock tree is our GD32 port's (ports/gd32f103/clock_gd32.c), set up by
 * stm32_board_clockconfig (src/rb_nx_boot.c, CONFIG_ARCH_BOARD_STM32_CUSTOM_CLOCKCONFIG) at the
 * build's clock, CONFIG_RB_CLOCK_HZ (firmware/kernels/nuttx.cmake, from RB_CLOCK_HZ), with the
 * build's flash wait states (CONFIG_RB_FLASH_WS): 8 MHz HXTAL -> PLL (x9 for 72 MHz; HXTAL/2
 * x27 for 108 MHz, PLLMF[4] being a GD32 bit NuttX's STM32F1 clock code does not know) ->
 * CK_SYS = HCLK = PCLK2, PCLK1 = HCLK/2 above 54 MHz. NuttX runs its SysTick tick from HCLK.
 * NuttX drives no peripheral: USART0 (NuttX's USART1, PA9/PA10), the DWT stamps, the GPIO
 * markers and the clock check against IRC8M are our port's (ports/gd32f103/port_gd32.c). See
 * docs/kernels/nuttx.md. */
#ifndef RB_NUTTX_BOARD_H
#define RB_NUTTX_BOARD_H

#include <nuttx/config.h>

#if CONFIG_RB_CLOCK_HZ != 24000000 && CONFIG_RB_CLOCK_HZ != 72000000 &&                            \
    CONFIG_RB_CLOCK_HZ != 108000000
#error "rb_gd32f103: CONFIG_RB_CLOCK_HZ must be 24000000, 72000000 or 108000000"
#endif

#define STM32_BOARD_XTAL 8000000ul
#define STM32_HSI_FREQUENCY 8000000ul
#define STM32_LSI_FREQUENCY 40000
#define STM32_HSE_FREQUENCY STM32_BOARD_XTAL
#define STM32_LSE_FREQUENCY 32768

/* NuttX's STM32F1 clock file (arch/arm/src/stm32/stm32f10xxx_rcc.c) derives the flash latency
 * of its own clock setup from STM32_SYSCLK_FREQUENCY in #if, and stops with #error above
 * 78 MHz, the STM32F103's limit. That setup is not compiled here (CUSTOM_CLOCKCONFIG: the
 * wait states are the build's, CONFIG_RB_FLASH_WS). At 108 MHz STM32_SYSCLK_FREQUENCY is
 * therefore an enumeration constant: 108 MHz in C (up_perf_init), an undefined name (0) in
 * #if, which picks a latency nothing uses. Every other clock is a plain number. */
#if CONFIG_RB_CLOCK_HZ > 78000000 && !defined(__ASSEMBLY__)
enum { RB_NX_SYSCLK_HZ = CONFIG_RB_CLOCK_HZ };
#define STM32_SYSCLK_FREQUENCY RB_NX_SYSCLK_HZ
#else
#define STM32_SYSCLK_FREQUENCY CONFIG_RB_CLOCK_HZ
#endif
#define STM32_PLL_FREQUENCY STM32_SYSCLK_FREQUENCY
#define STM32_HCLK_FREQUENCY CONFIG_RB_CLOCK_HZ

#define STM32_PCLK2_FREQUENCY STM32_HCLK_FREQUENCY
#define STM32_APB2_CLKIN (STM32_PCLK2_FREQUENCY)
#define STM32_APB2_TIM1_CLKIN (STM32_PCLK2_FREQUENCY)
#define STM32_APB2_TIM8_CLKIN (STM32_PCLK2_FREQUENCY)

#if CONFIG_RB_CLOCK_HZ > 54000000
#define STM32_PCLK1_FREQUENCY (STM32_HCLK_FREQUENCY / 2)
#define STM32_APB1_TIM_CLKIN (2 * STM32_PCLK1_FREQUENCY)
#else
#define STM32_PCLK1_FREQUENCY STM32_HCLK_FREQUENCY
#define STM32_APB1_TIM_CLKIN STM32_PCLK1_FREQUENCY
#endif
#define STM32_APB1_TIM2_CLKIN STM32_APB1_TIM_CLKIN
#define STM32_APB1_TIM3_CLKIN STM32_APB1_TIM_CLKIN
#define STM32_APB1_TIM4_CLKIN STM32_APB1_TIM_CLKIN
#define STM32_APB1_TIM5_CLKIN STM32_APB1_TIM_CLKIN
#define STM32_APB1_TIM6_CLKIN STM32_APB1_TIM_CLKIN
#define STM32_APB1_TIM7_CLKIN STM32_APB1_TIM_CLKIN

#define BOARD_TIM1_FREQUENCY STM32_HCLK_FREQUENCY
#define BOARD_TIM2_FREQUENCY STM32_HCLK_FREQUENCY
#define BOARD_TIM3_FREQUENCY STM32_HCLK_FREQUENCY
#define BOARD_TIM4_FREQUENCY STM32_HCLK_FREQUENCY
#define BOARD_TIM5_FREQUENCY STM32_HCLK_FREQUENCY
#define BOARD_TIM6_FREQUENCY STM32_HCLK_FREQUENCY
#define BOARD_TIM7_FREQUENCY STM32_HCLK_FREQUENCY
#define BOARD_TIM8_FREQUENCY STM32_HCLK_FREQUENCY

#endif
