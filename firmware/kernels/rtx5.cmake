# rtosbench firmware: Keil RTX5 (CMSIS-RTOS2) from a CMSIS_5 tree (RB_KERNEL_DIR = the CMSIS_5
# root, holding CMSIS/Core/Include and CMSIS/RTOS2). The tree has no build files usable here, so
# this recipe compiles its RTX sources IN PLACE (nothing is copied) with our configuration:
#   CMSIS/RTOS2/RTX/Source/rtx_*.c, CMSIS/RTOS2/RTX/Source/GCC/irq_armv7m.S (Cortex-M3),
#   CMSIS/RTOS2/Source/os_systick.c (the OS tick on SysTick),
# with adapters/rtx5/config/<profile>/RTX_Config.h, config/RTE_Components.h and our device header
# config/rb_rtx5_device.h. The tree's Config/RTX_Config.c (a template to copy: weak
# osRtxIdleThread/osRtxErrorNotify) is not compiled; the adapter defines both.
# Included twice (rb_validate.cmake): RB_RECIPE_PHASE=validate before project(), =build after
# add_executable(rtosbench_fw). See docs/kernels.md.
set(_rb_rtx "CMSIS/RTOS2/RTX")
if(RB_RECIPE_PHASE STREQUAL "validate")
  rb_require_files("CMSIS_5 (Keil RTX5)"
    CMSIS/Core/Include/core_cm3.h CMSIS/Core/Include/cmsis_gcc.h
    CMSIS/RTOS2/Include/cmsis_os2.h CMSIS/RTOS2/Include/os_tick.h
    CMSIS/RTOS2/Source/os_systick.c
    ${_rb_rtx}/Include/rtx_os.h ${_rb_rtx}/Source/rtx_lib.c ${_rb_rtx}/Source/rtx_thread.c
    ${_rb_rtx}/Source/rtx_kernel.c ${_rb_rtx}/Source/GCC/irq_armv7m.S)
  if(RB_BOARD STREQUAL "host")
    rb_fail("RB_KERNEL=rtx5 needs a Cortex-M board (qemu or gd32f103)")
  endif()
  # RTX's own kernel version: osRtxVersionKernel (e.g. 50050004 = 5.5.4) in rtx_os.h.
  file(STRINGS "${RB_KERNEL_DIR}/${_rb_rtx}/Include/rtx_os.h" _l
       REGEX "define[ \t]+osRtxVersionKernel[ \t]")
  if(NOT _l MATCHES "osRtxVersionKernel[ \t]+([0-9]+)")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR}: ${_rb_rtx}/Include/rtx_os.h does not define "
            "osRtxVersionKernel")
  endif()
  set(RB_RTX5_VERSION_NUM ${CMAKE_MATCH_1})
  math(EXPR _maj "${RB_RTX5_VERSION_NUM} / 10000000")
  math(EXPR _min "(${RB_RTX5_VERSION_NUM} / 10000) % 1000")
  math(EXPR _pat "${RB_RTX5_VERSION_NUM} % 10000")
  if(_maj LESS 5)
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR} holds RTX ${_maj}.${_min}.${_pat}: RTX5 "
            "(CMSIS-RTOS2, CMSIS_5 5.x) is needed")
  endif()
  set(RB_KERNEL_VERSION "${_maj}.${_min}.${_pat}")
  # The CMSIS release the tree comes from: the pack the tree's RTX library project names
  # (<PackID>ARM.CMSIS.x.y.z</PackID>); "unknown" when the tree does not carry that project.
  set(RB_RTX5_CMSIS "unknown")
  set(_p "${RB_KERNEL_DIR}/${_rb_rtx}/Library/GCC/MDK/RTX_CM.uvprojx")
  if(EXISTS "${_p}")
    file(STRINGS "${_p}" _l REGEX "<PackID>ARM\\.CMSIS\\.[0-9.]+</PackID>" LIMIT_COUNT 1)
    if(_l MATCHES "ARM\\.CMSIS\\.([0-9.]+)</PackID>")
      set(RB_RTX5_CMSIS "${CMAKE_MATCH_1}")
    endif()
  endif()
  return()
endif()

# ---- build phase ----
enable_language(ASM)
set(_rb_rtxa ${CMAKE_CURRENT_SOURCE_DIR}/adapters/rtx5)
set(_rb_k ${RB_KERNEL_DIR})
file(GLOB _rb_rtx_src ${_rb_k}/${_rb_rtx}/Source/rtx_*.c)
add_library(rb_rtx5 STATIC ${_rb_rtx_src} ${_rb_k}/${_rb_rtx}/Source/GCC/irq_armv7m.S
                           ${_rb_k}/CMSIS/RTOS2/Source/os_systick.c)
# Our flags on the kernel too (CMAKE_C_FLAGS = RB_CFLAGS_ALL); the assembler gets the target
# flags of RB_CFLAGS_ALL that apply to it (-std= is C only).
string(REPLACE "-std=c99" "" _rb_asm_flags "${RB_CFLAGS_ALL}")
set_source_files_properties(${_rb_k}/${_rb_rtx}/Source/GCC/irq_armv7m.S PROPERTIES
                            COMPILE_FLAGS "${_rb_asm_flags}")
set(_rb_rtx_inc
  ${_rb_rtxa}/config/${RB_PROFILE} # RTX_Config.h of the profile
  ${_rb_rtxa}/config               # RTE_Components.h, rb_rtx5_device.h, rb_rtx5_common.h
  ${CMAKE_BINARY_DIR}/gen          # rb_build_info.h
  ${_rb_k}/CMSIS/Core/Include ${_rb_k}/CMSIS/RTOS2/Include ${_rb_k}/${_rb_rtx}/Include)
target_include_directories(rb_rtx5 PRIVATE ${_rb_rtx_inc} ${_rb_k}/${_rb_rtx}/Source)
target_include_directories(rtosbench_fw SYSTEM PRIVATE ${_rb_rtx_inc})
target_compile_definitions(rtosbench_fw PRIVATE RB_RTX5_VERSION_STR="${RB_KERNEL_VERSION}"
  RB_RTX5_VERSION_NUM=${RB_RTX5_VERSION_NUM} RB_RTX5_CMSIS="${RB_RTX5_CMSIS}")
# RTX's handlers (SVC_Handler, PendSV_Handler, SysTick_Handler in irq_armv7m.S) override the
# weak entries of ports/cortex_m3/startup_cm3.c by name; --whole-archive keeps them linked
# (nothing references them but the vector table's weak aliases).
target_link_libraries(rtosbench_fw PRIVATE -Wl,--whole-archive rb_rtx5 -Wl,--no-whole-archive)
