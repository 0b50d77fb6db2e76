# rtosbench firmware: configure-time validation of RB_BOARD x RB_KERNEL x RB_TIMER x RB_CLOCK_HZ.
# Runs before project(); every invalid combination stops with a clear message.
function(rb_fail)
  string(JOIN "" msg ${ARGN}) # a message may be given in several quoted pieces
  message(FATAL_ERROR "rtosbench firmware: ${msg}")
endfunction()

set(_boards qemu gd32f103 host)
set(_kernels baremetal posix freertos threadx rtthread-nano rtthread ucos3 rtx5 tencentos-tiny zephyr)
if(RB_BOARD STREQUAL "")
  rb_fail("RB_BOARD is not set (-DRB_BOARD=qemu|gd32f103|host)")
endif()
if(NOT RB_BOARD IN_LIST _boards)
  rb_fail("unknown RB_BOARD=${RB_BOARD} (known: qemu, gd32f103, host)")
endif()
if(RB_KERNEL STREQUAL "")
  rb_fail("RB_KERNEL is not set (-DRB_KERNEL=baremetal|posix|freertos|threadx|rtthread-nano|"
          "rtthread|ucos3|rtx5|tencentos-tiny)")
endif()
if(NOT RB_KERNEL IN_LIST _kernels)
  string(REPLACE ";" ", " _kl "${_kernels}")
  rb_fail("unknown RB_KERNEL=${RB_KERNEL} (known: ${_kl})")
endif()

# Board x kernel.
if(RB_KERNEL STREQUAL "posix" AND NOT RB_BOARD STREQUAL "host")
  rb_fail("RB_KERNEL=posix runs only on RB_BOARD=host (it is Linux pthreads)")
endif()
if(RB_BOARD STREQUAL "host" AND NOT RB_KERNEL STREQUAL "posix")
  rb_fail("RB_BOARD=host supports only RB_KERNEL=posix (${RB_KERNEL} needs a Cortex-M board: "
          "qemu or gd32f103)")
endif()

# Timer per board (first = default).
if(RB_BOARD STREQUAL "qemu")
  set(_timers icount)
elseif(RB_BOARD STREQUAL "gd32f103")
  set(_timers dwt systick gpio)
else()
  set(_timers clock)
endif()
if(RB_TIMER STREQUAL "")
  list(GET _timers 0 _t)
  set(RB_TIMER ${_t} CACHE STRING "timing method" FORCE)
endif()
if(NOT RB_TIMER IN_LIST _timers)
  if(RB_BOARD STREQUAL "qemu" AND RB_TIMER STREQUAL "dwt")
    rb_fail("RB_TIMER=dwt is not available on RB_BOARD=qemu: QEMU does not emulate DWT CYCCNT "
            "(it reads 0); use RB_TIMER=icount (TIM2 under -icount shift=0)")
  endif()
  string(REPLACE ";" ", " _tl "${_timers}")
  rb_fail("RB_TIMER=${RB_TIMER} is not available on RB_BOARD=${RB_BOARD} (available: ${_tl})")
endif()
if(RB_TIMER STREQUAL "systick" AND NOT RB_KERNEL STREQUAL "baremetal")
  rb_fail("RB_TIMER=systick is only for RB_KERNEL=baremetal (a kernel owns SysTick for its tick)")
endif()

# Clock and flash wait states.
if(RB_BOARD STREQUAL "gd32f103")
  if(RB_CLOCK_HZ STREQUAL "")
    set(RB_CLOCK_HZ 72000000 CACHE STRING "core clock in Hz" FORCE)
  endif()
  if(NOT RB_CLOCK_HZ MATCHES "^(24000000|72000000|108000000)$")
    rb_fail("RB_CLOCK_HZ=${RB_CLOCK_HZ} is not supported on gd32f103 (use 24000000, 72000000 "
            "or 108000000: 8 MHz HXTAL and PLL)")
  endif()
  # Flash wait states are a condition of their own (issue 18), not derived from the clock:
  # GigaDevice's system_gd32f10x.c never writes FMC_WS, so it stays 0 at every clock; code in
  # the first 256 KiB runs from the zero-wait area (docs/firmware.md). gd32f10x_fmc.h defines
  # WSCNT 0 to 2.
  if(RB_FLASH_WS STREQUAL "")
    set(RB_FLASH_WS 0)
  endif()
  if(NOT RB_FLASH_WS MATCHES "^[012]$")
    rb_fail("RB_FLASH_WS=${RB_FLASH_WS} is not a GD32F10x wait-state count (0, 1 or 2; "
            "FMC_WS.WSCNT, gd32f10x_fmc.h)")
  endif()
elseif(NOT RB_CLOCK_HZ STREQUAL "" AND NOT RB_CLOCK_HZ STREQUAL "0")
  rb_fail("RB_CLOCK_HZ is not configurable on RB_BOARD=${RB_BOARD} (the clock is not ours to set)")
elseif(NOT RB_FLASH_WS STREQUAL "" AND NOT RB_FLASH_WS STREQUAL "-1")
  rb_fail("RB_FLASH_WS is not configurable on RB_BOARD=${RB_BOARD} (no flash of ours to set)")
