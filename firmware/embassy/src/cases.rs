// rtosbench embassy firmware, the cases. Names are the C harness's where the meaning is the
// same (docs/cases.md); channel_ping_pong, irq_to_task_interrupt_executor and
// preempt_busy_task are embassy's own. Window shapes (END overhead=) as in the C harness:
//   Local: t0 = ts(); BODY; t1 = ts()             (one task)
//   Xtask: publish(t0); ...; t1 = ts() elsewhere  (the task or ISR that runs next stamps t1)
//   Irq:   publish(t0) in the trigger; t1 = ts() first thing in the ISR
// QEMU does not count exception entry and exit as instructions: windows with an interrupt
// inside (irq_*, preempt_busy_task) leave out the exception entry and return (docs).
use core::arch::asm;
use core::sync::atomic::{AtomicU32, Ordering::Relaxed};

use embassy_futures::yield_now;
use embassy_sync::blocking_mutex::raw::CriticalSectionRawMutex as Cs;
use embassy_sync::channel::Channel;
use embassy_sync::mutex::Mutex;
use embassy_sync::signal::Signal;

use crate::harness::Ctx;
use crate::port::{self, publish, ts};
use crate::proto::V;
use crate::{Shared, M};

pub use crate::case_table::*;

const CAL_LOOP_N: u32 = 100;

// ---- shared state ----
static T0: AtomicU32 = AtomicU32::new(0);
static T1: AtomicU32 = AtomicU32::new(0);
static CNT: AtomicU32 = AtomicU32::new(0);
static BAD: AtomicU32 = AtomicU32::new(0);
static MISS: AtomicU32 = AtomicU32::new(0);
static QUIT: AtomicU32 = AtomicU32::new(0);
static GO: AtomicU32 = AtomicU32::new(0);
static SEQ: AtomicU32 = AtomicU32::new(0);
static EXTRA: AtomicU32 = AtomicU32::new(0);
pub static ISR_MODE: AtomicU32 = AtomicU32::new(0);
pub static ISR_CNT: AtomicU32 = AtomicU32::new(0);
pub static ISR_TS: AtomicU32 = AtomicU32::new(0);
pub static HI_VAL: AtomicU32 = AtomicU32::new(0);
const QUIT_VAL: u32 = 0xFFFF_FFFF;

static S1: Shared<Signal<M, u32>> = Shared(Signal::new());
static S2: Shared<Signal<M, u32>> = Shared(Signal::new());
static PING: Shared<Channel<M, u32, 1>> = Shared(Channel::new());
static PONG: Shared<Channel<M, u32, 1>> = Shared(Channel::new());
static Q1: Shared<Channel<M, [u8; 1], 1>> = Shared(Channel::new());
static Q16: Shared<Channel<M, [u8; 16], 1>> = Shared(Channel::new());
static MUTEX: Shared<Mutex<M, u32>> = Shared(Mutex::new(0));
static DONE: Shared<Signal<M, ()>> = Shared(Signal::new());
/// Signalled from the test ISR: always a critical-section mutex (an ISR and a task share it).
pub static SIG_IRQ: Signal<Cs, u32> = Signal::new();
pub static SIG_HI: Signal<Cs, u32> = Signal::new();
static ACK: Shared<Signal<M, u32>> = Shared(Signal::new());

pub const ISR_NONE: u32 = 0;
pub const ISR_STAMP: u32 = 1;
pub const ISR_SIGNAL_THREAD: u32 = 2;
pub const ISR_SIGNAL_HI: u32 = 3;

// ---- calibration of the cross-task and IRQ chains (same loop shape as the cases) ----
#[inline(never)]
pub fn calib_xtask(out: &mut [u32]) {
    for o in out.iter_mut() {
        publish(T0.as_ptr());
        let t1 = ts();
        *o = t1.wrapping_sub(T0.load(Relaxed));
    }
}

