// rtosbench embassy firmware, port layer: timer stamps, UART, semihosting exit, the test IRQ.
// qemu: TIM2 (0x40000000), one count per emulated instruction under -icount shift=0, as the C
// port (firmware/ports/qemu). gd32f103: DWT CYCCNT. The stamp is one fixed instruction sequence
// (movw/movt of the counter's address, then the load), so every window holds the same chain.
use core::arch::asm;

#[cfg(not(feature = "board-gd32f103"))]
pub const TS_ADDR: u32 = 0x4000_0024;
#[cfg(feature = "board-gd32f103")]
pub const TS_ADDR: u32 = 0xE000_1004;
/// Timer counts per microsecond of SysTick's time base: TIM2 counts QEMU's virtual nanoseconds
/// (one per instruction under -icount shift=0), as ports/qemu's RB_PORT_TS_PER_US; DWT CYCCNT
/// counts the core clock.
#[cfg(not(feature = "board-gd32f103"))]
pub const TS_PER_US: u32 = 1000;
#[cfg(feature = "board-gd32f103")]
pub const TS_PER_US: u32 = crate::CLOCK_HZ / 1_000_000;

/// One timestamp: movw, movt, ldr (no other instruction, whatever the compiler keeps).
#[inline(always)]
pub fn ts() -> u32 {
    let v: u32;
    unsafe {
        #[cfg(not(feature = "board-gd32f103"))]
        asm!("movw {0}, #0x0024", "movt {0}, #0x4000", "ldr {0}, [{0}]", out(reg) v,
             options(nostack, preserves_flags));
        #[cfg(feature = "board-gd32f103")]
        asm!("movw {0}, #0x1004", "movt {0}, #0xE000", "ldr {0}, [{0}]", out(reg) v,
             options(nostack, preserves_flags));
    }
    v
}

/// dst = the counter, the store right after the load (both addresses in registers before the
/// window opens): the window holds the load and the store, as RB_TS_PUBLISH in C.
#[inline(always)]
pub fn publish(dst: *mut u32) {
    unsafe {
        asm!("ldr {v}, [{a}]", "str {v}, [{d}]", a = in(reg) TS_ADDR, d = in(reg) dst,
             v = out(reg) _, options(nostack, preserves_flags));
    }
}

#[inline(always)]
fn reg(addr: u32) -> *mut u32 {
    addr as *mut u32
}

#[inline(always)]
pub fn wr(addr: u32, v: u32) {
    unsafe { core::ptr::write_volatile(reg(addr), v) }
}

#[inline(always)]
pub fn rd(addr: u32) -> u32 {
    unsafe { core::ptr::read_volatile(reg(addr)) }
}

#[cfg(not(feature = "board-gd32f103"))]
mod board {
    use super::{rd, wr};
    const USART2: u32 = 0x4000_4400;
    pub fn init() {
        wr(USART2 + 0x0C, (1 << 13) | (1 << 3)); // UE, TE
        wr(0x4000_0028, 0); // TIM2_PSC
        wr(0x4000_002C, 0xFFFF_FFFF); // TIM2_ARR
        wr(0x4000_0014, 1); // TIM2_EGR UG
        wr(0x4000_0000, 1); // TIM2_CR1 CEN
    }
    pub fn putc(c: u8) {
        while rd(USART2) & (1 << 7) == 0 {}
        wr(USART2 + 0x04, c as u32);
    }
}

#[cfg(feature = "board-gd32f103")]
#[path = "board_gd32.rs"]
mod board;
#[cfg(feature = "board-gd32f103")]
pub use board::{BAUD, CLOCK_ERR, CLOCK_HZ, FLASH_WS_READ};

pub fn init() {
    board::init();
}

/// The core clock read back (gd32f103), 0 on the virtual board (not ours to set).
#[cfg(not(feature = "board-gd32f103"))]
pub fn clock_hz() -> u32 {
    0
}
#[cfg(feature = "board-gd32f103")]
pub fn clock_hz() -> u32 {
    CLOCK_HZ.load(core::sync::atomic::Ordering::Relaxed)
}
/// FMC_WS.WSCNT read back (gd32f103), -1 on the virtual board (no flash of ours to set).
#[cfg(not(feature = "board-gd32f103"))]
pub fn flash_ws() -> i64 {
    -1
}
#[cfg(feature = "board-gd32f103")]
pub fn flash_ws() -> i64 {
    FLASH_WS_READ.load(core::sync::atomic::Ordering::Relaxed) as i64
}
#[cfg(feature = "board-gd32f103")]
pub fn baud() -> i64 {
    BAUD as i64
}
#[cfg(not(feature = "board-gd32f103"))]
pub fn baud() -> i64 {
    0
}

