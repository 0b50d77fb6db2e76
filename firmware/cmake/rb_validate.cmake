# rtosbench firmware: configure-time validation of RB_BOARD x RB_KERNEL x RB_TIMER x RB_CLOCK_HZ.
# Runs before project(); every invalid combination stops with a clear message.
function(rb_fail)
  # A message may be given in several quoted pieces; ARGV<i> keeps each piece whole (a ';' in
  # it too, where ${ARGN} would split it).
  set(msg "")
  math(EXPR _last "${ARGC} - 1")
  foreach(_i RANGE ${_last})
    string(APPEND msg "${ARGV${_i}}")
  endforeach()
  message(FATAL_ERROR "rtosbench firmware: ${msg}")
endfunction()

set(_boards qemu gd32f103 host)
# The kernels (issue 33): the supported kernels of the catalogue (RB_KERNEL_CATALOGUE, else
# resources/kernels/catalogue.json of the source tree, else firmware/catalogue.json where the
# firmware is installed alone: installer/CMakeLists.txt), each with
# its build route, boards and extra trees. A kernel built by anything but our own code
# ("build": "ours": its adapter is all) has its recipe in firmware/kernels/<id>.cmake (below).
# The workbench passes the catalogue it uses as -DRB_KERNEL_CATALOGUE (acq/firmware_builder.cpp).
set(RB_KERNEL_CATALOGUE "" CACHE FILEPATH "kernel catalogue (default: the repository's)")
set(_rb_cat "${RB_KERNEL_CATALOGUE}")
if(_rb_cat STREQUAL "")
  set(_rb_cat "${CMAKE_CURRENT_LIST_DIR}/../../resources/kernels/catalogue.json")
  if(NOT EXISTS "${_rb_cat}")
    set(_rb_cat "${CMAKE_CURRENT_LIST_DIR}/../catalogue.json")
  endif()
endif()
if(NOT EXISTS "${_rb_cat}")
  rb_fail("the kernel catalogue is missing: give -DRB_KERNEL_CATALOGUE=FILE (neither "
          "resources/kernels/catalogue.json beside firmware/ nor firmware/catalogue.json exists)")
endif()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${_rb_cat}")
file(READ "${_rb_cat}" _rb_cat_json)
string(JSON _rb_n ERROR_VARIABLE _rb_err LENGTH "${_rb_cat_json}" kernels)
if(_rb_err)
  rb_fail("the kernel catalogue ${_rb_cat} is broken: ${_rb_err}")
endif()
math(EXPR _rb_last "${_rb_n} - 1")
set(_kernels "")
foreach(_i RANGE ${_rb_last})
  string(JSON _id GET "${_rb_cat_json}" kernels ${_i} id)
  string(JSON _kind ERROR_VARIABLE _rb_err GET "${_rb_cat_json}" kernels ${_i} kind)
  string(JSON _status ERROR_VARIABLE _rb_err GET "${_rb_cat_json}" kernels ${_i} status)
  if(NOT _kind STREQUAL "extra" AND _status STREQUAL "supported")
    list(APPEND _kernels "${_id}")
    string(JSON _rb_kbuild_${_id} GET "${_rb_cat_json}" kernels ${_i} build)
    string(JSON _rb_krepo_${_id} ERROR_VARIABLE _rb_err GET "${_rb_cat_json}" kernels ${_i}
           repository)
    string(REGEX REPLACE "^.*/([^/]+)$" "\\1" _rb_krepo_${_id} "${_rb_krepo_${_id}}")
    string(REGEX REPLACE "\\.git$" "" _rb_krepo_${_id} "${_rb_krepo_${_id}}")
    foreach(_f boards extra_trees)
      set(_rb_k${_f}_${_id} "")
      string(JSON _m ERROR_VARIABLE _rb_err LENGTH "${_rb_cat_json}" kernels ${_i} ${_f})
      if(NOT _rb_err AND _m GREATER 0)
        math(EXPR _ml "${_m} - 1")
        foreach(_j RANGE ${_ml})
          string(JSON _v GET "${_rb_cat_json}" kernels ${_i} ${_f} ${_j})
          list(APPEND _rb_k${_f}_${_id} "${_v}")
        endforeach()
      endif()
    endforeach()
  endif()
