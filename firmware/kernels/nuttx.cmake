# rtosbench firmware: Apache NuttX, which owns the image. NuttX's own make (with Debian's
# kconfig-frontends-nox) builds the user's tree (RB_KERNEL_DIR) and its apps (the extra tree
# nuttx-apps, RB_TREE_NUTTX_APPS) for our board rb_netduino2 (qemu) or rb_gd32f103 (gd32f103)
# (ports/nuttx/<board>, CONFIG_ARCH_BOARD_CUSTOM_DIR) with the profile's defconfig
# (adapters/nuttx/config/<profile>/defconfig, photon:nsh's keys) and the board's own keys
# (ports/nuttx/<board>/board.defconfig, where it has them). The board's src/Makefile compiles
# the harness, the adapter and the board's port into NuttX's libboard: they are NuttX's
# application, entered as its init task (CONFIG_INIT_ENTRYPOINT=rb_nx_main). NuttX's make builds inside its source tree, so
# the recipe builds in a copy of both trees under DIR/nuttx-work (the user's trees are never
# written to; the copy is made once per build directory and reused, kernel source is never in
# the repository). Its nuttx ELF becomes DIR/rtosbench-fw.elf; the manifest, COND, build id and
# cache key are this build's, as for every kernel. See docs/kernels/nuttx.md.
# Included twice (firmware/cmake/rb_validate.cmake): RB_RECIPE_PHASE validate, then build.
# Why NuttX refuses RB_LTO=on with Clang (checked here, and by the workbench before it calls
# CMake: core/experiment/experiment_check.cpp). GCC's LTO is NuttX's CONFIG_LTO_FULL (below).
set(RB_NUTTX_LTO_REASON "NuttX's CONFIG_LTO_FULL is wired for GCC only (built and run, "
    "docs/kernels/nuttx.md), not for Clang (ld.lld's LTO of NuttX), which is neither built nor "
    "checked here yet")
