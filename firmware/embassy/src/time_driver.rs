// rtosbench embassy firmware: our embassy-time driver (embassy-time-driver's Driver trait,
// time_driver_impl!) on SysTick, one tick per millisecond (embassy-time feature tick-hz-1_000,
// as the C kernels' 1 ms tick). TIM2 stays the stamp timer, counting one per instruction.
// SysTick counts the core clock (QEMU netduino2: 120 MHz of virtual time, RB_SYSTICK_HZ; GD32:
// RB_CLOCK_HZ); reload = clock / 1000 - 1. It runs only while a case needs time
// (tick_jitter's setup starts it, its teardown stops it), so no tick lands in another case's
// window; while stopped, now() stands still (monotonic all the same). The timer queue is a few
// slots of (deadline, waker) in a critical section: one Ticker at a time here.
use core::cell::{Cell, RefCell};
use core::task::Waker;

use critical_section::Mutex;
use embassy_time_driver::Driver;

use crate::port::{rd, wr};

const SYST_CSR: u32 = 0xE000_E010;
const SYST_RVR: u32 = 0xE000_E014;
const SYST_CVR: u32 = 0xE000_E018;
const SHPR3: u32 = 0xE000_ED20;
/// SysTick's priority byte: below the test IRQ (0x20), above the InterruptExecutor (0x40).
pub const SYSTICK_PRIO: u8 = 0x30;

pub const SYSTICK_HZ: u32 = crate::harness::parse(option_env!("RB_SYSTICK_HZ"), 120_000_000);
/// The tick period in microseconds (COND tick_us, CASE tick_us).
pub const TICK_US: u32 = 1000;

const SLOTS: usize = 4;

pub struct SysTickDriver {
    ticks: Mutex<Cell<u64>>,
    queue: Mutex<RefCell<[Option<(u64, Waker)>; SLOTS]>>,
}

impl Driver for SysTickDriver {
    fn now(&self) -> u64 {
        critical_section::with(|cs| self.ticks.borrow(cs).get())
    }

    fn schedule_wake(&self, at: u64, waker: &Waker) {
        critical_section::with(|cs| {
            if at <= self.ticks.borrow(cs).get() {
                waker.wake_by_ref();
                return;
            }
            let mut q = self.queue.borrow(cs).borrow_mut();
            // The same waker again: move its deadline; else a free slot.
            for s in q.iter_mut() {
                if let Some((t, w)) = s {
                    if w.will_wake(waker) {
                        *t = at;
                        return;
                    }
                }
            }
            for s in q.iter_mut() {
                if s.is_none() {
                    *s = Some((at, waker.clone()));
                    return;
                }
            }
            crate::harness::fatal("timer_queue", "more than 4 timers pending")
        })
    }
}

embassy_time_driver::time_driver_impl!(static DRIVER: SysTickDriver = SysTickDriver {
    ticks: Mutex::new(Cell::new(0)),
    queue: Mutex::new(RefCell::new([const { None }; SLOTS])),
});

/// Starts the tick (SysTick from the core clock, interrupt on).
pub fn start() {
    wr(SHPR3, (rd(SHPR3) & 0x00FF_FFFF) | ((SYSTICK_PRIO as u32) << 24));
    wr(SYST_RVR, SYSTICK_HZ / (1_000_000 / TICK_US) - 1);
    wr(SYST_CVR, 0);
    wr(SYST_CSR, 0b111); // CLKSOURCE = core clock, TICKINT, ENABLE
}

/// Stops the tick (and clears a tick pended as it stopped: ICSR.PENDSTCLR).
pub fn stop() {
    wr(SYST_CSR, 0);
    wr(0xE000_ED04, 1 << 25);
}

#[cortex_m_rt::exception]
fn SysTick() {
    critical_section::with(|cs| {
        let now = DRIVER.ticks.borrow(cs).get() + 1;
        DRIVER.ticks.borrow(cs).set(now);
        let mut q = DRIVER.queue.borrow(cs).borrow_mut();
        for s in q.iter_mut() {
            if matches!(s, Some((t, _)) if *t <= now) {
                if let Some((_, w)) = s.take() {
                    w.wake();
                }
            }
        }
    });
}