else()
  set(RB_CLOCK_HZ 0)
  set(RB_FLASH_WS -1)
endif()

if(NOT RB_PROFILE MATCHES "^(default|minimal|none)$")
  rb_fail("unknown RB_PROFILE=${RB_PROFILE} (default or minimal)")
endif()
# Kernels without configuration profiles (no kernel, or the host's pthreads) state
# profile=none: "default" would read as a kernel's default configuration (trap 4).
if(RB_KERNEL MATCHES "^(baremetal|posix)$")
  if(RB_PROFILE STREQUAL "minimal")
    rb_fail("RB_KERNEL=${RB_KERNEL} has no kernel profiles (RB_PROFILE=minimal); it reports "
            "profile=none")
  endif()
  set(RB_PROFILE_NAME none)
elseif(RB_PROFILE STREQUAL "none")
  rb_fail("RB_PROFILE=none is only for kernels without profiles (baremetal, posix)")
else()
  set(RB_PROFILE_NAME "${RB_PROFILE}")
endif()
if(NOT RB_OPT MATCHES "^-O([0123sgz]|fast)?$")
  rb_fail("RB_OPT=${RB_OPT} is not an optimisation flag (-O0, -O1, -O2, -O3, -Os, -Og, -Oz)")
endif()
foreach(_v RB_ITERATIONS RB_WARMUP RB_INJECT_PRINT_EVERY RB_SAMPLE_CAP RB_BAUD)
  if(NOT "${${_v}}" STREQUAL "" AND NOT "${${_v}}" MATCHES "^[0-9]+$")
    rb_fail("${_v}=${${_v}} is not a non-negative integer")
  endif()
endforeach()
# RB_GPIO_WINDOWS: PB1 marks the windows of these cases (docs/firmware.md); the GD32 only.
if(NOT "${RB_GPIO_WINDOWS}" STREQUAL "")
  if(NOT RB_BOARD STREQUAL "gd32f103")
    rb_fail("RB_GPIO_WINDOWS needs a GPIO pin: only RB_BOARD=gd32f103 has one (not ${RB_BOARD})")
  endif()
  if(NOT "${RB_GPIO_WINDOWS}" MATCHES "^[a-z0-9_]+(,[a-z0-9_]+)*$")
    rb_fail("RB_GPIO_WINDOWS=${RB_GPIO_WINDOWS} is not a comma list of case ids (or all)")
  endif()
  if("${RB_GPIO_WINDOWS}" MATCHES "(^|,)tick_jitter(,|$)")
    rb_fail("RB_GPIO_WINDOWS: tick_jitter has no windows (its samples are periods between "
            "stamps)")
  endif()
endif()
if("${RB_ITERATIONS}" STREQUAL "0")
  rb_fail("RB_ITERATIONS must be at least 1")
endif()
# The GD32F103's USART0 runs from APB2 = the core clock, 16x oversampling: the divisor is
# round(clock / baud) in 12.4 fixed point, at least 16 (1.0). Refuse a baud the USART cannot
# make, or one more than 2 % off (issue 18).
if(RB_BOARD STREQUAL "gd32f103")
  if("${RB_BAUD}" STREQUAL "" OR "${RB_BAUD}" STREQUAL "0")
    rb_fail("RB_BAUD must be a baud rate above 0")
  endif()
  math(EXPR _rb_div "(${RB_CLOCK_HZ} + ${RB_BAUD} / 2) / ${RB_BAUD}")
  math(EXPR _rb_max "${RB_CLOCK_HZ} / 16")
  if(_rb_div LESS 16)
    rb_fail("RB_BAUD=${RB_BAUD} is above what USART0 can make at ${RB_CLOCK_HZ} Hz "
            "(at most clock/16 = ${_rb_max} baud)")
  endif()
  math(EXPR _rb_made "${_rb_div} * ${RB_BAUD}")
  math(EXPR _rb_diff "${RB_CLOCK_HZ} - ${_rb_made}")
  if(_rb_diff LESS 0)
    math(EXPR _rb_diff "0 - ${_rb_diff}")
  endif()
  math(EXPR _rb_ppm "${_rb_diff} * 1000000 / ${_rb_made}")
  if(_rb_ppm GREATER 20000)
    math(EXPR _rb_pct "${_rb_ppm} / 10000")
    rb_fail("RB_BAUD=${RB_BAUD} is ${_rb_pct} % off at ${RB_CLOCK_HZ} Hz (divisor "
            "${_rb_div}/16): more than the 2 % a UART link tolerates; choose another baud")
  endif()
endif()

