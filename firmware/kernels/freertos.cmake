# rtosbench firmware: FreeRTOS-Kernel (V10.5.0 or later) built by its OWN CMakeLists.txt from the
# user's tree (RB_KERNEL_DIR). We list no kernel source: we provide the freertos_config target
# (our FreeRTOSConfig.h profile), choose the port and the heap, and link the kernel's
# freertos_kernel target. See docs/kernels/freertos.md.
# Included twice (firmware/cmake/rb_validate.cmake), as every recipe: RB_RECIPE_PHASE validate
# (before project(); RB_KERNEL_DIR is set and exists), then build (after add_executable).
if(RB_RECIPE_PHASE STREQUAL "validate")
  rb_require_files("FreeRTOS-Kernel" tasks.c include/task.h)
  # The version as the kernel states it (tskKERNEL_VERSION_NUMBER, also reported in COND).
  rb_read_version(RB_KERNEL_VERSION include/task.h tskKERNEL_VERSION_NUMBER)
  if(NOT EXISTS "${RB_KERNEL_DIR}/CMakeLists.txt")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR} is FreeRTOS ${RB_KERNEL_VERSION} without its own "
            "CMakeLists.txt (added in V10.5.0): build it through the external-build path "
            "(docs/kernels/freertos.md) or use FreeRTOS-Kernel V10.5.0 or later")
  endif()
  if(NOT EXISTS "${RB_KERNEL_DIR}/portable/GCC/ARM_CM3/port.c")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR} has no portable/GCC/ARM_CM3 port")
  endif()
  return()
endif()

# ---- build phase (after add_executable(rtosbench_fw)) ----
set(_rb_fr ${CMAKE_CURRENT_SOURCE_DIR}/adapters/freertos)
set(RB_FREERTOS_HEAP_NUM 4)

add_library(freertos_config INTERFACE)
target_include_directories(freertos_config SYSTEM INTERFACE
  ${_rb_fr}/config/${RB_PROFILE} # FreeRTOSConfig.h of the profile
  ${_rb_fr}/config               # rb_freertos_common.h
  ${CMAKE_BINARY_DIR}/gen)       # rb_build_info.h (RB_SYSTICK_HZ)
target_compile_definitions(freertos_config INTERFACE RB_FREERTOS_HEAP=${RB_FREERTOS_HEAP_NUM})

set(FREERTOS_PORT GCC_ARM_CM3 CACHE STRING "FreeRTOS port (set by rtosbench)" FORCE)
set(FREERTOS_HEAP ${RB_FREERTOS_HEAP_NUM} CACHE STRING "FreeRTOS heap (set by rtosbench)" FORCE)

# The kernel's own build adds its warning options (V10.6: -Wpedantic -Werror) in its directory
# only; our flags (RB_CFLAGS_ALL) apply to it as to everything else, so COND cflags is true for
# the kernel too.
add_subdirectory(${RB_KERNEL_DIR} ${CMAKE_BINARY_DIR}/freertos-kernel EXCLUDE_FROM_ALL)
if(NOT TARGET freertos_kernel)
  message(FATAL_ERROR "rtosbench firmware: ${RB_KERNEL_DIR}/CMakeLists.txt did not define the "
                      "freertos_kernel target (FreeRTOS-Kernel V10.5.0 or later is needed)")
endif()
target_link_libraries(rtosbench_fw PRIVATE freertos_kernel freertos_config)
