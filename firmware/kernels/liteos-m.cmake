# rtosbench firmware: LiteOS-M (OpenHarmony kernel_liteos_m) built in place from the user's tree
# (RB_KERNEL_DIR) and its securec tree (RB_TREE_SECUREC), by this recipe: upstream builds only
# with GN/hb, and its Cortex-M3 port is for Keil's assembler only. Contract:
# firmware/cmake/rb_validate.cmake.
#   validate: check both trees, set RB_KERNEL_VERSION.
#   build:    compile kernel/src/*.c, kernel/src/mm/*.c, utils/*.c, components/signal/los_signal.c,
#             arch/arm/common/los_common_interrupt.c and the Cortex-M4 **gcc** port
#             (arch/arm/cortex-m4/gcc: los_context.c, los_interrupt.c, los_timer.c,
#             los_dispatch.S, los_exc.S) with -mcpu=cortex-m3 -mfloat-abi=soft, and securec's
#             memset_s.c, memcpy_s.c, strncpy_s.c, with our target_config.h of the profile
#             (adapters/liteos-m/config/<profile>/), into an object library linked into
#             rtosbench_fw. The M4 gcc port decides on the FPU at run time (CPACR): on a
#             Cortex-M3 it takes its no-FPU path. Checked on the virtual board, not on silicon
#             (COND kcfg.port). Nothing of either tree is copied. See docs/kernels/liteos-m.md.
set(_rb_los_port arch/arm/cortex-m4/gcc)

if(RB_RECIPE_PHASE STREQUAL "validate")
  rb_require_files("LiteOS-M (kernel_liteos_m)"
    kernel/include/los_config.h kernel/include/los_task.h kernel/src/los_task.c
    kernel/src/los_sched.c kernel/src/mm/los_memory.c kernel/src/mm/los_membox.c
    utils/los_compiler.h components/signal/los_signal.c arch/arm/common/los_common_interrupt.c
    arch/include/los_interrupt.h ${_rb_los_port}/los_dispatch.S ${_rb_los_port}/los_exc.S
    ${_rb_los_port}/los_context.c ${_rb_los_port}/los_interrupt.c ${_rb_los_port}/los_timer.c)
  rb_require_tree(RB_TREE_SECUREC securec include/securec.h
                  src/memset_s.c src/memcpy_s.c src/strncpy_s.c)
  if(RB_BOARD STREQUAL "host")
    rb_fail("RB_KERNEL=liteos-m needs a Cortex-M3 board (qemu or gd32f103)")
  endif()
  if(NOT IS_DIRECTORY "${CMAKE_CURRENT_LIST_DIR}/../adapters/liteos-m/config/${RB_PROFILE}")
    rb_fail("RB_PROFILE=${RB_PROFILE}: LiteOS-M has the profiles default and minimal")
  endif()
  # The tree states no kernel version (bundle.json's "version" is the component's, 3.1.0): the
  # version is the one the tree was registered with, <cache>/liteos-m/<version>, e.g.
  # OpenHarmony-v5.0.0-Release; otherwise "unknown".
  get_filename_component(_rb_los_dirname "${RB_KERNEL_DIR}" NAME)
  if(_rb_los_dirname MATCHES "^(OpenHarmony-)?v?[0-9]+(\\.[0-9]+)+(-[A-Za-z0-9.]+)?$")
    set(RB_KERNEL_VERSION "${_rb_los_dirname}")
  else()
    set(RB_KERNEL_VERSION "unknown")
  endif()
  return()
endif()

# ---- build phase ----
enable_language(ASM) # los_dispatch.S, los_exc.S: their own .arch/.fpu directives (armv7e-m)
set(CMAKE_ASM_FLAGS "${RB_CFLAGS_ALL}")
foreach(_c DEBUG RELEASE RELWITHDEBINFO MINSIZEREL)
  set(CMAKE_ASM_FLAGS_${_c} "")
endforeach()

