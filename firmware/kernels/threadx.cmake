# rtosbench firmware: Eclipse ThreadX (formerly Azure RTOS ThreadX), built by its OWN
# CMakeLists.txt from the user's tree (RB_KERNEL_DIR) with THREADX_ARCH=cortex_m3,
# THREADX_TOOLCHAIN=gnu and TX_USER_FILE = our adapters/threadx/config/<profile>/tx_user.h.
# We list no kernel source. What the kernel needs from the board (tx_initialize_low_level, the
# SysTick handler) is in adapters/threadx/; the port's tx_thread_schedule.S defines
# PendSV_Handler itself, the name our vector table uses. See docs/kernels.md.
# Included twice (firmware/cmake/rb_validate.cmake): RB_RECIPE_PHASE validate, then build.
if(RB_RECIPE_PHASE STREQUAL "validate")
  rb_require_files("ThreadX" CMakeLists.txt common/CMakeLists.txt common/inc/tx_api.h
                   common/src/tx_thread_create.c ports/cortex_m3/gnu/CMakeLists.txt
                   ports/cortex_m3/gnu/inc/tx_port.h ports/cortex_m3/gnu/src/tx_thread_schedule.S)
  rb_read_version(RB_KERNEL_VERSION common/inc/tx_api.h THREADX_MAJOR_VERSION
                  THREADX_MINOR_VERSION THREADX_PATCH_VERSION)
  # The Cortex-M3 port names its context-switch handler PendSV_Handler since 6.1.7 (before, only
  # __tx_PendSVHandler, to be placed in the application's own vector table).
  file(STRINGS "${RB_KERNEL_DIR}/ports/cortex_m3/gnu/src/tx_thread_schedule.S" _pendsv
       REGEX "global[ \t]+PendSV_Handler")
  if(NOT _pendsv)
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR}: ThreadX ${RB_KERNEL_VERSION}'s cortex_m3/gnu port "
            "does not define PendSV_Handler (ThreadX 6.1.7 or later is needed)")
  endif()
  if(NOT RB_BOARD MATCHES "^(qemu|gd32f103)$")
    rb_fail("RB_KERNEL=threadx runs on RB_BOARD=qemu or gd32f103 (its cortex_m3 port)")
  endif()
  return()
endif()

# ---- build phase (after add_executable(rtosbench_fw)) ----
# The port's .S files get exactly our flags (RB_CFLAGS_ALL: -mcpu=cortex-m3 -mthumb, RB_OPT, ...),
# as the C files do through CMAKE_C_FLAGS.
enable_language(ASM)
set(CMAKE_ASM_FLAGS "${RB_CFLAGS_ALL}")
foreach(_c DEBUG RELEASE RELWITHDEBINFO MINSIZEREL)
  set(CMAKE_ASM_FLAGS_${_c} "")
endforeach()

set(_rb_tx ${CMAKE_CURRENT_SOURCE_DIR}/adapters/threadx)
set(THREADX_ARCH cortex_m3)
set(THREADX_TOOLCHAIN gnu)
set(TX_USER_FILE ${_rb_tx}/config/${RB_PROFILE}/tx_user.h)
# ThreadX 6.1.9 asks for cmake_minimum_required(3.0.0); CMake 4 needs at least 3.5 stated.
set(CMAKE_POLICY_VERSION_MINIMUM 3.5)
add_subdirectory(${RB_KERNEL_DIR} ${CMAKE_BINARY_DIR}/threadx EXCLUDE_FROM_ALL)
if(NOT TARGET threadx)
  message(FATAL_ERROR "rtosbench firmware: ${RB_KERNEL_DIR}/CMakeLists.txt did not define the "
                      "threadx target")
endif()
# tx_user.h includes rb_tx_common.h (config/).
# ... and rb_kernel_config.h (gen/: the experiment's kernel_config overrides).
target_include_directories(threadx SYSTEM PUBLIC ${_rb_tx}/config ${CMAKE_BINARY_DIR}/gen)
# tx_user.h is copied at configure time (configure_file): reconfigure when ours changes.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${TX_USER_FILE}
             ${_rb_tx}/config/rb_tx_common.h)
target_link_libraries(rtosbench_fw PRIVATE threadx)