#[inline(never)]
pub fn calib_irq(out: &mut [u32]) {
    for o in out.iter_mut() {
        publish(T0.as_ptr());
        let t1 = ts();
        *o = t1.wrapping_sub(T0.load(Relaxed));
    }
}

macro_rules! sample_loop {
    ($out:expr, $body:block) => {
        for o in $out.iter_mut() {
            let t0 = ts();
            $body
            let t1 = ts();
            *o = t1.wrapping_sub(t0);
        }
    };
}

// Inlined at every opt-level: at opt-level 0 a call of its own put a bl, its return and the
// frame's push and pop into cal_known_seq's window (113 - overhead 6 = 107, not 100).
#[inline(always)]
fn nops100() {
    unsafe {
        asm!(
            "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop",
            "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop",
            "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop",
            "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop",
            "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop",
            "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop",
            "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop",
            "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop",
            "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop",
            "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop", "nop",
            options(nostack, preserves_flags)
        )
    }
}

#[inline(never)]
fn floor_peer() {
    CNT.fetch_add(1, Relaxed);
}
static FLOOR_FN: AtomicU32 = AtomicU32::new(0);

fn busy(n: u32) {
    for _ in 0..n {
        unsafe { asm!("nop", options(nostack, preserves_flags)) };
    }
}

// ---- peer tasks ----
#[embassy_executor::task]
async fn yield_peer() {
    while QUIT.load(Relaxed) == 0 {
        if GO.load(Relaxed) != 0 {
            CNT.fetch_add(1, Relaxed);
            GO.store(0, Relaxed);
        }
        yield_now().await;
    }
    DONE.0.signal(());
}

#[embassy_executor::task]
async fn switch_peer() {
    while QUIT.load(Relaxed) == 0 {
        if GO.load(Relaxed) != 0 {
            let t1 = ts();
            T1.store(t1, Relaxed);
            GO.store(0, Relaxed);
        }
        yield_now().await;
    }
    DONE.0.signal(());
}

#[embassy_executor::task]
async fn sem_pp_peer() {
    loop {
        let v = S1.0.wait().await;
        if v == QUIT_VAL {
            break;
        }
        S2.0.signal(v);
    }
    DONE.0.signal(());
}

#[embassy_executor::task]
async fn give_wake_peer() {
    loop {
        let v = S1.0.wait().await;
        let t1 = ts();
        if v == QUIT_VAL {
            break;
        }
        T1.store(t1, Relaxed);
        S2.0.signal(v);
    }
    DONE.0.signal(());
}

fn fill<const N: usize>(seq: u32) -> [u8; N] {
    let mut b = [0u8; N];
    for (k, x) in b.iter_mut().enumerate() {
        *x = (seq as usize + 7 * k) as u8;
    }
    b
}

#[embassy_executor::task]
async fn queue1_peer() {
    loop {
        let item = Q1.0.receive().await;
        let t1 = ts();
        if QUIT.load(Relaxed) != 0 {
            break;
        }
        T1.store(t1, Relaxed);
        if item != fill::<1>(SEQ.load(Relaxed)) {
            BAD.fetch_add(1, Relaxed);
        }
        ACK.0.signal(0);
    }
    DONE.0.signal(());
}

#[embassy_executor::task]
async fn queue16_peer() {
    loop {
        let item = Q16.0.receive().await;
        let t1 = ts();
        if QUIT.load(Relaxed) != 0 {
            break;
        }
        T1.store(t1, Relaxed);
        if item != fill::<16>(SEQ.load(Relaxed)) {
            BAD.fetch_add(1, Relaxed);
        }
        ACK.0.signal(0);
    }
    DONE.0.signal(());
}

#[embassy_executor::task]
async fn channel_peer() {
    loop {
        let v = PING.0.receive().await;
        if v == QUIT_VAL {
            break;
        }
        PONG.0.send(v).await;
    }
    DONE.0.signal(());
}

/// The thread-executor waiter of irq_to_task and preempt_busy_task.
#[embassy_executor::task]
async fn irq_peer() {
    loop {
        let v = SIG_IRQ.wait().await;
        let t1 = ts();
        if v == QUIT_VAL {
            break;
        }
        T1.store(t1, Relaxed);
        ACK.0.signal(v);
    }
    DONE.0.signal(());
}

