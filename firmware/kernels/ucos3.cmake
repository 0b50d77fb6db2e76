# rtosbench firmware: uC/OS-III (v3.08.x) with uC-CPU and uC-LIB, Cortex-M3 (ARMv7-M, GNU port).
# Included by firmware/cmake/rb_validate.cmake (RB_RECIPE_PHASE=validate, before project()) and
# by firmware/CMakeLists.txt (RB_RECIPE_PHASE=build, after add_executable(rtosbench_fw)).
#   -DRB_KERNEL_DIR=<uC-OS3 tree> -DRB_TREE_UC_CPU=<uC-CPU tree> -DRB_TREE_UC_LIB=<uC-LIB tree>
# None of the three trees has build files: the needed files are compiled IN PLACE from the
# user's trees; no kernel file is copied. Our configuration (os_cfg.h per profile, os_cfg_app.h,
# cpu_cfg.h, lib_cfg.h) is in firmware/adapters/ucos3/config. See docs/kernels.md.
set(_rb_ucos3_port Ports/ARM-Cortex-M/ARMv7-M)
set(_rb_uccpu_port ARM-Cortex-M/ARMv7-M/GNU)

if(RB_RECIPE_PHASE STREQUAL "validate")
  if(RB_BOARD STREQUAL "host")
    rb_fail("RB_KERNEL=ucos3 runs on the Cortex-M3 boards (qemu, gd32f103), not on host")
  endif()
  rb_require_files("uC/OS-III (uC-OS3)" Source/os.h Source/os_core.c Source/os_cfg_app.c
                   ${_rb_ucos3_port}/os_cpu_c.c ${_rb_ucos3_port}/GNU/os_cpu.h
                   ${_rb_ucos3_port}/GNU/os_cpu_a.S)
  rb_require_tree(RB_TREE_UC_CPU uC-CPU cpu_core.c cpu_core.h cpu_def.h ${_rb_uccpu_port}/cpu.h)
  if(NOT EXISTS "${RB_TREE_UC_CPU}/${_rb_uccpu_port}/cpu_a.s" AND
     NOT EXISTS "${RB_TREE_UC_CPU}/${_rb_uccpu_port}/cpu_a.S")
    rb_fail("RB_TREE_UC_CPU=${RB_TREE_UC_CPU} is not a uC-CPU tree with the ARMv7-M GNU port "
            "(no ${_rb_uccpu_port}/cpu_a.s)")
  endif()
  rb_require_tree(RB_TREE_UC_LIB uC-LIB lib_def.h lib_mem.h lib_str.h)
  # The version: os.h of v3.08.01 says OS_VERSION 30800u (it does not count the last part), so
  # the directory name of a registered tree (<cache>/ucos3/<version>) is preferred when it looks
  # like a version; otherwise OS_VERSION (3.08.00 for 30800u).
  rb_read_version(_rb_osv Source/os.h OS_VERSION)
  math(EXPR _rb_maj "${_rb_osv} / 10000")
  math(EXPR _rb_min "(${_rb_osv} / 100) % 100")
  math(EXPR _rb_pat "${_rb_osv} % 100")
  if(_rb_min LESS 10)
    set(_rb_min "0${_rb_min}")
  endif()
  if(_rb_pat LESS 10)
    set(_rb_pat "0${_rb_pat}")
  endif()
  get_filename_component(_rb_dirname "${RB_KERNEL_DIR}" NAME)
  if(_rb_dirname MATCHES "^v?(${_rb_maj}\\.${_rb_min}\\.[0-9]+)$")
    set(RB_KERNEL_VERSION "${CMAKE_MATCH_1}")
  else()
    set(RB_KERNEL_VERSION "${_rb_maj}.${_rb_min}.${_rb_pat}")
  endif()
  if(NOT _rb_maj EQUAL 3 OR _rb_min LESS 8)
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR} is uC/OS-III ${RB_KERNEL_VERSION}: the adapter "
            "needs v3.08 or later (os_cfg.h keys of v3.08)")
  endif()
  if(NOT IS_DIRECTORY "${CMAKE_CURRENT_LIST_DIR}/../adapters/ucos3/config/${RB_PROFILE}")
    rb_fail("RB_PROFILE=${RB_PROFILE}: uC/OS-III has the profiles default and minimal")
  endif()
  return()
