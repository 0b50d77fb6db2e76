// rtosbench embassy firmware: put memory.x (the board's) and device.x on the linker search path,
// as cortex-m-rt's link.x expects. Output goes to OUT_DIR (the build tree), never the source.
use std::{env, fs, path::PathBuf};

fn main() {
    let out = PathBuf::from(env::var_os("OUT_DIR").unwrap());
    let board = env::var("RB_BOARD").unwrap_or_else(|_| "qemu".into());
    let here = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap());
    let mem = here.join("memory").join(format!("{board}.x"));
    fs::copy(&mem, out.join("memory.x")).expect("memory/<board>.x for RB_BOARD");
    fs::copy(here.join("memory").join("device.x"), out.join("device.x")).unwrap();
    println!("cargo:rustc-link-search={}", out.display());
    println!("cargo:rerun-if-changed=memory");
    for v in ["RB_BOARD", "RB_BUILD_ID", "RB_ITERATIONS", "RB_WARMUP", "RB_SAMPLE_CAP", "RB_OPT",
              "RB_COND_CFLAGS", "RB_COMPILER_VERSION", "RB_PROFILE_NAME", "RB_LTO",
              "RB_RAW_MUTEX", "RB_CLOCK_HZ", "RB_SYSTICK_HZ", "RB_FLASH_WS", "RB_BAUD"] {
        println!("cargo:rerun-if-env-changed={v}");
    }
}
