# rtosbench firmware: embassy (issue 35), which owns the image: our Rust crate firmware/embassy
# (harness, cases and port in Rust) built by cargo against the user's crate set, a cargo
# directory source (RB_KERNEL_DIR, e.g. embassy-crates-0.10.0), offline, with Debian's Rust
# (rustc-web, cargo-web, rust-web-src: RUSTC_BOOTSTRAP=1 and -Zbuild-std=core). Cargo runs from
# an argument list (no shell); its CARGO_HOME, the crate copy (where Cargo.lock is generated),
# the vendor links and the target dir are all in the build tree. The ELF becomes
# DIR/rtosbench-fw.elf; manifest, COND, build id and cache key are this build's, as for every
# kernel. See docs/kernels/embassy.md.
# Included twice (firmware/cmake/rb_validate.cmake): RB_RECIPE_PHASE validate, then build.
set(RB_EMBASSY_CRATES embassy-executor-0.10.0 embassy-sync-0.8.0 embassy-futures-0.1.2
    embassy-time-0.5.1 embassy-time-driver-0.2.2 cortex-m-0.7.7 cortex-m-rt-0.7.5 critical-section-1.2.0)
if(RB_RECIPE_PHASE STREQUAL "validate")
  set(_rb_files "")
  foreach(_c ${RB_EMBASSY_CRATES})
    list(APPEND _rb_files ${_c}/Cargo.toml ${_c}/.cargo-checksum.json)
  endforeach()
  rb_require_files("crate set of embassy (a cargo directory source such as embassy-crates-0.10.0)"
                   ${_rb_files})
  file(STRINGS "${RB_KERNEL_DIR}/embassy-executor-0.10.0/Cargo.toml" _rb_ev
       REGEX "^version[ \t]*=" LIMIT_COUNT 1)
  if(NOT _rb_ev MATCHES "\"([0-9.]+)\"")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR}: embassy-executor-0.10.0/Cargo.toml has no version")
  endif()
  set(RB_KERNEL_VERSION "${CMAKE_MATCH_1}")
  # gd32f103: our Rust port (clock from HXTAL as ports/gd32f103, USART0, DWT CYCCNT); SysTick
  # is embassy-time's driver (tick_jitter), so the timer is DWT only.
  if(RB_BOARD STREQUAL "gd32f103" AND NOT RB_TIMER STREQUAL "dwt")
    rb_fail("RB_KERNEL=embassy on RB_BOARD=gd32f103 times with RB_TIMER=dwt only (SysTick is "
            "its embassy-time driver; no GPIO timestamps in the Rust port)")
  endif()
  if(NOT "${RB_GPIO_WINDOWS}" STREQUAL "")
    rb_fail("RB_KERNEL=embassy has no GPIO windows (RB_GPIO_WINDOWS)")
  endif()
  # Debian's Rust only, as CI has it: /usr/bin first (a rustup toolchain in ~/.cargo/bin is
  # not what CI has); -DRB_CARGO=... -DRB_RUSTC=... override.
  string(CONCAT _rb_rust_pkgs "apt-get install --no-install-recommends rustc-web cargo-web "
         "rust-web-src libstd-rust-web-dev (scripts/install-deps.sh, from bookworm-security)")
  find_program(RB_CARGO cargo PATHS /usr/bin NO_DEFAULT_PATH)
  find_program(RB_RUSTC rustc PATHS /usr/bin NO_DEFAULT_PATH)
  if(NOT EXISTS "${RB_CARGO}" OR NOT EXISTS "${RB_RUSTC}")
    rb_fail("RB_KERNEL=embassy needs Debian's Rust (cargo and rustc in /usr/bin): "
            ${_rb_rust_pkgs})
  endif()
  execute_process(COMMAND ${RB_RUSTC} --version OUTPUT_VARIABLE RB_RUSTC_VERSION
                  OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _rb_rc)
  execute_process(COMMAND ${RB_RUSTC} --print sysroot OUTPUT_VARIABLE _rb_sysroot
                  OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT _rb_rc EQUAL 0 OR NOT RB_RUSTC_VERSION MATCHES "^rustc ([0-9]+)\\.([0-9]+)")
    rb_fail("RB_RUSTC=${RB_RUSTC} does not run (rustc --version): " "${_rb_rust_pkgs}")
  endif()
  if(CMAKE_MATCH_1 EQUAL 1 AND CMAKE_MATCH_2 LESS 87)
    rb_fail("RB_KERNEL=embassy needs rustc 1.87 or later (heapless 0.9), found "
            "${RB_RUSTC_VERSION}: " "${_rb_rust_pkgs}")
  endif()
  set(RB_RUST_STD_VENDOR "${_rb_sysroot}/lib/rustlib/src/rust/library/vendor")
  if(NOT IS_DIRECTORY "${RB_RUST_STD_VENDOR}" OR
     NOT EXISTS "${_rb_sysroot}/lib/rustlib/src/rust/library/Cargo.lock")
    rb_fail("RB_KERNEL=embassy builds core with -Zbuild-std and needs the toolchain's library "
            "source with its vendored crates (${RB_RUST_STD_VENDOR}): " "${_rb_rust_pkgs}")
  endif()
  # The optimisation flag is cargo's opt-level.
  if(RB_OPT MATCHES "^-O([0123sz])$")
    set(RB_EMBASSY_OPT_LEVEL "${CMAKE_MATCH_1}")
  else()
    rb_fail("RB_KERNEL=embassy: RB_OPT=${RB_OPT} has no cargo opt-level (-O0, -O1, -O2, -O3, "
            "-Os, -Oz)")
  endif()
  if(NOT "${RB_CFLAGS}" STREQUAL "")
    rb_fail("RB_KERNEL=embassy takes no RB_CFLAGS (rustc builds it; LTO is the condition lto "
            "(RB_LTO), the raw mutex the kernel option raw_mutex: adapters/embassy/options.json)")
  endif()
  if(NOT "${RB_INJECT_PRINT_EVERY}" STREQUAL "" AND NOT "${RB_INJECT_PRINT_EVERY}" STREQUAL "0")
    rb_fail("RB_KERNEL=embassy has no injected print (RB_INJECT_PRINT_EVERY) yet")
  endif()
  if(NOT "${RB_SAMPLE_CAP}" STREQUAL "" AND RB_SAMPLE_CAP GREATER 10000)
    rb_fail("RB_KERNEL=embassy: RB_SAMPLE_CAP=${RB_SAMPLE_CAP} does not fit the board's RAM "
            "(at most 10000)")
  endif()
  # The conditions rustc builds with (checked values of RB_KERNEL_CONFIG are re-read here; the
  # check itself is rb_kernel_config.cmake's, against options.json).
  # LTO is the experiment's condition lto, as for the C kernels (RB_LTO=on|off: fat or none).
  if(RB_LTO STREQUAL "on")
    set(RB_EMBASSY_LTO 1)
  else()
    set(RB_EMBASSY_LTO 0)
  endif()
  set(RB_EMBASSY_RAW_MUTEX 0)
  foreach(_kv ${RB_KERNEL_CONFIG})
    if(_kv MATCHES "^raw_mutex=([01])$")
      set(RB_EMBASSY_RAW_MUTEX ${CMAKE_MATCH_1})
    endif()
  endforeach()
  include(${CMAKE_CURRENT_LIST_DIR}/../adapters/embassy/config/${RB_PROFILE}/profile.cmake
          OPTIONAL RESULT_VARIABLE _rb_prof)
  if(NOT _rb_prof)
    rb_fail("RB_KERNEL=embassy has no profile ${RB_PROFILE} (default, minimal)")
  endif()
  if(RB_EMBASSY_LTO)
    set(RB_EMBASSY_LTO_NAME fat)
  else()
    set(RB_EMBASSY_LTO_NAME off)
  endif()
  # What COND cflags states and the build id covers: every cargo profile setting.
  set(RB_EMBASSY_FLAGS "opt-level=${RB_EMBASSY_OPT_LEVEL} lto=${RB_EMBASSY_LTO_NAME} "
      "codegen-units=1 panic=abort debug-assertions=${RB_EMBASSY_DEBUG_ASSERTIONS} "
      "overflow-checks=${RB_EMBASSY_OVERFLOW_CHECKS} target=thumbv7m-none-eabi "
      "build-std=core")
  string(JOIN "" RB_EMBASSY_FLAGS ${RB_EMBASSY_FLAGS})
  # Called by firmware/CMakeLists.txt after the C compiler's facts: rustc's instead.
  macro(rb_recipe_compiler_facts)
    set(RB_COMPILER rustc)
    set(RB_COMPILER_VERSION "${RB_RUSTC_VERSION}")
    set(RB_CC_NAME rustc) # COND cc: the program that compiles the image
    set(RB_COND_CFLAGS "${RB_EMBASSY_FLAGS}")
  endmacro()
  set(RB_OWNS_IMAGE 1)
  return()