/// The InterruptExecutor's waiter (runs in the executor's interrupt, IRQ 1).
#[embassy_executor::task]
pub async fn hi_peer() {
    loop {
        let v = SIG_HI.wait().await;
        let t1 = ts();
        T1.store(t1, Relaxed);
        HI_VAL.store(v, Relaxed);
    }
}

/// The test IRQ's work after its first-instruction stamp t (src/main.rs's handler).
pub fn on_test_irq(t: u32) {
    ISR_TS.store(t, Relaxed);
    ISR_CNT.fetch_add(1, Relaxed);
    match ISR_MODE.load(Relaxed) {
        ISR_SIGNAL_THREAD => SIG_IRQ.signal(SEQ.load(Relaxed)),
        ISR_SIGNAL_HI => SIG_HI.signal(SEQ.load(Relaxed)),
        _ => {}
    }
}

async fn quit_peer() {
    DONE.0.wait().await;
}

pub async fn setup(k: Kind, ctx: &mut Ctx) {
    let sp = crate::spawner();
    CNT.store(0, Relaxed);
    BAD.store(0, Relaxed);
    MISS.store(0, Relaxed);
    QUIT.store(0, Relaxed);
    GO.store(0, Relaxed);
    SEQ.store(0, Relaxed);
    EXTRA.store(0, Relaxed);
    ISR_CNT.store(0, Relaxed);
    DONE.0.reset();
    match k {
        Kind::Loop => ctx.field("loop_n", V::I(CAL_LOOP_N as i64)),
        Kind::KnownSeq => ctx.field("expect", V::I(100)),
        Kind::Floor => FLOOR_FN.store(floor_peer as *const () as usize as u32, Relaxed),
        Kind::IrqResponse => {
            ctx.field("trigger", V::S("nvic_stir"));
            ISR_MODE.store(ISR_STAMP, Relaxed);
        }
        Kind::Yield => sp.spawn(yield_peer().unwrap()),
        Kind::Switch => sp.spawn(switch_peer().unwrap()),
        Kind::SemPingPong => sp.spawn(sem_pp_peer().unwrap()),
        Kind::SemGiveWake => sp.spawn(give_wake_peer().unwrap()),
        Kind::Queue1 => {
            ctx.field("item_bytes", V::I(1));
            sp.spawn(queue1_peer().unwrap())
        }
        Kind::Queue16 => {
            ctx.field("item_bytes", V::I(16));
            sp.spawn(queue16_peer().unwrap())
        }
        Kind::ChannelPingPong => sp.spawn(channel_peer().unwrap()),
        Kind::IrqToTask | Kind::PreemptBusy => {
            ctx.field("trigger", V::S("nvic_stir"));
            if k == Kind::PreemptBusy {
                ctx.field("busy_n", V::I(BUSY_N as i64));
            }
            ISR_MODE.store(ISR_SIGNAL_THREAD, Relaxed);
            sp.spawn(irq_peer().unwrap())
        }
        Kind::IrqToTaskIe => {
            ctx.field("trigger", V::S("nvic_stir"));
            ISR_MODE.store(ISR_SIGNAL_HI, Relaxed);
        }
        Kind::TickJitter => crate::jitter::setup(ctx),
        _ => {}
    }
    // Let a new peer reach its first await before the first window.
    yield_now().await;
}

