// rtosbench benchmark firmware for the embassy executor (issue 35), GPL-3.0-or-later.
// One thread-mode Executor runs the harness task and the peer tasks; an InterruptExecutor on
// NVIC line 1 runs the task of irq_to_task_interrupt_executor; NVIC line 0 is the test IRQ.
// It writes protocol v1 exactly as the C harness (firmware/harness/), so the workbench's
// parser, validator and store take it unchanged. docs/kernels/embassy.md.
#![no_std]
#![no_main]

mod case_table;
mod cases;
mod harness;
mod jitter;
mod port;
mod proto;
mod time_driver;
mod trace_marks;

use core::mem::MaybeUninit;

use cortex_m as _; // links cortex-m's critical-section implementation
use cortex_m_rt::entry;
use embassy_executor::{Executor, InterruptExecutor, Spawner};
use proto::{Kv, V};

pub const FW_VERSION: &str = "0.1.0";
pub const UNIT: &str = if cfg!(feature = "board-gd32f103") { "cycles" } else { "ticks" };
/// The core clock asked for (gd32f103: RB_CLOCK_HZ, 24/72/108 MHz; COND states the one read
/// back from RCU_CFG0). The virtual board's clock is not ours to set (COND clock_hz=0).
pub const CLOCK_HZ: u32 = harness::parse(option_env!("RB_CLOCK_HZ"), 72_000_000);

/// The raw mutex of the task-to-task primitives (COND embassy.raw_mutex).
#[cfg(not(feature = "raw-mutex-cs"))]
pub type M = embassy_sync::blocking_mutex::raw::NoopRawMutex;
#[cfg(feature = "raw-mutex-cs")]
pub type M = embassy_sync::blocking_mutex::raw::CriticalSectionRawMutex;
const RAW_MUTEX: &str =
    if cfg!(feature = "raw-mutex-cs") { "CriticalSectionRawMutex" } else { "NoopRawMutex" };

/// A primitive on NoopRawMutex is not Sync; this firmware runs on one core and only thread-mode
/// tasks touch these (the ISR paths use CriticalSectionRawMutex), so sharing them is sound.
pub struct Shared<T>(pub T);
unsafe impl<T> Sync for Shared<T> {}

static mut SPAWNER: MaybeUninit<Spawner> = MaybeUninit::uninit();
pub fn spawner() -> Spawner {
    unsafe { *(&raw const SPAWNER).cast::<Spawner>() }
}

static EXEC_HI: InterruptExecutor = InterruptExecutor::new();

macro_rules! env_or {
    ($name:literal, $d:literal) => {
        match option_env!($name) {
            Some(v) => v,
            None => $d,
        }
    };
}

static mut CPUID: [u8; 10] = *b"0x00000000";

