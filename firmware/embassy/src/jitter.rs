// rtosbench embassy firmware, tick_jitter with embassy-time's Ticker (our SysTick driver,
// src/time_driver.rs), as the C case (firmware/harness/cases_sys.c, docs/cases.md): a task
// wakes every tick (Ticker::every(1 tick): absolute deadlines, as rb_delay_until_ticks) while a
// load keeps the CPU busy. A sample is |period - nominal| in timer counts between successive
// wakes (CASE tick_us=, nominal=); the period is the difference of two stamps of the same chain,
// so the chain cancels (overhead=0).
//
// embassy has no priorities between tasks of one executor, so the waking task is in the
// InterruptExecutor (it preempts thread mode, as the C case's high task preempts the low one)
// and the load is the harness task itself, busy in thread mode until the ticker task says done.
// chk.loaded: the load's counter moved in every measured period (chk.unloaded_periods counts
// those it did not); chk.rest_periods is 0 (the load never rests on a board).
use core::sync::atomic::{AtomicPtr, AtomicU32, Ordering::Relaxed};

use embassy_sync::blocking_mutex::raw::CriticalSectionRawMutex as Cs;
use embassy_sync::signal::Signal;
use embassy_time::{Duration, Ticker};

use crate::harness::Ctx;
use crate::port::{self, ts};
use crate::proto::V;
use crate::time_driver;

static GO: Signal<Cs, u32> = Signal::new();
static OUT: AtomicPtr<u32> = AtomicPtr::new(core::ptr::null_mut());
static BUSY: AtomicU32 = AtomicU32::new(0);
static LOAD_ITERS: AtomicU32 = AtomicU32::new(0);
static PERIODS: AtomicU32 = AtomicU32::new(0);
static UNLOADED: AtomicU32 = AtomicU32::new(0);

pub const NOMINAL: u32 = time_driver::TICK_US * port::TS_PER_US;

/// The ticker task (InterruptExecutor, IRQ 1): count periods per GO.
#[embassy_executor::task]
pub async fn tick_task() {
    loop {
        let count = GO.wait().await;
        let out = OUT.load(Relaxed);
        let mut ticker = Ticker::every(Duration::from_ticks(1));
        ticker.next().await; // the first wake aligns to the tick
        let mut prev = ts();
        let mut last_seen = LOAD_ITERS.load(Relaxed);
        for i in 0..count as usize {
            ticker.next().await;
            let now = ts();
            let seen = LOAD_ITERS.load(Relaxed);
            let period = now.wrapping_sub(prev);
            let dev = if period >= NOMINAL { period - NOMINAL } else { NOMINAL - period };
            unsafe { out.add(i).write_volatile(dev) };
            prev = now;
            PERIODS.fetch_add(1, Relaxed);
            if seen == last_seen {
                UNLOADED.fetch_add(1, Relaxed); // the load did not run in this period
            }
            last_seen = seen;
        }
        BUSY.store(0, Relaxed);
    }
}

pub fn setup(ctx: &mut Ctx) {
    PERIODS.store(0, Relaxed);
    UNLOADED.store(0, Relaxed);
    ctx.field("tick_us", V::I(time_driver::TICK_US as i64));
    ctx.field("nominal", V::I(NOMINAL as i64));
    time_driver::start();
}

/// The load: the harness task itself, busy in thread mode while the ticker task measures.
pub fn run(out: &mut [u32]) {
    OUT.store(out.as_mut_ptr(), Relaxed);
    BUSY.store(1, Relaxed);
    GO.signal(out.len() as u32); // the ticker task (higher priority) starts at once
    let mut x: u32 = 1;
    while BUSY.load(Relaxed) != 0 {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        LOAD_ITERS.fetch_add(1, Relaxed);
    }
    core::hint::black_box(x);
}

pub fn teardown(ctx: &mut Ctx) {
    time_driver::stop();
    let periods = PERIODS.load(Relaxed);
    let unloaded = UNLOADED.load(Relaxed);
    ctx.flag("loaded", periods > 0 && unloaded == 0);
    ctx.chk("unloaded_periods", unloaded as i64, false);
    ctx.chk("rest_periods", 0, false);
}
