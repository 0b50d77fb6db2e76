# rtosbench firmware: the build phase shared by the two RT-Thread recipes (rtthread-nano.cmake,
# rtthread.cmake), not a kernel of its own. Input: _rb_rt_src (kernel files, relative to
# RB_KERNEL_DIR). Compiles them IN PLACE from the user's tree into the static library
# rtthread_kernel with our rtconfig.h (adapters/${RB_KERNEL}/config/${RB_PROFILE}/) and the shared
# keys (adapters/rtthread/config/rb_rtthread_common.h), adds the one adapter of both kernels
# (adapters/rtthread/*.c) to rtosbench_fw and links the kernel in. Our flags (RB_CFLAGS_ALL,
# the global CMAKE_C_FLAGS) apply to the kernel's C files and, as CMAKE_ASM_FLAGS, to its
# context_gcc.S.
enable_language(ASM)
set(CMAKE_ASM_FLAGS "${RB_CFLAGS_ALL}")

set(_rb_rt_adapter ${CMAKE_CURRENT_SOURCE_DIR}/adapters/rtthread)
set(_rb_rt_cfg ${CMAKE_CURRENT_SOURCE_DIR}/adapters/${RB_KERNEL}/config/${RB_PROFILE})
if(NOT EXISTS "${_rb_rt_cfg}/rtconfig.h")
  rb_fail("no rtconfig.h for RB_KERNEL=${RB_KERNEL} profile ${RB_PROFILE} (${_rb_rt_cfg})")
endif()

set(_rb_rt_files "")
foreach(_f ${_rb_rt_src})
  list(APPEND _rb_rt_files "${RB_KERNEL_DIR}/${_f}")
endforeach()
add_library(rtthread_kernel STATIC ${_rb_rt_files})
set(_rb_rt_inc ${_rb_rt_cfg} ${_rb_rt_adapter}/config ${CMAKE_BINARY_DIR}/gen
    ${RB_KERNEL_DIR}/include)
target_include_directories(rtthread_kernel PUBLIC ${_rb_rt_inc})
target_compile_definitions(rtthread_kernel PUBLIC RB_RT_KERNEL_ID="${RB_KERNEL}")

file(GLOB _rb_rt_adapter_src CONFIGURE_DEPENDS ${_rb_rt_adapter}/*.c)
target_sources(rtosbench_fw PRIVATE ${_rb_rt_adapter_src})
target_include_directories(rtosbench_fw PRIVATE ${_rb_rt_adapter})
# The kernel's headers as system headers in our files: their own warnings are not ours.
target_include_directories(rtosbench_fw SYSTEM PRIVATE ${RB_KERNEL_DIR}/include)
target_link_libraries(rtosbench_fw PRIVATE rtthread_kernel)
