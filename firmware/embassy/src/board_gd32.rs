// rtosbench embassy firmware, the GD32F103 board (src/port.rs's `board` with the feature
// board-gd32f103), as ports/gd32f103 in C (clock_gd32.c, port_gd32.c): 8 MHz HXTAL -> PLL ->
// CK_SYS = AHB = APB2 (USART0's clock), APB1 <= 54 MHz; RB_CLOCK_HZ 24/72/108 MHz (HXTAL x3,
// x9, HXTAL/2 x27); FMC_WS.WSCNT = RB_FLASH_WS written before the switch (default 0, as
// GigaDevice's system_gd32f10x.c, which never writes it); the clock stated is the one read back
// from RCU_CFG0. USART0 on PA9 at RB_BAUD 8N1; DWT CYCCNT as the timer.
use super::{rd, wr};
use core::sync::atomic::{AtomicI32, AtomicU32, Ordering::Relaxed};

const RCU_CTL: u32 = 0x4002_1000;
const RCU_CFG0: u32 = 0x4002_1004;
const RCU_APB2EN: u32 = 0x4002_1018;
const FMC_WS: u32 = 0x4002_2000;
const GPIOA_CTL1: u32 = 0x4001_0804;
const USART0: u32 = 0x4001_3800;
const TIMEOUT: u32 = 0x10_0000;
pub const BAUD: u32 = crate::harness::parse(option_env!("RB_BAUD"), 115_200);
const FLASH_WS: u32 = crate::harness::parse(option_env!("RB_FLASH_WS"), 0);
pub static CLOCK_HZ: AtomicU32 = AtomicU32::new(8_000_000);
pub static CLOCK_ERR: AtomicI32 = AtomicI32::new(0);
pub static FLASH_WS_READ: AtomicU32 = AtomicU32::new(0);

/// The core clock RCU_CFG0 selects (SCSS: what the hardware switched to), as
/// clock_math_gd32.h's rb_gd32_cfg0_hz.
pub fn cfg0_hz(cfg0: u32) -> u32 {
    const SHIFT: [u8; 8] = [1, 2, 3, 4, 6, 7, 8, 9];
    let mut hz = match (cfg0 >> 2) & 3 {
        0 | 1 => 8_000_000,
        2 => {
            let src = if cfg0 & (1 << 16) == 0 {
                4_000_000 // IRC8M / 2
            } else if cfg0 & (1 << 17) != 0 {
                4_000_000 // HXTAL / 2 (PREDV0)
            } else {
                8_000_000
            };
            let mf = ((cfg0 >> 18) & 0xF) | (((cfg0 >> 27) & 1) << 4);
            let mul = if mf < 15 {
                mf + 2
            } else if mf == 15 {
                16
            } else {
                mf + 1
            };
            src * mul
        }
        _ => return 0,
    };
    let psc = (cfg0 >> 4) & 0xF;
    if psc & 8 != 0 {
        hz >>= SHIFT[(psc & 7) as usize];
    }
    hz
}

fn wait(mask_ok: impl Fn() -> bool) -> bool {
    let mut n = 0;
    while !mask_ok() {
        n += 1;
        if n > TIMEOUT {
            return false;
        }
    }
    true
}

/// As rb_gd32_clock_init: 0, or -1 (no such clock), -2 (HXTAL), -3 (PLL lock), -4 (switch).
fn clock_init(hz: u32) -> i32 {
    let (mul, half) = match hz {
        24_000_000 => (3u32, false),
        72_000_000 => (9, false),
        108_000_000 => (27, true),
        _ => return -1,
    };
    wr(RCU_CTL, rd(RCU_CTL) | (1 << 16)); // HXTALEN
    if !wait(|| rd(RCU_CTL) & (1 << 17) != 0) {
        return -2; // HXTALSTB
    }
    wr(FMC_WS, (rd(FMC_WS) & !7) | (FLASH_WS & 7));
    let mut cfg = rd(RCU_CFG0);
    // AHBPSC, APB1PSC, APB2PSC, PLLSEL, PREDV0, PLLMF[3:0], PLLMF[4]
    cfg &= !((0xF << 4) | (7 << 8) | (7 << 11) | (1 << 16) | (1 << 17) | (0xF << 18) | (1 << 27));
    if hz > 54_000_000 {
        cfg |= 4 << 8; // APB1 / 2: at most 54 MHz
    }
    let mf = if mul <= 16 { (mul - 2) << 18 } else { (1 << 27) | ((mul - 17) << 18) };
    cfg |= (1 << 16) | if half { 1 << 17 } else { 0 } | mf;
    wr(RCU_CFG0, cfg);
    wr(RCU_CTL, rd(RCU_CTL) | (1 << 24)); // PLLEN
    if !wait(|| rd(RCU_CTL) & (1 << 25) != 0) {
        return -3; // PLLSTB
    }
    wr(RCU_CFG0, (rd(RCU_CFG0) & !3) | 2); // SCS = PLL
    if !wait(|| (rd(RCU_CFG0) >> 2) & 3 == 2) {
        return -4; // SCSS: SCS is written, SCSS says what runs
    }
    0
}

pub fn init() {
    CLOCK_ERR.store(clock_init(crate::CLOCK_HZ), Relaxed);
    let hz = cfg0_hz(rd(RCU_CFG0));
    CLOCK_HZ.store(hz, Relaxed);
    FLASH_WS_READ.store(rd(FMC_WS) & 7, Relaxed);
    wr(RCU_APB2EN, rd(RCU_APB2EN) | (1 << 14) | (1 << 2) | 1); // USART0, GPIOA, AFIO
    // PA9: output 50 MHz, AF push-pull; PA10: floating input.
    wr(GPIOA_CTL1, (rd(GPIOA_CTL1) & !(0xFF << 4)) | (0xB << 4) | (0x4 << 8));
    wr(USART0 + 0x08, (hz + BAUD / 2) / BAUD); // BAUD, 16x oversampling
    wr(USART0 + 0x0C, (1 << 13) | (1 << 3)); // UEN, TEN
    wr(0xE000_EDFC, rd(0xE000_EDFC) | (1 << 24)); // DEMCR.TRCENA
    wr(0xE000_1004, 0); // CYCCNT
    wr(0xE000_1000, rd(0xE000_1000) | 1); // CYCCNTENA
}

pub fn putc(c: u8) {
    while rd(USART0) & (1 << 7) == 0 {} // TBE
    wr(USART0 + 0x04, c as u32);
}

/// Waits until the last byte has left (TC), before the exit.
pub fn flush() {
    while rd(USART0) & (1 << 6) == 0 {}
}