endif()

# ---- build phase (instead of add_executable(rtosbench_fw)) ----
# One cargo directory source: the user's crates and the toolchain's vendored std crates
# (-Zbuild-std resolves library/Cargo.lock against the same replaced crates-io source; on a
# name-version clash the toolchain's copy wins), as links in the build tree: the user's tree
# is never written to (what its setup-vendor.sh does, without a shell).
set(_rb_vendor ${CMAKE_BINARY_DIR}/embassy-vendor)
file(REMOVE_RECURSE ${_rb_vendor})
file(MAKE_DIRECTORY ${_rb_vendor})
file(GLOB _rb_user LIST_DIRECTORIES true "${RB_KERNEL_DIR}/*")
file(GLOB _rb_std LIST_DIRECTORIES true "${RB_RUST_STD_VENDOR}/*")
foreach(_d ${_rb_user} ${_rb_std})
  if(IS_DIRECTORY "${_d}")
    get_filename_component(_n "${_d}" NAME)
    file(REMOVE "${_rb_vendor}/${_n}")
    file(CREATE_LINK "${_d}" "${_rb_vendor}/${_n}" SYMBOLIC)
  endif()
endforeach()
set(_rb_home ${CMAKE_BINARY_DIR}/cargo-home)
set(_rb_cfg "# generated by firmware/kernels/embassy.cmake: do not edit\n[build]\n")
string(APPEND _rb_cfg "target = \"thumbv7m-none-eabi\"\n\n[target.thumbv7m-none-eabi]\n")
string(APPEND _rb_cfg "linker = \"${CMAKE_C_COMPILER}\"\n")
string(APPEND _rb_cfg "rustflags = [\"-C\", \"link-arg=-nostartfiles\", \"-C\", ")
string(APPEND _rb_cfg "\"link-arg=-Tlink.x\", \"-C\", \"link-arg=-mcpu=cortex-m3\", ")
string(APPEND _rb_cfg "\"-C\", \"link-arg=-mthumb\"]\n\n[unstable]\nbuild-std = [\"core\"]\n\n")
string(APPEND _rb_cfg "[net]\noffline = true\n\n[source.crates-io]\n")
string(APPEND _rb_cfg "replace-with = \"vendored-sources\"\n\n[source.vendored-sources]\n")
string(APPEND _rb_cfg "directory = \"${_rb_vendor}\"\n")
file(CONFIGURE OUTPUT ${_rb_home}/config.toml CONTENT "${_rb_cfg}")
set(_rb_crate ${CMAKE_BINARY_DIR}/embassy-crate)
set(_rb_target ${CMAKE_BINARY_DIR}/cargo-target)
set(_rb_feat "")
if(RB_EMBASSY_RAW_MUTEX)
  list(APPEND _rb_feat raw-mutex-cs)
