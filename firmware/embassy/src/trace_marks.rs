// rtosbench embassy firmware, the trace's case marks (docs/explain.md, "The windows"). explain,
// audit and the cycle-model timing method find a case's measured windows from two functions of
// that case alone: its setup, entered once, and its run, entered once per buffer (the cold
// sample, each warm-up buffer, each measured buffer), named by a descriptor `rb_case_<id>` of
// the C harness's rb_case_t layout (11 words: .setup the 9th, .run the 10th; ElfInspector reads
// it). The C harness has those functions anyway; here `cases::run` is one async function for
// every case, polled once per await, so the harness calls the case's two marks instead, right
// before `cases::setup` and before each `cases::run`: outside every timed window, so no sample
// changes. Each mark writes its own constant (volatile: never optimised away), so no two are
// merged into one function.
use core::ptr::{addr_of_mut, write_volatile};

#[repr(C)]
pub struct Desc {
    _words: [u32; 8],
    setup: extern "C" fn(),
    run: extern "C" fn(),
    _end: u32,
}

static mut MARK: u32 = 0;

macro_rules! marks {
    ($($id:literal $sym:ident $n:literal;)*) => {
        $(
            #[allow(non_upper_case_globals)]
            #[no_mangle]
            #[used]
            pub static $sym: Desc = {
                #[inline(never)]
                extern "C" fn setup() {
                    unsafe { write_volatile(addr_of_mut!(MARK), 2 * $n) }
                }
                #[inline(never)]
                extern "C" fn run() {
                    unsafe { write_volatile(addr_of_mut!(MARK), 2 * $n + 1) }
                }
                Desc { _words: [0; 8], setup, run, _end: 0 }
            };
        )*
        /// The case's setup mark (none for a case without one).
        #[inline(never)]
        pub fn setup(id: &str) {
            $( if id == $id { return ($sym.setup)(); } )*
        }
        /// The case's run mark, before each buffer.
        #[inline(never)]
        pub fn run(id: &str) {
            $( if id == $id { return ($sym.run)(); } )*
        }
    };
}

marks! {
    "cal_timer_read" rb_case_cal_timer_read 1;
    "cal_loop" rb_case_cal_loop 2;
    "cal_known_seq" rb_case_cal_known_seq 3;
    "call_switch_floor" rb_case_call_switch_floor 4;
    "yield_round_trip" rb_case_yield_round_trip 5;
    "context_switch" rb_case_context_switch 6;
    "sem_give_wake" rb_case_sem_give_wake 7;
    "sem_ping_pong" rb_case_sem_ping_pong 8;
    "queue_post_1" rb_case_queue_post_1 9;
    "queue_post_16" rb_case_queue_post_16 10;
    "channel_ping_pong" rb_case_channel_ping_pong 11;
    "mutex_lock_unlock" rb_case_mutex_lock_unlock 12;
    "irq_response" rb_case_irq_response 13;
    "irq_to_task" rb_case_irq_to_task 14;
    "irq_to_task_interrupt_executor" rb_case_irq_to_task_interrupt_executor 15;
    "preempt_busy_task" rb_case_preempt_busy_task 16;
    "tick_jitter" rb_case_tick_jitter 17;
}