# Kernels whose sources the user provides.
if(RB_KERNEL STREQUAL "freertos")
  if(RB_KERNEL_DIR STREQUAL "")
    rb_fail("RB_KERNEL=freertos needs -DRB_KERNEL_DIR=/path/to/FreeRTOS-Kernel (V10.5.0 or later)")
  endif()
  if(NOT IS_DIRECTORY "${RB_KERNEL_DIR}")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR}: no such directory")
  endif()
  if(NOT EXISTS "${RB_KERNEL_DIR}/tasks.c" OR NOT EXISTS "${RB_KERNEL_DIR}/include/task.h")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR} is not a FreeRTOS-Kernel tree (no tasks.c)")
  endif()
  # The version as the kernel states it (tskKERNEL_VERSION_NUMBER, also reported in COND).
  file(STRINGS "${RB_KERNEL_DIR}/include/task.h" _v REGEX "define[ \t]+tskKERNEL_VERSION_NUMBER")
  if(NOT _v MATCHES "\"([^\"]+)\"")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR}: include/task.h has no tskKERNEL_VERSION_NUMBER")
  endif()
  set(RB_KERNEL_VERSION "${CMAKE_MATCH_1}")
  if(NOT EXISTS "${RB_KERNEL_DIR}/CMakeLists.txt")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR} is FreeRTOS ${RB_KERNEL_VERSION} without its own "
            "CMakeLists.txt (added in V10.5.0): build it through the external-build path "
            "(docs/kernels.md) or use FreeRTOS-Kernel V10.5.0 or later")
  endif()
  if(NOT EXISTS "${RB_KERNEL_DIR}/portable/GCC/ARM_CM3/port.c")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR} has no portable/GCC/ARM_CM3 port")
  endif()
endif()

# Kernels built by a file of ours in firmware/kernels/<id>.cmake (docs/adding-a-kernel.md). It is
# included twice: here with RB_RECIPE_PHASE=validate (before project(): check the user's tree,
# set RB_KERNEL_VERSION, refuse what the kernel cannot do) and from CMakeLists.txt with
# RB_RECIPE_PHASE=build (after add_executable: compile the tree's files in place, or hand the
# tree to its own build files, and link them into rtosbench_fw). Extra trees a kernel needs
# (catalogue extra_trees, e.g. uc-cpu for ucos3) come as RB_TREE_<ID> (upper case, - as _).
set(RB_RECIPE_FILE "${CMAKE_CURRENT_LIST_DIR}/../kernels/${RB_KERNEL}.cmake")
if(EXISTS "${RB_RECIPE_FILE}")
  if(RB_KERNEL_DIR STREQUAL "")
    rb_fail("RB_KERNEL=${RB_KERNEL} needs -DRB_KERNEL_DIR=/path/to/its/source/tree (register one "
            "with rtosbench-cli kernel add, see docs/kernels.md)")
  endif()
  if(NOT IS_DIRECTORY "${RB_KERNEL_DIR}")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR}: no such directory")
  endif()
  # rb_require_files(WHAT FILE...): every file exists under RB_KERNEL_DIR, or a clear stop.
  function(rb_require_files what)
    foreach(_f ${ARGN})
      if(NOT EXISTS "${RB_KERNEL_DIR}/${_f}")
        rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR} is not a ${what} tree (no ${_f})")
      endif()
    endforeach()
  endfunction()
  # rb_require_tree(VAR WHAT FILE...): an extra tree given as -DVAR=DIR holding every FILE.
  function(rb_require_tree var what)
    if("${${var}}" STREQUAL "")
      rb_fail("RB_KERNEL=${RB_KERNEL} needs -D${var}=/path/to/${what}")
    endif()
    foreach(_f ${ARGN})
      if(NOT EXISTS "${${var}}/${_f}")
        rb_fail("${var}=${${var}} is not a ${what} tree (no ${_f})")
      endif()
    endforeach()
  endfunction()
  # rb_read_version(OUT FILE MACRO...): one macro = its string literal; several = their numbers
  # joined with '.' (the catalogue's "version" rule).
  function(rb_read_version out file)
    set(_parts "")
    foreach(_m ${ARGN})
      file(STRINGS "${RB_KERNEL_DIR}/${file}" _l REGEX "define[ \t]+${_m}[ \t(]")
      if(_l MATCHES "${_m}[ \t]+\"([^\"]+)\"")
        list(APPEND _parts "${CMAKE_MATCH_1}")
      elseif(_l MATCHES "${_m}[ \t]+\\(?[ \t]*([0-9]+)")
        list(APPEND _parts "${CMAKE_MATCH_1}")
      else()
        rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR}: ${file} does not define ${_m}")
      endif()
    endforeach()
    string(JOIN "." _v ${_parts})
    set(${out} "${_v}" PARENT_SCOPE)
  endfunction()
  set(RB_RECIPE_PHASE validate)
  include("${RB_RECIPE_FILE}")
  if(NOT DEFINED RB_KERNEL_VERSION OR RB_KERNEL_VERSION STREQUAL "")
    rb_fail("firmware/kernels/${RB_KERNEL}.cmake did not set RB_KERNEL_VERSION")
  endif()
elseif(NOT RB_KERNEL MATCHES "^(baremetal|posix|freertos)$")
  rb_fail("RB_KERNEL=${RB_KERNEL} has no build recipe yet (firmware/kernels/${RB_KERNEL}.cmake)")
endif()
