# rtosbench firmware: RT-Thread Nano (3.1.x) compiled in place from the user's tree (RB_KERNEL_DIR),
# a recipe of ours: Nano has no build system of its own (Keil/IAR projects only). The adapter is
# shared with RT-Thread 5 (adapters/rtthread/); the configuration is ours, key by key, per
# profile (adapters/rtthread-nano/config/<profile>/rtconfig.h). See rb_validate.cmake for the two
# phases and docs/kernels.md.
if(RB_RECIPE_PHASE STREQUAL "validate")
  rb_require_files("RT-Thread Nano" include/rtthread.h include/rtdef.h include/rthw.h
                   src/thread.c src/scheduler.c src/ipc.c src/mem.c src/components.c
                   libcpu/arm/cortex-m3/cpuport.c libcpu/arm/cortex-m3/context_gcc.S)
  if(EXISTS "${RB_KERNEL_DIR}/src/scheduler_up.c")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR} is a full RT-Thread tree (src/scheduler_up.c), not "
            "Nano: use RB_KERNEL=rtthread")
  endif()
  rb_read_version(RB_KERNEL_VERSION include/rtdef.h RT_VERSION RT_SUBVERSION RT_REVISION)
  if(NOT RB_KERNEL_VERSION MATCHES "^3\\.")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR} is RT-Thread ${RB_KERNEL_VERSION}; the rtthread-nano "
            "recipe builds Nano 3.x (tested: 3.1.5)")
  endif()
  return()
endif()

# Build phase. The kernel (src/) and the Cortex-M3 port; components/ (device, FinSH) are not
# used by Nano's template configuration and are not compiled.
set(_rb_rt_src
  src/clock.c src/components.c src/idle.c src/ipc.c src/irq.c src/kservice.c src/mem.c
  src/mempool.c src/object.c src/scheduler.c src/thread.c src/timer.c
  libcpu/arm/cortex-m3/cpuport.c libcpu/arm/cortex-m3/context_gcc.S)
include(${CMAKE_CURRENT_LIST_DIR}/rtthread_shared.cmake)