string(JOIN "" RB_NUTTX_LTO_REASON ${RB_NUTTX_LTO_REASON})
if(RB_RECIPE_PHASE STREQUAL "validate")
  rb_require_files("NuttX" Makefile Kconfig tools/configure.sh tools/Unix.mk
                   include/nuttx/sched.h sched/sched/sched.h arch/arm/src/stm32/stm32_start.c
                   boards/arm/stm32/photon/configs/nsh/defconfig)
  rb_require_tree(RB_TREE_NUTTX_APPS "NuttX's apps" Makefile Application.mk Make.defs)
  # NuttX's version: a release tarball's .version (CONFIG_VERSION_STRING), else the directory's
  # name when it is a version (the kernel cache names a registered tree's directory by its
  # version: RB_KERNEL_CACHE/nuttx/12.13.0), else -DRB_NUTTX_VERSION. A GitHub archive of the
  # tag has neither git history nor .version.
  set(RB_NUTTX_VERSION "" CACHE STRING "NuttX version when the tree does not state it")
  set(RB_KERNEL_VERSION "")
  if(EXISTS "${RB_KERNEL_DIR}/.version")
    file(STRINGS "${RB_KERNEL_DIR}/.version" _rb_nv REGEX "^CONFIG_VERSION_STRING=")
    if(_rb_nv MATCHES "CONFIG_VERSION_STRING=\"([0-9]+\\.[0-9]+\\.[0-9]+)\""
       AND NOT CMAKE_MATCH_1 STREQUAL "0.0.0")
      set(RB_KERNEL_VERSION "${CMAKE_MATCH_1}")
    endif()
  endif()
  get_filename_component(_rb_nbase "${RB_KERNEL_DIR}" NAME)
  if(RB_KERNEL_VERSION STREQUAL "" AND NOT RB_NUTTX_VERSION STREQUAL "")
    set(RB_KERNEL_VERSION "${RB_NUTTX_VERSION}")
  elseif(RB_KERNEL_VERSION STREQUAL "" AND _rb_nbase MATCHES "^([0-9]+\\.[0-9]+\\.[0-9]+)$")
    set(RB_KERNEL_VERSION "${CMAKE_MATCH_1}")
  elseif(RB_KERNEL_VERSION STREQUAL "" AND _rb_nbase MATCHES "^nuttx-([0-9]+\\.[0-9]+\\.[0-9]+)$")
    set(RB_KERNEL_VERSION "${CMAKE_MATCH_1}")
  endif()
  if(NOT RB_KERNEL_VERSION MATCHES "^[0-9]+\\.[0-9]+\\.[0-9]+$")
    rb_fail("RB_KERNEL_DIR=${RB_KERNEL_DIR}: cannot tell the NuttX version (no .version, and the "
            "directory is not named by one): give -DRB_NUTTX_VERSION=12.13.0")
  endif()
  # Our NuttX boards (ports/nuttx): rb_netduino2 (qemu), rb_gd32f103 (gd32f103); the
  # catalogue's boards were checked before (rb_validate.cmake).
  if(RB_BOARD STREQUAL "qemu")
    set(RB_NUTTX_BOARD rb_netduino2)
  elseif(RB_BOARD STREQUAL "gd32f103")
    set(RB_NUTTX_BOARD rb_gd32f103)
  else()
    rb_fail("RB_KERNEL=nuttx has no NuttX board of ours for RB_BOARD=${RB_BOARD} "
            "(qemu: rb_netduino2, gd32f103: rb_gd32f103)")
  endif()
  # The compiler (issue 37): NuttX's Kconfig toolchain. gcc: CONFIG_ARM_TOOLCHAIN_GNU_EABI with
  # CROSSDEV=arm-none-eabi- (the directory of our toolchain file's gcc); clang:
  # CONFIG_ARM_TOOLCHAIN_CLANG with the clang, ld.lld and llvm tools of our toolchain file
  # (cmake/arm-none-eabi-clang.cmake), handed to NuttX's make by name (ports/nuttx/
  # nuttx_make.cmake), so COND cc and toolchain_version are the compiler that built the image.
  # Another toolchain file's compiler has no NuttX toolchain of ours.
  if(NOT RB_TOOLCHAIN MATCHES "^(gcc|clang)$")
    rb_fail("RB_KERNEL=nuttx builds with NuttX's own make and Kconfig toolchain: "
            "RB_TOOLCHAIN=${RB_TOOLCHAIN} is not one of ours for it (gcc, clang)")
  endif()
  # LTO: GCC's is NuttX's CONFIG_LTO_FULL (kernel, apps, adapter and harness alike: NuttX's
  # make links with arm-none-eabi-gcc -flto -fuse-linker-plugin and adds -fno-builtin);
  # Clang's is refused before anything is built (RB_NUTTX_LTO_REASON).
  if(RB_LTO STREQUAL "on" AND RB_TOOLCHAIN STREQUAL "clang")
    rb_fail("RB_KERNEL=nuttx refuses RB_TOOLCHAIN=clang with RB_LTO=on: ${RB_NUTTX_LTO_REASON}")
  endif()
  # NuttX compiles with its own flags; the optimisation is its Kconfig choice. With Clang,
  # NuttX's CONFIG_DEBUG_FULLOPT means -Oz, not -Os: the Clang build states -Os as NuttX's
  # custom level, so both compilers get the experiment's -Os.
  if(RB_OPT STREQUAL "-Os" AND RB_TOOLCHAIN STREQUAL "clang")
    set(RB_NUTTX_OPT "CONFIG_DEBUG_CUSTOMOPT=y\nCONFIG_DEBUG_OPTLEVEL=\"-Os\"")
  elseif(RB_OPT STREQUAL "-Os")
    set(RB_NUTTX_OPT "CONFIG_DEBUG_FULLOPT=y")
  elseif(RB_OPT STREQUAL "-O0")
    set(RB_NUTTX_OPT "CONFIG_DEBUG_NOOPT=y")
  elseif(RB_OPT MATCHES "^-O[12g]$")
    set(RB_NUTTX_OPT "CONFIG_DEBUG_CUSTOMOPT=y\nCONFIG_DEBUG_OPTLEVEL=\"${RB_OPT}\"")
  else()
    rb_fail("RB_KERNEL=nuttx: RB_OPT=${RB_OPT} has no NuttX Kconfig choice (-Os, -O2, -O1, -Og, "
            "-O0)")
  endif()
  if(NOT "${RB_CFLAGS}" STREQUAL "")
    rb_fail("RB_KERNEL=nuttx does not take RB_CFLAGS yet (NuttX compiles with its own flags)")
  endif()
  find_program(RB_KCONFIG_CONF kconfig-conf)
  if(NOT RB_KCONFIG_CONF)
    rb_fail("RB_KERNEL=nuttx needs kconfig-conf (Debian: kconfig-frontends-nox, "
            "scripts/install-deps.sh)")
  endif()
  # Called by firmware/CMakeLists.txt after the C compiler's facts (those of the toolchain
  # file's gcc or clang, which NuttX's make is handed): they stay. Its presence tells
  # rb_validate.cmake that this recipe handles RB_TOOLCHAIN and RB_LTO itself (above).
  macro(rb_recipe_compiler_facts)
  endmacro()
  set(RB_OWNS_IMAGE 1)
  return()
endif()