endif()
if(RB_BOARD STREQUAL "gd32f103")
  list(APPEND _rb_feat board-gd32f103)
endif()
set(_rb_features "")
if(_rb_feat)
  string(JOIN "," _rb_feat_s ${_rb_feat})
  set(_rb_features --features ${_rb_feat_s})
endif()
if(RB_EMBASSY_LTO)
  set(_rb_lto fat)
else()
  set(_rb_lto false)
endif()
set(_rb_out ${_rb_target}/thumbv7m-none-eabi/release/rtosbench-embassy)
add_custom_target(rb_embassy_cargo ALL
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${CMAKE_CURRENT_SOURCE_DIR}/embassy ${_rb_crate}
  # A make jobserver of the caller (MAKEFLAGS) is not cargo's: it warns that it cannot connect.
  COMMAND ${CMAKE_COMMAND} -E env --unset=MAKEFLAGS --unset=MFLAGS --unset=CARGO_MAKEFLAGS
          CARGO_HOME=${_rb_home} RUSTC_BOOTSTRAP=1 RUSTC=${RB_RUSTC}
          CARGO_PROFILE_RELEASE_OPT_LEVEL=${RB_EMBASSY_OPT_LEVEL}
          CARGO_PROFILE_RELEASE_LTO=${_rb_lto} CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1
          CARGO_PROFILE_RELEASE_PANIC=abort
          CARGO_PROFILE_RELEASE_DEBUG_ASSERTIONS=${RB_EMBASSY_DEBUG_ASSERTIONS}
          CARGO_PROFILE_RELEASE_OVERFLOW_CHECKS=${RB_EMBASSY_OVERFLOW_CHECKS}
          RB_BOARD=${RB_BOARD} RB_BUILD_ID=${RB_BUILD_ID} RB_ITERATIONS=${RB_EFF_ITERATIONS}
          RB_WARMUP=${RB_EFF_WARMUP} RB_SAMPLE_CAP=${RB_SAMPLE_CAP} RB_OPT=${RB_OPT}
          RB_COND_CFLAGS=${RB_COND_CFLAGS} RB_COMPILER_VERSION=${RB_COMPILER_VERSION}
          RB_PROFILE_NAME=${RB_PROFILE_NAME} RB_LTO=${RB_LTO}
          RB_LTO_NAME=${RB_EMBASSY_LTO_NAME} RB_RAW_MUTEX=${RB_EMBASSY_RAW_MUTEX}
          RB_SYSTICK_HZ=${RB_SYSTICK_HZ} RB_CLOCK_HZ=${RB_CLOCK_HZ} RB_FLASH_WS=${RB_FLASH_WS}
          RB_BAUD=${RB_BAUD}
          ${RB_CARGO} build --release --offline --manifest-path ${_rb_crate}/Cargo.toml
          --target-dir ${_rb_target} ${_rb_features}
  BYPRODUCTS ${_rb_out}
  COMMENT "rtosbench: cargo build (embassy)" VERBATIM)
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/rtosbench-fw.elf
  COMMAND ${CMAKE_COMMAND} -E copy ${_rb_out} ${CMAKE_BINARY_DIR}/rtosbench-fw.elf
  DEPENDS ${_rb_out} rb_embassy_cargo
  COMMENT "rtosbench: rtosbench-embassy -> rtosbench-fw.elf" VERBATIM)
add_custom_target(rtosbench_fw ALL DEPENDS ${CMAKE_BINARY_DIR}/rtosbench-fw.elf)
set(RB_FW_ELF ${CMAKE_BINARY_DIR}/rtosbench-fw.elf)