pub async fn run(k: Kind, out: &mut [u32]) {
    match k {
        Kind::TimerRead => sample_loop!(out, {}),
        Kind::Loop => sample_loop!(out, {
            for _ in 0..CAL_LOOP_N {
                unsafe { asm!("", options(nostack, preserves_flags)) };
            }
        }),
        Kind::KnownSeq => sample_loop!(out, { nops100() }),
        Kind::Floor => {
            let f: fn() = unsafe { core::mem::transmute(FLOOR_FN.load(Relaxed) as usize) };
            let before = CNT.load(Relaxed);
            sample_loop!(out, { f() });
            if CNT.load(Relaxed).wrapping_sub(before) != out.len() as u32 {
                BAD.fetch_add(1, Relaxed);
            }
        }
        Kind::IrqResponse => {
            for o in out.iter_mut() {
                let before = ISR_CNT.load(Relaxed);
                port::irq_trigger(T0.as_ptr());
                let mut spin = 0;
                while ISR_CNT.load(Relaxed) == before && spin < 100_000 {
                    spin += 1;
                }
                if ISR_CNT.load(Relaxed) == before {
                    MISS.fetch_add(1, Relaxed);
                }
                *o = ISR_TS.load(Relaxed).wrapping_sub(T0.load(Relaxed));
            }
        }
        // embassy's run queue is a LIFO stack taken whole per pass, so two yielding tasks
        // swap order every pass: after a yield the peer runs 0 or 2 times before this task is
        // polled again. A round trip is therefore "yield until the peer has run once" (the
        // peer takes the turn token); EXTRA counts the samples that needed a second yield.
        Kind::Yield => {
            for o in out.iter_mut() {
                let before = CNT.load(Relaxed);
                let t0 = ts();
                GO.store(1, Relaxed);
                yield_now().await;
                while GO.load(Relaxed) != 0 {
                    EXTRA.fetch_add(1, Relaxed);
                    yield_now().await;
                }
                let t1 = ts();
                *o = t1.wrapping_sub(t0);
                if CNT.load(Relaxed).wrapping_sub(before) != 1 {
                    BAD.fetch_add(1, Relaxed);
                }
            }
        }
        Kind::Switch => {
            for o in out.iter_mut() {
                GO.store(1, Relaxed);
                publish(T0.as_ptr());
                yield_now().await;
                while GO.load(Relaxed) != 0 {
                    EXTRA.fetch_add(1, Relaxed);
                    yield_now().await;
                }
                *o = T1.load(Relaxed).wrapping_sub(T0.load(Relaxed));
            }
        }
        Kind::SemPingPong => {
            for (i, o) in out.iter_mut().enumerate() {
                let t0 = ts();
                S1.0.signal(i as u32);
                let v = S2.0.wait().await;
                let t1 = ts();
                *o = t1.wrapping_sub(t0);
                if v != i as u32 {
                    BAD.fetch_add(1, Relaxed);
                }
            }
        }
        Kind::SemGiveWake => {
            for (i, o) in out.iter_mut().enumerate() {
                publish(T0.as_ptr());
                S1.0.signal(i as u32);
                let v = S2.0.wait().await;
                *o = T1.load(Relaxed).wrapping_sub(T0.load(Relaxed));
                if v != i as u32 {
                    BAD.fetch_add(1, Relaxed);
                }
            }
        }
        Kind::Queue1 | Kind::Queue16 => {
            for (i, o) in out.iter_mut().enumerate() {
                SEQ.store(i as u32, Relaxed);
                if k == Kind::Queue1 {
                    let item = fill::<1>(i as u32);
                    publish(T0.as_ptr());
                    Q1.0.send(item).await;
                } else {
                    let item = fill::<16>(i as u32);
                    publish(T0.as_ptr());
                    Q16.0.send(item).await;
                }
                ACK.0.wait().await;
                *o = T1.load(Relaxed).wrapping_sub(T0.load(Relaxed));
            }
        }
        Kind::ChannelPingPong => {
            for (i, o) in out.iter_mut().enumerate() {
                let t0 = ts();
                PING.0.send(i as u32).await;
                let v = PONG.0.receive().await;
                let t1 = ts();
                *o = t1.wrapping_sub(t0);
                if v != i as u32 {
                    BAD.fetch_add(1, Relaxed);
                }
            }
        }
        Kind::MutexLockUnlock => {
            sample_loop!(out, {
                let mut g = MUTEX.0.lock().await;
                *g = g.wrapping_add(1);
                drop(g);
            });
        }
        Kind::IrqToTask | Kind::PreemptBusy => {
            for o in out.iter_mut() {
                let seq = SEQ.fetch_add(1, Relaxed) + 1;
                let before = ISR_CNT.load(Relaxed);
                port::irq_trigger(T0.as_ptr());
                if k == Kind::PreemptBusy {
                    busy(BUSY_N);
                    // The waiter cannot have run: it shares this executor.
                    if ACK.0.signaled() {
                        MISS.fetch_add(1, Relaxed);
                    }
                }
                let v = ACK.0.wait().await;
                if ISR_CNT.load(Relaxed) == before {
                    MISS.fetch_add(1, Relaxed);
                }
                if v != seq {
                    BAD.fetch_add(1, Relaxed);
                }
                *o = T1.load(Relaxed).wrapping_sub(T0.load(Relaxed));
            }
        }
        Kind::IrqToTaskIe => {
            for o in out.iter_mut() {
                let seq = SEQ.fetch_add(1, Relaxed) + 1;
                port::irq_trigger(T0.as_ptr());
                // The InterruptExecutor's task preempted thread mode before this line.
                if HI_VAL.load(Relaxed) != seq {
                    MISS.fetch_add(1, Relaxed);
                }
                *o = T1.load(Relaxed).wrapping_sub(T0.load(Relaxed));
            }
        }
        Kind::TickJitter => crate::jitter::run(out),
        Kind::None => {}
    }
}