# ---- build phase (instead of add_executable(rtosbench_fw)) ----
find_program(RB_GNU_MAKE NAMES make gmake REQUIRED)
get_filename_component(_rb_gcc_dir "${CMAKE_C_COMPILER}" DIRECTORY)
set(_rb_nfw ${CMAKE_CURRENT_SOURCE_DIR})
set(_rb_nwork ${CMAKE_BINARY_DIR}/nuttx-work)
set(_rb_nboard ${_rb_nfw}/ports/nuttx/${RB_NUTTX_BOARD})
set(_rb_nprof ${_rb_nfw}/adapters/nuttx/config/${RB_PROFILE}/defconfig)
if(NOT EXISTS "${_rb_nprof}")
  rb_fail("RB_KERNEL=nuttx has no profile ${RB_PROFILE} (${_rb_nprof})")
endif()
# The profile's defconfig holds the kernel's keys and the virtual board's (photon:nsh's). A
# board with keys of its own (ports/nuttx/<board>/board.defconfig: chip, memory, clock,
# peripherals) has them in place of the profile's lines for the same keys: the kernel's keys
# stay the profile's on every board.
set(_rb_ndef ${_rb_nprof})
set(_rb_nbdef ${_rb_nboard}/board.defconfig)
if(EXISTS "${_rb_nbdef}")
  file(READ "${_rb_nbdef}" _rb_nbtext)
  # The GD32F103's clock and flash wait states are the build's (set up by our port's clock
  # code, ports/nuttx/rb_gd32f103/src/rb_nx_boot.c); up_udelay's calibration is fire-stm32v2's
  # at 72 MHz (5483 loops per ms), scaled to the clock.
  if(RB_BOARD STREQUAL "gd32f103")
    math(EXPR _rb_nloops "(5483 * ${RB_CLOCK_HZ} + 36000000) / 72000000")
    string(APPEND _rb_nbtext "# the build's clock (RB_CLOCK_HZ, RB_FLASH_WS)\n"
           "CONFIG_RB_CLOCK_HZ=${RB_CLOCK_HZ}\nCONFIG_RB_FLASH_WS=${RB_FLASH_WS}\n"
           "CONFIG_BOARD_LOOPSPERMSEC=${_rb_nloops}\n")
  endif()
  string(REGEX MATCHALL "[^\n]+" _rb_nblines "${_rb_nbtext}")
  set(_rb_nbkeys "")
  foreach(_l IN LISTS _rb_nblines)
    if(_l MATCHES "^(# )?(CONFIG_[A-Za-z0-9_]+)(=| is not set$)")
      list(APPEND _rb_nbkeys "${CMAKE_MATCH_2}")
    endif()
  endforeach()
  file(STRINGS "${_rb_nprof}" _rb_nplines)
  set(_rb_nmerged "")
  foreach(_l IN LISTS _rb_nplines)
    if(_l MATCHES "^(# )?(CONFIG_[A-Za-z0-9_]+)(=| is not set$)")
      if(CMAKE_MATCH_2 IN_LIST _rb_nbkeys)
        continue()
      endif()
    endif()
    string(APPEND _rb_nmerged "${_l}\n")
  endforeach()
  set(_rb_ndef ${CMAKE_BINARY_DIR}/gen/rb_nuttx_profile_board.defconfig)
  file(CONFIGURE OUTPUT ${_rb_ndef} CONTENT "${_rb_nmerged}${_rb_nbtext}" @ONLY)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_rb_nbdef})
endif()
# The build's own settings, after the profile's defconfig: our board's place, the
# optimisation, and the experiment's kernel_config (checked against adapters/nuttx/options.json
# by rb_kernel_config.cmake): Kconfig symbols, 1 = y, 0 = n.
set(_rb_nconf "# generated by firmware/kernels/nuttx.cmake: do not edit\n")
string(APPEND _rb_nconf "CONFIG_ARCH_BOARD_CUSTOM_DIR=\"${_rb_nwork}/board\"\n")
string(APPEND _rb_nconf "# RB_OPT=${RB_OPT}\n${RB_NUTTX_OPT}\n")
# Debug information (-g, as every kernel is built): photon:nsh has CONFIG_DEBUG_SYMBOLS off, and
# without line information explain and audit cannot tell the harness's stamp sites from other
# code (docs/kernels/nuttx.md, "How it is built"). It changes no instruction.
string(APPEND _rb_nconf "CONFIG_DEBUG_SYMBOLS=y\n")
if(RB_LTO STREQUAL "on") # GCC only (validate phase)
  string(APPEND _rb_nconf "# RB_LTO=on\n# CONFIG_LTO_NONE is not set\nCONFIG_LTO_FULL=y\n")