endforeach()
if(RB_BOARD STREQUAL "")
  rb_fail("RB_BOARD is not set (-DRB_BOARD=qemu|gd32f103|host)")
endif()
if(NOT RB_BOARD IN_LIST _boards)
  rb_fail("unknown RB_BOARD=${RB_BOARD} (known: qemu, gd32f103, host)")
endif()
if(RB_KERNEL STREQUAL "")
  string(REPLACE ";" "|" _kl "${_kernels}")
  rb_fail("RB_KERNEL is not set (-DRB_KERNEL=${_kl})")
endif()
if(NOT RB_KERNEL IN_LIST _kernels)
  string(REPLACE ";" ", " _kl "${_kernels}")
  rb_fail("unknown RB_KERNEL=${RB_KERNEL} (known: ${_kl})")
endif()
# Extra trees the kernel needs (catalogue extra_trees): -DRB_TREE_<ID> (upper case, - as _).
foreach(_x ${_rb_kextra_trees_${RB_KERNEL}})
  string(TOUPPER "${_x}" _xv)
  string(REPLACE "-" "_" _xv "${_xv}")
  set(RB_TREE_${_xv} "" CACHE PATH "${_x} tree (${RB_KERNEL})")
endforeach()

# Board x kernel (catalogue boards).
if(NOT RB_BOARD IN_LIST _rb_kboards_${RB_KERNEL})
  set(_rb_here "")
  foreach(_k ${_kernels})
    if(RB_BOARD IN_LIST _rb_kboards_${_k})
      list(APPEND _rb_here "${_k}")
    endif()
  endforeach()
  string(REPLACE ";" " or " _bl "${_rb_kboards_${RB_KERNEL}}")
  list(LENGTH _rb_here _rb_nhere)
  if(_rb_nhere EQUAL 1)
    rb_fail("RB_BOARD=${RB_BOARD} supports only RB_KERNEL=${_rb_here} (${RB_KERNEL} runs on "
            "RB_BOARD=${_bl})")
  endif()
  rb_fail("RB_KERNEL=${RB_KERNEL} runs only on RB_BOARD=${_bl} (the catalogue's boards)")
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
# Kernels without configuration profiles (no kernel, or the host's pthreads: no
# adapters/<id>/config/) state profile=none: "default" would read as a kernel's default
# configuration (trap 4).
set(_rb_noprof "")
foreach(_k ${_kernels})
  if(NOT IS_DIRECTORY "${CMAKE_CURRENT_LIST_DIR}/../adapters/${_k}/config")
    list(APPEND _rb_noprof "${_k}")
  endif()
endforeach()
if(RB_KERNEL IN_LIST _rb_noprof)
  if(RB_PROFILE STREQUAL "minimal")
    rb_fail("RB_KERNEL=${RB_KERNEL} has no kernel profiles (RB_PROFILE=minimal); it reports "
            "profile=none")
  endif()
  set(RB_PROFILE_NAME none)
elseif(RB_PROFILE STREQUAL "none")
  string(REPLACE ";" ", " _kl "${_rb_noprof}")
  rb_fail("RB_PROFILE=none is only for kernels without profiles (${_kl})")
else()
  set(RB_PROFILE_NAME "${RB_PROFILE}")
