/* rtosbench: board rb_netduino2 for NuttX: the board hook NuttX's STM32 start calls before the
 * OS starts. The board has nothing to set up (no LEDs, buttons or SPI): USART2 and TIM2 are
 * rtosbench's port's (ports/qemu/port_qemu.c, called from the harness's main). */
#include <nuttx/config.h>

#include <nuttx/board.h>

void stm32_boardinitialize(void);

void stm32_boardinitialize(void) {}
