# rtosbench firmware: Clang/LLVM cross toolchain for the Cortex-M3 boards (RB_TOOLCHAIN=clang,
# issue 37; chosen by firmware/CMakeLists.txt). Debian 12: clang 14 and lld 14 (the ARM backend
# is in Debian's clang), with newlib's headers and libraries of gcc-arm-none-eabi /
# libnewlib-arm-none-eabi, found by asking arm-none-eabi-gcc where they are (no path is written
# here). Flags are not set here: the firmware build sets the exact flag string it reports in
# COND cflags, the same for both compilers (thumbv7m-none-eabi is soft-float, as is
# arm-none-eabi-gcc's cortex-m3 multilib), so flags never tell the compilers apart.
#
# The link: ld.lld through the clang driver. Clang 14's bare-metal driver refuses LLVM bitcode
# at the link ("unable to pass LLVM bit-code files to linker"), so the LINK step only names a
# GNU ARM target (--target=armv7m-none-linux-gnueabi), which hands the objects (or, with -flto,
# the bitcode) to ld.lld; -nostdlib -static keep every host library out, and newlib-nano,
# libnosys and libgcc of the same multilib as arm-none-eabi-gcc's (thumb/v7-m/nofp) are named by
# their full paths.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
find_program(RB_CLANG NAMES clang-14 clang)
find_program(RB_LLD NAMES ld.lld-14 ld.lld)
find_program(RB_ARM_GCC arm-none-eabi-gcc)
if(NOT RB_CLANG OR NOT RB_LLD)
  message(FATAL_ERROR "rtosbench firmware: RB_TOOLCHAIN=clang needs clang and ld.lld (Debian: "
                      "apt install clang lld)")
endif()
if(NOT RB_ARM_GCC)
  message(FATAL_ERROR "rtosbench firmware: RB_TOOLCHAIN=clang takes newlib from "
                      "arm-none-eabi-gcc, which is not found (Debian: apt install "
                      "gcc-arm-none-eabi libnewlib-arm-none-eabi)")
endif()
set(_rb_mflags -mcpu=cortex-m3 -mthumb -mfloat-abi=soft)
execute_process(COMMAND ${RB_ARM_GCC} ${_rb_mflags} -print-file-name=libc_nano.a
                OUTPUT_VARIABLE _rb_libc OUTPUT_STRIP_TRAILING_WHITESPACE)
execute_process(COMMAND ${RB_ARM_GCC} ${_rb_mflags} -print-file-name=libnosys.a
                OUTPUT_VARIABLE _rb_nosys OUTPUT_STRIP_TRAILING_WHITESPACE)
execute_process(COMMAND ${RB_ARM_GCC} ${_rb_mflags} -print-libgcc-file-name
                OUTPUT_VARIABLE _rb_libgcc OUTPUT_STRIP_TRAILING_WHITESPACE)
# The sysroot (include/ and lib/): the directory above lib/ of the multilib-less libc.a.
execute_process(COMMAND ${RB_ARM_GCC} -print-file-name=libc.a
                OUTPUT_VARIABLE _rb_libc0 OUTPUT_STRIP_TRAILING_WHITESPACE)
get_filename_component(_rb_sysroot "${_rb_libc0}/../.." ABSOLUTE)
foreach(_f "${_rb_libc}" "${_rb_nosys}" "${_rb_libgcc}" "${_rb_sysroot}/include/stdio.h")
  if(NOT IS_ABSOLUTE "${_f}" OR NOT EXISTS "${_f}")
    message(FATAL_ERROR "rtosbench firmware: RB_TOOLCHAIN=clang: newlib of arm-none-eabi-gcc "
                        "not found (${_f}; Debian: apt install libnewlib-arm-none-eabi)")
  endif()
endforeach()

set(CMAKE_C_COMPILER ${RB_CLANG})
set(CMAKE_ASM_COMPILER ${RB_CLANG})
set(CMAKE_C_COMPILER_TARGET thumbv7m-none-eabi)
set(CMAKE_ASM_COMPILER_TARGET thumbv7m-none-eabi)
set(CMAKE_SYSROOT "${_rb_sysroot}")
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
# Archives of LLVM bitcode (-flto) need LLVM's ar and its symbol index.
find_program(RB_LLVM_AR NAMES llvm-ar-14 llvm-ar)
find_program(RB_LLVM_RANLIB NAMES llvm-ranlib-14 llvm-ranlib)
if(RB_LLVM_AR AND RB_LLVM_RANLIB)
  set(CMAKE_AR ${RB_LLVM_AR})
  set(CMAKE_RANLIB ${RB_LLVM_RANLIB})
endif()
find_program(RB_SIZE_TOOL arm-none-eabi-size)
# Read by firmware/CMakeLists.txt: flags Clang needs beside ours, and the link of rtosbench_fw.
set(RB_TOOLCHAIN_ARCH_FLAGS "") # thumbv7m-none-eabi is soft-float already, as arm-none-eabi-gcc's multilib
set(RB_TOOLCHAIN_LINK_OPTIONS --target=armv7m-none-linux-gnueabi -fuse-ld=lld -nostdlib -static
    -Wl,--build-id=none -Wl,--start-group ${_rb_libc} ${_rb_nosys} ${_rb_libgcc} -Wl,--end-group)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