endif()
# The compiler and LTO (issue 37, docs/experiments.md): refused here, before a toolchain file is
# chosen, so an unknown one never reaches project().
# gcc: cmake/arm-none-eabi.cmake; any other NAME: cmake/arm-none-eabi-NAME.cmake (clang ships; a
# toolchain of the user's machine is added as such a file, docs/experiments.md), named as CMake
# names its compiler (CMAKE_C_COMPILER_ID in lower case: clang, armclang, ...). The host board
# builds with the host's gcc or clang.
if(NOT RB_TOOLCHAIN MATCHES "^[a-z][a-z0-9_]*$" OR (NOT RB_TOOLCHAIN STREQUAL "gcc" AND
   NOT EXISTS "${CMAKE_CURRENT_LIST_DIR}/arm-none-eabi-${RB_TOOLCHAIN}.cmake"))
  rb_fail("unknown RB_TOOLCHAIN=${RB_TOOLCHAIN} (gcc or clang; another compiler needs its "
          "toolchain file firmware/cmake/arm-none-eabi-<name>.cmake)")
endif()
if(RB_BOARD STREQUAL "host" AND NOT RB_TOOLCHAIN MATCHES "^(gcc|clang)$")
  rb_fail("RB_TOOLCHAIN=${RB_TOOLCHAIN} is a cross compiler: RB_BOARD=host builds with gcc or clang")
endif()
if(NOT RB_LTO MATCHES "^(on|off)$")
  rb_fail("RB_LTO=${RB_LTO} is not on or off")
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

# Kernels built by a file of ours in firmware/kernels/<id>.cmake (docs/adding-a-kernel.md): every
# kernel whose catalogue build route is not "ours", FreeRTOS included. It is
# included twice: here with RB_RECIPE_PHASE=validate (before project(): check the user's tree,
# set RB_KERNEL_VERSION, refuse what the kernel cannot do) and from CMakeLists.txt with
# RB_RECIPE_PHASE=build (after add_executable: compile the tree's files in place, or hand the
# tree to its own build files, and link them into rtosbench_fw). Extra trees a kernel needs
# (catalogue extra_trees, e.g. uc-cpu for ucos3) come as RB_TREE_<ID> (upper case, - as _).
set(RB_RECIPE_FILE "${CMAKE_CURRENT_LIST_DIR}/../kernels/${RB_KERNEL}.cmake")
if(EXISTS "${RB_RECIPE_FILE}")
  if(RB_KERNEL_DIR STREQUAL "")
    set(_rb_tree "${_rb_krepo_${RB_KERNEL}}") # the catalogue repository's name
    if(_rb_tree STREQUAL "")
      set(_rb_tree "its/source/tree")
    endif()
    rb_fail("RB_KERNEL=${RB_KERNEL} needs -DRB_KERNEL_DIR=/path/to/${_rb_tree} (register one "
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
  # A kernel that builds its own image with its own GNU toolchain is handed neither our compiler
  # nor -flto, so COND would state a compiler or LTO that did not build it: refused (issue 37).
  # A recipe that states the compiler it builds the image with (rb_recipe_compiler_facts:
  # embassy's rustc; NuttX, whose make is handed the toolchain file's gcc or clang) or that hands
  # RB_TOOLCHAIN to the kernel's own toolchain choice and refuses what it cannot hand on itself
  # (RB_RECIPE_TOOLCHAIN_CHECKED: Zephyr, gnuarmemb or llvm, no LTO) handles both itself.
  if(RB_OWNS_IMAGE AND NOT COMMAND rb_recipe_compiler_facts AND NOT RB_RECIPE_TOOLCHAIN_CHECKED AND
     (NOT RB_TOOLCHAIN STREQUAL "gcc" OR RB_LTO STREQUAL "on"))
    rb_fail("RB_KERNEL=${RB_KERNEL} builds its own image with its own GNU toolchain "
            "(arm-none-eabi-gcc; firmware/kernels/${RB_KERNEL}.cmake): RB_TOOLCHAIN="
            "${RB_TOOLCHAIN} RB_LTO=${RB_LTO} is not handed to it (gcc with LTO off only)")
  endif()
elseif(NOT _rb_kbuild_${RB_KERNEL} STREQUAL "ours")
  rb_fail("RB_KERNEL=${RB_KERNEL} has no build recipe yet (firmware/kernels/${RB_KERNEL}.cmake)")
endif()