/// Every COND field, in the C harness's order: port, compiler, kernel, irq.*, run settings.
pub fn cond() -> [Kv; 42] {
    let id = port::cpuid();
    let cpuid = unsafe {
        let p = &raw mut CPUID;
        for i in 0..8 {
            (*p)[2 + i] = b"0123456789ABCDEF"[((id >> (28 - 4 * i)) & 15) as usize];
        }
        core::str::from_utf8_unchecked(&*p)
    };
    let qemu = !cfg!(feature = "board-gd32f103");
    [
        Kv("board", V::S(if qemu { "qemu" } else { "gd32f103" })),
        if qemu { Kv("machine", V::S("netduino2")) } else { Kv("baud", V::I(port::baud())) },
        Kv("mcu", V::S(if qemu { "STM32F205(emulated)" } else { "GD32F103VET6" })),
        Kv("core", V::S("cortex-m3")),
        Kv("cpuid", V::S(cpuid)),
        Kv("clock_hz", V::I(port::clock_hz() as i64)),
        Kv("flash_ws", V::I(port::flash_ws())),
        Kv("timer", V::S(if qemu { "icount" } else { "dwt" })),
        Kv("timer_hz", V::I(port::clock_hz() as i64)),
        Kv("timer_bits", V::I(32)),
        Kv("timer_emulated", V::I(qemu as i64)),
        Kv("timer_label", V::S(if qemu {
            "emulated instruction-count time (TIM2, -icount shift=0)"
        } else {
            "DWT CYCCNT"
        })),
        Kv("unit", V::S(UNIT)),
        Kv("debugger", V::S("unknown")),
        Kv("compiler", V::S("rustc")),
        Kv("compiler_version", V::S(env_or!("RB_COMPILER_VERSION", "unknown"))),
        Kv("toolchain", V::S("rustc")),
        Kv("toolchain_version", V::S(env_or!("RB_COMPILER_VERSION", "unknown"))),
        Kv("cc", V::S("rustc")),
        Kv("cflags", V::S(env_or!("RB_COND_CFLAGS", "unknown"))),
        Kv("opt", V::S(env_or!("RB_OPT", "-Os"))),
        Kv("kernel", V::S("embassy")),
        Kv("kernel_version", V::S("0.10.0")),
        Kv("profile", V::S(env_or!("RB_PROFILE_NAME", "default"))),
        Kv("lto", V::S(env_or!("RB_LTO", "off"))),
        Kv("kcfg.raw_mutex", V::I(cfg!(feature = "raw-mutex-cs") as i64)),
        Kv("embassy.raw_mutex", V::S(RAW_MUTEX)),
        Kv("embassy.irq_raw_mutex", V::S("CriticalSectionRawMutex")),
        Kv("embassy.executor", V::S("thread+interrupt")),
        Kv("embassy.crates", V::S("embassy-executor 0.10.0, embassy-sync 0.8.0, \
embassy-futures 0.1.2, embassy-time 0.5.1, embassy-time-driver 0.2.2, cortex-m 0.7.7, cortex-m-rt 0.7.5, critical-section 1.2.0")),
        Kv("rust.lto", V::S(env_or!("RB_LTO_NAME", "off"))),
        Kv("rust.codegen_units", V::I(1)),
        Kv("rust.panic", V::S("abort")),
        Kv("rust.debug_assertions", V::I(cfg!(debug_assertions) as i64)),
        Kv("tick_us", V::I(time_driver::TICK_US as i64)),
        Kv("irq.prio", V::I(port::irq_priority(port::TEST_IRQ) as i64)),
        Kv("irq.mask", V::S("primask")),
        Kv("irq.boundary", V::I(0)),
        Kv("irq.masked_by_kernel", V::I(1)),
        Kv("iterations", V::I(harness::ITERATIONS as i64)),
        Kv("warmup", V::I(harness::WARMUP as i64)),
        Kv("build_id", V::S(env_or!("RB_BUILD_ID", "unknown"))),
    ]
}

#[embassy_executor::task]
async fn harness_task() {
    harness::run_all().await
}

#[entry]
fn main() -> ! {
    port::init();
    port::irq_setup();
    let hi = EXEC_HI.start(port::Irq(port::EXEC_IRQ));
    hi.spawn(cases::hi_peer().unwrap());
    hi.spawn(jitter::tick_task().unwrap());
    static mut EXEC: MaybeUninit<Executor> = MaybeUninit::uninit();
    let exec: &'static mut Executor = unsafe { (*(&raw mut EXEC)).write(Executor::new()) };
    exec.run(|sp| {
        unsafe { (*(&raw mut SPAWNER)).write(sp) };
        sp.spawn(harness_task().unwrap());
    })
}

/// NVIC line 0: the test IRQ. Its first action is the stamp (irq_response's window end).
unsafe extern "C" fn test_irq() {
    let t = port::ts();
    cases::on_test_irq(t);
}

/// NVIC line 1: the InterruptExecutor.
unsafe extern "C" fn exec_irq() {
    EXEC_HI.on_interrupt();
}

#[link_section = ".vector_table.interrupts"]
#[no_mangle]
pub static __INTERRUPTS: [unsafe extern "C" fn(); 2] = [test_irq, exec_irq];

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    harness::fatal("assert", "Rust panic")
}
