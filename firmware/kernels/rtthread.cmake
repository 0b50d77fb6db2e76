# rtosbench firmware: RT-Thread 5.x (the full system; tested 5.0.1) compiled in place from the
# user's tree (RB_KERNEL_DIR), a recipe of ours: RT-Thread's own build (SCons + Kconfig) is per
# board. The kernel (src/, uniprocessor scheduler) and the Cortex-M3 port; the adapter is shared
# with Nano (adapters/rtthread/); the configuration is ours, key by key, per profile
# (adapters/rtthread/config/<profile>/rtconfig.h). See rb_validate.cmake and docs/kernels.md.
if(RB_RECIPE_PHASE STREQUAL "validate")
  rb_require_files("RT-Thread" include/rtthread.h include/rtdef.h include/rthw.h
                   src/thread.c src/scheduler_up.c src/ipc.c src/mem.c src/components.c
                   src/device.c libcpu/arm/cortex-m3/cpuport.c libcpu/arm/cortex-m3/context_gcc.S
                   libcpu/arm/common/atomic_arm.c)
  rb_read_version(RB_KERNEL_VERSION include/rtdef.h RT_VERSION_MAJOR RT_VERSION_MINOR
                  RT_VERSION_PATCH)
  if(NOT RB_KERNEL_VERSION MATCHES "^5\\.0\\.")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR} is RT-Thread ${RB_KERNEL_VERSION}; the rtthread recipe "
            "builds RT-Thread 5.0.x (tested: 5.0.1; 5.1 renamed RT_DEBUG and the object names)")
  endif()
  return()
endif()

# Build phase: the uniprocessor kernel (scheduler_up.c, not scheduler_mp.c; cpu.c and signal.c
# are for SMP and signals, both off), the device object (RT_USING_DEVICE in the default
# profile; empty otherwise), the Cortex-M3 port and the ARM atomics (RT_USING_HW_ATOMIC, which
# the architecture selects). components/ (FinSH, drivers, libc) is not compiled.
set(_rb_rt_src
  src/clock.c src/components.c src/device.c src/idle.c src/ipc.c src/irq.c src/kservice.c
  src/mem.c src/mempool.c src/object.c src/scheduler_up.c src/thread.c src/timer.c
  libcpu/arm/cortex-m3/cpuport.c libcpu/arm/cortex-m3/context_gcc.S
  libcpu/arm/common/atomic_arm.c)
include(${CMAKE_CURRENT_LIST_DIR}/rtthread_shared.cmake)