endif()
# The compiler (issue 37): NuttX's Kconfig toolchain choice, and the programs its make is handed
# (nuttx_make.cmake): gcc by its CROSSDEV prefix, clang by the toolchain file's clang, ld.lld
# and llvm-ar. Clang links NuttX with arm-none-eabi-gcc's libgcc of the same multilib
# (thumb/v7-m/nofp), as the GCC build does: Debian's clang has no compiler-rt for ARM.
set(_rb_nclang "")
if(RB_TOOLCHAIN STREQUAL "clang")
  # NuttX's Kconfig has no CONFIG_ARM_TOOLCHAIN_CLANG beside the toolchain's libm
  # (CONFIG_LIBM_TOOLCHAIN, photon:nsh's choice, an archive the GCC link is given): none with
  # Clang. Nothing of ours calls libm, so neither image holds any of it.
  string(APPEND _rb_nconf "# CONFIG_ARM_TOOLCHAIN_GNU_EABI is not set\n"
         "CONFIG_ARM_TOOLCHAIN_CLANG=y\n# CONFIG_LIBM_TOOLCHAIN is not set\nCONFIG_LIBM_NONE=y\n")
  execute_process(COMMAND ${RB_ARM_GCC} -mcpu=cortex-m3 -mthumb -mfloat-abi=soft
                          -print-libgcc-file-name
                  OUTPUT_VARIABLE _rb_nlibgcc OUTPUT_STRIP_TRAILING_WHITESPACE)
  get_filename_component(_rb_nllvm "${RB_LLVM_AR}" DIRECTORY)
  get_filename_component(_rb_nllvmn "${RB_LLVM_AR}" NAME)
  string(REGEX REPLACE "^llvm-ar" "" _rb_nllvmsfx "${_rb_nllvmn}") # llvm-ar-14: -14
  if(NOT EXISTS "${_rb_nlibgcc}" OR NOT RB_LLVM_AR)
    rb_fail("RB_KERNEL=nuttx RB_TOOLCHAIN=clang needs arm-none-eabi-gcc's libgcc.a and llvm-ar "
            "(Debian: gcc-arm-none-eabi, llvm)")
  endif()
  set(_rb_nclang -DRB_NUTTX_CC=${CMAKE_C_COMPILER} -DRB_NUTTX_LLD=${RB_LLD}
                 -DRB_NUTTX_LLVM=${_rb_nllvm}/llvm- -DRB_NUTTX_LLVM_SFX=${_rb_nllvmsfx}
                 -DRB_NUTTX_LIBGCC=${_rb_nlibgcc})
endif()
foreach(_kv ${RB_KERNEL_CONFIG_CANON})
  if(_kv MATCHES "^(CONFIG_[A-Z0-9_]+)=([01])$")
    if(CMAKE_MATCH_2 STREQUAL "1")
      string(APPEND _rb_nconf "${CMAKE_MATCH_1}=y\n")
    else()
      string(APPEND _rb_nconf "# ${CMAKE_MATCH_1} is not set\n")
    endif()
  else()
    rb_fail("RB_KERNEL_CONFIG: ${_kv} is not a NuttX bool option (options.json)")
  endif()
endforeach()
file(CONFIGURE OUTPUT ${CMAKE_BINARY_DIR}/gen/rb_nuttx.defconfig CONTENT "${_rb_nconf}")
cmake_host_system_information(RESULT _rb_ncores QUERY NUMBER_OF_LOGICAL_CORES)
add_custom_target(rb_nuttx_image
  COMMAND ${CMAKE_COMMAND} -DRB_NUTTX_SRC=${RB_KERNEL_DIR} -DRB_NUTTX_APPS=${RB_TREE_NUTTX_APPS}
          -DRB_NUTTX_WORK=${_rb_nwork} -DRB_NUTTX_BOARD=${_rb_nboard}
          -DRB_NUTTX_DEFCONFIG=${_rb_ndef} -DRB_NUTTX_EXTRA=${CMAKE_BINARY_DIR}/gen/rb_nuttx.defconfig
          -DRB_NUTTX_VERSION=${RB_KERNEL_VERSION} -DRB_FW_DIR=${_rb_nfw}
          -DRB_GEN_DIR=${CMAKE_BINARY_DIR}/gen -DRB_MAKE=${RB_GNU_MAKE}
          -DRB_CROSSDEV=${_rb_gcc_dir}/arm-none-eabi- -DRB_JOBS=${_rb_ncores}
          -DRB_OUT=${CMAKE_BINARY_DIR}/rtosbench-fw.elf ${_rb_nclang}
          -P ${_rb_nfw}/ports/nuttx/nuttx_make.cmake
  BYPRODUCTS ${CMAKE_BINARY_DIR}/rtosbench-fw.elf
  COMMENT "rtosbench: NuttX make (build copy ${_rb_nwork})" VERBATIM)
add_custom_target(rtosbench_fw ALL DEPENDS rb_nuttx_image)
set(RB_FW_ELF ${CMAKE_BINARY_DIR}/rtosbench-fw.elf)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_rb_nprof})
