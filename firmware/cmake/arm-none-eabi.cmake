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
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
