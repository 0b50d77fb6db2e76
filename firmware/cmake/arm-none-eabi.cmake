# rtosbench firmware: arm-none-eabi cross toolchain (chosen by firmware/CMakeLists.txt for every
# board except host). Flags are not set here: the firmware build sets the exact flag string it
# reports in COND cflags.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
find_program(RB_ARM_GCC arm-none-eabi-gcc)
if(NOT RB_ARM_GCC)
  message(FATAL_ERROR "rtosbench firmware: arm-none-eabi-gcc not found (Debian: apt install "
                      "gcc-arm-none-eabi libnewlib-arm-none-eabi)")
endif()
set(CMAKE_C_COMPILER ${RB_ARM_GCC})
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
find_program(RB_SIZE_TOOL arm-none-eabi-size)
# Archives of LTO objects (-flto, RB_LTO=on) need the LTO plugin's symbol index: gcc-ar.
find_program(RB_ARM_GCC_AR arm-none-eabi-gcc-ar)
find_program(RB_ARM_GCC_RANLIB arm-none-eabi-gcc-ranlib)
if(RB_ARM_GCC_AR AND RB_ARM_GCC_RANLIB)
  set(CMAKE_AR ${RB_ARM_GCC_AR})
  set(CMAKE_RANLIB ${RB_ARM_GCC_RANLIB})
endif()
# Read by firmware/CMakeLists.txt: flags this compiler needs beside ours (none), and the link.
set(RB_TOOLCHAIN_ARCH_FLAGS "")
set(RB_TOOLCHAIN_LINK_OPTIONS -nostartfiles --specs=nano.specs --specs=nosys.specs)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
