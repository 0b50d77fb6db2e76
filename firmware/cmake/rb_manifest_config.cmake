# rtosbench firmware: at configure time, write DIR/manifest_config.cmake with the JSON pieces
# that rb_manifest.cmake (run after link) puts into DIR/manifest.json.
function(rb_json_str out in)
  string(REPLACE "\\" "\\\\" s "${in}")
  string(REPLACE "\"" "\\\"" s "${s}")
  set(${out} "\"${s}\"" PARENT_SCOPE)
endfunction()

# Conditions known at build time, with the same keys (and decoded values) as COND.
set(_c "")
macro(rb_cond_s key val)
  rb_json_str(_j "${val}")
  list(APPEND _c "\"${key}\": ${_j}")
endmacro()
macro(rb_cond_i key val)
  list(APPEND _c "\"${key}\": ${val}")
endmacro()
rb_cond_s(board "${RB_BOARD}")
if(NOT RB_COND_MACHINE STREQUAL "")
  rb_cond_s(machine "${RB_COND_MACHINE}")
endif()
rb_cond_s(mcu "${RB_COND_MCU}")
rb_cond_s(core "${RB_COND_CORE}")
rb_cond_i(clock_hz "${RB_CLOCK_HZ}")
rb_cond_i(flash_ws "${RB_FLASH_WS}")
rb_cond_s(compiler "${RB_COMPILER}")
rb_cond_s(compiler_version "${RB_COMPILER_VERSION}")
rb_cond_s(cflags "${RB_CFLAGS_ALL}")
rb_cond_s(opt "${RB_OPT}")
rb_cond_s(kernel "${RB_KERNEL}")
if(DEFINED RB_KERNEL_VERSION)
  rb_cond_s(kernel_version "${RB_KERNEL_VERSION}")
endif()
rb_cond_s(profile "${RB_PROFILE_NAME}")
rb_cond_s(timer "${RB_TIMER}")
rb_cond_i(timer_hz "${RB_TIMER_HZ}")
rb_cond_i(timer_bits "${RB_TIMER_BITS}")
rb_cond_i(timer_emulated "${RB_TIMER_EMULATED}")
rb_cond_s(unit "${RB_UNIT}")
rb_cond_i(iterations "${RB_EFF_ITERATIONS}")
rb_cond_i(warmup "${RB_EFF_WARMUP}")
rb_cond_s(build_id "${RB_BUILD_ID}")
if(RB_BOARD STREQUAL "gd32f103")
  rb_cond_i(baud "${RB_BAUD}")
endif()
if(NOT RB_EFF_INJECT STREQUAL "0")
  rb_cond_i(inject_print_every "${RB_EFF_INJECT}")
endif()
string(REPLACE ";" ",\n    " RB_M_CONDITIONS "${_c}")

# How to run it (from DIR), or how to flash it.
set(RB_M_RUN "null")
set(RB_M_FLASH "null")
if(RB_BOARD STREQUAL "qemu")
  set(RB_M_RUN "[\"qemu-system-arm\", \"-M\", \"netduino2\", \"-nographic\", \"-icount\", \
\"shift=0\", \"-semihosting-config\", \"enable=on,target=native\", \"-display\", \"none\", \
\"-monitor\", \"none\", \"-serial\", \"null\", \"-serial\", \"stdio\", \"-kernel\", \
\"rtosbench-fw.elf\"]")
elseif(RB_BOARD STREQUAL "host")
  set(RB_M_RUN "[\"./rtosbench-fw.elf\"]")
elseif(RB_BOARD STREQUAL "gd32f103")
  set(RB_M_FLASH "[\"openocd\", \"-f\", \"interface/cmsis-dap.cfg\", \"-c\", \
\"transport select swd\", \"-c\", \"set CPUTAPID 0\", \"-f\", \"target/stm32f1x.cfg\", \
\"-c\", \"program rtosbench-fw.elf verify reset exit\"]")
endif()

file(CONFIGURE OUTPUT ${CMAKE_BINARY_DIR}/manifest_config.cmake CONTENT
"# generated: inputs of rb_manifest.cmake
set(RB_M_CONDITIONS [==[@RB_M_CONDITIONS@]==])
set(RB_M_RUN [==[@RB_M_RUN@]==])
set(RB_M_FLASH [==[@RB_M_FLASH@]==])
set(RB_M_BOARD [==[@RB_BOARD@]==])
" @ONLY)
