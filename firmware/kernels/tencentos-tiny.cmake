# rtosbench firmware: TencentOS tiny built in place from the user's tree (RB_KERNEL_DIR), by this
# recipe (the tree has only Makefiles for its own boards). Contract: firmware/cmake/rb_validate.cmake.
#   validate: check the tree, set RB_KERNEL_VERSION.
#   build:    compile kernel/core/*.c, kernel/pm/*.c, arch/arm/arm-v7m/common/*.c and the
#             Cortex-M3 GCC port (port_c.c, port_s.S) of the tree, with our tos_config.h of the
#             profile (adapters/tencentos-tiny/config/<profile>/), into an object library linked
#             into rtosbench_fw. Nothing of the tree is copied. See docs/kernels.md.
set(_rb_tos_port arch/arm/arm-v7m/cortex-m3/gcc)

if(RB_RECIPE_PHASE STREQUAL "validate")
  rb_require_files("TencentOS tiny"
    kernel/core/include/tos_k.h kernel/core/include/tos_version.h
    kernel/core/include/tos_config_default.h kernel/core/tos_task.c kernel/core/tos_sched.c
    kernel/core/tos_mail_queue.c kernel/core/tos_mmheap.c kernel/pm/include/tos_pm.h
    arch/arm/arm-v7m/common/tos_cpu.c arch/arm/arm-v7m/common/include/tos_cpu.h
    ${_rb_tos_port}/port_c.c ${_rb_tos_port}/port_s.S ${_rb_tos_port}/port_config.h)
  if(RB_BOARD STREQUAL "host")
    rb_fail("RB_KERNEL=tencentos-tiny needs a Cortex-M3 board (qemu or gd32f103)")
  endif()
  # The version the tree states (TOS_VERSION in tos_version.h; v2.4.5 still says 2.4.3) and the
  # version of the registered tree: the kernel cache stores a tree as <cache>/<id>/<version>, so
  # a directory named like a version is the tag the tree was registered with. That one wins; the
  # header's is reported as well (COND kcfg.tos_version_h).
  rb_read_version(RB_TOS_VERSION_H kernel/core/include/tos_version.h TOS_VERSION)
  get_filename_component(_rb_tos_dirname "${RB_KERNEL_DIR}" NAME)
  if(_rb_tos_dirname MATCHES "^v?([0-9]+(\\.[0-9]+)+)$")
    set(RB_KERNEL_VERSION "${CMAKE_MATCH_1}")
  else()
    set(RB_KERNEL_VERSION "${RB_TOS_VERSION_H}")
  endif()
  return()
endif()

# ---- build phase ----
enable_language(ASM) # port_s.S: CMAKE_ASM_FLAGS below carry -mcpu=cortex-m3 -mthumb
set(CMAKE_ASM_FLAGS "${RB_CFLAGS_ALL}")
foreach(_c DEBUG RELEASE RELWITHDEBINFO MINSIZEREL)
  set(CMAKE_ASM_FLAGS_${_c} "")
endforeach()

set(_rb_tos ${CMAKE_CURRENT_SOURCE_DIR}/adapters/tencentos-tiny)
file(GLOB _rb_tos_src
  ${RB_KERNEL_DIR}/kernel/core/*.c
  ${RB_KERNEL_DIR}/kernel/pm/*.c
  ${RB_KERNEL_DIR}/arch/arm/arm-v7m/common/*.c)
list(APPEND _rb_tos_src ${RB_KERNEL_DIR}/${_rb_tos_port}/port_c.c
     ${RB_KERNEL_DIR}/${_rb_tos_port}/port_s.S)

add_library(tencentos_kernel OBJECT ${_rb_tos_src})
# Include directories of the tree and ours: tos_config.h of the profile (and rb_tos_common.h),
# rb_build_info.h (RB_SYSTICK_HZ), and port/core_cm3.h: the few CMSIS-Core definitions
# port_c.c takes from "core_cm3.h" (SysTick_Config, NVIC_SetPriority, NVIC_SystemReset),
# written by us, since the tree has no CMSIS.
set(_rb_tos_inc
  ${_rb_tos}/config/${RB_PROFILE}
  ${_rb_tos}/config
  ${_rb_tos}/port
  ${CMAKE_BINARY_DIR}/gen
  ${RB_KERNEL_DIR}/kernel/core/include
  ${RB_KERNEL_DIR}/kernel/pm/include
  ${RB_KERNEL_DIR}/arch/arm/arm-v7m/common/include
  ${RB_KERNEL_DIR}/${_rb_tos_port})
target_include_directories(tencentos_kernel PUBLIC ${_rb_tos_inc})
target_compile_definitions(tencentos_kernel PUBLIC
  RB_TOS_KERNEL_VERSION="${RB_KERNEL_VERSION}" RB_TOS_PROFILE="${RB_PROFILE}")
target_link_libraries(rtosbench_fw PRIVATE tencentos_kernel)