/// Why the board cannot measure (the clock did not start), as rb_port_timer_check.
#[cfg(feature = "board-gd32f103")]
pub fn board_error() -> Option<&'static str> {
    match CLOCK_ERR.load(core::sync::atomic::Ordering::Relaxed) {
        0 => None,
        -2 => Some("HXTAL did not start (running on IRC8M)"),
        _ => Some("PLL did not lock or switch (the clock read back from RCU_CFG0 is in COND)"),
    }
}
#[cfg(not(feature = "board-gd32f103"))]
pub fn board_error() -> Option<&'static str> {
    None
}

pub fn write(s: &[u8]) {
    for &c in s {
        board::putc(c);
    }
}

/// 0 when the timer advances.
pub fn timer_check() -> bool {
    let a = ts();
    unsafe { asm!("nop", "nop", "nop", "nop") };
    ts() != a
}

/// Semihosting SYS_EXIT_EXTENDED, then plain SYS_EXIT, as firmware/ports/cortex_m3.
pub fn exit(code: i32) -> ! {
    #[cfg(feature = "board-gd32f103")]
    {
        board::flush();
        // DHCSR.C_DEBUGEN: a BKPT without a debugger would fault (as ports/gd32f103).
        if rd(0xE000_EDF0) & 1 == 0 {
            loop {
                cortex_m::asm::wfi();
            }
        }
    }
    let block = [0x20026u32, code as u32];
    unsafe {
        asm!("bkpt 0xAB", inout("r0") 0x20u32 => _, in("r1") block.as_ptr(), options(nostack));
        let r1 = if code == 0 { 0x20026u32 } else { 0x20023u32 };
        asm!("bkpt 0xAB", inout("r0") 0x18u32 => _, in("r1") r1, options(nostack));
    }
    loop {
        cortex_m::asm::nop();
    }
}

pub fn cpuid() -> u32 {
    rd(0xE000_ED00)
}

// ---- the test IRQ (NVIC line 0) and the InterruptExecutor's line (1) ----
pub const TEST_IRQ: u16 = 0;
pub const EXEC_IRQ: u16 = 1;
/// NVIC priority bytes: the test IRQ above the InterruptExecutor's line, both above thread mode.
pub const TEST_IRQ_PRIO: u8 = 0x20;
pub const EXEC_IRQ_PRIO: u8 = 0x40;

pub fn irq_setup() {
    unsafe {
        core::ptr::write_volatile((0xE000_E400 + TEST_IRQ as u32) as *mut u8, TEST_IRQ_PRIO);
        core::ptr::write_volatile((0xE000_E400 + EXEC_IRQ as u32) as *mut u8, EXEC_IRQ_PRIO);
    }
    wr(0xE000_E100, 1 << TEST_IRQ); // ISER0
}

pub fn irq_priority(n: u16) -> u8 {
    unsafe { core::ptr::read_volatile((0xE000_E400 + n as u32) as *const u8) }
}

/// Publish the start stamp into dst, then pend the test IRQ (STIR), as rb_port_irq_trigger.
#[inline(always)]
pub fn irq_trigger(dst: *mut u32) {
    publish(dst);
    wr(0xE000_EF00, TEST_IRQ as u32);
    cortex_m::asm::dsb();
    cortex_m::asm::isb();
}

#[derive(Clone, Copy)]
pub struct Irq(pub u16);
unsafe impl cortex_m::interrupt::InterruptNumber for Irq {
    fn number(self) -> u16 {
        self.0
    }
}

extern "C" {
    static __stext: u8;
    static __etext: u8;
    static __srodata: u8;
    static __erodata: u8;
    static __sdata: u8;
    static __edata: u8;
    static __sbss: u8;
    static __ebss: u8;
}

/// text, rodata, data, bss in bytes (cortex-m-rt's linker symbols; text from the vector table).
pub fn footprint() -> [i64; 4] {
    unsafe {
        let a = |s: &u8| s as *const u8 as i64;
        let _ = a(&__stext);
        [a(&__etext) - 0x0800_0000, a(&__erodata) - a(&__srodata), a(&__edata) - a(&__sdata),
         a(&__ebss) - a(&__sbss)]
    }
}
