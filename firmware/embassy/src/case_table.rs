// rtosbench embassy firmware, the case table: every case of the C harness's list (docs/cases.md)
// with its window shape, or unsupported with the reason in embassy's own words. The cases
// themselves are src/cases.rs.
#[derive(Clone, Copy, PartialEq)]
pub enum Chain {
    Local = 0,
    Xtask = 1,
    Irq = 2,
}

#[derive(Clone, Copy, PartialEq)]
pub enum Kind {
    TimerRead,
    Loop,
    KnownSeq,
    Floor,
    IrqResponse,
    Yield,
    Switch,
    SemPingPong,
    SemGiveWake,
    Queue1,
    Queue16,
    ChannelPingPong,
    MutexLockUnlock,
    IrqToTask,
    IrqToTaskIe,
    PreemptBusy,
    TickJitter,
    None,
}

pub struct Case {
    pub id: &'static str,
    pub kind: Kind,
    pub switches: u32,
    pub chain: Chain,
    pub no_overhead: bool,
    pub max_n: u32,
    /// At most this many warm-up samples (0: WARMUP).
    pub max_warmup: u32,
    pub unsupported: Option<&'static str>,
}

const fn c(id: &'static str, kind: Kind, switches: u32, chain: Chain) -> Case {
    Case { id, kind, switches, chain, no_overhead: false, max_n: 0, max_warmup: 0,
           unsupported: None }
}
const fn u(id: &'static str, why: &'static str) -> Case {
    Case { id, kind: Kind::None, switches: 0, chain: Chain::Local, no_overhead: false, max_n: 0,
           max_warmup: 0, unsupported: Some(why) }
}

pub const BUSY_N: u32 = 2000;

pub static CASES: [Case; 26] = [
    Case { no_overhead: true, ..c("cal_timer_read", Kind::TimerRead, 0, Chain::Local) },
    c("cal_loop", Kind::Loop, 0, Chain::Local),
    u("cal_gpio_toggle", "no GPIO marker on this board"),
    c("cal_known_seq", Kind::KnownSeq, 0, Chain::Local),
    c("call_switch_floor", Kind::Floor, 2, Chain::Local),
    c("yield_round_trip", Kind::Yield, 2, Chain::Local),
    c("context_switch", Kind::Switch, 1, Chain::Xtask),
    u("preempt_resume", "no suspend/resume: an embassy task runs until it awaits"),
    c("sem_give_wake", Kind::SemGiveWake, 1, Chain::Xtask),
    c("sem_ping_pong", Kind::SemPingPong, 2, Chain::Local),
    c("queue_post_1", Kind::Queue1, 1, Chain::Xtask),
    c("queue_post_16", Kind::Queue16, 1, Chain::Xtask),
    c("channel_ping_pong", Kind::ChannelPingPong, 2, Chain::Local),
    c("mutex_lock_unlock", Kind::MutexLockUnlock, 0, Chain::Local),
    u("mutex_pi", "no priority inheritance: embassy-sync's Mutex is an async lock with no \
task priorities"),
    Case { max_n: 0, ..c("irq_response", Kind::IrqResponse, 0, Chain::Irq) },
    c("irq_to_task", Kind::IrqToTask, 1, Chain::Xtask),
    c("irq_to_task_interrupt_executor", Kind::IrqToTaskIe, 1, Chain::Xtask),
    Case { max_n: 2000, ..c("preempt_busy_task", Kind::PreemptBusy, 1, Chain::Xtask) },
    // As the C case: n <= 1000 (RB_TICK_JITTER_MAX_N), warm-up <= 10, no overhead (the chain
    // cancels in a period).
    Case { no_overhead: true, max_n: 1000, max_warmup: 10,
           ..c("tick_jitter", Kind::TickJitter, 0, Chain::Local) },
    u("thread_create", "no threads to create: embassy tasks are static futures in a fixed \
pool, spawned into a slot, with no stack of their own"),
    u("thread_join", "no thread join: an embassy task has no handle to wait on"),
    u("heap_alloc", "no allocator: embassy allocates nothing at run time"),
    u("heap_free", "no allocator: embassy allocates nothing at run time"),
    u("pool_alloc", "no fixed-block memory pool in embassy (task pools hold futures, not \
memory blocks)"),
    u("pool_free", "no fixed-block memory pool in embassy (task pools hold futures, not \
memory blocks)"),
];