endif()

# ---- build phase ----
enable_language(ASM)
set(_rb_k ${RB_KERNEL_DIR})
set(_rb_cfg ${CMAKE_CURRENT_SOURCE_DIR}/adapters/ucos3/config)
set(_rb_ucos3_src "")
foreach(_f os_cfg_app os_core os_dbg os_flag os_mem os_msg os_mutex os_prio os_q os_sem os_stat
           os_task os_tick os_time os_tmr os_var)
  list(APPEND _rb_ucos3_src ${_rb_k}/Source/${_f}.c)
endforeach()
list(APPEND _rb_ucos3_src ${_rb_k}/${_rb_ucos3_port}/os_cpu_c.c
     ${_rb_k}/${_rb_ucos3_port}/GNU/os_cpu_a.S ${RB_TREE_UC_CPU}/cpu_core.c)
if(EXISTS "${RB_TREE_UC_CPU}/${_rb_uccpu_port}/cpu_a.S")
  set(_rb_cpu_a ${RB_TREE_UC_CPU}/${_rb_uccpu_port}/cpu_a.S)
else()
  set(_rb_cpu_a ${RB_TREE_UC_CPU}/${_rb_uccpu_port}/cpu_a.s)
endif()
list(APPEND _rb_ucos3_src ${_rb_cpu_a})
# The assembly files get the same architecture and debug flags as the C files (RB_CFLAGS_ALL
# minus the C-only -std=): os_cpu_a.S is preprocessed (it tests __VFP_FP__), cpu_a.s is not.
string(REPLACE "-std=c99" "" _rb_asm_flags "${RB_CFLAGS_ALL}")
separate_arguments(_rb_asm_flags UNIX_COMMAND "${_rb_asm_flags}")
# Clang's driver warns that the C flags (-D, -isystem, -ffunction-sections) go unused on
# uC-CPU's cpu_a.s, which is not preprocessed (issue 37): silenced on these two files only.
if(CMAKE_ASM_COMPILER_ID MATCHES "Clang")
  list(APPEND _rb_asm_flags -Wno-unused-command-line-argument)
endif()
set_source_files_properties(${_rb_k}/${_rb_ucos3_port}/GNU/os_cpu_a.S ${_rb_cpu_a} PROPERTIES
  COMPILE_OPTIONS "${_rb_asm_flags}")
target_sources(rtosbench_fw PRIVATE ${_rb_ucos3_src})
# The kernel's headers are SYSTEM includes for our files (their own warnings are not ours);
# the kernel's sources are compiled with our flags (CMAKE_C_FLAGS = RB_CFLAGS_ALL) as ours are.
target_include_directories(rtosbench_fw SYSTEM PRIVATE
  ${_rb_cfg}/${RB_PROFILE} # os_cfg.h of the profile
  ${_rb_cfg}               # os_cfg_app.h, cpu_cfg.h, lib_cfg.h, rb_ucos3_os_common.h
  ${_rb_k}/Source ${_rb_k}/${_rb_ucos3_port}/GNU
  ${RB_TREE_UC_CPU} ${RB_TREE_UC_CPU}/${_rb_uccpu_port}
  ${RB_TREE_UC_LIB})
# The vector table (ports/cortex_m3/startup_cm3.c) names the handlers PendSV_Handler and
# SysTick_Handler (weak there); the port's handlers are bound to those names by the linker, so
# no wrapper touches the stack between the exception entry and the port's code.
target_link_options(rtosbench_fw PRIVATE -Wl,--defsym=PendSV_Handler=OS_CPU_PendSVHandler
                    -Wl,--defsym=SysTick_Handler=OS_CPU_SysTickHandler)
# The version for COND kernel_version (the source's OS_VERSION omits the last part).
target_compile_definitions(rtosbench_fw PRIVATE RB_UCOS3_VERSION="${RB_KERNEL_VERSION}")
