// rtosbench embassy firmware: protocol v1 writer (docs/protocol.md), byte for byte the C
// harness's rb_proto.c: CRC-32/ISO-HDLC, percent-encoding, sequence numbers, 512-byte lines.
use core::sync::atomic::{AtomicU32, Ordering};

use crate::port;

pub const LINE_MAX: usize = 512;
static SEQ: AtomicU32 = AtomicU32::new(0);

pub fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &b in data {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & (0u32.wrapping_sub(crc & 1)));
        }
    }
    crc ^ 0xFFFF_FFFF
}

pub fn reset() {
    SEQ.store(0, Ordering::Relaxed);
}

fn needs_escape(c: u8) -> bool {
    c < 0x21 || c > 0x7E || c == b'%' || c == b'*' || c == b'=' || c == b','
}

pub fn fmt_i64(out: &mut [u8; 24], v: i64) -> usize {
    let mut tmp = [0u8; 20];
    let mut n = 0;
    let neg = v < 0;
    let mut u = if neg { (v as i128).unsigned_abs() as u64 } else { v as u64 };
    loop {
        tmp[n] = b'0' + (u % 10) as u8;
        n += 1;
        u /= 10;
        if u == 0 {
            break;
        }
    }
    let mut k = 0;
    if neg {
        out[0] = b'-';
        k = 1;
    }
    for i in 0..n {
        out[k + i] = tmp[n - 1 - i];
    }
    k + n
}

pub fn enc_len(s: &str) -> usize {
    s.bytes().map(|c| if needs_escape(c) { 3 } else { 1 }).sum()
}

const HEX: &[u8; 16] = b"0123456789ABCDEF";

pub struct Line {
    buf: [u8; LINE_MAX],
    len: usize,
}

impl Line {
    pub fn begin(ty: &str) -> Line {
        let mut l = Line { buf: [0; LINE_MAX], len: 0 };
        l.raw(ty.as_bytes());
        l.raw(b" ");
        let seq = SEQ.fetch_add(1, Ordering::Relaxed);
        let mut t = [0u8; 24];
        let n = fmt_i64(&mut t, seq as i64);
        l.raw(&t[..n]);
        l
    }
    fn raw(&mut self, b: &[u8]) {
        self.buf[self.len..self.len + b.len()].copy_from_slice(b);
        self.len += b.len();
    }
    /// Room left for fields (" *XXXXXXXX\n" = 11 bytes reserved).
    pub fn room(&self) -> usize {
        LINE_MAX.saturating_sub(self.len + 11)
    }
    fn field_start(&mut self, key: &str, vlen: usize) -> bool {
        if 1 + key.len() + 1 + vlen > self.room() {
            return false;
        }
        self.raw(b" ");
        self.raw(key.as_bytes());
        self.raw(b"=");
        true
    }
    pub fn int(&mut self, key: &str, v: i64) {
        let mut t = [0u8; 24];
        let n = fmt_i64(&mut t, v);
        if self.field_start(key, n) {
            self.raw(&t[..n]);
        }
    }
    pub fn str(&mut self, key: &str, s: &str) {
        if !self.field_start(key, enc_len(s)) {
            return;
        }
        for c in s.bytes() {
            if needs_escape(c) {
                self.raw(&[b'%', HEX[(c >> 4) as usize], HEX[(c & 15) as usize]]);
            } else {
                self.raw(&[c]);
            }
        }
    }
    pub fn kv(&mut self, kv: &Kv) {
        match kv.1 {
            V::I(i) => self.int(kv.0, i),
            V::S(s) => self.str(kv.0, s),
        }
    }
    pub fn list(&mut self, key: &str, v: &[u32]) {
        let mut tmp = [0u8; 11 * 32];
        let mut len = 0;
        for (i, &x) in v.iter().enumerate() {
            if i > 0 {
                tmp[len] = b',';
                len += 1;
            }
            let mut t = [0u8; 24];
            let n = fmt_i64(&mut t, x as i64);
            tmp[len..len + n].copy_from_slice(&t[..n]);
            len += n;
        }
        if self.field_start(key, len) {
            let (b, n) = (tmp, len);
            self.raw(&b[..n]);
        }
    }
    pub fn end(mut self) {
        let crc = crc32(&self.buf[..self.len]);
        self.raw(b" *");
        for i in 0..8 {
            let d = HEX[((crc >> (28 - 4 * i)) & 15) as usize];
            self.raw(&[d]);
        }
        self.raw(b"\n");
        port::write(&self.buf[..self.len]);
    }
}

#[derive(Clone, Copy)]
pub enum V {
    I(i64),
    S(&'static str),
}
#[derive(Clone, Copy)]
pub struct Kv(pub &'static str, pub V);

pub fn kv_len(kv: &Kv) -> usize {
    kv.0.len()
        + 1
        + match kv.1 {
            V::I(i) => fmt_i64(&mut [0u8; 24], i),
            V::S(s) => enc_len(s),
        }
}