set(_rb_los ${CMAKE_CURRENT_SOURCE_DIR}/adapters/liteos-m)
set(_rb_k ${RB_KERNEL_DIR})
file(GLOB _rb_los_src ${_rb_k}/kernel/src/*.c ${_rb_k}/kernel/src/mm/*.c ${_rb_k}/utils/*.c)
list(APPEND _rb_los_src
  ${_rb_k}/components/signal/los_signal.c
  ${_rb_k}/arch/arm/common/los_common_interrupt.c
  ${_rb_k}/${_rb_los_port}/los_context.c
  ${_rb_k}/${_rb_los_port}/los_interrupt.c
  ${_rb_k}/${_rb_los_port}/los_timer.c
  ${_rb_k}/${_rb_los_port}/los_dispatch.S
  ${_rb_k}/${_rb_los_port}/los_exc.S
  ${RB_TREE_SECUREC}/src/memset_s.c
  ${RB_TREE_SECUREC}/src/memcpy_s.c
  ${RB_TREE_SECUREC}/src/strncpy_s.c)

add_library(liteos_kernel OBJECT ${_rb_los_src})
# Clang (issue 37): LLVM's assembler refuses the port's two calls "blx <symbol>" in
# los_dispatch.S ("error: invalid instruction ... note: instruction requires: !armv*m": BLX with
# an immediate switches to ARM state, which armv7-M does not have). GNU as accepts them and
# GNU ld writes BL, because the target is a Thumb function: the gcc image calls with BL there.
# Under Clang the preprocessor (the file is .S) reads blx as bl, so the image holds the same BL
# (firmware.liteos-m_clang checks both images). Only where every blx of the file names a
# symbol: a "blx <register>" (valid on armv7-M) would become an invalid "bl <register>".
if(CMAKE_ASM_COMPILER_ID MATCHES "Clang")
  set(_rb_los_dispatch ${_rb_k}/${_rb_los_port}/los_dispatch.S)
  file(STRINGS ${_rb_los_dispatch} _rb_los_blx REGEX "^[ \t]*[bB][lL][xX][ \t]")
  foreach(_l IN LISTS _rb_los_blx)
    if(NOT _l MATCHES "^[ \t]*blx[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*$" OR
       _l MATCHES "^[ \t]*blx[ \t]+([rR][0-9]+|sp|lr|pc|ip)[ \t]*$")
      rb_fail("RB_KERNEL=liteos-m: ${_rb_los_port}/los_dispatch.S has \"${_l}\"; the recipe "
              "builds it with Clang only where every blx calls a symbol (LLVM's assembler "
              "refuses blx <symbol> on armv7-M, and the recipe reads it as bl)")
    endif()
  endforeach()
  set_source_files_properties(${_rb_los_dispatch} PROPERTIES COMPILE_DEFINITIONS blx=bl)
endif()
# los_signal.h names siginfo_t (POSIX <signal.h>), which -std=c99 hides.
set_source_files_properties(${_rb_k}/components/signal/los_signal.c PROPERTIES
  COMPILE_DEFINITIONS _POSIX_C_SOURCE=200809L)
# Include directories: target_config.h of the profile (and rb_los_common.h), rb_los_cmsis.h (the
# CMSIS-Core names the port takes from a device header, ours), rb_build_info.h, the tree's.
set(_rb_los_inc
  ${_rb_los}/config/${RB_PROFILE}
  ${_rb_los}/config
  ${_rb_los}/port
  ${CMAKE_BINARY_DIR}/gen
  ${_rb_k}/kernel/include
  ${_rb_k}/utils
  ${_rb_k}/arch/include
  ${_rb_k}/arch/arm/common
  ${_rb_k}/${_rb_los_port}
  ${_rb_k}/components/signal
  ${RB_TREE_SECUREC}/include)
target_include_directories(liteos_kernel SYSTEM PUBLIC ${_rb_los_inc})
target_compile_definitions(liteos_kernel PUBLIC
  RB_LOS_KERNEL_VERSION="${RB_KERNEL_VERSION}" RB_LOS_PROFILE="${RB_PROFILE}")
target_link_libraries(rtosbench_fw PRIVATE liteos_kernel)
# The vector table (ports/cortex_m3/startup_cm3.c) names the handlers PendSV_Handler and
# SysTick_Handler (weak there). With LOSCFG_USE_SYSTEM_DEFINED_INTERRUPT 0 the kernel asks for
# them to be HalPendSV and OsTickHandler (kernel/include/los_config.h): bound by the linker, so
# no wrapper of ours runs between the exception entry and the kernel's code.
target_link_options(rtosbench_fw PRIVATE -Wl,--defsym=PendSV_Handler=HalPendSV
                    -Wl,--defsym=SysTick_Handler=OsTickHandler)
