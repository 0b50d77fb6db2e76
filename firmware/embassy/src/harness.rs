// rtosbench embassy firmware, the case driver: cold sample, warm-up, measurement windows, S
// lines between windows, END with checks and the calibrated overhead of the case's window shape;
// HELLO, COND, FOOT and DONE. The same records, fields and order as firmware/harness/rb_harness.c.
use crate::cases::{self, Case, Chain};
use crate::port;
use crate::proto::{kv_len, Kv, Line, V};

pub const ITERATIONS: u32 = parse(option_env!("RB_ITERATIONS"), 10000);
pub const WARMUP: u32 = parse(option_env!("RB_WARMUP"), 1000);
pub const SAMPLE_CAP: u32 = parse(option_env!("RB_SAMPLE_CAP"), 10000);

pub const fn parse(s: Option<&str>, dflt: u32) -> u32 {
    match s {
        None => dflt,
        Some(s) => {
            let b = s.as_bytes();
            if b.is_empty() {
                return dflt;
            }
            let mut v = 0u32;
            let mut i = 0;
            while i < b.len() {
                v = v * 10 + (b[i] - b'0') as u32;
                i += 1;
            }
            v
        }
    }
}

pub const MAX_CHK: usize = 6;

/// What a case reports besides its samples: checks (flag: 0 = failed) and CASE fields.
pub struct Ctx {
    pub chk: [(&'static str, i64, bool); MAX_CHK],
    pub nchk: usize,
    pub fields: [(&'static str, V); 3],
    pub nfields: usize,
}

impl Ctx {
    pub fn chk(&mut self, name: &'static str, v: i64, flag: bool) {
        if self.nchk < MAX_CHK {
            self.chk[self.nchk] = (name, v, flag);
            self.nchk += 1;
        }
    }
    pub fn flag(&mut self, name: &'static str, ok: bool) {
        self.chk(name, ok as i64, true);
    }
    pub fn field(&mut self, key: &'static str, v: V) {
        if self.nfields < self.fields.len() {
            self.fields[self.nfields] = (key, v);
            self.nfields += 1;
        }
    }
}

static mut SAMPLES: [u32; SAMPLE_CAP as usize] = [0; SAMPLE_CAP as usize];
static mut OVERHEAD: [u32; 3] = [0; 3];

#[allow(static_mut_refs)]
fn samples() -> &'static mut [u32; SAMPLE_CAP as usize] {
    unsafe { &mut SAMPLES }
}

pub fn median(a: &mut [u32]) -> u32 {
    a.sort_unstable();
    a[(a.len() - 1) / 2]
}

fn write_done(status: &str, cases: i64, failed: i64) {
    let mut l = Line::begin("DONE");
    l.str("status", status);
    l.int("cases", cases);
    l.int("failed", failed);
    l.end();
}

pub fn hello() {
    crate::proto::reset();
    let mut l = Line::begin("HELLO");
    l.int("proto", 1);
    l.str("fw", "rtosbench");
    l.str("fwver", crate::FW_VERSION);
    l.end();
}

pub static mut CURRENT: Option<&'static str> = None;

/// ERR then DONE status=error, exit 1 (a timeout, a panic).
pub fn fatal(code: &str, msg: &str) -> ! {
    let mut l = Line::begin("ERR");
    l.str("code", code);
    l.str("msg", msg);
    if let Some(c) = unsafe { CURRENT } {
        l.str("case", c);
    }
    l.end();
    write_done("error", 0, 0);
    port::exit(1)
}

fn write_unsupported(id: &str, why: &str) {
    let mut l = Line::begin("CASE");
    l.str("id", id);
    l.str("status", "unsupported");
    l.str("reason", why);
    l.end();
    let mut l = Line::begin("END");
    l.str("case", id);
    l.str("status", "unsupported");
    l.end();
}

fn send_samples(id: &str, first: u32, v: &[u32]) {
    for (k, chunk) in v.chunks(32).enumerate() {
        let mut l = Line::begin("S");
        l.str("case", id);
        l.int("i", (first + 32 * k as u32) as i64);
        l.list("v", chunk);
        l.end();
    }
}

/// Runs one case; returns true when a check failed.
pub async fn run_case(c: &'static Case) -> bool {
    if let Some(why) = c.unsupported {
        write_unsupported(c.id, why);
        return false;
    }
    let mut ctx = Ctx { chk: [("", 0, false); MAX_CHK], nchk: 0, fields: [("", V::I(0)); 3],
                        nfields: 0 };
    let n = if c.max_n != 0 && ITERATIONS > c.max_n { c.max_n } else { ITERATIONS };
    let warm = if c.max_n != 0 && WARMUP > c.max_n { c.max_n } else { WARMUP };
    let warm = if c.max_warmup != 0 && warm > c.max_warmup { c.max_warmup } else { warm };
    let cap = SAMPLE_CAP;
    unsafe { CURRENT = Some(c.id) };
    crate::trace_marks::setup(c.id);
    cases::setup(c.kind, &mut ctx).await;

    let mut l = Line::begin("CASE");
    l.str("id", c.id);
    l.str("unit", crate::UNIT);
    l.int("n", n as i64);
    l.int("warmup", warm as i64);
    if c.switches != 0 {
        l.int("switches", c.switches as i64);
    }
    for f in &ctx.fields[..ctx.nfields] {
        l.kv(&Kv(f.0, f.1));
    }
    if n > cap {
        l.int("batch", cap as i64);
    }
    l.end();

    let buf = samples();
    crate::trace_marks::run(c.id);
    cases::run(c.kind, &mut buf[..1]).await;
    let cold = buf[0];
    let mut done = 0;
    while done < warm {
        let k = core::cmp::min(warm - done, cap);
        crate::trace_marks::run(c.id);
        cases::run(c.kind, &mut buf[..k as usize]).await;
        done += k;
    }
    done = 0;
    while done < n {
        let k = core::cmp::min(n - done, cap);
        crate::trace_marks::run(c.id);
        cases::run(c.kind, &mut buf[..k as usize]).await;
        send_samples(c.id, done, &buf[..k as usize]);
        done += k;
    }
    cases::teardown(c.kind, &mut ctx).await;

    // cal_timer_read calibrates the LOCAL chain; the XTASK and IRQ chains are measured right
    // after it with the same loop around their own chain.
    if c.id == "cal_timer_read" {
        let m = core::cmp::min(n, cap) as usize;
        unsafe {
            OVERHEAD[Chain::Local as usize] = median(&mut buf[..m]);
            cases::calib_xtask(&mut buf[..m]);
            OVERHEAD[Chain::Xtask as usize] = median(&mut buf[..m]);
            cases::calib_irq(&mut buf[..m]);
            OVERHEAD[Chain::Irq as usize] = median(&mut buf[..m]);
        }
    }
    let failed = ctx.chk[..ctx.nchk].iter().any(|c| c.2 && c.1 == 0);
    let mut l = Line::begin("END");
    l.str("case", c.id);
    l.str("status", if failed { "fail" } else { "ok" });
    l.int("n", n as i64);
    l.int("cold", cold as i64);
    let ovh = if c.no_overhead { 0 } else { unsafe { OVERHEAD[c.chain as usize] } };
    l.int("overhead", ovh as i64);
    for ch in &ctx.chk[..ctx.nchk] {
        let mut key = [0u8; 40];
        key[..4].copy_from_slice(b"chk.");
        let k = core::cmp::min(ch.0.len(), 35);
        key[4..4 + k].copy_from_slice(&ch.0.as_bytes()[..k]);
        l.int(unsafe { core::str::from_utf8_unchecked(&key[..4 + k]) }, ch.1);
    }
    l.end();
    unsafe { CURRENT = None };
    failed
}

fn write_cond() {
    let kv = crate::cond();
    let mut l = Line::begin("COND");
    let mut fields = 0;
    for f in kv.iter() {
        if fields > 0 && kv_len(f) + 1 > l.room() {
            l.end();
            l = Line::begin("COND");
            fields = 0;
        }
        l.kv(f);
        fields += 1;
    }
    l.end();
}

fn write_foot() {
    let f = port::footprint();
    let mut l = Line::begin("FOOT");
    for (k, v) in ["text", "rodata", "data", "bss"].iter().zip(f.iter()) {
        if *v >= 0 {
            l.int(k, *v);
        }
    }
    l.end();
}

/// The whole run (the harness task of the thread executor).
pub async fn run_all() -> ! {
    hello();
    write_cond();
    if let Some(why) = port::board_error() {
        fatal("timer", why);
    }
    if !port::timer_check() {
        fatal("timer", "the timer does not advance (QEMU without TIM2 model?)");
    }
    let mut failed = 0;
    for c in cases::CASES.iter() {
        failed += run_case(c).await as i64;
    }
    write_foot();
    write_done(if failed > 0 { "fail" } else { "ok" }, cases::CASES.len() as i64, failed);
    port::exit(if failed > 0 { 2 } else { 0 })
}