pub async fn teardown(k: Kind, ctx: &mut Ctx) {
    let bad = BAD.load(Relaxed);
    let miss = MISS.load(Relaxed);
    match k {
        Kind::Floor => ctx.flag("called", bad == 0),
        Kind::IrqResponse => ctx.flag("isr_ran", miss == 0),
        Kind::Yield => {
            QUIT.store(1, Relaxed);
            quit_peer().await;
            ctx.flag("alternated", bad == 0);
            ctx.chk("misalternations", bad as i64, false);
            ctx.chk("second_yields", EXTRA.load(Relaxed) as i64, false);
        }
        Kind::Switch => {
            QUIT.store(1, Relaxed);
            quit_peer().await;
            ctx.flag("switched", miss == 0);
            ctx.chk("second_yields", EXTRA.load(Relaxed) as i64, false);
        }
        Kind::SemPingPong | Kind::SemGiveWake => {
            S1.0.signal(QUIT_VAL);
            quit_peer().await;
            ctx.flag("alternated", bad == 0);
            if k == Kind::SemGiveWake {
                ctx.flag("woken_first", bad == 0);
            }
        }
        Kind::Queue1 | Kind::Queue16 => {
            QUIT.store(1, Relaxed);
            if k == Kind::Queue1 {
                Q1.0.send([0]).await;
            } else {
                Q16.0.send([0; 16]).await;
            }
            quit_peer().await;
            ctx.flag("data_ok", bad == 0);
        }
        Kind::ChannelPingPong => {
            PING.0.send(QUIT_VAL).await;
            quit_peer().await;
            ctx.flag("alternated", bad == 0);
        }
        Kind::MutexLockUnlock => ctx.flag("uncontended", MUTEX.0.try_lock().is_ok()),
        Kind::IrqToTask | Kind::PreemptBusy => {
            ISR_MODE.store(ISR_NONE, Relaxed);
            SIG_IRQ.signal(QUIT_VAL);
            quit_peer().await;
            ctx.flag("isr_ran", miss == 0);
            ctx.flag("alternated", bad == 0);
            if k == Kind::PreemptBusy {
                ctx.flag("waited_for_busy", miss == 0);
            }
        }
        Kind::IrqToTaskIe => {
            ISR_MODE.store(ISR_NONE, Relaxed);
            ctx.flag("preempted", miss == 0);
        }
        Kind::TickJitter => crate::jitter::teardown(ctx),
        _ => {}
    }
    ISR_MODE.store(ISR_NONE, Relaxed);
}
